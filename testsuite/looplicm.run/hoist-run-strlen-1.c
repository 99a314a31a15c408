/* strlen in a loop condition, with stores that may change the string
   (the call must stay) and stores that cannot (it may move).  */
/* { dg-do run } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);
extern void abort (void);
extern char *strcpy (char *, const char *);

/* Cuts the string at its first comma: strlen shrinks on the way.  */
__attribute__ ((noinline, noclone)) size_t
cut_at_comma (char *s)
{
  size_t i;
  for (i = 0; i < strlen (s); i++)
    if (s[i] == ',')
      s[i] = 0;
  return i;
}

/* d may point into s.  */
__attribute__ ((noinline, noclone)) size_t
fill (char *d, const char *s)
{
  size_t i;
  for (i = 0; i < strlen (s); i++)
    d[i] = 'x';
  return i;
}

__attribute__ ((noinline, noclone)) size_t
fill_restrict (char *restrict d, const char *restrict s)
{
  size_t i;
  for (i = 0; i < strlen (s); i++)
    d[i] = 'x';
  return i;
}

/* int stores into the string's own storage.  */
__attribute__ ((noinline, noclone)) size_t
widen (int *a, const char *s)
{
  size_t i;
  for (i = 0; i < strlen (s); i++)
    a[i] = 0;
  return i;
}

char name[32];
int codes[32];

__attribute__ ((noinline, noclone)) void
encode (void)
{
  for (size_t i = 0; i < strlen (name); i++)
    codes[i] = name[i] * 2;
}

int
main (void)
{
  char s[16];
  strcpy (s, "ab,cd,ef");
  if (cut_at_comma (s) != 3 || s[2] != 0 || s[5] != ',')
    abort ();

  char buf[16];
  /* d == s: the string is rewritten but keeps its length.  */
  strcpy (buf, "abc");
  if (fill (buf, buf) != 3 || buf[0] != 'x' || buf[3] != 0)
    abort ();

  char d[16] = { 0 };
  strcpy (buf, "abcd");
  if (fill_restrict (d, buf) != 4 || d[3] != 'x' || d[4] != 0)
    abort ();

  /* The first int store zeroes the first four bytes: strlen becomes 0.  */
  union { int i[4]; char c[16]; } u;
  strcpy (u.c, "abcdefghij");
  if (widen (u.i, u.c) != 1)
    abort ();

  strcpy (name, "AB");
  encode ();
  if (codes[0] != 'A' * 2 || codes[1] != 'B' * 2 || codes[2] != 0)
    abort ();
  return 0;
}
