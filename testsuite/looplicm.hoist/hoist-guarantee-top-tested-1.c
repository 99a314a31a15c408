/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

/* The worked example of docs/THEORY.md (section 3), top-tested form,
   with P H B C L X as bb 2 3 4 5 6 7.  X and Y are distinct arrays, / is
   unsigned division.  The only exiting block is H, which B does not
   dominate: nothing in B is guaranteed to execute (definition 7).
   The expected decisions:
     t1 = a * b      hoist (safe to speculate)
     t2 = a / b      stay  (b may be 0)
     t3 = a / 4      hoist (nonzero constant divisor)
     t4 = load X[a]  stay  (not written in L, but X[a] may be invalid)
     t5 = t4 + t1    stay  (t4 is in L)
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
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0u, __BB6: i2_2);
  if (i_1 < n_3(D))
    goto __BB4;
  else
    goto __BB7;

  __BB(4):
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
  goto __BB3;

  __BB(7):
  return;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt1_4 = a_5\\(D\\) \\* b_6\\(D\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt3_8 = a_5\\(D\\) / 4;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  t2_7 = a_5\\(D\\) / b_6\\(D\\);\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: may trap and is not guaranteed to execute\n  t4_9 = X\\\[a_5\\(D\\)\\\];\n" "looplicm" } } */
/* t5, t6 and i2 are not invariant: neither moved nor reported.  */
/* { dg-final { scan-tree-dump-times "Not moving invariant statement" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n(t5_10|t6_11|i2_2|odd_12) = " "looplicm" } } */
/* Order in the preheader: t1 then t3, before the jump to the header.  */
/* { dg-final { scan-tree-dump "<bb 2> :\n  t1_4 = a_5\\(D\\) \\* b_6\\(D\\);\n  t3_8 = a_5\\(D\\) / 4;\n\n  <bb 3> :" "looplicm" } } */
