/* x * y runs only on iterations where a[i] > 0.  Signed multiplication
   cannot trap, so it is speculated into the preheader; since its overflow
   is undefined in int, it is rewritten to wrapping unsigned arithmetic
   (the original might never have multiplied, e.g. when x * y overflows
   but every a[i] <= 0).  The multiplication in the unconditional part is
   guaranteed to execute and keeps its signed type.  */
/* { dg-do compile } */

void
f (int *a, int *b, int n, int x, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      b[i] = y * z;
      if (a[i] > 0)
	a[i] = x * y;
    }
}

/* { dg-final { scan-tree-dump-times "Moving statement" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n(_\\d+) = \[xy\]_\\d+\\(D\\) \\* \[xy\]_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump-times "rewriting stmt with undefined signed overflow" 1 "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump-times "rewriting stmt for being uncondi?tional defined" 1 "looplicm" { target looplicm_gcc16plus } } } */
/* { dg-final { scan-tree-dump "rewriting stmt with undefined signed overflow _\\d+ = \[xy\]_\\d+\\(D\\) \\* \[xy\]_\\d+\\(D\\);" "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump "rewriting stmt for being uncondi?tional defined_\\d+ = \[xy\]_\\d+\\(D\\) \\* \[xy\]_\\d+\\(D\\);" "looplicm" { target looplicm_gcc16plus } } } */
/* The preheader computes the product in unsigned int and converts back.  */
/* { dg-final { scan-tree-dump "\n  (_\\d+) = \\(unsigned int\\) \[xy\]_\\d+\\(D\\);\n  (_\\d+) = \\(unsigned int\\) \[xy\]_\\d+\\(D\\);\n  (_\\d+) = \\1 \\* \\2;\n  _\\d+ = \\(int\\) \\3;\n" "looplicm" } } */
/* The guaranteed multiplication stays signed.  */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = y_\\d+\\(D\\) \\* z_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "\\(unsigned int\\) z_" "looplicm" } } */
