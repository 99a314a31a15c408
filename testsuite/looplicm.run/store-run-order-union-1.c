/* Store order: a union written as int through one pointer and as float
   through another inside the loop, then read after it.  Type-based
   aliasing says the two stores miss each other.  They write the same
   bytes, so promoting *pi would store k after 2.0f at the exit.  */
/* { dg-do run } */

union u { int i; float f; };
union u g;

__attribute__ ((noipa)) void
fill (int *pi, float *pf, int n)
{
  for (int k = 0; k < n; k++)
    {
      *pi = k;
      *pf = 2.0f;
    }
}

__attribute__ ((noipa)) void
fill_cond (int *pi, float *pf, int n)
{
  /* The float store runs on odd iterations only.  */
  for (int k = 0; k < n; k++)
    {
      *pi = k;
      if (k & 1)
	*pf = 3.0f;
    }
}

int
main (void)
{
  fill (&g.i, &g.f, 4);
  if (g.f != 2.0f)
    __builtin_abort ();
  fill_cond (&g.i, &g.f, 2);
  if (g.f != 3.0f)
    __builtin_abort ();
  union u l;
  fill (&l.i, &l.f, 3);
  if (l.f != 2.0f)
    __builtin_abort ();
  return 0;
}
