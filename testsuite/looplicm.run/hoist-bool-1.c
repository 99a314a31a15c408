/* A conditional load of a bool from a union must not be hoisted where
   the loop would not have run it: the byte holds the other member
   (0xff), and GCC 16's later passes, taking a bool to be 0 or 1, turned
   the loop into 'kind == 1 | flag' (GCC's PR 121279, which the plugin
   repeated under -fno-tree-loop-im: make torture GCC=gcc-16).  */
/* { dg-do run } */
/* GCC 14 and 15 themselves, without the plugin, fail at -O1 (their lim2
   hoists the load; GCC 16 fixed it).  */
/* { dg-skip-if "GCC's own PR 121279" { looplicm_gcc14 || looplicm_gcc15 } { "-O1" } { "-fno-tree-loop-im" } } */

#include <stdbool.h>

struct item
{
  int kind;
  union
  {
    bool flag;
    long long wide;
  };
};

static struct item it;

__attribute__ ((noipa)) static bool
any (void)
{
  bool r = false;
  for (int i = 0; i < 10; i++)
    {
      if (it.kind == 0)
	r = r | 0;
      else if (it.kind == 1)
	r = r | it.flag;
      else
	r = r | 1;
    }
  return r;
}

int
main (void)
{
  it.kind = 2;
  it.wide = -1;
  bool first = !any ();
  it.kind = 1;
  it.flag = first;
  bool second = any ();
  if (first != second || second)
    __builtin_abort ();
  return 0;
}
