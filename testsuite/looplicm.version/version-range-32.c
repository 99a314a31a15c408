/* With 32-bit pointers the ranges of a check over two loops cannot let
   a loop's number of iterations go up to 2^15 - 1, as the bound for
   64-bit ones, 2^31 - 1, becomes: with rows of 800000 bytes, 5369 rows
   would take the range's length past 2^32, and the check could pass
   over memory the loop touches.  The bound is (2^30 - 1) / 800000 =
   1342 rows (and the j loop's 2^15 - 1 still): each such product stays
   below 2^30, and their sum with the size below 2^32.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-additional-options "-m32 -fplugin-arg-looplicm-verify" } */

#define M 100000

void
rows (double (*a)[M], double *s, int m, int n)
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      *s += a[i][j];
}

/* { dg-final { scan-tree-dump-times "  checked once before loop 1, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times " <= 1342;" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times " <= 32767;" 1 "looplicm" } } */
