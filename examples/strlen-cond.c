/* strlen in a loop condition, in a loop that writes memory.

   strlen (s) is pure and s does not change, but the loop stores to
   codes[].  GCC's lim2 keeps every call that reads memory in a loop that
   writes memory, so it calls strlen on every iteration, and the loop is
   quadratic in the string's length.  looplicm asks the alias oracle
   whether any store of the loop may write what the call reads: codes and
   s are restrict, so the int stores cannot change the string, and the
   call moves out of the loop:

     for (i = 0; i < strlen (s); i++)        len = strlen (s);
       codes[i] = s[i] * 2;            =>    for (i = 0; i < len; i++)
                                               codes[i] = s[i] * 2;

   Without restrict the call stays: strlen reads the string as chars, and
   char may read any object, so codes may point into the string.  */

#include <stdio.h>
#include <string.h>

/* Compile encode as a library function: not inlined into main, where GCC
   would see which arrays the pointers point to.  */
#define NOIPA __attribute__ ((noipa))

NOIPA void
encode (int *restrict codes, const char *restrict s)
{
  for (size_t i = 0; i < strlen (s); i++)
    codes[i] = s[i] * 2;
}

/* A 200-character string and its codes.  */
static char text[201];
static int codes[200];

int
main (void)
{
  long check = 0;
  for (int i = 0; i < 200; i++)
    text[i] = 'a' + i % 26;
  for (int r = 0; r < 200; r++)
    {
      encode (codes, text);
      check += codes[r];
    }
  printf ("%ld\n", check);
  return 0;
}
