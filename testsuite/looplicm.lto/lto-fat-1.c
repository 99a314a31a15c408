/* With -ffat-lto-objects the compile also writes machine code, so the pass
   runs there (no note) and, since the link loads the plugin too, again on
   the streamed GIMPLE in the LTRANS stage.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto -flto-partition=one -ffat-lto-objects -fchecking -fno-tree-loop-im -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

extern void abort (void);

__attribute__ ((noipa)) void
scale (int *restrict a, int n, const int *k)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * *k;		/* The load of *k is invariant.  */
}

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
  int k = 3;
  scale (a, 4, &k);
  if (a[0] != 3 || a[3] != 12)
    abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = \\*k_\\d+\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-ltrans-tree-dump "Moving statement\n_\\d+ = \\*k_\\d+\\(D\\);\n" "looplicm" } } */
