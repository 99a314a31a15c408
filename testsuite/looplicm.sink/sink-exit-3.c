/* Two exits reach one block after the loop, whose PHI merges t from the
   loop's test with -1 from the early exit.  Sinking t into that block
   would need the edges split first, so t stays and the dump says why.
   Sinking it into a block on the edge from the latch would be legal:
   the scan of that is XFAIL.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int
find (const int *a, int n, int k, int s)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    {
      t = i * k;
      if (a[i] == s)
	return -1;
    }
  return t;
}

/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: used by an exit PHI that merges other values\n  t_\[0-9\]+ = k_\[0-9\]+\\(D\\) \\* i_\[0-9\]+;\n" 1 "looplicm" } } */
/* Missed: the multiply could move to a block split from the latch's
   exit edge, as LLVM's LICM does (it splits exit predecessors).  */
/* { dg-final { scan-tree-dump "Sinking statement\nt_" "looplicm" { xfail *-*-* } } } */
