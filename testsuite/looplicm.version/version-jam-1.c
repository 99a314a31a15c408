/* The fast copy of a nest, kept for GCC's unroll-and-jam and vectorizer
   at -O3 (version/jam.cc).  gemm's k-j nest is versioned whole
   (the check once per row i), its references leave the pass with labels
   instead of marks, get their marks back right before unroll-and-jam,
   which then fuses two iterations of k, and lose them right before
   ivopts.  The store of c[i][j] that fusion leaves dead (iteration k
   stores it, k + 1 stores it again after loading b[k + 1][j]) is
   removed while the marks are on.  The outer loops of mean and mvt,
   handed to the vectorizer with safelen at -O2, are handed with their
   marks at -O3 and still vectorized as outer loops.  Without the plugin
   GCC does none of this: c may be b.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-unrolljam-details -fdump-tree-vect-details" } */

#define NI 60
#define NJ 70
#define NK 80

void
gemm (double alpha, double beta, double (*c)[NJ], double (*a)[NK],
      double (*b)[NJ])
{
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	c[i][j] *= beta;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  c[i][j] += alpha * a[i][k] * b[k][j];
    }
}

#define N 64

void
mean (double *m, double (*d)[N], double fn)
{
  for (int j = 0; j < N; j++)
    {
      m[j] = 0.0;
      for (int i = 0; i < N; i++)
	m[j] += d[i][j];
      m[j] /= fn;
    }
}

void
mvt (double *x, double (*a)[N], const double *y)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i] = x[i] + a[j][i] * y[j];
}

/* { dg-final { scan-tree-dump-times "Loop \\d+: its \\d+ marked references labelled for unroll-and-jam\n" 3 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop \\d+: \\d+ references marked again for unroll-and-jam and the vectorizer, dependence clique \\d+; safelen taken back\n" 3 "looplicm_jam" } } */
/* { dg-final { scan-tree-dump-times "applying unroll and jam with factor 2" 1 "unrolljam" } } */
/* { dg-final { scan-tree-dump-times "Deleted a store overwritten in its block: \[^\n\]*\\* ?_\\d+\[^\n\]* = _\\d+;\n" 1 "looplicm_jammed" } } */
/* { dg-final { scan-tree-dump-times "OUTER LOOP VECTORIZED" 2 "vect" } } */
