/* A value used after the loop and also inside it stays: t is added to
   the sum on every iteration, so the loop needs it.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
last_and_sum (const long *a, long n, long k, long *sum)
{
  long t = 0, s = 0;
  for (long i = 0; i < n; i++)
    {
      t = a[i] * k;
      s += t;
    }
  *sum = s;
  return t;
}

/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: used inside the loop\n  t_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: used inside the loop\n  s_\[0-9\]+ = t_\[0-9\]+ \\+ s_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Sinking statement" "looplicm" } } */
