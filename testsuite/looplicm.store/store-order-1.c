/* Store order (issue 10): stores of two types to one location in a loop.
   Type-based aliasing says an int and a float store miss each other, but
   it says nothing about their order when they write the same bytes (here
   a union's members): the exit store of a promoted *pi would undo the
   float store.  Store-vs-store questions are asked without type rules,
   so neither location is promoted.  */
/* { dg-do compile } */
/* What the static analysis decides: with loop versioning (on by default)
   a run-time check lets the fast copy promote; looplicm.version tests
   that.  */
/* { dg-additional-options "-fplugin-arg-looplicm-version=0" } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

void
fill (int *pi, float *pf, int n)
{
  for (int k = 0; k < n; k++)
    {
      *pi = k;
      *pf = 2.0f;
    }
}

/* { dg-final { scan-tree-dump "Not promoting \\*pi_\[0-9\]+\\(D\\) in loop 1: it may also be accessed by \\*pf_\[0-9\]+\\(D\\) = 2" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not promoting \\*pf_\[0-9\]+\\(D\\) in loop 1: it may also be accessed by \\*pi_\[0-9\]+\\(D\\) = k" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
