/* A call that may not return precedes the division in the same block:
   check exits on the iteration FATAL_AT, before x / 0 runs.  */
/* { dg-do run } */
/* On s390x GCC's own RTL GCSE moves the division out of the loop (plain
   GCC 12 fails too at -O2): keep the test on the plugin alone.  */
/* { dg-additional-options "-fno-gcse" { target s390*-*-* } } */

extern void abort (void);
extern void exit (int);

volatile int zero = 0, one = 1, seven = 7, minus_one = -1;

__attribute__ ((noinline, noclone)) void
check (int i, int fatal_at)
{
  if (i == fatal_at)
    exit (0);
}

__attribute__ ((noinline, noclone)) void
bail_same_block (int *a, int n, int x, int y, int fatal_at)
{
  for (int i = 0; i < n; i++)
    {
      check (i, fatal_at);
      a[i] = x / y;
    }
}

int
main (void)
{
  int a[10];
  bail_same_block (a, 10, seven, one, minus_one);
  for (int i = 0; i < 10; i++)
    if (a[i] != 7)
      abort ();
  bail_same_block (a, 10, seven, zero, zero);
  abort ();
}
