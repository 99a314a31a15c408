/* Loop versioning for predictive commoning: recurrences
   through memory whose fast copy GCC's predictive commoning (-O3) keeps
   in registers, run with every pointer at every offset around the
   others, overlapping or not, for lengths 0 to L: where a store is one
   of the reused bytes, only the original loop is right.  adi's sweep
   in one and in two dimensions (the check made before the row loop),
   chars, and a loop whose check is taken back.  Results against the
   same kernels through volatile pointers.  */
/* { dg-do run } */

extern void abort (void);

/* Beyond the 12 iterations below which a check on every entry is
   skipped.  */
#define L 20
#define W (4 * L)
#define R 6

#define KERNELS(SUF, Q)							\
__attribute__ ((noipa)) void						\
tri##SUF (Q double *p, Q double *q, Q double *u, int n)			\
{									\
  for (int j = 1; j < n; j++)						\
    {									\
      p[j] = -0.25 / (0.5 * p[j - 1] + 2.0);				\
      q[j] = (u[j] - 0.5 * q[j - 1]) / (0.5 * p[j - 1] + 2.0);		\
    }									\
}									\
									\
__attribute__ ((noipa)) void						\
adi##SUF (Q double (*p)[R], Q double (*q)[R], Q double (*u)[R], int n)	\
{									\
  for (int i = 1; i < R - 1; i++)					\
    for (int j = 1; j < n; j++)						\
      {									\
	p[i][j] = -0.25 / (0.5 * p[i][j - 1] + 2.0);			\
	q[i][j] = (u[j][i - 1] + u[j][i + 1]				\
		   - 0.5 * q[i][j - 1]) / (0.5 * p[i][j - 1] + 2.0);	\
      }									\
}									\
									\
__attribute__ ((noipa)) void						\
chr##SUF (Q char *p, Q char *q, int n)					\
{									\
  for (int j = 1; j < n; j++)						\
    {									\
      p[j] = p[j - 1] + 3;						\
      q[j] = p[j];							\
    }									\
}									\
									\
__attribute__ ((noipa)) void						\
two##SUF (Q double *p, Q double *q, int n)				\
{									\
  for (int j = 1; j < n; j++)						\
    {									\
      p[j] = p[j - 1] * 0.5;						\
      q[j] = 1.0;							\
    }									\
}

KERNELS (, )
KERNELS (_ref, volatile)

static double X[W * R], Y[W * R];
static char CX[W], CY[W];

static void
fill (void)
{
  for (int i = 0; i < W * R; i++)
    X[i] = Y[i] = i * 0.5 - 3.0;
  for (int i = 0; i < W; i++)
    CX[i] = CY[i] = (char) (i * 7 + 1);
}

static void
same (void)
{
  for (int i = 0; i < W * R; i++)
    if (X[i] != Y[i])
      abort ();
  for (int i = 0; i < W; i++)
    if (CX[i] != CY[i])
      abort ();
}

int
main (void)
{
  /* P at S; Q anywhere around it; U, or the second pointer, at T.  */
  int s = L + 1;
  for (int n = 0; n <= L; n++)
    for (int d = 0; d + n <= W; d++)
      for (int t = 0; t + n <= W; t += 3)
	{
	  fill ();
	  tri (X + s, X + d, X + t, n);
	  tri_ref (Y + s, Y + d, Y + t, n);
	  same ();
	}
  for (int n = 0; n <= L; n++)
    for (int d = 0; d + n <= W; d++)
      {
	fill ();
	chr (CX + s, CX + d, n);
	chr_ref (CY + s, CY + d, n);
	same ();

	fill ();
	two (X + s, X + d, n);
	two_ref (Y + s, Y + d, n);
	same ();
      }
  /* Rows of R doubles: P at row S, Q and U anywhere by elements.  */
  for (int n = 0; n <= R; n++)
    for (int d = 0; d + R * R <= W * R; d += 5)
      for (int t = 0; t + R * R <= W * R; t += 7)
	{
	  fill ();
	  adi ((double (*)[R]) (X + R * s), (double (*)[R]) (X + d),
	       (double (*)[R]) (X + t), n);
	  adi_ref ((double (*)[R]) (Y + R * s), (double (*)[R]) (Y + d),
		   (double (*)[R]) (Y + t), n);
	  same ();
	}
  return 0;
}
