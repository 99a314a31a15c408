/* Store order, the flag path: *pi is read and conditionally
   written (a flag candidate), and on other iterations the same bytes may
   be written as a short.  The short store blocks the promotion of *pi
   although the types differ.  */
/* { dg-do compile } */
/* What the static analysis decides: with loop versioning (on by default)
   a run-time check lets the fast copy promote; looplicm.version tests
   that.  */
/* { dg-additional-options "-fplugin-arg-looplicm-version=0" } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

void
g (int *pi, short *ps, const float *c, int n)
{
  for (int k = 0; k < n; k++)
    {
      if (c[k] == 1.0f)
	*pi += 1;
      if (c[k] == 2.0f)
	*ps = 7;
    }
}

/* { dg-final { scan-tree-dump "Not promoting \\*pi_\[0-9\]+\\(D\\) in loop 1: it may also be accessed by \\*ps_\[0-9\]+\\(D\\) = 7" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
