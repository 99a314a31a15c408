/* An invariant division in a rotated loop.  num / den and num % den may trap
   (den == 0), so they can only leave the loop for a place that runs exactly
   when the loop body does.  After loop header copying the loop is a
   do-while behind the guard n > 0, and the body dominates the latch, so the
   preheader is such a place:

     i = 0;                           if (n > 0)
     while (i < n)                      {
       {                                  q = num / den;  m = num % den;
         out[i] = in[i] + num / den  =>   do
                  - num % den;              out[i] = in[i] + q - m;
         i++;                             while (++i < n);
       }                                }

   lim2 does this already (and with lim2 off, RTL's invariant motion
   does, so b = a).  The division takes tens of cycles; valgrind counts it
   as one instruction like any other, so the gain is modest in
   instructions.  */

#include "bench.h"

#define N 4096
#define REPS 300

/* Input and output arrays.  */
static unsigned in[N], out[N];

KERNEL void
kernel (unsigned *out, const unsigned *in, int n, unsigned num, unsigned den)
{
  int i = 0;
  while (i < n)
    {
      out[i] = in[i] + num / den - num % den;
      i++;
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    in[i] = bench_rand ();
  for (int r = 0; r < REPS; r++)
    {
      /* den is never 0 when the loop runs; n is 0 when den is.  */
      unsigned den = r % 13;
      kernel (out, in, den ? N - (r & 3) : 0, 1000003u * r, den);
      h = bench_mix (h, out[r % N]);
    }
  for (int i = 0; i < N; i++)
    h = bench_mix (h, out[i]);
  bench_print (h);
  return 0;
}
