/* A loop with a constant trip count has no guard: its only exit is
   already dedicated and the entry block is the preheader.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
fill (int *a)
{
  for (int i = 0; i < 100; i++)
    a[i] = i;
}

/* { dg-final { scan-tree-dump "  preheader: bb 2 \\(found\\)" "looplicm" } } */
/* { dg-final { scan-tree-dump "  exit bb \[0-9\]+ -> bb \[0-9\]+: dedicated\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "made dedicated" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "LCSSA PHI created" "looplicm" } } */
