/* Dense matrix multiply-add C += A * B, i-j-k order, written with plain
   pointers.  c[i*n+j] is read and written on every iteration of the k loop
   and may alias a[] or b[] (all are double), so lim2 can neither keep it in
   a register nor hoist its load.  A pass that versions the k loop on
   "c + i*n+j outside the rows and columns of a[] and b[] the loop reads"
   can do store motion in the common case:

     for (k = 0; k < n; k++)               if (c + i*n+j outside a[], b[])
       c[i*n+j] += a[i*n+k] * b[k*n+j];  =>  { s = c[i*n+j];
                                               for (...) s += a[i*n+k] * b[k*n+j];
                                               c[i*n+j] = s; }
                                           else
                                             original loop

   matmul-ptr-restrict.c is the same loop with restrict pointers (the limit
   of such versioning); matmul.c is the restrict version with the zeroing
   of C in the kernel.  The driver calls the kernel once with c = a (the
   product accumulated in place: a[i*n+j] is read again at k = j), so the
   checksum catches a wrong store motion; the twin makes that call on a
   copy of A instead.  */

#include "bench.h"

#define N 48
#define REPS 8

/* The matrices.  */
static double A[N * N], B[N * N], C[N * N];

KERNEL void
kernel (int n, const double *a, const double *b, double *c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	c[i * n + j] += a[i * n + k] * b[k * n + j];
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < N * N; i++)
    {
      A[i] = (double) (bench_rand () % 1000) / 64.0;
      B[i] = (double) (bench_rand () % 1000) / 32.0 - 10.0;
    }
  for (int r = 0; r < REPS; r++)
    {
      int n = N - (r & 3);
      double *res;
      if (r == 5)
	{
	  /* c is a: A += A * B in place, on an 8 x 8 corner: this call
	     checks correctness, the others measure.  */
	  kernel (8, A, B, A);
	  res = A;
	}
      else
	{
	  for (int i = 0; i < N * N; i++)
	    C[i] = 1.0;
	  kernel (n, A, B, C);
	  res = C;
	}
      for (int i = 0; i < n * n; i += 5)
	h = bench_mix_double (h, res[i]);
      /* Feed the result back so every repetition differs.  */
      for (int i = 0; i < N * N; i++)
	A[i] = res[i] / 1024.0;
    }
  bench_print (h);
  return 0;
}
