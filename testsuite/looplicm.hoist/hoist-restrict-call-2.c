/* restrict for calls with a pointer loaded from memory: while the loop
   stores only through the restrict parameter hits, strlen (lines[l])
   reads through a loaded pointer.  A loaded pointer is based on hits
   only if hits' value was put in memory (or given to a call, or turned
   into an integer) in the function; when it never is, strlen (lines[l])
   cannot read what the loop writes and moves out of the i loop, with
   strlen (pat).  When hits escapes (stored, or passed to a call), the
   loaded pointer may be hits itself, so the call stays.  */
/* { dg-do compile } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);
extern void keep (int *);

int
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

void
stored (char *restrict d, const char **ps, char k)
{
  *ps = d;
  for (size_t i = 0; i < strlen (*ps); i++)
    d[i] = k;
}

void
passed (int *restrict hits, const char *const *lines, int n)
{
  keep (hits);
  for (size_t i = 0; i < strlen (lines[0]); i++)
    hits[i] = n;
}

/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = strlen \\(pat_\\d+\\(D\\)\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = strlen \\(_\\d+\\);\n\\(cost \\d+\\) out of loop 2\\." 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: reads memory that may be written by" 2 "looplicm" } } */
