/* The worked example of docs/THEORY.md (section 3) in C, top-tested (no
   header copying).  t2 and t3 feed a store to Z so that they stay live.
   t1 and t3 (a / 4 is a >> 2) move.  t2 = a / b and the load X[a] stay:
   they may trap, and B does not dominate the exiting header.  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-tree-ch" } */

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

/* { dg-final { scan-tree-dump-times "Moving statement" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt1_\\d+ = a_\\d+\\(D\\) \\* b_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt3_\\d+ = a_\\d+\\(D\\) >> 2;\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  t2_\\d+ = a_\\d+\\(D\\) / b_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  t4_\\d+ = X\\\[a_\\d+\\(D\\)\\\];\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement" 2 "looplicm" } } */
