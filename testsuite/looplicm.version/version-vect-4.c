/* At -O3 GCC's vectorizer versions a loop for alias itself.  A loop
   versioned only for an invariant load (alpha * a[i][k]) gains there only
   the vectorizer's check of that location, against the cost of our
   check and its branch.  In syrk's triangular loop (bench/syrk-ptr.c)
   a[i][k] is the last a[j][k] of the loop: the vectorizer's check of
   a[j][k] against c[i][j] spans it too, so versioning saves no check
   and costs a check and a branch, so the loop is left to the
   vectorizer.  gemm's a[i][k] (bench/gemm-ptr.c), which no other load
   reaches, is still versioned.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

#define M 60
#define N 80

void
syrk (double alpha, double (*c)[N], double (*a)[M])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
	c[i][j] += alpha * a[i][k] * a[j][k];
}

void
gemm (double alpha, double (*c)[N], double (*a)[M], double (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += alpha * a[i][k] * b[k][j];
}

/* { dg-final { scan-tree-dump-times "Not versioning loop \\d+ for alias: only a load would move, and the vectorizer's own check of a load whose range holds it covers it too\n" 1 "looplicm" } } */
/* gemm's references are contiguous or invariant: its fast copy is also
   planned for the vectorizer and handed over (ver_vect_model_p).  */
/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias: 2 checks, also for the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop" 1 "looplicm" } } */
