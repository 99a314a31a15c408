/* adi as the polyhedral suite writes it (SMALL: N = 60, TSTEPS = 40),
   with its run-time bounds and plain pointers: each sweep solves a
   tridiagonal system along a row,

     for (j = 1; j < n - 1; j++)
       {
	 p[i][j] = -c / (a * p[i][j - 1] + b);
	 q[i][j] = (-d * u[j][i - 1] + ... - a * q[i][j - 1])
		   / (a * p[i][j - 1] + b);
       }

   then substitutes back.  p[i][j - 1] and q[i][j - 1] are what the last
   iteration stored; GCC's predictive commoning (-O3) keeps them in
   registers where it knows that neither store is any of the other
   arrays' bytes.  adi-restrict.c: it does, and runs 0.89 of the plain
   build's instructions at -O3 (looplicm at 2b33979, which versions
   none of these loops).  looplicm versions the two forward sweeps for
   predictive commoning.  The driver makes one call with q one element
   on from p.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define N 60
#define TSTEPS 40

static double U[N][N], V[N][N], P[N][N], Q[N][N], W[2 * N][N];

KERNEL void
kernel (int tsteps, int n, double (*RESTRICT u)[N], double (*RESTRICT v)[N],
	double (*RESTRICT p)[N], double (*RESTRICT q)[N])
{
  double dx = 1.0 / (double) n, dy = 1.0 / (double) n;
  double dt = 1.0 / (double) tsteps;
  double b1 = 2.0, b2 = 1.0;
  double mul1 = b1 * dt / (dx * dx), mul2 = b2 * dt / (dy * dy);
  double a = -mul1 / 2.0, b = 1.0 + mul1, c = a;
  double d = -mul2 / 2.0, e = 1.0 + mul2, f = d;
  for (int t = 1; t <= tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	{
	  v[0][i] = 1.0;
	  p[i][0] = 0.0;
	  q[i][0] = v[0][i];
	  for (int j = 1; j < n - 1; j++)
	    {
	      p[i][j] = -c / (a * p[i][j - 1] + b);
	      q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i]
			 - f * u[j][i + 1] - a * q[i][j - 1])
			/ (a * p[i][j - 1] + b);
	    }
	  v[n - 1][i] = 1.0;
	  for (int j = n - 2; j >= 1; j--)
	    v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
	}
      for (int i = 1; i < n - 1; i++)
	{
	  u[i][0] = 1.0;
	  p[i][0] = 0.0;
	  q[i][0] = u[i][0];
	  for (int j = 1; j < n - 1; j++)
	    {
	      p[i][j] = -f / (d * p[i][j - 1] + e);
	      q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j]
			 - c * v[i + 1][j] - d * q[i][j - 1])
			/ (d * p[i][j - 1] + e);
	    }
	  u[i][n - 1] = 1.0;
	  for (int j = n - 2; j >= 1; j--)
	    u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
	}
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      U[i][j] = (double) (i + N - j) / N;
  kernel (TSTEPS, N, U, V, P, Q);
  /* Two steps on 12 rows, q one element on from p where they overlap.  */
  for (int i = 0; i < 2 * N; i++)
    for (int j = 0; j < N; j++)
      W[i][j] = (double) ((i * 7 + j * 3) % 17) / 17.0;
#ifdef OVERLAP
  kernel (2, 12, W, W + 20, W + 40, (double (*)[N]) (&W[40][0] + 1));
#else
  kernel (2, 12, W, W + 20, W + 40, W + 80);
#endif
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	h = bench_mix_double (h, U[i][j]);
	h = bench_mix_double (h, V[i][j]);
	h = bench_mix_double (h, P[i][j]);
	h = bench_mix_double (h, Q[i][j]);
      }
  for (int i = 0; i < 2 * N; i++)
    for (int j = 0; j < 12; j++)
      h = bench_mix_double (h, W[i][j]);
  bench_print (h);
  return 0;
}
