/* asm never moves: neither a plain asm with invariant inputs nor a
   volatile one.  A volatile asm may also stop the iteration (it is
   treated like a call that may not return), so the x / y after it is
   not guaranteed to execute and stays, while x * y moves.  */
/* { dg-do compile } */

void
f (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      __asm__ ("# plain %0 %1" : "=r" (t) : "r" (x));
      __asm__ __volatile__ ("# volatile");
      a[i] = t + x / y + x * y;
    }
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n__asm__" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  _\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n" "looplicm" } } */
