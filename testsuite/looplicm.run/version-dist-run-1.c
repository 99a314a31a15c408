/* Loop versioning for loop distribution: copies whose fast
   copy GCC's loop distribution makes a call to memmove (at -O2 and -O3;
   a loop at -O1), run with the destination at every offset from the
   source, before, on and after it, overlapping or not, for every
   length across the guard on the number of iterations: where the
   ranges overlap, only the original loop is right (a forward copy onto
   a later element repeats the first ones).  Doubles and chars, two
   copies in one loop (each checked against the other), a copy through
   pointer increments, and durbin's copy inside an outer loop that also
   computes what is copied.  Results against the same kernels through
   volatile pointers.  */
/* { dg-do run } */

extern void abort (void);

#define L 14
#define W (4 * L)

#define KERNELS(SUF, Q)							\
__attribute__ ((noipa)) void						\
cpd##SUF (Q double *y, Q double *z, int n)				\
{									\
  for (int i = 0; i < n; i++)						\
    y[i] = z[i];							\
}									\
									\
__attribute__ ((noipa)) void						\
cpc##SUF (Q char *y, Q char *z, unsigned n)				\
{									\
  for (unsigned i = 0; i < n; i++)					\
    y[i] = z[i];							\
}									\
									\
__attribute__ ((noipa)) void						\
cp2##SUF (Q double *y1, Q double *z1, Q double *y2, Q double *z2, int n)	\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      y1[i] = z1[i];							\
      y2[i] = z2[i];							\
    }									\
}									\
									\
__attribute__ ((noipa)) void						\
cpp##SUF (Q double *d, Q double *s, long n)				\
{									\
  while (n-- > 0)							\
    *d++ = *s++;							\
}									\
									\
__attribute__ ((noipa)) void						\
durbin##SUF (Q double *y, Q double *z, int n)				\
{									\
  for (int k = 1; k < n; k++)						\
    {									\
      for (int i = 0; i < k; i++)					\
	z[i] = y[i] + 0.5 * y[k - i - 1];				\
      for (int i = 0; i < k; i++)					\
	y[i] = z[i];							\
      y[k] = y[k - 1] - 1.0;						\
    }									\
}

KERNELS (, )
KERNELS (_ref, volatile)

static double X[W], Y[W];
static char CX[W], CY[W];

static void
fill (void)
{
  for (int i = 0; i < W; i++)
    {
      X[i] = Y[i] = i * 0.5 - 3.0;
      CX[i] = CY[i] = (char) (i * 7 + 1);
    }
}

static void
same (void)
{
  for (int i = 0; i < W; i++)
    if (X[i] != Y[i] || CX[i] != CY[i])
      abort ();
}

int
main (void)
{
  /* The source at S, the destination anywhere around it.  */
  int s = L + 1;
  for (int n = 0; n <= L; n++)
    for (int d = 0; d + n <= W; d++)
      {
	fill ();
	cpd (X + d, X + s, n);
	cpd_ref (Y + d, Y + s, n);
	same ();

	fill ();
	cpc (CX + d, CX + s, n);
	cpc_ref (CY + d, CY + s, n);
	same ();

	fill ();
	cpp (X + d, X + s, n);
	cpp_ref (Y + d, Y + s, n);
	same ();

	/* The second copy's source or destination on the first's; T, L + 1
	   elements from the end, is apart from both.  */
	int t = W - L - 1;
	if (d + n <= t)
	  {
	    fill ();
	    cp2 (X + d, X + s, X + t, X + d + 1, n);
	    cp2_ref (Y + d, Y + s, Y + t, Y + d + 1, n);
	    same ();

	    fill ();
	    cp2 (X + t, X + s, X + d, X + t + 1, n);
	    cp2_ref (Y + t, Y + s, Y + d, Y + t + 1, n);
	    same ();
	  }

	if (d + n + 1 <= W)
	  {
	    fill ();
	    durbin (X + d, X + s, n + 1);
	    durbin_ref (Y + d, Y + s, n + 1);
	    same ();
	  }
      }
  return 0;
}
