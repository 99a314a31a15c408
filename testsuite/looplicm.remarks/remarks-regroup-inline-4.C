// The C++ twin of remarks-regroup-inline-2.c.
//
//
//
/* { dg-do compile } */
/* { dg-additional-options "-g0 -fplugin-arg-looplicm-remarks=optimized" } */

#include <stddef.h>

static float
gather (const float *v, const unsigned *idx, size_t n, size_t stride)
{
  float s = 0;
  for (size_t i = 0; i < n; i++)
    s += v[stride * idx[i]];	/* { dg-message "optimized: looplicm: moved '\\.\\.\\. \\* 4' before the loop at line 14: regrouped '\\.\\.\\. \\* idx\\\[i\\\] \\* 4' so that its invariant operands are combined once \\(names as in gather_bytes, where this code is inlined\\)" } */
  return s;
}

float
gather_bytes (const float *v, const unsigned *idx, size_t n, size_t bytes)
{
  return gather (v, idx, n, bytes / sizeof (float));
}
/* { dg-prune-output "evolution of base is not affine" } */
