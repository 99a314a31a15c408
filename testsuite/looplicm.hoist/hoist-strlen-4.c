/* strlen (s) while the loop stores ints through a: strict aliasing does
   not help, because strlen reads the bytes as char, and char may read
   any object, so a may point into the string's storage.  The call
   stays.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing" } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);

void
widen (int *a, const char *s)
{
  for (size_t i = 0; i < strlen (s); i++)
    a[i] = s[i];
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: reads memory that may be written by \\*_\\d+ = _\\d+;\n  _\\d+ = strlen \\(s_\\d+\\(D\\)\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]*strlen" "looplicm" } } */
