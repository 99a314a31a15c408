/* Two locations that may be one (p == q) and may point into a: store-two-2.c
   without versioning promotes neither.  Versioned, the check covers every
   pair the oracle cannot separate -- *p against a[i], *q against a[i],
   and *p against *q -- and the fast copy promotes both.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
two (long *p, long *q, const long *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *p += a[i];
      *q ^= a[i] + *p;
    }
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 3 checks\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "  \\*p_\\d+\\(D\\) \\(8 bytes, invariant\\) against \\*q_\\d+\\(D\\) \\(8 bytes, invariant\\)\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "  \\*p_\\d+\\(D\\) \\(8 bytes, invariant\\) against \\*_\\d+ \\(8 bytes, step 8\\)\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "  \\*q_\\d+\\(D\\) \\(8 bytes, invariant\\) against \\*_\\d+ \\(8 bytes, step 8\\)\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*\[pq\]_\\d+\\(D\\) from loop 1\n" 2 "looplicm" } } */
