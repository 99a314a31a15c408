/* Loads and calls behind a call that writes something else.

   tick (), defined in this file, writes only g_count, so the load of
   g_scale after it reads the same value in every iteration; mix () is
   const, so mix (k) does too.  GCC's lim2 moves neither: a call with side
   effects in the loop makes every load and call in the loop depend on it.
   looplicm summarises what the functions of the file write (GCC compiles
   callees first) and asks, for each call, whether it may write what a load
   reads; it also knows that tick returns, so the work after it runs
   whenever the loop body does:

     for (i = 0; i < n; i++)            sc = g_scale; m = mix (k);
       {                                for (i = 0; i < n; i++)
         tick (a[i]);             =>      {
         s += a[i] * g_scale + mix (k);     tick (a[i]);
       }                                    s += a[i] * sc + m;
                                          }  */

#include <stdio.h>

/* Compile scale_all as a library function: not inlined into main.  */
#define NOIPA __attribute__ ((noipa))

/* The scale the loop reads, and the counter tick () writes.  They are
   external: as far as types go, they could be the same memory.  */
unsigned g_scale = 3, g_count;

/* Add V to g_count; nothing else.  */
__attribute__ ((noinline)) void
tick (unsigned v)
{
  g_count += v;
}

/* Return a hash of X (const: it reads no memory).  */
__attribute__ ((noinline, const)) unsigned
mix (unsigned x)
{
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  return x ^ (x >> 16);
}

NOIPA unsigned
scale_all (const unsigned *a, int n, unsigned k)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      tick (a[i]);
      s += a[i] * g_scale + mix (k);
    }
  return s;
}

/* The data.  */
static unsigned data[1000];

int
main (void)
{
  unsigned check = 0;
  for (int i = 0; i < 1000; i++)
    data[i] = i * 2654435761u;
  for (int r = 0; r < 200; r++)
    check += scale_all (data, 1000, r);
  printf ("%u %u\n", check, g_count);
  return 0;
}
