/* The other operations: - (a chain of + and -), unsigned +, |, ^, MIN
   and MAX.  Only signed - can overflow with undefined behaviour and is
   computed in unsigned int; each chain keeps one operation in the loop.
   GCC's reassoc has already put a + b and a | b together in uns and bits
   (it regroups wrapping types and bitwise operations), but GCC's lim
   leaves them in the loop (cost 1): the plugin takes the chain in and
   moves them out.  Unsigned (v[i] * a) * b is no case: reassoc makes
   a * b, which moves out as it is.  */
/* { dg-do compile } */

#define MIN(x, y) ((x) < (y) ? (x) : (y))
#define MAX(x, y) ((x) > (y) ? (x) : (y))

void
sub (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = v[i] - a - b;
}

void
uns (unsigned *out, const unsigned *v, int n, unsigned a, unsigned b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] + a) + b + (v[i] * a) * b;
}

void
bits (int *out, const int *v, int n, int a, int b, int c)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] | a | b) ^ c ^ v[i + 1];
}

void
minmax (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = MIN (MIN (v[i], a), b) + MAX (MAX (v[i], a), b);
}

/* sub: v - (a + b), the sum in unsigned int.  */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = _\\d+ - b_\\d+\\(D\\);\n  for loop 1: 2 of 3 operands invariant" "looplicm" } } */
/* { dg-final { scan-tree-dump "\n  (_\\d+) = \\(unsigned int\\) _\\d+;\n  (_\\d+) = \\1 - _\\d+;\n  _\\d+ = \\(int\\) \\2;\n" "looplicm" } } */
/* uns: in its own type.  */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = _\\d+ \\+ _\\d+;\n  for loop 1: 2 of 4 operands invariant" "looplicm" } } */
/* bits: a | b, and c alone (the ^ chain has one invariant).  */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = _\\d+ \\| _\\d+;\n  for loop 1: 2 of 3 operands invariant" "looplicm" } } */
/* minmax: MIN (a, b) and MAX (a, b).  */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = MIN_EXPR <\[^\n\]*>;\n  for loop 1: 2 of 3 operands invariant" "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociating _\\d+ = MAX_EXPR <\[^\n\]*>;\n  for loop 1: 2 of 3 operands invariant" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Reassociating " 5 "looplicm" } } */
/* Only sub needs the unsigned type (its conversion of a is printed
   where it moves and in the body after the pass).  */
/* { dg-final { scan-tree-dump-times "= \\(unsigned int\\) a_\\d+\\(D\\);" 2 "looplicm" } } */
