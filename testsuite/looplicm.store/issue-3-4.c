/* Regression (csmith seed 2536, reduced with creduce): the preheader of
   the loop is the block where the PHI of d merges, so the address of the
   promoted *d is defined by a PHI of the preheader.  Store motion put its
   register's initialisation "after" that PHI, into the PHI list, and
   update_ssa crashed.  The initialisation must go after the labels.  */
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
