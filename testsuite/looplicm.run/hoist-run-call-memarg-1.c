/* A call reads the arguments it passes in memory, whatever the function
   called does.  pick is const, and the loop stores the structure passed
   to it by value: pick must not be hoisted.  A summary must count the
   reads and writes of its own calls' arguments and results.  Sinking must
   not move a const call past a store to its argument.
   Reduced from GCC's torture test gcc.c-torture/execute/pr110165-1.c.  */
/* { dg-do run } */

struct bit { int v : 1; };
struct pair { int a, b; };

struct pair g_pair;
int g_sum;

/* Const (ipa-pure-const finds it): reads only its own copy of T.  */
__attribute__((noinline)) int
pick (struct bit t, int a, int b)
{
  if (t.v)
    a |= b;
  return a;
}

struct bit g_bit;

/* Pure: reads g_bit, as the argument it passes to PICK.  */
__attribute__((noinline)) int
pick_global (void)
{
  return pick (g_bit, 16, 15);
}

__attribute__((noinline)) struct pair
make (int x)
{
  struct pair p = { x, x + 1 };
  return p;
}

/* Writes g_pair by storing a call's result there.  */
__attribute__((noinline)) void
set_pair (int x)
{
  g_pair = make (x);
}

/* Hoisting: the const call reads T, which the loop stores.  */
__attribute__((noinline)) void
test_hoist (void)
{
  for (int i = -1; i <= 1; i++)
    {
      struct bit t = { i };
      int r = pick (t, 16, 15);
      if (r != (i != 0 ? 31 : 16))
	__builtin_abort ();
    }
}

/* The same through a function whose summary must say it reads g_bit.  */
__attribute__((noinline)) void
test_summary_read (void)
{
  for (int i = -1; i <= 1; i++)
    {
      g_bit.v = i;
      int r = pick_global ();
      if (r != (i != 0 ? 31 : 16))
	__builtin_abort ();
    }
}

/* A summary that missed the store of a call's result: g_pair.a is not
   invariant.  */
__attribute__((noinline)) int
test_summary_write (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      set_pair (i);
      s += g_pair.a;
    }
  return s;
}

/* Sinking: the const call's last value is used after the loop, but T
   changes after it in every iteration.  */
__attribute__((noinline)) int
test_sink (int n)
{
  struct bit t = { 0 };
  int r = 0;
  for (int i = 0; i < n; i++)
    {
      r = pick (t, 16, 15);
      t.v = i & 1 ? 0 : -1;
      g_sum += i;
    }
  return r;
}

int
main (void)
{
  test_hoist ();
  test_summary_read ();
  if (test_summary_write (4) != 6)
    __builtin_abort ();
  if (test_sink (2) != 31)
    __builtin_abort ();
  return 0;
}
