/* strlen (s) while the loop stores chars through d, which may point
   into s: the call reads memory the store may write, so it stays (the
   loop may shorten the string).  */
/* { dg-do compile } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);

void
fill (char *d, const char *s)
{
  for (size_t i = 0; i < strlen (s); i++)
    d[i] = 'x';
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: reads memory that may be written by \\*_\\d+ = 120;\n  _\\d+ = strlen \\(s_\\d+\\(D\\)\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]*strlen" "looplicm" } } */
