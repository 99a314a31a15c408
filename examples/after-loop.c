/* A value computed in the loop but used only after it.

   Only the last iteration's a[i] * a[i] is ever used, so looplicm should
   sink the multiplication out of the loop into its exit, where it runs
   once instead of n times.  */

int
last_square (const int *a, int n)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t = a[i] * a[i];
  return t;
}
