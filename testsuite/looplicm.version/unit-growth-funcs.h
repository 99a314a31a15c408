/* The translation unit the version-unit-growth tests grow: twenty-four
   functions f0 to f23, each one small loop accumulating into s[k], memory
   that may overlap what the loop reads.  UNIT_GROWTH_ATTR, empty unless
   the test defines it, goes before each function.  */

#ifndef UNIT_GROWTH_ATTR
#define UNIT_GROWTH_ATTR
#endif

#define F(k) \
  UNIT_GROWTH_ATTR void \
  f##k (double *s, const double *a, const double *b, int n) \
  { \
    for (int i = 0; i < n; i++) \
      s[k] += a[i] * b[i] + (double) k; \
  }

F (0) F (1) F (2) F (3) F (4) F (5) F (6) F (7) F (8) F (9) F (10) F (11)
F (12) F (13) F (14) F (15) F (16) F (17) F (18) F (19) F (20) F (21)
F (22) F (23)
