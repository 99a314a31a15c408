/* A check of 7 pairs made once before the outer loop
   (version-checks-1.c): gesummv with a run-time bound, tmp and y
   anywhere in the pool around a, b and x, also on them and on each
   other, for several numbers of rows.  Results against the same kernel
   through volatile pointers.  */
/* { dg-do run } */

#define N 5
#define W (6 * N * N)

#define KERNEL(SUF, Q)							\
__attribute__ ((noipa)) void						\
gesummv##SUF (int n, double alpha, double beta, Q double (*a)[N],	\
	      Q double (*b)[N], Q double *tmp, Q double *x, Q double *y)	\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      tmp[i] = 0.0;							\
      y[i] = 0.0;							\
      for (int j = 0; j < n; j++)					\
	{								\
	  tmp[i] = a[i][j] * x[j] + tmp[i];				\
	  y[i] = b[i][j] * x[j] + y[i];					\
	}								\
      y[i] = alpha * tmp[i] + beta * y[i];				\
    }									\
}

KERNEL (, )
KERNEL (_ref, volatile)

#define POOL_SIZE W
#include "version-pool.h"

#define R(p) ((double (*)[N]) (p))
#define VR(p) ((volatile double (*)[N]) (p))

int
main (void)
{
  /* a at 2N^2, b at 3N^2, x at 4N^2; tmp and y anywhere.  */
  int pa = 2 * N * N, pb = 3 * N * N, px = 4 * N * N;
  for (int n = 0; n <= N; n += 2)
    for (int t = 0; t + N <= W; t++)
      for (int y = 0; y + N <= W; y += 3)
	{
	  fill ();
	  gesummv (n, 1.5, -0.5, R (X + pa), R (X + pb), X + t, X + px,
		   X + y);
	  gesummv_ref (n, 1.5, -0.5, VR (Y + pa), VR (Y + pb), Y + t,
		       Y + px, Y + y);
	  same ();
	}
  return 0;
}
