/* A loop nest with expressions invariant at different levels:
   - a[i] * x + y depends only on i: it belongs before the j loop;
   - b[j] - a[i] and b[j] ^ x depend on i and j: before the k loop;
   - out[i * n + j] is read and written in the k loop: store motion keeps
     it in a register for the whole k loop.

     for (i)                              for (i)
       for (j)                              { ai = a[i] * x + y;
         for (k)                    =>        for (j)
           out[i * n + j]                       { t = ai * (b[j] - a[i]);
             += (a[i] * x + y)                    u = b[j] ^ x;  o = out[...];
                * (b[j] - a[i])                   for (k) o += t + c[k] * u;
                + c[k] * (b[j] ^ x);              out[...] = o; } }

   The pointers are restrict, so every level is legal for lim2 too.  */

#include "bench.h"

#define N 40
#define REPS 20

/* The inputs and the N x N output matrix.  */
static int a[N], b[N], c[N], out[N * N];

KERNEL void
kernel (int *restrict out, const int *restrict a, const int *restrict b,
	const int *restrict c, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	out[i * n + j] += (a[i] * x + y) * (b[j] - a[i]) + c[k] * (b[j] ^ x);
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    {
      a[i] = bench_rand () & 0xff;
      b[i] = bench_rand () & 0xff;
      c[i] = bench_rand () & 0xff;
    }
  for (int r = 0; r < REPS; r++)
    {
      for (int i = 0; i < N * N; i++)
	out[i] = 0;
      kernel (out, a, b, c, N - (r & 1), r + 1, 3 * r);
      for (int i = 0; i < N * N; i += 7)
	h = bench_mix (h, (unsigned) out[i]);
    }
  bench_print (h);
  return 0;
}
