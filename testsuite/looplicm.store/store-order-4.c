/* Store order: loads of other types may still be disambiguated
   by type.  A float or short load in the loop does not block the promotion
   of an int or long location: reading the stored bytes as another type
   would be undefined.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

void
acc (int *pi, const float *pf, int n)
{
  for (int k = 0; k < n; k++)
    *pi += (int) pf[k];
}

void
both (long *pl, const short *ps, int n)
{
  for (int k = 0; k < n; k++)
    *pl += ps[k] + *ps;
}

/* { dg-final { scan-tree-dump "Executing store motion of \\*pi_\[0-9\]+\\(D\\) from loop 1\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of \\*pl_\[0-9\]+\\(D\\) from loop 1\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not promoting" "looplicm" } } */
