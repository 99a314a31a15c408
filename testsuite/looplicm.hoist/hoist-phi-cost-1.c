/* A PHI merging an invariant value with another moves as a select; its
   arms then run on every entry of the loop.  As in GCC's lim, the PHI
   costs what its cheaper arm costs, and it stays when the dearer arm adds
   two expensive statements or more (f: a multiplication and a shift
   against a constant).  In g the dearer arm is one multiplication: the
   PHI moves.  */
/* { dg-do compile } */

int
f (const int *a, int n, int x, int y, int c)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v;
      if (c)
	v = (x * y) << (y & 7);
      else
	v = 0;
      s += a[i] + v;
    }
  return s;
}

int
g (const int *a, int n, int x, int y, int c)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v;
      if (c)
	v = x * y;
      else
	v = 0;
      s += a[i] + v;
    }
  return s;
}

/* { dg-final { scan-tree-dump-times "Not moving PHI node from loop 1: an arm costs 41 more than the other\n  v_\[0-9\]+ = PHI <v_\[0-9\]+\\(\[0-9\]+\\), 0\\(\[0-9\]+\\)>" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving PHI node" 1 "looplicm" } } */
