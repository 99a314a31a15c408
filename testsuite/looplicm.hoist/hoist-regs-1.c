/* Cost model: at -O3 a narrowing conversion of invariant
   values moves out of an innermost loop for the vectorizer, though it
   costs at most one instruction per iteration (lim's cost 1), but not
   out of a loop already short of registers: there its value would take
   a register throughout a loop that does not vectorize (as in
   bench/regs-tight.c).  tight keeps eight long accumulators, n, k, m and the
   two arrays live around the loop, more than the target's registers
   with three kept free; small keeps two.  GCC's lim2 runs first and
   leaves both conversions in both loops.  The count of registers is
   x86-64's.  The conversions are conditional: GCC 16's lim2 moves them
   itself where they run in every iteration.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O3 -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

long
tight (const int *v, int n, long k, long m)
{
  long b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0;
  for (int i = 0; i < n; i++)
    {
      int s = v[i];
      b0 += b7 + s; b1 ^= b0 ^ s; b2 += b1 | s; b3 ^= b2 - s;
      b4 += b3 + s; b5 ^= b4 ^ s; b6 += b5 | s; b7 ^= b6 - s;
      if (s > 0)
	b1 += (int) m;
      if (s & 1)
	b3 ^= (short) k;
    }
  return b0 + b1 + b2 + b3 + b4 + b5 + b6 + b7;
}

long
small (const int *v, int n, long k, long m)
{
  long b0 = 0, b1 = 0;
  for (int i = 0; i < n; i++)
    {
      int s = v[i];
      b0 += b1 + s; b1 ^= b0 ^ s;
      if (s > 0)
	b1 += (int) m;
      if (s & 1)
	b0 ^= (short) k;
    }
  return b0 + b1;
}

/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: cost 1 is below lim-expensive 20 and the loop is short of registers \\(\[0-9\]+ live across it, \[0-9\]+ available\\)\n  _\[0-9\]+ = \\((int|short int)\\) \[km\]_\[0-9\]+\\(D\\);" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement\n_\[0-9\]+ = \\((int|short int)\\) \[km\]_\[0-9\]+\\(D\\);\n\\(cost 1\\) out of loop 1\\." 2 "looplicm" } } */
