/* Store motion with a flag in a loop that runs once or twice (issue 26):
   the best of a short list, kept in a field through a pointer.  The list
   holds at most two values (v[2], indexed in every iteration: GCC's
   bound says the loop runs at most twice), and most calls pass one or
   two:

     for (i = 0; i < l->n; i++)           t = s->best; f = 0;
       if (l->v[i] > s->best)             for (i = 0; i < l->n; i++)
         s->best = l->v[i];          =>     if (l->v[i] > t) { t = l->v[i]; f = 1; }
                                          if (f) s->best = t;

   lim2 leaves s->best in memory: no store of it runs in every iteration
   and s may trap, and GCC's lim promotes such a location only when a
   store of it is guaranteed.  The plugin may, since the load of s->best
   runs in every iteration.  The flag costs about five instructions per
   call and one per store, and saves nothing here: the load of s->best
   folds into the compare.  So the plugin leaves a location that needs a
   flag alone in a loop expected to run fewer than 8 times.  */

#include "bench.h"

#define N 4096
#define REPS 200000

/* The best value so far, and a short list of candidates.  */
struct best { int best; int pos; };
struct list { short v[2]; short n; };

static struct list lists[N];
static struct best s;

KERNEL void
kernel (struct best *s, const struct list *l)
{
  for (int i = 0; i < l->n; i++)
    if (l->v[i] > s->best)
      s->best = l->v[i];
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    {
      lists[i].v[0] = bench_rand () & 0x7fff;
      lists[i].v[1] = bench_rand () & 0x7fff;
      /* One or two values, now and then none.  */
      lists[i].n = (bench_rand () & 7) == 0 ? 0 : 1 + (bench_rand () & 1);
    }
  for (int r = 0; r < REPS; r++)
    {
      s.best = bench_rand () & 0x3fff;
      kernel (&s, &lists[r & (N - 1)]);
      h = bench_mix (h, (unsigned) s.best);
    }
  bench_print (h);
  return 0;
}
