/* -fno-move-loop-stores turns store motion off, as it does for lim.  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-move-loop-stores" } */

void
sum (long *restrict total, const long *restrict a, long n)
{
  for (long i = 0; i < n; i++)
    *total += a[i];
}

/* { dg-final { scan-tree-dump ";; Function sum " "looplicm" } } */
/* { dg-final { scan-tree-dump-not "store motion" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "_lsm" "looplicm" } } */
