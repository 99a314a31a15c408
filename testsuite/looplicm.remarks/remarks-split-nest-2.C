// The C++ twin of remarks-split-nest-1.c: GCC makes a nest of a while (1)
// whose body ends in an if; both loops are the source's one loop, named
// by the test of line 31 whose break leaves both, never by the if of
// line 35, which is no exit of the source loop.
//
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-remarks=missed" } */

#include <cstdio>
#include <cstring>

static int nfft = 1024;
static FILE *fin;
static int navg = 20;
static int nrows;

void
setup (int n, int a, FILE *f)
{
  nfft = n;
  navg = a;
  fin = f;
}

int
average (short *in, float *mag, float *out)
{
  int avgctr = 0;
  while (1)
    {
      if (fread (in, sizeof (short), nfft, fin) != (size_t) nfft)
	break;
      for (int i = 0; i < nfft; ++i)
	mag[i] += in[i] * in[i];
      if (++avgctr == navg)	/* { dg-message "missed: looplicm: 'navg' not moved out of the loop at line 31: it may be changed by the call to fread at line 31" } */
	{
	  avgctr = 0;
	  for (int i = 0; i < nfft; ++i)
	    out[nrows * nfft + i] = mag[i] / navg;
	  ++nrows;
	  memset (mag, 0, sizeof (float) * nfft);
	}
    }
  return nrows;
}

/* { dg-message "missed: looplicm: 'fin' not moved out of the loop at line 31: it may be changed by the call to fread at line 31" "" { target *-*-* } 31 } */
/* { dg-message "missed: looplicm: 'nfft' not moved out of the loop at line 31: it may be changed by the call to fread at line 31" "" { target *-*-* } 31 } */
