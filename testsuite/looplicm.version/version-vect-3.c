/* The hand-off to the vectorizer outside its very cheap cost model
   (-O3).  There the vectorizer versions a loop for alias
   itself, so a loop versioned only for it is not versioned (add), but
   a fast copy versioned anyway, for store motion of y[i], would be
   versioned a second time: it is handed over when its references are
   contiguous (mv), and not when one steps by a row (mvt: the vectorizer
   weighs the strided loads against its own check and the trip count).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fvect-cost-model=dynamic -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-vect-details" } */

#define N 64

void
add (double *a, const double *b, const double *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] + c[i];
}

void
mv (double *y, double (*a)[N], const double *x)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += a[i][j] * x[j];
}

void
mvt (double *y, double (*a)[N], const double *x)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += a[j][i] * x[j];
}

/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias: \[0-9\]+ checks?, also for the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias: \[0-9\]+ checks?\n" 1 "looplicm" } } */
/* Both nests are copied whole: the outer loops are handed over too (the
   vectorizer never versions an outer loop for alias itself).  */
/* { dg-final { scan-tree-dump-times "Loop 2 has no dependence between iterations under its check: safelen for the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop 1 has no dependence between iterations under its check: safelen for the vectorizer\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "is not handed to the vectorizer: outside its very cheap cost model it checks the loop itself\n" 1 "looplicm" } } */
