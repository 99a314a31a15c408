/* Two exits, only one of which uses the value: t sinks into the exit of
   the loop's own test and nowhere else; the early exit `goto found' only
   needs i.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int
find (const int *a, int n, int k, int s)
{
  int t = 0;
  int i;
  for (i = 0; i < n; i++)
    {
      t = i * k;
      if (a[i] == s)
	goto found;
    }
  return t;
found:
  return -i;
}

/* { dg-final { scan-tree-dump-times "Sinking statement\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = k_\[0-9\]+\\(D\\) \\* i_\[0-9\]+;\n(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "# i_\[0-9\]+ = PHI <i_\[0-9\]+\\(\[0-9\]+\\)>\n  t_\[0-9\]+ = k_\[0-9\]+\\(D\\) \\* i_\[0-9\]+;\n" 1 "looplicm" } } */
/* The early exit computes -i and nothing else.  */
/* { dg-final { scan-tree-dump "<bb \[0-9\]+> \[^\n\]*\n  _\[0-9\]+ = -i_\[0-9\]+;\n  goto" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not sinking" "looplicm" } } */
