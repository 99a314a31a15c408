/* Subloops before a division in the outer loop's body.

   In f, a list walk that may run forever (C loops are not assumed to be
   finite) precedes x / y.  The division's block dominates the outer
   latch and exit, but if the walk never ends the division never runs:
   it is not guaranteed to execute in loop 1 (docs/THEORY.md, definition 7) and
   stays.  x * y cannot trap and moves out of loop 1, speculated.

   In g, the subloop is counted, hence finite: u / v is guaranteed to
   execute in its outer loop and moves.  */
/* { dg-do compile } */

struct node { struct node *next; int v; };

void
f (int *a, struct node *p, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    {
      while (p->v != i)
	p = p->next;
      a[i] = x / y + x * y;
    }
}

void
g (int *a, int *b, int n, int m, int u, int v)
{
  for (int i = 0; i < n; i++)
    {
      int s = 0;
      for (int j = 0; j < m; j++)
	s += b[j];
      a[i] = s + u / v;
    }
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  _\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump "rewriting stmt with undefined signed overflow _\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);" "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump "rewriting stmt for being uncondi?tional defined_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);" "looplicm" { target looplicm_gcc16plus } } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = u_\\d+\\(D\\) / v_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement" 1 "looplicm" } } */
