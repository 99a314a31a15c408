/* What moved, in source terms, with the line of the loop it left: an
   accumulator through a pointer that may alias the array (versioning,
   then store motion in the fast copy; the slow copy says nothing), a
   strlen call in a loop condition, a value used only after its loop.  */
/* { dg-do compile } */

#include <string.h>

void
accumulate (int *sum, int *a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 12: a run-time check picks a copy for when '\\*sum' does not overlap 'a\\\[i\\\]'" } */
    *sum += a[i];		/* { dg-message "optimized: looplicm: kept '\\*sum' in a register in the loop at line 12: loaded before the loop, stored after it" } */
}

void
widen (char *restrict d, const char *restrict s)
{
  for (int i = 0; i < strlen (s); i++) /* { dg-message "optimized: looplicm: moved the call 'strlen \\(s\\)' before the loop at line 19: it has the same value in every iteration" } */
    d[i] = s[i] | 32;
}

/* Without restrict, the store may change the string: the remark says
   where, and which parameters to restrict-qualify.  */

void
widen_alias (char *d, const char *s)
{
  for (int i = 0; i < strlen (s); i++) /* { dg-message "missed: looplicm: 'strlen \\(s\\)' not moved out of the loop at line 29: it may be changed by the store to 'd\\\[i\\\]' at line 30 \\(if the two never overlap, restrict-qualify 's' and 'd'\\)" } */
    d[i] = s[i] | 32;
}

int
last_square (int *a, const int *b, int n)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    {
      a[i] += 1;
      t = b[i] * b[i];		/* { dg-message "optimized: looplicm: moved 'b\\\[i\\\] \\* b\\\[i\\\]' after the loop at line 37: only its last value is used, after the loop" } */
    }
  return t;
}
