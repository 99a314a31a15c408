/* hoist-fp-1.c under -fno-trapping-math: the multiplication cannot trap
   and is speculated into the preheader as well.  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-trapping-math" } */

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

/* { dg-final { scan-tree-dump-times "Moving statement" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = fx_\\d+\\(D\\) \\* fy_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = fx_\\d+\\(D\\) \\* fz_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
