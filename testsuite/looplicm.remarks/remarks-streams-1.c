/* Two -fopt-info options: the plugin's passes get both streams, as GCC's
   own passes do (GCC itself gives only the last one to the passes that a
   plugin registers).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-optimized -fopt-info-loop-missed" } */

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
      s += a[i] * *k;		/* { dg-message "missed: looplicm: '\\*k' not moved out of the loop at line 20: it may be changed by the call to log_step at line 23" } */
      log_step (i);
    }
  return s;
}
