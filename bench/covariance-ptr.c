/* covariance as the polyhedral suite writes it (SMALL: M = 80, N = 100),
   with plain pointers:

     for (j = 0; j < M; j++)
       {
	 mean[j] = 0.0;
	 for (i = 0; i < N; i++)
	   mean[j] += data[i][j];
	 mean[j] /= float_n;
       }
     for (i = 0; i < N; i++)
       for (j = 0; j < M; j++)
	 data[i][j] -= mean[j];
     for (i = 0; i < M; i++)
       for (j = i; j < M; j++)
	 {
	   cov[i][j] = 0.0;
	   for (k = 0; k < N; k++)
	     cov[i][j] += data[k][i] * data[k][j];
	   cov[i][j] /= (float_n - 1.0);
	   cov[j][i] = cov[i][j];
	 }

   mean[j] and cov[i][j] are accumulated in memory: each may be one of
   the data[][] the loop reads, so lim2 keeps them there.
   covariance-restrict.c: lim2 keeps both in registers (store motion),
   and the middle loop vectorizes.  looplicm (at adb2074) versions the
   mean and the cov loops and keeps mean[j] and cov[i][j] in registers in
   their fast copies.  The driver makes one call with mean inside cov.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define M 80
#define N 100
#define REPS 4

static double D[N][M], D0[N][M], COV[M][M], MEAN[M];

KERNEL void
kernel (double float_n, double (*RESTRICT data)[M],
	double (*RESTRICT cov)[M], double *RESTRICT mean)
{
  for (int j = 0; j < M; j++)
    {
      mean[j] = 0.0;
      for (int i = 0; i < N; i++)
	mean[j] += data[i][j];
      mean[j] /= float_n;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++)
      {
	cov[i][j] = 0.0;
	for (int k = 0; k < N; k++)
	  cov[i][j] += data[k][i] * data[k][j];
	cov[i][j] /= (float_n - 1.0);
	cov[j][i] = cov[i][j];
      }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      D0[i][j] = (double) (bench_rand () % 1000) / 64.0;
  for (int r = 0; r < REPS; r++)
    {
      memcpy (D, D0, sizeof D);
      if (r == 2)
	{
	  /* mean is the last row of cov.  */
#ifdef OVERLAP
	  kernel ((double) N, D, COV, COV[M - 1]);
#else
	  kernel ((double) N, D, COV, MEAN);
#endif
	}
      else
	kernel ((double) N, D, COV, MEAN);
      for (int i = 0; i < M; i++)
	for (int j = 0; j < M; j += 2)
	  h = bench_mix_double (h, COV[i][j]);
      D0[r][r] += 1.0;
    }
  bench_print (h);
  return 0;
}
