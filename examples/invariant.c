/* Invariant arithmetic in a loop body.

   x * y has the same value in every iteration, so looplicm should hoist
   it into the loop's preheader and compute it once:

     for (i = 0; i < n; i++)          t = x * y;
       a[i] = a[i] + x * y;     ->    for (i = 0; i < n; i++)
                                        a[i] = a[i] + t;  */

void
add_product (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] + x * y;
}
