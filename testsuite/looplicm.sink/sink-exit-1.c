/* Two exits that both use the value: t = i * k is computed on every
   iteration before either exit is taken, and used after each of them, so
   it sinks with one copy per exit block, each fed by an LCSSA PHI of i.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int
find (const int *a, int n, int k, int s)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    {
      t = i * k;
      if (a[i] == s)
	return t + 1;
    }
  return t;
}

/* One statement, two copies (each "from loop" line has its note).  */
/* { dg-final { scan-tree-dump-times "Sinking statement\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = k_\[0-9\]+\\(D\\) \\* i_\[0-9\]+;\n(from loop 1 to exit bb \[0-9\]+\n)(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* In the body after the pass each exit block starts with the copy.  */
/* { dg-final { scan-tree-dump-times "# i_\[0-9\]+ = PHI <i_\[0-9\]+\\(\[0-9\]+\\)>\n  t_\[0-9\]+ = k_\[0-9\]+\\(D\\) \\* i_\[0-9\]+;\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not sinking" "looplicm" } } */
