/* looplicm-diff of a function whose invariant x * y the pass hoists: the
   statement leaves the loop and reappears in the preheader, and the
   function without a loop, which the pass leaves alone, gets no entry.
   What looplicm-diff prints is the functions' headers and hunks only.  */
/* { dg-do compile } */

void
scale (long *a, long n, long x, long y)
{
  for (long i = 0; i < n; i++)
    a[i] = a[i] + x * y;
}

long
twice (long x)
{
  return 2 * x;
}

/* { dg-final { scan-looplicm-diff "^--- scale \\(before looplicm\\)$" } } */
/* { dg-final { scan-looplicm-diff "^\\+\\+\\+ scale \\(after looplicm\\)$" } } */
/* { dg-final { scan-looplicm-diff "^-  _\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);$" } } */
/* { dg-final { scan-looplicm-diff "^\\+  _\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);$" } } */
/* { dg-final { scan-looplicm-diff-not "twice" } } */
/* { dg-final { scan-looplicm-diff-not "^(?!--- |\\+\\+\\+ |@@ |\[-+ \]|$)" } } */
/* { dg-final { scan-looplicm-diff-renumbering-not } } */
