/* A load through a pointer may trap, so it needs a guarantee of
   execution.  __builtin_memset on a local array cannot write *p and
   always returns, so in the rotated loop *p is guaranteed to execute
   (docs/THEORY.md, definition 7) and may move.  The plugin knows the
   memory and string builtins return (lim_returning_builtin_p); GCC's lim2 treats
   every call that is neither const nor pure as one that may not
   return.  */
/* { dg-do compile } */

int
through_ptr (int *p, int n)
{
  char buf[64];
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      __builtin_memset (buf, i, n & 63);
      s += buf[0] + *p;
    }
  return s;
}

/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = \\*p_\\d+\\(D\\);\n" "looplicm" } } */
/* The alias part of the decision is right: memset is not blamed.  */
/* { dg-final { scan-tree-dump-not "may be written by __builtin_memset\[^\n\]*\n  _\\d+ = \\*p_" "looplicm" } } */
/* The n & 63 and its conversion move; buf[0] is written and stays.  */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may be written by __builtin_memset \\(&buf, i_\\d+, _\\d+\\);\n  _\\d+ = buf\\\[0\\\];\n" "looplicm" } } */
