/* No loop versioning at -Os (the loop is optimized for size): the loop
   of version-acc-1.c keeps *sum in memory, and the dump says why.  (At
   -Og GCC runs no lim2, so neither this pass; version=0 is
   version-off-1.c.)  */
/* { dg-do compile } */
/* { dg-options "-Os -fno-tree-loop-im -fplugin-arg-looplicm-dump=details" } */

void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

/* { dg-final { scan-tree-dump "Not versioning loop 1 for alias: the loop is optimized for size\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Versioning loop" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
