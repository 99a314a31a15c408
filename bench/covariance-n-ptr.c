/* covariance as the polyhedral suite writes it, with its run-time bounds
   (the suite's loops run to the parameters m and n, not to the macros;
   SMALL: M = 80, N = 100), plain pointers, and the arrays one after the
   other, as blocks malloc'd in turn lie:

     for (i = 0; i < m; i++)
       for (j = i; j < m; j++)
	 {
	   cov[i][j] = 0.0;
	   for (k = 0; k < n; k++)
	     cov[i][j] += data[k][i] * data[k][j];
	   cov[i][j] /= (float_n - 1.0);
	   cov[j][i] = cov[i][j];
	 }

   (after the means, as covariance-ptr.c).  covariance-n-restrict.c: lim2
   keeps cov[i][j] and mean[j] in registers.  looplicm (at 2dd42b6)
   versioned the k loop on a check made once before the i loop, but its
   ranges over the triangle of (i, j) spanned the longest row in every
   row, 79 elements past cov's end, where data starts: the check failed
   on every call and the original loop ran (d 1.003 of a at -O3).  The
   driver makes one call with mean inside cov.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define M 80
#define N 100
#define REPS 4

/* cov, data and mean, one after the other.  */
static double POOL[M * M + N * M + M];
static double D0[N][M];

KERNEL void
kernel (int m, int n, double float_n, double (*RESTRICT data)[M],
	double (*RESTRICT cov)[M], double *RESTRICT mean)
{
  for (int j = 0; j < m; j++)
    {
      mean[j] = 0.0;
      for (int i = 0; i < n; i++)
	mean[j] += data[i][j];
      mean[j] /= float_n;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
	cov[i][j] = 0.0;
	for (int k = 0; k < n; k++)
	  cov[i][j] += data[k][i] * data[k][j];
	cov[i][j] /= (float_n - 1.0);
	cov[j][i] = cov[i][j];
      }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  double (*cov)[M] = (double (*)[M]) POOL;
  double (*data)[M] = (double (*)[M]) (POOL + M * M);
  double *mean = POOL + M * M + N * M;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      D0[i][j] = (double) (bench_rand () % 1000) / 64.0;
  for (int r = 0; r < REPS; r++)
    {
      memcpy (data, D0, sizeof D0);
      if (r == 2)
	{
	  /* mean is the last row of cov.  */
#ifdef OVERLAP
	  kernel (M, N, (double) N, data, cov, cov[M - 1]);
#else
	  kernel (M, N, (double) N, data, cov, mean);
#endif
	}
      else
	kernel (M, N, (double) N, data, cov, mean);
      for (int i = 0; i < M; i++)
	for (int j = 0; j < M; j += 2)
	  h = bench_mix_double (h, cov[i][j]);
      D0[r][r] += 1.0;
    }
  bench_print (h);
  return 0;
}
