/* A shift whose amount may be out of range must not be speculated out of
   the condition that guards it.  647 >> t with t = 68 is undefined.  Run
   before the loop unconditionally, it would let later passes assume
   t < 32 and fold the t >= 31 arm away (-O3 -fno-tree-loop-im).
   Reduced from GCC's torture test gcc.dg/torture/pr111000.c.  */
/* { dg-do run } */

volatile int a = 68;
int b, d, e;

int
main (void)
{
  int t = a;
  for (; d <= 6; d++)
    for (b = 0; b <= 6; b++)
      {
	if (t >= 31)
	  e = d;
	else if (d > (647 >> t))
	  e = d;
	else
	  e = 0;
      }
  if (e != 6)
    __builtin_abort ();
  return 0;
}
