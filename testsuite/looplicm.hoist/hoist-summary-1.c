/* Calls to functions of this file that the plugin summarised when it
   compiled them (GCC compiles callees first).  tick writes only g_count:
   the load of g_scale behind it is invariant, and since tick returns, the
   division after it is guaranteed to execute.  bump writes g_scale: the
   load behind it stays.  put writes through a pointer: unknown writes.
   GCC's own mod/ref summaries record alias sets, not variables, and
   cannot tell g_count from g_scale.  */
/* { dg-do compile } */

unsigned g_scale, g_count;
unsigned *g_ptr;

__attribute__ ((noinline)) void
tick (unsigned v)
{
  g_count += v;
}

__attribute__ ((noinline)) void
bump (unsigned v)
{
  g_scale += v;
}

__attribute__ ((noinline)) void
put (unsigned v)
{
  *g_ptr = v;
}

unsigned
f1 (const unsigned *a, int n, unsigned x, unsigned y)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      tick (a[i]);
      s += a[i] * g_scale + x / y;
    }
  return s;
}

unsigned
f2 (const unsigned *a, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      bump (a[i]);
      s += a[i] * g_scale;
    }
  return s;
}

unsigned
f3 (const unsigned *a, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      put (a[i]);
      s += a[i] * g_scale;
    }
  return s;
}

/* { dg-final { scan-tree-dump "Summary of tick for its callers: writes only globals \\(1\\), reads only globals \\(1\\), returns" "looplicm" } } */
/* { dg-final { scan-tree-dump "Summary of put for its callers: writes any globals" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\ng_scale\[.0-9\]*_\[0-9\]+ = g_scale;" "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\[0-9\]+ = x_\[0-9\]+\\(D\\) / y_\[0-9\]+\\(D\\);" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: may be written by bump \\(" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: may be written by put \\(" 1 "looplicm" } } */
