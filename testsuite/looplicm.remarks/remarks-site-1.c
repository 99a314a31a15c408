/* Where a remark places things.  A loop whose exit test comes from an
   inlined function ("while (more (p))") stands at its own line, in its
   own function, not at the test inside MORE.  A writer in another file
   than the remark is named with that file.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-missed" } */

#include "remarks-site-1.h"

struct it { int i, n; };

static inline int
more (struct it *p)
{
  if (p->i >= p->n)	/* { dg-message "missed: looplicm: 'p->n' not moved out of the loop at line 23 in fill: it may be changed by the store to 'out\\\[\\.\\.\\.\\\]' at line 25 \\(names as in fill, where this code is inlined\\)" } */
    return 0;
  return 1;
}

void
fill (struct it *p, int *out, int *x)
{
  while (more (p))
    {
      out[p->i] = *x * 3;	/* { dg-message "missed: looplicm: '\\*x' not moved out of the loop at line 23: it may be changed by the store to 'out\\\[\\.\\.\\.\\\]' at line 25" } */
      p->i++;	/* { dg-message "missed: looplicm: 'p->i' not kept in a register in the loop at line 23: it may also be accessed by the load of '\\*x' at line 25" } */
    }
}

void
copy (int *d, const int *n, int m)
{
  for (int i = 0; i < m; i++)
    site_put (d, i, *n + 1);	/* { dg-message "missed: looplicm: '\\*n' not moved out of the loop at line 33: it may be changed by the store to 'd\\\[i\\\]' at remarks-site-1\\.h:6 \\(names as in copy, where this code is inlined\\)" } */
}
