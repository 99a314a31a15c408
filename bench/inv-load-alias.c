/* An invariant load behind a store that may alias it.  *p is loaded on every
   iteration because the store to a[i] might change it; it only does when P
   points into A[0..n).  lim2 must keep the load in the loop.  A pass that
   versions the loop on "P outside A[0..n)" can hoist it in the common case:

     for (i = 0; i < n; i++)        if (p < a || p >= a + n)
       a[i] = a[i] * 3 + *p;   =>     { t = *p; for (...) a[i] = a[i] * 3 + t; }
                                    else
                                      original loop

   The driver calls the kernel mostly with P outside A and sometimes with P
   inside it, so the checksum catches a wrong hoist.  */

#include "bench.h"

#define N 2048
#define REPS 600

/* The array the kernel updates, and a separate cell for P.  */
static int a[N], cell;

KERNEL void
kernel (int *a, const int *p, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + *p;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    a[i] = bench_rand () & 0xffff;
  for (int r = 0; r < REPS; r++)
    {
      cell = r;
      /* One call in eight aliases: P points at A[r % N].  */
      const int *p = (r & 7) == 7 ? &a[(r * 37) % N] : &cell;
      kernel (a, p, N);
      for (int i = 0; i < N; i++)
	a[i] &= 0xffff;
      h = bench_mix (h, (unsigned) a[r % N]);
    }
  for (int i = 0; i < N; i++)
    h = bench_mix (h, (unsigned) a[i]);
  bench_print (h);
  return 0;
}
