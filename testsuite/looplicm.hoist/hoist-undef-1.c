/* A statement using a value that may be undefined (U, set on one path
   only) moves only out of a loop it is guaranteed to execute in, as
   GCC's lim since its PR 107833: run where it did not, it would tell
   later passes that U is defined (hoist-run-undefined-value-1.c).
   Under the branch, u % 2 stays; in every iteration, u % 3 moves.  */
/* { dg-do compile } */

int sel;

void
cond (int n, int c, int flag, int x)
{
  int u;
  if (flag)
    u = x;
  for (int i = 0; i < n; i++)
    if (c > i)
      sel += u % 2;
}

void
every (int n, int flag, int x)
{
  int u;
  if (flag)
    u = x;
  for (int i = 0; i < n; i++)
    sel += u % 3;
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: uses a value that may be undefined and is not guaranteed to execute\n  _\\d+ = u_\\d+ % 2;" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = u_\\d+ % 3;\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n_\\d+ = u_\\d+ % 2;\n" "looplicm" } } */
