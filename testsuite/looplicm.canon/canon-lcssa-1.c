/* A value defined in the loop and used after it flows through an LCSSA
   PHI in the (new, dedicated) exit block (the lesson's last_neg).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int
last_neg (int *a, int n)
{
  int pos = -1;
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      pos = i;
  return pos + 1;
}

/* { dg-final { scan-tree-dump "LCSSA PHI created for loop 1 in exit bb \[0-9\]+: pos_\[0-9\]+ = PHI <pos_\[0-9\]+\\(\[0-9\]+\\)>" "looplicm" } } */
