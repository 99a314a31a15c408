/* -fplugin-arg-looplicm-sm=0 turns store motion off: the `sum' of
   docs/THEORY.md keeps its load and store in the loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-sm=0" } */

void
sum (long *restrict total, const long *restrict a, long n)
{
  for (long i = 0; i < n; i++)
    *total += a[i];
}

/* { dg-final { scan-tree-dump ";; Function sum " "looplicm" } } */
/* { dg-final { scan-tree-dump-not "store motion" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not promoting" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "_lsm" "looplicm" } } */
