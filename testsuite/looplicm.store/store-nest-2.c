/* A loop nest where the location changes with the outer loop: s[j] is
   invariant in the inner loop (2) only.  It is promoted there, and the
   outer loop (1) refuses it because its address is not invariant.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
row_sums (long *restrict s, const long *restrict a, int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      s[j] += a[j * n + i];
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*_\[0-9\]+ from loop 2\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion of \[^\n\]* from loop 1" "looplicm" } } */
/* The address s + j * 8 is hoisted out of loop 2 into its preheader,
   which is in loop 1, before store motion looks at loop 1.  */
/* { dg-final { scan-tree-dump-times "Not promoting \\*_\[0-9\]+ in loop 1: its address is not invariant\n" 1 "looplicm" } } */
