/* GCC lim's cost model: a cheap invariant statement (an
   addition, cost 1) that nothing expensive needs stays in the loop; a
   multiplication (lim-expensive) moves, and takes the cheap statements
   computing its operands with it; the address of a store moves so that
   store motion can promote the location.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
cheap (int *restrict a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = x + y;
}

void
chain (int *restrict a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = (x + 1) * y;
}

void
store (char *restrict p, const char *restrict a, int n, int k)
{
  for (int i = 0; i < n; i++)
    p[k] += a[i];
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: cost 1 is below lim-expensive 20 and nothing expensive needs it\n  _\\d+ = x_\\d+\\(D\\) \\+ y_\\d+\\(D\\);" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\+ 1;\n\\(cost 1\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ \\* y_\\d+\\(D\\);\n\\(cost 21\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = p_\\d+\\(D\\) \\+ _\\d+;\n\\(cost 2\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of \\*_\\d+ from loop 1\n" "looplicm" } } */
