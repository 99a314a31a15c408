/* A call to GCC's clone of a function is named by the source's name:
   'peek', not 'peek.constprop'.  The clone's body, specialised to the
   call's constant, writes nothing, but the source function does (mode
   7): no pure advice.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-missed" } */

int tab[256];

static __attribute__ ((noinline)) int
peek (int *t, int k, int mode)
{
  if (mode == 7)
    t[k & 255] = 0;
  return t[k & 255];
}

void
fill (int *out, const int *in, int n, int *kk)
{
  for (int i = 0; i < n; i++)
    out[i] = peek (tab, in[i], 3) + *kk;	/* { dg-message "missed: looplicm: '\\*kk' not moved out of the loop at line 21: it may be changed by the call to peek at line 22(?!\[^\n\]*\\()" } */
}

int
reset (int k)
{
  return peek (tab, k, 7) + peek (tab, k + 1, 7);
}
