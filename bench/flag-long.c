/* Store motion with a flag where it pays (issue 26), the counterpart of
   flag-short: the loop reads the field it conditionally stores in every
   iteration, into a register (it is summed, not only compared), and
   runs 24 times per call, a number the kernel cannot see:

     for (i = 0; i < n; i++)              t = s->best; f = 0;
       {                                  for (i = 0; i < n; i++)
         b = s->best;                       {
         acc += b;                   =>       acc += t;
         if (p[i] > b)                        if (p[i] > t) { t = p[i]; f = 1; }
           s->best = p[i];                  }
       }                                  if (f) s->best = t;

   lim2 leaves s->best in memory (no store of it runs in every iteration,
   and s may trap); the plugin promotes it with a flag: one load less per
   iteration, for five instructions per call and one per store.  A loop
   whose number of iterations is unknown keeps flagged store motion.  */

#include "bench.h"

#define N 4096
#define REPS 20000
#define TRIP 24

/* The best value so far, and the candidates.  */
struct best { int best; int pos; };

static short p[N + TRIP];
static struct best s;

KERNEL int
kernel (struct best *s, const short *p, int n)
{
  int acc = 0;
  for (int i = 0; i < n; i++)
    {
      int b = s->best;
      acc += b;
      if (p[i] > b)
	s->best = p[i];
    }
  return acc;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N + TRIP; i++)
    p[i] = bench_rand () & 0x7fff;
  for (int r = 0; r < REPS; r++)
    {
      s.best = bench_rand () & 0x3fff;
      h = bench_mix (h, (unsigned) kernel (&s, p + (r & (N - 1)), TRIP));
      h = bench_mix (h, (unsigned) s.best);
    }
  bench_print (h);
  return 0;
}
