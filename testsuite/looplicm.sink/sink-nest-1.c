/* A loop nest: t is used only after the inner loop, by the outer loop's
   sum, so the chain sinks out of the inner loop (2) into its exit block,
   which is in the outer loop (1).  There the sum uses it on every outer
   iteration, so it stays in loop 1.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
sum_of_lasts (const long *a, long n, long m, long k)
{
  long s = 0;
  for (long j = 0; j < m; j++)
    {
      long t = 0;
      for (long i = 0; i < n; i++)
	t = a[i] * k;
      s += t;
    }
  return s;
}

/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n(from loop 2 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\n_\[0-9\]+ = \\*_\[0-9\]+;\nfrom loop 2 to exit bb" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "from loop 1 to exit bb" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: used inside the loop\n  s_\[0-9\]+ = " 1 "looplicm" } } */
