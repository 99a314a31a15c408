/* Statements with uses after the loop that may not sink, with the
   reasons the dump gives: a call that writes memory has side effects;
   a division by a value of the loop may trap.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

extern int next (int);

int
last_call (int n)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t = next (i);
  return t;
}

int
last_quotient (int n, int k)
{
  int t = 0;
  for (int i = 0; i < n; i++)
    t = k / (i + 1);
  return t;
}

/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: has side effects\n  t_\[0-9\]+ = next \\(i_\[0-9\]+\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not sinking statement from loop 1: may trap\n  t_\[0-9\]+ = k_\[0-9\]+\\(D\\) / _\[0-9\]+;\n" 1 "looplicm" } } */
/* Missed: the division ran in the last iteration with the same operands,
   so a copy in the exit cannot trap where the loop did not; in C the
   earlier iterations' divisions are unobservable unless they trapped,
   which is undefined.  The plugin sinks only what cannot trap (loads
   aside).  */
/* { dg-final { scan-tree-dump "Sinking statement\nt_\[0-9\]+ = k_\[0-9\]+\\(D\\) / " "looplicm" { xfail *-*-* } } } */
