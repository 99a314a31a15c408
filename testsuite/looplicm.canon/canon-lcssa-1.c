/* Loop-closed SSA is built for the values sinking may move: a value
   defined in the loop and used only after it (x in find_scaled) flows
   through an LCSSA PHI in the (new, dedicated) exit block, and then sinks
   there.  A value also used in the loop (pos in last_neg, carried by
   the header PHI) cannot sink: no PHI is built for it (docs/THEORY.md,
   definition 8).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */

int
find_scaled (int *a, int n, int k)
{
  for (int i = 0; i < n; i++)
    {
      int x = a[i] * k;
      if (a[i] < 0)
	return x + 1;
    }
  return 0;
}

int
last_neg (int *a, int n)
{
  int pos = -1;
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      pos = i;
  return pos + 1;
}

/* { dg-final { scan-tree-dump-times "Loop-closed SSA for the values used only after their loop:\nLCSSA PHI created for loop 1 in exit bb \[0-9\]+: x_\[0-9\]+ = PHI <x_\[0-9\]+\\(\[0-9\]+\\)>" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Sinking statement\nx_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\nfrom loop 1 to exit bb" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop-closed SSA: no value is used only after its loop; none built" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "LCSSA PHI created\[^\n\]*: pos_" "looplicm" } } */
