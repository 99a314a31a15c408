/* A const call still reads the arguments it passes in memory: pick (t)
   reads the structure t, which the loop stores, so it is not invariant
   (GCC's PR 110165; looplicm.run/hoist-run-call-memarg-1.c).  */
/* { dg-do compile } */

struct bit { int v : 1; };

__attribute__((noinline)) int
pick (struct bit t, int a, int b)
{
  if (t.v)
    a |= b;
  return a;
}

int
loop (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      struct bit t = { i };
      s += pick (t, 16, 15);
    }
  return s;
}

/* GCC 15 and later clear t (t = {}) before storing t.v: either store is
   the writer found first.  */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: reads memory that may be written by t(?:\\.v = _\\d+| = \\{\\});\n  _\\d+ = pick \\(t, 16, 15\\);" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n_\\d+ = pick" "looplicm" } } */
