/* bench-real workload for zlib (scripts/bench-real.py).

   Builds a fixed ~1 MiB buffer (pseudo-random text from a small word
   list, with numbers and some binary runs, so deflate finds matches of
   every length and longest_match does real work), then compress2 at
   level 6, uncompress, and crc32 + adler32 of both; also a level-1 and
   a level-9 deflate of the first quarter.  Prints a checksum; exits 1
   when the round trip does not give back the input.  Deterministic.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zlib.h"

#define SIZE (1u << 20)

static unsigned long long seed = 0x2545f4914f6cdd1dULL;

static unsigned
rnd (void)
{
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned) (seed >> 33);
}

static const char *const words[] = {
  "the", "loop", "invariant", "motion", "of", "a", "compiler", "pass",
  "hoists", "computations", "out", "and", "sinks", "stores", "into",
  "exits", "while", "register", "pressure", "grows", "deflate", "window",
  "match", "length", "distance", "huffman", "tree", "block", "static",
  "dynamic", "literal", "zlib", "inflate", "buffer", "stream", "state",
};

static void
fill (unsigned char *buf, unsigned size)
{
  unsigned n = 0;
  while (n < size)
    {
      unsigned r = rnd () % 100;
      char tmp[64];
      int len;
      if (r < 80)
	{
	  const char *w = words[rnd () % (sizeof words / sizeof *words)];
	  len = (int) strlen (w);
	  memcpy (tmp, w, (size_t) len);
	  tmp[len++] = ' ';
	}
      else if (r < 92)
	{
	  unsigned v = rnd () % 100000;
	  len = 0;
	  do
	    tmp[len++] = (char) ('0' + v % 10);
	  while ((v /= 10) != 0);
	  tmp[len++] = ',';
	  tmp[len++] = ' ';
	}
      else if (r < 97)
	{
	  tmp[0] = '.';
	  tmp[1] = '\n';
	  len = 2;
	}
      else
	{
	  int i;
	  len = 8 + rnd () % 48;
	  for (i = 0; i < len; i++)
	    tmp[i] = (char) rnd ();
	}
      if (n + (unsigned) len > size)
	len = (int) (size - n);
      memcpy (buf + n, tmp, (size_t) len);
      n += (unsigned) len;
    }
}

int
main (void)
{
  unsigned char *in = malloc (SIZE), *out, *back;
  uLongf clen, blen;
  uLong bound = compressBound (SIZE), crc, adl, sum = 0;
  int level;

  out = malloc (bound);
  back = malloc (SIZE);
  if (!in || !out || !back)
    return 2;
  fill (in, SIZE);

  clen = bound;
  if (compress2 (out, &clen, in, SIZE, 6) != Z_OK)
    { puts ("compress2 failed"); return 1; }
  blen = SIZE;
  if (uncompress (back, &blen, out, clen) != Z_OK || blen != SIZE
      || memcmp (in, back, SIZE) != 0)
    { puts ("round trip failed"); return 1; }
  crc = crc32 (crc32 (0L, Z_NULL, 0), out, (uInt) clen);
  adl = adler32 (adler32 (0L, Z_NULL, 0), back, (uInt) blen);
  sum = crc ^ (adl << 1) ^ clen;
  printf ("level 6: %lu -> %lu bytes, crc %08lx adler %08lx\n",
	  (unsigned long) SIZE, (unsigned long) clen, crc, adl);

  for (level = 1; level <= 9; level += 8)
    {
      clen = bound;
      if (compress2 (out, &clen, in, SIZE / 4, level) != Z_OK)
	{ puts ("compress2 failed"); return 1; }
      blen = SIZE;
      if (uncompress (back, &blen, out, clen) != Z_OK || blen != SIZE / 4
	  || memcmp (in, back, SIZE / 4) != 0)
	{ puts ("round trip failed"); return 1; }
      crc = crc32 (0L, out, (uInt) clen);
      printf ("level %d: %lu -> %lu bytes, crc %08lx\n", level,
	      (unsigned long) (SIZE / 4), (unsigned long) clen, crc);
      sum = sum * 31 + crc + clen;
    }
  printf ("checksum %08lx\n", sum & 0xffffffffUL);
  free (in);
  free (out);
  free (back);
  return 0;
}
