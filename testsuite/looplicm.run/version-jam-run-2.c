/* Nests versioned for GCC's unroll-and-jam alone
   (ver_jam_reuse_p; at -O3): fdtd-2d's rows, where each row of the nest
   reads a row next to it (hz[i - 1][j], ey[i + 1][j]), which
   unroll-and-jam fuses two at a time in the fast copy; the second with
   its bounds known only at run time, from no row to all.  The arrays in
   one pool at every relative placement of a window, so that the check
   over both loops meets every overlap.  Results against volatile
   references.  */
/* { dg-do run } */

/* An inner loop of 17 iterations is not unrolled completely.  */
#define NX 5
#define NY 17
#define W (3 * NX * NY)

__attribute__ ((noipa)) void
ey_rows (double (*ey)[NY], double (*hz)[NY])
{
  for (int i = 1; i < NX; i++)
    for (int j = 0; j < NY; j++)
      ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
}

__attribute__ ((noipa)) void
ey_rows_ref (volatile double (*ey)[NY], volatile double (*hz)[NY])
{
  for (int i = 1; i < NX; i++)
    for (int j = 0; j < NY; j++)
      ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
}

__attribute__ ((noipa)) void
hz_rows (double (*hz)[NY], double (*ex)[NY], double (*ey)[NY], int nx,
	 int ny)
{
  for (int i = 0; i < nx - 1; i++)
    for (int j = 0; j < ny - 1; j++)
      hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
				   + ey[i + 1][j] - ey[i][j]);
}

__attribute__ ((noipa)) void
hz_rows_ref (volatile double (*hz)[NY], volatile double (*ex)[NY],
	     volatile double (*ey)[NY], int nx, int ny)
{
  for (int i = 0; i < nx - 1; i++)
    for (int j = 0; j < ny - 1; j++)
      hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
				   + ey[i + 1][j] - ey[i][j]);
}

#define POOL_SIZE W
#include "version-pool.h"

#define R(p) ((double (*)[NY]) (p))
#define VR(p) ((volatile double (*)[NY]) (p))

int
main (void)
{
  /* The first array at the middle, the others anywhere around it.  */
  int m = NX * NY;
  for (int o = 0; o + NX * NY <= W; o++)
    {
      fill ();
      ey_rows (R (X + m), R (X + o));
      ey_rows_ref (VR (Y + m), VR (Y + o));
      same ();
      for (int p = 0; p + NX * NY <= W; p += 7)
	for (int n = 0; n <= NX; n++)
	  {
	    fill ();
	    hz_rows (R (X + m), R (X + o), R (X + p), n, NY - n / 2);
	    hz_rows_ref (VR (Y + m), VR (Y + o), VR (Y + p), n, NY - n / 2);
	    same ();
	  }
    }
  return 0;
}
