/* Sinking out of a loop with two exits (the companion of sink-gcc.c): a
   value computed in the loop and used only after it, in a short search
   loop that a program calls very often:

     for (i = 0; i < n; i++)
       {
	 t = a[i] * x + i;
	 s += a[i];
	 if (a[i] > x)
	   break;
       }
     return t + s;

   Only t's last value is used.  GCC's own sink pass sinks such a value
   where the loop has one exit (sink-gcc.c), not here: lim2 and sink1
   leave the multiplication in every iteration.  looplicm moves
   'a[i] * x + i' after the loop (its remark), at the price of keeping
   its operands live to the exits; sink-exits-hand.c computes t after
   the loop by hand.  The same driver and checksum.  */

#include "bench.h"

#define NA 4096
#define CALLS 40000

static long A[NA];

KERNEL long
kernel (const long *a, int n, long x)
{
  long t = 0, s = 0;
  int i;
#ifndef HAND
  for (i = 0; i < n; i++)
    {
      t = a[i] * x + i;
      s += a[i];
      if (a[i] > x)
	break;
    }
#else
  for (i = 0; i < n; i++)
    {
      s += a[i];
      if (a[i] > x)
	break;
    }
  if (i < n)
    t = a[i] * x + i;
  else if (n > 0)
    t = a[n - 1] * x + (n - 1);
#endif
  return t + s;
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
      /* Searches of 0 to 15 elements, for a value that ends one in
	 about every twelve elements.  */
      int n = r % 16;
      h = bench_mix (h, (unsigned long) kernel (&A[(r >> 8) % (NA - 16)], n,
						 920));
    }
  bench_print (h);
  return 0;
}
