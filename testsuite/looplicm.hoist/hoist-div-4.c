/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

/* The rotated form of hoist-div-3.c in GIMPLE: the guard i < n is in
   bb 2, the test of the next iteration in bb 4, after the division.  The
   header bb 4 dominates the latch and the exit, so q_4 moves; nothing is
   speculated, so m_11 keeps its signed multiplication.  */

void __GIMPLE (ssa, startwith ("looplicm"))
fill (long *a, long n, long x, long y)
{
  long i;
  long i_next;
  long q;
  long m;
  unsigned long off;
  long * addr;

  __BB(2):
  if (0l < n_3(D))
    goto __BB4;
  else
    goto __BB5;

  __BB(4, loop_header(1)):
  i_1 = __PHI (__BB2: 0l, __BB4: i_next_2);
  q_4 = x_5(D) / y_6(D);
  m_11 = x_5(D) * y_6(D);
  q_12 = q_4 + m_11;
  off_7 = (unsigned long) i_1;
  off_8 = off_7 * 8ul;
  addr_9 = a_10(D) + off_8;
  __MEM <long> (addr_9) = q_12;
  i_next_2 = i_1 + 1l;
  if (i_next_2 < n_3(D))
    goto __BB4;
  else
    goto __BB5;

  __BB(5):
  return;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 3 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nq_4 = x_5\\(D\\) / y_6\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nm_11 = x_5\\(D\\) \\* y_6\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nq_12 = q_4 \\+ m_11;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump-not "rewriting stmt with undefined signed overflow" "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump-not "rewriting stmt for being uncondi?tional defined" "looplicm" { target looplicm_gcc16plus } } } */
