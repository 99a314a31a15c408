/* Divisions and trapping loads that the original program never executes
   must not trap after the pass: zero-trip loops (THEORY.md's x / 0) and
   divisions under a condition that is never true.  */
/* { dg-do run } */

extern void abort (void);

volatile int zero = 0, ten = 10, seven = 7, minus_one = -1;
volatile long lzero = 0, lseven = 7;

__attribute__ ((noinline, noclone)) void
fill (long *a, long n, long x, long y)
{
  for (long i = 0; i < n; i++)
    a[i] = x / y;
}

__attribute__ ((noinline, noclone)) int
cond_div (const int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i])
      s += x / y;
  return s;
}

__attribute__ ((noinline, noclone)) int
cond_rem (const int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      s += x % y;
  return s;
}

__attribute__ ((noinline, noclone)) int
cond_load (const int *a, int n, const int *p)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i])
      s += *p;
  return s;
}

/* The worked example of docs/THEORY.md: with n == 0 neither a / b nor X[a] may
   run.  */
unsigned X[64], Y[64];

__attribute__ ((noinline, noclone)) void
example (unsigned a, unsigned b, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    {
      unsigned t1 = a * b;
      unsigned t2 = a / b;
      unsigned t3 = a / 4;
      unsigned t4 = X[a];
      unsigned t5 = t4 + t1;
      unsigned t6 = t5 + i + t2 + t3;
      if (i & 1)
	Y[i] = t6;
    }
}

int
main (void)
{
  long la[4] = { 1, 2, 3, 4 };
  int zeros[10] = { 0 };
  int ia[10];

  fill (la, lzero, lseven, lzero);
  if (la[0] != 1 || la[3] != 4)
    abort ();
  fill (la, 4, lseven, 7);
  if (la[0] != 1 || la[3] != 1)
    abort ();

  if (cond_div (zeros, ten, seven, zero) != 0)
    abort ();
  if (cond_div (zeros, zero, seven, zero) != 0)
    abort ();
  /* INT_MIN / -1 traps on some targets, too.  */
  if (cond_div (zeros, ten, -__INT_MAX__ - 1, minus_one) != 0)
    abort ();
  if (cond_rem (zeros, ten, seven, zero) != 0)
    abort ();

  for (int i = 0; i < 10; i++)
    ia[i] = i & 1;
  if (cond_div (ia, ten, seven * 3, seven) != 5 * 3)
    abort ();

  if (cond_load (zeros, ten, (const int *) 0) != 0)
    abort ();
  if (cond_load (ia, ten, &ia[1]) != 5)
    abort ();

  example (0x3fffffffu, zero, zero);
  X[12] = 100;
  example (12, 3, 4);
  /* t6 = X[12] + 36 + i + 4 + 3 for odd i.  */
  if (Y[1] != 100 + 36 + 1 + 4 + 3 || Y[3] != 100 + 36 + 3 + 4 + 3
      || Y[0] != 0 || Y[2] != 0)
    abort ();
  return 0;
}
