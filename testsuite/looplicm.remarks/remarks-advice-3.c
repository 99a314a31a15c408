/* Advice only where it would help: the statement named is the only one
   of the loop that blocks the move.  Where a second store or a call
   blocks it too, restrict on the named pair changes nothing, and no
   advice is given.  Keeping a location in a register is blocked by a
   call that reads it, which pure allows: no pure advice for such a
   call.  -fpic as in remarks-advice-2.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fpic -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-missed" } */

extern int printf (const char *, ...);

int counter;
int peek (void) { return counter; }

void
store_and_call (int *out, const int *in, const int *k, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "missed: looplicm: the loop at line 18 not versioned for alias: the call to printf at line 22 may access memory(?!\[^\n\]*\\()" } */
    {
      out[i] = in[i] * *k;	/* { dg-message "missed: looplicm: '\\*k' not moved out of the loop at line 18: it may be changed by the store to 'out\\\[i\\\]' at line 20(?!\[^\n\]*\\()" } */
      if (out[i] < 0)
	printf ("%d\n", i);
    }
}

void
two_stores (int *out, int *out2, const int *in, const int *k, int n)
{
  for (int i = 0; i < n; i++)
    {
      out[i] = in[i] * *k;	/* { dg-message "missed: looplicm: '\\*k' not moved out of the loop at line 29: it may be changed by the store to 'out\\\[i\\\]' at line 31(?!\[^\n\]*\\()" } */
      out2[i] = in[i];
    }
}

int
count_and_peek (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      counter += i;	/* { dg-message "missed: looplicm: 'counter' not kept in a register in the loop at line 40: it may also be accessed by the call to peek at line 43(?!\[^\n\]*\\()" } */
      s += peek ();
    }
  return s;
}

