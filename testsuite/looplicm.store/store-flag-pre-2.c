/* store-flag-pre-1.c without partial PRE: then nothing else keeps s->best
   in a register, and the loop, whose number of iterations is unknown,
   promotes it with a flag.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-partial-pre -fchecking -fno-tree-loop-im -fstrict-aliasing -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */

struct best { int best; int pos; };

int
sum_best (struct best *s, const short *p, int n)
{
  int acc = 0;
  for (int i = 0; i < n; i++)
    {
      int b = s->best;
      acc += b;
      if (p[i] > b)
	s->best = p[i];
    }
  return acc;
}

/* { dg-final { scan-tree-dump-times "Executing store motion of s_\[0-9\]+\\(D\\)->best from loop 1 \\(with a flag" 1 "looplicm" } } */
