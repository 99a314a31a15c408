/* A value computed in the loop but used only after it.

   last is recomputed in every iteration, but only the final value is
   read, after the loop.  The loop has two exits (the break and the end),
   so GCC's sink pass finds no single block outside the loop to move the
   computation to, and lim2 does not sink.  looplicm sinks a copy into
   each exit, where it runs once instead of n times:

     for (i = 0; i < n; i++)              for (i = 0; i < n; i++)
       {                                    {
         t = a[i] * k;                        if (a[i] == key)
         last = (t ^ (t >> 7)) * C;  =>         { last = f (a[i]); goto out; }
         if (a[i] == key)                     sum += a[i];
           break;                           }
         sum += a[i];                     last = f (a[n - 1]);
       }                                out:
     return last + sum;                   return last + sum;

   where f (v) is (v * k ^ (v * k >> 7)) * C.  */

#include <stdio.h>

/* Compile find_sum as a library function: not inlined into main.  */
#define NOIPA __attribute__ ((noipa))

NOIPA unsigned
find_sum (const unsigned *a, int n, unsigned k, unsigned key)
{
  unsigned last = 0, sum = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned t = a[i] * k;
      last = (t ^ (t >> 7)) * 0x9e3779b1u;
      if (a[i] == key)
	break;
      sum += a[i];
    }
  return last + sum;
}

/* The data.  */
static unsigned data[1000];

int
main (void)
{
  unsigned check = 0;
  for (int i = 0; i < 1000; i++)
    data[i] = i * 2654435761u;
  for (int r = 0; r < 2000; r++)
    check += find_sum (data, 1000, r, data[500 + r % 400]);
  printf ("%u\n", check);
  return 0;
}
