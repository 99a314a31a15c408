/* Floating point regroups only under -fassociative-math (here
   -ffast-math), the types GCC's own reassoc takes.  GCC's reassoc pass
   has put a + b together already, and GCC's lim would leave it (cost 1);
   the plugin takes the chain in and moves a + b out.  */
/* { dg-do compile } */
/* { dg-additional-options "-ffast-math" } */

void
f (float *out, const float *v, int n, float a, float b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b;
}

/* { dg-final { scan-tree-dump-times "Reassociating " 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = _\\d+ \\+ _\\d+;\n  for loop 1: 2 of 3 operands invariant, 1 operation fewer per iteration\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = \[ab\]_\\d+\\(D\\) \\+ \[ab\]_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
