/* The kernel of hoist-late-1.c (a byte swap vectorized inside an outer
   loop, whose bounds lim4 or its stand-in looplicm4 moves out), run on
   sizes below, at and above the vector width, with the blocks swapped
   checked against a plain copy.  */
/* { dg-do run } */

__attribute__ ((noipa)) void
f (char *base, unsigned long n, unsigned long size)
{
  for (unsigned long k = 1; k < n; k++)
    {
      char *a = base, *b = base + k * size;
      for (unsigned long i = 0; i < size; i++)
	{
	  char t = a[i];
	  a[i] = b[i];
	  b[i] = t;
	}
    }
}

int
main (void)
{
  static char buf[4 * 40], ref[4 * 40];
  for (unsigned long size = 0; size <= 40; size++)
    {
      for (unsigned long i = 0; i < 4 * size; i++)
	buf[i] = ref[i] = (char) (i * 7 + size);
      f (buf, 4, size);
      /* Block 0 ends as block 3, block k (k >= 1) as block k - 1.  */
      for (unsigned long i = 0; i < size; i++)
	if (buf[i] != ref[3 * size + i]
	    || buf[size + i] != ref[i]
	    || buf[2 * size + i] != ref[size + i]
	    || buf[3 * size + i] != ref[2 * size + i])
	  __builtin_abort ();
    }
  return 0;
}
