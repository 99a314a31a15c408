/* Nests versioned as a whole: the check before the outer
   loop covers both loops, the references of the outer loop's own blocks
   take the marks of the locations they access, and the outer loop of
   the fast copy is handed to the vectorizer (outer-loop vectorization)
   when GCC's dependence analysis finds its iterations independent.
   Arguments apart and overlapping in every way the check must catch;
   nests whose outer iterations depend on each other through a store
   of the inner loop (e[i] in every column, a[i + j]) must keep their
   order.  Results against volatile references.  */
/* { dg-do run } */
/* { dg-additional-options "-ftree-vectorize" } */

extern void abort (void);

#define N 32
#define M (3 * N * N + 4 * N)

/* Column means, as covariance's first nest.  */
__attribute__ ((noipa)) void
mean (double *m, double (*d)[N], double fn)
{
  for (int j = 0; j < N; j++)
    {
      m[j] = 0.0;
      for (int i = 0; i < N; i++)
	m[j] += d[i][j];
      m[j] /= fn;
    }
}

__attribute__ ((noipa)) void
mean_ref (volatile double *m, volatile double (*d)[N], double fn)
{
  for (int j = 0; j < N; j++)
    {
      m[j] = 0.0;
      for (int i = 0; i < N; i++)
	m[j] += d[i][j];
      m[j] /= fn;
    }
}

/* Two rows times one vector, as gesummv.  */
__attribute__ ((noipa)) void
mv2 (double *t, double *y, double (*a)[N], double (*b)[N], const double *x)
{
  for (int i = 0; i < N; i++)
    {
      t[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < N; j++)
	{
	  t[i] = a[i][j] * x[j] + t[i];
	  y[i] = b[i][j] * x[j] + y[i];
	}
      y[i] = 0.5 * t[i] + 0.25 * y[i];
    }
}

__attribute__ ((noipa)) void
mv2_ref (volatile double *t, volatile double *y, volatile double (*a)[N],
	 volatile double (*b)[N], volatile const double *x)
{
  for (int i = 0; i < N; i++)
    {
      t[i] = 0.0;
      y[i] = 0.0;
      for (int j = 0; j < N; j++)
	{
	  t[i] = a[i][j] * x[j] + t[i];
	  y[i] = b[i][j] * x[j] + y[i];
	}
      y[i] = 0.5 * t[i] + 0.25 * y[i];
    }
}

/* e[i] is written in every column: the outer iterations depend on each
   other.  */
__attribute__ ((noipa)) void
carried (double *m, double (*d)[N], double *e)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += d[i][j];
	e[i] = d[i][j] * 2.0 + e[i];
      }
}

__attribute__ ((noipa)) void
carried_ref (volatile double *m, volatile double (*d)[N], volatile double *e)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += d[i][j];
	e[i] = d[i][j] * 2.0 + e[i];
      }
}

/* Only stores to e[i], in every column: the last column's stay.  */
__attribute__ ((noipa)) void
carried2 (double *m, double (*d)[N], double *e)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += d[i][j];
	e[i] = d[i][j] * 2.0 + j;
      }
}

__attribute__ ((noipa)) void
carried2_ref (volatile double *m, volatile double (*d)[N],
	      volatile double *e)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += d[i][j];
	e[i] = d[i][j] * 2.0 + j;
      }
}

/* a[i + j] overlaps from one column to the next.  */
__attribute__ ((noipa)) void
shift (double *m, double *a, const double *b)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += b[i];
	a[i + j] = a[i + j] * 0.5 + b[i];
      }
}

__attribute__ ((noipa)) void
shift_ref (volatile double *m, volatile double *a, volatile const double *b)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += b[i];
	a[i + j] = a[i + j] * 0.5 + b[i];
      }
}

#define POOL_SIZE M
#define POOL_VALUE(i) (((i) % 13) * 0.25 - 1.0)
#include "version-pool.h"

#define R(p) ((double (*)[N]) (p))
#define VR(p) ((volatile double (*)[N]) (p))

/* Offsets, in elements, of up to five arguments in X.  */
static const int offs[][5] = {
  { 0, N, N * N + N, 2 * N * N + N, 3 * N * N + N },	/* apart */
  { 0, 0, N * N, 2 * N * N, 3 * N * N },		/* first == second */
  { 1, 0, N * N, 2 * N * N, 3 * N * N + 2 },		/* one after */
  { N, 0, N * N, 2 * N * N, 3 * N * N + 1 },		/* second row */
  { N * N - 1, 0, N * N, 0, N },			/* last on first */
  { 0, N, 0, N * N + N, 5 },				/* first == third */
  { 3, N, N * N + N, 0, 1 },				/* inside the fifth */
  { 2 * N * N, N * N, 0, N, 2 * N * N + 1 },		/* mixed */
};

int
main (void)
{
  for (unsigned t = 0; t < sizeof offs / sizeof offs[0]; t++)
    {
      const int *o = offs[t];
      fill ();
      mean (X + o[0], R (X + o[1]), 3.0);
      mean_ref (Y + o[0], VR (Y + o[1]), 3.0);
      same ();
      fill ();
      mv2 (X + o[0], X + o[1], R (X + o[2]), R (X + o[3]), X + o[4]);
      mv2_ref (Y + o[0], Y + o[1], VR (Y + o[2]), VR (Y + o[3]), Y + o[4]);
      same ();
      fill ();
      carried (X + o[0], R (X + o[1]), X + o[2]);
      carried_ref (Y + o[0], VR (Y + o[1]), Y + o[2]);
      same ();
      fill ();
      carried2 (X + o[0], R (X + o[1]), X + o[2]);
      carried2_ref (Y + o[0], VR (Y + o[1]), Y + o[2]);
      same ();
      fill ();
      shift (X + o[0], X + o[1], X + o[2]);
      shift_ref (Y + o[0], Y + o[1], Y + o[2]);
      same ();
    }
  return 0;
}
