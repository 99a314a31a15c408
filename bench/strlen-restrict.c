/* strlen in the loop condition, with stores through a restrict pointer and
   the string a plain pointer.  strlen (s) is pure and its argument is
   invariant, but the loop stores through d, and lim2 keeps any call that
   reads memory in a loop that writes memory.  Only d is restrict: every
   object modified through d in the kernel is then accessed only through
   pointers based on d (C11 6.7.3.1), and s is not based on d, so strlen (s)
   cannot read what the loop stores, and the call can be hoisted:

     for (i = 0; i < strlen (s); i++)        len = strlen (s);
       d[i] = s[i] ^ k;                 =>   for (i = 0; i < len; i++)
                                               d[i] = s[i] ^ k;

   strlen-hoisted.c is that result written by hand; the two drivers are the
   same, and so are their checksums.  strlen-cond.c is the same loop with
   both pointers restrict.  Instruction counts include strlen's own: without
   the hoist the loop is quadratic in the string's length (16 to 79
   characters).  */

#include "bench.h"

#define NSTR 64
#define LEN 80
#define REPS 40

/* The source strings and the destination buffer.  */
static char src[NSTR][LEN], dst[LEN];

KERNEL void
kernel (char *restrict d, const char *s, int k)
{
  for (unsigned long i = 0; i < strlen (s); i++)
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
