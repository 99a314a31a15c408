/* version-unit-growth-1.c with version-unit-growth=10000: the loops of
   all twenty-four functions are versioned.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=10000" } */

#define F(k) \
  void \
  f##k (double *s, const double *a, const double *b, int n) \
  { \
    for (int i = 0; i < n; i++) \
      s[k] += a[i] * b[i] + (double) k; \
  }

F (0)
F (1)
F (2)
F (3)
F (4)
F (5)
F (6)
F (7)
F (8)
F (9)
F (10)
F (11)
F (12)
F (13)
F (14)
F (15)
F (16)
F (17)
F (18)
F (19)
F (20)
F (21)
F (22)
F (23)

/* { dg-final { scan-tree-dump-not "grown by version-unit-growth" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias" 24 "looplicm" } } */
