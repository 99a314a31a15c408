/* A fast copy whose loop has a reference that tree-data-ref cannot
   analyze (no step).  The hand-off to the vectorizer must not ask for the
   step of such a reference.  The kernel is as the generator wrote it.
   From a scripts/fuzz-nest.py program (seed 90).  */
/* { dg-do run } */

extern void abort (void);

static int G[8];
static unsigned gcount = 1;

__attribute__ ((noinline)) static void
bump (unsigned v)
{
  gcount = gcount * 31u + v;
  G[gcount & 7] = (int) (gcount % 1000u);
}

__attribute__ ((noipa)) void
k0 (double (*a0)[8], int (*a1)[8][8], long *s0, int n, int m, int x, int y,
    int p)
{
  *s0 -= x;
  for (int i0 = 0; i0 < 6; i0++)
    {
      a0[i0 + 2][i0 + 2] += (((double) (m)) - (3.0))
	- ((a0[i0 + 1][i0 + 1]) * ((double) ((a1[7 - i0][i0][i0]) * (i0))));
      for (int i1 = 0; i1 < m; i1++)
	{
	  *s0 += (i1) - ((a1[7 - i1][i1 + 2][(i0 + i1) & 7]) / (p + 1));
	  a1[i0][i0][i0] = (((i0) / (p + 1)) + (a1[5][i1][p])) % 1000;
	  bump ((unsigned) ((i1) * (i0)));
	}
    }
  for (int i2 = 0; i2 < n; i2++)
    {
      if (y != 0)
	a1[i2][i2][i2] = ((a1[5][i2][7 - i2])
			  * (a1[(x & 7)][(x & 7)][i2 + 1])) / y % 1000;
      for (int i3 = 0; i3 < 2; i3++)
	*s0 += a1[p][i3 + 1][(i3 + i2) & 7];
      if ((9) / (p + 1) < (i2) * (a1[i2 + 2][i2][7 - i2]))
	*s0 += i2;
    }
}

/* What -O0 computes.  */
#define T_EXPECTED 2013124206900398564ull

static double d[8][8];
static int a[8][8][8];

int
main (void)
{
  long s = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      {
	d[i][j] = i - j;
	for (int k = 0; k < 8; k++)
	  a[i][j][k] = (i * 7 + j * 3 + k) % 11;
      }
  k0 (d, a, &s, 5, 4, 3, 2, 1);
  unsigned long long t = s;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      {
	t += (unsigned long long) (long) d[i][j] * (i + 1);
	for (int k = 0; k < 8; k++)
	  t = t * 3 + a[i][j][k];
      }
  if (t != T_EXPECTED || gcount != 804500767u || G[3] != 923)
    abort ();
  return 0;
}
