/* Whole program: dense matrix multiply C = A * B, i-j-k order, written as
   numeric code writes it (flat arrays, restrict, the running sum in C).
   LICM work: the address of C[i][j] and of row A[i] are invariant in the k
   loop, and store motion keeps C[i][j] in a register over the k loop; lim2
   does both.  main feeds each product back into A.  */

#include "bench.h"

#define N 48
#define REPS 6

/* The matrices.  */
static double A[N * N], B[N * N], C[N * N];

KERNEL void
kernel (int n, const double *restrict a, const double *restrict b,
	double *restrict c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	c[i * n + j] = 0.0;
	for (int k = 0; k < n; k++)
	  c[i * n + j] += a[i * n + k] * b[k * n + j];
      }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N * N; i++)
    {
      A[i] = (double) (bench_rand () % 1000) / 64.0;
      B[i] = (double) (bench_rand () % 1000) / 32.0 - 10.0;
    }
  for (int r = 0; r < REPS; r++)
    {
      kernel (N - r, A, B, C);
      for (int i = 0; i < (N - r) * (N - r); i += 5)
	h = bench_mix_double (h, C[i]);
      /* Feed the result back so every repetition differs.  */
      for (int i = 0; i < N * N; i++)
	A[i] = C[i] / 4096.0;
    }
  bench_print (h);
  return 0;
}
