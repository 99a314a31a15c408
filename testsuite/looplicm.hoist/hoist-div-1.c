/* x / y in a top-tested loop (no header copying): the body does not
   dominate the exiting header, so the division is not guaranteed to
   execute; y may be 0, so it may trap.  It stays (definition 7 of
   docs/THEORY.md).
   x * y next to it is safe to speculate and moves.  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-tree-ch" } */

void
fill (long *a, long *b, long n, long x, long y)
{
  for (long i = 0; i < n; i++)
    {
      a[i] = x / y;
      b[i] = x * y;
    }
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  _\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]* / " "looplicm" } } */
