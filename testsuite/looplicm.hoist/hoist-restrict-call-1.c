/* restrict for calls: the loop stores only through d, a restrict
   parameter, and strlen reads through s, which is based on another
   parameter: an object modified through d is accessed only through
   pointers based on d (C11 6.7.3.1), so strlen (s) cannot read what the
   loop writes and moves, although s itself is a plain pointer.  GCC's
   oracle cannot tell: restrict is recorded on memory references, not on
   a call's arguments.  A pointer loaded from memory is not based on d
   either, as d's value never goes to memory here (hoist-restrict-call-2.c
   has the case where it does).  Where the argument is based on d, or the
   callee is not a built-in whose reads go only through its arguments,
   the call stays.  */
/* { dg-do compile } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);
extern size_t mylen (const char *) __attribute__ ((pure));

void
plain_source (char *restrict d, const char *s, char k)
{
  for (size_t i = 0; i < strlen (s); i++)
    d[i] = s[i] ^ k;
}

/* s + 1 is still based on s, and the store d + 2 on d.  */
void
offsets (char *restrict d, const char *s, char k)
{
  for (size_t i = 0; i < strlen (s + 1); i++)
    d[i + 2] = k;
}

/* The string is d's own: the loop may shorten it.  */
void
own_string (char *restrict d, char k)
{
  for (size_t i = 0; i < strlen (d); i++)
    d[i] = k;
}

/* Based on d through pointer arithmetic.  */
void
based_on_d (char *restrict d, char k)
{
  const char *s = d + 1;
  for (size_t i = 0; i < strlen (s); i++)
    d[i] = k;
}

/* A pointer loaded from memory: d's value is never stored, so it is not
   based on d.  */
void
loaded (char *restrict d, const char **ps, char k)
{
  for (size_t i = 0; i < strlen (*ps); i++)
    d[i] = k;
}

/* A pure function may read global memory, not only through s.  */
void
user_pure (char *restrict d, const char *s, char k)
{
  for (size_t i = 0; i < mylen (s); i++)
    d[i] = k;
}

/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = strlen \\(s_\\d+\\(D\\)\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = strlen \\(_\\d+\\);\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: reads memory that may be written by" 3 "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: reads memory that may be written by \[^\n\]*\n  _\\d+ = strlen \\(d_\\d+\\(D\\)\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: reads memory that may be written by \[^\n\]*\n  _\\d+ = mylen \\(s_\\d+\\(D\\)\\);\n" "looplicm" } } */
