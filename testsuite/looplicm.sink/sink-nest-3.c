/* An exit of the inner loop that also leaves the outer loop (`goto out').
   t = (i + j) * k sinks out of the inner loop into both its exit blocks;
   the one on the `goto out' edge is outside the outer loop too, so the
   copy there must get j (defined in the outer loop) through an LCSSA
   PHI as well, or loop-closed SSA is broken and the verifier fails.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
find (const long *a, int n, int m, long k)
{
  long t = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      {
	t = (i + j) * k;
	if (a[i] == 7)
	  goto out;
      }
  return -t;
out:
  return t;
}

/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n(from loop 2 to exit bb \[0-9\]+\n)(from loop 2 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
