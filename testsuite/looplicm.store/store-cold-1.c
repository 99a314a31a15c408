/* Cold code stays cold: a counter bumped only in a block that
   __builtin_expect calls unlikely is not promoted (a load and a store on
   every entry would cost more), and an invariant product computed only
   there stays there.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int counter;

void
count (const int *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    if (__builtin_expect (a[i] < 0, 0))
      counter++;
}

void
rare (int *restrict out, const int *restrict a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    {
      if (__builtin_expect (a[i] == 12345, 0))
	out[i] = x * y + 7;
      else
	out[i] = a[i];
    }
}

/* { dg-final { scan-tree-dump "Not promoting counter in loop 1: it is accessed in a block colder than the preheader" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: its block is colder than the loop's preheader\n  _\[0-9\]+ = x_\[0-9\]+\\(D\\) \\* y_\[0-9\]+\\(D\\);" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement" "looplicm" } } */
