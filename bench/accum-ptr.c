/* An accumulator through a pointer, without restrict.  *sum and *sq are read
   and written on every iteration.  They may alias a[i] (all are unsigned), so
   lim2 cannot keep them in registers; a pass that versions the loop on
   "sum and sq outside a[0..n)" can:

     for (i = 0; i < n; i++)        s = *sum; q = *sq;
       {                            for (i = 0; i < n; i++)
         *sum += a[i];         =>     { s += a[i]; q += a[i] * a[i]; }
         *sq += a[i] * a[i];        *sum = s; *sq = q;
       }

   accum-restrict.c is the same loop with restrict pointers.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input array and the two accumulators.  */
static unsigned a[N], acc[2];

KERNEL void
kernel (const unsigned *a, int n, unsigned *sum, unsigned *sq)
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
      /* One call in sixteen aliases: *sum is a[100], read in the loop;
	 it runs over 128 elements only (it checks, the others measure).  */
      kernel (a, (r & 15) == 15 ? 128 : N - (r & 15),
	      (r & 15) == 15 ? &a[100] : &acc[0], &acc[1]);
      h = bench_mix (h, acc[0]);
      h = bench_mix (h, acc[1]);
    }
  h = bench_mix (h, a[100]);
  bench_print (h);
  return 0;
}
