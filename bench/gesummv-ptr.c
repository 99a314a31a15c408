/* gesummv as the polyhedral suite writes it (SMALL, N = 90), with plain
   pointers:

     for (i = 0; i < N; i++)
       {
	 tmp[i] = 0.0;  y[i] = 0.0;
	 for (j = 0; j < N; j++)
	   {
	     tmp[i] = A[i][j] * x[j] + tmp[i];
	     y[i] = B[i][j] * x[j] + y[i];
	   }
	 y[i] = alpha * tmp[i] + beta * y[i];
       }

   tmp[i] and y[i] are stored in every iteration of the j loop and may be
   any of A[i][j], B[i][j], x[j] (all double), so lim2 keeps them in
   memory.  gesummv-restrict.c, with restrict pointers, has lim2 keep both
   in registers over the j loop (store motion); the j loop stays scalar
   there too (a double reduction is not reordered without -ffast-math).
   looplicm (at adb2074) versions the j loop on "tmp[i] does not overlap
   A[i][j], x[j], B[i][j], y[i]" and keeps tmp[i] in a register, but not
   y[i], which stays in memory in the fast copy.  The driver makes one
   call with x = tmp.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define N 90
#define REPS 30

static double A[N][N], B[N][N], X[N], Y[N], T[N], X2[N];

KERNEL void
kernel (double alpha, double beta, double (*RESTRICT a)[N],
	double (*RESTRICT b)[N], double *RESTRICT tmp, double *RESTRICT x,
	double *RESTRICT y)
{
  for (int i = 0; i < N; i++)
    {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < N; j++)
	{
	  tmp[i] = a[i][j] * x[j] + tmp[i];
	  y[i] = b[i][j] * x[j] + y[i];
	}
      y[i] = alpha * tmp[i] + beta * y[i];
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    {
      X[i] = (double) (bench_rand () % 100) / 16.0;
      for (int j = 0; j < N; j++)
	{
	  A[i][j] = (double) (bench_rand () % 1000) / 512.0 - 1.0;
	  B[i][j] = (double) (bench_rand () % 1000) / 256.0 - 2.0;
	}
    }
  for (int r = 0; r < REPS; r++)
    {
      if (r == 7)
	{
	  /* tmp is x.  */
	  memcpy (X2, X, sizeof X2);
#ifdef OVERLAP
	  kernel (1.5, 1.2, A, B, X2, X2, Y);
#else
	  kernel (1.5, 1.2, A, B, T, X2, Y);
#endif
	}
      else
	kernel (1.5, 1.2, A, B, T, X, Y);
      for (int i = 0; i < N; i++)
	{
	  h = bench_mix_double (h, Y[i]);
	  X[i] = Y[i] / 1024.0 + (double) (i % 5);
	}
    }
  bench_print (h);
  return 0;
}
