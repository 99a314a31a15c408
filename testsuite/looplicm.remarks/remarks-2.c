/* Missed remarks say what the user can change, at the statement and the
   loop's line: a call that may write what the loop reads (no advice: a
   body in another file may write anything), too many checks for
   versioning (version-checks); the rest stays in the dump.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-checks=2" } */

extern void log_step (int);

int
scaled (const int *a, const int *k, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i] * *k;		/* { dg-message "missed: looplicm: '\\*k' not moved out of the loop at line 14: it may be changed by the call to log_step at line 17(?!\[^\n\]*\\()" } */
      log_step (i);
    }
  return s;
}

void
three (int *s1, int *s2, int *s3, const int *a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "missed: looplicm: the loop at line 25 not versioned for alias: more checks than version-checks allows \\(raise -fplugin-arg-looplicm-version-checks, or restrict-qualify the pointers that never overlap\\)" } */
    {
      *s1 += a[i];		/* { dg-message "missed: looplicm: '\\*s1' not kept in a register in the loop at line 25: it may also be accessed by the load of 'a\\\[i\\\]' at line 27(?!\[^\n\]*\\()" } */
      *s2 += a[i];		/* { dg-message "missed: looplicm: '\\*s2' not kept in a register in the loop at line 25: it may also be accessed by the load of '\\*s1' at line 27(?!\[^\n\]*\\()" } */
      *s3 += a[i];		/* { dg-message "missed: looplicm: '\\*s3' not kept in a register in the loop at line 25: it may also be accessed by the load of '\\*s1' at line 27(?!\[^\n\]*\\()" } */
    }
}

void
varies (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3;
}
