/* Store order: a global pointer that points at its own storage.  In
   `*b++ = x' the store to b and the short store through its old value
   write the same bytes, the short one last.  */
/* { dg-do run } */

#include <string.h>

short *b;

__attribute__ ((noipa)) void
f (short x, int n)
{
  for (int k = 0; k < n; k++)
    *b++ = x;
}

int
main (void)
{
  /* b + 1, with its first two bytes replaced by x.  */
  short *expect = (short *) &b + 1;
  short x = 0x5a5a;
  memcpy ((char *) &expect, &x, sizeof x);
  b = (short *) &b;
  f (x, 1);
  if (memcmp (&b, &expect, sizeof b) != 0)
    __builtin_abort ();
  return 0;
}
