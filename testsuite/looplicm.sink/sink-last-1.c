/* The `last' of docs/THEORY.md (section 4, lemma 9): the address,
   the load and the multiply are used only
   by the value after the loop, so the whole chain sinks into the exit
   block, in reverse order, where it runs once.  Its operand i reaches the
   exit through a new LCSSA PHI.  Nothing in the loop writes memory, so
   the load may sink.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details-stats" } */

long
last (const long *a, long n, long k)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    t = a[i] * k;
  return t;
}

/* The multiply first, then the load, then the address: one copy each
   (each "from loop" line is followed by its optimization note).  */
/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\n_\[0-9\]+ = \\*_\[0-9\]+;\n(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\n_\[0-9\]+ = a_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;\n(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "t_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\nfrom loop 1 to exit bb \[0-9\]+\n(\[^\n\]*: optimized: \[^\n\]*\n)?\nSinking statement\n_\[0-9\]+ = \\*_\[0-9\]+;\n" "looplicm" } } */
/* The conversion and scaling of i sink too: five statements in all.  */
/* { dg-final { scan-tree-dump-times "Sinking statement\n" 5 "looplicm" } } */
/* { dg-final { scan-tree-dump "Sunk statements: 5" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not sinking" "looplicm" } } */
/* After the pass the loop only counts, and the exit block starts with the
   LCSSA PHI of i and the sunk chain, ending in the multiply that defines
   the value the return uses.  */
/* { dg-final { scan-tree-dump-times "# i_\[0-9\]+ = PHI <i_\[0-9\]+\\(\[0-9\]+\\), 0\\(\[0-9\]+\\)>\n  i_\[0-9\]+ = i_\[0-9\]+ \\+ 1;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "# i_\[0-9\]+ = PHI <i_\[0-9\]+\\(\[0-9\]+\\)>\n  i\\.0_\[0-9\]+ = \\(long unsigned int\\) i_\[0-9\]+;\n  _\[0-9\]+ = i\\.0_\[0-9\]+ \\* 8;\n  _\[0-9\]+ = a_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;\n  _\[0-9\]+ = \\*_\[0-9\]+;\n  t_(\[0-9\]+) = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n\n  <bb \[0-9\]+> \[^\n\]*\n  # t_\[0-9\]+ = PHI <t_\\1\\(\[0-9\]+\\), 0\\(\[0-9\]+\\)>" 1 "looplicm" } } */
