/* Two exits, `break' and the loop's test, which reach the same block
   after the loop: the store is made dedicated to both, and the promoted
   location is stored there once.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

long
sum_until_negative (long *restrict total, const long *restrict a, long n)
{
  long i;
  for (i = 0; i < n; i++)
    {
      *total += a[i];
      if (a[i] < 0)
	break;
    }
  if (i < n)
    return i + 1;
  return 0;
}

/* The store runs before either exit: no flag.  */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*total_\[0-9\]+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*total_\[0-9\]+\\(D\\) = total__lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" { target looplicm_gcc12plus } } } */
/* The store comes right after the PHIs of the block (the one that merges
   the two exits' i, and the loop-closed PHIs lim2 would leave too).  */
/* { dg-final { scan-tree-dump-times "  # i_\[0-9\]+ = PHI <i_\[0-9\]+\\(\[0-9\]+\\), i_\[0-9\]+\\(\[0-9\]+\\)>\n(  # \[^\n\]*\n)*  \\*total_\[0-9\]+\\(D\\) = total__lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" { target looplicm_gcc12plus } } } */
/* GCC 11 threads the test i < n after the loop into the two exits, which
   then reach different blocks: one store on each.  */
/* { dg-final { scan-tree-dump-times "  \\*total_\[0-9\]+\\(D\\) = total__lsm\\.\[0-9\]+_\[0-9\]+;\n" 2 "looplicm" { target looplicm_gcc11 } } } */
