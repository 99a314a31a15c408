// An exception thrown from a loop: the loop's EH exit leads to a handler
// in the same function that reads the location the loop updates.  The
// plugin leaves loops with EH exits alone, so the handler sees every
// addition made before the throw.
// { dg-do run }

#include <cstdlib>

__attribute__ ((noipa)) void
check (short x)
{
  if (x < 0)
    throw (int) x;
}

__attribute__ ((noipa)) long
total (const short *a, int n, int k)
{
  // acc does not escape, so check () cannot touch it: only the EH exit
  // keeps acc[0] from being promoted.
  long acc[2] = { 0, 0 };
  try
    {
      for (int i = 0; i < n; i++)
	{
	  acc[0] += a[i];
	  check (a[i]);
	}
    }
  catch (int x)
    {
      return 1000 * x + acc[k];
    }
  return acc[k];
}

int
main ()
{
  short a[4] = { 1, 2, -4, 8 };
  // Thrown at i == 2, after acc[0] = 1 + 2 - 4.
  if (total (a, 4, 0) != -4000 - 1)
    std::abort ();
  if (total (a, 2, 0) != 3 || total (a, 0, 0) != 0 || total (a, 4, 1) != -4000)
    std::abort ();
  return 0;
}

// { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } }
