/* remarks=missed: the plugin's missed remarks alone, without any
   -fopt-info option, so none of GCC's own and none of the plugin's
   optimized ones.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-remarks=missed" } */

extern void log_step (int);

void
accumulate (int *sum, const int *a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-bogus "optimized" } */
    *sum += a[i];		/* { dg-bogus "optimized" } */
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
