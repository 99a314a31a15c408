/* Loop versioning for alias unblocks hoisting too: *p may be written by
   the store to a[i], so the load stays in the loop without a check; with
   "p + 4 <= a || a + 4 * n <= p" it moves out of the fast copy.  The
   store a[i] is not invariant: nothing else changes.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
scale (int *a, const int *p, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + *p;
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 1 check\n  \\*p_\\d+\\(D\\) \\(4 bytes, invariant\\) against \\*_\\d+ \\(4 bytes, step 4\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = \\*p_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\.\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 2: may be written by \\*_\\d+ = _\\d+;\n  _\\d+ = \\*p_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
