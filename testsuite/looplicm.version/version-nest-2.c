/* A nest versioned as a whole.  Where the check is made once
   before the outer loop and every reference of the outer loop's own
   blocks accesses a location of the inner loop (m[j] = 0, m[j] /= fn),
   the whole nest is copied and those references take the location's
   marks; GCC's dependence analysis of the nest then finds the fast
   copy's columns independent, and the outer loop gets loop->safelen:
   outer-loop vectorization, as with restrict pointers.  Not where the
   outer loop has a reference of its own (t[j]: only the inner loop is
   versioned), nor is the outer loop handed over where a store of the
   inner loop writes the same e[i] in every column.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftree-vectorize -fvect-cost-model=very-cheap -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-vect-details" } */

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
other (double *m, double (*d)[N], double *t)
{
  for (int j = 0; j < N; j++)
    {
      t[j] = 1.0;
      for (int i = 0; i < N; i++)
	m[j] += d[i][j];
    }
}

void
carried (double *m, double (*d)[N], double *e)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	m[j] += d[i][j];
	e[i] = d[i][j] * 2.0;
      }
}

/* { dg-final { scan-tree-dump-times "  checked once before loop 1, over the iterations of both loops\n" 3 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  the whole nest of loop 1 is copied, its \[1-9\]\\d* references outside loop 2 marked\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  the whole nest of loop 1 is copied, its 0 references outside loop 2 marked\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  the whole nest" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop 1 has no dependence between iterations under its check: safelen for the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop 1 keeps a dependence between its iterations, the outer loop of a nest: not handed to the vectorizer\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "OUTER LOOP VECTORIZED" 1 "vect" } } */
