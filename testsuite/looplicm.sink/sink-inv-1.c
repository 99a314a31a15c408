/* Sinking leaves invariant computations to hoisting: last is
   used only after the loop, so the product sinks, but its operand
   (unsigned long) k is invariant in the loop: sunk, it would run once
   after the loop, as it runs once before it when hoisted, so sinking
   gains nothing, and GCC's PRE takes it out of the loop anyway.  Sunk
   along with the product it costs more at -O3 (bench/sink-inv.c): k then
   lives across the vectorized loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

unsigned
last_product (const unsigned *a, int n, unsigned k)
{
  unsigned long last = 0, sum = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned x = a[i];
      last = (unsigned long) x * k;
      sum += x;
    }
  return (unsigned) (last >> 3) + sum;
}

/* { dg-final { scan-tree-dump-times "Sinking statement\nlast_\[0-9\]+ = _\[0-9\]+ \\* _\[0-9\]+;\nfrom loop 1 to exit bb \[0-9\]+" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: it is invariant in the loop \\(hoisting's\\)\n  _\[0-9\]+ = \\(long unsigned int\\) k_\[0-9\]+\\(D\\);" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Sinking statement" 1 "looplicm" } } */
