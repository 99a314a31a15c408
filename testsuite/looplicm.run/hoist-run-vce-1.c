/* A VIEW_CONVERT_EXPR from unsigned char to bool (value.boolean of a
   union copied whole), on the path where value.type is 1: speculated out
   of the loop, it reads the byte of a long long, -1, as a bool, which
   GCC 16's later passes take for 0 or 1.  Hoisted, it must become a
   conversion, as GCC 16's lim rewrites it (gimple_needing_rewrite_undefined);
   from GCC's gcc.dg/torture/pr120122-1.c, which failed under GCC 16 at
   -O1 -fno-tree-loop-im.  GCC 14 and 15 have the bug in their own lim
   (plain -O1 aborts), and the plugin standing in for it does as it does:
   not run there.  */
/* { dg-do run { target { { ! looplicm_gcc14plus } || looplicm_gcc16plus } } } */

#include <stdbool.h>

struct value
{
  int type;
  union
  {
    bool boolean;
    long long t;
  };
};

static struct value s_item_mem;

__attribute__ ((noipa)) static bool
truthy (void)
{
  bool tt = false;
  for (int i = 0; i < 10; i++)
    {
      struct value value = s_item_mem;
      if (value.type == 0)
	tt = tt | 0;
      else if (value.type == 1)
	tt = tt | value.boolean;
      else
	tt = tt | 1;
    }
  return tt;
}

int
main (void)
{
  s_item_mem.type = 2;
  s_item_mem.t = -1;
  bool b1 = !truthy ();
  s_item_mem.type = 1;
  s_item_mem.boolean = b1;
  bool b = truthy ();
  if (b1 != b)
    __builtin_abort ();
  if (b)
    __builtin_abort ();
  return 0;
}
