/* Matrix-vector product written with plain pointers, y += A * x.  y[i] is
   read and written on every iteration of the j loop, and may alias a[] or
   x[] (all are double), so lim2 can neither keep it in a register nor hoist
   its load: each iteration loads, adds and stores y[i].  A pass that
   versions the j loop on "y + i outside a[i*n .. i*n+n) and x[0 .. n)" can
   do store motion in the common case:

     for (j = 0; j < n; j++)              if (y + i outside a[] and x[])
       y[i] += a[i * n + j] * x[j];   =>    { s = y[i];
                                              for (...) s += a[i * n + j] * x[j];
                                              y[i] = s; }
                                          else
                                            original loop

   matvec-restrict.c is the same loop with restrict pointers (the limit of
   such versioning).  The driver calls the kernel once in sixteen with y = x (n = 8)
   (updated in place, Gauss-Seidel fashion: x[i] is read again at j = i), so
   the checksum catches a wrong store motion; the twin makes that call on a
   copy of x instead.  */

#include "bench.h"

#define N 256
#define REPS 16

/* The matrix and the two vectors.  */
static double A[N * N], X[N], Y[N];

KERNEL void
kernel (double *y, const double *a, const double *x, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += a[i * n + j] * x[j];
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N * N; i++)
    A[i] = (double) (bench_rand () % 2001) / 1000.0 - 1.0;
  for (int i = 0; i < N; i++)
    X[i] = 1.0;
  for (int r = 0; r < REPS; r++)
    {
      int n = N - (r & 3);
      double *res;
      if ((r & 15) == 11)
	{
	  /* y is x: x[i] changes under the j loop at j = i.  A small n:
	     this call checks correctness, the others measure.  */
	  kernel (X, A, X, 8);
	  res = X;
	}
      else
	{
	  for (int i = 0; i < N; i++)
	    Y[i] = 0.0;
	  kernel (Y, A, X, n);
	  res = Y;
	}
      double norm = 0.0;
      for (int i = 0; i < N; i++)
	norm += res[i] * res[i];
      h = bench_mix_double (h, norm);
      h = bench_mix_double (h, res[r % N]);
      for (int i = 0; i < N; i++)
	X[i] = res[i] / (1.0 + norm);
    }
  bench_print (h);
  return 0;
}
