/* mvt as the polyhedral suite writes it (SMALL, N = 120), with plain
   pointers:

     for (i = 0; i < N; i++)
       for (j = 0; j < N; j++)
	 x1[i] = x1[i] + A[i][j] * y1[j];
     for (i = 0; i < N; i++)
       for (j = 0; j < N; j++)
	 x2[i] = x2[i] + A[j][i] * y2[j];

   x1[i] and x2[i] are stored in every iteration of the j loops and may
   be any A[][] or y (all double), so lim2 keeps them in memory.
   mvt-restrict.c, with restrict pointers, has lim2 keep them in
   registers and GCC's vectorizer vectorize the i loops themselves
   (outer-loop vectorization: two columns of A[j][i] at once, the j loop
   a reduction in each lane).  looplicm versions each nest as a whole on
   "x1 does not overlap A and y1" (once before the i loop), keeps x1[i]
   in a register in the fast copy, and hands the fast i loop to the
   vectorizer (loop->safelen) when GCC's dependence analysis finds its
   iterations independent.  The driver makes one call with x2 inside A.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define N 120
#define REPS 20

static double A[N][N], X1[N], X2[N], Y1[N], Y2[N];

KERNEL void
kernel (double *RESTRICT x1, double *RESTRICT x2, const double *RESTRICT y1,
	const double *RESTRICT y2, double (*RESTRICT a)[N])
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x1[i] = x1[i] + a[i][j] * y1[j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x2[i] = x2[i] + a[j][i] * y2[j];
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    {
      Y1[i] = (double) (bench_rand () % 100) / 16.0;
      Y2[i] = (double) (bench_rand () % 100) / 32.0;
      for (int j = 0; j < N; j++)
	A[i][j] = (double) (bench_rand () % 1000) / 512.0 - 1.0;
    }
  for (int r = 0; r < REPS; r++)
    {
      for (int i = 0; i < N; i++)
	{
	  X1[i] = (double) (i % 7);
	  X2[i] = (double) (i % 3);
	}
      if (r == 5)
	{
	  /* x2 is the last row of A.  */
#ifdef OVERLAP
	  kernel (X1, A[N - 1], Y1, Y2, A);
#else
	  kernel (X1, X2, Y1, Y2, A);
#endif
	}
      else
	kernel (X1, X2, Y1, Y2, A);
      for (int i = 0; i < N; i++)
	h = bench_mix_double (h, X1[i] + X2[i] + A[N - 1][i]);
    }
  bench_print (h);
  return 0;
}
