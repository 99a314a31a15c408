/* Cheap invariant conversions in a loop already short of registers
   (issue 26): sixteen accumulators, eight double and eight long, are
   live around the loop, and two invariant narrowing conversions feed it:

     for (i = 0; i < n; i++)              ki = (int) k; mi = (int) m;
       {                                  for (i = 0; i < n; i++)
         ...                         =>     {
         if (s > (int) k)                     ...
           b1 += (int) m;                     if (s > ki)
       }                                        b1 += mi;
                                            }

   lim2 leaves them in the loop: each costs one instruction at most
   (lim's cost 1, below lim-expensive), and none on x86-64, where the
   low half of a register is the truncated value.  At -O3 the plugin
   hoists a narrowing conversion of invariant values out of an innermost
   loop for the vectorizer (which would otherwise pack the wide lanes in
   every iteration); this loop does not vectorize, and the hoisted values
   take registers throughout it: the allocation differs and the kernel
   runs 3 instructions more per call (copies before the loop), for no
   gain in it.  The plugin leaves
   them when the loop is short of registers.  With 10 to 14 long
   accumulators the hoisted form happened to allocate better (up to 1
   instruction per iteration less); with 4 or fewer the loop is not
   short and they still move.  */

#include "bench.h"

#define N 1024
#define REPS 400

/* Input.  */
static double x[N];
static int v[N];

KERNEL long
kernel (const double *x, const int *v, int n, long k, long m, double *out)
{
  double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;
  long b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0;
  for (int i = 0; i < n; i++)
    {
      double t = x[i];
      int s = v[i];
      a0 += t; a1 += t * a0; a2 += t - a1; a3 += a2 * t;
      a4 += a3 + t; a5 += a4 * a0; a6 += a5 - t; a7 += a6 * a1;
      b0 += b7 + s; b1 ^= b0 ^ s; b2 += b1 | s; b3 ^= b2 - s;
      b4 += b3 + s; b5 ^= b4 ^ s; b6 += b5 | s; b7 ^= b6 - s;
      if (s > (int) k)
	b1 += (int) m;
    }
  *out = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
  return b0 + b1 + b2 + b3 + b4 + b5 + b6 + b7;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    {
      x[i] = (bench_rand () & 0xffff) / 65536.0;
      v[i] = (int) bench_rand ();
    }
  for (int r = 0; r < REPS; r++)
    {
      double d;
      long s = kernel (x, v, N - (r & 15), 40000 + r * 77777L,
		       0x100000007L * r, &d);
      h = bench_mix (h, (unsigned long) s);
      h = bench_mix_double (h, d);
    }
  bench_print (h);
  return 0;
}
