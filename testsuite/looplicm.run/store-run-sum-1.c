/* Store motion keeps the values in memory after the loop, and every value
   the loop reads: THEORY.md's `sum' with and without restrict (called
   with aliasing arguments), a global counter, struct fields, two
   locations that do or do not alias, early exits, calls, and a nest;
   zero, one and many iterations.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) void
sum_restrict (long *restrict total, const long *restrict a, long n)
{
  for (long i = 0; i < n; i++)
    *total += a[i];
}

__attribute__ ((noipa)) void
sum (long *total, const long *a, long n)
{
  for (long i = 0; i < n; i++)
    *total += a[i];
}

unsigned long counter;

__attribute__ ((noipa)) void
tick (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    counter += a[i];
}

struct stats
{
  long sum;
  long count;
  int max;
};

__attribute__ ((noipa)) void
add (struct stats *s, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      s->sum += a[i];
      s->count++;
    }
}

__attribute__ ((noipa)) void
two (long *p, long *q, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *p += a[i];
      *q += 1;
    }
}

__attribute__ ((noipa)) void
two_off (long *p, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[0] += a[i];
      p[1] += 1;
    }
}

__attribute__ ((noipa)) long
until_negative (long *restrict total, const long *restrict a, long n)
{
  long i;
  for (i = 0; i < n; i++)
    {
      *total += a[i];
      if (a[i] < 0)
	goto neg;
    }
  return 0;
neg:
  return i + 1;
}

int g;

/* Reads g: g must be in memory at each call.  */

__attribute__ ((noipa)) void
use (void)
{
  counter += g;
}

__attribute__ ((noipa, const)) int
square (int x)
{
  return x * x;
}

__attribute__ ((noipa)) void
call_use (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      g += a[i];
      use ();
    }
}

__attribute__ ((noipa)) void
call_square (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    g += square (a[i]);
}

long total;

__attribute__ ((noipa)) void
add_rows (const int *a, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < 16; i++)
      total += a[j * 16 + i];
}

__attribute__ ((noipa)) void
row_sums (long *restrict s, const long *restrict a, int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      s[j] += a[j * n + i];
}

int
main (void)
{
  long a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  short h[8] = { 1, -2, 3, -4, 5, -6, 7, -8 };
  int ia[64];
  long t;

  t = 10;
  sum_restrict (&t, a, 0);
  if (t != 10)
    abort ();
  sum_restrict (&t, a, 1);
  if (t != 11)
    abort ();
  sum_restrict (&t, a, 8);
  if (t != 47)
    abort ();

  /* total == &a[1]: each a[i] after a[1] sees the updated a[1].  */
  long b[4] = { 1, 2, 3, 4 };
  sum (&b[1], b, 4);
  if (b[1] != 2 + 1 + 2 + 3 + 4 + 1 || b[0] != 1 || b[2] != 3)
    abort ();
  t = 0;
  sum (&t, a, 8);
  if (t != 36)
    abort ();

  counter = 5;
  tick (h, 0);
  tick (h, 1);
  if (counter != 6)
    abort ();
  tick (h, 8);
  if (counter != 6 - 4)
    abort ();

  struct stats s = { 100, 0, 7 };
  add (&s, h, 0);
  add (&s, h, 3);
  if (s.sum != 102 || s.count != 3 || s.max != 7)
    abort ();

  long p = 0, q = 0;
  two (&p, &q, h, 3);
  if (p != 2 || q != 3)
    abort ();
  /* p == q: both updates go to one location.  */
  p = 0;
  two (&p, &p, h, 3);
  if (p != 2 + 3)
    abort ();
  long pq[3] = { 0, 0, 9 };
  two_off (pq, h, 4);
  if (pq[0] != -2 || pq[1] != 4 || pq[2] != 9)
    abort ();

  long neg[5] = { 1, 2, -3, 4, 5 };
  t = 0;
  if (until_negative (&t, neg, 2) != 0 || t != 3)
    abort ();
  t = 0;
  if (until_negative (&t, neg, 5) != 3 || t != 0)
    abort ();
  t = 7;
  if (until_negative (&t, neg, 0) != 0 || t != 7)
    abort ();

  /* use () sees g after each addition.  */
  g = 0;
  counter = 0;
  call_use (h, 3);
  if (g != 2 || counter != 1 + (-1) + 2)
    abort ();
  g = 1;
  call_square (h, 0);
  call_square (h, 4);
  if (g != 1 + 1 + 4 + 9 + 16)
    abort ();

  for (int i = 0; i < 64; i++)
    ia[i] = i;
  total = 1;
  add_rows (ia, 0);
  if (total != 1)
    abort ();
  add_rows (ia, 1);
  if (total != 1 + 120)
    abort ();
  add_rows (ia, 4);
  if (total != 1 + 120 + 2016)
    abort ();

  long rs[3] = { 1, 1, 1 };
  row_sums (rs, a, 0, 3);
  if (rs[0] != 1 || rs[1] != 1 || rs[2] != 1)
    abort ();
  row_sums (rs, a, 2, 3);
  if (rs[0] != 4 || rs[1] != 8 || rs[2] != 12)
    abort ();
  return 0;
}
