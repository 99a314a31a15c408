/* A loss of issue 26: store motion of fields of a struct in a loop that
   usually runs one or two iterations:

     for (i = 0; i < n; i++)          n is 1 or 2 in 7 calls of 8
       {
	 s->sum += v[i];
	 if (v[i] > s->best)
	   s->best = v[i];
       }

   s->sum and s->best may be one of the v[i] (all double), so lim2
   leaves their loads and stores in the loop.  looplicm (at adb2074)
   versions the loop on "s->sum outside v[0..n)" and keeps s->sum in a
   register (s->best, stored on some iterations only, it leaves out: a
   flag is not worth a check).  The check and the second copy cost more
   on every call than the one or two loads and stores they save: d runs
   about a quarter more instructions than a.  The target is d/a <= 1:
   flag-sm-hand.c is the same loop, as lim2 leaves it (flag-sm-call.c
   is the flagged store motion itself).  The driver makes one call with
   s->sum and s->best inside v.  */

#include "bench.h"

#define NV 4096
#define CALLS 100000

/* What the kernel keeps of a group of values.  */
struct stats
{
  double sum;
  double best;
};

static double V[NV];
static struct stats S[64];

KERNEL void
kernel (struct stats *s, const double *v, int n)
{
  for (int i = 0; i < n; i++)
    {
      s->sum += v[i];
      if (v[i] > s->best)
	s->best = v[i];
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NV; i++)
    V[i] = (double) (bench_rand () % 100000) / 8.0;
  for (int c = 0; c < CALLS; c++)
    {
      unsigned r = bench_rand ();
      /* 1 or 2 values, and 9 in one call of 8.  */
      int n = (r & 7) == 0 ? 9 : 1 + (r >> 3) % 2;
      struct stats *s = &S[(r >> 4) % 64];
      if (c == 777)
	{
	  /* s->sum is v[2], s->best v[3].  */
	  kernel ((struct stats *) &V[102], &V[100], 9);
	  continue;
	}
      kernel (s, &V[100 + (r >> 10) % (NV - 116)], n);
    }
  for (int i = 0; i < 64; i++)
    {
      h = bench_mix_double (h, S[i].best);
      h = bench_mix_double (h, S[i].sum);
    }
  for (int i = 0; i < NV; i += 7)
    h = bench_mix_double (h, V[i]);
  bench_print (h);
  return 0;
}
