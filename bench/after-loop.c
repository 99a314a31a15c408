/* A value only used after the loop, in a loop with two exits.  last is
   recomputed on every iteration but only the final one is read, after the
   loop.  GCC's sink pass cannot move it: its uses after the two exits have
   no single place to go that is outside the loop.  Sinking a copy into each
   exit runs it once:

     for (i = 0; i < n; i++)              for (i = 0; i < n; i++)
       {                                    {
         t = a[i] * k;                        v = a[i];
         last = (t ^ (t >> 7)) * C;  =>       if (v == key) { last = f (v); goto out; }
         if (a[i] == key)                     sum += v;
           break;                           }
         sum += a[i];                     last = f (v);
       }                                out:
     return last + sum;                   return last + sum;

   where f (v) is (v * k ^ (v * k >> 7)) * C.  lim2 does not sink.  */

#include "bench.h"

#define N 4096
#define REPS 500

/* Input array.  */
static unsigned a[N];

KERNEL unsigned
kernel (const unsigned *a, int n, unsigned k, unsigned key)
{
  unsigned last = 0, sum = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned t = a[i] * k;
      last = (t ^ (t >> 7)) * 0x9e3779b1u;
      if (a[i] == key)
	break;
      sum += a[i];
    }
  return last + sum;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    a[i] = bench_rand ();
  for (int r = 0; r < REPS; r++)
    {
      /* Every other call finds the key, somewhere in the second half.  */
      unsigned key = (r & 1) ? a[N / 2 + (r * 13) % (N / 2)] : 0xdeadbeefu;
      h = bench_mix (h, kernel (a, N - (r & 15), 2 * r + 1, key));
    }
  h = bench_mix (h, kernel (a, 0, 3, 0));
  bench_print (h);
  return 0;
}
