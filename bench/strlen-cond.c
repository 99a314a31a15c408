/* strlen in the loop condition, with stores in the loop.  strlen (src) is
   pure and its argument is invariant, but the loop stores through dst, and
   lim2 keeps any call that reads memory in a loop that writes memory.  dst
   and src are restrict, so the stores cannot change the string, and the
   call can be hoisted.  The loop body always runs after the test (it is in
   the header), so the preheader runs the call exactly as often as needed:

     for (i = 0; i < strlen (src); i++)        len = strlen (src);
       dst[i] = src[i] ^ 0x20;            =>   for (i = 0; i < len; i++)
                                                 dst[i] = src[i] ^ 0x20;

   Instruction counts include strlen's own: without the hoist the loop is
   quadratic in the string's length.  The strings are 16 to 79 characters
   long, like identifiers and lines, so the gain stays in proportion.  */

#include "bench.h"

#define NSTR 64
#define LEN 80
#define REPS 40

/* The source strings and the destination buffer.  */
static char src[NSTR][LEN], dst[LEN];

KERNEL void
kernel (char *restrict dst, const char *restrict src)
{
  for (unsigned long i = 0; i < strlen (src); i++)
    dst[i] = src[i] ^ 0x20;
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
	kernel (dst, src[s]);
	h = bench_mix (h, (unsigned char) dst[r % 16]);
	h = bench_mix (h, (unsigned char) dst[s % 16]);
      }
  bench_print (h);
  return 0;
}
