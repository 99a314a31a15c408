/* After inlining, a remark names what the inlined function's source
   names: with -g, the debug statements say which of its variables holds
   a value of the caller (z, not the caller's j).  The loop of a
   statement inlined into a caller's loop is the caller's: "in caller2".  */
/* { dg-do compile } */
/* { dg-additional-options "-g" } */

static inline void
callee (int *z, const int *w, int n, int k)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 11: a run-time check picks a copy for when 'z\\\[5\\\]' does not overlap 'z\\\[i\\\]'" } */
    z[i] = w[i] + z[k] * 3;	/* { dg-message "optimized: looplicm: moved 'z\\\[5\\\] \\* 3' before the loop at line 11: it has the same value in every iteration" } */
}

void
caller (int *j, const int *v, int n)
{
  callee (j, v, n, 5);
}

static inline int
get (const int *t, int k)
{
  return t[k] * 3;	/* { dg-message "optimized: looplicm: moved 't\\\[k\\\] \\* 3' before the loop at line 30 in caller2: it has the same value in every iteration" } */
}

void
caller2 (int *out, const int *tab, int n, int m)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 30: a run-time check picks a copy for when 'tab\\\[m\\\]' does not overlap 'out\\\[i\\\]'" } */
    out[i] = get (tab, m) + i;
}
