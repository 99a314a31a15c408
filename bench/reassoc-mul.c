/* Invariant reassociation (issue 27): v[i] * a * b on int, summed in a
   long.  GCC keeps two multiplications per iteration; the plugin
   computes a * b once (in unsigned int) before the loop.

     for (i = 0; i < n; i++)              t = a * b;
       s += (long) (v[i] * a * b);  =>    for (i = 0; i < n; i++)
					    s += (long) (v[i] * t);

   Twin: reassoc-mul-hand.c, regrouped by hand.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input array.  */
static int in[N];

KERNEL long
kernel (const int *v, int n, int a, int b)
{
  long s = 0;
#ifndef HAND
  for (int i = 0; i < n; i++)
    s += (long) (v[i] * a * b);
#else
  unsigned t = (unsigned) a * (unsigned) b;
  for (int i = 0; i < n; i++)
    s += (long) (int) ((unsigned) v[i] * t);
#endif
  return s;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    in[i] = (int) (bench_rand () & 0xfff) - 0x800;
  for (int r = 0; r < REPS; r++)
    h = bench_mix (h, (unsigned long) kernel (in, N - (r & 7), r & 63,
					       7 - (r & 15)));
  bench_print (h);
  return 0;
}
