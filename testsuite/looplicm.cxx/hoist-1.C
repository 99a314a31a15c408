// A loop calls a function that may throw; after the call comes an
// invariant division.  The call may leave the loop (by an exception), so
// x / y is not guaranteed to execute and must stay after it: with y == 0
// the original throws before dividing.  x * y cannot trap and may move.
// The caller catches the exception and checks what the loop stored.
// { dg-do run }

#include <cstdlib>

struct stop
{
  int at;
};

volatile int zero = 0, one = 1, three = 3, seven = 7;

__attribute__ ((noinline, noclone)) int
check (int i, int throw_at)
{
  if (i == throw_at)
    throw stop { i };
  return i;
}

__attribute__ ((noinline, noclone)) void
work (int *a, int n, int x, int y, int throw_at)
{
  for (int i = 0; i < n; i++)
    a[i] = check (i, throw_at) + x / y + x * y;
}

int
main ()
{
  int a[8] = { 0 };

  // No exception: every element is i + 7 / 1 + 7 * 1.
  work (a, 8, seven, one, -1);
  for (int i = 0; i < 8; i++)
    if (a[i] != i + 14)
      std::abort ();

  // Throws on iteration 3: a[0..2] are rewritten, a[3..7] keep old values.
  for (int i = 0; i < 8; i++)
    a[i] = -1;
  try
    {
      work (a, 8, seven, three, 3);
      std::abort ();
    }
  catch (const stop &s)
    {
      if (s.at != 3)
	std::abort ();
    }
  for (int i = 0; i < 3; i++)
    if (a[i] != i + 2 + 21)
      std::abort ();
  for (int i = 3; i < 8; i++)
    if (a[i] != -1)
      std::abort ();

  // Throws on iteration 0, before the division by zero.
  try
    {
      work (a, 8, seven, zero, 0);
      std::abort ();
    }
  catch (const stop &s)
    {
      if (s.at != 0 || a[0] != 2 + 21)
	std::abort ();
    }
  return 0;
}

// { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  _\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n" "looplicm" } }
// { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]* / " "looplicm" } }
