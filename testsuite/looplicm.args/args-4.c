/* Every valid argument, with and without a value, is accepted silently.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-dump=details-stats -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-hoist=0 -fplugin-arg-looplicm-sink=1 -fplugin-arg-looplicm-sm" } */

int
f (int *a, int n, int x)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * x;
  return s;
}
