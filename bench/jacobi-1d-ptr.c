/* jacobi-1d as the polyhedral suite writes it (SMALL: N = 120,
   TSTEPS = 40), with plain pointers:

     for (t = 0; t < TSTEPS; t++)
       {
	 for (i = 1; i < N - 1; i++)
	   B[i] = 0.33333 * (A[i-1] + A[i] + A[i+1]);
	 for (i = 1; i < N - 1; i++)
	   A[i] = 0.33333 * (B[i-1] + B[i] + B[i+1]);
       }

   Nothing is invariant: lim2 has nothing to move, and neither has
   looplicm (at adb2074: no versioning, d = a).  What restrict buys is vectorization: at -O2 GCC's
   vectorizer (very-cheap cost model) does not version for alias, so the
   plain loops stay scalar; at -O3 it versions them itself.
   jacobi-1d-restrict.c vectorizes at -O2 too.  The driver makes one call
   with B = A + 1.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define N 120
#define TSTEPS 40
#define REPS 10

static double A[N], B[N], W[N + 1];

KERNEL void
kernel (double *RESTRICT a, double *RESTRICT b)
{
  for (int t = 0; t < TSTEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
	b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
      for (int i = 1; i < N - 1; i++)
	a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    {
      A[i] = (double) (bench_rand () % 1000) / 8.0;
      B[i] = 0.0;
    }
  for (int r = 0; r < REPS; r++)
    {
      const double *res = A;
      if (r == 4)
	{
	  /* b is a + 1.  */
	  memcpy (W, A, sizeof A);
#ifdef OVERLAP
	  kernel (W, W + 1);
	  res = W;
#else
	  kernel (A, B);
#endif
	}
      else
	kernel (A, B);
      for (int i = 0; i < N; i++)
	h = bench_mix_double (h, res[i]);
      A[r] += 100.0;
    }
  bench_print (h);
  return 0;
}
