/* A value used only after the loop, which GCC's own sink pass sinks as
   well (issue 26): the product is computed in every iteration and only
   the last one is read:

     for (i = 0; i < n; i++)              for (i = 0; i < n; i++)
       {                                    {
         x = a[i];                            x = a[i];
         last = (unsigned long) x * k;  =>    sum += x;
         sum += x;                          }
       }                                  last = (unsigned long) x * k;

   lim2 does not sink; GCC's sink pass, after it, sinks the product, and
   its PRE has taken the invariant (unsigned long) k out of the loop
   before.  The plugin sank the conversion after the loop with the
   product, which at -O3 (where the loop vectorizes) allocated registers
   worse: 2.6 instructions per call more.  It leaves invariant
   computations to hoisting now, and sinks only the product.  Calls pass
   1 to 8 elements.  */

#include "bench.h"

#define N 64
#define REPS 100000

/* Input.  */
static unsigned a[N];

KERNEL unsigned
kernel (const unsigned *a, int n, unsigned k)
{
  unsigned long last = 0, sum = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned x = a[i];
      last = (unsigned long) x * k;
      sum += x;
    }
  return (unsigned) (last >> 3) + sum;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    a[i] = bench_rand ();
  for (int r = 0; r < REPS; r++)
    h = bench_mix (h, kernel (a, 1 + (r & 7), r));
  bench_print (h);
  return 0;
}
