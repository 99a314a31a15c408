/* GCC loads the loader, and the pass it runs is the core's: the core
   registered it, under the plugin's name, and got the loader's
   arguments (dump=details from the driver), so the dump is there and
   shows x * y moving to the preheader.  */
/* { dg-do compile } */

void
scale (long *a, long n, long x, long y)
{
  for (long i = 0; i < n; i++)
    a[i] = a[i] + x * y;
}

/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n" 1 "looplicm" } } */
