/* B += A A^T (the shape of syrk and of a Gram matrix; SMALL sizes
   M = 60, N = 80) with plain pointers to rows, innermost k: B[i][j] is the same cell in every iteration of the k
   loop, and may be any A[][] (all double), so lim2 loads and stores it in
   every iteration.  aat-k-restrict.c: lim2 keeps B[i][j] in a register
   over the k loop (store motion); the k loop is a double reduction and
   stays scalar.  looplicm (at adb2074) versions the k loop on "b[i][j]
   does not overlap a[i][k], a[j][k]" and keeps b[i][j] in a register.
   The driver makes one call with B and A in one block.  With INNER_J
   defined, the j loop is innermost (aat-j-ptr.c).  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define M 60
#define N 80
#define REPS 6

static double A[N][M], B[N][N], W[N * N];

KERNEL void
kernel (double (*RESTRICT b)[N], double (*RESTRICT a)[M])
{
#ifndef INNER_J
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < M; k++)
	b[i][j] += a[i][k] * a[j][k];
#else
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      for (int j = 0; j < N; j++)
	b[i][j] += a[i][k] * a[j][k];
#endif
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      A[i][k] = (double) (bench_rand () % 1000) / 512.0 - 1.0;
  for (int r = 0; r < REPS; r++)
    {
      double *res = &B[0][0];
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  B[i][j] = (double) ((i + j * r) % 3);
      if (r == 3)
	{
	  /* B and A are one block.  */
	  memcpy (W, A, sizeof A);
#ifdef OVERLAP
	  kernel ((double (*)[N]) W, (double (*)[M]) W);
	  res = W;
#else
	  kernel (B, (double (*)[M]) W);
#endif
	}
      else
	kernel (B, A);
      for (int i = 0; i < N * N; i += 3)
	h = bench_mix_double (h, res[i]);
    }
  bench_print (h);
  return 0;
}
