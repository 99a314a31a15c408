/* A loss of issue 26: store motion with a flag, of a field of a struct,
   in a loop that usually runs one or two iterations and makes a call:

     for (i = 0; i < n; i++)          n is 1 or 2 in 7 calls of 8
       {
	 int x = v[i] + weight (w, i);
	 if (x > s->best)
	   s->best = x;
       }

   lim2 keeps s->best in memory: weight () might write it.  looplicm's
   summary of weight () (this file, noinline) shows it writes nothing, so
   looplicm keeps s->best in a register with a flag: a load before the
   loop, a flag set by the conditional store, a test of the flag and a
   store after the loop.  With one or two iterations that costs more than
   the loads it saves (at adb2074, d runs a fifth to a quarter more
   instructions than a).  The target is d/a <= 1: flag-sm-call-hand.c is
   the same loop, as lim2 leaves it.  */

#include "bench.h"

#define NV 4096
#define CALLS 100000

/* What the kernel keeps of a group of values.  */
struct stats
{
  double sum;
  double best;
};

static int V[NV], WT[NV];
static struct stats S[64];

/* The weight of element I: a call GCC does not inline or look into.  */
__attribute__ ((noinline)) static int
weight (const int *w, int i)
{
  return w[i] * 3;
}

KERNEL void
kernel (struct stats *s, const int *v, const int *w, int n)
{
  for (int i = 0; i < n; i++)
    {
      int x = v[i] + weight (w, i);
      if (x > s->best)
	s->best = x;
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NV; i++)
    {
      V[i] = bench_rand () % 100000;
      WT[i] = bench_rand () % 1000;
    }
  for (int c = 0; c < CALLS; c++)
    {
      unsigned r = bench_rand ();
      /* 1 or 2 values, and 9 in one call of 8.  */
      int n = (r & 7) == 0 ? 9 : 1 + (r >> 3) % 2;
      unsigned off = (r >> 10) % (NV - 16);
      kernel (&S[(r >> 4) % 64], &V[off], &WT[off], n);
    }
  for (int i = 0; i < 64; i++)
    h = bench_mix_double (h, S[i].best);
  bench_print (h);
  return 0;
}
