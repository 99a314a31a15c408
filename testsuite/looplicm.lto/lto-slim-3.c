/* lto-note=0 silences the slim-LTO note of a compile alone (a note would
   be an excess error).  */
/* { dg-do assemble } */
/* { dg-options "-O2 -flto -fplugin-arg-looplicm-lto-note=0" } */

int
sum (const int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] + x * y;
  return s;
}
