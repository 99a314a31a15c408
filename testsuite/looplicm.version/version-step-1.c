/* A step known only at run time: in the i-j-k matrix product the k loop
   reads a column of B with the step 8 * n.  The loop is versioned with
   C[i][j] checked against the row of A (step 8) and the column of B, and
   C[i][j] is promoted in the fast copy.  The check is made once per row
   i, before the j loop, over the iterations of both loops (row i of C
   against row i of A and all of B), not once per element of C.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
mm (double *C, const double *A, const double *B, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i * n + j] += A[i * n + k] * B[k * n + j];
}

/* { dg-final { scan-tree-dump-times "Versioning loop 3 for alias: 2 checks\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*_\\d+ \\(8 bytes, invariant\\) against \\*_\\d+ \\(8 bytes, step 8\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*_\\d+ \\(8 bytes, invariant\\) against \\*_\\d+ \\(8 bytes, step \\(ssizetype\\) \\((?:\\(long unsigned int\\) n_\\d+\\(D\\)|_\\d+) \\* 8\\)\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked once before loop 2, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*_\\d+ from loop 3\n" 1 "looplicm" } } */
