/* v[i] * a * b on int, summed in a long, with GCC's lim2 on: lim2 finds
   nothing invariant, the plugin after it regroups the product as
   v[i] * (a * b) in unsigned int and moves a * b out.  The accumulation
   of the reduction keeps its form.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fchecking -fplugin-arg-looplicm-dump=details-stats" } */

long
f (const int *v, int n, int a, int b)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += (long) (v[i] * a * b);
  return s;
}

/* { dg-final { scan-tree-dump-times "Reassociating " 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = _\\d+ \\* b_\\d+\\(D\\);\n  for loop 1: 2 of 3 operands invariant, 1 operation fewer per iteration\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ \\* _\\d+;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "\n  (_\\d+) = \\(unsigned int\\) _\\d+;\n  (_\\d+) = \\1 \\* _\\d+;\n  _\\d+ = \\(int\\) \\2;\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "s_\\d+ = _\\d+ \\+ s_\\d+;" "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociated chains: 1" "looplicm" } } */
