/* A function inlined into three callers: GCC reports each of its
   remarks once per inlined copy, at the same line with the same text
   (with -g the copies name the callee's variables), and the report shows
   each once with the number of copies.  */

static inline void
scale_row (int *row, const int *w, int n, int k)
{
  for (int i = 0; i < n; i++)
    row[i] = w[i] + row[k] * 3;
}

void
first (int *a, const int *v, int n, int k)
{
  scale_row (a, v, n, k);
}

void
second (int *b, const int *v, int n, int m)
{
  scale_row (b, v, n, m + 1);
}

void
third (int *c, const int *v, int n)
{
  for (int j = 0; j < n; j++)
    scale_row (c + j * n, v, n, j);
}
