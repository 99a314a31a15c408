/* Store order: a float store through q may write the
   bytes of the unsigned global g (type rules cannot order two stores), but
   in the loop every such store is followed, in its block, by a store of g.
   Whenever it runs, g is written after it, so keeping g in a register and
   storing it at the exit (with a flag: the stores are conditional) leaves
   memory as the loop would.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

unsigned g;

void
bump (float *q)
{
  for (int i = 0; i < 256; ++i)
    if (g)
      {
	unsigned a = g;
	*q++ = 1.0f;
	g = a + 1;
      }
}

/* A float store after the last store of g in its block still blocks.  */
void
after (float *q, int n)
{
  for (int i = 0; i < n; ++i)
    {
      g = g + 1;
      *q++ = 1.0f;
    }
}

/* { dg-final { scan-tree-dump "Executing store motion of g from loop \[0-9\]+ \\(with a flag" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not promoting g in loop \[0-9\]+: it may also be accessed by \\*q_\[0-9\]+ = 1\\.0e\\+0;" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion" 1 "looplicm" } } */
