/* Nests versioned for GCC's unroll-and-jam alone
   (ver_jam_reuse_p; at -O3).  fdtd-2d's ey and hz nests read a row next
   to the one they write (hz[i - 1][j], ey[i + 1][j]), and nothing in
   them is invariant: each is versioned whole, checked once before its
   outer loop, and unroll-and-jam fuses two of its rows in the fast copy,
   as in a restrict build.  Not versioned: fdtd-2d's ex nest (no row
   reads another), jacobi-2d's nest (a[i + 1][j] is a[i][j + 1] one row
   on and one column back, which keeps unroll-and-jam from fusing even
   two loads), a triangle (the inner bound changes with the row) and a
   sum over the inner loop (unroll-and-jam fuses only loops whose values
   carried between iterations are inductions).
   Without the plugin GCC fuses neither nest: hz may be ey.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-unrolljam-details -fopt-info-loop" } */

#define NX 60
#define NY 80

void
fdtd (int tmax, double (*ex)[NY], double (*ey)[NY], double (*hz)[NY],
      const double *fict)
{
  for (int t = 0; t < tmax; t++)
    {
      for (int j = 0; j < NY; j++)
	ey[0][j] = fict[t];
      for (int i = 1; i < NX; i++)
	for (int j = 0; j < NY; j++) /* { dg-message "versioned the loop at line 28 for unroll-and-jam: a run-time check picks a copy for when 'ey\\\[i\\\]\\\[j\\\]' does not overlap 'hz\\\[i\\\]\\\[j\\\]' or 'hz\\\[i - 1\\\]\\\[j\\\]'" } */
	  ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
      for (int i = 0; i < NX; i++)
	for (int j = 1; j < NY; j++)
	  ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
      for (int i = 0; i < NX - 1; i++)
	for (int j = 0; j < NY - 1; j++) /* { dg-message "versioned the loop at line 34 for unroll-and-jam: a run-time check picks a copy for when 'hz\\\[i\\\]\\\[j\\\]' does not overlap 'ex\\\[i\\\]\\\[j\\\]' to 'ex\\\[i\\\]\\\[j \\\+ 1\\\]' or 'ey\\\[i \\\+ 1\\\]\\\[j\\\]' or 'ey\\\[i\\\]\\\[j\\\]'" } */
	  hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
				       + ey[i + 1][j] - ey[i][j]);
    }
}

void
jacobi (double (*a)[NY], double (*b)[NY])
{
  for (int i = 1; i < NX - 1; i++)
    for (int j = 1; j < NY - 1; j++)
      b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][j + 1] + a[i + 1][j]
		       + a[i - 1][j]);
}

void
triangle (double (*a)[NY], double (*b)[NY])
{
  for (int i = 1; i < NX; i++)
    for (int j = 0; j < i; j++)
      b[i][j] = a[i][j] + a[i - 1][j];
}

double
rowsum (double (*a)[NY], double (*b)[NY])
{
  double t = 0.0;
  for (int i = 1; i < NX; i++)
    for (int j = 0; j < NY; j++)
      {
	t += a[i][j];
	b[i][j] = a[i][j] + a[i - 1][j];
      }
  return t;
}

/* GCC's own remarks.  */
/* { dg-prune-output "(applying unroll and jam|loop vectorized|versioned for vectorization|never loops|unrolled)" } */
/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias: \\d+ checks, for unroll-and-jam\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop " 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop \\d+: its \\d+ marked references labelled for unroll-and-jam\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "applying unroll and jam with factor 2" 2 "unrolljam" } } */
