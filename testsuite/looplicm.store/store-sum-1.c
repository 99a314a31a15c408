/* The `sum' of docs/THEORY.md with restrict (section 5): *total is loaded
   once before the loop, lives in total__lsm in the loop, and is stored
   once in the exit block.  The store runs on every iteration, so no flag
   is needed.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details-stats" } */

void
sum (long *restrict total, const long *restrict a, long n)
{
  for (long i = 0; i < n; i++)
    *total += a[i];
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*total_\[0-9\]+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Store motion: 1" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not promoting" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "lsm_flag" "looplicm" } } */
/* One load before the loop, one store after it, none in it.  */
/* { dg-final { scan-tree-dump-times "  total__lsm\\.\[0-9\]+_\[0-9\]+ = \\*total_\[0-9\]+\\(D\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*total_\[0-9\]+\\(D\\) = total__lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "# total__lsm\\.\[0-9\]+_\[0-9\]+ = PHI <" "looplicm" } } */
