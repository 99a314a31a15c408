/* The same division after loop header copying (the default at -O2): the
   body is the header of the rotated loop and dominates the latch and
   the only exit, so x / y is guaranteed to execute and moves into the
   preheader behind the n > 0 guard (Theorem 18.1.10, case (b)).  */
/* { dg-do compile } */

void
fill (long *a, long n, long x, long y)
{
  for (long i = 0; i < n; i++)
    a[i] = x / y;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
