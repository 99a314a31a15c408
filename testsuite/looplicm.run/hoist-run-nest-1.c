/* Loop nests: invariants of both loops, of the inner loop only, loads
   written by the outer loop, and a division that runs only when the
   inner loop runs.  */
/* { dg-do run } */

extern void abort (void);

volatile int zero = 0;

__attribute__ ((noinline, noclone)) void
nest (int *a, int *b, int n, int m, int x, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      b[i] = i;
      for (int j = 0; j < m; j++)
	a[j] += x * y + i * z + x / y;
    }
}

/* The outer loop writes *q through c (c[1] is *q); the inner loop
   reads it.  */
__attribute__ ((noinline, noclone)) void
written_by_outer (int *A, int *c, const int *q, long h, int n, int m)
{
  for (int i = 0; i < n; i++)
    {
      c[i] = 10 * (i + 1);
      for (int j = 0; j < m; j++)
	A[j] += *q * h;
    }
}

int
main (void)
{
  int a[5] = { 0 }, b[4];
  nest (a, b, 4, 5, 6, 3, 2);
  /* sum over i < 4 of 18 + 2i + 2 = 80 + 12.  */
  for (int j = 0; j < 5; j++)
    if (a[j] != 92)
      abort ();
  if (b[3] != 3)
    abort ();
  /* The inner loop never runs: x / 0 must not either.  */
  nest (a, b, 4, zero, 6, zero, 2);
  if (a[0] != 92 || b[3] != 3)
    abort ();

  int A[3] = { 0 }, c[2] = { 0, 1000 };
  written_by_outer (A, c, &c[1], 2, 2, 3);
  /* i = 0: c[0] = 10, *q = 1000; i = 1: c[1] = 20, *q = 20.  */
  for (int j = 0; j < 3; j++)
    if (A[j] != 2000 + 40)
      abort ();
  return 0;
}
