/* Expressions mean what the source means: C's precedence, parentheses
   around shifts and bitwise operations, constants as written, fields
   and elements only where the types agree, casts where they do not.  */
/* { dg-do compile } */

struct freqs { int n; int precode_freqs[20]; int last; };

void
prec_sum (int *out, const int *in, int n, int stride, int w)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] + ((stride >> 2) * 4) + (w & 3) + 3;	/* { dg-message "optimized: looplicm: moved '\\(stride >> 2\\) \\* 4 \\+ \\(w & 3\\) \\+ 3' before the loop at line 11: regrouped 'in\\\[i\\\] \\+ \\(stride >> 2\\) \\* 4 \\+ \\(w & 3\\) \\+ 3' so that its invariant operands are combined once" } */
}

void
prec_product (int *out, const int *in, int n, int a, int b, int c)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * (a - b) * (c | 4);	/* { dg-message "optimized: looplicm: moved '\\(a - b\\) \\* \\(c \\| 4\\)' before the loop at line 18: regrouped 'in\\\[i\\\] \\* \\(a - b\\) \\* \\(c \\| 4\\)' so that its invariant operands are combined once" } */
}

void
prec_shifts (int *out, const int *in, int n, int x, int y)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] + (x << 2) + (y >> 1);	/* { dg-message "optimized: looplicm: moved '\\(x << 2\\) \\+ \\(y >> 1\\)' before the loop at line 25: regrouped 'in\\\[i\\\] \\+ \\(x << 2\\) \\+ \\(y >> 1\\)' so that its invariant operands are combined once" } */
}

void
const_minus (int *out, const int *in, int n, int x)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] + x - 1;	/* { dg-message "optimized: looplicm: moved 'x - 1' before the loop at line 32: regrouped 'in\\\[i\\\] \\+ x - 1' so that its invariant operands are combined once" } */
}

void
const_folded (int *out, const int *in, int n, int x)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[i] + 44) - (x - 214);	/* { dg-message "optimized: looplicm: moved '258 - x' before the loop at line 39: regrouped 'in\\\[i\\\] \\+ 44 - \\(x - 214\\)' so that its invariant operands are combined once" "" { target { ! looplicm_gcc16plus } } } */
}

void
const_mask (unsigned long *out, const unsigned long *in, int n,
	    unsigned long a)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] & a & ~15ul;	/* { dg-message "optimized: looplicm: moved 'a & ~15' before the loop at line 47: regrouped 'in\\\[i\\\] & a & ~15' so that its invariant operands are combined once" } */
}

void
field_element (int *out, const int *in, int n, struct freqs *c)
{
  int *f = c->precode_freqs;
  for (int i = 0; i < n; i++)
    out[i] = in[i] + f[18];	/* { dg-message "missed: looplicm: 'c->precode_freqs\\\[18\\\]' not moved out of the loop at line 55: it may be changed by the store to 'out\\\[i\\\]' at line 56 \\(if the two never overlap, restrict-qualify 'c' and 'out'\\)" } */
}

void
cast_element (int *out, const char *buf, int n, int k)
{
  for (int i = 0; i < n; i++)
    out[i] = ((const int *) buf)[k] + i;	/* { dg-message "missed: looplicm: '\\*\\(const int \\*\\) \\(buf \\+ k \\* 4\\)' not moved out of the loop at line 62: it may be changed by the store to 'out\\\[i\\\]' at line 63 \\(if the two never overlap, restrict-qualify 'buf' and 'out'\\)" } */
}

void
deref_element (int *out, int **pp, int n, int k)
{
  for (int i = 0; i < n; i++)
    out[i] = (*pp)[k] + i;	/* { dg-message "missed: looplicm: '\\(\\*pp\\)\\\[k\\\]' not moved out of the loop at line 69: it may be changed by the store to 'out\\\[i\\\]' at line 70 \\(if the two never overlap, restrict-qualify 'out'\\)" } */
}

/* GCC 16 keeps the constants of line 40 apart, and so does the remark.  */
/* { dg-message "optimized: looplicm: moved '44 - \\(x - 214\\)' before the loop at line 39: regrouped 'in\\\[i\\\] \\+ 44 - \\(x - 214\\)' so that its invariant operands are combined once" "" { target looplicm_gcc16plus } 40 } */
