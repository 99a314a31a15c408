/* restrict for calls: strlen (s) moves out of a loop that stores only
   through a restrict d (s is a plain pointer); results checked against
   the input, and the cases where the call must stay: its argument based
   on d (the loop shortens the string), loaded from memory.  */
/* { dg-do run } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);
extern void abort (void);

__attribute__ ((noipa)) size_t
xor_copy (char *restrict d, const char *s, char k)
{
  size_t i;
  for (i = 0; i < strlen (s); i++)
    d[i] = s[i] ^ k;
  return i;
}

/* The loop writes zeros into d's own string: strlen (d + 1) shrinks.  */
__attribute__ ((noipa)) size_t
own (char *restrict d)
{
  const char *s = d + 1;
  size_t i;
  for (i = 0; i < strlen (s); i++)
    d[i + 2] = 0;
  return i;
}

__attribute__ ((noipa)) size_t
loaded (char *restrict d, const char **ps)
{
  size_t i;
  for (i = 0; i < strlen (*ps); i++)
    d[i] = 0;
  return i;
}

int
main (void)
{
  char src[16] = "abcdefgh";
  char dst[16];
  for (int i = 0; i < 16; i++)
    dst[i] = 1;
  if (xor_copy (dst, src, 0) != 8)
    abort ();
  for (int i = 0; i < 8; i++)
    if (dst[i] != src[i])
      abort ();
  if (dst[8] != 1)
    abort ();
  /* k = 'a' ^ 'b' turns nothing into a zero byte; a store into s would
     have to be seen, but there is none.  */
  if (xor_copy (dst, src, 'a' ^ 'b') != 8 || dst[0] != 'b')
    abort ();

  char buf[16] = "xxxxxxxx";
  /* d[2] = 0 when i == 0 cuts s = d + 1 to length 1: one iteration.  */
  if (own (buf) != 1 || buf[2] != 0 || buf[3] != 'x')
    abort ();

  /* The string comes from memory: the call stays, and gives 4.  */
  char buf2[16] = "yyyy";
  const char *p = buf2;
  char other[16];
  if (loaded (other, &p) != 4)
    abort ();
  return 0;
}
