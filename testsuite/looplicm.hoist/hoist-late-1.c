/* -fno-tree-loop-im turns off every instance of GCC's lim, lim4 after
   ivopts too, which moves what the vectorizer made invariant: the bounds
   of the vectorized inner loop, computed from SIZE in every iteration of
   the outer one.  Standing in for lim2, the plugin also stands in for
   lim4: its second instance, looplicm4, moves them.  */
/* { dg-do compile { target { x86_64-*-* aarch64-*-* } } } */
/* { dg-options "-O3 -fchecking -fno-tree-loop-im -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

void
f (char *base, unsigned long n, unsigned long size)
{
  for (unsigned long k = 1; k < n; k++)
    {
      char *a = base, *b = base + k * size;
      for (unsigned long i = 0; i < size; i++)
	{
	  char t = a[i];
	  a[i] = b[i];
	  b[i] = t;
	}
    }
}

/* { dg-final { scan-tree-dump "Moving statement\nbnd\[.0-9\]*_\[0-9\]+ = size_\[0-9\]+\\(D\\) >> \[0-9\]+;\n\\(cost 20\\) out of loop 1" "looplicm4" } } */
/* { dg-final { scan-tree-dump-not "Moving statement" "looplicm" } } */
