/* Invariant reassociation (issue 27), comparisons: v[i] + a == b is
   v[i] == b - a (modulo 2^32, so whatever the values); the plugin
   computes b - a once before the loop and drops the addition from it.

     for (i = 0; i < n; i++)              t = b - a;
       k += v[i] + a == b;          =>    for (i = 0; i < n; i++)
					    k += v[i] == t;

   Twin: reassoc-cmp-hand.c, rewritten by hand.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input array.  */
static int in[N];

KERNEL int
kernel (const int *v, int n, int a, int b)
{
  int k = 0;
#ifndef HAND
  for (int i = 0; i < n; i++)
    if (v[i] + a == b)
      k++;
#else
  int t = (int) ((unsigned) b - (unsigned) a);
  for (int i = 0; i < n; i++)
    if (v[i] == t)
      k++;
#endif
  return k;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    in[i] = (int) (bench_rand () & 0xff);
  for (int r = 0; r < REPS; r++)
    h = bench_mix (h, (unsigned long) kernel (in, N - (r & 7), r & 31,
					       (r * 7) & 255));
  bench_print (h);
  return 0;
}
