/* Loop versioning for the vectorizer: fast copies handed to
   GCC's vectorizer through loop->safelen, with arguments apart and
   overlapping in every way the check must catch: the same array, one
   element later or earlier (a recurrence the vector code would break),
   one row later, the last element on the first.  Also loops whose
   fast copy keeps a dependence of its own (a[i + 1] = a[i] ...), which
   must not be handed over, and one the vectorizer cannot vectorize
   (its check is taken back).  Results against a volatile reference.  */
/* { dg-do run } */
/* { dg-additional-options "-ftree-vectorize" } */

extern void abort (void);

#define N 64
#define M (N * N + 4 * N)

__attribute__ ((noipa)) void
add (double *a, const double *b, const double *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] + c[i];
}

__attribute__ ((noipa)) void
add_ref (volatile double *a, volatile const double *b,
	 volatile const double *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] + c[i];
}

/* i-k-j product: C's row against B's row, A[i][k] hoisted.  */
__attribute__ ((noipa)) void
gemm (double (*C)[N], double (*A)[N], double (*B)[N], double alpha)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += alpha * A[i][k] * B[k][j];
}

__attribute__ ((noipa)) void
gemm_ref (volatile double (*C)[N], volatile double (*A)[N],
	  volatile double (*B)[N], double alpha)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += alpha * A[i][k] * B[k][j];
}

/* y[i] kept in a register (store motion) over contiguous rows: at -O3
   too the fast copy is handed over.  */
__attribute__ ((noipa)) void
mv (double *y, double (*a)[N], const double *x)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += a[i][j] * x[j];
}

__attribute__ ((noipa)) void
mv_ref (volatile double *y, volatile double (*a)[N], volatile const double *x)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += a[i][j] * x[j];
}

/* A dependence of its own at distance 1: never handed over.  */
__attribute__ ((noipa)) void
recur (double *a, const double *b, double *s)
{
  for (int i = 0; i < N; i++)
    {
      a[i + 1] = a[i] * 0.5 + b[i];
      *s += b[i];
    }
}

__attribute__ ((noipa)) void
recur_ref (volatile double *a, volatile const double *b, volatile double *s)
{
  for (int i = 0; i < N; i++)
    {
      a[i + 1] = a[i] * 0.5 + b[i];
      *s += b[i];
    }
}

/* Integer division does not vectorize on most targets: its check is
   taken back.  */
__attribute__ ((noipa)) void
quot (int *a, const int *b, const int *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] / (c[i] | 1);
}

__attribute__ ((noipa)) void
quot_ref (volatile int *a, volatile const int *b, volatile const int *c)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] / (c[i] | 1);
}

static double x[M], y[M];
static int p[M], q[M];

static void
fill (void)
{
  for (int i = 0; i < M; i++)
    {
      x[i] = y[i] = (i % 13) * 0.25 + 1.0;
      p[i] = q[i] = (i % 7) * 3 + 1;
    }
}

static void
same (void)
{
  for (int i = 0; i < M; i++)
    if (x[i] != y[i] || p[i] != q[i])
      abort ();
}

/* The offsets, in elements, of the three arrays of one call.  */
static const int offs[][3] = {
  { 0, N, 2 * N },	/* apart */
  { 0, 0, N },		/* a == b */
  { 1, 0, N },		/* a one later than b: a recurrence */
  { 0, 1, N },		/* a one earlier than b */
  { N - 1, 0, 2 * N },	/* a's first on b's last */
  { 0, N, 0 },		/* a == c */
  { 3, N, 1 },		/* a inside c */
};

int
main (void)
{
  int n = sizeof offs / sizeof offs[0];
  for (int t = 0; t < n; t++)
    {
      const int *o = offs[t];
      fill ();
      add (x + o[0], x + o[1], x + o[2]);
      add_ref (y + o[0], y + o[1], y + o[2]);
      same ();
      fill ();
      quot (p + o[0], p + o[1], p + o[2]);
      quot_ref (q + o[0], q + o[1], q + o[2]);
      same ();
      fill ();
      recur (x + o[0], x + o[1], x + o[2] + N);
      recur_ref (y + o[0], y + o[1], y + o[2] + N);
      same ();
    }
  /* C, A and B as rows of one array: apart, C == B, C one row after B,
     C one element after A, C's last row on B's first.  */
  static const int moffs[][3] = {
    { 0, N * N, 2 * N * N },
    { 0, 0, 0 },
    { N, 2 * N, 0 },
    { 1, 0, 2 * N },
    { 0, 3 * N, N * N - N },
  };
  static double X[3 * N * N + N], Y[3 * N * N + N];
  for (unsigned t = 0; t < sizeof moffs / sizeof moffs[0]; t++)
    {
      const int *o = moffs[t];
      for (int i = 0; i < 3 * N * N + N; i++)
	X[i] = Y[i] = (i % 11) * 0.125 - 0.5;
      gemm ((double (*)[N]) (X + o[0]), (double (*)[N]) (X + o[1]),
	    (double (*)[N]) (X + o[2]), 0x1p-10);
      gemm_ref ((volatile double (*)[N]) (Y + o[0]),
		(volatile double (*)[N]) (Y + o[1]),
		(volatile double (*)[N]) (Y + o[2]), 0x1p-10);
      for (int i = 0; i < 3 * N * N + N; i++)
	if (X[i] != Y[i])
	  abort ();
      mv (X + o[0], (double (*)[N]) (X + o[1]), X + o[2]);
      mv_ref (Y + o[0], (volatile double (*)[N]) (Y + o[1]), Y + o[2]);
      for (int i = 0; i < 3 * N * N + N; i++)
	if (X[i] != Y[i])
	  abort ();
    }
  return 0;
}
