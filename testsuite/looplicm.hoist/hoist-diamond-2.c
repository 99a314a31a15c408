/* More invariant PHIs.  */
/* { dg-do compile } */

/* A triangle: t = c ? y * 3 : z.  */
void
tri (int *a, int n, int c, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      int t = z;
      if (c)
	t = y * 3;
      a[i] += t;
    }
}

/* An arm that may trap stays in the loop, so the PHI is not invariant
   and stays too.  */
void
div_arm (int *a, int n, int c, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      if (c > 0)
	t = y / z;
      else
	t = z * 6;
      a[i] += t;
    }
}

/* The condition is invariant only in the inner loop 2: the PHI moves to
   the inner preheader, while the arms move out of loop 1.  */
void
outer_cond (int *a, const int *b, int n, int m, int y, int z)
{
  for (int j = 0; j < m; j++)
    {
      int c = b[j];
      for (int i = 0; i < n; i++)
	{
	  int t;
	  if (c > 0)
	    t = y * 7;
	  else
	    t = z * 9;
	  a[i] += t;
	}
    }
}

/* A float comparison may trap under -ftrapping-math: the PHI stays.  */
void
fcond (float *a, int n, float c, float y, float z)
{
  for (int i = 0; i < n; i++)
    {
      float t;
      if (c > 0)
	t = y;
      else
	t = z;
      a[i] += t;
    }
}

/* { dg-final { scan-tree-dump-times "Moving PHI node" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving PHI node\nt_\\d+ = PHI <z_\\d+\\(D\\)\\(\\d+\\), t_\\d+\\(\\d+\\)>\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  t_\\d+ = y_\\d+\\(D\\) / z_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt_\\d+ = z_\\d+\\(D\\) \\* 6;\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt_\\d+ = y_\\d+\\(D\\) \\* 7;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt_\\d+ = z_\\d+\\(D\\) \\* 9;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving PHI node\nt_\\d+ = PHI <t_\\d+\\(\\d+\\), t_\\d+\\(\\d+\\)>\n\\(cost \\d+\\) out of loop 2\\." "looplicm" } } */
