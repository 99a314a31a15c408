/* Store order: a store of another type that may write the promoted
   location's bytes is allowed only when a store of the location follows
   it in its block.  Here the float stores do write *p's bytes, in both
   orders: q points at the same allocated storage, whose effective type
   each store sets.  q[i] has a varying address, so it stays in memory.  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>

__attribute__ ((noipa)) void
before (unsigned *p, float *q, int n)
{
  for (int i = 0; i < n; ++i)
    {
      unsigned a = *p;
      q[i] = 1.0f;
      *p = a + 1;
    }
}

__attribute__ ((noipa)) void
after (unsigned *p, float *q, int n)
{
  for (int i = 0; i < n; ++i)
    {
      *p = *p + 1;
      q[i] = 2.0f;
    }
}

int
main (void)
{
  void *m = malloc (sizeof (unsigned));
  unsigned five = 5, u;
  float f;
  memcpy (m, &five, sizeof five);
  before ((unsigned *) m, (float *) m, 1);
  memcpy (&u, m, sizeof u);
  if (u != 6)
    abort ();
  after ((unsigned *) m, (float *) m, 1);
  memcpy (&f, m, sizeof f);
  if (f != 2.0f)
    abort ();
  free (m);
  return 0;
}
