/* The iterations of a versioned loop's slow copy peeled for the short
   entries that the test before the check sends there
   (version-peel-1.c), run for every number of iterations across the
   peeled ones and the test, with the location the loop keeps in a
   register before, inside and after the array it reads, at every
   element: where it is one of the elements, only the original loop is
   right.  An accumulator, one stored twice per iteration, a struct of
   two fields with one stored on some iterations only (as in
   bench/flag-sm-ptr.c), and a copy (bench/copy-short.c), against the
   same kernels through volatile pointers.  */
/* { dg-do run } */

extern void abort (void);

#define L 12
#define W (3 * L)

struct stats
{
  double sum;
  double best;
};

#define KERNELS(SUF, Q)							\
__attribute__ ((noipa)) void						\
acc##SUF (Q unsigned *sum, Q unsigned *a, int n)			\
{									\
  for (int i = 0; i < n; i++)						\
    *sum += a[i];							\
}									\
									\
__attribute__ ((noipa)) void						\
twice##SUF (Q unsigned *s, Q unsigned *a, int n)			\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      *s += a[i];							\
      *s ^= a[i] >> 3;							\
    }									\
}									\
									\
__attribute__ ((noipa)) void						\
stats##SUF (Q struct stats *s, Q double *v, int n)			\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      s->sum += v[i];							\
      if (v[i] > s->best)						\
	s->best = v[i];							\
    }									\
}									\
									\
__attribute__ ((noipa)) void						\
copy##SUF (Q double *y, Q double *z, int n)				\
{									\
  for (int i = 0; i < n; i++)						\
    y[i] = z[i];							\
}

KERNELS (, )
KERNELS (_ref, volatile)

static unsigned UX[W], UY[W];
static double X[W], Y[W];

static void
fill (void)
{
  for (int i = 0; i < W; i++)
    {
      UX[i] = UY[i] = i * 2654435761u;
      X[i] = Y[i] = (i * 37 % 23) * 0.5 - 3.0;
    }
}

static void
same (void)
{
  for (int i = 0; i < W; i++)
    if (UX[i] != UY[i] || X[i] != Y[i])
      abort ();
}

int
main (void)
{
  /* The array at S; the location anywhere in the buffer.  */
  int s = L;
  for (int n = -1; n <= L; n++)
    for (int d = 0; d < W - 1; d++)
      {
	fill ();
	acc (UX + d, UX + s, n);
	acc_ref (UY + d, UY + s, n);
	same ();

	fill ();
	twice (UX + d, UX + s, n);
	twice_ref (UY + d, UY + s, n);
	same ();

	fill ();
	stats ((struct stats *) (X + d), X + s, n);
	stats_ref ((struct stats *) (Y + d), Y + s, n);
	same ();

	if (d + n <= W)
	  {
	    fill ();
	    copy (X + d, X + s, n);
	    copy_ref (Y + d, Y + s, n);
	    same ();
	  }
      }
  return 0;
}
