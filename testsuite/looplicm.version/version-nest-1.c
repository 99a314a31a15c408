/* Nested loops: y[i] is invariant in the inner loop and may point into
   the row of A or into x.  The innermost loop is versioned, with its
   check in the inner loop's preheader (run once per row); the parts of
   the check invariant in the outer loop are then hoisted out of it.  */
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
/* { dg-final { scan-tree-dump-times "  \\*_\\d+ \\(8 bytes, invariant\\) against \\*_\\d+ \\(8 bytes, step 8\\)\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*_\\d+ from loop 2\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion" 1 "looplicm" } } */
