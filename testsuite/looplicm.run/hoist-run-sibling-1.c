/* A chain of invariant statements whose members come from sibling loops
   of one outer loop.  The conversion of i is computed in the first inner
   loop (C[i][j] *= beta) and used there and in the k loop after it.  When
   the k loop's multiplication by 640 moves to the k loop's preheader, the
   conversion must still be defined before the first loop's use of it.
   The verifier checks that at -O1/-O2/-O3 -fno-tree-loop-im.
   Reduced from PolyBench's gemm, with restrict parameters.  */
/* { dg-do run } */

__attribute__ ((noipa)) void
kernel (double alpha, double beta, double (*restrict C)[70],
	double (*restrict A)[80], double (*restrict B)[70])
{
  for (int i = 0; i < 60; i++)
    {
      for (int j = 0; j < 70; j++)
	C[i][j] *= beta;
      for (int k = 0; k < 80; k++)
	for (int j = 0; j < 70; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* The same without restrict, for the pass's other path.  */

__attribute__ ((noipa)) void
kernel_plain (double alpha, double beta, double (*C)[70],
	      double (*A)[80], double (*B)[70])
{
  for (int i = 0; i < 60; i++)
    {
      for (int j = 0; j < 70; j++)
	C[i][j] *= beta;
      for (int k = 0; k < 80; k++)
	for (int j = 0; j < 70; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static double A[60][80], B[80][70], C[60][70], D[60][70];

int
main (void)
{
  for (int i = 0; i < 60; i++)
    for (int k = 0; k < 80; k++)
      A[i][k] = (i + 2 * k) % 5;
  for (int k = 0; k < 80; k++)
    for (int j = 0; j < 70; j++)
      B[k][j] = (k * j) % 3;
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 70; j++)
      C[i][j] = D[i][j] = i - j;
  kernel (2.0, 3.0, C, A, B);
  kernel_plain (2.0, 3.0, D, A, B);
  /* Small integers: every sum is exact.  */
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 70; j++)
      {
	double want = 3.0 * (i - j);
	for (int k = 0; k < 80; k++)
	  want += 2.0 * A[i][k] * B[k][j];
	if (C[i][j] != want || D[i][j] != want)
	  __builtin_abort ();
      }
  return 0;
}
