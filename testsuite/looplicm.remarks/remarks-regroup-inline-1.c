/* A regrouped chain of an inlined function is printed whole where its
   operands are that function's, even through a statement GCC made up
   without a location (the product 'stride * idx[i]' here): such a
   statement belongs to no function, and only an operand computed by the
   caller ('stride', without -g) is '...'.  */
/* { dg-do compile } */
/* { dg-additional-options "-g -fplugin-arg-looplicm-remarks=optimized" } */

#include <stddef.h>

static float
gather (const float *v, const unsigned *idx, size_t n, size_t stride)
{
  float s = 0;
  for (size_t i = 0; i < n; i++)
    s += v[stride * idx[i]];	/* { dg-message "optimized: looplicm: moved 'stride \\* 4' before the loop at line 15: regrouped 'stride \\* idx\\\[i\\\] \\* 4' so that its invariant operands are combined once" } */
  return s;
}

float
gather_bytes (const float *v, const unsigned *idx, size_t n, size_t bytes)
{
  return gather (v, idx, n, bytes / sizeof (float));
}
/* { dg-prune-output "evolution of base is not affine" } */
