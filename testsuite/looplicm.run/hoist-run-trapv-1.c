/* Speculated signed arithmetic: x + y overflows, but only on iterations
   that never run the addition.  With plain int the moved addition is
   rewritten to wrap; under -ftrapv the addition may trap and must not
   be speculated at all.  */
/* { dg-do run } */
/* { dg-additional-options "-ftrapv" } */

extern void abort (void);

volatile int big = __INT_MAX__, one = 1, ten = 10;

__attribute__ ((noinline, noclone)) void
f (int *a, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      a[i] = x + y;
}

int
main (void)
{
  int a[10] = { 0 };
  f (a, ten, big, one);
  for (int i = 0; i < 10; i++)
    if (a[i] != 0)
      abort ();
  a[4] = 1;
  f (a, ten, big - 1, one);
  if (a[4] != __INT_MAX__ || a[3] != 0)
    abort ();
  return 0;
}
