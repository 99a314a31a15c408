/* Store order: a store of another type to the same address, made by a
   noinline function.  Its modref summary says it writes an unsigned
   short, which type-based aliasing says misses the long.
   Reduced from a scripts/fuzz-punned.py program (seed 28).  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>

__attribute__ ((noinline)) static void
put_us (unsigned short *p, unsigned short v)
{
  *p = v;
}

__attribute__ ((noipa)) void
f (unsigned short *ps, long *pl, int n)
{
  for (int k = 0; k < n; k++)
    {
      *pl = k;
      put_us (ps, 0x1234);
    }
}

int
main (void)
{
  unsigned char *h = malloc (8), b[8];
  if (!h)
    return 0;
  memset (h, 0, 8);
  f ((unsigned short *) h, (long *) h, 3);
  memcpy (b, h, 8);
  /* Last stored: the unsigned short 0x1234 over the long 2, whose bytes
     2 and 3 are 0 in either byte order.  */
  unsigned short us;
  memcpy (&us, b, sizeof us);
  if (us != 0x1234 || b[2] != 0 || b[3] != 0)
    abort ();
  free (h);
  return 0;
}
