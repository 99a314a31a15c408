/* Store motion of invariant array elements, fields of elements and
   locations told apart by their address difference, with the
   pointers overlapping where the language allows it.  */
/* { dg-do run } */

double y[16];
struct s { int x, y; } arr[8];

__attribute__ ((noipa)) void
elem (const double *a, int n, int j)
{
  /* a may point into y: y[j] is read through a[i] when a + i == y + j.  */
  for (int i = 0; i < n; i++)
    y[j] += a[i];
}

__attribute__ ((noipa)) void
field (int n, int i)
{
  for (int k = 0; k < n; k++)
    arr[i].x += k + arr[i].y;
}

__attribute__ ((noipa)) void
apart (int *p, int n, int i)
{
  for (int k = 0; k < n; k++)
    {
      p[i] += k;
      p[i + 8] += 2 * k;
    }
}

__attribute__ ((noipa)) void
overlap (char *p, int n, int i)
{
  for (int k = 0; k < n; k++)
    {
      *(unsigned short *) (p + i) += 1;
      p[i + 1] += 3;
    }
}

__attribute__ ((noipa)) void
cold (int *out, const int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    {
      if (__builtin_expect (a[i] == 12345, 0))
	out[i] = x * y + 7;
      else
	out[i] = a[i];
    }
}

int
main (void)
{
  for (int i = 0; i < 16; i++)
    y[i] = i;
  /* y[3] += y[0] + y[1] + ... + y[5], where y[3] doubles on the way:
     3, 3, 4, 6, 12, 16, 21.  */
  elem (y, 6, 3);
  if (y[3] != 21)
    __builtin_abort ();
  elem (y + 8, 2, 3);
  if (y[3] != 21 + 8 + 9)
    __builtin_abort ();

  arr[2].y = 10;
  field (4, 2);
  if (arr[2].x != 0 + 1 + 2 + 3 + 40)
    __builtin_abort ();

  int p[24] = { 0 };
  apart (p, 5, 3);
  if (p[3] != 10 || p[11] != 20)
    __builtin_abort ();

  /* Each round adds 1 to the low byte of the short, then 3 to its second
     byte: the high byte on a little-endian target, the low one on a
     big-endian target.  */
  union { unsigned short s[4]; char c[8]; } u = { { 0 } };
  overlap (u.c, 4, 0);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (u.c[0] != 4 || u.c[1] != 12)
    __builtin_abort ();
#else
  if (u.c[0] != 0 || u.c[1] != 16)
    __builtin_abort ();
#endif

  int a[4] = { 1, 12345, 3, 4 }, out[4];
  cold (out, a, 4, 5, 6);
  if (out[0] != 1 || out[1] != 37 || out[2] != 3 || out[3] != 4)
    __builtin_abort ();
  return 0;
}
