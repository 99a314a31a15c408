/* A variable of the caller, borrowed for an inlined function's value
   that has no name of its own, is never printed under a name the inlined
   function uses itself: FINISH's loop index is j, and the pointer load
   passes it as z is load's j, shown as '(...)'.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-remarks=optimized -fno-tree-vectorize" } */
struct comp { int w2, x, y; unsigned char *data; short *coeff; int coeff_w; };
struct jpeg { struct comp img_comp[4]; int ncomp, progressive;
	      void (*kernel) (unsigned char *, int, short *); };
extern int parse (struct jpeg *);
static void
finish (struct jpeg *z)
{
  if (z->progressive)
    {
      int i, j, n;
      for (n = 0; n < z->ncomp; ++n)
	{
	  int w = (z->img_comp[n].x + 7) >> 3;
	  int h = (z->img_comp[n].y + 7) >> 3;
	  for (j = 0; j < h; ++j)
	    for (i = 0; i < w; ++i)
	      {
		short *data = z->img_comp[n].coeff
			      + 64 * (i + j * z->img_comp[n].coeff_w);
		z->kernel (z->img_comp[n].data + z->img_comp[n].w2 * j * 8	/* { dg-message "optimized: looplicm: moved 'j \\* 8' before the loop at line 22: regrouped '\\(\\.\\.\\.\\)->img_comp\\\[n\\\].w2 \\* j \\* 8' so that its invariant operands are combined once" } */
			   + i * 8, z->img_comp[n].w2, data);
	      }
	}
    }
}
extern int marker (struct jpeg *);
static int
decode (struct jpeg *j)
{
  int m;
  for (m = 0; m < 4; m++)
    j->img_comp[m].data = 0;
  m = marker (j);
  while (m != 0xd9)
    {
      if (!parse (j))
	return 0;
      m = marker (j);
    }
  if (j->progressive)
    finish (j);
  return 1;
}
void *
load (struct jpeg *j)
{
  if (!decode (j))
    return 0;
  return j->img_comp[0].data;
}
