/* Two locations off one pointer, p[0] and p[1]: same base, disjoint
   bytes, so both are promoted.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
two (long *p, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[0] += a[i];
      p[1] += 1;
    }
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*p_\[0-9\]+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of MEM\\\[\\(long int \\*\\)p_\[0-9\]+\\(D\\) \\+ 8B\\\] from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not promoting" "looplicm" } } */
