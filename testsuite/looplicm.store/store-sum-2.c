/* The `sum' of docs/THEORY.md without restrict: a[i] may be *total, and
   a later load of a[i] must see the new value, so *total stays in
   memory.  */
/* { dg-do compile } */
/* What the static analysis decides: with loop versioning (on by default)
   a run-time check lets the fast copy promote; looplicm.version tests
   that.  */
/* { dg-additional-options "-fplugin-arg-looplicm-version=0" } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
sum (long *total, const long *a, long n)
{
  for (long i = 0; i < n; i++)
    *total += a[i];
}

/* { dg-final { scan-tree-dump-times "Not promoting \\*total_\[0-9\]+\\(D\\) in loop 1: it may also be accessed by _\[0-9\]+ = \\*_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "_lsm" "looplicm" } } */
