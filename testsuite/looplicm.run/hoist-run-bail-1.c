/* The "bail" program of docs/THEORY.md: the first statement of the body is
   if (fatal) report_and_exit (); a call that may not return, in a block
   that does not dominate the division.  x / 0 must not run before the
   call exits the program cleanly (status 0).  Here report_and_exit is
   opaque (noipa): nothing is known about it.  */
/* { dg-do run } */
/* On s390x GCC's own RTL GCSE moves the division out of the loop (plain
   GCC 12 fails too at -O2): keep the test on the plugin alone.  */
/* { dg-additional-options "-fno-gcse" { target s390*-*-* } } */

extern void abort (void);
extern void exit (int);

volatile int zero = 0, one = 1, seven = 7;

__attribute__ ((noipa)) void
report_and_exit (void)
{
  exit (0);
}

__attribute__ ((noinline, noclone)) void
bail (int *a, int n, int x, int y, int fatal)
{
  for (int i = 0; i < n; i++)
    {
      if (fatal)
	report_and_exit ();
      a[i] = x / y;
    }
}

int
main (void)
{
  int a[10];
  /* Not fatal: the division runs and its value is stored.  */
  bail (a, 10, seven, one, zero);
  for (int i = 0; i < 10; i++)
    if (a[i] != 7)
      abort ();
  /* Fatal on the first iteration, before any division by zero.  */
  bail (a, 10, seven, zero, one);
  abort ();
}
