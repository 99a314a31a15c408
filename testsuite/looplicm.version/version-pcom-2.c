/* Versioning for predictive commoning only where it runs:
   -O3, not -O2 (nor under -fno-predictive-commoning, which turns it
   off at -O3): adi's sweep is then not versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify" } */

void
tridiag (double *p, double *q, const double *u, int n, double a, double b)
{
  for (int j = 1; j < n; j++)
    {
      p[j] = -a / (a * p[j - 1] + b);
      q[j] = (u[j] - a * q[j - 1]) / (a * p[j - 1] + b);
    }
}

/* { dg-final { scan-tree-dump-not "Versioning loop" "looplicm" } } */
