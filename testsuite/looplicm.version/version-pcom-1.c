/* Versioning for predictive commoning: in adi's sweep

     p[j] = -a / (a * p[j - 1] + b);
     q[j] = (u[j] - a * q[j - 1]) / (a * p[j - 1] + b);

   p[j - 1] and q[j - 1] are what the last iteration stored, and GCC's
   predictive commoning (-O3) keeps them in registers, but only where it
   knows that neither store is any of the other pointers' bytes: with
   plain pointers it leaves the loads.  The plugin versions the loop on
   "p[j - 1 .. j], q[j - 1 .. j] and u[j] do not overlap" (the ranges of
   one pointer merged into one), hands the fast copy's marks to
   predictive commoning, which then carries both values, and keeps the
   check since the fast copy gained PHI nodes the slow copy did not.  Not
   versioned: a prefix sum (its only store is the one reused:
   predictive commoning needs no check), a stencil (the reuse is between
   loads, and the vectorizer versions it itself), a reuse eight
   iterations apart only (the vectorizer takes both copies).  Versioned
   and taken back: a loop that the fast copy's marks let loop
   distribution split, which left predictive commoning nothing more than
   in the slow copy.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-pcom-details -fopt-info-loop-optimized" } */

void
tridiag (double *p, double *q, const double *u, int n, double a, double b)
{
  for (int j = 1; j < n; j++)	/* { dg-message "optimized: looplicm: versioned the loop at line \[0-9\]+ for predictive commoning: a run-time check picks a copy for when 'p\\\[j - 1\\\]' to 'p\\\[j\\\]' does not overlap 'u\\\[j\\\]' or 'q\\\[j - 1\\\]' to 'q\\\[j\\\]'; 'q\\\[j - 1\\\]' to 'q\\\[j\\\]' does not overlap 'u\\\[j\\\]'" } */
    {
      p[j] = -a / (a * p[j - 1] + b);
      q[j] = (u[j] - a * q[j - 1]) / (a * p[j - 1] + b);
    }
}

void
prefix (double *out, const double *in, int n)
{
  for (int i = 1; i < n; i++)
    out[i] = out[i - 1] + in[i];
}

void
stencil (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i] + a[i + 1];
}

void
far (double *p, double *q, int n)
{
  for (int j = 8; j < n; j++)
    {
      p[j] = p[j - 8] + q[j];
      q[j] = 2.0;
    }
}

void
two (double *p, double *q, int n)
{
  for (int j = 1; j < n; j++)
    {
      p[j] = p[j - 1] * 0.5;
      q[j] = 1.0;
    }
}

/* { dg-prune-output "(vectorized|versioned for vectorization|non-loop|distributed|unrolled)" } */
/* { dg-final { scan-tree-dump-times "Versioning loop \[0-9\]+ for alias: 3 checks, for predictive commoning\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop \[0-9\]+ for alias: 1 check, for predictive commoning\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop \[0-9\]+: \[0-9\]+ references marked again for predictive commoning" 2 "looplicm_jam" } } */
/* Only tridiag's fast copy is unrolled to carry its two values.  */
/* { dg-final { scan-tree-dump-times "Unrolling \[0-9\]+ times" 1 "pcom" } } */
/* { dg-final { scan-tree-dump-times "Loop \[0-9\]+ has \[3-9\] PHI nodes in its header, loop \[0-9\]+, its slow copy, 2\n" 1 "looplicm_pcom" } } */
/* { dg-final { scan-tree-dump-times "gained nothing from predictive commoning: its check becomes false" 1 "looplicm_pcom" } } */
