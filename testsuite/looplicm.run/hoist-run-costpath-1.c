/* The loops of hoist-slowpath-1.c and hoist-frame-1.c, run: a load left
   on a conditional path that makes a call, and a load of a local array in
   a loop that makes calls, with the calls taken and not taken.  */
/* { dg-do run } */

unsigned g_base, g_count;
int g_reports;

__attribute__ ((noinline)) void
note (unsigned v)
{
  g_count += v;
}

__attribute__ ((noinline)) unsigned
f1 (const unsigned *a, int n, unsigned limit)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      if (a[i] > limit)
	note (g_base + i);
    }
  return s;
}

__attribute__ ((noinline)) void
report (int s)
{
  g_reports += s & 1;
}

__attribute__ ((noinline)) static void
fill (int *t)
{
  for (int i = 0; i < 8; i++)
    t[i] = i * 3;
}

__attribute__ ((noinline)) int
f2 (const int *a, int n, int k)
{
  int tab[8];
  fill (tab);
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i] * tab[k & 7];
      report (s);
    }
  return s;
}

int
main (void)
{
  unsigned a[6] = { 1, 9, 2, 8, 3, 7 };
  int b[6] = { 1, 2, 3, 4, 5, 6 };
  g_base = 100;
  if (f1 (a, 6, 5) != 30 || g_count != 101 + 103 + 105)
    __builtin_abort ();
  g_count = 0;
  if (f1 (a, 6, 9) != 30 || g_count != 0)
    __builtin_abort ();
  if (f1 (a, 0, 0) != 0 || g_count != 0)
    __builtin_abort ();
  /* tab[5] = 15: partial sums 15, 45, 90, 150, 225, 315.  */
  if (f2 (b, 6, 13) != 315 || g_reports != 4)
    __builtin_abort ();
  if (f2 (b, 0, 13) != 0 || g_reports != 4)
    __builtin_abort ();
  return 0;
}
