/* Versioning a loop whose addresses use a value computed in a sibling
   loop before it (x & 7, first computed in the i loop).  The check built
   from those addresses must be in the function before the function is
   made loop-closed for versioning.
   Reduced from a scripts/fuzz-nest.py program (seed 19).  */
/* { dg-do run } */

__attribute__ ((noipa)) void
f (int (*a0)[8], int *a1, int x, int n)
{
  for (int i = 1; i >= 0; i--)
    a1[i * (x & 7)] ^= a1[0];
  for (int j = n; j > 0; j--)
    {
      a0[0][x & 7] = 1000;
      a1[0] ^= 45;
    }
}

int
main (void)
{
  int p[32];
  for (int i = 0; i < 32; i++)
    p[i] = i + 1;
  /* Disjoint: the fast copy.  */
  f ((int (*)[8]) (p + 16), p, 3, 3);
  if (p[0] != 45 || p[3] != (4 ^ 1) || p[16 + 3] != 1000)
    __builtin_abort ();
  /* a0[0][x & 7] is a1[0]: the slow copy, where the store through a0
     feeds a1[0] ^= 45 every iteration.  */
  for (int i = 0; i < 32; i++)
    p[i] = i + 1;
  f ((int (*)[8]) (p - 2), p, 2, 2);
  if (p[0] != (1000 ^ 45) || p[2] != (3 ^ 1))
    __builtin_abort ();
  return 0;
}
