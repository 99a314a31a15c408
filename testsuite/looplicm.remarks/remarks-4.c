/* Regrouped chains and comparisons, in source terms: what moved, and the
   expression it was taken from.  */
/* { dg-do compile } */

void
add (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b;	/* { dg-message "optimized: looplicm: moved 'a \\+ b' before the loop at line 8: regrouped 'v\\\[i\\\] \\+ a \\+ b' so that its invariant operands are combined once" } */
}

int
count (const int *v, int n, int a, int b)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    if (v[i] + a == b)		/* { dg-message "optimized: looplicm: moved 'b - a' before the loop at line 16: compared 'v\\\[i\\\]' with it instead of 'v\\\[i\\\] \\+ a' with 'b'" } */
      k++;
  return k;
}
