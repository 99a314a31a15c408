/* strlen in a loop condition, and a loop nest.

   strlen (s) is pure and nothing in count_char's loop writes memory, so
   looplicm should hoist the call and evaluate it once rather than on every
   iteration.

   In sum_rows the row pointer m + i * cols and the factor k + i do not
   change in the inner loop: looplicm should hoist them from the inner
   loop to the outer one.  */

#include <string.h>

int
count_char (const char *s, char c)
{
  int count = 0;
  for (size_t i = 0; i < strlen (s); i++)
    if (s[i] == c)
      count++;
  return count;
}

long
sum_rows (const int *m, int rows, int cols, int k)
{
  long s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      s += m[i * cols + j] * (k + i);
  return s;
}
