/* Store order: storage written as int, and later in the same loop, on
   some iterations, as long at the same address.  The int location would
   need a flag (its store is guaranteed, the long one is not).  Either way
   its exit store must not undo the later long store.  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>

__attribute__ ((noipa)) void
f (int *pi, long *pl, int n)
{
  for (int k = 0; k < n; k++)
    {
      *pi = k;
      if (k & 1)
	*pl = 0x12345678L;
    }
}

__attribute__ ((noipa)) void
g (int *pi, short *ps, const int *c, int n)
{
  /* Only conditional stores of both types: the int one reads its location
     too, so it is a flag candidate.  */
  for (int k = 0; k < n; k++)
    {
      if (c[k] == 1)
	*pi += 1;
      if (c[k] == 2)
	*ps = 7;
    }
}

int
main (void)
{
  void *p = malloc (sizeof (long));
  f ((int *) p, (long *) p, 2);
  long l;
  memcpy (&l, p, sizeof l);
  if (l != 0x12345678L)
    abort ();

  int c[3] = { 1, 2, 0 };
  int i = 40;
  memcpy (p, &i, sizeof i);
  g ((int *) p, (short *) p, c, 3);
  short s;
  memcpy (&s, p, sizeof s);
  if (s != 7)
    abort ();
  free (p);
  return 0;
}
