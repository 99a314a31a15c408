/* The twin of reassoc-cmp.c, rewritten by hand: b - a is computed once,
   before the loop (in unsigned int, as the plugin does), and the loop
   compares v[i] with it.  The same driver and checksum.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input array.  */
static int in[N];

KERNEL int
kernel (const int *v, int n, int a, int b)
{
  int t = (int) ((unsigned) b - (unsigned) a);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (v[i] == t)
      k++;
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
