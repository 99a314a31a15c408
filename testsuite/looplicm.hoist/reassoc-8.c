/* Invariants of two loop levels: c + d is invariant in both loops and
   leaves the outer one; adding w[j], invariant in the inner loop only,
   leaves the inner one.  The partial sums are made outermost first.  */
/* { dg-do compile } */

long
f (const int *v, const int *w, int n, int m, int c, int d)
{
  long s = 0;
  for (int j = 0; j < m; j++)
    {
      int wj = w[j];
      for (int i = 0; i < n; i++)
	s += ((v[i] + c) + wj) + d;
    }
  return s;
}

/* { dg-final { scan-tree-dump-times "Reassociating " 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "for loop 2: 3 of 4 operands invariant, 2 operations fewer per iteration\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ \\+ _\\d+;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ \\+ _\\d+;\n\\(cost \\d+\\) out of loop 2\\." "looplicm" } } */
