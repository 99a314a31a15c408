/* Under -ftrapping-math (the default) a floating-point multiplication
   may trap, so fx * fy, which runs only when a[i] > 0, is not speculated
   and stays.  The unconditional fx * fz is guaranteed to execute and
   moves.  */
/* { dg-do compile } */

void
f (float *a, float *b, int n, float fx, float fy, float fz)
{
  for (int i = 0; i < n; i++)
    {
      b[i] = fx * fz;
      if (a[i] > 0)
	a[i] = fx * fy;
    }
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  _\\d+ = fx_\\d+\\(D\\) \\* fy_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = fx_\\d+\\(D\\) \\* fz_\\d+\\(D\\);\n" "looplicm" } } */
