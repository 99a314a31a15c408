/* durbin as the polyhedral suite writes it (SMALL: N = 120), with its
   run-time bound n and plain pointers:

     for (k = 1; k < n; k++)
       {
	 ...  sum += r[k - i - 1] * y[i] ...
	 for (i = 0; i < k; i++)
	   z[i] = y[i] + alpha * y[k - i - 1];
	 for (i = 0; i < k; i++)
	   y[i] = z[i];
	 y[k] = alpha;
       }

   durbin-restrict.c: GCC's loop distribution makes the copy y[i] = z[i]
   a call to memcpy.  Through plain pointers y may be z shifted, and the
   copy stays a loop: 1.22 times the restrict build's instructions at -O2
   (looplicm at 00a3068, which versions none of these loops).  looplicm
   versions the copy for loop distribution, which makes its fast copy a
   call to memmove.  The driver makes one call with z = y + 1.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define N 120
#define REPS 20

static double R[N], Y[N], Z[2 * N];

KERNEL void
kernel (int n, double *RESTRICT r, double *RESTRICT y, double *RESTRICT z)
{
  double alpha, beta, sum;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (int k = 1; k < n; k++)
    {
      beta = (1 - alpha * alpha) * beta;
      sum = 0.0;
      for (int i = 0; i < k; i++)
	sum += r[k - i - 1] * y[i];
      alpha = -(r[k] + sum) / beta;
      for (int i = 0; i < k; i++)
	z[i] = y[i] + alpha * y[k - i - 1];
      for (int i = 0; i < k; i++)
	y[i] = z[i];
      y[k] = alpha;
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int r = 0; r < REPS; r++)
    {
      for (int i = 0; i < N; i++)
	R[i] = (double) (N + 1 - i + r % 7) / (4.0 * N);
      if (r == 7)
	{
	  /* 16 rows: over more, the overlapping call's values grow to
	     infinities and NaNs, whose signs depend on the order of
	     operands a compiler chooses.  */
#ifdef OVERLAP
	  /* z is y one element on: the copy runs on overlapping ranges.  */
	  kernel (16, R, Z, Z + 1);
#else
	  kernel (16, R, Z, Z + N);
#endif
	  for (int i = 0; i < 16; i++)
	    h = bench_mix_double (h, Z[i]);
	}
      else
	kernel (N, R, Y, Z);
      for (int i = 0; i < N; i++)
	h = bench_mix_double (h, Y[i]);
    }
  bench_print (h);
  return 0;
}
