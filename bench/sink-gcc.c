/* A loss of issue 26 to guard against: a value computed in the loop and
   used only after it, in a loop of one exit that a program calls very
   often, which GCC's own sink pass already sinks:

     for (i = 0; i < n; i++)
       {
	 t = a[i] * x;
	 s += a[i];
	 m ^= a[i];
       }
     return t + s + m;

   Only t's last value is used.  sink1 (before lim2) moves a[i] * x to
   the exit block; looplicm, after lim2, finds the value already sunk.
   Any work of its own here (a second copy, a PHI to keep i or a[i]
   alive) can only cost: the target is d = a exactly, which holds at
   adb2074.  sink-gcc-hand.c
   computes t after the loop by hand.  The same driver and checksum.  */

#include "bench.h"

#define NA 4096
#define CALLS 40000

static long A[NA];

KERNEL long
kernel (const long *a, int n, long x)
{
  long t = 0, s = 0, m = 0;
#ifndef HAND
  for (int i = 0; i < n; i++)
    {
      t = a[i] * x;
      s += a[i];
      m ^= a[i];
    }
#else
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      m ^= a[i];
    }
  if (n > 0)
    t = a[n - 1] * x;
#endif
  return t + s + m;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NA; i++)
    A[i] = bench_rand () % 1000;
  for (int c = 0; c < CALLS; c++)
    {
      unsigned r = bench_rand ();
      /* Short loops: 0 to 7 elements.  */
      int n = r % 8;
      h = bench_mix (h, (unsigned long) kernel (&A[(r >> 8) % (NA - 16)], n,
						 (long) (r >> 20)));
    }
  bench_print (h);
  return 0;
}
