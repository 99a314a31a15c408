/* bicg as the polyhedral suite writes it, with plain pointers and the
   sizes at run time (m = 116, n = 124: SMALL), the matrix in one block
   indexed by hand:

     for (i = 0; i < m; i++)
       s[i] = 0;
     for (i = 0; i < n; i++)
       {
	 q[i] = 0.0;
	 for (j = 0; j < m; j++)
	   {
	     s[j] = s[j] + r[i] * A[i*m + j];
	     q[i] = q[i] + A[i*m + j] * p[j];
	   }
       }

   q[i] is stored in every iteration of the j loop and may be any s[j],
   A[i*m+j], p[j] or r[i]; s[j] may be r[i] or q[i]; so lim2 keeps q[i] in
   memory and reloads r[i].  bicg-restrict.c: lim2 keeps q[i] in a
   register and hoists r[i]; the j loop is not vectorized at -O2 (the q
   reduction; the run-time m needs an epilogue).  looplicm (at adb2074)
   versions the j loop on "q[i] does not overlap s[j], r[i], A[], p[j]"
   and keeps q[i] in a register; at -O3 the vectorizer then versions the
   fast copy again and vectorizes it.  The driver makes one call with q
   inside s.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define M 116
#define N 124
#define REPS 30

static double A[N * M], R[N], P[M], S[M], Q[N], W[M + N];

KERNEL void
kernel (int m, int n, const double *RESTRICT a, double *RESTRICT s,
	double *RESTRICT q, const double *RESTRICT p, const double *RESTRICT r)
{
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s[j] = s[j] + r[i] * a[i * m + j];
	  q[i] = q[i] + a[i * m + j] * p[j];
	}
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N * M; i++)
    A[i] = (double) (bench_rand () % 1000) / 512.0 - 1.0;
  for (int i = 0; i < N; i++)
    R[i] = (double) (bench_rand () % 100) / 32.0;
  for (int i = 0; i < M; i++)
    P[i] = (double) (bench_rand () % 100) / 64.0;
  for (int rep = 0; rep < REPS; rep++)
    {
      const double *s = S, *q = Q;
      if (rep == 11)
	{
	  /* q[i] is s[i + 40].  */
#ifdef OVERLAP
	  kernel (M, N - 40, A, W, W + 40, P, R);
	  s = W, q = W + 40;
#else
	  kernel (M, N - 40, A, S, Q, P, R);
#endif
	}
      else
	kernel (M, N, A, S, Q, P, R);
      for (int i = 0; i < M; i++)
	h = bench_mix_double (h, s[i]);
      for (int i = 0; i < N - 40; i++)
	h = bench_mix_double (h, q[i]);
      for (int i = 0; i < M; i++)
	P[i] = s[i] / 4096.0;
    }
  bench_print (h);
  return 0;
}
