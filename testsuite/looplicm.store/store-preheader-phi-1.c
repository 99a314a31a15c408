/* The preheader of the loop is the block where the PHI of d merges, so
   the address of the promoted *d is defined by a PHI of the preheader.
   The initialisation of the register must go after the labels, not into
   the PHI list, or update_ssa crashes.
   Reduced with creduce from a csmith program (seed 2536).  */
/* { dg-do compile } */
/* { dg-options "-O2 -w -fno-tree-loop-im -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */

int a, b, g;
int e (void);

void
c (void)
{
  int *d = &g;
  if (e ())
    {
      int **f = &d;
      *f = &a;
    }
  b = 6;
  for (; b; b--)
    *d = 0;
}

/* { dg-final { scan-tree-dump "Executing store motion of \\*d_\[0-9\]+ from loop 1" "looplicm" } } */
