/* -fallow-store-data-races: a conditional store is promoted without a
   flag, so the exit stores back the old value when no condition held.
   Single-threaded, the values are the same.  */
/* { dg-do run } */
/* { dg-additional-options "-fallow-store-data-races" } */
/* From GCC 15 cselim would make the store unconditional first
   (store-races-1.c).  */
/* { dg-additional-options "-fno-tree-cselim" { target looplicm_gcc15plus } } */

extern void abort (void);

int g;

__attribute__ ((noipa)) void
set_last (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      g = i;
}

int
main (void)
{
  short c[8] = { 0 };
  g = 42;
  set_last (c, 0);
  set_last (c, 8);
  if (g != 42)
    abort ();
  c[3] = 1;
  set_last (c, 8);
  if (g != 3)
    abort ();
  set_last (c, 2);
  if (g != 3)
    abort ();
  return 0;
}
