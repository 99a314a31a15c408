/* With slim LTO objects (-flto alone) the compile does not run the pass;
   it runs in the LTRANS stage of the link, where it hoists x * y out of
   sum's loop.  The driver that compiles also links, with the plugin, so
   the compile has no note to give (lto-slim-2.c: a compile alone).  noipa keeps sum a
   function of its own with a loop, whatever main passes it.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto -flto-partition=one -fchecking -fno-tree-loop-im -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

extern void abort (void);

__attribute__ ((noipa)) int
sum (const int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] + x * y;
  return s;
}

int
main (void)
{
  int a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  if (sum (a, 8, 2, 3) != 36 + 8 * 6)
    abort ();
  if (sum (a, 0, 2, 3) != 0)
    abort ();
  return 0;
}

/* The compile wrote no dump of its own: the pass did not run there.  */
/* { dg-final { scan-ltrans-tree-dump ";; Function sum " "looplicm" } } */
/* { dg-final { scan-ltrans-tree-dump-times "Moving statement\n_\\d+ = x_\\d+\\(D\\) \\* y_\\d+\\(D\\);\n" 1 "looplicm" } } */
