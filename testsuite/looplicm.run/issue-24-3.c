/* Issue 24, found by GCC 16's torture suite (gcc.dg/torture/pr107833.c):
   a statement using a value that may be undefined must not be speculated
   out of the condition that guards it.  u % 2, with u never set, moved
   out of the never-taken branch to run in every iteration of the outer
   loop; later passes then took u for defined, and IVOPTs computed LIM
   from it: the branch was taken (-O2 -fno-tree-loop-im).  GCC 12's own
   lim2 makes the same mistake (fixed in GCC 13).  */
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
