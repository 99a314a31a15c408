/* g is read in the inner loop and written in the outer loop of a nest
   (see looplicm.store/store-nest-4.c): each outer iteration must read
   the value the previous one wrote.  */
/* { dg-do run } */

extern void abort (void);

int g;

__attribute__ ((noipa)) int
weighted (const short *a, int n, int m)
{
  int s = 0;
  for (int j = 0; j < m; j++)
    {
      for (int i = 0; i < n; i++)
	s += g * a[i];
      g = s;
    }
  return s;
}

int
main (void)
{
  short a[2] = { 1, 2 };
  g = 1;
  if (weighted (a, 2, 0) != 0 || g != 1)
    abort ();
  if (weighted (a, 0, 2) != 0 || g != 0)
    abort ();
  g = 1;
  /* j = 0: s = 1 + 2 = 3, g = 3; j = 1: s = 3 + 3 + 6 = 12, g = 12.  */
  if (weighted (a, 2, 2) != 12 || g != 12)
    abort ();
  return 0;
}
