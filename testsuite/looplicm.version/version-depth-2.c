/* version-depth=9 lets the innermost loop of a nine-deep nest be
   versioned, where the default of 8 does not (version-depth-1.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-version-depth=9" } */

#define FOR(i) for (int i = 0; i < m; i++)

void
deep (float *s, const float *a, float x, int m)
{
  FOR (i0) FOR (i1) FOR (i2) FOR (i3) FOR (i4) FOR (i5) FOR (i6) FOR (i7)
    FOR (i8)
      *s += a[i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7 + i8] * x;
}

/* { dg-final { scan-tree-dump "Versioning loop \\d+ for alias: 1 check\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "deeper than version-depth" "looplicm" } } */
