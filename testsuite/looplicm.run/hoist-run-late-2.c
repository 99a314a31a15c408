/* The kernel of hoist-late-2.c, which looplicm4 once failed to compile,
   run for every start from -6 to 0 with both values of the flag the
   inner loop tests, its result checked against the last product.  */
/* { dg-do run } */

int a[64];
double *b;
int c, e;

__attribute__ ((noipa)) void
d (int s)
{
  for (int f = s; f; f++)
    {
      for (int g = 0; g >= 0; g--)
	{
	  if ((a[c] & 7) == 0)
	    break;
	  if (e)
	    continue;
	}
      b[0] = a[c] * b[c + f];
    }
}

int
main (void)
{
  static double buf[16];
  for (int i = 0; i < 64; i++)
    a[i] = i + 1;
  b = buf;
  c = 8;
  for (e = 0; e < 2; e++)
    for (int s = -6; s <= 0; s++)
      {
	for (int i = 0; i < 16; i++)
	  buf[i] = i + 0.5;
	d (s);
	/* b[0] is written last for f = -1, from b[7]; s = 0 writes none.  */
	double want = s < 0 ? 9 * 7.5 : 0.5;
	if (buf[0] != want)
	  __builtin_abort ();
	for (int i = 1; i < 16; i++)
	  if (buf[i] != i + 0.5)
	    __builtin_abort ();
      }
  return 0;
}
