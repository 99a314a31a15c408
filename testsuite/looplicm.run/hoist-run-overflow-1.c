/* Speculated signed arithmetic whose overflow is undefined: x + y and
   x * y overflow, but the original only computes them on iterations that
   do not run.  The speculated copies wrap; the results that are used
   are the same.  */
/* { dg-do run } */

extern void abort (void);

volatile int big = __INT_MAX__, two = 2, ten = 10;

__attribute__ ((noinline, noclone)) void
f (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      a[i] = (x + y) / 2 + x * y;
}

/* The invariant diamond: one arm overflows, the other is taken.  */
__attribute__ ((noinline, noclone)) void
pick (int *a, int n, int c, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      if (c > 0)
	t = y * 3;
      else
	t = z * 5;
      a[i] += t;
    }
}

int
main (void)
{
  int a[10] = { 0 };
  f (a, ten, big, two);
  for (int i = 0; i < 10; i++)
    if (a[i] != 0)
      abort ();
  a[2] = 1;
  f (a, ten, 10, two);
  if (a[2] != 6 + 20 || a[1] != 0)
    abort ();
  pick (a, ten, 1, 7, big);
  if (a[0] != 21 || a[2] != 26 + 21)
    abort ();
  pick (a, ten, 0, big, 4);
  if (a[0] != 41 || a[9] != 41)
    abort ();
  return 0;
}
