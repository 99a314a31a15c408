/* Loads in a loop nest.  The inner loop stores only to the global array
   A, which is neither g nor h.  h is written nowhere and moves out of
   the outer loop 1 (the int store through c cannot write a long),
   with its conversion.  g may be written by the outer loop's store
   through c, so it is invariant only in the inner loop 2 and moves to
   the inner preheader, with the product.  */
/* { dg-do compile } */

int g;
long h;
int A[64];

void
nest (int *c, int n, int m)
{
  for (int i = 0; i < n; i++)
    {
      c[i] = i;
      for (int j = 0; j < m; j++)
	A[j] += g * h;	/* int * long.  */
    }
}

/* { dg-final { scan-tree-dump "Moving statement\nh\\.\\d+_\\d+ = h;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\ng\\.\\d+_\\d+ = g;\n\\(cost \\d+\\) out of loop 2\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = \\(unsigned int\\) h\\.\\d+_\\d+;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-times "out of loop 1\\.\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "out of loop 2\\.\n" 3 "looplicm" } } */
