/* A store whose address has an operand that varies in the loop and one
   that does not (m[y][x] in the y loop).  The cost model's scan of store
   addresses must stop at the varying operand before it uses it.
   Reduced from GCC's torture test gcc.dg/torture/pr77605.c.  */
/* { dg-do run } */

int m[2][8];
int x, y;

__attribute__ ((noipa)) void
fill (void)
{
  /* The counters are globals, as in the torture test.  */
  for (x = 0; x < 8; x++)
    for (y = 0; y < 2; y++)
      m[y][x] = m[y][y + 3] + 1;
}

int
main (void)
{
  fill ();
  /* m[0][3] becomes 1 at x == 3, so m[0][4..7] read 1; m[1][4] becomes 1
     at x == 4, so m[1][5..7] read 1.  */
  if (m[0][0] != 1 || m[0][3] != 1 || m[0][7] != 2
      || m[1][4] != 1 || m[1][7] != 2)
    __builtin_abort ();
  return 0;
}
