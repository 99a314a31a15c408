/* A check made once before the loop around the versioned one may hold
   more pairs than version-checks (4), which bounds a check made on every
   entry: as many as GCC's vectorizer makes
   (--param vect-max-version-for-alias-checks, 10).  gesummv with a
   run-time bound: tmp[i] and y[i], kept in registers in the j loop,
   against a[i][j], b[i][j], x[j] and each other, 7 pairs, checked once
   per call (with 4, y[i] stayed in memory: 1.11 of the restrict build
   at -O2).  Not for a loop checked on every entry (flat, a loop of its
   own), where the fifth pair and those after it are left out as
   before.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

#define N 90

void
gesummv (int n, double alpha, double beta, double (*a)[N], double (*b)[N],
	 double *tmp, double *x, double *y)
{
  for (int i = 0; i < n; i++)
    {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < n; j++)
	{
	  tmp[i] = a[i][j] * x[j] + tmp[i];
	  y[i] = b[i][j] * x[j] + y[i];
	}
      y[i] = alpha * tmp[i] + beta * y[i];
    }
}

void
flat (int n, double *a, double *b, double *tmp, double *x, double *y)
{
  for (int j = 0; j < n; j++)
    {
      *tmp = a[j] * x[j] + *tmp;
      *y = b[j] * x[j] + *y;
    }
}

/* { dg-final { scan-tree-dump-times "Versioning loop 2 for alias: 7 checks\n(  \[^\n\]* against \[^\n\]*\n){7}  checked once before loop 1, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 4 checks\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "location \\*y_\\d+\\(D\\) left out \\(3 checks\\): more checks than version-checks allows\n" 1 "looplicm" } } */
