/* strlen in the loop condition is a pure call: it moves when no store
   of the loop may write the string.  Through restrict pointers the
   store d[i] cannot alias s.  The call is in the exiting block of the
   rotated loop, which the body dominates, so it is guaranteed to
   execute.  */
/* { dg-do compile } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);

void
fill (char *restrict d, const char *restrict s)
{
  for (size_t i = 0; i < strlen (s); i++)
    d[i] = 'x';
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = strlen \\(s_\\d+\\(D\\)\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
