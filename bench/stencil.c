/* Whole program: a 2-D five-point Jacobi stencil with its coefficients in a
   struct, as a solver passes them.  LICM work: the loads k->c0 .. k->c2 are
   invariant in both loops (out is restrict, so its stores cannot change
   them); the row addresses in[(i - 1) * n], in[i * n], in[(i + 1) * n] are
   invariant in the j loop.  lim2 hoists all of them; with lim2 off, RTL's
   invariant motion still does most.  main runs the sweeps, swapping the
   grids.  */

#include "bench.h"

#define N 96
#define SWEEPS 30

/* The stencil's coefficients.  */
struct coeffs
{
  double c0, c1, c2;
};

/* The two grids.  */
static double G0[N * N], G1[N * N];

KERNEL void
kernel (int n, double *restrict out, const double *restrict in,
	const struct coeffs *k)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = k->c0 * in[i * n + j]
		       + k->c1 * (in[i * n + j - 1] + in[i * n + j + 1])
		       + k->c2 * (in[(i - 1) * n + j] + in[(i + 1) * n + j]);
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  struct coeffs k = { 0.5, 0.125, 0.125 };
  for (int i = 0; i < N * N; i++)
    G0[i] = G1[i] = (double) (bench_rand () % 1000);
  for (int s = 0; s < SWEEPS; s++)
    {
      if (s & 1)
	kernel (N, G0, G1, &k);
      else
	kernel (N, G1, G0, &k);
      h = bench_mix_double (h, G0[N * N / 2 + s] + G1[N + 1 + s]);
    }
  for (int i = 0; i < N * N; i += 3)
    h = bench_mix_double (h, G0[i]);
  bench_print (h);
  return 0;
}
