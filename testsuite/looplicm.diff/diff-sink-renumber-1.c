/* looplicm-diff of a loop whose hash of the last element the pass sinks
   into the loop's exit: GCC gives the sunk statements new SSA versions,
   so the raw diff removes and adds declarations and uses that only
   changed their numbers (_5 as _7).  Normalised, each new name takes the
   number of the one it replaced: the four statements move, the sum after
   the loop is unchanged, and only the new PHI's name is declared.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

unsigned
find_sum (const unsigned *a, int n, unsigned k, unsigned key)
{
  unsigned sum = 0, last = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned t = a[i] * k;
      last = (t ^ (t >> 7)) * 2654435761u;
      if (a[i] == key)
	break;
      sum += a[i];
    }
  return last + sum;
}

/* { dg-final { scan-looplicm-diff "^-  t_(\\d+) = _\\d+ \\* k_\\d+\\(D\\);$" } } */
/* { dg-final { scan-looplicm-diff "^\\+  t_(\\d+) = _\\d+ \\* k_\\d+\\(D\\);$" } } */
/* { dg-final { scan-looplicm-diff "^\\+  # _\\d+ = PHI <" } } */
/* { dg-final { scan-looplicm-diff-not "^-  unsigned int _\\d+;$" } } */
/* { dg-final { scan-looplicm-diff-not "^\[-+\]  _\\d+ = last_\\d+ \\+ sum_\\d+;$" } } */
/* { dg-final { scan-looplicm-diff-renumbering-not } } */
