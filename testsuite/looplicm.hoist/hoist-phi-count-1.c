/* As GCC's lim, the pass moves the PHIs of a block only when it has at
   most two: each PHI that moves becomes a select, and a block merging
   many values is left to its branch.  v merges an invariant product with
   0 under an invariant condition, but its block merges w and u too: it
   stays (the product itself, expensive, moves; lim2 does the same).  */
/* { dg-do compile } */

int
f (const int *a, int n, int x, int y, int c)
{
  int s = 0, t = 0, r = 0;
  for (int i = 0; i < n; i++)
    {
      int v, w, u;
      if (c)
	{
	  v = x * y;
	  w = a[i];
	  u = i;
	}
      else
	{
	  v = 0;
	  w = 1;
	  u = 2;
	}
      s += v;
      t += w;
      r ^= u;
    }
  return s + t + r;
}

/* { dg-final { scan-tree-dump-times "Moving statement\nv_\[0-9\]+ = x_\[0-9\]+\\(D\\) \\* y_\[0-9\]+\\(D\\);" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving PHI node" "looplicm" } } */
