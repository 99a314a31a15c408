/* Regression (csmith seed 1801, reduced with creduce): the flag test of a
   conditional store motion split an exit block that lies in an
   irreducible region (the goto back into the if) and dropped the region's
   marks, so verify_loop_structure failed: "edge from 44 to 59 should be
   marked irreducible".  */
/* { dg-do compile } */
/* { dg-options "-O1 -w -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */
/* GCC 11's own lim2 promotes a at -O1 (GCC 12's does not), before the
   plugin can: leave the work to the plugin there.  */
/* { dg-additional-options "-fno-tree-loop-im" { target looplicm_gcc11 } } */

int a, b, c;
int f (void);

void
d (void)
{
  char e;
  if (f ())
  g:
    c = 1;
  for (;; a++)
    {
      e = 4;
      for (; e; ++e)
	if (b)
	  goto g;
    }
}

/* { dg-final { scan-tree-dump "Executing store motion of a from loop \[0-9\]+ \\(with a flag" "looplicm" } } */
