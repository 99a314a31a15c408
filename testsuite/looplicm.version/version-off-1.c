/* -fplugin-arg-looplicm-version=0 turns loop versioning off: *sum stays
   in memory, for the oracle's reason.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version=0" } */

void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

/* { dg-final { scan-tree-dump-not "ersioning loop" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not promoting \\*sum_\\d+\\(D\\) in loop 1: it may also be accessed by" "looplicm" } } */
