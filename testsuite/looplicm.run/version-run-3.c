/* Loop versioning for alias with a step known only at run time: the
   column of a matrix (b[k * s]) against an accumulator *c.  The check
   must find the step non-negative and the range apart; with a negative
   or huge stride, or *c inside the column, the original loop runs.
   Results against a volatile reference.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) void
col (double *c, const double *b, long s, int n)
{
  for (int k = 0; k < n; k++)
    *c += b[k * s] * (k + 1);
}

__attribute__ ((noipa)) void
col_ref (volatile double *c, volatile const double *b, long s, int n)
{
  for (int k = 0; k < n; k++)
    *c += b[k * s] * (k + 1);
}

/* The matrix product, i-j-k: C[i][j] against a row of A (step 8) and a
   column of B (step 8 * n).  */
__attribute__ ((noipa)) void
mm (double *C, const double *A, const double *B, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i * n + j] += A[i * n + k] * B[k * n + j];
}

__attribute__ ((noipa)) void
mm_ref (volatile double *C, volatile const double *A,
	volatile const double *B, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i * n + j] += A[i * n + k] * B[k * n + j];
}

#define M 64
static double x[M], y[M];

static void
fill (void)
{
  for (int i = 0; i < M; i++)
    x[i] = y[i] = i * 0.25 + 1.0;
}

static void
same (void)
{
  for (int i = 0; i < M; i++)
    if (x[i] != y[i])
      abort ();
}

int
main (void)
{
  /* Column at 8 with stride S over N elements; c at offset O.  */
  static const struct { int o; long s; int n; } cases[] = {
    { 0, 4, 5 }, { 1, 4, 5 }, { 8, 4, 5 }, { 12, 4, 5 }, { 24, 4, 5 },
    { 25, 4, 5 }, { 40, 4, 5 }, { 9, 0, 5 }, { 8, 0, 5 },
    { 40, -2, 5 }, { 4, -2, 5 }, { 0, -2, 5 }, { 30, 3, 0 }, { 11, 3, 1 },
  };
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      int b = cases[i].s < 0 ? 20 : 8;
      fill ();
      col (&x[cases[i].o], &x[b], cases[i].s, cases[i].n);
      col_ref (&y[cases[i].o], &y[b], cases[i].s, cases[i].n);
      same ();
    }

  /* C apart from A and B; C on top of A; C on top of B.  */
  static const int co[] = { 32, 0, 16 };
  for (unsigned i = 0; i < 3; i++)
    {
      fill ();
      mm (&x[co[i]], &x[0], &x[16], 4);
      mm_ref (&y[co[i]], &y[0], &y[16], 4);
      same ();
    }
  return 0;
}
