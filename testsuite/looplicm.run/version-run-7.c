/* A versioned loop whose check runs only when the loop runs at least 4
   iterations (version-guard-1.c): every number of iterations from 0 to
   20, with *sum apart from a[] and on each of its first elements.
   Results against volatile references.  */
/* { dg-do run } */

extern void abort (void);

__attribute__ ((noipa)) void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] * 3 + 1;
}

__attribute__ ((noipa)) void
acc_ref (volatile unsigned *sum, volatile const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] * 3 + 1;
}

#define N 32
static unsigned buf[2][N];

static void
fill (unsigned *p)
{
  for (int i = 0; i < N; i++)
    p[i] = i * 7 + 1;
}

int
main (void)
{
  for (int n = 0; n <= 20; n++)
    for (int s = -1; s < 6; s++)
      {
	/* s = -1: *sum is buf[.][N - 1], apart from a[0..n) = buf[.][1..].  */
	int at = s < 0 ? N - 1 : 1 + s;
	fill (buf[0]);
	fill (buf[1]);
	acc (&buf[0][at], &buf[0][1], n);
	acc_ref (&buf[1][at], &buf[1][1], n);
	for (int i = 0; i < N; i++)
	  if (buf[0][i] != buf[1][i])
	    abort ();
      }
  return 0;
}
