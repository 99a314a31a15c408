/* syrk as the polyhedral suite writes it (SMALL: M = 60, N = 80), with
   plain pointers to rows:

     for (i = 0; i < N; i++)
       {
	 for (j = 0; j <= i; j++)
	   C[i][j] *= beta;
	 for (k = 0; k < M; k++)
	   for (j = 0; j <= i; j++)
	     C[i][j] += alpha * A[i][k] * A[j][k];
       }

   C[i][j] is stored in the j loop and may be A[i][k], so lim2 cannot
   hoist alpha * A[i][k] out of it.  syrk-restrict.c: lim2 hoists it; the
   j loop's A[j][k] is a strided load, which the vectorizer takes
   element by element (at -O3; at -O2 its cost model mostly declines).
   looplicm (at adb2074) versions the j loop on "a[i][k] does not overlap
   c[i][j]" and moves a[i][k] * alpha before it; at -O3 the vectorizer
   then versions both copies again, and d runs a few thousand
   instructions more than a (issue 26's syrk loss).  The driver makes one
   call with C and A in one block.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define M 60
#define N 80
#define REPS 12

static double A[N][M], C[N][N], W[N * N];

KERNEL void
kernel (double alpha, double beta, double (*RESTRICT c)[N],
	double (*RESTRICT a)[M])
{
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j <= i; j++)
	c[i][j] *= beta;
      for (int k = 0; k < M; k++)
	for (int j = 0; j <= i; j++)
	  c[i][j] += alpha * a[i][k] * a[j][k];
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      A[i][k] = (double) (bench_rand () % 1000) / 512.0 - 1.0;
  for (int r = 0; r < REPS; r++)
    {
      double *res = &C[0][0];
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  C[i][j] = (double) ((i * j + r) % 5);
      if (r == 5)
	{
	  /* C and A are one block.  */
	  memcpy (W, A, sizeof A);
#ifdef OVERLAP
	  kernel (1.5, 1.2, (double (*)[N]) W, (double (*)[M]) W);
	  res = W;
#else
	  kernel (1.5, 1.2, C, (double (*)[M]) W);
#endif
	}
      else
	kernel (1.5, 1.2, C, A);
      for (int i = 0; i < N * N; i += 3)
	h = bench_mix_double (h, res[i]);
    }
  bench_print (h);
  return 0;
}
