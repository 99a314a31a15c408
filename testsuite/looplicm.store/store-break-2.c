/* Two exits to different blocks: the early exit (`goto neg') computes
   i + 1, the loop's test returns 0.  Each exit block gets its own store
   of the promoted location.  */
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
	goto neg;
    }
  return 0;
neg:
  return i + 1;
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*total_\[0-9\]+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  \\*total_\[0-9\]+\\(D\\) = total__lsm\\.\[0-9\]+_\[0-9\]+;\n" 2 "looplicm" } } */
/* The early exit's block stores, then computes i + 1.  */
/* { dg-final { scan-tree-dump-times "  \\*total_\[0-9\]+\\(D\\) = total__lsm\\.\[0-9\]+_\[0-9\]+;\n  _\[0-9\]+ = i_\[0-9\]+ \\+ 1;\n" 1 "looplicm" } } */
