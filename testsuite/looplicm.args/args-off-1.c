/* One switch turns the pass off for a whole build: with enable=0 the
   plugin loads, knows its attribute, and moves nothing (x * y would move
   under -fno-tree-loop-im: a remark would be an excess error).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fno-unroll-loops -fopt-info-loop-optimized -fplugin-arg-looplicm-enable=0" } */

__attribute__ ((no_looplicm)) void
f (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = x * y;
}

void
g (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = x * y + 1;
}
