/* An exit of the inner loop that also leaves the outer loop: the value
   sunk into it uses j of the outer loop (see looplicm.sink/sink-nest-3.c),
   and must be right whichever exit is taken.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) long
find (const long *a, int n, int m, long k)
{
  long t = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      {
	t = (i + j) * k;
	if (a[i] == 7)
	  goto out;
      }
  return -t;
out:
  return t;
}

int
main (void)
{
  long a[4] = { 1, 2, 7, 3 };
  if (find (a, 4, 0, 10) != 0 || find (a, 0, 3, 10) != 0)
    abort ();
  /* a[2] == 7 stops the first outer iteration at i == 2.  */
  if (find (a, 4, 3, 10) != 20)
    abort ();
  /* No 7 among a[0..1]: the last t is (1 + 2) * 10, negated.  */
  if (find (a, 2, 3, 10) != -30 || find (a, 1, 1, 10) != 0)
    abort ();
  return 0;
}
