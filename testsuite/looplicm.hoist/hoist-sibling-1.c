/* A chain of invariant statements across sibling loops: the
   conversion of i is computed in the first inner loop and used there
   (times 560, moved out of loop 2) and in the k loop after it (times 640,
   moved out of loop 3).  The conversion goes with its first user, to
   loop 2's preheader, which dominates loop 3; taken along by the k loop's
   user it went to loop 3's preheader, after loop 2's use of it.  */
/* { dg-do compile } */

void
kernel (double alpha, double beta, double (*restrict C)[70],
	double (*restrict A)[80], double (*restrict B)[70])
{
  for (int i = 0; i < 60; i++)
    {
      for (int j = 0; j < 70; j++)
	C[i][j] *= beta;
      for (int k = 0; k < 80; k++)
	for (int j = 0; j < 70; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = \\(long unsigned int\\) i_\\d+;\n\\(cost 1\\) out of loop 2\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-not "= \\(long unsigned int\\) i_\\d+;\n\\(cost 1\\) out of loop 3\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = _\\d+ \\* 640;\n\\(cost \\d+\\) out of loop 3\\." "looplicm" } } */
