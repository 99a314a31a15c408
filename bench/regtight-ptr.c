/* A loss of issue 26: two cheap invariant conversions hoisted out of a
   register-tight loop at -O3:

     for (i = 0; i < n; i++)
       {
	 double v = x[i];
	 s0 += v * (double) *k;  s1 += v * v;  ...  (12 accumulators)
	 t += (long) *m * i;
	 cnt[i] += 1;
       }

   *k and *m are ints, and cnt[i] is an int that may be either, so lim2
   reloads *k and *m and converts them in every iteration.  A pass that
   versions the loop on "k, m outside cnt[0..n)" can hoist the loads and
   the two conversions (cost 1 each), but the loop already holds its
   twelve accumulators in the sixteen SSE registers: what it saves, the
   register allocator may take back in spills.  regtight-hand.c hoists
   the loads and the conversions by hand, where that is valid.  looplicm
   (at adb2074) versions the loop on "*k does not overlap cnt[i]" and
   hoists *k and (double) *k; *m it leaves ("only a load would move").
   Here that still gains (d/a about 0.98 at -O2 and -O3): this kernel
   does not reproduce the +2.3 % of the real program; it guards that
   the gain stays.  The driver makes one call with k and m inside cnt.  */

#include "bench.h"

#ifndef HAND
/* One call passes overlapping arrays (not with the hand version).  */
#define OVERLAP 1
#endif

#define NX 1000
#define REPS 200

static double X[NX], ACC[16];
static int CNT[NX + 8], K0 = 3, M0 = 5;

KERNEL void
kernel (double *acc, const double *x, int *cnt, const int *k, const int *m,
	int n)
{
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  double s6 = 0, s7 = 0, s8 = 0, s9 = 0, s10 = 0, s11 = 0;
  long t = 0;
#ifdef HAND
  double kd = (double) *k;
  long ml = (long) *m;
#endif
  for (int i = 0; i < n; i++)
    {
#ifndef HAND
      double kd = (double) *k;
      long ml = (long) *m;
#endif
      double v = x[i];
      s0 += v * kd;
      s1 += v * v;
      s2 += v * s0;
      s3 += s1 * 0.5;
      s4 += v * s2;
      s5 += s3 * v;
      s6 += s4 * 0.25;
      s7 += s5 * s6;
      s8 += v - s7;
      s9 += s8 * kd;
      s10 += s9 * v;
      s11 += s10 + s0;
      t += ml * i;
      cnt[i] += 1;
    }
  acc[0] = s0 + s1 + s2 + s3;
  acc[1] = s4 + s5 + s6 + s7;
  acc[2] = s8 + s9 + s10 + s11;
  acc[3] = (double) t;
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NX; i++)
    X[i] = (double) (bench_rand () % 1000) / 4096.0 - 0.1;
  for (int r = 0; r < REPS; r++)
    {
      int n = NX - (r & 15);
      if (r == 9)
	{
	  /* k and m are cells of cnt.  */
#ifdef OVERLAP
	  kernel (ACC, X, CNT, &CNT[5], &CNT[7], 64);
#else
	  int k = CNT[5], m = CNT[7];
	  kernel (ACC, X, CNT, &k, &m, 64);
#endif
	}
      else
	kernel (ACC, X, CNT, &K0, &M0, n);
      for (int i = 0; i < 4; i++)
	h = bench_mix_double (h, ACC[i]);
    }
  for (int i = 0; i < NX; i += 7)
    h = bench_mix (h, (unsigned long) CNT[i]);
  bench_print (h);
  return 0;
}
