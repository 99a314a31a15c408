/* Store motion of locations that may alias each other (store-seq-1.c),
   run on a union, whose int and float members share their bytes, and on
   separate objects, for every exit and trip count: the bytes left must be
   those a copy of each loop with volatile accesses (which nothing
   promotes) leaves.  */
/* { dg-do run } */

union u
{
  int x;
  float f;
};

#define LOOPS(Q)							\
  __attribute__ ((noipa)) void						\
  f##Q (Q int *p, Q float *r, long n, long m)				\
  {									\
    for (long i = 0; i < n; ++i)					\
      {									\
	*p = 1;								\
	*r = 2;								\
	if (m & i)							\
	  break;							\
	*r = 3;								\
	*p = 4;								\
      }									\
  }									\
  __attribute__ ((noipa)) void						\
  g##Q (Q int *p, Q float *r, long n, long m, int c)			\
  {									\
    for (long i = 0; i < n; ++i)					\
      {									\
	*r = 2;								\
	if (c & i)							\
	  *p = 5;							\
	if (m & i)							\
	  break;							\
	*p = 4;								\
	*r = 3;								\
      }									\
  }									\
  __attribute__ ((noipa)) void						\
  h##Q (Q int *a, Q float *b, long n, long m)				\
  {									\
    for (long i = 0; i < n; ++i)					\
      {									\
	*b = (float) i;							\
	*a = (int) i;							\
	if (i == m)							\
	  break;							\
	*b = -1.0f;							\
      }									\
  }

#define NOQ
LOOPS (NOQ)
LOOPS (volatile)

/* Run each loop and its volatile copy from the same bytes; compare.  */
static void
check (long n, long m, int c, int same)
{
  union u a, b;
  int x1 = 9, x2 = 9;
  float y1 = 9, y2 = 9;
  a.x = b.x = 77;
  fNOQ (same ? &a.x : &x1, same ? &a.f : &y1, n, m);
  fvolatile (same ? &b.x : &x2, same ? &b.f : &y2, n, m);
  if (a.x != b.x || x1 != x2 || y1 != y2)
    __builtin_abort ();
  a.x = b.x = 77;
  gNOQ (same ? &a.x : &x1, same ? &a.f : &y1, n, m, c);
  gvolatile (same ? &b.x : &x2, same ? &b.f : &y2, n, m, c);
  if (a.x != b.x || x1 != x2 || y1 != y2)
    __builtin_abort ();
  a.x = b.x = 77;
  hNOQ (same ? &a.x : &x1, same ? &a.f : &y1, n, m);
  hvolatile (same ? &b.x : &x2, same ? &b.f : &y2, n, m);
  if (a.x != b.x || x1 != x2 || y1 != y2)
    __builtin_abort ();
}

int
main (void)
{
  for (long n = 0; n < 5; n++)
    for (long m = 0; m < 5; m++)
      for (int c = 0; c < 3; c++)
	for (int same = 0; same < 2; same++)
	  check (n, m, c, same);
  return 0;
}
