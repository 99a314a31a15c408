/* The end of a variable's scope is no store of the source: a location
   blocked only by it gets no remark naming "the store to 'k'".  At -O3,
   where the array K stays in memory.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-vectorize -fno-predictive-commoning -fno-peel-loops -fno-unroll-loops -fopt-info-loop-missed" } */

extern int g (int);

int
f (const int *in, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "missed: looplicm: the loop at line 13 not versioned for alias: the call to g at line 16 may access memory" } */
    {
      int k[4] = { in[0], in[1], i, 0 };	/* { dg-bogus "the store to 'k'" } */
      s += g (k[i & 3]);
    }
  return s;
}

/* { dg-message "missed: looplicm: '\\*in' not moved out of the loop at line 13: it may be changed by the call to g at line 16" "" { target *-*-* } 15 } */
/* { dg-message "missed: looplicm: 'in\\\[1\\\]' not moved out of the loop at line 13: it may be changed by the call to g at line 16" "" { target *-*-* } 15 } */
