/* Dense matrix multiply-add C += A * B, i-j-k order, with restrict
   pointers: the twin of matmul-ptr.c.  restrict says nothing else in the k
   loop touches c[i*n+j], so lim2 keeps it in a register over the k loop
   (store motion) and hoists the addresses of c[i*n+j] and of row a[i]:

     for (k = 0; k < n; k++)               s = c[i*n+j];
       c[i*n+j] += a[i*n+k] * b[k*n+j];  =>  for (k = 0; k < n; k++)
                                               s += a[i*n+k] * b[k*n+j];
                                             c[i*n+j] = s;

   This is what versioning matmul-ptr.c for alias can reach at best.  The
   driver makes the same calls, with the same sizes, as matmul-ptr.c's,
   except that its call with c = a (undefined with restrict) runs on a copy
   of A; so the checksum differs from matmul-ptr's.  */

#include "bench.h"

#define N 48
#define REPS 8

/* The matrices.  */
static double A[N * N], B[N * N], C[N * N];

KERNEL void
kernel (int n, const double *restrict a, const double *restrict b,
	double *restrict c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	c[i * n + j] += a[i * n + k] * b[k * n + j];
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
      int n = N - (r & 3);
      /* matmul-ptr.c passes c = a here; start C from a copy of A.  */
      for (int i = 0; i < N * N; i++)
	C[i] = r == 5 ? A[i] : 1.0;
      kernel (r == 5 ? 8 : n, A, B, C);
      for (int i = 0; i < n * n; i += 5)
	h = bench_mix_double (h, C[i]);
      /* Feed the result back so every repetition differs.  */
      for (int i = 0; i < N * N; i++)
	A[i] = C[i] / 1024.0;
    }
  bench_print (h);
  return 0;
}
