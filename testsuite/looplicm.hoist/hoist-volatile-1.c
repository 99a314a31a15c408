/* A volatile load never moves, even though nothing in the loop writes v
   and it would be guaranteed to execute; x * y next to it moves.  */
/* { dg-do compile } */

volatile int v;

int
f (int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v + x * y;
  return s;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]*\\{v\\}" "looplicm" } } */
/* Not invariant at all: not reported as staying either.  */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
