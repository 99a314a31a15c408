/* (v[i] + a) + b on int: nothing is invariant as written.  The chain is
   regrouped as v[i] + (a + b), computed in unsigned int (a + b may
   overflow where the original does not), and a + b, cheap as it is,
   moves before the loop: one addition per iteration instead of two.  */
/* { dg-do compile } */

void
f (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b;
}

/* { dg-final { scan-tree-dump-times "Reassociating " 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = _\\d+ \\+ b_\\d+\\(D\\);\n  for loop 1: 2 of 3 operands invariant, 1 operation fewer per iteration\n" "looplicm" } } */
/* The invariant part, in unsigned int, leaves the loop.  */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = \\(unsigned int\\) a_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ \\+ _\\d+;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* In the loop: one unsigned addition, converted back to int.  */
/* { dg-final { scan-tree-dump "\n  (_\\d+) = \\(unsigned int\\) _\\d+;\n  (_\\d+) = \\1 \\+ _\\d+;\n  _\\d+ = \\(int\\) \\2;\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
/* No signed addition of a and b anywhere.  */
/* { dg-final { scan-tree-dump-not "= a_\\d+\\(D\\) \\+ b_" "looplicm" } } */
