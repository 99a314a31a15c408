/* Whole program: matrix-vector product y = A * x + beta * y, as BLAS dgemv
   writes it.  LICM work: *beta and the row address are invariant, and
   store motion keeps y[i] in a register over the j loop; lim2 does both.
   A power iteration in main feeds y back into x.  */

#include "bench.h"

#define N 256
#define REPS 24

/* The matrix and the two vectors.  */
static double A[N * N], X[N], Y[N];

KERNEL void
kernel (int m, int n, const double *restrict a, const double *restrict x,
	double *restrict y, const double *beta)
{
  for (int i = 0; i < m; i++)
    {
      y[i] *= *beta;
      for (int j = 0; j < n; j++)
	y[i] += a[i * n + j] * x[j];
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  double beta = 0.5;
  for (int i = 0; i < N * N; i++)
    A[i] = (double) (bench_rand () % 2001) / 1000.0 - 1.0;
  for (int i = 0; i < N; i++)
    X[i] = Y[i] = 1.0;
  for (int r = 0; r < REPS; r++)
    {
      kernel (N, N - (r & 3), A, X, Y, &beta);
      double norm = 0.0;
      for (int i = 0; i < N; i++)
	norm += Y[i] * Y[i];
      h = bench_mix_double (h, norm);
      for (int i = 0; i < N; i++)
	X[i] = Y[i] / (1.0 + norm);
    }
  bench_print (h);
  return 0;
}
