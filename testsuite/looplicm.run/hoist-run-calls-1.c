/* Loads of globals behind calls: the call may write the global (the
   load must see each new value) or provably does not (the load may move;
   the values are the same either way).  Pure calls reading memory the
   loop writes must not move.  */
/* { dg-do run } */

extern void abort (void);

int g;
float h;
int counter;

/* Opaque: may write anything.  */
__attribute__ ((noipa)) void
ext (void)
{
  g++;
}

__attribute__ ((noipa)) void
set (int *p, int v)
{
  *p = v;
}

/* Writes only a float (IPA mod/ref).  */
__attribute__ ((noinline, noclone)) void
bump_h (void)
{
  h += 1.0f;
}

__attribute__ ((noinline, noclone, pure)) int
read_g (int k)
{
  return g + k;
}

__attribute__ ((noinline, noclone, const)) int
twice (int k)
{
  return 2 * k;
}

__attribute__ ((noinline, noclone)) int
past_ext (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      ext ();
      s += g;
    }
  return s;
}

__attribute__ ((noinline, noclone)) int
past_set (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      set (&g, i);
      s += g;
    }
  return s;
}

__attribute__ ((noinline, noclone)) int
past_modref (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      bump_h ();
      s += g;
    }
  return s;
}

__attribute__ ((noinline, noclone)) int
past_memset (int n)
{
  char buf[64];
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      __builtin_memset (buf, i, (n & 63) + 1);
      s += buf[0] + g;
    }
  return s;
}

__attribute__ ((noinline, noclone)) int
past_const (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += twice (i) + g;
  return s;
}

/* The loop writes g, which the pure call reads: the call stays.  */
__attribute__ ((noinline, noclone)) int
pure_written (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      g = i;
      s += read_g (1);
    }
  return s;
}

/* Nothing writes g: the pure call may move.  */
__attribute__ ((noinline, noclone)) int
pure_unwritten (int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      a[i] = i;
      s += read_g (1);
    }
  return s;
}

int
main (void)
{
  int a[10];
  g = 0;
  if (past_ext (10) != 55 || g != 10)
    abort ();
  if (past_set (10) != 45 || g != 9)
    abort ();
  g = 5;
  if (past_modref (10) != 50 || h != 10.0f)
    abort ();
  if (past_memset (10) != 45 + 50)
    abort ();
  if (past_const (10) != 90 + 50)
    abort ();
  if (pure_written (10) != 45 + 10 || g != 9)
    abort ();
  /* a may point to g: here it does not.  */
  if (pure_unwritten (a, 10) != 10 * 10 || a[9] != 9)
    abort ();
  /* Writing through a == &g changes g on the first iteration.  */
  g = 7;
  if (pure_unwritten (&g, 1) != 1)
    abort ();
  return 0;
}
