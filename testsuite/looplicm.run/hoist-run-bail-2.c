/* hoist-run-bail-1.c with a report_and_exit whose body GCC sees: it is
   found not to return, so its block leaves the loop (the loop gets an
   exit edge to it), and the division must still not run before it.  */
/* { dg-do run } */

extern void abort (void);
extern void exit (int);

volatile int zero = 0, one = 1, seven = 7;

__attribute__ ((noinline, noclone)) void
report_and_exit (int status)
{
  exit (status);
}

__attribute__ ((noinline, noclone)) void
bail (int *a, int n, int x, int y, int fatal)
{
  for (int i = 0; i < n; i++)
    {
      if (fatal == i)
	report_and_exit (0);
      a[i] = x / y;
    }
}

int
main (void)
{
  int a[10];
  bail (a, 10, seven, one, -1);
  for (int i = 0; i < 10; i++)
    if (a[i] != 7)
      abort ();
  /* Fatal on the first iteration, before any division by zero.  */
  bail (a, 10, seven, zero, zero);
  abort ();
}
