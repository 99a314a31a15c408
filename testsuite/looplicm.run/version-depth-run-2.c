/* version-depth-run-1.c with version-depth=9: the nine-deep nest's
   innermost loop is versioned, and the sums are still those of a plain
   evaluation, with *s inside a[] and apart from it.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-depth=9" } */

#define FOR(i) for (int i = 0; i < m; i++)

__attribute__ ((noipa)) void
deep (float *s, const float *a, float x, int m)
{
  FOR (i0) FOR (i1) FOR (i2) FOR (i3) FOR (i4) FOR (i5) FOR (i6) FOR (i7)
    FOR (i8)
      *s += a[i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7 + i8] * x;
}

__attribute__ ((noipa, optimize ("O0"))) static float
expect (float *a, int where, float x, int m, int n)
{
  float *s = where < 0 ? &a[n] : &a[where];
  int i[9];
  for (i[0] = 0; i[0] < m; i[0]++)
  for (i[1] = 0; i[1] < m; i[1]++)
  for (i[2] = 0; i[2] < m; i[2]++)
  for (i[3] = 0; i[3] < m; i[3]++)
  for (i[4] = 0; i[4] < m; i[4]++)
  for (i[5] = 0; i[5] < m; i[5]++)
  for (i[6] = 0; i[6] < m; i[6]++)
  for (i[7] = 0; i[7] < m; i[7]++)
  for (i[8] = 0; i[8] < m; i[8]++)
    {
      int k = 0;
      for (int d = 0; d < 9; d++)
	k += i[d];
      *s += a[k] * x;
    }
  return *s;
}

int
main (void)
{
  enum { M = 2, N = 9 * (M - 1) + 1 };
  float a[N + 1], b[N + 1];
  for (int where = -1; where < N; where += 4)
    {
      for (int k = 0; k <= N; k++)
	a[k] = b[k] = (float) (k % 3);
      float *s = where < 0 ? &a[N] : &a[where];
      deep (s, a, 0.5f, M);
      if (*s != expect (b, where, 0.5f, M, N))
	__builtin_abort ();
    }
  return 0;
}
