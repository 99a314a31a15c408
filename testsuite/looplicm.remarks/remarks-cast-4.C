// The C++ twin of remarks-cast-3.c.
//
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-remarks=missed" } */

#include <stdint.h>

void
fill (int *a, void *base, int n, uintptr_t k)
{
  for (int i = 0; i < n; i++)
    a[i] = *(const int *) ((uintptr_t) base + k * 4) + i;	/* { dg-message "missed: looplicm: '\\*\\(const int \\*\\) \\(k \\* 4 \\+ \\(long unsigned int\\) base\\)' not moved out of the loop at line 11: it may be changed by the store to 'a\\\[i\\\]' at line 12" } */
}
