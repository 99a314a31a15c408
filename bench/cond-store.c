/* Conditional stores to a global.  g is written only on some iterations and
   never read in the loop.  Store motion with a flag keeps it in a register
   and writes it once after the loop, if it was written at all (so a loop
   that never stores still never touches g):

     for (i = 0; i < n; i++)          t = g; f = 0;
       if (c[i])                      for (i = 0; i < n; i++)
         g = i;                  =>     if (c[i]) { t = i; f = 1; }
                                      if (f) g = t;

   c is a char array, and a char load may read any object, g included;
   points-to analysis shows C cannot point to the static G.  lim2 does
   this already, and here it costs more than it saves: the flag and the
   value are two conditional moves on every iteration, where the loop
   without store motion stores on one iteration in four.  */

#include "bench.h"

#define N 8192
#define REPS 300

/* The conditions, and the global the kernel writes.  */
static unsigned char c[N];
static int g;

KERNEL void
kernel (const unsigned char *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      g = i;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    c[i] = (bench_rand () & 3) == 0;
  for (int r = 0; r < REPS; r++)
    {
      g = -r;
      kernel (c + (r & 31), N - 32 - (r & 63));
      h = bench_mix (h, (unsigned) g);
    }
  bench_print (h);
  return 0;
}
