/* A loop with calls that do not write the loaded location.
   - tick () has a known body that only writes g_count, so the load of
     g_scale behind it is invariant (ipa-modref records what tick writes);
   - mix () is const, so mix (k) is invariant;
   - lookup () is pure: it reads g_table, which nothing in the loop writes.
   lim2 moves none of them: a call with side effects makes every load and
   call in the loop depend on it, and nothing after tick () counts as always
   executed, since lim2 assumes a call may not return.  A pass that asks the
   alias oracle about each call, and knows that tick returns and that const
   and pure calls may run speculatively, can move them:

     for (i = 0; i < n; i++)              m = mix (k); l = lookup (k);
       {                                  sc = g_scale;
         tick (a[i]);                =>   for (i = 0; i < n; i++)
         s += a[i] * g_scale                {
              + mix (k) + lookup (k);         tick (a[i]);
       }                                      s += a[i] * sc + m + l;
                                            }

   Instruction counts include the callees'.  */

#include "bench.h"

#define N 4096
#define REPS 60

/* Input array, the loaded scale, the counter tick () writes, and the table
   lookup () reads.  They are external so that they could alias, as far as
   type-based analysis can tell.  */
unsigned a[N];
unsigned g_scale, g_count;
unsigned g_table[64];

/* Add V to g_count; nothing else.  */
__attribute__ ((noinline)) void
tick (unsigned v)
{
  g_count += v;
}

/* Return a hash of X.  */
__attribute__ ((noinline, const)) unsigned
mix (unsigned x)
{
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  return x ^ (x >> 16);
}

/* Return the sum of the first K % 16 entries of g_table.  */
__attribute__ ((noinline, pure)) unsigned
lookup (unsigned k)
{
  unsigned s = 0;
  for (unsigned j = 0; j < k % 16; j++)
    s += g_table[j];
  return s;
}

KERNEL unsigned
kernel (const unsigned *a, int n, unsigned k)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      tick (a[i]);
      s += a[i] * g_scale + mix (k) + lookup (k);
    }
  return s;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    a[i] = bench_rand ();
  for (int j = 0; j < 64; j++)
    g_table[j] = bench_rand ();
  for (int r = 0; r < REPS; r++)
    {
      g_scale = r * 3 + 1;
      h = bench_mix (h, kernel (a, N - (r & 7), r + 5));
    }
  h = bench_mix (h, g_count);
  bench_print (h);
  return 0;
}
