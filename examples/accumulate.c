/* An accumulator through a pointer: loop versioning for alias.

   *sum is loaded and stored in every iteration.  It is an int, like the
   elements of a[], so it may point into a[], and GCC's lim2 must leave it
   in memory.  looplicm versions the loop on a run-time check that *sum
   lies outside a[0..n).  In the copy that runs when it does, the sum
   lives in a register: one load before the loop, one store after it.
   The other copy, the original loop, runs when they may overlap:

     for (i = 0; i < n; i++)        if (sum + 1 <= a || a + n <= sum)
       *sum += a[i];          =>      { s = *sum;
                                        for (i = 0; i < n; i++)
                                          s += a[i];
                                        *sum = s; }
                                    else
                                      the original loop  */

#include <stdio.h>

/* Compile accumulate as a library function: not inlined into main, where
   GCC would see that sum points to a local variable.  */
#define NOIPA __attribute__ ((noipa))

NOIPA void
accumulate (int *sum, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i];
}

/* The data accumulated.  */
static int data[1000];

int
main (void)
{
  int total = 0;
  for (int i = 0; i < 1000; i++)
    data[i] = i % 7;
  for (int r = 0; r < 2000; r++)
    accumulate (&total, data, 1000);
  printf ("%d\n", total);
  return 0;
}
