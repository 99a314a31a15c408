/* Loop versioning for alias: the dependence clique of the fast copy must
   not outlive the pass.  *p1 (a short) is promoted in the fast copy of the
   inner loop; *p0 (a float, the same bytes in this call) is stored on
   some outer iterations.  At -O3 GCC unswitches the outer loop on the
   check and its lim4 promotes *p1 in the slow copy too, making the exit
   store from the first reference to *p1 it saw: the fast copy's, marked
   "independent of *p0".  RTL then swapped the slow copy's two exit stores
   and the short overwrote the float (found by scripts/fuzz-punned.py, seed
   133).  The function and its calls follow that program; g is the same
   with one type, the same pointer passed twice.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) unsigned
f (float *p0, unsigned short *p1, unsigned n, unsigned k)
{
  unsigned i, j, c = 162u, lt = 0, r = 0;
  *p0 = 49.0f;
  lt = 1;
  for (i = 0; i < n; i++)
    {
      c ^= (112u + k) << 3;
      for (j = 0; j < (k & 3u) + 1u; j++)
	{
	  *p1 = (unsigned short) ((c >> 5) + c);
	  lt = 2;
	  if (i % 4u == 2u)
	    {
	      *p0 = (float) (c & 0xffffu);
	      lt = 1;
	      c += (unsigned) *p0;
	    }
	}
    }
  if (lt == 1)
    r = (unsigned) *p0;
  else if (lt == 2)
    r = *p1;
  return r ^ c ^ lt;
}

__attribute__ ((noipa)) unsigned
f_ref (volatile float *p0, volatile unsigned short *p1, unsigned n,
       unsigned k)
{
  unsigned i, j, c = 162u, lt = 0, r = 0;
  *p0 = 49.0f;
  lt = 1;
  for (i = 0; i < n; i++)
    {
      c ^= (112u + k) << 3;
      for (j = 0; j < (k & 3u) + 1u; j++)
	{
	  *p1 = (unsigned short) ((c >> 5) + c);
	  lt = 2;
	  if (i % 4u == 2u)
	    {
	      *p0 = (float) (c & 0xffffu);
	      lt = 1;
	      c += (unsigned) *p0;
	    }
	}
    }
  if (lt == 1)
    r = (unsigned) *p0;
  else if (lt == 2)
    r = *p1;
  return r ^ c ^ lt;
}

/* One type: *q is promoted in the fast copy, *p stored on the outer
   iteration i == 2; called with p == q.  */
__attribute__ ((noipa)) unsigned
g (unsigned *p, unsigned *q, unsigned n, unsigned m)
{
  unsigned c = 1;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j++)
      {
	*q = (c >> 5) + c;
	if (i == 2)
	  {
	    unsigned x = (c & 0xffff) * 3 + 1;
	    *p = x;
	    c += x;
	  }
      }
  return c;
}

union u
{
  float f;
  unsigned short s;
  unsigned char b[4];
};

int
main (void)
{
  static const unsigned ns[] = { 15, 23, 3, 0, 1 };
  static const unsigned ks[] = { 18, 47, 0, 5, 2 };
  for (int t = 0; t < 5; t++)
    {
      union u a, b;
      a.f = b.f = 0.0f;
      unsigned x = f (&a.f, &a.s, ns[t], ks[t]);
      unsigned y = f_ref (&b.f, &b.s, ns[t], ks[t]);
      if (x != y)
	abort ();
      for (int i = 0; i < 4; i++)
	if (a.b[i] != b.b[i])
	  abort ();
    }
  /* The last store is *p at i = 2, j = 3.  */
  unsigned v = 0;
  if (g (&v, &v, 3, 4) != 341 || v != 256)
    abort ();
  return 0;
}
