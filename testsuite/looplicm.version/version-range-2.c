/* A check made before a triangle's outer loop bounds that loop's number
   of iterations even where the loop does not move the range (p[j * m]
   with j up to i + 5: every row starts at p; the step is known only at
   run time, so the j loop's most, i + 5 in the last row, is taken for
   every row).  That most, n + 4, is computed from the outer loop's
   number n - 1: with n near 2^64 it would wrap to a small value, and the
   check pass over rows the loop reads.  Both are bounded, which fold
   merges into n - 1 <= 2^31 - 6 (without the outer bound: n + 4 <=
   2^31 - 1, true for n = 2^64 - 3).  The range of *s and the step are
   bounded by 2^31 - 1.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
f (double *p, double *s, unsigned long n, long m)
{
  for (unsigned long i = 0; i < n; i++)
    for (unsigned long j = 0; j < i + 6; j++)
      *s += p[j * m];
}

/* { dg-final { scan-tree-dump-times "  checked once before loop 1, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  loop 2 runs one iteration more in each iteration of loop 1: the ranges span its most in every iteration\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times " <= 2147483647;" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times " <= 2147483642;" 1 "looplicm" } } */
