/* Store order: stores of two types to one location in a loop.
   Type-based aliasing says an int and a float store miss each other, but
   it says nothing about their order when they write the same bytes (here
   a union's members): an exit store of *pi alone would undo the float
   store.  Store-vs-store questions are asked without type rules, so
   neither location is promoted alone; both are, together, with their
   exit stores in the order of the loop's last stores (*pi, then *pf),
   as GCC's ordered store sequences do.  */
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

/* { dg-final { scan-tree-dump "Executing store motion of \\*pi_\[0-9\]+\\(D\\) from loop 1 \\(stored at the exits in order with 1 other location" "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of \\*pf_\[0-9\]+\\(D\\) from loop 1 \\(stored at the exits in order with 1 other location" "looplicm" } } */
/* { dg-final { scan-tree-dump "\n  \\*pi_\[0-9\]+\\(D\\) = pi__lsm\[.0-9_\]+;\n  \\*pf_\[0-9\]+\\(D\\) = pf__lsm" "looplicm" } } */
