/* A load whose location a store of the loop may write stays: b[i] may be
   a[i], and in the last iteration the store runs after the load, so the
   value after the loop is the one loaded before the store.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
last_copy (const long *a, long *b, long n)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    {
      t = a[i];
      b[i] = i;
    }
  return t;
}

/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: reads memory that may be written by \\*_\[0-9\]+ = i_\[0-9\]+;\n  t_\[0-9\]+ = \\*_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Sinking statement" "looplicm" } } */
