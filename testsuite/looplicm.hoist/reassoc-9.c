/* reassoc=0 turns the regrouping off: reassoc-1.c's loop keeps both
   additions, and nothing moves.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-reassoc=0" } */

void
f (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b;
}

/* { dg-final { scan-tree-dump-not "Reassociating" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement" "looplicm" } } */
/* { dg-final { scan-tree-dump "_\\d+ = _\\d+ \\+ b_\\d+\\(D\\);" "looplicm" } } */
