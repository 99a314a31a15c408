// Exceptions caught inside the loop body: the landing pad is part of the
// loop.  Invariant values computed before and after the throwing call,
// and in the handler, must keep their values, and the division after
// the call must not run when the call throws on a y == 0 iteration.
// { dg-do run }

#include <cstdlib>

volatile int zero = 0, one = 1, four = 4, seven = 7;

struct base
{
  int k;
  virtual int get (int i) const = 0;
};

struct thrower : base
{
  int at;
  __attribute__ ((noinline)) int
  get (int i) const override
  {
    if (i % at == 0)
      throw i;
    return i + k;
  }
};

__attribute__ ((noinline, noclone)) int
work (const base &b, int *a, int n, int x, int y)
{
  int caught = 0;
  for (int i = 0; i < n; i++)
    {
      int pre = x * 3;
      try
	{
	  int v = b.get (i);
	  a[i] = pre + v + x / y + b.k;
	}
      catch (int j)
	{
	  a[i] = -(x * 5) - j - b.k;
	  caught++;
	}
    }
  return caught;
}

int
main ()
{
  thrower t;
  t.k = 100;
  t.at = four;
  int a[8];
  // i = 0 and 4 throw.
  if (work (t, a, 8, seven, one) != 2)
    std::abort ();
  for (int i = 0; i < 8; i++)
    {
      int want = i % 4 == 0 ? -35 - i - 100 : 21 + i + 100 + 7 + 100;
      if (a[i] != want)
	std::abort ();
    }
  // Every iteration throws: x / 0 never runs.
  t.at = one;
  if (work (t, a, 8, seven, zero) != 8)
    std::abort ();
  for (int i = 0; i < 8; i++)
    if (a[i] != -35 - i - 100)
      std::abort ();
  return 0;
}

// { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  _\\d+ = x_\\d+\\(D\\) / y_\\d+\\(D\\);\n" "looplicm" } }
// { dg-final { scan-tree-dump-not "Moving statement\n\[^\n\]* / " "looplicm" } }
