/* An atomic load never moves, even relaxed and of memory nothing in the
   loop writes; x * y next to it moves.  */
/* { dg-do compile } */

int g;

int
f (int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += __atomic_load_n (&g, __ATOMIC_RELAXED) + x * y;
  return s;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]*__atomic_load" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
