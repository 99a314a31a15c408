/* Checks made two loops out: where the nest around the
   versioned loop is not copied whole (c[j][i] and t[j] are stored in the
   middle loop only), the check is made once before the outermost of
   three loops, over all their iterations, instead of once per row:
   covariance's triangle (j from i), a lower triangle (j up to i) and a
   rectangle.  The middle loop of a triangle runs a number of
   iterations that changes with i by 1, when the smallest is known to be
   at least 0: the ranges follow it where every step is constant (cov,
   lower: version-nest-run-5.c runs such triangles against locations on
   and just past their ends), and span its most in every row where a
   step is known only at run time (flat, rows of w elements).  Not where
   the triangle's last
   row is empty (j from i + 1: the number would be -1 there), checked
   once per row as before (GCC 11 checks it in every iteration of the j
   loop, as it did).  A triangle with a run-time bound is checked two
   loops out where fold finds its last row's number 0 (GCC 12 and later:
   version-nest-run-4.c).  A loop beside another in its outer loop
   (gramschmidt's j loop: r[k][j] accumulated over i, then a[i][j]
   updated over i) is checked once before the outer loop too.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

#define M 16

void
cov (double (*data)[M], double (*c)[M], int n)
{
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++)
      {
	c[i][j] = 0.0;
	for (int k = 0; k < n; k++)
	  c[i][j] += data[k][i] * data[k][j];
	c[j][i] = c[i][j];
      }
}

void
upper (double (*data)[M], double (*c)[M], int n)
{
  for (int i = 0; i < M; i++)
    for (int j = i + 1; j < M; j++)
      {
	c[i][j] = 1.0;
	for (int k = 0; k < n; k++)
	  c[i][j] += data[k][i] * data[k][j];
	c[j][i] = c[i][j];
      }
}

void
lower (double (*data)[M], double (*c)[M], int n, int m)
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j <= i; j++)
      {
	c[i][j] = 1.0;
	for (int k = 0; k < n; k++)
	  c[i][j] += data[k][i] * data[k][j];
	c[j][i] = c[i][j];
      }
}

void
flat (double *data, double *c, int n, int w)
{
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++)
      {
	c[i * w + j] = 0.0;
	for (int k = 0; k < n; k++)
	  c[i * w + j] += data[k * w + i] * data[k * w + j];
	c[j * w + i] = c[i * w + j];
      }
}

void
rect (double (*c)[M], double (*a)[M], double (*b)[M], double *t, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      {
	t[j] = 0.0;
	for (int k = 0; k < M; k++)
	  c[i][j] += a[i][k] * b[k][j];
      }
}

void
siblings (double (*a)[M], double (*r)[M], double (*q)[M], int m, int k)
{
  for (int j = k + 1; j < M; j++)
    {
      r[k][j] = 0.0;
      for (int i = 0; i < m; i++)
	r[k][j] += q[i][k] * a[i][j];
      for (int i = 0; i < m; i++)
	a[i][j] = a[i][j] - q[i][k] * r[k][j];
    }
}

/* { dg-final { scan-tree-dump-times "Versioning loop 3 for alias: 2 checks" 5 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked once before loop 1, over the iterations of the 3 loops from it to loop 3\n" 4 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  loop 2 runs one iteration fewer in each iteration of loop 1: the ranges follow it\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  loop 2 runs one iteration more in each iteration of loop 1: the ranges follow it\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  loop 2 runs one iteration fewer in each iteration of loop 1: the ranges span its most in every iteration\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop 2 for alias: 2 checks\n\[^\n\]*\n\[^\n\]*\n  checked once before loop 1, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "the whole nest" "looplicm" } } */
