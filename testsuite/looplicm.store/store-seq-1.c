/* Two locations that may alias each other (an int and a float: a union's
   members), stored in a different order before each exit and never
   loaded: each lives in a register, and each exit stores them in the
   order the loop last stored them before leaving by it (GCC's ordered
   store sequences).  In g the store of *p before the break runs on some
   iterations only: whether *p or *r was stored last at the break is not
   known, and both stay in memory.  */
/* { dg-do compile } */

void
f (int *p, float *r, long n, long m)
{
  for (long i = 0; i < n; ++i)
    {
      *p = 1;
      *r = 2;
      if (m & i)
	break;
      *r = 3;
      *p = 4;
    }
}

void
g (int *p, float *r, long n, long m, int c)
{
  for (long i = 0; i < n; ++i)
    {
      *r = 2;
      if (c & i)
	*p = 5;
      if (m & i)
	break;
      *p = 4;
      *r = 3;
    }
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*p_\[0-9\]+\\(D\\) from loop \[0-9\]+ \\(stored at the exits in order with 1 other location that may alias it\\)" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*r_\[0-9\]+\\(D\\) from loop \[0-9\]+ \\(stored at the exits in order" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting \\*p_\[0-9\]+\\(D\\) in loop \[0-9\]+: it may also be accessed by a store of a location that may alias it, in an order the exits do not keep" 1 "looplicm" } } */
