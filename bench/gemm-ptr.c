/* gemm as the polyhedral suite writes it (i-k-j order, SMALL sizes as
   compile-time constants), with plain pointers to rows:

     for (i = 0; i < NI; i++)
       {
	 for (j = 0; j < NJ; j++)
	   C[i][j] *= beta;
	 for (k = 0; k < NK; k++)
	   for (j = 0; j < NJ; j++)
	     C[i][j] += alpha * A[i][k] * B[k][j];
       }

   C[i][j] is stored in the j loop and may be A[i][k] (all are double), so
   lim2 can hoist neither the load of A[i][k] nor alpha * A[i][k] out of
   the j loop, and GCC's vectorizer, which at -O2 (very-cheap cost model)
   does not version for alias, leaves the j loop scalar.  gemm-restrict.c
   is the same file with restrict pointers: lim2 hoists alpha * A[i][k]
   and the j loops vectorize, at -O2 too.  looplicm (at adb2074) versions
   the k-j j loop on "a[i][k] does not overlap c[i][j]" and moves
   a[i][k] * alpha before it; at -O2 the fast copy stays scalar (the
   vectorizer does not learn that nothing overlaps there), at -O3 the
   vectorizer versions both copies again.  The driver makes one call with
   B = C (overlapping rows), so the checksum catches a fast copy taken
   wrongly.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define NI 60
#define NJ 70
#define NK 80
#define REPS 6

/* The matrices; W is big enough to be B and C at once.  */
static double A[NI][NK], B[NK][NJ], C[NI][NJ], W[NK][NJ];

KERNEL void
kernel (double alpha, double beta, double (*RESTRICT c)[NJ],
	double (*RESTRICT a)[NK], double (*RESTRICT b)[NJ])
{
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	c[i][j] *= beta;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  c[i][j] += alpha * a[i][k] * b[k][j];
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double) (bench_rand () % 1000) / 64.0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double) (bench_rand () % 1000) / 32.0 - 10.0;
  for (int r = 0; r < REPS; r++)
    {
      double (*res)[NJ] = C;
      for (int i = 0; i < NI; i++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] = (double) ((i + j + r) % 7);
      if (r == 3)
	{
	  /* C is also B: the rows of C are the first rows of B.  */
	  memcpy (W, B, sizeof W);
#ifdef OVERLAP
	  kernel (1.5, 0.5, W, A, W);
	  res = W;
#else
	  memcpy (C, W, sizeof C);
	  kernel (1.5, 0.5, C, A, W);
#endif
	}
      else
	kernel (1.5, 0.5, C, A, B);
      for (int i = 0; i < NI; i++)
	for (int j = 0; j < NJ; j += 3)
	  h = bench_mix_double (h, res[i][j]);
    }
  bench_print (h);
  return 0;
}
