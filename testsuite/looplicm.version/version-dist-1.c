/* Versioning for loop distribution: a copy through plain
   pointers may be a copy onto itself shifted, so GCC's loop distribution
   leaves it a loop; a restrict build gets a call to memcpy.  The plugin
   versions the loop on "y[0..n) does not overlap z[0..n)", with a test
   of the number of iterations first (a call costs more than a short
   loop) that sends a short copy to the first iterations of the
   original loop, peeled, and gives the fast copy's marks back to loop
   distribution, which makes it a call to memmove (memcpy in GCC 16).
   Not versioned: a loop that computes what it stores, a swap, a copy
   checked in every iteration of a loop around it, and memmove itself
   (its own loop would call it).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-dump -fplugin-arg-looplicm-verify -fdump-tree-ldist-details -fdump-tree-optimized -fopt-info-loop-optimized" } */

typedef __SIZE_TYPE__ size_t;

void
copy (double *y, const double *z, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line \[0-9\]+ for loop distribution: a run-time check picks a copy for when 'y\\\[i\\\]' does not overlap 'z\\\[i\\\]'" } */
    y[i] = z[i];
}

void
add1 (int *y, const int *z, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = z[i] + 1;
}

/* A swap is no copy: no order of two calls does it.  */

void
swap (char *a, char *b, size_t size)
{
  for (size_t i = 0; i < size; i++)
    {
      char t = a[i];
      a[i] = b[i];
      b[i] = t;
    }
}

/* zlib's window copies: short, checked in every iteration of a loop
   whose pointers move by amounts known only there, which the call would
   cost registers.  */

void
runs (char *out, const char *from, const unsigned *len, int n)
{
  for (int r = 0; r < n; r++)
    {
      unsigned l = len[r];
      for (unsigned i = 0; i < l; i++)
	out[i] = from[i];
      out += l;
      from += 2 * l;
    }
}

void *
memmove (void *d, const void *s, size_t n)
{
  char *dd = d;
  const char *ss = s;
  if (dd < ss)
    for (size_t i = 0; i < n; i++)
      dd[i] = ss[i];
  else
    for (size_t i = n; i-- > 0;)
      dd[i] = ss[i];
  return d;
}

/* { dg-final { scan-tree-dump-times "Versioning loop \[0-9\]+ for alias: 1 check, for loop distribution\n  \\*_\[0-9\]+ \\(8 bytes, step 8\\) against \\*_\[0-9\]+ \\(8 bytes, step 8\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not versioning loop \[0-9\]+ for alias: a copy checked in every iteration of the loop around it" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "checked only when loop \[0-9\]+ runs at least \[3-9\] iterations" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Loop \[0-9\]+: 2 references marked again for loop distribution" 1 "looplicm_jam" } } */
/* { dg-final { scan-tree-dump-times "generated mem(move|cpy)" 1 "ldist" } } */
/* { dg-final { scan-tree-dump-times "  3 iterations of loop \[0-9\]+ peeled before it" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "__builtin_mem(move|cpy) \\(y_\[0-9\]+\\(D\\), z_\[0-9\]+\\(D\\)" 1 "optimized" } } */

/* GCC's own remark.  */
/* { dg-prune-output "distributed: split to" } */
