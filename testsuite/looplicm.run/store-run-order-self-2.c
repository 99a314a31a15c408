/* Store order: a struct member that points into its own storage.  The
   short store through it is the last store of the loop when the loop
   exits at k == stop; gs.p's exit store must not come after it.
   Reduced from a scripts/fuzz-punned.py program.  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>

struct s { short *p; long x; } gs;

__attribute__ ((noipa)) void
f (int n, int stop)
{
  for (int k = 0; k < n; k++)
    {
      short *t = gs.p;
      *t = 0x55;
      if (k == stop)
	break;
      gs.p = (short *) &gs.p + ((k + 1) & 3);
    }
}

int
main (void)
{
  unsigned char b[sizeof gs.p];
  short v;
  /* The short stores land inside the 8 bytes of a 64-bit pointer.  */
  if (sizeof gs.p != 8)
    return 0;
  gs.p = (short *) &gs.p;
  f (10, 2);
  /* k == 2: t is (short *) &gs.p + 2, so bytes 4 and 5 hold 0x55.  */
  memcpy (b, &gs.p, sizeof b);
  memcpy (&v, b + 4, sizeof v);
  if (v != 0x55)
    abort ();
  return 0;
}
