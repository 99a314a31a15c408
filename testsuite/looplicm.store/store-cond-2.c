/* As store-cond-1.c through a pointer, with a read as well: `*g += 1'
   under a condition.  *g may trap, so it may neither be loaded before
   the loop (no access to it is guaranteed) nor stored after it without
   a flag.  Setting it (`*g = i') would need no load but only a flag, which
   the cost model refuses; incrementing it needs the load and is
   refused.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

void
set_last (int *g, const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      *g = i;
}

void
count (int *g, const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      *g += 1;
}

/* { dg-final { scan-tree-dump-times "Not promoting \\*g_\[0-9\]+\\(D\\) in loop 1: not profitable: only stored, and only conditionally\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting \\*g_\[0-9\]+\\(D\\) in loop 1: the load before the loop may trap\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "_lsm_flag" "looplicm" } } */
