/* Loop versioning for alias with the check made once before the outer
   loop, over the iterations of both loops: C[i][j] of an i-j-k product
   against the rows of A and the columns of B.  C is placed just before
   A, on A's last element, on B's first and last, just after B, and far
   apart; and Gaussian elimination's update, whose accesses share one
   base, keeps the check of each iteration (a[i][k] is apart from
   a[i][k+1..] in every iteration, not over both loops).  Results against
   volatile references.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) void
mm (double *C, const double *A, const double *B, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i * n + j] += A[i * n + k] * B[k * n + j];
}

__attribute__ ((noipa)) void
mm_ref (volatile double *C, volatile const double *A,
	volatile const double *B, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i * n + j] += A[i * n + k] * B[k * n + j];
}

/* Row updates below the pivot row k: a[i][j] -= a[i][k] / 2 * a[k][j],
   for j > k; a[i][k] (invariant in the j loop) feeds a product.  */
__attribute__ ((noipa)) void
elim (double *a, int n, int k)
{
  for (int i = k + 1; i < n; i++)
    for (int j = k + 1; j < n; j++)
      a[i * n + j] -= a[i * n + k] * 0.5 * a[k * n + j];
}

__attribute__ ((noipa)) void
elim_ref (volatile double *a, int n, int k)
{
  for (int i = k + 1; i < n; i++)
    for (int j = k + 1; j < n; j++)
      a[i * n + j] -= a[i * n + k] * 0.5 * a[k * n + j];
}

#define POOL_SIZE 128
#include "version-pool.h"

int
main (void)
{
  /* A at 16 and B at 48, 3 x 3 (9 elements each); C (9 elements) at: */
  static const int co[] = { 7, 8, 24, 39, 40, 56, 57, 80, 0 };
  for (unsigned t = 0; t < sizeof co / sizeof co[0]; t++)
    {
      fill ();
      mm (&X[co[t]], &X[16], &X[48], 3);
      mm_ref (&Y[co[t]], &Y[16], &Y[48], 3);
      same ();
    }
  /* n = 0 and 1.  */
  fill ();
  mm (&X[20], &X[16], &X[48], 1);
  mm_ref (&Y[20], &Y[16], &Y[48], 1);
  mm (&X[20], &X[16], &X[48], 0);
  mm_ref (&Y[20], &Y[16], &Y[48], 0);
  same ();

  for (int k = 0; k < 6; k++)
    {
      fill ();
      elim (X, 8, k);
      elim_ref (Y, 8, k);
      same ();
    }
  return 0;
}
