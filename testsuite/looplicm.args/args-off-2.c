/* Per function: the no_looplicm attribute and skip=NAMES keep the pass
   out of f and g; h, the control, gets its remark.  The bodies differ,
   or identical code folding would make two of them one.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fno-unroll-loops -fopt-info-loop-optimized -fplugin-arg-looplicm-skip=g,other" } */

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

void
h (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = x * y + 2;	/* { dg-message "optimized: looplicm: moved 'x \\* y \\+ 2' before the loop at line 24" } */
}

int v __attribute__ ((no_looplicm)); /* { dg-warning "'no_looplicm' attribute applies only to functions" } */
