/* Store motion of the va_list fields: the load of the promoted location
   must follow every statement of the preheader that writes memory, here
   the va_start that writes it (a wrong result at -O1 -fno-tree-loop-im).
   Reduced from GCC's torture test va-arg-11.c.  */
/* { dg-do run } */

#include <stdarg.h>

static int
nth (int count, ...)
{
  va_list va;
  int res;

  va_start (va, count);
  for (int i = 0; i < 4; ++i)
    (void) va_arg (va, int);
  res = va_arg (va, int);
  va_end (va);
  return res;
}

int
main (void)
{
  if (nth (5, 4, 3, 2, 1, 0) != 0)
    __builtin_abort ();
  return 0;
}
