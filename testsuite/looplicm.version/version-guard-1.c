/* A check made on every entry of a loop whose number of iterations is
   known only at run time comes after a test of that number:
   below VER_CHECK_SIZE (8) statements per pair over the statements the
   fast copy saves per iteration, the check would cost more than it
   saves, so the copy runs without it.  acc: 1 check, the load and the
   store of *sum saved, 4 iterations.  twice: *s loaded once and stored
   twice per iteration (FRE reuses the value stored first), 3 saved, 3
   iterations.  sixteen: a constant number of iterations, no test (and
   its fast copy is also for the vectorizer, whose cost model decides).
   The test is of the number of iterations, n itself here, not of the
   number of latch executions n - 1: GCC folds the first to a
   comparison of n, and the guard then costs a compare and a branch.
   (bench/flag-sm-ptr.c,
   1 or 2 iterations in 7 calls of 8, gains from the test.)
   The test alone, without the iterations
   peeled before it (version-peel-1.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-version-peel=0" } */

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
sixteen (unsigned *sum, const unsigned *a)
{
  for (int i = 0; i < 16; i++)
    *sum += a[i];
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 1 check" 3 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked only when loop 1 runs at least 4 iterations, too few to pay for the check otherwise\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked only when loop 1 runs at least 3 iterations, too few to pay for the check otherwise\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked only when loop" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "peeled" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "_\\d+ = \\(unsigned int\\) n_\\d+\\(D\\);\n  _\\d+ = _\\d+ > 3;" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "_\\d+ = \\(unsigned int\\) n_\\d+\\(D\\);\n  _\\d+ = _\\d+ > 2;" 1 "looplicm" } } */
