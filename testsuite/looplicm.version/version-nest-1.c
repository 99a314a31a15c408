/* Nested loops: y[i] is invariant in the inner loop and may point into
   the row of A or into x.  The innermost loop is versioned; y, A and x
   are three pointers, so the check is made once before the outer loop,
   on y[0..n) against all of A and x[0..n), which implies the check of
   every row.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
matvec (double *y, const double *A, const double *x, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += A[i * n + j] * x[j];
}

/* { dg-final { scan-tree-dump-times "Versioning loop 2 for alias: 2 checks\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*_\\d+ \\(8 bytes, invariant\\) against \\*_\\d+ \\(8 bytes, step 8\\)\n" 3 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked once before loop 1, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*_\\d+ from loop 2\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion" 1 "looplicm" } } */

/* One base: a[i][k] against a[i][k+1..n) of Gaussian elimination is
   checked in every iteration of the i loop (over both loops the ranges
   would overlap).  */
void
elim (double *a, int n, int k)
{
  for (int i = k + 1; i < n; i++)
    for (int j = k + 1; j < n; j++)
      a[i * n + j] -= a[i * n + k] * 0.5 * a[k * n + j];
}

/* { dg-final { scan-tree-dump-times "Versioning loop" 2 "looplicm" } } */
