/* The first iterations of a versioned loop are peeled before its check
   where a test of the number of iterations would otherwise come first
   on every entry (issue 26): an entry of fewer iterations than that
   test's bound runs the peeled copies alone, no more than the loop's
   own iterations, and makes no test.  acc: 4 iterations pay for the
   check, 3 peeled, the check after them made for 4 iterations more
   (n > 6).  twice: 3 pay, 2 peeled (n > 4).  sixteen: a constant number
   of iterations, neither.  wide: its body of 15 statements three times
   is more than version-peel (40) allows: the test alone.  The stores
   to *sum: one in each of the 3 peeled copies, one in the loop's slow
   copy and one after its fast copy, which keeps *sum in a register;
   to *s, two in each.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fdump-tree-optimized" } */

void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i];
}

void
twice (unsigned *s, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *s += a[i];
      *s ^= a[i] >> 3;
    }
}

void
sixteen (unsigned *total, const unsigned *a)
{
  for (int i = 0; i < 16; i++)
    *total += a[i];
}

void
wide (unsigned *w, const unsigned *a, const unsigned *b, int n)
{
  for (int i = 0; i < n; i++)
    *w += (a[i] * 3 + b[i] * 5) ^ ((a[i] >> 2) + (b[i] << 1)) ^ (a[i] - b[i]);
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias" 4 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  3 iterations peeled before the check: an entry of fewer runs them alone\n  checked only when loop 1 runs at least 4 iterations after them, too few to pay for the check otherwise\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  2 iterations peeled before the check: an entry of fewer runs them alone\n  checked only when loop 1 runs at least 3 iterations after them, too few to pay for the check otherwise\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "peeled" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked only when loop 1 runs at least 8 iterations, too few" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "_\\d+ = \\(unsigned int\\) n_\\d+\\(D\\);\n  _\\d+ = _\\d+ > 6;" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "_\\d+ = \\(unsigned int\\) n_\\d+\\(D\\);\n  _\\d+ = _\\d+ > 4;" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "\\*sum_\\d+\\(D\\) = " 5 "optimized" } } */
/* { dg-final { scan-tree-dump-times "\\*s_\\d+\\(D\\) = " 7 "optimized" } } */
