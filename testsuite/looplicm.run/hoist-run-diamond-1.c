/* Invariant PHIs turned into COND_EXPRs: the selected value must be the
   one the taken arm computes, also when the untaken arm would trap or
   overflow, and when the condition changes between entries into the
   inner loop.  */
/* { dg-do run } */

extern void abort (void);

volatile int zero = 0, one = 1, big = __INT_MAX__;

__attribute__ ((noinline, noclone)) void
tri (int *a, int n, int c, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      int t = z;
      if (c)
	t = y * 3;
      a[i] += t;
    }
}

__attribute__ ((noinline, noclone)) void
div_arm (int *a, int n, int c, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      if (c > 0)
	t = y / z;
      else
	t = z * 6;
      a[i] += t;
    }
}

__attribute__ ((noinline, noclone)) void
outer_cond (int *a, const int *b, int n, int m, int y, int z)
{
  for (int j = 0; j < m; j++)
    {
      int c = b[j];
      for (int i = 0; i < n; i++)
	{
	  int t;
	  if (c > 0)
	    t = y * 7;
	  else
	    t = z * 9;
	  a[i] += t;
	}
    }
}

__attribute__ ((noinline, noclone)) int
exit_arm (int *a, int n, int c, int y, int z)
{
  int i;
  for (i = 0; i < n; i++)
    {
      int t;
      if (c > 0)
	t = y * 7;
      else
	{
	  t = z * 5;
	  if (a[i] < 0)
	    break;
	}
      a[i] += t;
    }
  return i;
}

int
main (void)
{
  int a[4] = { 0 };
  tri (a, 4, one, 2, big);
  if (a[0] != 6 || a[3] != 6)
    abort ();
  tri (a, 4, zero, big, 4);
  if (a[0] != 10 || a[3] != 10)
    abort ();

  /* z == 0 on the untaken arm's division.  */
  div_arm (a, 4, zero, 5, zero);
  if (a[0] != 10)
    abort ();
  div_arm (a, 4, one, 12, 4);
  if (a[0] != 13 || a[3] != 13)
    abort ();

  int b[3] = { 1, 0, 1 };
  outer_cond (a, b, 4, 3, 1, 10);
  if (a[0] != 13 + 7 + 90 + 7 || a[3] != a[0])
    abort ();

  int e[4] = { 1, 2, -3, 4 };
  if (exit_arm (e, 4, zero, 0, 1) != 2 || e[1] != 7 || e[2] != -3)
    abort ();
  if (exit_arm (e, 4, one, 1, 0) != 4 || e[2] != 4 || e[3] != 11)
    abort ();
  return 0;
}
