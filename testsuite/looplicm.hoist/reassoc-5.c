/* Without -fassociative-math floating-point + and * stay as written
   (rounding differs); MIN and MAX regroup whatever the flags, as in
   GCC's reassoc.  */
/* { dg-do compile } */

void
f (float *out, const float *v, int n, float a, float b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] * a) * b;
}

/* { dg-final { scan-tree-dump "Not reassociating for loop 1: floating-point arithmetic without -fassociative-math\n  _\\d+ = _\\d+ \\* b_\\d+\\(D\\);" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Reassociating " "looplicm" } } */
