/* looplicm: what the files of canonicalisation share.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   loop-canon.cc makes the canonical forms and records what it made;
   loop-canon-undo.cc takes back, at the end of the pass, what no
   transformation used.  Only these two files include this header.  */

#ifndef LOOP_CANON_H
#define LOOP_CANON_H

/* One exit edge as found before canonicalisation, by block indices.  */

struct canon_exit
{
  /* The exiting block.  */
  int src;
  /* The exit block.  */
  int dest;
  /* The block created to make the exit dedicated, or -1.  */
  int made;
};

/* What one loop looked like before canonicalisation and what was made.  */

struct canon_loop_info
{
  /* The header before canonicalisation.  */
  int header;
  /* Predecessors of the header outside the loop, before.  */
  auto_vec<int> entering;
  /* Predecessors of the header inside the loop, before.  */
  auto_vec<int> latches;
  /* Exit edges, before.  */
  auto_vec<canon_exit> exits;
  /* Why the loop is not canonical, or NULL when it is.  */
  const char *why_not;
};

/* A block whose predecessor order splitting exits changed, with the
   order it had.  */

struct canon_pred_order
{
  /* The block.  */
  basic_block bb;
  /* Its predecessors, in their original order.  */
  auto_vec<basic_block> srcs;
};

/* What canonicalisation keeps for the function being compiled, from
   canon_initialize to canon_finalize.  */

struct canon_state
{
  /* Per-loop records, indexed by loop number; NULL for loops that GCC
     made while canonicalising (a loop with several latches split in
     two).  */
  vec<canon_loop_info *> info;
  /* The first basic block index used by a block made by
     canonicalisation.  */
  int first_new_bb;
  /* Whether the function was in loop-closed SSA when the pass began (in
     the loop pipeline): splitting an exit edge then keeps it so.  */
  bool was_lcssa;
  /* Blocks made for dedicated exits that hold the labels of their
     successor (canon_borrow_labels); canon_dissolve_forwarder gives them
     back.  */
  bitmap label_borrowers;
  /* SSA names defined by the LCSSA PHIs made here.  */
  bitmap lcssa_names;
  /* The subset of LCSSA_NAMES that a transformation used.  */
  bitmap lcssa_used;
  /* The SSA name free list before dedicated exits and LCSSA.  Names are
     recycled.  Making and dropping the PHIs of exit blocks and LCSSA
     PHIs would renumber the names of later passes, unless
     canon_restore_ssa_names puts the lists back.  */
  auto_vec<tree> saved_free;
  /* num_ssa_names before dedicated exits and LCSSA.  */
  unsigned saved_num_names;
  /* The length of the free-name queue before dedicated exits and
     LCSSA.  */
  unsigned saved_queue_len;
  /* The blocks whose predecessor order canon_finalize restores.
     Redirecting an edge moves it to the end of its destination's
     predecessors.  The order of PHI arguments steers later passes.  */
  vec<canon_pred_order *> pred_orders;
  /* The dump file while canon_quiet silences GCC's own chatter.  */
  FILE *saved_dump_file;
  /* Whether canon_update_ssa_final left the loop-closed rewrite of the
     whole function to canon_finalize.  */
  bool lcssa_pending;
};

/* The state of the function being compiled, from canon_initialize to
   canon_finalize.  The other phases and versioning ask about its loops
   (canon_loop_ok_p) and update its SSA form through looplicm.h's
   functions, which take no state.  So it is reached here, as GCC's lim
   reaches its memory_accesses.  */
extern canon_state *canon;

extern void canon_quiet (bool);
extern void canon_move_labels (basic_block, basic_block);
extern void canon_verify_ir (function *);

#endif /* LOOP_CANON_H */
