/* What is not regrouped: an induction variable (ivopts puts a + b in the
   base of the address's induction variable), the accumulator of a
   reduction (it keeps its form; the sum of the loaded value with a and
   b is regrouped), a sum with another use, and arithmetic that traps on
   overflow (-ftrapv in trapv ()) ... */
/* { dg-do compile } */

int
iv (const int *v, int n, int a, int b)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s ^= v[i + a + b];
  return s;
}

int
red (const int *v, int n, int a, int b)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] + a + b;
  return s;
}

void
shared (int *out, int *out2, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    {
      int t = v[i] + a;
      out[i] = t + b;
      out2[i] = t;
    }
}

__attribute__ ((optimize ("trapv"))) void
trapv (int *out, const int *v, int n, int a, int b)
{
  for (int i = 0; i < n; i++)
    out[i] = (v[i] * a) * b;
}

/* Only red's (v[i] + a) + b.  */
/* { dg-final { scan-tree-dump-times "Reassociating " 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "s_\\d+ = s_\\d+ \\+ _\\d+;|s_\\d+ = _\\d+ \\+ s_\\d+;" "looplicm" } } */
