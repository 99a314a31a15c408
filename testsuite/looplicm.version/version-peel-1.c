/* The first iterations of a versioned loop's slow copy are peeled before
   it where a test of the number of iterations before the check sends
   the loop's short entries there: an entry of fewer
   iterations than the test asks runs the peeled iterations alone, each
   no more than an iteration of the loop, without the loop's set-up.
   acc: 4 iterations pay for the check (n > 3), 3 peeled.  twice: 3 pay
   (n > 2), 2 peeled.  sixteen: a constant number of iterations, neither
   test nor peeling.  wide: its body of 15 statements 7 times is more
   than version-peel (40) allows: the test alone.  The stores to *sum in
   the dump: the loop before the pass, the 3 peeled iterations and the
   slow copy (the fast copy keeps *sum in a register and stores it after
   the loop); to *s, two in each.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details-stats" } */

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
/* { dg-final { scan-tree-dump-times "  checked only when loop 1 runs at least 4 iterations, too few to pay for the check otherwise\n  3 iterations of loop 2 peeled before it, which an entry of fewer runs alone\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked only when loop 1 runs at least 3 iterations, too few to pay for the check otherwise\n  2 iterations of loop 2 peeled before it, which an entry of fewer runs alone\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked only when loop 1 runs at least 8 iterations, too few to pay for the check otherwise\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "peeled before it" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Iterations peeled for short entries: 3" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Iterations peeled for short entries: 2" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "_\\d+ = \\(unsigned int\\) n_\\d+\\(D\\);\n  _\\d+ = _\\d+ > 3;" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "_\\d+ = \\(unsigned int\\) n_\\d+\\(D\\);\n  _\\d+ = _\\d+ > 2;" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "\n  \\*sum_\\d+\\(D\\) = _\\d+;" 5 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "\n  \\*s_\\d+\\(D\\) = _\\d+;" 8 "looplicm" } } */
