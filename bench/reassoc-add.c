/* Invariant reassociation (issue 27): (v[i] + a) + b on int.  Nothing is
   invariant as written, and GCC's reassoc does not regroup signed
   arithmetic, so GCC keeps two additions per iteration; the plugin
   computes a + b once (in unsigned int) before the loop.

     for (i = 0; i < n; i++)              t = a + b;
       out[i] = (v[i] + a) + b;     =>    for (i = 0; i < n; i++)
					    out[i] = v[i] + t;

   Twin: reassoc-add-hand.c, regrouped by hand.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input and output arrays.  */
static int in[N], out[N];

#ifndef HAND
KERNEL void
kernel (int *restrict out, const int *restrict v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b;
}
#else
KERNEL void
kernel (int *restrict out, const int *restrict v, int n, int a, int b)
{
  unsigned t = (unsigned) a + (unsigned) b;
  for (int i = 0; i < n; i++)
    out[i] = (int) ((unsigned) v[i] + t);
}
#endif

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    in[i] = (int) (bench_rand () >> 2);
  for (int r = 0; r < REPS; r++)
    {
      kernel (out, in, N - (r & 7), r * 3, -r);
      h = bench_mix (h, (unsigned) out[r % N] + (unsigned) out[N - 8]);
    }
  for (int i = 0; i < N; i++)
    h = bench_mix (h, (unsigned) out[i]);
  bench_print (h);
  return 0;
}
