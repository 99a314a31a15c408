// Sinking into an EH exit: t = (i + 1) * k is computed before the call
// that may throw, and used after the loop both by the normal exit and by
// the handler.  It sinks into both exit blocks, one of them the landing
// pad, and the handler still sees the t of the iteration that threw.
// { dg-do run }

#include <cstdlib>

__attribute__ ((noipa)) void
check (long x)
{
  if (x < 0)
    throw 1;
}

__attribute__ ((noipa)) long
last (const long *a, int n, long k)
{
  long t;
  int i = 0;
  try
    {
      do
	{
	  t = (i + 1) * k;
	  check (a[i]);
	  i++;
	}
      while (i < n);
    }
  catch (int)
    {
      return 1000 + t;
    }
  return t;
}

int
main ()
{
  long a[4] = { 1, 2, -3, 4 };
  if (last (a, 4, 5) != 1000 + 15)
    std::abort ();
  if (last (a, 2, 5) != 10 || last (a, 1, 5) != 5 || last (a, 0, 5) != 5)
    std::abort ();
  return 0;
}

// One statement, two copies (each "from loop" line has its note).
// { dg-final { scan-tree-dump-times "Sinking statement\nt_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n(from loop 1 to exit bb \[0-9\]+\n)(from loop 1 to exit bb \[0-9\]+\n)(\[^\n\]*: optimized: \[^\n\]*\n)?\n" 1 "looplicm" } }
// The landing pad starts with the copy.
// { dg-final { scan-tree-dump-times "<L\[0-9\]+>:\n  _\[0-9\]+ = \\(long int\\) _\[0-9\]+;\n  t_\[0-9\]+ = _\[0-9\]+ \\* k_\[0-9\]+\\(D\\);\n  _\[0-9\]+ = __builtin_eh_filter" 1 "looplicm" } }
