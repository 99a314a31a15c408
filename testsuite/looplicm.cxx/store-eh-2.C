// store-eh-1.C with a call that cannot throw: the loop has no EH exit,
// and acc[0] is promoted.  (lim2 leaves it alone even when it runs: it
// gives up on locations of loops with calls that have side effects.)
// { dg-do run }

#include <cstdlib>

__attribute__ ((noipa)) void
check (short x) noexcept
{
  if (x < -100)
    std::abort ();
}

__attribute__ ((noipa)) long
total (const short *a, int n, int k)
{
  long acc[2] = { 0, 0 };
  for (int i = 0; i < n; i++)
    {
      acc[0] += a[i];
      check (a[i]);
    }
  return acc[k];
}

int
main ()
{
  short a[4] = { 1, 2, -4, 8 };
  if (total (a, 4, 0) != 7 || total (a, 2, 0) != 3 || total (a, 0, 0) != 0
      || total (a, 4, 1) != 0)
    std::abort ();
  return 0;
}

// { dg-final { scan-tree-dump-times "Executing store motion of acc\\\[0\\\] from loop 1\n" 1 "looplicm" } }
