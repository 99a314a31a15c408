/* A loop nest.  x * y is invariant in both loops and moves in one step
   to the preheader of the outer loop 1 (speculated there: the inner
   body runs only when m > 0, so the signed multiplication is rewritten
   to unsigned).  i * z depends on the outer induction variable and moves
   only to the inner preheader, and so do the sums that use it.  x / y is
   invariant in both loops but is guaranteed to execute only in the
   inner loop, so it moves out of loop 2 only.  */
/* { dg-do compile } */

void
nest (int *a, int *b, int n, int m, int x, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      b[i] = i;
      for (int j = 0; j < m; j++)
	a[j] += x * y + i * z + x / y;
    }
}

/* { dg-final { scan-tree-dump "Loop 1 \\(depth 1, header bb \\d+\\):" "looplicm" } } */
/* { dg-final { scan-tree-dump "Loop 2 \\(depth 2, header bb \\d+\\):" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement" 5 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "out of loop 1\\.\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = z_\\d+\\(D\\) \\* i_\\d+;\n\\(cost \\d+\\) out of loop 2\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 2\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\\d+ = _\\d+ \\+ _\\d+;\n\\(cost \\d+\\) out of loop 2\\." 2 "looplicm" } } */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump "rewriting stmt with undefined signed overflow _\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);" "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump "rewriting stmt for being uncondi?tional defined_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);" "looplicm" { target looplicm_gcc16plus } } } */
/* { dg-final { scan-tree-dump-times "rewriting stmt" 1 "looplicm" } } */
