/* The cost of versioning for loop distribution where copies are short
   (issue 26): a record of one to three doubles appended to a log through
   plain pointers, in every call:

     for (i = 0; i < n; i++)
       log[i] = rec[i];

   looplicm versions the copy for loop distribution, which makes its
   fast copy a call to memmove, and skips the check and the call, for the
   loop, when the copy is too short to pay for them (a test of n first).
   That test is what every call pays here, for nothing: the worst case.
   The driver makes one call with the record on the log.  */

#include "bench.h"

#define NV 4096
#define CALLS 100000

static double V[NV], LOG[NV];

KERNEL void
kernel (double *log, const double *rec, int n)
{
  for (int i = 0; i < n; i++)
    log[i] = rec[i];
}

int
main (void)
{
  unsigned long h = BENCH_HASH0;
  for (int i = 0; i < NV; i++)
    V[i] = (double) (bench_rand () % 100000) / 8.0;
  unsigned at = 0;
  for (int c = 0; c < CALLS; c++)
    {
      unsigned r = bench_rand ();
      int n = 1 + (r >> 3) % 3;
      if (at + n > NV)
	{
	  for (int i = 0; i < NV; i += 13)
	    h = bench_mix_double (h, LOG[i]);
	  at = 0;
	}
      if (c == 777)
	{
	  /* The record is the log one element on.  */
	  kernel (&LOG[at], &LOG[at + 1], n);
	  continue;
	}
      kernel (&LOG[at], &V[(r >> 10) % (NV - 40)], n);
      at += n;
    }
  for (int i = 0; i < NV; i += 7)
    h = bench_mix_double (h, LOG[i]);
  bench_print (h);
  return 0;
}
