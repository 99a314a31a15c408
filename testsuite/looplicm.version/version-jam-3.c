/* Without GCC's unroll-and-jam (-fno-loop-unroll-and-jam), a nest that
   only unroll-and-jam would gain from is not versioned
   (ver_jam_reuse_p): fdtd-2d's ey nest, which version-jam-2.c versions
   at -O3.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-loop-unroll-and-jam -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify" } */

#define NX 60
#define NY 80

void
ey_rows (double (*ey)[NY], double (*hz)[NY])
{
  for (int i = 1; i < NX; i++)
    for (int j = 0; j < NY; j++)
      ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
}

/* { dg-final { scan-tree-dump-times "Versioning loop " 0 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop \\d+ \\(depth 2, header bb \\d+\\)" 1 "looplicm" } } */
