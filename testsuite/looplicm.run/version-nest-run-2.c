/* Nests versioned as a whole, every relative placement of
   their arrays in one pool: each argument at every offset of a window,
   so that the check over both loops meets every overlap, partial or
   whole, at the start, the end and inside, for a nest whose outer loop
   is handed to the vectorizer (colsum, mvt's second nest) and for one
   with references in the outer loop's own blocks (scale).  Results
   against volatile references.  */
/* { dg-do run } */
/* { dg-additional-options "-ftree-vectorize" } */

extern void abort (void);

#define N 8
#define W (3 * N * N)

__attribute__ ((noipa)) void
colsum (double *m, double (*d)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      m[j] += d[i][j];
}

__attribute__ ((noipa)) void
colsum_ref (volatile double *m, volatile double (*d)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      m[j] += d[i][j];
}

__attribute__ ((noipa)) void
mvt (double *x, double (*a)[N], const double *y)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i] = x[i] + a[j][i] * y[j];
}

__attribute__ ((noipa)) void
mvt_ref (volatile double *x, volatile double (*a)[N], volatile const double *y)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i] = x[i] + a[j][i] * y[j];
}

__attribute__ ((noipa)) void
scale (double *m, double (*d)[N], double f)
{
  for (int j = 0; j < N; j++)
    {
      m[j] = 1.0;
      for (int i = 0; i < N; i++)
	m[j] += d[i][j] * f;
      m[j] *= f;
    }
}

__attribute__ ((noipa)) void
scale_ref (volatile double *m, volatile double (*d)[N], double f)
{
  for (int j = 0; j < N; j++)
    {
      m[j] = 1.0;
      for (int i = 0; i < N; i++)
	m[j] += d[i][j] * f;
      m[j] *= f;
    }
}

#define POOL_SIZE W
#include "version-pool.h"

#define R(p) ((double (*)[N]) (p))
#define VR(p) ((volatile double (*)[N]) (p))

int
main (void)
{
  /* The matrix at N * N / 2, the vectors anywhere from before it to
     after it.  */
  int a = N * N / 2;
  for (int o = 0; o + N <= W && o <= a + N * N + 1; o++)
    {
      fill ();
      colsum (X + o, R (X + a));
      colsum_ref (Y + o, VR (Y + a));
      same ();
      fill ();
      scale (X + o, R (X + a), 0.5);
      scale_ref (Y + o, VR (Y + a), 0.5);
      same ();
      for (int p = 0; p + N <= W; p += 5)
	{
	  fill ();
	  mvt (X + o, R (X + a), X + p);
	  mvt_ref (Y + o, VR (Y + a), Y + p);
	  same ();
	}
    }
  return 0;
}
