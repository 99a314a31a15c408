/* As sink-alias-1.c, but a and b are restrict: the store cannot write
   what the load reads, so the load sinks.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
last_copy (const long *restrict a, long *restrict b, long n)
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
/* { dg-final { scan-tree-dump-not "reads memory that may be written" "looplicm" } } */
/* { dg-final { scan-tree-dump "  _\[0-9\]+ = a_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;\n  t_\[0-9\]+ = \\*_\[0-9\]+;\n\n" "looplicm" } } */
