/* Comparisons against an invariant: v[i] + a == b is v[i] == b - a
   modulo 2^32, whatever the values (b - a computed in unsigned int);
   v[i] + c < d is v[i] < d - c only when c and d are known non-negative
   (here: promoted from unsigned char and unsigned short), so that d - c
   cannot overflow.  With int parameters of unknown sign it stays.  */
/* { dg-do compile } */

int
eq (const int *v, int n, int a, int b)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    if (v[i] + a == b)
      k++;
  return k;
}

int
lt (const int *v, int n, unsigned char c, unsigned short d)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    if (v[i] + c < d)
      k++;
  return k;
}

int
lt_unknown (const int *v, int n, int c, int d)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    if (v[i] + c < d)
      k++;
  return k;
}

/* { dg-final { scan-tree-dump-times "Reassociating comparison " 2 "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociating comparison if \\(_\\d+ == b_\\d+\\(D\\)\\)\n  for loop 1: compares _\\d+ with b_\\d+\\(D\\) - a_\\d+\\(D\\)\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Reassociating comparison if \\(_\\d+ < _\\d+\\)\n  for loop 1: compares _\\d+ with _\\d+ - _\\d+\n" "looplicm" } } */
/* b - a wraps: unsigned.  */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ - _\\d+;\n\\(cost \\d+\\) out of loop 1\\.\n\nMoving statement\n_\\d+ = \\(int\\) _\\d+;" "looplicm" } } */
/* d - c cannot: int.  */
/* { dg-final { scan-tree-dump "if \\(_\\d+ < c_\\d+\\(D\\)\\)|if \\(_\\d+ >= d_\\d+\\(D\\)\\)|if \\(_\\d+ < d_\\d+\\(D\\)\\)" "looplicm" } } */
