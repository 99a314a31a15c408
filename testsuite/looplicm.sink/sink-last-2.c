/* -fplugin-arg-looplicm-sink=0 turns sinking off: the `last' of
   docs/THEORY.md keeps its chain in the loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-sink=0" } */

long
last (const long *a, long n, long k)
{
  long t = 0;
  for (long i = 0; i < n; i++)
    t = a[i] * k;
  return t;
}

/* { dg-final { scan-tree-dump ";; Function last " "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Sinking statement" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not sinking" "looplicm" } } */
