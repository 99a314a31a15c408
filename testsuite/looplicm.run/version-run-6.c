/* syrk's triangular update (version-vect-3.c), which at -O3 is left to
   the vectorizer's own versioning and at -O1/-O2 versioned for
   alpha * a[i][k], with C apart from A and C overlapping A (a[i][k]
   written in the loop that reads it).  Results against volatile
   references (unsigned: exact, whatever the order).  */
/* { dg-do run } */

extern void abort (void);

#define M 12
#define N 16

__attribute__ ((noipa)) void
syrk (unsigned alpha, unsigned (*c)[N], unsigned (*a)[M])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
	c[i][j] += alpha * a[i][k] * a[j][k];
}

__attribute__ ((noipa)) void
syrk_ref (unsigned alpha, volatile unsigned (*c)[N],
	  volatile unsigned (*a)[M])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
	c[i][j] += alpha * a[i][k] * a[j][k];
}

/* Room for C and A, apart or overlapping.  */
static unsigned buf[2][2 * N * N + N * M];

static void
fill (unsigned *p)
{
  for (int i = 0; i < 2 * N * N + N * M; i++)
    p[i] = i % 11 + 1;
}

static void
run (int coff, int aoff)
{
  fill (buf[0]);
  fill (buf[1]);
  syrk (3, (unsigned (*)[N]) &buf[0][coff],
	(unsigned (*)[M]) &buf[0][aoff]);
  syrk_ref (3, (volatile unsigned (*)[N]) &buf[1][coff],
	    (volatile unsigned (*)[M]) &buf[1][aoff]);
  for (int i = 0; i < 2 * N * N + N * M; i++)
    if (buf[0][i] != buf[1][i])
      abort ();
}

int
main (void)
{
  /* Apart.  */
  run (0, N * N);
  /* C's rows run over A's.  */
  run (N * M / 2, 0);
  run (0, 5);
  run (3 * M, 0);
  return 0;
}
