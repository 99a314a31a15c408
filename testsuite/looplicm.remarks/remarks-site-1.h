/* A helper in a header, inlined into remarks-site-1.c.  */

static inline void
site_put (int *d, int i, int v)
{
  d[i] = v;
}
