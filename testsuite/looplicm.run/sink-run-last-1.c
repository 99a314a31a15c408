/* Sinking keeps the values after the loop: THEORY.md's `last' and loops
   whose values sink, each run with zero, one and many iterations.  */
/* { dg-do run } */

extern void abort (void);

/* THEORY.md's `last': address, load and multiply sink.  */

__attribute__ ((noipa)) long
last (const long *a, long n, long k)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    t = a[i] * k;
  return t;
}

/* Two exits, both using t (two copies).  */

__attribute__ ((noipa)) int
find (const int *a, int n, int k, int s)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    {
      t = i * k;
      if (a[i] == s)
	return t + 1;
    }
  return t;
}

/* Two exits, one using t.  */

__attribute__ ((noipa)) int
find2 (const int *a, int n, int k, int s)
{
  int t = 0;
  int i;
  for (i = 0; i < n; i++)
    {
      t = i * k;
      if (a[i] == s)
	goto found;
    }
  return t;
found:
  return -i;
}

/* The load may not sink past the store, which may write its location.  */

__attribute__ ((noipa)) long
last_copy (const long *a, long *b, long n)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    {
      t = a[i];
      b[i] = i;
    }
  return t;
}

/* Different types: the load sinks.  */

__attribute__ ((noipa)) long
last_copy_int (const long *a, int *b, long n)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    {
      t = a[i];
      b[i] = i;
    }
  return t;
}

/* Out of the inner loop into the outer one.  */

__attribute__ ((noipa)) long
sum_of_lasts (const long *a, long n, long m, long k)
{
  long s = 0;
  for (long j = 0; j < m; j++)
    {
      long t = 0;
      for (long i = 0; i < n; i++)
	t = a[i + j] * k;
      s += t;
    }
  return s;
}

/* Out of both loops.  */

__attribute__ ((noipa)) long
last2 (const long *a, long m, long k)
{
  long t = 0;
  for (long j = 0; j < m; j++)
    for (long i = 0; i < 16; i++)
      t = a[i + j] * k;
  return t;
}

int
main (void)
{
  long a[32];
  long b[32];
  int c[32];
  int ia[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
  for (int i = 0; i < 32; i++)
    a[i] = 3 * i + 1;

  if (last (a, 0, 2) != 0 || last (a, 1, 2) != 2 || last (a, 10, 2) != 56)
    abort ();

  if (find (ia, 0, 3, 7) != 0 || find (ia, 1, 3, 7) != 0
      || find (ia, 1, 3, 5) != 1 || find (ia, 8, 3, 7) != 7
      || find (ia, 8, 3, 99) != 21)
    abort ();

  if (find2 (ia, 0, 3, 7) != 0 || find2 (ia, 1, 3, 7) != 0
      || find2 (ia, 1, 3, 5) != 0 || find2 (ia, 8, 3, 7) != -2
      || find2 (ia, 8, 3, 99) != 21)
    abort ();

  /* b == a: the last iteration loads a[n - 1] before storing n - 1.  */
  for (int i = 0; i < 32; i++)
    b[i] = 100 + i;
  if (last_copy (b, b, 0) != 0 || last_copy (b, b, 1) != 100
      || last_copy (b, b, 10) != 109 || b[9] != 9 || b[10] != 110)
    abort ();
  if (last_copy (a, b, 10) != 28)
    abort ();

  if (last_copy_int (a, c, 0) != 0 || last_copy_int (a, c, 1) != 1
      || last_copy_int (a, c, 10) != 28 || c[9] != 9)
    abort ();

  /* For each j the last t is a[n - 1 + j] * k.  */
  if (sum_of_lasts (a, 0, 3, 2) != 0 || sum_of_lasts (a, 4, 0, 2) != 0
      || sum_of_lasts (a, 1, 1, 2) != 2
      || sum_of_lasts (a, 4, 3, 2) != 2 * (10 + 13 + 16))
    abort ();

  if (last2 (a, 0, 2) != 0 || last2 (a, 1, 2) != 2 * 46
      || last2 (a, 5, 2) != 2 * 58)
    abort ();
  return 0;
}
