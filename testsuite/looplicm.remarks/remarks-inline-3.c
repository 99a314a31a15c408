/* In a function inlined into a caller, a value the caller computed (the
   call buffer_left (b)) is not printed among the inlined function's
   names: without -g, where no variable of COUNT_FROM is known to hold
   it, it is '...'.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-optimized" } */

extern int buffer_left (const void *);

static inline int
count_from (const int *big, int len, int k)
{
  int c = 0;
  for (int i = 0; i < len; i++)
    c += big[i] + (len - 21) + k;	/* { dg-message "optimized: looplicm: moved '\\.\\.\\. \\+ \\(?\\.\\.\\. - 21\\)?' before the loop at line 14: regrouped '\\.\\.\\. \\+ buf\\\[i\\\] \\+ \\(\\.\\.\\. - 21\\)' so that its invariant operands are combined once \\(names as in caller, where this code is inlined\\)" } */
  return c;
}

int
caller (const int *buf, const void *b, int k)
{
  return count_from (buf, buffer_left (b), k * 3);
}
