/* An aggregate copy reads memory as well as writing it (found by
   scripts/lim-parity.py on g++.dg/opt/pr99728.C): `d->prev = d->cur' reads
   d->cur.v, so d->cur.v, stored later in the loop, must not live in a
   register.  Address disambiguation once looked only at the copy's
   destination.  */
/* { dg-do run } */

typedef double V __attribute__ ((vector_size (32)));
struct w { V v; };
struct state { struct w base, prev, cur, acc; };

__attribute__ ((noipa)) void
step (struct state *__restrict d, const double *__restrict c,
      unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      struct w next;
      next.v = d->cur.v * c[i] + d->prev.v;
      d->acc.v += d->cur.v;
      d->prev = d->cur;
      d->cur = next;
    }
}

int
main (void)
{
  struct state s = { 0 };
  double c[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  s.prev.v = (V) { 1, 1, 1, 1 };
  s.cur.v = (V) { 2, 2, 2, 2 };
  step (&s, c, 8);
  if (s.prev.v[0] != 26913 || s.cur.v[0] != 219062 || s.acc.v[0] != 31434)
    __builtin_abort ();
  return 0;
}
