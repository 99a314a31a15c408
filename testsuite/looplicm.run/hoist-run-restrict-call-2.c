/* restrict for calls: the restrict pointer's value is put in memory and
   read back, so the loaded pointer is based on it and strlen must see the
   loop's stores (the string shrinks as the loop writes zeros); and the
   case where the pointer is not stored and strlen (lines[l]) may move.  */
/* { dg-do run } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);
extern void abort (void);

__attribute__ ((noipa)) size_t
stored (char *restrict d, char **ps)
{
  *ps = d;
  size_t i;
  for (i = 0; i < strlen (*ps); i++)
    d[i + 1] = 0;
  return i;
}

__attribute__ ((noipa)) int
search (const char *const *lines, int nlines, const char *pat,
	int *restrict hits, int max)
{
  int nh = 0;
  for (int l = 0; l < nlines; l++)
    for (size_t i = 0; i + strlen (pat) <= strlen (lines[l]); i++)
      if (lines[l][i] == pat[0] && nh < max)
	hits[nh++] = l * 256 + i;
  return nh;
}

int
main (void)
{
  char buf[8] = "abcdef";
  char *p;
  /* d[1] = 0 at i = 0 cuts the string to length 1.  */
  if (stored (buf, &p) != 1 || p != buf || buf[1] != 0 || buf[2] != 'c')
    abort ();

  static const char *const lines[] = { "xaxa", "aa", "", "bab" };
  int hits[8];
  int n = search (lines, 4, "a", hits, 8);
  if (n != 5 || hits[0] != 1 || hits[1] != 3 || hits[2] != 256
      || hits[3] != 257 || hits[4] != 3 * 256 + 1)
    abort ();
  return 0;
}
