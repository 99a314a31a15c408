/* fdtd-2d as the polyhedral suite writes it (SMALL: TMAX = 40, NX = 60,
   NY = 80), with its run-time bounds and plain pointers.  Each time step
   updates three fields row by row; two of the nests read a row next to
   the one they write:

     for (i = 1; i < nx; i++)
       for (j = 0; j < ny; j++)
	 ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
     ...
     for (i = 0; i < nx - 1; i++)
       for (j = 0; j < ny - 1; j++)
	 hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
				      + ey[i + 1][j] - ey[i][j]);

   GCC's unroll-and-jam (-O3) fuses two rows of such a nest, so that
   hz[i][j] is loaded once for rows i and i + 1, where it knows that ey
   is none of hz's bytes: fdtd-restrict.c runs 0.95 of the plain build's
   instructions at -O3, 0.99 without unroll-and-jam (looplicm at b8553cd
   versions none of these nests: nothing in them is invariant).  looplicm
   versions the two nests whole for unroll-and-jam.  At -O2 it versions
   nothing (the bounds are known only at run time, and the vectorizer's
   very cheap cost model wants a multiple of the vector length); there
   the restrict build is the slower one.  The driver makes one call with
   hz one row on from ey.  */

#include "bench.h"

#ifndef RESTRICT
#define RESTRICT
/* One call passes overlapping arrays (not with restrict).  */
#define OVERLAP 1
#endif

#define TMAX 40
#define NX 60
#define NY 80

static double EX[NX][NY], EY[NX][NY], HZ[NX][NY], FICT[TMAX];
static double W[3 * NX][NY];

KERNEL void
kernel (int tmax, int nx, int ny, double (*RESTRICT ex)[NY],
	double (*RESTRICT ey)[NY], double (*RESTRICT hz)[NY],
	const double *RESTRICT fict)
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < ny; j++)
	ey[0][j] = fict[t];
      for (int i = 1; i < nx; i++)
	for (int j = 0; j < ny; j++)
	  ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
      for (int i = 0; i < nx; i++)
	for (int j = 1; j < ny; j++)
	  ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
      for (int i = 0; i < nx - 1; i++)
	for (int j = 0; j < ny - 1; j++)
	  hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
				       + ey[i + 1][j] - ey[i][j]);
    }
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      {
	EX[i][j] = (double) i * (j + 1) / NX;
	EY[i][j] = (double) i * (j + 2) / NY;
	HZ[i][j] = (double) i * (j + 3) / NX;
      }
  for (int t = 0; t < TMAX; t++)
    FICT[t] = (double) t;
  kernel (TMAX, NX, NY, EX, EY, HZ, FICT);
  /* Two steps on 12 rows, hz one row on from ey where they overlap.  */
  for (int i = 0; i < 3 * NX; i++)
    for (int j = 0; j < NY; j++)
      W[i][j] = (double) ((i * 7 + j * 3) % 17) / 17.0;
#ifdef OVERLAP
  kernel (2, 12, NY, W, W + 20, W + 21, FICT);
#else
  kernel (2, 12, NY, W, W + 20, W + 40, FICT);
#endif
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      {
	h = bench_mix_double (h, EX[i][j]);
	h = bench_mix_double (h, EY[i][j]);
	h = bench_mix_double (h, HZ[i][j]);
      }
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < NY; j++)
      h = bench_mix_double (h, W[i][j]);
  bench_print (h);
  return 0;
}
