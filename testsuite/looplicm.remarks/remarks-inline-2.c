/* After inlining, without -g: nothing says which variable of the
   inlined function holds a value of the caller, so the remark uses the
   caller's names and says so (j, not z, is the caller's name).  */
/* { dg-do compile } */
/* { dg-additional-options "-g0" } */

static inline void
callee (int *z, const int *w, int n, int k)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 10: a run-time check picks a copy for when 'j\\\[5\\\]' does not overlap 'j\\\[i\\\]' \\(names as in caller, where this code is inlined\\)" } */
    z[i] = w[i] + z[k] * 3;	/* { dg-message "optimized: looplicm: moved 'j\\\[5\\\] \\* 3' before the loop at line 10: it has the same value in every iteration \\(names as in caller, where this code is inlined\\)" } */
}

void
caller (int *j, const int *v, int n)
{
  callee (j, v, n, 5);
}

static inline int
get (const int *t, int k)
{
  return t[k] * 3;	/* { dg-message "optimized: looplicm: moved 'tab\\\[m\\\] \\* 3' before the loop at line 29 in caller2: it has the same value in every iteration \\(names as in caller2, where this code is inlined\\)" } */
}

void
caller2 (int *out, const int *tab, int n, int m)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 29: a run-time check picks a copy for when 'tab\\\[m\\\]' does not overlap 'out\\\[i\\\]'" } */
    out[i] = get (tab, m) + i;
}
