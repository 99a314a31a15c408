/* Versioning for the vectorizer alone is told only when the
   vectorizer used the copy: at -O2 (its very cheap cost model) the sum
   of two arrays through plain pointers is vectorized and the remark says
   why the loop was versioned; the quotient, which does not vectorize,
   has its check taken back and says nothing.  */
/* { dg-do compile } */
/* { dg-additional-options "-O2 -ftree-vectorize -fvect-cost-model=very-cheap" } */

#define N 64

void
add (double *a, const double *b, const double *c)
{
  for (int i = 0; i < N; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 14 for the vectorizer: a run-time check picks a copy for when 'a\\\[i\\\]' does not overlap 'b\\\[i\\\]' or 'c\\\[i\\\]'" } */
    a[i] = b[i] + c[i];
}

void
quot (int *a, const int *b, const int *c)
{
  for (int i = 0; i < N; i++)	/* { dg-bogus "versioned" } */
    a[i] = b[i] / c[i];
}

/* The vectorizer's own remarks.  */
/* { dg-prune-output "vectori" } */
/* { dg-prune-output "scalar_type" } */
/* { dg-prune-output "runtime alias check" } */
