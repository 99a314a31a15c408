/* Cost model: at -O3 GCC's partial PRE keeps s->best in a
   register in the loop by itself (a load before the loop, the stored
   value reused), with no flag to set, test and store; so a location
   that would need a flag stays in memory when GCC's oracle tells every
   other access of the loop apart from it (bench/flag-long.c at -O3,
   where the flag does not pay).
   (-fno-tree-partial-pre: store-flag-pre-2.c.)  */
/* { dg-do compile } */
/* { dg-options "-O3 -fchecking -fno-tree-loop-im -fstrict-aliasing -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */

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

/* { dg-final { scan-tree-dump-times "Not promoting s_\[0-9\]+\\(D\\)->best in loop 1: not profitable: it would need a flag, and partial PRE keeps it in a register in the loop without one\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
