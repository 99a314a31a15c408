/* Matrix-vector product with restrict pointers, y += A * x: the twin of
   matvec-ptr.c.  restrict says nothing else in the j loop touches y[i], so
   lim2 hoists its load and sinks its store (store motion):

     for (j = 0; j < n; j++)              s = y[i];
       y[i] += a[i * n + j] * x[j];   =>  for (j = 0; j < n; j++)
                                            s += a[i * n + j] * x[j];
                                          y[i] = s;

   This is what versioning matvec-ptr.c for alias can reach at best.  The
   driver makes the same calls, with the same sizes, as matvec-ptr.c's,
   except that its one call in sixteen with y = x (n = 8; undefined with restrict)
   runs on a copy of x; so the checksum differs from matvec-ptr's.  */

#include "bench.h"

#define N 256
#define REPS 16

/* The matrix and the two vectors.  */
static double A[N * N], X[N], Y[N];

KERNEL void
kernel (double *restrict y, const double *restrict a,
	const double *restrict x, int n)
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
      /* matvec-ptr.c passes y = x here; start y from a copy of x.  */
      for (int i = 0; i < N; i++)
	Y[i] = (r & 15) == 11 ? X[i] : 0.0;
      kernel (Y, A, X, (r & 15) == 11 ? 8 : n);
      double norm = 0.0;
      for (int i = 0; i < N; i++)
	norm += Y[i] * Y[i];
      h = bench_mix_double (h, norm);
      h = bench_mix_double (h, Y[r % N]);
      for (int i = 0; i < N; i++)
	X[i] = Y[i] / (1.0 + norm);
    }
  bench_print (h);
  return 0;
}
