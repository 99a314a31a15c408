/* Two locations in one loop that may be the same (p == q): promoting
   either would lose the other's updates, so neither is promoted.  */
/* { dg-do compile } */
/* What the static analysis decides: with loop versioning (on by default)
   a run-time check lets the fast copy promote; looplicm.version tests
   that.  */
/* { dg-additional-options "-fplugin-arg-looplicm-version=0" } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
two (long *p, long *q, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *p += a[i];
      *q += 1;
    }
}

/* { dg-final { scan-tree-dump-times "Not promoting \\*p_\[0-9\]+\\(D\\) in loop 1: it may also be accessed by _\[0-9\]+ = \\*q_\[0-9\]+\\(D\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting \\*q_\[0-9\]+\\(D\\) in loop 1: it may also be accessed by _\[0-9\]+ = \\*p_\[0-9\]+\\(D\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
