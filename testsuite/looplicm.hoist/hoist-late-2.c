/* In looplicm4, the instance standing in for lim4 under
   -fno-tree-loop-im, whether a statement runs in every entry of the
   outer loop may need the number of iterations of the inner one
   (finite_loop_p), whose analysis must not meet a statement already
   hoisted onto the preheader edge and not yet in a block.  So every
   candidate's guarantee is asked before anything moves.
   Reduced from a scripts/fuzz-nest.py program (seed 40193).  */
/* { dg-do compile { target { x86_64-*-* aarch64-*-* } } } */
/* { dg-options "-O3 -fchecking -fno-tree-loop-im -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

int a[64];
double *b;
int c, e;

void
d (int s)
{
  for (int f = s; f; f++)
    {
      for (int g = 0; g >= 0; g--)
	{
	  if ((a[c] & 7) == 0)
	    break;
	  if (e)
	    continue;
	}
      b[0] = a[c] * b[c + f];
    }
}

/* The address of b[c + f] is computed out of the outer loop.  */
/* { dg-final { scan-tree-dump "Moving statement\n_\[0-9\]+ = \\(sizetype\\) c\[.0-9_\]+;\n\\(cost 1\\) out of loop 1" "looplicm4" } } */
