/* A load invariant in address but written by the loop: the loop stores
   a[i] and reads *p with p == &a[5].  *p must not move: from iteration 5
   on it reads the new value (docs/THEORY.md, lemma 5).  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noinline, noclone)) int
stale (int *a, int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      a[i] = i * 3;
      s += *p;
    }
  return s;
}

/* The same with the read before the store in each iteration.  */
__attribute__ ((noinline, noclone)) int
stale_before (int *a, int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *p;
      a[i] = i * 3;
    }
  return s;
}

int
main (void)
{
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = 100;
  /* Iterations 0-4 read 100, iterations 5-9 read a[5] = 15.  */
  if (stale (a, &a[5], 10) != 5 * 100 + 5 * 15)
    abort ();
  for (int i = 0; i < 10; i++)
    if (a[i] != i * 3)
      abort ();
  for (int i = 0; i < 10; i++)
    a[i] = 100;
  /* Iterations 0-5 read 100, iterations 6-9 read 15.  */
  if (stale_before (a, &a[5], 10) != 6 * 100 + 4 * 15)
    abort ();
  /* p outside the stored range: every iteration reads 100.  */
  for (int i = 0; i < 10; i++)
    a[i] = 100;
  if (stale (a, &a[9], 5) != 5 * 100)
    abort ();
  return 0;
}
