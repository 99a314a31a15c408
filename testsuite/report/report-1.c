/* The source of make check-report and docs/report.png: one loop the
   plugin versions, one move it cannot make (with what to do about it),
   and one value it sinks.  */

#include <string.h>

void
accumulate (int *sum, int *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i];
}

void
widen (char *d, const char *s)
{
  for (int i = 0; i < strlen (s); i++)
    d[i] = s[i] | 32;
}

int
last_square (int *a, const int *b, int n)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    {
      a[i] += 1;
      t = b[i] * b[i];
    }
  return t;
}
