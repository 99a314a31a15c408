/* An accumulator through restrict pointers.  *sum and *sq are read and
   written on every iteration; restrict says nothing else in the loop touches
   them, so store motion keeps them in registers:

     for (i = 0; i < n; i++)        s = *sum; q = *sq;
       {                            for (i = 0; i < n; i++)
         *sum += a[i];         =>     { s += a[i]; q += a[i] * a[i]; }
         *sq += a[i] * a[i];        *sum = s; *sq = q;
       }

   lim2 does this already.  accum-ptr.c is the same loop without restrict.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input array and the two accumulators.  */
static unsigned a[N], acc[2];

KERNEL void
kernel (const unsigned *restrict a, int n, unsigned *restrict sum,
	unsigned *restrict sq)
{
  for (int i = 0; i < n; i++)
    {
      *sum += a[i];
      *sq += a[i] * a[i];
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    a[i] = bench_rand ();
  for (int r = 0; r < REPS; r++)
    {
      acc[0] = r;
      acc[1] = 0;
      /* The sizes of accum-ptr.c's calls.  */
      kernel (a, (r & 15) == 15 ? 128 : N - (r & 15), &acc[0], &acc[1]);
      h = bench_mix (h, acc[0]);
      h = bench_mix (h, acc[1]);
    }
  bench_print (h);
  return 0;
}
