/* A statement GCC made up, as the flattened index of an element of a
   multi-dimensional array, has no source line and is not a source
   expression: no remark about it (it stood at synth_frame's line).  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fplugin-arg-looplicm-remarks=all -fno-tree-vectorize" } */
struct synth { int filter[2][2][2][16][8]; unsigned phase; int pcm[2][32]; };
extern void dct32 (const int *, unsigned, int (*)[8], int (*)[8]);
static void
synth_full (struct synth *synth, const int (*sb)[36][32], unsigned nch,
	    unsigned ns)
{
  for (unsigned ch = 0; ch < nch; ++ch)
    {
      int (*filter)[2][2][16][8] = &synth->filter[ch];
      unsigned phase = synth->phase;	/* { dg-message "missed: looplicm: 'synth->phase' not moved out of the loop at line 12: it may be changed by the call to dct32 at line 18" } */
      for (unsigned s = 0; s < ns; ++s)
	{
	  dct32 (sb[ch][s], phase >> 1, (*filter)[0][phase & 1],
		 (*filter)[1][phase & 1]);
	  int (*fo)[8] = &(*filter)[1][~phase & 1][0];
	  synth->pcm[ch][s] = fo[0][0] + fo[1][1];
	  phase = (phase + 1) % 16;
	}
    }
}
void
synth_frame (struct synth *synth, const int (*sb)[36][32], unsigned nch,	/* { dg-bogus "regrouped" } */
	     unsigned ns)
{
  synth_full (synth, sb, nch, ns);
}
