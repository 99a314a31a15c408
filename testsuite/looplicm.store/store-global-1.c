/* A global counter: the loop reads only shorts, which cannot be the
   unsigned long counter under strict aliasing, so the counter is kept in
   a register and stored once after the loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

unsigned long counter;

void
tick (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    counter += a[i];
}

/* { dg-final { scan-tree-dump-times "Executing store motion of counter from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  counter_lsm\\.\[0-9\]+_\[0-9\]+ = counter;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  counter = counter_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
