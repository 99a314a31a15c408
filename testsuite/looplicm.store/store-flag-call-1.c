/* Cost model: a location whose promotion needs a flag (no store runs on
   every iteration, and it is a global: a store the loop did not make
   must not be introduced) is not promoted in a loop that makes calls,
   even calls that provably miss it: the value and its flag would live
   across the calls (measured on libbacktrace's line-program loop and
   libiberty's regex matcher).  Without the call, it is promoted.  (a
   points to shorts, so that types tell it apart from g.)  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int g, h;

__attribute__ ((noinline)) void
note (int x)
{
  h += x;
}

void
with_call (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] > 0)
	g = g + a[i];
      note (i);
    }
}

void
without_call (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      g = g + a[i];
}

/* { dg-final { scan-tree-dump-times "Not promoting g in loop 1: not profitable: it would need a flag, and the loop makes calls\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of g from loop 1 \\(with a flag" 1 "looplicm" } } */
