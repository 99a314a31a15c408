/* Cost model: a load of a local variable of the function's frame does not
   move out of a loop that makes calls.  Its value would live across the
   calls, and a value spilled there is reloaded from the frame, as the load
   itself reads the frame.  fill does not let TAB escape (GCC's modref),
   so the oracle proves that report does not write it: only the cost model
   keeps tab[k] in f1.  In f2, the loop without a call, it moves.  */
/* { dg-do compile } */

extern void report (int);

__attribute__ ((noinline)) static void
fill (int *t)
{
  for (int i = 0; i < 8; i++)
    t[i] = i * 3;
}

int
f1 (const int *a, int n, int k)
{
  int tab[8];
  fill (tab);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i] * tab[k & 7];
      report (s);
    }
  return s;
}

int
f2 (const int *a, int n, int k)
{
  int tab[8];
  fill (tab);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * tab[k & 7];
  return s;
}

/* GCC 11's modref does not tell the oracle that fill keeps TAB from
   escaping: report may write it there, and that keeps the load.  */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: it loads a local variable in a loop that makes calls" 1 "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: may be written by report" 1 "looplicm" { target looplicm_gcc11 } } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\[0-9\]+ = tab\\\[_\[0-9\]+\\\];" 1 "looplicm" } } */
