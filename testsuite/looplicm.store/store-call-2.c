/* A call to a const function reads no memory, so it does not keep g in
   memory: g is promoted.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int g;
extern int square (int) __attribute__ ((const));

void
call_square (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    g += square (a[i]);
}

/* { dg-final { scan-tree-dump-times "Executing store motion of g from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not promoting" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  g = g_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
