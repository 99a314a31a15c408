/* A load that no store of the loop can write sinks: under strict
   aliasing an int store cannot write a long.  The address computation
   sinks with it; the part shared with the store stays.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

long
last_copy (const long *a, int *b, long n)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    {
      t = a[i];
      b[i] = i;
    }
  return t;
}

/* { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = \\*_\[0-9\]+;\n(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement\n_\[0-9\]+ = a_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "reads memory that may be written" "looplicm" } } */
/* The sunk load ends the exit block.  */
/* { dg-final { scan-tree-dump "  _\[0-9\]+ = a_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;\n  t_\[0-9\]+ = \\*_\[0-9\]+;\n\n" "looplicm" } } */
