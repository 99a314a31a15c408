/* A math call that can only write errno does not block a float
   location: a[k] and yf[k] are promoted around sinf.  An int location
   that may be errno itself stays.  */
/* { dg-do compile } */
/* { dg-additional-options "-fmath-errno -fplugin-arg-looplicm-verify" } */

float yf[100];

void
glob (int n, int k)
{
  for (int i = 0; i < n; i++)
    yf[k] += __builtin_sinf (i * 0.5f);
}

void
param (float *a, int n, int k)
{
  for (int i = 0; i < n; i++)
    a[k] += __builtin_sinf (i * 0.5f);
}

/* { dg-final { scan-tree-dump "Executing store motion of yf\\\[k_\[0-9\]+\\(D\\)\\\] from loop 1\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of \\*_\[0-9\]+ from loop 1\n" "looplicm" } } */
