/* strlen-restrict.c with strlen hoisted by hand: its twin, the result a
   pass that hoists the call reaches.  The driver is strlen-restrict.c's, and
   so is the checksum.  */

#include "bench.h"

#define NSTR 64
#define LEN 80
#define REPS 40

/* The source strings and the destination buffer.  */
static char src[NSTR][LEN], dst[LEN];

KERNEL void
kernel (char *restrict d, const char *s, int k)
{
  unsigned long len = strlen (s);
  for (unsigned long i = 0; i < len; i++)
    d[i] = s[i] ^ k;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int s = 0; s < NSTR; s++)
    {
      int len = 16 + bench_rand () % (LEN - 16);
      for (int i = 0; i < len; i++)
	src[s][i] = 'a' + bench_rand () % 26;
    }
  for (int r = 0; r < REPS; r++)
    for (int s = 0; s < NSTR; s++)
      {
	kernel (dst, src[s], 0x20 | (r & 3));
	h = bench_mix (h, (unsigned char) dst[r % 16]);
	h = bench_mix (h, (unsigned char) dst[s % 16]);
      }
  bench_print (h);
  return 0;
}
