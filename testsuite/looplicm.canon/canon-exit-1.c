/* Shared exits in a nest: the inner loop leaves to the outer loop's exit
   through `goto out', which the outer loop's guard also reaches.  Each
   loop gets its own dedicated exit blocks, innermost first.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int
g (int *a, int n, int m)
{
  int s = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      {
	s += a[i] * j;
	if (a[i] == 7)
	  goto out;
      }
out:
  return s;
}

/* { dg-final { scan-tree-dump "Loop 2 \\(depth 2, header bb \[0-9\]+\\):" "looplicm" } } */
/* { dg-final { scan-tree-dump "Loop 1 \\(depth 1, header bb \[0-9\]+\\):" "looplicm" } } */
/* Inner loop first: its report comes before the outer loop's.  */
/* { dg-final { scan-tree-dump "Loop 2 \[^\n\]*\n(  \[^\n\]*\n)*\nLoop 1 " "looplicm" } } */
/* Two exits of the inner loop and two of the outer loop are split.  */
/* { dg-final { scan-tree-dump-times "made dedicated by created bb" 4 "looplicm" } } */
/* s is used in both loops: no value to sink, no loop-closed PHI.  */
/* { dg-final { scan-tree-dump "Loop-closed SSA: no value is used only after its loop; none built" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "LCSSA PHI created" "looplicm" } } */
