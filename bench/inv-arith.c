/* Invariant arithmetic: (x * y + z) and (k << 3) ^ (x - z) do not change in
   the loop, so both belong in the preheader.

     for (i = 0; i < n; i++)              t1 = x * y + z;  t2 = ...;
       out[i] = in[i] * (x * y + z)  =>   for (i = 0; i < n; i++)
                + ((k << 3) ^ (x - z));     out[i] = in[i] * t1 + t2;

   GCC's lim2 already does this; the plugin must not make it worse.  */

#include "bench.h"

#define N 4096
#define REPS 400

/* Input and output arrays.  */
static unsigned in[N], out[N];

KERNEL void
kernel (unsigned *out, const unsigned *in, int n, unsigned x, unsigned y,
	unsigned z, unsigned k)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[i] ^ (in[i] >> 3)) * (x * y + z) + ((k << 3) ^ (x - z));
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    in[i] = bench_rand ();
  for (int r = 0; r < REPS; r++)
    {
      kernel (out, in, N - (r & 7), r, 7 * r + 1, 12345, r ^ 0x55);
      h = bench_mix (h, out[r % N] + out[N - 8]);
    }
  for (int i = 0; i < N; i++)
    h = bench_mix (h, out[i]);
  bench_print (h);
  return 0;
}
