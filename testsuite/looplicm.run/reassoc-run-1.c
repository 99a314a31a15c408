/* Regrouped chains whose invariant part overflows where the original
   chain does not: (v + a) + b with a + b past INT_MAX, (v - a) - b with
   a + b below INT_MIN, (v * a) * b with a * b = -INT_MIN, x + a == b with
   b - a past INT_MAX.  The plugin computes the regrouped chain in
   unsigned int and converts back, so every result is the one -O0
   prints; reassoc-run-2.c runs the same under -fsanitize=undefined.  */
/* { dg-do run } */

#include <limits.h>
#include <stdio.h>

extern void abort (void);

#define N 8

__attribute__ ((noipa)) void
add (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b;
}

__attribute__ ((noipa)) void
sub (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = v[i] - a - b;
}

__attribute__ ((noipa)) long
mul (const int *v, int n, int a, int b)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += (long) (v[i] * a * b);
  return s;
}

/* Three invariants from two loop levels: c + d leaves both loops,
   (c + d) + a[j] only the inner one.  */
__attribute__ ((noipa)) long
nest (const int *v, const int *w, int n, int c, int d)
{
  long s = 0;
  for (int j = 0; j < 2; j++)
    {
      int aj = w[j];
      for (int i = 0; i < n; i++)
	s += ((v[i] + c) + aj) + d;
    }
  return s;
}

__attribute__ ((noipa)) int
eq (const int *v, int n, int a, int b)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (v[i] + a == b)
      c++;
  return c;
}

__attribute__ ((noipa)) int
lt (const int *v, int n, unsigned char a, unsigned short b)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (v[i] + a < b)
      c++;
  return c;
}

__attribute__ ((noipa)) void
minmax (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    {
      int m = v[i] < a ? v[i] : a;
      m = m < b ? m : b;
      int x = v[i] > a ? v[i] : a;
      x = x > b ? x : b;
      out[i] = m ^ x;
    }
}

__attribute__ ((noipa)) void
uns (unsigned *out, const unsigned *v, int n, unsigned a, unsigned b)
{
  for (int i = 0; i < n; i++)
    out[i] = ((v[i] * a) * b) ^ (v[i] & a & b);
}

/* The interior sum v[i] + a has another use: it stays, and so does the
   chain.  */
__attribute__ ((noipa)) void
shared (int *out, int *out2, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    {
      int t = v[i] + a;
      out[i] = t + b;
      out2[i] = t;
    }
}

static void
print (const char *what, const int *out, int n)
{
  printf ("%s", what);
  for (int i = 0; i < n; i++)
    printf (" %d", out[i]);
  printf ("\n");
}

int
main (void)
{
  int neg[N] = { -1, -2, -3, -10, -100, -1000, -65536, -INT_MAX };
  int pos[N] = { 1, 2, 3, 100, 1000, 65536, INT_MAX - 1, INT_MAX };
  int w[2] = { 0, -1 };
  int small[N] = { -1, 0, -1, 0, 0, -1, -1, 0 };
  int out[N], out2[N];
  unsigned uout[N];

  /* a + b = INT_MAX + 1.  */
  add (out, neg, N, INT_MAX, 1);
  print ("add1", out, N);
  /* a + b = INT_MIN - 1.  */
  add (out, pos, N, INT_MIN, -1);
  print ("add2", out, N);
  /* a + b = INT_MIN - 1 subtracted.  */
  sub (out, neg, N, -1, INT_MIN + 1);
  print ("sub", out, N);
  /* a * b = -INT_MIN.  */
  printf ("mul %ld\n", mul (small, N, -1, INT_MIN));
  printf ("nest %ld\n", nest (neg, w, N, INT_MAX, 1));
  printf ("eq %d %d\n", eq (pos, N, INT_MIN, 5), eq (pos, N, -3, INT_MAX - 3));
  printf ("lt %d %d\n", lt (neg, N, 200, 190), lt (small, N, 255, 255));
  minmax (out, pos, N, 2, 1000);
  print ("minmax", out, N);
  uns (uout, (const unsigned *) pos, N, 0x80000001u, 0xffffffffu);
  print ("uns", (const int *) uout, N);
  shared (out, out2, neg, N, INT_MAX, 1);
  print ("shared", out, N);
  print ("shared2", out2, N);
  return 0;
}

/* What -O0 prints, with and without -fsanitize=undefined.  */
/* { dg-output "add1 2147483647 2147483646 2147483645 2147483638 2147483548 2147482648 2147418112 1\\n" } */
/* { dg-output "add2 -2147483648 -2147483647 -2147483646 -2147483549 -2147482649 -2147418113 -3 -2\\n" } */
/* { dg-output "sub 2147483647 2147483646 2147483645 2147483638 2147483548 2147482648 2147418112 1\\n" } */
/* { dg-output "mul -8589934592\\n" } */
/* { dg-output "nest 30064637762\\n" } */
/* { dg-output "eq 0 1\\n" } */
/* { dg-output "lt 4 4\\n" } */
/* { dg-output "minmax 1001 1002 1002 1002 1002 65538 2147483644 2147483645\\n" } */
/* { dg-output "uns 2147483646 -2 2147483644 -100 -1000 -65536 -2147483646 0\\n" } */
/* { dg-output "shared 2147483647 2147483646 2147483645 2147483638 2147483548 2147482648 2147418112 1\\n" } */
/* { dg-output "shared2 2147483646 2147483645 2147483644 2147483637 2147483547 2147482647 2147418111 0\\n" } */
