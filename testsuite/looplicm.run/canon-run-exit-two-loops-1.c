/* An exit edge that leaves two loops at once, into a block that another
   exit reaches too.  Making it dedicated for the inner loop puts a new
   block between them, outside both loops.  In loop-closed SSA (the lim4
   stand-in, looplicm4) the old exit block's PHI may take a value of the
   outer loop from that edge.  That value needs its loop-closed PHI in the
   new block, or it is used outside its loop.
   Reduced from libbacktrace's dwarf.c at -O3 -fno-tree-loop-im.  */
/* { dg-do run } */

int calls;

__attribute__ ((noipa)) int
bar (int x)
{
  calls++;
  return x;
}

__attribute__ ((noipa)) int
f (int *a, int *b, int n, int m)
{
  int v = 0;
  for (int i = 0; i < n; i++)
    {
      v = a[i] * 3 + i;
      a[i + n] = v;
      for (int j = 0; j < m; j++)
	{
	  if (bar (b[i + j]) == 7)
	    goto out2;
	  if (b[i + j + 1] == 9)
	    goto out1;
	}
    }
  return 0;
out2:
  bar (v);
out1:
  return v + 1;
}

int
main (void)
{
  int a[8] = { 1, 2, 3, 4 };
  int b[8] = { 0, 0, 9, 0 };
  /* Leaves by out1 in the first outer iteration: v = 3.  */
  if (f (a, b, 4, 3) != 4 || a[4] != 3)
    __builtin_abort ();
  /* Leaves by out2 in the second: v = 2 * 3 + 1, bar called on d[0],
     d[1] and v.  */
  int c[8] = { 1, 2, 3, 4 };
  int d[8] = { 0, 7, 0, 0 };
  calls = 0;
  if (f (c, d, 4, 1) != 8 || c[5] != 7 || calls != 3)
    __builtin_abort ();
  /* Never leaves early.  */
  int z[8] = { 0 };
  if (f (c, z, 3, 2) != 0 || c[3] != 3 || c[5] != 3 * 3 + 2)
    __builtin_abort ();
  return 0;
}
