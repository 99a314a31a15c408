/* As store-nest-2.c with a conditional store `s[j] = i': the inner
   loop (2) could promote s[j] with a flag, which the cost model refuses
   for a location the loop only stores to.  The outer loop (1) must not
   promote it: s[j] is a different location on every outer iteration, so
   one store after the nest would leave all rows but the last unwritten
   (see looplicm.run/store-run-nest-1.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
last_set (long *restrict s, const short *restrict c, int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      if (c[j * n + i])
	s[j] = i;
}

/* { dg-final { scan-tree-dump-not "Executing store motion of \[^\n\]* from loop 1" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting \\*_\[0-9\]+ in loop 1: its address is not invariant\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting \\*_\[0-9\]+ in loop 2: not profitable: only stored, and only conditionally\n" 1 "looplicm" } } */
