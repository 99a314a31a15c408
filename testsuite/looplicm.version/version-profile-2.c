/* Loop versioning for alias with measured counts, in a nest:
   the rows of sum[i] += v[i * m + j] are 2 elements long, too few to
   pay for a check made on every entry of the j loop (version-profile-1.c:
   2 statements saved per iteration against 8 per check), but the check
   is made once before the i loop, over the iterations of both loops:
   with 50 rows per call (acc_rows) that is 100 iterations per check,
   and the nest is versioned; with 1 row per call (acc_row) 2, and it is
   not ("2 iterations per check").  The counts are written in GIMPLE, as
   in version-profile-1.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

__attribute__ ((noipa)) void __GIMPLE (ssa, startwith ("looplicm"), precise(1000))
acc_rows (double *sum, const double *v, int n, int m)
{
  int j;
  int i;
  long unsigned int _1;
  long unsigned int _2;
  double * _3;
  double _4;
  int _5;
  int _6;
  long unsigned int _7;
  long unsigned int _8;
  const double * _9;
  double _10;
  double _11;

  __BB(2,precise(1000)):
  if (n_17(D) > 0)
    goto __BB7(precise(134217728));
  else
    goto __BB6(precise(0));

  __BB(7,precise(1000)):
  goto __BB5(precise(134217728));

  __BB(8,precise(50000)):
  _1 = (long unsigned int) i_28;
  _2 = _1 * 8ul;
  _3 = sum_20(D) + _2;
  _5 = m_18(D) * i_28;
  goto __BB3(precise(134217728));

  __BB(3,loop_header(2),precise(100000)):
  j_29 = __PHI (__BB10: j_23, __BB8: 0);
  _4 = __MEM <double> (_3);
  _6 = _5 + j_29;
  _7 = (long unsigned int) _6;
  _8 = _7 * 8ul;
  _9 = v_21(D) + _8;
  _10 = __MEM <const double> (_9);
  _11 = _4 + _10;
  __MEM <double> (_3) = _11;
  j_23 = j_29 + 1;
  if (m_18(D) > j_23)
    goto __BB10(precise(67108864));
  else
    goto __BB4(precise(67108864));

  __BB(10,precise(50000)):
  goto __BB3(precise(134217728));

  __BB(4,precise(50000)):
  i_19 = i_28 + 1;
  if (n_17(D) > i_19)
    goto __BB9(precise(131533373));
  else
    goto __BB6(precise(2684355));

  __BB(9,precise(49000)):
  goto __BB5(precise(134217728));

  __BB(5,loop_header(1),precise(50000)):
  i_28 = __PHI (__BB9: i_19, __BB7: 0);
  if (m_18(D) > 0)
    goto __BB8(precise(134217728));
  else
    goto __BB4(precise(0));

  __BB(6,precise(1000)):
  return;

}

__attribute__ ((noipa)) void __GIMPLE (ssa, startwith ("looplicm"), precise(1000))
acc_row (double *sum, const double *v, int n, int m)
{
  int j;
  int i;
  long unsigned int _1;
  long unsigned int _2;
  double * _3;
  double _4;
  int _5;
  int _6;
  long unsigned int _7;
  long unsigned int _8;
  const double * _9;
  double _10;
  double _11;

  __BB(2,precise(1000)):
  if (n_17(D) > 0)
    goto __BB7(precise(134217728));
  else
    goto __BB6(precise(0));

  __BB(7,precise(1000)):
  goto __BB5(precise(134217728));

  __BB(8,precise(1000)):
  _1 = (long unsigned int) i_28;
  _2 = _1 * 8ul;
  _3 = sum_20(D) + _2;
  _5 = m_18(D) * i_28;
  goto __BB3(precise(134217728));

  __BB(3,loop_header(2),precise(2000)):
  j_29 = __PHI (__BB10: j_23, __BB8: 0);
  _4 = __MEM <double> (_3);
  _6 = _5 + j_29;
  _7 = (long unsigned int) _6;
  _8 = _7 * 8ul;
  _9 = v_21(D) + _8;
  _10 = __MEM <const double> (_9);
  _11 = _4 + _10;
  __MEM <double> (_3) = _11;
  j_23 = j_29 + 1;
  if (m_18(D) > j_23)
    goto __BB10(precise(67108864));
  else
    goto __BB4(precise(67108864));

  __BB(10,precise(1000)):
  goto __BB3(precise(134217728));

  __BB(4,precise(1000)):
  i_19 = i_28 + 1;
  if (n_17(D) > i_19)
    goto __BB9(precise(0));
  else
    goto __BB6(precise(134217728));

  __BB(9,precise(0)):
  goto __BB5(precise(134217728));

  __BB(5,loop_header(1),precise(1000)):
  i_28 = __PHI (__BB9: i_19, __BB7: 0);
  if (m_18(D) > 0)
    goto __BB8(precise(134217728));
  else
    goto __BB4(precise(0));

  __BB(6,precise(1000)):
  return;

}

/* { dg-final { scan-tree-dump-times "Versioning loop 2 for alias: 1 check\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  checked once before loop 1, over the iterations of both loops\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not versioning loop 2 for alias: the profile says the loop runs 2 iterations per check, too few to pay for the check \\(8 statements against 2 saved per iteration\\)\n" 1 "looplicm" } } */
