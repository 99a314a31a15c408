/* Whole program: grep-like naive string search over the lines of a text,
   written the way quick C code often is, with strlen in the loop
   conditions.  The only store in the nest is hits[nh++], through a
   restrict pointer, so strlen (pat) is invariant in all three loops and
   strlen (line) in the two inner ones; lim2 keeps both because the nest
   stores to memory.  Instruction counts include strlen's own.

     for (l = 0; l < nlines; l++)
       for (i = 0; i + strlen (pat) <= strlen (lines[l]); i++)
         {
           for (j = 0; j < strlen (pat) && lines[l][i + j] == pat[j]; j++)
             ;
           if (j == strlen (pat) && nh < max)
             hits[nh++] = l * 256 + i;
         }

   main searches a fixed text of 200 lines (40 to 119 characters) for
   several patterns.  */

#include "bench.h"

#define NLINES 200
#define LINE 120
#define NPAT 8

/* The lines, pointers to them, the patterns, and the match positions.  */
static char text[NLINES][LINE];
static const char *lines[NLINES];
static char pats[NPAT][8];
static int hits[NLINES * LINE];

KERNEL int
kernel (const char *const *lines, int nlines, const char *pat,
	int *restrict hits, int max)
{
  int nh = 0;
  for (int l = 0; l < nlines; l++)
    for (unsigned long i = 0; i + strlen (pat) <= strlen (lines[l]); i++)
      {
	unsigned long j;
	for (j = 0; j < strlen (pat) && lines[l][i + j] == pat[j]; j++)
	  ;
	if (j == strlen (pat) && nh < max)
	  hits[nh++] = l * 256 + i;
      }
  return nh;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  /* A four-letter alphabet makes partial matches common.  */
  for (int l = 0; l < NLINES; l++)
    {
      int len = 40 + bench_rand () % (LINE - 40);
      for (int i = 0; i < len; i++)
	text[l][i] = "acgt"[bench_rand () & 3];
      lines[l] = text[l];
    }
  for (int p = 0; p < NPAT; p++)
    {
      int len = 2 + p % 4;
      for (int j = 0; j < len; j++)
	pats[p][j] = "acgt"[bench_rand () & 3];
    }
  for (int p = 0; p < NPAT; p++)
    {
      int nh = kernel (lines, NLINES, pats[p], hits, NLINES * LINE);
      h = bench_mix (h, nh);
      for (int i = 0; i < nh; i++)
	h = bench_mix (h, hits[i]);
    }
  bench_print (h);
  return 0;
}
