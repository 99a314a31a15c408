/* GCC writes the index 'vertex', a size_t narrowed to unsigned int and
   widened again, as 'i & 0xffffffff' in a statement without location.
   A remark names it as the source does, not by GCC's mask.  */
/* { dg-do compile } */
/* { dg-additional-options "-g -fplugin-arg-looplicm-remarks=missed" } */

#include <stddef.h>

static void
classify (unsigned *loop, const unsigned *next, const unsigned *off, size_t n)
{
  for (size_t i = 0; i < n; ++i)
    {
      unsigned int vertex = (unsigned int) i;
      for (size_t j = 0; j < 4; ++j)
	if (next[off[vertex] + j] != vertex)	/* { dg-message "missed: looplicm: 'off\\\[vertex\\\]' not moved out of the loop at line 15: it may be changed by the store to 'loop\\\[vertex\\\]' at line 17" } */
	  loop[vertex] = next[off[vertex] + j];	/* { dg-message "missed: looplicm: 'loop\\\[vertex\\\]' not kept in a register in the loop at line 15: it may also be accessed by the load of 'off\\\[vertex\\\]' at line 16" } */
    }
}

void
simplify (unsigned *loop, const unsigned *next, const unsigned *off, size_t n)
{
  classify (loop, next, off, n);
}
/* { dg-prune-output "evolution of base is not affine" } */
