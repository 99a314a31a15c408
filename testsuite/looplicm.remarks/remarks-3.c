/* A store below its pointer (ptr[-2], a MEM_REF with a negative offset
   of pointer type) reads as such in the remark, and the printer takes
   it (from GCC's gcc.dg/torture/pr26587.c under -fopt-info-loop-all).
   Under -fno-tree-loop-im the instance in lim4's place does not repeat
   the first instance's missed remarks (a repeat is an excess error).  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-tree-loop-im" } */

unsigned tab[18];

unsigned
walk (void)
{
  unsigned l = 0, *ptr = tab;
  do
    {
      ptr += 2;
      l ^= tab[0];		/* { dg-message "missed: looplicm: 'tab\\\[0\\\]' not moved out of the loop exiting at line 21: it may be changed by the store to 'ptr\\\[-2\\\]' at line 19" } */
      *(ptr - 2) = l >> 24;
    }
  while (ptr < &tab[18]);
  return l;
}
