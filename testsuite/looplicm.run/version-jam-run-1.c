/* The fast copies of nests through GCC's unroll-and-jam and vectorizer
   with their marks (version/jam.cc; at -O3): gemm's k-j nest,
   which unroll-and-jam fuses (and whose dead store is removed), and
   shift's, whose rows depend on each other one column on (row k + 1
   reads what row k wrote) and whose inner loop the vectorizer takes
   with the marks on.  The arrays in one pool at every relative
   placement of a window, so that the check over both loops meets every
   overlap.  Results against volatile references.  */
/* { dg-do run } */

extern void abort (void);

/* A j loop of 17 iterations is not unrolled completely.  */
#define NI 2
#define NJ 17
#define NK 5
#define W (3 * NK * NJ)

__attribute__ ((noipa)) void
gemm (double alpha, double (*c)[NJ], double (*a)[NK], double (*b)[NJ])
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	c[i][j] += alpha * a[i][k] * b[k][j];
}

__attribute__ ((noipa)) void
gemm_ref (double alpha, volatile double (*c)[NJ], volatile double (*a)[NK],
	  volatile double (*b)[NJ])
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	c[i][j] += alpha * a[i][k] * b[k][j];
}

__attribute__ ((noipa)) void
shift (double *c, double (*d)[NJ + 1], const double *a)
{
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
	c[j] += a[k] * 2.0 * d[k][j];
	d[k + 1][j + 1] = d[k][j] * 0.5;
      }
}

__attribute__ ((noipa)) void
shift_ref (volatile double *c, volatile double (*d)[NJ + 1],
	   volatile const double *a)
{
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
	c[j] += a[k] * 2.0 * d[k][j];
	d[k + 1][j + 1] = d[k][j] * 0.5;
      }
}

#define POOL_SIZE W
#include "version-pool.h"

#define C(p) ((double (*)[NJ]) (p))
#define VC(p) ((volatile double (*)[NJ]) (p))
#define A(p) ((double (*)[NK]) (p))
#define VA(p) ((volatile double (*)[NK]) (p))
#define M(p) ((double (*)[NJ + 1]) (p))
#define VM(p) ((volatile double (*)[NJ + 1]) (p))

int
main (void)
{
  /* b at the middle, c and a anywhere around it.  */
  int b = NK * NJ;
  for (int o = 0; o + NI * NJ <= W; o++)
    for (int p = 0; p + NI * NK <= W; p += 5)
      {
	fill ();
	gemm (0.5, C (X + o), A (X + p), C (X + b));
	gemm_ref (0.5, VC (Y + o), VA (Y + p), VC (Y + b));
	same ();
      }
  for (int o = 0; o + NJ <= W; o++)
    for (int p = 0; p + NK <= W; p += 3)
      {
	fill ();
	shift (X + o, M (X + 4), X + p);
	shift_ref (Y + o, VM (Y + 4), Y + p);
	same ();
      }
  return 0;
}
