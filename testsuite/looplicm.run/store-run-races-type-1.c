/* -fallow-store-data-races: u.f, stored only when c[i] holds, is kept in
   a register and stored back after the loop whether or not a store ran.
   That store writes the union as a float; the int written after the loop
   must still be what stays.  The type of a store that may not run says
   nothing about what the memory holds, so it must not let anything move
   the int store before the float one.  */
/* { dg-do run } */
/* { dg-additional-options "-fallow-store-data-races" } */
/* From GCC 15 cselim would make the store unconditional first
   (store-races-1.c).  */
/* { dg-additional-options "-fno-tree-cselim" { target looplicm_gcc15plus } } */

extern void abort (void);

union u { float f; int i; } u;
int c[64];

__attribute__ ((noipa)) void
f (int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      u.f = u.f + 1.0f;
  u.i = 5;
}

int
main (void)
{
  u.i = 7;
  f (64);
  if (u.i != 5)
    abort ();
  c[10] = 1;
  f (64);
  if (u.i != 5)
    abort ();
  return 0;
}
