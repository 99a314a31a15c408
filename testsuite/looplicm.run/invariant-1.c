/* Invariant arithmetic, a value live only after the loop, an accumulator
   in memory and a loop nest give the same results with the pass.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noinline)) void
scale (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] + x * y;
}

__attribute__ ((noinline)) int
last_square (int *a, int n)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t = a[i] * a[i];
  return t;
}

__attribute__ ((noinline)) void
accumulate (int *total, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    *total += a[i];
}

__attribute__ ((noinline)) int
nest (int m[4][5], int k)
{
  int s = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      s += m[i][j] * (k + i);
  return s;
}

int
main (void)
{
  int a[10], m[4][5], total = 100;
  for (int i = 0; i < 10; i++)
    a[i] = i;
  scale (a, 10, 3, 4);
  for (int i = 0; i < 10; i++)
    if (a[i] != i + 12)
      abort ();
  if (last_square (a, 10) != 21 * 21)
    abort ();
  accumulate (&total, a, 10);
  if (total != 100 + 45 + 120)
    abort ();
  accumulate (&total, a, 0);
  if (total != 265)
    abort ();
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      m[i][j] = i + j;
  /* sum over i of (k + i) * (5i + 10) with k = 2.  */
  if (nest (m, 2) != 2 * 10 + 3 * 15 + 4 * 20 + 5 * 25)
    abort ();
  return 0;
}
