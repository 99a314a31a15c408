/* version-depth bounds how deep a versioned loop may be nested: the
   innermost loop of this nine-deep nest is nested deeper than the
   default of 8 and is not versioned (version-depth-2.c versions it with
   version-depth=9).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

#define FOR(i) for (int i = 0; i < m; i++)

void
deep (float *s, const float *a, float x, int m)
{
  FOR (i0) FOR (i1) FOR (i2) FOR (i3) FOR (i4) FOR (i5) FOR (i6) FOR (i7)
    FOR (i8)
      *s += a[i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7 + i8] * x;
}

/* { dg-final { scan-tree-dump "Not versioning loop \\d+ for alias: it is nested deeper than version-depth allows\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Versioning loop" "looplicm" } } */
