/* Loop versioning for alias: *sum may point into a[0..n), so the static
   oracle keeps it in memory (store-sum-2.c).  The loop is versioned on
   "sum + 4 <= a || a + 4 * n <= sum": in the fast copy (loop 1) *sum is
   promoted; the copy (loop 2) runs when they may overlap and keeps the
   load and the store, with the reason.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 1 check\n  \\*sum_\\d+\\(D\\) \\(4 bytes, invariant\\) against \\*_\\d+ \\(4 bytes, step 4\\)\n  loop 1 runs when none overlaps, with dependence clique \\d+; loop 2, its copy, when one may\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*sum_\\d+\\(D\\) from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Not promoting \\*sum_\\d+\\(D\\) in loop 2: it may also be accessed by _\\d+ = \\*_\\d+;\n" "looplicm" } } */
