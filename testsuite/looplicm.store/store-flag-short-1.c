/* Cost model: a flag pays only in a loop that runs long
   enough.  It costs about five instructions per entry and one per store;
   it saves at most one load per iteration (bench/flag-short.c,
   bench/flag-long.c).  A loop that real information says runs fewer than 8 times
   per entry keeps the location in memory: a bound (short_list: v[2] is
   indexed in every iteration, so at most 2) or a constant number of
   iterations (three).  A loop about which nothing is known (unknown), or
   that runs long (hundred), still promotes with a flag: there the value
   is summed as well as compared, since a location whose loads only feed
   comparisons keeps no flag in any loop (store-flag-cmp-1.c).  (p points
   to shorts, so that types tell it apart from s->best.)  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

struct best { int best; int pos; };
struct list { short v[2]; short n; };

void
short_list (struct best *s, const struct list *l)
{
  for (int i = 0; i < l->n; i++)
    if (l->v[i] > s->best)
      s->best = l->v[i];
}

void
three (struct best *s, const short *p)
{
  for (int i = 0; i < 3; i++)
    if (p[i] > s->best)
      s->best = p[i];
}

int
unknown (struct best *s, const short *p, int n)
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
hundred (struct best *s, const short *p)
{
  int acc = 0;
  for (int i = 0; i < 100; i++)
    {
      int b = s->best;
      acc += b;
      if (p[i] > b)
	s->best = p[i];
    }
  return acc;
}

/* { dg-final { scan-tree-dump-times "Not promoting s_\[0-9\]+\\(D\\)->best in loop 1: not profitable: it would need a flag, and the loop is expected to run fewer than 8 iterations \\(2 from a bound\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting s_\[0-9\]+\\(D\\)->best in loop 1: not profitable: it would need a flag, and the loop is expected to run fewer than 8 iterations \\(3 from its number of iterations\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of s_\[0-9\]+\\(D\\)->best from loop 1 \\(with a flag" 2 "looplicm" } } */
