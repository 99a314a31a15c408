/* A row whose start is a product of the outer index and a run-time
   stride, a[i * m + j] (bicg) or a[(i + 1) * w + j].  GCC's
   SCEV computes i * m in the unsigned type and finds no evolution of
   (sizetype) (i * m) in the outer loop; but the product is made in int,
   whose overflow is undefined, by the iteration that uses it, so the
   check over both loops may take it as exact: the check is made once
   before the outer loop, not once per row, and bicg's whole nest is
   copied.  Not where the product is made unsigned and converted
   (wrapping), nor for i * i (squared): those keep a check per row.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
bicg (int m, int n, const double *a, double *s, double *q, const double *p,
      const double *r)
{
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s[j] = s[j] + r[i] * a[i * m + j];
	  q[i] = q[i] + a[i * m + j] * p[j];
	}
    }
}

void
shifted (int lo, int hi, int m, int w, const double *a, double *y,
	 const double *x)
{
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < m; j++)
      y[i - lo] += a[(i + 1) * w + j] * x[j];
}

void
wrapping (int n, int m, unsigned w, const double *a, double *y,
	  const double *x)
{
  for (int i = 0; i < n; i++)
    {
      int row = (int) ((unsigned) i * w);
      for (int j = 0; j < m; j++)
	y[i] += a[row + j] * x[j];
    }
}

void
squared (int n, int m, const double *a, double *y, const double *x)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[i] += a[i * i + j] * x[j];
}

/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias" 4 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked once before loop \\d+, over the iterations of both loops\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  the whole nest of loop 2 is copied, its 1 references outside loop 3 marked\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*_\\d+ from loop \\d+\n" 4 "looplicm" } } */
