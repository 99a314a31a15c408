/* Loop versioning for alias: each kernel is written with plain pointers,
   so store motion or hoisting needs a run-time check that the invariant
   location lies outside the ranges the loop accesses.  Every kernel is
   called with the pointers apart (the fast copy runs) and overlapping at
   the first, a middle and the last element, and just outside either end
   (the check must pick the right copy, and be exact at the edges); the
   results are compared with a reference that uses volatile accesses,
   which no versioning touches.  */
/* { dg-do run } */

extern void abort (void);

#define N 16

__attribute__ ((noipa)) void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

__attribute__ ((noipa)) void
acc_ref (volatile unsigned *sum, volatile const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

/* Downwards: a negative step.  */
__attribute__ ((noipa)) void
acc_down (int *sum, int *a, int n)
{
  for (int i = n - 1; i >= 0; i--)
    {
      *sum = *sum * 3 + a[i];
      a[i] += 1;
    }
}

__attribute__ ((noipa)) void
acc_down_ref (volatile int *sum, volatile int *a, int n)
{
  for (int i = n - 1; i >= 0; i--)
    {
      *sum = *sum * 3 + a[i];
      a[i] += 1;
    }
}

/* An invariant load under a store that may write it.  */
__attribute__ ((noipa)) void
scale (int *a, const int *p, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + *p;
}

__attribute__ ((noipa)) void
scale_ref (volatile int *a, volatile const int *p, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + *p;
}

/* Two accumulators that may be one location.  */
__attribute__ ((noipa)) void
two (long *s, long *q, const long *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *s += a[i];
      *q ^= a[i] + *s;
    }
}

__attribute__ ((noipa)) void
two_ref (volatile long *s, volatile long *q, volatile const long *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *s += a[i];
      *q ^= a[i] + *s;
    }
}

/* Matrix-vector product: y[i] in the j loop against rows of A and x.  */
__attribute__ ((noipa)) void
matvec (double *y, const double *A, const double *x, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += A[i * n + j] * x[j];
}

__attribute__ ((noipa)) void
matvec_ref (volatile double *y, volatile const double *A,
	    volatile const double *x, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += A[i * n + j] * x[j];
}

static unsigned ua[N + 4], ub[N + 4];
static int ia[N + 4], ib[N + 4];
static long la[N + 4], lb[N + 4];
static double da[4 * N + 8], db[4 * N + 8];

static void
fill (void)
{
  for (int i = 0; i < N + 4; i++)
    {
      ua[i] = ub[i] = i * 2654435761u;
      ia[i] = ib[i] = i * 7 - 20;
      la[i] = lb[i] = i * 1000003L;
    }
  for (int i = 0; i < 4 * N + 8; i++)
    da[i] = db[i] = i * 0.5 - 3.0;
}

static void
same_u (void)
{
  for (int i = 0; i < N + 4; i++)
    if (ua[i] != ub[i])
      abort ();
}

static void
same_i (void)
{
  for (int i = 0; i < N + 4; i++)
    if (ia[i] != ib[i])
      abort ();
}

static void
same_l (void)
{
  for (int i = 0; i < N + 4; i++)
    if (la[i] != lb[i])
      abort ();
}

static void
same_d (void)
{
  for (int i = 0; i < 4 * N + 8; i++)
    if (da[i] != db[i])
      abort ();
}

int
main (void)
{
  /* Offsets of the invariant location relative to the range a[2..2+n):
     apart (before, after), just outside either end, first, middle,
     last.  */
  static const int offs[] = { 0, N + 3, 1, 2 + N, 2, 2 + N / 2, 1 + N };
  /* Trip counts: negative and zero (the loop is not entered), one, some,
     all.  */
  static const int ns[] = { -3, 0, 1, 5, N };
  for (unsigned k = 0; k < sizeof offs / sizeof offs[0]; k++)
    for (unsigned t = 0; t < sizeof ns / sizeof ns[0]; t++)
      {
	int o = offs[k], n = ns[t];
	fill ();
	acc (&ua[o], &ua[2], n);
	acc_ref (&ub[o], &ub[2], n);
	same_u ();

	fill ();
	acc_down (&ia[o], &ia[2], n);
	acc_down_ref (&ib[o], &ib[2], n);
	same_i ();

	fill ();
	scale (&ia[2], &ia[o], n);
	scale_ref (&ib[2], &ib[o], n);
	same_i ();

	fill ();
	two (&la[o], &la[o], &la[2], n);
	two_ref (&lb[o], &lb[o], &lb[2], n);
	same_l ();
	fill ();
	two (&la[o], &la[0], &la[2], n);
	two_ref (&lb[o], &lb[0], &lb[2], n);
	same_l ();
      }

  /* y apart from A and x, y inside x, y inside A, y == x.  */
  static const int yo[] = { 3 * N, 2 * N + 1, 5, 2 * N };
  for (unsigned k = 0; k < sizeof yo / sizeof yo[0]; k++)
    {
      fill ();
      matvec (&da[yo[k]], &da[0], &da[2 * N], 4);
      matvec_ref (&db[yo[k]], &db[0], &db[2 * N], 4);
      same_d ();
    }
  return 0;
}
