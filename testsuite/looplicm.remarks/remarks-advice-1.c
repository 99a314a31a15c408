/* Restrict advice names the pointer parameters to qualify, and only
   where qualifying them lets GCC tell the two accesses apart: two
   parameters, or one parameter and a global or a pointer loaded from
   memory; not two accesses through one parameter, nor two through
   pointers loaded from memory.  */
/* { dg-do compile } */
/* GCC's own loop passes say this of glob[i & 15] and q[i & 15].  */
/* { dg-prune-output "failed: evolution of" } */

int glob[16];

void
two_params (int *out, const int *k, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = *k + i;	/* { dg-message "missed: looplicm: '\\*k' not moved out of the loop at line 15: it may be changed by the store to 'out\\\[i\\\]' at line 16 \\(if the two never overlap, restrict-qualify 'k' and 'out'\\)" } */
}

int
param_and_global (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      glob[i & 15] = s;
      s += *p;	/* { dg-message "missed: looplicm: '\\*p' not moved out of the loop at line 23: it may be changed by the store to 'glob\\\[i & 15\\\]' at line 25 \\(if the two never overlap, restrict-qualify 'p'\\)" } */
    }
  return s;
}

int
param_and_loaded (int *out, int **pp, int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      out[i] = s;
      s += (*pp)[k];	/* { dg-message "missed: looplicm: '\\(\\*pp\\)\\\[k\\\]' not moved out of the loop at line 35: it may be changed by the store to 'out\\\[i\\\]' at line 37 \\(if the two never overlap, restrict-qualify 'out'\\)" } */
    }
  return s;
}

struct agg { int v[16]; int n; };

int
through_a_member (struct agg *g, const int *p, int n)
{
  int s = 0;
  int *q = g->v;
  for (int i = 0; i < n; i++)
    {
      q[i & 15] = s;
      s += *p;	/* { dg-message "missed: looplicm: '\\*p' not moved out of the loop at line 50: it may be changed by the store to 'q\\\[i & 15\\\]' at line 52 \\(if the two never overlap, restrict-qualify 'p' and 'g'\\)" } */
    }
  return s;
}

void
one_param (int *p, int n, int j)
{
  for (int i = 0; i < n; i++)
    p[i] = p[j] + i;	/* { dg-message "missed: looplicm: 'p\\\[j\\\]' not moved out of the loop at line 61: it may be changed by the store to 'p\\\[i\\\]' at line 62(?!\[^\n\]*\\()" } */
}

int
two_loaded (int **pp, int **qq, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      (*qq)[i] = s;
      s += **pp;	/* { dg-message "missed: looplicm: '\\*\\*pp' not moved out of the loop at line 69: it may be changed by the store to '\\(\\*qq\\)\\\[i\\\]' at line 71(?!\[^\n\]*\\()" } */
    }
  return s;
}
