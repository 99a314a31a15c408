/* One location accessed with two types (a union's int and float): it is
   not promoted.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

union u
{
  int i;
  float f;
};

void
pun (union u *x, int n)
{
  for (int i = 0; i < n; i++)
    {
      x->i += 1;
      x->f += 1.0f;
    }
}

/* { dg-final { scan-tree-dump-times "Not promoting x_\[0-9\]+\\(D\\)->i in loop 1: accessed with different types\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
