/* The flag test of a conditional store motion splits an exit block that
   lies in an irreducible region (the goto back into the if).  The split
   must keep the region's marks, or verify_loop_structure fails ("edge
   from 44 to 59 should be marked irreducible").  The guessed profile
   calls the block of a++ colder than the loop's preheader, and cold code
   stays cold, so the test turns the guess off (and lim2, which then
   promotes a itself).  Reduced with creduce from a csmith program (seed 1801).  */
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
