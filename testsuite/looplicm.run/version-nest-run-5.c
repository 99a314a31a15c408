/* A check made before a triangle's outer loop follows the
   triangle: its ranges reach the triangle's first and last addresses
   and no further, so a location just past them passes the check and
   one on them fails it.  Triangles whose rows start, end or run
   backwards with the row number, by rows and by columns (s7: the rows
   of the column climb towards row 0, so that the lowest address is in
   the last row), and *s, kept in a register in the fast copy, at every
   element of the pool around the matrix, for every number of rows: on
   an element read after *s changed in the same row, only the original
   loop is right.  (A plugin whose ranges stop one element short in each
   row, above or below, makes this abort.)  Results against the same
   kernels through volatile pointers.  */
/* { dg-do run } */

#define M 6
#define W (3 * M * M)

#define KERNELS(SUF, Q)							\
__attribute__ ((noipa)) void						\
s1##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = 0; j <= i; j++)					\
      *s += a[i][j];							\
}									\
									\
__attribute__ ((noipa)) void						\
s2##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = m - 1; j >= i; j--)					\
      *s += a[i][j];							\
}									\
									\
__attribute__ ((noipa)) void						\
s5##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = i; j < m; j++)						\
      *s += a[i][j];							\
}									\
									\
__attribute__ ((noipa)) void						\
s6##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = i; j >= 0; j--)					\
      *s += a[i][j];							\
}									\
									\
__attribute__ ((noipa)) void						\
s7##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = 0; j <= i; j++)					\
      *s += a[m - 1 - j][i];						\
}									\
									\
__attribute__ ((noipa)) void						\
s8##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = 0; j <= i; j++)					\
      *s += a[j][i];							\
}									\
									\
__attribute__ ((noipa)) void						\
s9##SUF (Q double (*a)[M], Q double *s, int m)				\
{									\
  for (int i = 0; i < m; i++)						\
    for (int j = i; j < m; j++)						\
      *s += a[j][i];							\
}

KERNELS (, )
KERNELS (_ref, volatile)

#define POOL_SIZE W
#include "version-pool.h"

#define R(p) ((double (*)[M]) (p))
#define VR(p) ((volatile double (*)[M]) (p))

#define RUN(K)								\
  do									\
    {									\
      fill ();								\
      K (R (X + d), X + o, m);						\
      K##_ref (VR (Y + d), Y + o, m);					\
      same ();								\
    }									\
  while (0)

int
main (void)
{
  /* The matrix (M rows) at D, *s anywhere from before it to after it.  */
  int d = M * M;
  for (int m = 0; m <= M; m++)
    for (int o = 0; o < W; o++)
      {
	RUN (s1);
	RUN (s2);
	RUN (s5);
	RUN (s6);
	RUN (s7);
	RUN (s8);
	RUN (s9);
      }
  return 0;
}
