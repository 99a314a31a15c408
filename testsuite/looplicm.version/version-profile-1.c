/* Loop versioning for alias, with measured counts: a check
   costs about VER_CHECK_SIZE (8) statements per pair on every entry; the
   fast copy saves the load and the store of *sum (2 statements) per
   iteration.  A loop that the profile says runs 2 iterations per entry
   (acc_short: 2000 header executions for 1000 entries) does not pay for
   it and is not versioned (as bench/flag-sm-ptr.c, 1 or 2 iterations in
   7 calls of 8, where versioning does not pay); one that
   runs 100 (acc_long) is, without the run-time test of the number of
   iterations a loop without counts gets (version-guard-1.c).  The
   testsuite cannot run -fprofile-use, so the counts are written in
   GIMPLE: precise counts, which only a measurement gives, count as a
   read profile.  Without counts
   (version-acc-1.c) the loop is versioned.  (noipa: GCC 12's inliner
   stops on an assertion with two such functions in one unit.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

__attribute__ ((noipa)) void __GIMPLE (ssa, startwith ("looplicm"), precise(1000))
acc_short (double *sum, const double *v, int n)
{
  int i;
  double _1;
  long unsigned int _2;
  long unsigned int _3;
  const double * _4;
  double _5;
  double _6;

  __BB(2,precise(1000)):
  if (n_10(D) > 0)
    goto __BB5(precise(134217728));
  else
    goto __BB4(precise(0));

  __BB(5,precise(1000)):
  goto __BB3(precise(134217728));

  __BB(3,loop_header(1),precise(2000)):
  i_17 = __PHI (__BB6: i_14, __BB5: 0);
  _1 = __MEM <double> (sum_11(D));
  _2 = (long unsigned int) i_17;
  _3 = _2 * 8ul;
  _4 = v_12(D) + _3;
  _5 = __MEM <const double> (_4);
  _6 = _1 + _5;
  __MEM <double> (sum_11(D)) = _6;
  i_14 = i_17 + 1;
  if (n_10(D) > i_14)
    goto __BB6(precise(67108864));
  else
    goto __BB4(precise(67108864));

  __BB(6,precise(1000)):
  goto __BB3(precise(134217728));

  __BB(4,precise(1000)):
  return;

}

__attribute__ ((noipa)) void __GIMPLE (ssa, startwith ("looplicm"), precise(1000))
acc_long (double *sum, const double *v, int n)
{
  int i;
  double _1;
  long unsigned int _2;
  long unsigned int _3;
  const double * _4;
  double _5;
  double _6;

  __BB(2,precise(1000)):
  if (n_10(D) > 0)
    goto __BB5(precise(134217728));
  else
    goto __BB4(precise(0));

  __BB(5,precise(1000)):
  goto __BB3(precise(134217728));

  __BB(3,loop_header(1),precise(100000)):
  i_17 = __PHI (__BB6: i_14, __BB5: 0);
  _1 = __MEM <double> (sum_11(D));
  _2 = (long unsigned int) i_17;
  _3 = _2 * 8ul;
  _4 = v_12(D) + _3;
  _5 = __MEM <const double> (_4);
  _6 = _1 + _5;
  __MEM <double> (sum_11(D)) = _6;
  i_14 = i_17 + 1;
  if (n_10(D) > i_14)
    goto __BB6(precise(132875551));
  else
    goto __BB4(precise(1342177));

  __BB(6,precise(99000)):
  goto __BB3(precise(134217728));

  __BB(4,precise(1000)):
  return;

}

/* { dg-final { scan-tree-dump-times "Not versioning loop 1 for alias: the profile says the loop runs 2 iterations per entry, too few to pay for the check \\(8 statements against 2 saved per iteration\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop 1 for alias: 1 check\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "checked only when loop" 0 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of \\*sum_\\d+\\(D\\) from loop 1\n" 1 "looplicm" } } */
