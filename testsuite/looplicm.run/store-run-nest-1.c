/* A conditional store to s[j] in the inner loop of a nest (see
   looplicm.store/store-nest-3.c): every row must get its last i.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) void
last_set (long *restrict s, const short *restrict c, int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      if (c[j * n + i])
	s[j] = i;
}

int
main (void)
{
  short c[6] = { 1, 0, 0, 1, 1, 1 };
  long s[3] = { -1, -1, -1 };
  last_set (s, c, 2, 0);
  last_set (s, c, 0, 3);
  if (s[0] != -1 || s[1] != -1 || s[2] != -1)
    abort ();
  last_set (s, c, 2, 3);
  if (s[0] != 0 || s[1] != 1 || s[2] != 1)
    abort ();
  return 0;
}
