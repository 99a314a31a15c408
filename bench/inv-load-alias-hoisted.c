/* inv-load-alias.c with the loop versioned and the load hoisted by hand: its
   twin, the result a pass that versions the loop on "P outside A[0..n)"
   reaches:

     if (p + 1 <= a || p >= a + n)
       { t = *p; for (i = 0; i < n; i++) a[i] = a[i] * 3 + t; }
     else
       for (i = 0; i < n; i++) a[i] = a[i] * 3 + *p;

   The addresses are compared as integers (comparing pointers into
   different objects is undefined).  The driver is inv-load-alias.c's, with
   its calls where P points into A, and so is the checksum.

   On x86-64 the two forms execute about as many instructions: the load of
   *p folds into the add (addl (%rsi), %edx), so at -O2 hoisting it saves
   a load but no instruction, and at -O3 GCC's vectorizer already versions
   inv-load-alias.c's loop for alias.  */

#include <stdint.h>
#include "bench.h"

#define N 2048
#define REPS 600

/* The array the kernel updates, and a separate cell for P.  */
static int a[N], cell;

KERNEL void
kernel (int *a, const int *p, int n)
{
  if ((uintptr_t) (p + 1) <= (uintptr_t) a
      || (uintptr_t) p >= (uintptr_t) (a + n))
    {
      int t = *p;
      for (int i = 0; i < n; i++)
	a[i] = a[i] * 3 + t;
    }
  else
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
      /* One call in eight aliases: P points into A.  */
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
