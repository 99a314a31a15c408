/* Regression (csmith seed 1801, reduced with creduce): the flag test of a
   conditional store motion split an exit block that lies in an
   irreducible region (the goto back into the if) and dropped the region's
   marks, so verify_loop_structure failed: "edge from 44 to 59 should be
   marked irreducible".  The guessed profile calls the block of a++ colder
   than the loop's preheader, and cold code stays cold (issue 11), so the
   test turns the guess off (and lim2, which then promotes a itself).  */
/* { dg-do compile } */
/* { dg-options "-O1 -w -fno-tree-loop-im -fno-guess-branch-probability -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */

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
