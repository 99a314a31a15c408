/* -fno-move-loop-stores turns store motion off, as it does for lim.  */
/* { dg-do compile } */
/* GCC 11 has no -fmove-loop-stores (sm=0 is tested by store-off-1.c).  */
/* { dg-skip-if "no -fno-move-loop-stores" { ! looplicm_gcc12plus } } */
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
