/* Two fields of one struct are two locations, each promoted; the field
   the loop does not touch is left alone.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

struct stats
{
  long sum;
  long count;
  int max;
};

void
add (struct stats *s, const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      s->sum += a[i];
      s->count++;
    }
}

/* { dg-final { scan-tree-dump-times "Executing store motion of s_\[0-9\]+\\(D\\)->sum from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of s_\[0-9\]+\\(D\\)->count from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  s_\[0-9\]+\\(D\\)->sum = s__sum_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  s_\[0-9\]+\\(D\\)->count = s__count_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "->max" "looplicm" } } */
