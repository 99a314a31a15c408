/* Checks made two loops out, every relative placement of the
   arrays in one pool: covariance's triangle, a lower triangle (j up to
   i), the triangle with a run-time bound and rows made of i * m, a
   rectangle, and the triangle whose last row is empty (checked per row).
   Each data matrix and result at every offset of a window, so that the
   check over the three loops meets every overlap, partial or whole, at
   the start, the end and inside, and the triangle's ranges their ends
   (the rows j <= i of c[j][i] in a lower triangle: with the range of
   row 0 only, c's rows 1 to 4 would meet data's, read in the same k
   loop).  gramschmidt's j loop, whose first i loop is checked once
   before it.  Results against the same
   kernels through volatile pointers.  */
/* { dg-do run } */
/* { dg-additional-options "-ftree-vectorize" } */

#define M 5
#define K 4
#define W (4 * M * M)

#define KERNELS(SUF, Q)							\
__attribute__ ((noipa)) void						\
cov##SUF (Q double (*data)[M], Q double (*c)[M], int n)			\
{									\
  for (int i = 0; i < M; i++)						\
    for (int j = i; j < M; j++)						\
      {									\
	c[i][j] = 0.0;							\
	for (int k = 0; k < n; k++)					\
	  c[i][j] += data[k][i] * data[k][j];				\
	c[j][i] = c[i][j];						\
      }									\
}									\
									\
__attribute__ ((noipa)) void						\
upper##SUF (Q double (*data)[M], Q double (*c)[M], int n)		\
{									\
  for (int i = 0; i < M; i++)						\
    for (int j = i + 1; j < M; j++)					\
      {									\
	c[i][j] = 1.0;							\
	for (int k = 0; k < n; k++)					\
	  c[i][j] += data[k][i] * data[k][j];				\
	c[j][i] = c[i][j];						\
      }									\
}									\
									\
__attribute__ ((noipa)) void						\
lower##SUF (Q double (*data)[M], Q double (*c)[M], int n, int m)	\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = 0; j <= i; j++)					\
      {									\
	c[i][j] = 1.0;							\
	for (int k = 0; k < n; k++)					\
	  c[i][j] += data[k][i] * data[k][j];				\
	c[j][i] = c[i][j];						\
      }									\
}									\
									\
__attribute__ ((noipa)) void						\
lowt##SUF (Q double (*data)[M], Q double (*c)[M], Q double *t, int n,	\
	   int m)							\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = 0; j <= i; j++)					\
      {									\
	for (int k = 0; k < n; k++)					\
	  c[j][i] += data[k][i];					\
	t[i] += c[j][i];						\
      }									\
}									\
									\
__attribute__ ((noipa)) void						\
siblings##SUF (Q double (*a)[M], Q double (*r)[M], Q double (*q)[M],	\
	       int m, int k)						\
{									\
  for (int j = k + 1; j < M; j++)					\
    {									\
      r[k][j] = 0.0;							\
      for (int i = 0; i < m; i++)					\
	r[k][j] += q[i][k] * a[i][j];					\
      for (int i = 0; i < m; i++)					\
	a[i][j] = a[i][j] - q[i][k] * r[k][j];				\
    }									\
}									\
									\
__attribute__ ((noipa)) void						\
upper_n##SUF (Q double *data, Q double *c, int n, int m)		\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = i; j < m; j++)						\
      {									\
	c[i * m + j] = 0.0;						\
	for (int k = 0; k < n; k++)					\
	  c[i * m + j] += data[k * m + i] * data[k * m + j];		\
	c[j * m + i] = c[i * m + j];					\
      }									\
}									\
									\
__attribute__ ((noipa)) void						\
rect##SUF (Q double (*c)[M], Q double (*a)[M], Q double (*b)[M],	\
	   Q double *t, int n)						\
{									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < M; j++)						\
      {									\
	t[j] = 0.0;							\
	for (int k = 0; k < M; k++)					\
	  c[i][j] += a[i][k] * b[k][j];					\
	t[j] += c[i][j];						\
      }									\
}

KERNELS (, )
KERNELS (_ref, volatile)

#define POOL_SIZE W
#include "version-pool.h"

#define R(p) ((double (*)[M]) (p))
#define VR(p) ((volatile double (*)[M]) (p))

int
main (void)
{
  /* The data matrix (K rows) at D, the result (M rows) anywhere from
     before it to after it.  */
  int d = M * M;
  for (int o = 0; o + M * M <= W; o++)
    {
      fill ();
      cov (R (X + d), R (X + o), K);
      cov_ref (VR (Y + d), VR (Y + o), K);
      same ();
      fill ();
      upper (R (X + d), R (X + o), K);
      upper_ref (VR (Y + d), VR (Y + o), K);
      same ();
      for (int m = 0; m <= M; m++)
	{
	  fill ();
	  lowt (R (X + d), R (X + o), X + W - M, K, m);
	  lowt_ref (VR (Y + d), VR (Y + o), Y + W - M, K, m);
	  same ();
	  fill ();
	  lower (R (X + d), R (X + o), K, m);
	  lower_ref (VR (Y + d), VR (Y + o), K, m);
	  same ();
	  fill ();
	  upper_n (X + d, X + o, K, m);
	  upper_n_ref (Y + d, Y + o, K, m);
	  same ();
	}
      /* gramschmidt's j loop: a at D, r at O, q moving.  */
      for (int k = 0; k < 2; k++)
	for (int qo = 0; qo + M * M <= W; qo += 3)
	  {
	    fill ();
	    siblings (R (X + d), R (X + o), R (X + qo), K, k);
	    siblings_ref (VR (Y + d), VR (Y + o), VR (Y + qo), K, k);
	    same ();
	  }
      /* c, a and b of the rectangle: a at D, b and c moving.  */
      for (int b = 0; b + M * M <= W; b += 7)
	{
	  fill ();
	  rect (R (X + o), R (X + d), R (X + b), X + W - M, 3);
	  rect_ref (VR (Y + o), VR (Y + d), VR (Y + b), Y + W - M, 3);
	  same ();
	}
    }
  return 0;
}
