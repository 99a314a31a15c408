/* Twenty-four small loops, one per function, each accumulating into
   memory that may overlap what it reads, under version-unit-growth=0:
   the first ones versioned, the rest left as they are once the unit's
   budget is spent.  Every function gives the sums of a plain evaluation,
   with the accumulator inside a[] and apart from it.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=0" } */

#define UNIT_GROWTH_ATTR __attribute__ ((noipa))
#include "../looplicm.version/unit-growth-funcs.h"

enum { N = 40 };

__attribute__ ((noipa, optimize ("O0"))) static void
expect (double *s, const double *a, const double *b, int n, int k)
{
  for (int i = 0; i < n; i++)
    s[k] += a[i] * b[i] + (double) k;
}

__attribute__ ((noipa, optimize ("O0"))) static void
check (void (*f) (double *, const double *, const double *, int), int k)
{
  double a[N + 24], b[N], c[N + 24], apart[24], apart2[24];
  for (int off = -1; off < N; off += 7)
    {
      for (int i = 0; i < N + 24; i++)
	a[i] = c[i] = (double) (i % 5);
      for (int i = 0; i < N; i++)
	b[i] = (double) (i % 3) - 1.0;
      for (int i = 0; i < 24; i++)
	apart[i] = apart2[i] = 1.0;
      /* s[k] is a[off + k], read by the loop while off + k < N, or
	 apart[k].  */
      double *s = off < 0 ? apart : a + off;
      double *t = off < 0 ? apart2 : c + off;
      f (s, a, b, N);
      expect (t, c, b, N, k);
      if (s[k] != t[k])
	__builtin_abort ();
    }
}

int
main (void)
{
    check (f0, 0);
    check (f1, 1);
    check (f2, 2);
    check (f3, 3);
    check (f4, 4);
    check (f5, 5);
    check (f6, 6);
    check (f7, 7);
    check (f8, 8);
    check (f9, 9);
    check (f10, 10);
    check (f11, 11);
    check (f12, 12);
    check (f13, 13);
    check (f14, 14);
    check (f15, 15);
    check (f16, 16);
    check (f17, 17);
    check (f18, 18);
    check (f19, 19);
    check (f20, 20);
    check (f21, 21);
    check (f22, 22);
    check (f23, 23);
  return 0;
}
