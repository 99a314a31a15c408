/* A compile alone (-c) that writes slim LTO objects says once that the
   pass runs only at link time, and how to silence the note.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -flto -fplugin-arg-looplicm-verify" } */
/* { dg-message "note: looplicm: .-flto. writes slim LTO objects, so the looplicm pass runs only at link time: give .-fplugin=\[^\n\]*looplicm.so. and its .-fplugin-arg-looplicm-\\*. arguments on the link line too \\(or compile with .-ffat-lto-objects.; .-fplugin-arg-looplicm-lto-note=0. silences this note\\)" "slim LTO note" { target *-*-* } 0 } */

int
sum (const int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] + x * y;
  return s;
}
