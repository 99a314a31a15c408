/* A fast copy made for the vectorizer alone that the vectorizer does not
   vectorize (integer division has no vector instruction on most
   targets; a dependence of the loop's own) is taken back after the
   vectorizer: its check becomes false and the original loop stays, so
   the plugin costs nothing there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftree-vectorize -fvect-cost-model=very-cheap -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-optimized" } */

#define N 64

void
quot (int *a, const int *b, const int *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] / c[i];
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 2 checks, for the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop 1 was not vectorized: its check becomes false, the original loop stays\n" 1 "looplicm_vect" } } */
/* { dg-final { scan-tree-dump-not "looplicm.vect" "optimized" } } */
/* { dg-final { scan-tree-dump-times "if \\(" 1 "optimized" } } */
