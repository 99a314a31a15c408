/* Versioning for the vectorizer.  At -O2 GCC's vectorizer
   uses its very cheap cost model, which refuses a loop that needs a
   run-time alias check: with plain pointers these loops stay scalar.
   The plugin's check covers every pair the vectorizer would ask about,
   and the fast copy, whose iterations GCC's dependence analysis then
   finds independent, gets loop->safelen: the vectorizer vectorizes it
   without a check of its own.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftree-vectorize -fvect-cost-model=very-cheap -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-vect-details" } */

#define N 64

/* For the vectorizer alone: nothing else would move.  */
void
add (double *a, const double *b, const double *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] + c[i];
}

/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 2 checks, for the vectorizer\n" 1 "looplicm" } } */

/* Also for the vectorizer: A[i][k] is hoisted in the fast copy, and C's
   row is checked against B's as well.  */
void
gemm (double (*C)[N], double (*A)[N], double (*B)[N], double alpha)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += alpha * A[i][k] * B[k][j];
}

/* { dg-final { scan-tree-dump-times "Versioning loop 3 for alias: 2 checks, also for the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop \\d+ has no dependence between iterations under its check: safelen for the vectorizer\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "optimized: loop vectorized" 2 "vect" } } */

/* A dependence at distance 1 within one array: the check cannot cover
   it, the loop is not versioned for the vectorizer.  */
void
recur (double *a, const double *b)
{
  for (int i = 0; i < N; i++)
    a[i + 1] = a[i] * 0.5 + b[i];
}

/* { dg-final { scan-tree-dump-times "Versioning loop" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "keeps a dependence the check does not cover" 0 "looplicm" } } */
/* gemm's nest is copied whole, but its k loop updates C[i][j] in every
   iteration: not handed over.  */
/* { dg-final { scan-tree-dump-times "Loop 2 keeps a dependence between its iterations, the outer loop of a nest: not handed to the vectorizer\n" 1 "looplicm" } } */
