/* The twin of reassoc-mul.c, regrouped by hand: a * b is computed once,
   before the loop (in unsigned int, as the plugin does), and the loop
   keeps one multiplication.  The same driver and checksum.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input array.  */
static int in[N];

KERNEL long
kernel (const int *v, int n, int a, int b)
{
  unsigned t = (unsigned) a * (unsigned) b;
  long s = 0;
  for (int i = 0; i < n; i++)
    s += (long) (int) ((unsigned) v[i] * t);
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
