/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

/* The invariant diamond of hoist-diamond-1.c in GIMPLE, with the merge
   block bb 4 written (and numbered) before the arms bb 8 and bb 7.  The
   arms and the merge are all dominator-tree children of bb 6.  A walk of
   the dominator tree could visit bb 4 first, when t_5 and u_7 are still
   in the loop, and miss the PHI; hoisting visits blocks in reverse
   post-order, so the arms move first and then the PHI becomes
   w_9 = c_4 > 0 ? t_5 : u_7 in the preheader.  */

int __GIMPLE (ssa, startwith ("looplicm"))
f (int * a, int n, int c, int y, int z)
{
  int i;
  int t;
  int u;
  int w;
  int s;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB4: i_2);
  s_10 = __PHI (__BB2: 0, __BB4: s_11);
  if (i_1 < n_3(D))
    goto __BB6;
  else
    goto __BB9;

  __BB(6):
  if (c_4(D) > 0)
    goto __BB8;
  else
    goto __BB7;

  __BB(4):
  w_9 = __PHI (__BB8: t_5, __BB7: u_7);
  s_11 = s_10 + w_9;
  i_2 = i_1 + 1;
  goto __BB3;

  __BB(8):
  t_5 = y_6(D) * 3;
  goto __BB4;

  __BB(7):
  u_7 = z_8(D) * 5;
  goto __BB4;

  __BB(9):
  return s_10;
}

/* { dg-final { scan-tree-dump "Moving statement\nt_5 = y_6\\(D\\) \\* 3;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nu_7 = z_8\\(D\\) \\* 5;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving PHI node\nw_9 = PHI <t_5\\(8\\), u_7\\(7\\)>\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
