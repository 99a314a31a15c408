/* A variable assigned again before the loop no longer holds the value
   the loop uses: the value is not printed under its name.  It is named
   by its definition, or with -g by the variable bound to it (u).  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-optimized" } */

void
g (int *out, const int *in, int n, int *k)
{
  int t = *k;
  int u = t;
  t = n * 2;
  for (int i = 0; i < n; i++)
    out[i] = in[i] + u + t;	/* { dg-message "optimized: looplicm: moved 'u \\+ t' before the loop at line 13: regrouped 'in\\\[i\\\] \\+ u \\+ t' so that its invariant operands are combined once" } */
}
