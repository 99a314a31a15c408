/* version-unit-growth bounds what versioning adds to the translation
   unit: with version-unit-growth=0 only the floor of 300 statements is
   left, which twenty-four small versioned loops, one per function,
   overrun; the functions compiled after that keep their loops as they
   are.  version-unit-growth-2.c is the same unit with a budget that does
   not stop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=0" } */

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

/* { dg-final { scan-tree-dump "Not versioning loop \\d+ for alias: the translation unit has grown by version-unit-growth already\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Versioning loop" "looplicm" } } */
