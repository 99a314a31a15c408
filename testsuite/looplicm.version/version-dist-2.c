/* Versioning for loop distribution only where GCC's loop
   distribution makes library calls: not under -ffreestanding (which
   turns -ftree-loop-distribute-patterns off, for C libraries whose own
   memmove is such a loop), nor for the vectorizer, whose very cheap
   cost model (-O2) refuses this loop with an unknown number of
   iterations anyway.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffreestanding -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-optimized" } */

void
copy (double *y, const double *z, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = z[i];
}

/* { dg-final { scan-tree-dump-not "Versioning loop" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "memmove" "optimized" } } */
