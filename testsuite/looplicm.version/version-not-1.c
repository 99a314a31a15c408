/* Why a loop is not versioned for alias, in the dump and as a missed
   remark: each function's loop has an invariant location that only a
   run-time check could unblock, and something that stops the check.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify -fplugin-arg-looplicm-version-checks=2 -fopt-info-loop-missed=/dev/null" } */

extern void ext (void);

/* A call that may read or write *sum.  */
void
call (int *sum, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *sum += a[i];
      ext ();
    }
}

/* a[b[i]]: no affine range.  */
void
indirect (int *sum, const int *a, const int *b, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[b[i]];
}

/* Each of three accumulators needs three checks (a[i] and the two
   others); version-checks=2 allows none of them.  */
void
bound (int *s1, int *s2, int *s3, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      *s1 += a[i];
      *s2 += a[i];
      *s3 += a[i];
    }
}

/* Exits in two places: the number of iterations is not one
   expression.  */
void
two_exits (int *sum, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] < 0)
	break;
      *sum += a[i];
    }
}

/* At most 3 iterations.  */
void
short_trip (int *sum, const int *a)
{
  for (int i = 0; i < 3; i++)
    *sum += a[i];
}

/* { dg-final { scan-tree-dump "Not versioning loop 1 for alias: a call that may access memory\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "location \\*sum_\\d+\\(D\\) left out \\(\\d+ checks?\\): a reference it may overlap has no affine address\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not versioning loop 1 for alias: a reference it may overlap has no affine address\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "location \\*s\[23\]_\\d+\\(D\\) left out \\(3 checks\\): more checks than version-checks allows\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not versioning loop 1 for alias: the loop has more than one exit\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not versioning loop 1 for alias: the loop runs too few iterations\n" "looplicm" } } */
