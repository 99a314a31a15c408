/* Out of both loops of a nest: t is used only after the outer loop, and
   the inner loop always runs (16 iterations), so nothing in the outer
   loop merges t with an older value.  The chain sinks out of the inner
   loop into its exit block, and from there out of the outer loop into
   its exit block, where it runs once.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
last (const long *a, long m, long k)
{
  long t = 0;
  for (long j = 0; j < m; j++)
    for (long i = 0; i < 16; i++)
      t = a[i + j] * k;
  return t;
}

/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n(from loop 2 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\n_\[0-9\]+ = \\*_\[0-9\]+;\nfrom loop 1 to exit bb" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\n_\[0-9\]+ = j_\[0-9\]+ \\+ i_\[0-9\]+;\nfrom loop 1 to exit bb" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not sinking" "looplicm" } } */
/* After the pass the outer loop's exit block has LCSSA PHIs for j and
   for the inner loop's final i, then the whole chain.  */
/* { dg-final { scan-tree-dump "# j_\[0-9\]+ = PHI <j_\[0-9\]+\\(\[0-9\]+\\)>\n  # i_\[0-9\]+ = PHI <i_\[0-9\]+\\(\[0-9\]+\\)>\n  _\[0-9\]+ = j_\[0-9\]+ \\+ i_\[0-9\]+;\n(  _\[0-9\]+ = \[^\n\]*\n)+  t_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n\n" "looplicm" } } */
