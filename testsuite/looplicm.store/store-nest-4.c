/* g is read in the inner loop (2), which does not write it, and written
   in the outer loop (1).  Hoisting moves the load of g out of loop 2
   into its preheader, which is still in loop 1.  Store motion of g in
   loop 1 must then see that load (and read the promoted value), or it
   must leave g in memory; a load of g from memory left in loop 1 while
   the stores go to g_lsm reads stale values (see
   looplicm.run/store-run-nest-2.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

int g;

int
weighted (const short *a, int n, int m)
{
  int s = 0;
  for (int j = 0; j < m; j++)
    {
      for (int i = 0; i < n; i++)
	s += g * a[i];
      g = s;
    }
  return s;
}

/* The hoisted load of g.  */
/* { dg-final { scan-tree-dump "Moving statement\ng\\.0_\[0-9\]+ = g;\n\\(cost \[0-9\]+\\) out of loop 2\\." "looplicm" } } */
/* g itself is promoted in loop 1 (the load in loop 2's preheader
   included, once store motion sees it).  */
/* { dg-final { scan-tree-dump-times "Executing store motion of g from loop 1\n" 1 "looplicm" } } */
/* No load of g from memory may be left in a block of the nest once g is
   promoted in loop 1.  */
/* { dg-final { scan-tree-dump-not "Executing store motion of g from loop 1\n.*\n  g\\.0_\[0-9\]+ = g;\n\n" "looplicm" } } */
