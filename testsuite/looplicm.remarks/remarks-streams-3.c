/* -fopt-info-loop-optimized, then an option for another group
   (-fopt-info-vec-missed): the plugin's passes, of the loop group, keep
   the first, as GCC's loop passes do; its missed remarks stay out.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-optimized -fopt-info-vec-missed" } */

extern void log_step (int);

void
accumulate (int *sum, const int *a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 12: a run-time check picks a copy for when '\\*sum' does not overlap 'a\\\[i\\\]'" } */
    *sum += a[i];		/* { dg-message "optimized: looplicm: kept '\\*sum' in a register in the loop at line 12: loaded before the loop, stored after it" } */
}

int
scaled (const int *a, const int *k, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i] * *k;		/* { dg-bogus "missed" } */
      log_step (i);
    }
  return s;
}
