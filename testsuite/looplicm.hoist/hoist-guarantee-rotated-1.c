/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

/* The worked example of docs/THEORY.md (section 3), rotated: B (bb 4)
   is the header, and the test i2 < n is in L (bb 6), the only exiting
   block.  B dominates it and the latch, so everything in B is guaranteed
   to execute (definition 7).  The expected decisions:
     t1 = a * b      hoist
     t2 = a / b      hoist (guaranteed, so b == 0 traps in the original too)
     t3 = a / 4      hoist
     t4 = load X[a]  hoist (L stores only Y)
     t5 = t4 + t1    hoist (both operands hoisted already, lemma 4)
     t6 = t5 + i     stay
     i2 = i + 1      stay  */

unsigned X[64], Y[64];

void __GIMPLE (ssa, startwith ("looplicm"))
example (unsigned a, unsigned b, unsigned n)
{
  unsigned i;
  unsigned i2;
  unsigned t1;
  unsigned t2;
  unsigned t3;
  unsigned t4;
  unsigned t5;
  unsigned t6;
  unsigned odd;

  __BB(2):
  goto __BB4;

  __BB(4, loop_header(1)):
  i_1 = __PHI (__BB2: 0u, __BB6: i2_2);
  t1_4 = a_5(D) * b_6(D);
  t2_7 = a_5(D) / b_6(D);
  t3_8 = a_5(D) / 4u;
  t4_9 = X[a_5(D)];
  t5_10 = t4_9 + t1_4;
  t6_11 = t5_10 + i_1;
  odd_12 = i_1 & 1u;
  if (odd_12 != 0u)
    goto __BB5;
  else
    goto __BB6;

  __BB(5):
  Y[i_1] = t6_11;
  goto __BB6;

  __BB(6):
  i2_2 = i_1 + 1u;
  if (i2_2 < n_3(D))
    goto __BB4;
  else
    goto __BB7;

  __BB(7):
  return;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 5 "looplicm" } } */
/* The moves in the order of the table ([^M]* skips the -fopt-info line).  */
/* { dg-final { scan-tree-dump "Moving statement\nt1_4 = a_5\\(D\\) \\* b_6\\(D\\);\n\\(cost \\d+\\) out of loop 1\\.\n\[^M\]*Moving statement\nt2_7 = a_5\\(D\\) / b_6\\(D\\);\n\\(cost \\d+\\) out of loop 1\\.\n\[^M\]*Moving statement\nt3_8 = a_5\\(D\\) / 4;\n\\(cost \\d+\\) out of loop 1\\.\n\[^M\]*Moving statement\nt4_9 = X\\\[a_5\\(D\\)\\\];\n\\(cost \\d+\\) out of loop 1\\.\n\[^M\]*Moving statement\nt5_10 = t4_9 \\+ t1_4;\n\\(cost \\d+\\) out of loop 1\\.\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
/* { dg-final { scan-tree-dump "<bb 2> :\n  t1_4 = a_5\\(D\\) \\* b_6\\(D\\);\n  t2_7 = a_5\\(D\\) / b_6\\(D\\);\n  t3_8 = a_5\\(D\\) / 4;\n  t4_9 = X\\\[a_5\\(D\\)\\\];\n  t5_10 = t4_9 \\+ t1_4;\n\n  <bb 4> :\n  # i_1 = PHI <0\\(2\\), i2_2\\(\\d+\\)>\n  t6_11 = t5_10 \\+ i_1;\n" "looplicm" } } */
