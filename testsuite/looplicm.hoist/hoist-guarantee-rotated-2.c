/* The worked example of docs/THEORY.md (section 3) in C, rotated by
   header copying (the default at -O2).  Every invariant statement of the
   body is guaranteed to execute and moves, in dominator order: t5 = t4 +
   t1 and t2 ^ t3 move after their operands.  The loads of X are not written by
   the stores to Y and Z.  */
/* { dg-do compile } */

unsigned X[64], Y[64], Z[64];

void
example (unsigned a, unsigned b, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    {
      unsigned t1 = a * b;
      unsigned t2 = a / b;
      unsigned t3 = a / 4;
      unsigned t4 = X[a];
      unsigned t5 = t4 + t1;
      unsigned t6 = t5 + i;
      Z[i] = t2 ^ t3;
      if (i & 1)
	Y[i] = t6;
    }
}

/* { dg-final { scan-tree-dump-times "Moving statement" 6 "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt1_\\d+ = a_\\d+\\(D\\) \\* b_\\d+\\(D\\);\n" "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt2_\\d+ = a_\\d+\\(D\\) / b_\\d+\\(D\\);\n" "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt3_\\d+ = a_\\d+\\(D\\) >> 2;\n" "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt4_\\d+ = X\\\[a_\\d+\\(D\\)\\\];\n" "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt5_\\d+ = t\[14\]_\\d+ \\+ t\[14\]_\\d+;\n" "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = t2_\\d+ \\^ t3_\\d+;\n" "looplicm" { target looplicm_gcc12plus } } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" { target looplicm_gcc12plus } } } */
/* GCC 11's jump threading peels off the first iteration (where i & 1 is
   known to be 0) and leaves a loop whose exit test runs before the body:
   nothing there is guaranteed to execute, so the division and the load
   stay, and with them t5 and t2 ^ t3.  */
/* { dg-final { scan-tree-dump-times "Moving statement" 2 "looplicm" { target looplicm_gcc11 } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt1_\\d+ = a_\\d+\\(D\\) \\* b_\\d+\\(D\\);\n" "looplicm" { target looplicm_gcc11 } } } */
/* { dg-final { scan-tree-dump "Moving statement\nt3_\\d+ = a_\\d+\\(D\\) >> 2;\n" "looplicm" { target looplicm_gcc11 } } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute" 2 "looplicm" { target looplicm_gcc11 } } } */
/* Nothing is speculated in the rotated loop.  */
/* { dg-final { scan-tree-dump-not "rewriting stmt" "looplicm" } } */
