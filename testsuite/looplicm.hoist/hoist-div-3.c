/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

/* The top-tested division loop pinned in GIMPLE: bb 3 tests i < n, bb 4
   divides.  bb 4 does not dominate the exiting block bb 3, so q_4 stays;
   m_11 = x * y in the same block is safe to speculate and moves.  */

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
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0l, __BB4: i_next_2);
  if (i_1 < n_3(D))
    goto __BB4;
  else
    goto __BB5;

  __BB(4):
  q_4 = x_5(D) / y_6(D);
  m_11 = x_5(D) * y_6(D);
  q_12 = q_4 + m_11;
  off_7 = (unsigned long) i_1;
  off_8 = off_7 * 8ul;
  addr_9 = a_10(D) + off_8;
  __MEM <long> (addr_9) = q_12;
  i_next_2 = i_1 + 1l;
  goto __BB3;

  __BB(5):
  return;
}

/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  q_4 = x_5\\(D\\) / y_6\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nm_11 = x_5\\(D\\) \\* y_6\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* The speculated multiplication has undefined signed overflow: it is
   rewritten to unsigned arithmetic in the preheader.  */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump "rewriting stmt with undefined signed overflow m_11 = x_5\\(D\\) \\* y_6\\(D\\);" "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump "rewriting stmt for being uncondi?tional definedm_11 = x_5\\(D\\) \\* y_6\\(D\\);" "looplicm" { target looplicm_gcc16plus } } } */
/* { dg-final { scan-tree-dump "<bb 2> :\n  (_\\d+) = \\(\[a-z \]*unsigned\[a-z \]*\\) x_5\\(D\\);\n  (_\\d+) = \\(\[a-z \]*unsigned\[a-z \]*\\) y_6\\(D\\);\n  (_\\d+) = \\1 \\* \\2;\n  m_11 = \\(long int\\) \\3;\n" "looplicm" } } */
