/* A loop nest: total is read and written only in the inner loop, which
   always runs 16 times, and it is a global, so it cannot trap.  Loops
   are done outermost first, so it is promoted in the outer loop (1):
   loaded before the nest, stored after it, and the inner loop (2) has
   nothing left to promote.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

long total;

void
add_rows (const int *a, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < 16; i++)
      total += a[j * 16 + i];
}

/* { dg-final { scan-tree-dump-times "Executing store motion of total from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "store motion of total from loop 2" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  total_lsm\\.\[0-9\]+_\[0-9\]+ = total;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  total = total_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
