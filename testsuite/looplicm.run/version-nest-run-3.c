/* Nests checked once before the outer loop where a row's address is a
   product of the outer index and a run-time stride,
   a[i * w + j]: the check's range of a spans the rows from i's first to
   its last value, with w checked non-negative and small at run time.
   Each kernel is run with its arrays at every relative placement in one
   pool, with strides positive, zero and negative (then the check fails
   and the copy runs), and rows that start one past an index (lo, hi
   and (i + 1) * w), and compared with its reference through volatile
   pointers.  */
/* { dg-do run } */
/* { dg-additional-options "-ftree-vectorize" } */

#define W 96

__attribute__ ((noipa)) void
bicg (int m, int n, int w, const double *a, double *s, double *q,
      const double *p, const double *r)
{
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s[j] = s[j] + r[i] * a[i * w + j];
	  q[i] = q[i] + a[i * w + j] * p[j];
	}
    }
}

__attribute__ ((noipa)) void
bicg_ref (int m, int n, int w, volatile const double *a, volatile double *s,
	  volatile double *q, volatile const double *p,
	  volatile const double *r)
{
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s[j] = s[j] + r[i] * a[i * w + j];
	  q[i] = q[i] + a[i * w + j] * p[j];
	}
    }
}

__attribute__ ((noipa)) void
shifted (int lo, int hi, int m, int w, const double *a, double *y,
	 const double *x)
{
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < m; j++)
      y[i - lo] += a[(i + 1) * w + j] * x[j];
}

__attribute__ ((noipa)) void
shifted_ref (int lo, int hi, int m, int w, volatile const double *a,
	     volatile double *y, volatile const double *x)
{
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < m; j++)
      y[i - lo] += a[(i + 1) * w + j] * x[j];
}

#define POOL_SIZE W
#include "version-pool.h"

static const int strides[] = { 4, 5, 0, -4, 7 };

int
main (void)
{
  /* 3 rows of 4 at stride w: the matrix A starts at 2 * 7 (room for a
     negative stride's rows before it), the vectors anywhere around.  */
  int m = 4, n = 3, a = 14;
  for (unsigned k = 0; k < sizeof strides / sizeof *strides; k++)
    {
      int w = strides[k];
      for (int o = 0; o + 2 * m <= W; o++)
	for (int t = 0; t + m <= W; t += 3)
	  {
	    fill ();
	    bicg (m, n, w, X + a, X + o, X + t, X + W - m, X + W - 2 * m);
	    bicg_ref (m, n, w, Y + a, Y + o, Y + t, Y + W - m, Y + W - 2 * m);
	    same ();
	    fill ();
	    shifted (2, 2 + n, m, w, X + a - 2 * w, X + o, X + t);
	    shifted_ref (2, 2 + n, m, w, Y + a - 2 * w, Y + o, Y + t);
	    same ();
	  }
    }
  return 0;
}
