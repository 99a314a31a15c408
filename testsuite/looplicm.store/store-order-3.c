/* Store order: `*b++ = x' with a global short *b.  The store of
   b and the short store through its old value may write the same bytes
   (b may point at itself: b = (short *) &b), so b stays in memory.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

short *b;

void
f (short x, int n)
{
  for (int k = 0; k < n; k++)
    *b++ = x;
}

/* { dg-final { scan-tree-dump "Not promoting b in loop 1: it may also be accessed by \\*b\\.\[0-9\]+_\[0-9\]+ = x" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
