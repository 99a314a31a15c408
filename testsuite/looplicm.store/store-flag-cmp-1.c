/* Cost model: a location whose promotion needs a flag, and
   whose loads only feed comparisons, stays in memory in any loop: the
   load folds into the compare (a compare with a memory operand), so the
   register saves nothing per iteration, and the flag costs instructions
   per entry and per store (bench/flag-sm-call.c, whatever the number of
   iterations per call).  best_of compares
   s->best only; best_of_call does too, past a call its summary shows
   writes nothing (flag-sm-call itself); best_of_sum also sums it, and
   keeps the flag.  (p points to shorts, so that types tell it apart
   from s->best.)  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

struct best { int best; int pos; };
struct stats { double sum; double best; };

void
best_of (struct best *s, const short *p, int n)
{
  for (int i = 0; i < n; i++)
    if (p[i] > s->best)
      s->best = p[i];
}

__attribute__ ((noinline)) static int
weight (const int *w, int i)
{
  return w[i] * 3;
}

void
best_of_call (struct stats *s, const int *v, const int *w, int n)
{
  for (int i = 0; i < n; i++)
    {
      int x = v[i] + weight (w, i);
      if (x > s->best)
	s->best = x;
    }
}

int
best_of_sum (struct best *s, const short *p, int n)
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

/* { dg-final { scan-tree-dump-times "Not promoting s_\[0-9\]+\\(D\\)->best in loop 1: not profitable: it would need a flag, and its loads only feed comparisons\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of s_\[0-9\]+\\(D\\)->best from loop 1 \\(with a flag" 1 "looplicm" } } */
