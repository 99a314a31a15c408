/* Three loops, each with a missed move, iterating 10, 100000 and 1000
   times in main: with -fprofile-use the report's index puts lower_many,
   the hottest, first, and lower_few, the first in the file, last.  */

#include <string.h>

__attribute__ ((noinline)) void
lower_few (char *d, const char *s)
{
  for (int i = 0; i < strlen (s); i++)
    d[i] = s[i] | 32;
}

__attribute__ ((noinline)) void
lower_many (char *d, const char *s)
{
  for (int i = 0; i < strlen (s); i++)
    d[i] = s[i] | 32;
}

__attribute__ ((noinline)) void
lower_some (char *d, const char *s)
{
  for (int i = 0; i < strlen (s); i++)
    d[i] = s[i] | 32;
}

int
main (void)
{
  static char s[2001], d[2001];
  memset (s, 'A', 2000);
  lower_few (d, s + 1990);
  for (int r = 0; r < 50; r++)
    lower_many (d, s);
  lower_some (d, s + 1000);
  return d[3] != 'a';
}
