/* Loop versioning for alias where the location and the range have
   different types and may overlap in part (-fno-strict-aliasing makes
   that well defined): a short counter inside an int array, at each byte
   offset around the range's ends; and a location accessed in a loop that
   runs zero times.  Results against a volatile reference.  */
/* { dg-do run } */
/* { dg-additional-options "-fno-strict-aliasing" } */

extern void abort (void);

#define N 12

__attribute__ ((noipa)) void
mixed (short *s, int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *s += 1;
      a[i] = a[i] + 0x10001;
    }
}

__attribute__ ((noipa)) void
mixed_ref (volatile short *s, volatile int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *s += 1;
      a[i] = a[i] + 0x10001;
    }
}

/* A char location stored on some iterations only: store motion needs a
   flag; versioning must not change which bytes end up written.  */
__attribute__ ((noipa)) void
cond (char *c, unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] & 1)
	*c = (char) i;
      a[i] >>= 1;
    }
}

__attribute__ ((noipa)) void
cond_ref (volatile char *c, volatile unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] & 1)
	*c = (char) i;
      a[i] >>= 1;
    }
}

static int ia[N + 4], ib[N + 4];

static void
fill (void)
{
  for (int i = 0; i < N + 4; i++)
    ia[i] = ib[i] = i * 0x01020305 + 77;
}

static void
same (void)
{
  for (int i = 0; i < N + 4; i++)
    if (ia[i] != ib[i])
      abort ();
}

int
main (void)
{
  /* Byte offsets of the short from the start of ia[0]; the range is
     ia[2 .. 2 + n).  */
  for (int b = 0; b < (int) sizeof ia - 1; b++)
    for (int n = 0; n <= N; n += 4)
      {
	fill ();
	mixed ((short *) ((char *) ia + b), &ia[2], n);
	mixed_ref ((short *) ((char *) ib + b), &ib[2], n);
	same ();

	fill ();
	cond ((char *) ia + b, (unsigned *) &ia[2], n);
	cond_ref ((char *) ib + b, (unsigned *) &ib[2], n);
	same ();
      }
  return 0;
}
