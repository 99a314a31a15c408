/* Store order: a union's int member and the short member that overlaps
   half of it, stored through separate pointers.  The short store is only
   conditional (not promoted).  The int one is guaranteed, and must not be
   stored again at the exit over the short.
   Reduced from a scripts/fuzz-punned.py program (seed 18).  */
/* { dg-do run } */

#include <stdlib.h>

union u { int i; short s[2]; } g;

__attribute__ ((noipa)) void
f (int *pi, short *ps, int n)
{
  for (int k = 0; k < n; k++)
    {
      *pi = k;
      if (k > 1)
	*ps = 7;
    }
}

int
main (void)
{
  f (&g.i, &g.s[0], 4);
  /* The last store: s[0] = 7 over i = 3; s[1] keeps the other half of
     3, which is 0 on a little-endian target and 3 on a big-endian one.  */
  if (g.s[0] != 7
      || g.s[1] != (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? 0 : 3))
    abort ();
  return 0;
}
