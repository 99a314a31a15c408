/* A weak variable that is not defined anywhere has address 0: loading
   it traps, so the load may move only where it is guaranteed to execute.
   Here it runs only when the variable exists, which it does not.  */
/* { dg-do run } */
/* GCC 12's own if-conversion for the vectorizer loads the weak variable
   unconditionally at -O3 (the program crashes without the plugin too),
   so keep it out of the way.  */
/* { dg-additional-options "-fno-tree-loop-if-convert" } */
/* GCC 17's vectorizer loads it unconditionally in g at -O3 even so (a
   crash without the plugin too).  */
/* { dg-additional-options "-fno-tree-vectorize" { target looplicm_gcc17plus } } */

extern void abort (void);

extern int maybe __attribute__ ((weak));

volatile int ten = 10;

__attribute__ ((noinline, noclone)) int
f (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i] && &maybe)
      s += maybe;
  return s;
}

__attribute__ ((noinline, noclone)) int
g (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > 100)
      s += maybe;
  return s;
}

int
main (void)
{
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = i;
  if (f (a, ten) != 0 || g (a, ten) != 0)
    abort ();
  return 0;
}
