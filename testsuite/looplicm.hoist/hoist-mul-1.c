/* The first loop of docs/THEORY.md: x * y is invariant and moves to the
   preheader; the load of a[i] has a varying address and stays, and so
   does the add that uses it.  */
/* { dg-do compile } */

void
scale (long *a, long n, long x, long y)
{
  for (long i = 0; i < n; i++)
    a[i] = a[i] + x * y;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\.\n" "looplicm" } } */
/* The load is not invariant, so it is not even reported as staying.  */
/* { dg-final { scan-tree-dump-not "Moving statement\n_\\d+ = \\*" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
/* x * y is guaranteed to execute in the rotated loop: no rewrite.  */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump-not "rewriting stmt with undefined signed overflow" "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump-not "rewriting stmt for being uncondi?tional defined" "looplicm" { target looplicm_gcc16plus } } } */
