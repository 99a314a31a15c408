/* A statement using a value that may be undefined must not be speculated
   out of the condition that guards it.  u % 2, with u never set, sits in
   a branch that is never taken.  Run in every iteration of the outer loop,
   it would let later passes take u for defined, and IVOPTs would compute
   LIM from it: the branch would be taken (-O2 -fno-tree-loop-im).  GCC
   12's own lim2 makes that mistake (GCC 13 fixed it).
   Reduced from GCC's torture test gcc.dg/torture/pr107833.c.  */
/* { dg-do run } */
/* { dg-skip-if "GCC 12's lim2 moves u % 2 itself" { looplicm_gcc12 } { "-O2" "-O3" } { "-fno-tree-loop-im" } } */

int n, tab[1], sel, hits, *p = tab, j;

__attribute__((noipa)) void
step (void)
{
}

int
main (void)
{
  for (int lim = 0; n < 2; n++)
    {
      int u;
      for (j = 0; j < 2; j++)
	if (n < lim)
	  {
	    sel = u % 2;
	    hits++;
	  }
      for (lim = 0; lim < 3; lim++)
	{
	  if (p)
	    break;
	  u--;
	  step ();
	}
    }
  if (hits != 0)
    __builtin_abort ();
  return 0;
}
