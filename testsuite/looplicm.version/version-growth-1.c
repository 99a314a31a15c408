/* version-growth bounds what versioning adds to one function: with
   version-growth=0 only the floor of 200 statements is left, which
   twelve versioned loops overrun; the loops after that stay as they
   are.  version-growth-2.c is the same function at the
   default.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-growth=0" } */

#define LOOP(k) \
  for (int i = 0; i < n; i++) \
    s[k] += a[i] * b[i] + (double) k;

void
many (double *s, const double *a, const double *b, int n)
{
  LOOP (0) LOOP (1) LOOP (2) LOOP (3) LOOP (4) LOOP (5)
  LOOP (6) LOOP (7) LOOP (8) LOOP (9) LOOP (10) LOOP (11)
}

/* { dg-final { scan-tree-dump "Not versioning loop \\d+ for alias: the function has grown by version-growth already\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Versioning loop" "looplicm" } } */
