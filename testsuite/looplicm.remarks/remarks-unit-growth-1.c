/* A loop left unversioned because the translation unit's versioning
   budget is spent says so, and which knob raises it: the twenty-four small
   versioned loops before it overrun the floor of version-unit-growth=0.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=0" } */
/* The loops of the included functions are reported at the header's lines.  */
/* { dg-prune-output "unit-growth-funcs.h:\\d+:\\d+: " } */

#include "../looplicm.version/unit-growth-funcs.h"

void
last (double *s, const double *a, const double *b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "missed: looplicm: the loop at line 14 not versioned for alias: the translation unit has grown by version-unit-growth already \\(raise -fplugin-arg-looplicm-version-unit-growth\\)" } */
    s[23] += a[i] * b[i];	/* { dg-message "missed: looplicm: 's\\\[23\\\]' not kept in a register in the loop at line 14: it may also be accessed by the load of 'a\\\[i\\\]' at line 15" } */
}
