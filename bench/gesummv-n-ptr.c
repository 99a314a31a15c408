/* gesummv as the polyhedral suite writes it, with its run-time bound n
   (SMALL: N = 90), plain pointers:

     for (i = 0; i < n; i++)
       {
	 tmp[i] = 0.0;  y[i] = 0.0;
	 for (j = 0; j < n; j++)
	   {
	     tmp[i] = A[i][j] * x[j] + tmp[i];
	     y[i] = B[i][j] * x[j] + y[i];
	   }
	 y[i] = alpha * tmp[i] + beta * y[i];
       }

   gesummv-n-restrict.c: lim2 keeps tmp[i] and y[i] in registers over the
   j loop.  With N a constant (gesummv-ptr.c) looplicm plans the fast
   copy for the vectorizer, with as many checks as it makes; with n a
   run-time bound GCC -O2 would not vectorize the loop, and looplicm (at
   2dd42b6) kept only tmp[i] in a register: y[i]'s three pairs were past
   version-checks (4), although the check is made once per call (d 1.11
   of the twin at -O2).  The driver makes one call with x = tmp.  */

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
kernel (int n, double alpha, double beta, double (*RESTRICT a)[N],
	double (*RESTRICT b)[N], double *RESTRICT tmp, double *RESTRICT x,
	double *RESTRICT y)
{
  for (int i = 0; i < n; i++)
    {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < n; j++)
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
	  kernel (N, 1.5, 1.2, A, B, X2, X2, Y);
#else
	  kernel (N, 1.5, 1.2, A, B, T, X2, Y);
#endif
	}
      else
	kernel (N, 1.5, 1.2, A, B, T, X, Y);
      for (int i = 0; i < N; i++)
	{
	  h = bench_mix_double (h, Y[i]);
	  X[i] = Y[i] / 1024.0 + (double) (i % 5);
	}
    }
  bench_print (h);
  return 0;
}
