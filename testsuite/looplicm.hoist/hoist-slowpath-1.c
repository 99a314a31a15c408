/* Cost model: a load on a conditional path that makes a call (an error
   report, a buffer grown when full) stays in the loop while the profile
   is only guessed.  GCC's branch prediction gives such a branch half of
   the iterations, though it may never be taken; hoisted, the load would
   run on every entry of the loop for nothing.  note writes only g_count
   (its summary says so), so only the cost model keeps g_base in f1; in f2
   the same load, on a conditional path without a call, moves.  */
/* { dg-do compile } */

unsigned g_base, g_count;

__attribute__ ((noinline)) void
note (unsigned v)
{
  g_count += v;
}

unsigned
f1 (const unsigned *a, int n, unsigned limit)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      if (a[i] > limit)
	note (g_base + i);
    }
  return s;
}

unsigned
f2 (const unsigned *a, int n, unsigned limit)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      if (a[i] > limit)
	s += g_base * i;
    }
  return s;
}

/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: it reads memory on a conditional path that makes a call" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\ng_base\[.0-9\]*_\[0-9\]+ = g_base;" 1 "looplicm" } } */
