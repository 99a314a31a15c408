/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-loop-im -fchecking -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

/* The two-entry example of docs/THEORY.md (section 1), with A..I as
   bb 2..10: the inner loop E (bb 6) is entered from B (bb 3) and D
   (bb 5), and its exit H (bb 9) is also reached from C (bb 4).

   GCC itself makes E's preheader before any pass of a -fgimple
   function can start: the IPA function summary runs
   loop_optimizer_init (LOOPS_NORMAL), which makes the old header bb 6 the
   preheader (holding j_6 = PHI <0(3), 1(5)>) and a new block bb 11 the
   header, with the latch forwarders bb 12 and bb 13.  So the report finds
   that preheader.  The dedicated exit is the plugin's: E's edges to H go
   through a created block.  */

int __GIMPLE (ssa, startwith ("looplicm"))
running (int c, int n)
{
  int i;
  int i_next;
  int j;
  int j_next;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB9: i_next_7);
  if (c_2(D) != 0)
    goto __BB4;
  else
    goto __BB6;

  __BB(4):
  if (c_2(D) != 0)
    goto __BB5;
  else
    goto __BB9;

  __BB(5):
  goto __BB6;

  __BB(6, loop_header(2)):
  j_3 = __PHI (__BB3: 0, __BB5: 1, __BB8: j_next_4);
  if (c_2(D) != 0)
    goto __BB7;
  else
    goto __BB9;

  __BB(7):
  goto __BB8;

  __BB(8):
  j_next_4 = j_3 + 1;
  if (j_next_4 < n_5(D))
    goto __BB9;
  else
    goto __BB6;

  __BB(9):
  i_next_7 = i_1 + 1;
  if (c_2(D) != 0)
    goto __BB10;
  else
    goto __BB3;

  __BB(10):
  return i_next_7;
}

/* { dg-final { scan-tree-dump "Loop 2 \\(depth 2, header bb 11\\):" "looplicm" } } */
/* { dg-final { scan-tree-dump "  preheader: bb 6 \\(found\\)\n  latch: bb 13 \\(found\\)\n  exit bb 11 -> bb 9: made dedicated by created bb 14\n  exit bb 8 -> bb 9: made dedicated by created bb 14\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Loop 1 \\(depth 1, header bb 3\\):\n  entering blocks: bb 2\n  latches before: bb 12\n  preheader: bb 2 \\(found\\)\n  latch: bb 12 \\(found\\)\n  exit bb 9 -> bb 10: dedicated\n" "looplicm" } } */
/* i_next_7 is also used in the loop (bb 3's PHI): it cannot sink, so no
   loop-closed PHI is built for it.  */
/* { dg-final { scan-tree-dump "Loop-closed SSA: no value is used only after its loop; none built" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "LCSSA PHI created" "looplicm" } } */
