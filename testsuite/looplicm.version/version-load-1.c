/* Loop versioning for alias unblocks hoisting too.  *p may be written by
   the store to a[i], so its load stays in the loop without a check.  In
   scale_mul, *p * k would move with it: the loop is versioned on
   "p + 4 <= a || a + 4 * n <= p" and the load and the product leave the
   fast copy.  In scale_add (bench/inv-load-alias.c), only the load
   would move, which saves no instruction where the addition can take it
   from memory: the cost model does not version for it.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
scale_mul (int *a, const int *p, int k, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + *p * k;
}

void
scale_add (int *a, const int *p, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + *p;
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 1 check\n  \\*p_\\d+\\(D\\) \\(4 bytes, invariant\\) against \\*_\\d+ \\(4 bytes, step 4\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = \\*p_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\.\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = _\\d+ \\* k_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\.\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 2: may be written by \\*_\\d+ = _\\d+;\n  _\\d+ = \\*p_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "location \\*p_\\d+\\(D\\) left out \\(1 check\\): only a load would move, which alone is not worth a check\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
