/* Invariant addresses that are not a constant offset from an invariant
   base are store-motion candidates: an array element with an
   invariant index, a field of such an element, and tmp[i][j] in the
   k loop of a matrix product.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

double y[100];
struct s { int x, y; } arr[100];
double tmp[64][64];

void
elem (int n, int j)
{
  for (int i = 0; i < n; i++)
    y[j] += i;
}

void
field (int n, int i)
{
  for (int k = 0; k < n; k++)
    arr[i].x += k;
}

void
matmul (const double *restrict A, const double *restrict B, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	tmp[i][j] += A[i * n + k] * B[k * n + j];
}

/* { dg-final { scan-tree-dump "Executing store motion of y\\\[j_\[0-9\]+\\(D\\)\\\] from loop 1\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of arr\\\[i_\[0-9\]+\\(D\\)\\\]\\.x from loop 1\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of tmp\\\[i_\[0-9\]+\\\]\\\[j_\[0-9\]+\\\] from loop 3\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not promoting tmp\\\[i_\[0-9\]+\\\]\\\[j_\[0-9\]+\\\] in loop 2: its address is not invariant" "looplicm" } } */
