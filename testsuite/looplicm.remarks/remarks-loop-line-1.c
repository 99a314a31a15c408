/* A loop is named by its controlling test: a for loop with a break by
   the for's line.  Where every exit lies inside the body, by an exit: a
   while (1) "exiting at" its if, a do-while with a return at its while.  */
/* { dg-do compile } */

int
for_break (int *a, int n, const int *p)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (a[i] > 3)
	break;
      s += a[i] * *p;	/* { dg-message "missed: looplicm: '\\*p' not moved out of the loop at line 10: it may be changed by the store to 'a\\\[i \\+ 1\\\]' at line 15 \\(if the two never overlap, restrict-qualify 'p' and 'a'\\)" } */
      a[i + 1] = s;
    }
  return s;
}

int
while_one (int *a, const int *p)
{
  int s = 0, i = 0;
  while (1)
    {
      s += a[i] * *p;	/* { dg-message "missed: looplicm: '\\*p' not moved out of the loop exiting at line 28: it may be changed by the store to 'a\\\[i \\+ 1\\\]' at line 27 \\(if the two never overlap, restrict-qualify 'p' and 'a'\\)" } */
      a[i + 1] = s;
      if (a[i] > 3)
	break;
      i++;
    }
  return s;
}

int
do_while (int *a, int n, const int *p)
{
  int s = 0, i = 0;
  do
    {
      if (a[i] == 7)
	return -1;
      s += a[i] * *p;	/* { dg-message "missed: looplicm: '\\*p' not moved out of the loop exiting at line 47: it may be changed by the store to 'a\\\[i \\+ 1\\\]' at line 44 \\(if the two never overlap, restrict-qualify 'p' and 'a'\\)" } */
      a[i + 1] = s;
      i++;
    }
  while (i < n);
  return s;
}
