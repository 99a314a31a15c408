/* Two locations in one loop that cannot alias (restrict): both are
   promoted.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
two (long *restrict p, long *restrict q, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *p += a[i];
      *q += 1;
    }
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*p_\[0-9\]+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*q_\[0-9\]+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*p_\[0-9\]+\\(D\\) = p__lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*q_\[0-9\]+\\(D\\) = q__lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
