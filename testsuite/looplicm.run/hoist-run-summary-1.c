/* Calls to summarised functions of this file: a load behind a call that
   does not write it moves, one behind a call that writes it must see every
   new value.  */
/* { dg-do run } */

unsigned g_scale = 3, g_count;

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

__attribute__ ((noinline)) unsigned
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

__attribute__ ((noinline)) unsigned
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

int
main (void)
{
  unsigned a[4] = { 1, 2, 3, 4 };
  if (f1 (a, 4, 10, 5) != 10 * 3 + 4 * 2 || g_count != 10)
    __builtin_abort ();
  /* x / 0 is never computed when the loop does not run.  */
  if (f1 (a, 0, 1, 0) != 0)
    __builtin_abort ();
  /* g_scale: 3+1=4, 4+2=6, 6+3=9, 9+4=13.  */
  if (f2 (a, 4) != 1 * 4 + 2 * 6 + 3 * 9 + 4 * 13)
    __builtin_abort ();
  return 0;
}
