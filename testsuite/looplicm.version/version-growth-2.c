/* version-growth-1.c with version-growth=1000 (and a unit budget that
   does not stop): the twelve loops of the
   function are all versioned.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-growth=1000 -fplugin-arg-looplicm-version-unit-growth=10000" } */

#define LOOP(k) \
  for (int i = 0; i < n; i++) \
    s[k] += a[i] * b[i] + (double) k;

void
many (double *s, const double *a, const double *b, int n)
{
  LOOP (0) LOOP (1) LOOP (2) LOOP (3) LOOP (4) LOOP (5)
  LOOP (6) LOOP (7) LOOP (8) LOOP (9) LOOP (10) LOOP (11)
}

/* { dg-final { scan-tree-dump-not "the function has grown by version-growth" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop" 12 "looplicm" } } */
