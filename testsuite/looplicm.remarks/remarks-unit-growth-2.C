/* remarks-unit-growth-1.c in C++: a loop left unversioned because the
   translation unit's versioning budget is spent says so, and which knob
   raises it.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=0" } */
/* The loops of the macro's functions are reported at column 1.  */
/* { dg-prune-output "remarks-unit-growth-2.C:\\d+:1: " } */

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

void
last (double *s, const double *a, const double *b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "missed: looplicm: the loop at line 44 not versioned for alias: the translation unit has grown by version-unit-growth already \\(raise -fplugin-arg-looplicm-version-unit-growth\\)" } */
    s[23] += a[i] * b[i];	/* { dg-message "missed: looplicm: 's\\\[23\\\]' not kept in a register in the loop at line 44: it may also be accessed by the load of 'a\\\[i\\\]' at line 45" } */
}
