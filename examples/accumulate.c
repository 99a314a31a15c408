/* An accumulator kept in memory.

   *total is loaded and stored in every iteration.  total cannot point into
   a[] (different types), so looplicm should apply store motion: load *total
   once before the loop, add to a register inside it, and store the sum
   once after the loop.  */

void
accumulate (long *total, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    *total += a[i];
}
