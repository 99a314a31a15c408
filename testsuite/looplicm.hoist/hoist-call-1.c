/* Loads of a global behind calls that provably do not write it move;
   behind an opaque external call the load stays.  */
/* { dg-do compile } */

int g;
float h;
extern int cf (int) __attribute__ ((const));
extern int pf (int) __attribute__ ((pure));
extern void ext (void);

/* A const call writes no memory.  */
int
past_const (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += cf (i) + g;
  return s;
}

/* A pure call writes no memory either.  */
int
past_pure (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += pf (i) + g;
  return s;
}

/* memset of a local array that does not escape cannot write g; the
   load of buf[0] it does write stays.  */
int
past_memset (int n)
{
  char buf[64];
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      __builtin_memset (buf, i, n & 63);
      s += buf[0] + g;
    }
  return s;
}

/* IPA mod/ref knows that bump_h writes only a float.  */
__attribute__ ((noinline)) void
bump_h (void)
{
  h++;
}

int
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

/* An external call may write g.  */
int
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

/* { dg-final { scan-tree-dump-times "Moving statement\ng\\.\\d+_\\d+ = g;\n" 4 "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may be written by __builtin_memset \\(&buf, i_\\d+, _\\d+\\);\n  _\\d+ = buf\\\[0\\\];\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may be written by ext \\(\\);\n  g\\.\\d+_\\d+ = g;\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement from loop 1: may be written by" 2 "looplicm" } } */
