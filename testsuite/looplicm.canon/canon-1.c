/* The pass runs on a function with a loop and writes its dump.  */
/* { dg-do compile } */

int
f (int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (x + y);
  return s;
}

/* { dg-final { scan-tree-dump ";; Function f " "looplicm" } } */
