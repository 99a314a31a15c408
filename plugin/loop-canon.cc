/* looplicm: canonical loop forms and loop-closed SSA.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Every loop, innermost first, is given the canonical form of
   docs/THEORY.md, definitions 1-4:
     (1) a preheader: the unique entering block, whose only successor is
	 the header (GCC's LOOPS_HAVE_PREHEADERS);
     (2) a single simple latch (GCC's LOOPS_HAVE_SIMPLE_LATCHES);
     (3) dedicated exits: every exit block has only predecessors inside the
	 loop.  GCC keeps no such state.  So this file splits the exit
	 edges that need it;
     (4) loop-closed SSA (rewrite_into_loop_closed_ssa) for the values
	 sinking may move, those used only after their loop.  Versioning,
	 store motion and any SSA update make the whole function
	 loop-closed.
   Innermost first is enough: docs/THEORY.md, lemma 3.

   Before (H is an exit of the loop E..G and is also reached from C):

	C ----------------.
	E -> F -> G -> E   \
	E ---------> H <---'
		G -> H

   After: the loop's edges to H go through a new block H', which H reaches
   with one edge; H's PHI arguments for those edges move to a PHI in H'.

	E ---> H' ---> H <--- C
	G ---> H'

   The dump records for every loop what was found and what was made.  At
   the end, blocks and LCSSA PHIs that no transformation used are taken
   away again (canon_finalize, loop-canon-undo.cc), so that with every
   transformation off the generated code is that of GCC without the
   plugin.  This file also checks the forms (canon_verify).  loop-canon.h
   holds what the two files share.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "cfghooks.h"
#include "tree-pass.h"
#include "ssa.h"
#include "cfganal.h"
#include "gimple-iterator.h"
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "cfgloop.h"
#include "tree-ssa-loop-manip.h"
#include "tree-into-ssa.h"
#include "tree-ssa-propagate.h"
#include "diagnostic-core.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "looplicm.h"
#include "loop-canon.h"
#include "gcc-compat.h"

/* The state of the function being compiled (loop-canon.h).  */
canon_state *canon;

/* Keep GCC's loop and SSA-update routines out of the dump while QUIET;
   the form report says what they did.  */

void
canon_quiet (bool quiet)
{
  if (quiet)
    {
      canon->saved_dump_file = dump_file;
      dump_file = NULL;
    }
  else
    dump_file = canon->saved_dump_file;
}

/* Return the record of LOOP, or NULL.  */

static canon_loop_info *
canon_get_info (class loop *loop)
{
  if ((unsigned) loop->num >= canon->info.length ())
    return NULL;
  return canon->info[loop->num];
}

/* Return true if X has only predecessors inside LOOP.  */

static bool
canon_dedicated_exit_p (class loop *loop, basic_block x)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, x->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      return false;
  return true;
}

/* Set IRREDUCIBLE, indexed by loop number, to whether a block of the loop
   (subloops included) is part of an irreducible region of FUN.  It takes
   one walk over the blocks, not one per loop.  */

static void
canon_irreducible_loops (function *fun, vec<bool> *irreducible)
{
  irreducible->safe_grow_cleared (number_of_loops (fun));
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (bb->flags & BB_IRREDUCIBLE_LOOP)
      for (class loop *l = bb->loop_father;
	   l && loop_outer (l) && !(*irreducible)[l->num]; l = loop_outer (l))
	(*irreducible)[l->num] = true;
}

/* Record in a new canon_loop_info how LOOP looks now: its header, and
   for the dump (DUMPING) its entering blocks, latches and exits.  */

static canon_loop_info *
canon_record_loop (class loop *loop, bool dumping)
{
  canon_loop_info *info = new canon_loop_info;
  info->header = loop->header->index;
  info->why_not = NULL;
  if (!dumping)
    return info;

  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (flow_bb_inside_loop_p (loop, e->src))
      info->latches.safe_push (e->src->index);
    else
      info->entering.safe_push (e->src->index);

  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge x : exits)
    {
      canon_exit ce = { x->src->index, x->dest->index, -1 };
      info->exits.safe_push (ce);
    }
  return info;
}

/* Move the labels at the start of FROM to the start of TO, in their
   order.  */

void
canon_move_labels (basic_block from, basic_block to)
{
  gimple_stmt_iterator to_gsi = gsi_start_bb (to);
  gimple_stmt_iterator gsi = gsi_start_bb (from);
  while (!gsi_end_p (gsi) && is_a <glabel *> (gsi_stmt (gsi)))
    {
      gimple *lab = gsi_stmt (gsi);
      gsi_remove (&gsi, false);
      /* Before what was TO's first statement, after the labels moved.  */
      gsi_insert_before (&to_gsi, lab, GSI_NEW_STMT);
      gsi_next (&to_gsi);
    }
}

/* Return true if redirecting E asks for a label in its new destination:
   E leaves a switch, a computed goto or an asm goto.  GCC makes such a
   label with a new DECL_UID, which it never gives back, so every later
   declaration of the file would be numbered one on.  */

static bool
canon_edge_needs_label_p (edge e)
{
  gimple *last = looplicm_last_stmt (e->src);
  return ((e->flags & (EDGE_EH | EDGE_ABNORMAL))
	  || (last
	      && (gimple_code (last) == GIMPLE_SWITCH
		  || gimple_code (last) == GIMPLE_GOTO
		  || gimple_code (last) == GIMPLE_ASM)));
}

/* NB was made by split_edge for the first of EDGES, which needs no label.
   If another of EDGES needs one, move X's labels to NB, so that GCC finds
   one there instead of making one.  Only do so when nothing else needs
   them where they are.  The predecessors of X outside EDGES must need no
   label.  No label of X may have its address taken, be nonlocal or land
   EH.  */

static void
canon_borrow_labels (basic_block nb, basic_block x, vec<edge> &edges)
{
  bool needed = false;
  for (unsigned j = 1; j < edges.length (); j++)
    needed |= canon_edge_needs_label_p (edges[j]);
  if (!needed)
    return;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, x->preds)
    if (e->src != nb && !edges.contains (e) && canon_edge_needs_label_p (e))
      return;
  bool any = false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      glabel *lab = dyn_cast <glabel *> (gsi_stmt (gsi));
      if (!lab)
	break;
      tree decl = gimple_label_label (lab);
      if (FORCED_LABEL (decl) || DECL_NONLOCAL (decl)
	  || EH_LANDING_PAD_NR (decl))
	return;
      any = true;
    }
  if (!any)
    return;
  canon_move_labels (x, nb);
  bitmap_set_bit (canon->label_borrowers, nb->index);
}

/* The PHIs of an exit block X whose arguments must move to the new
   block that the exit edges EDGES are moved to, with their arguments on
   each of EDGES, edge by edge (canon_find_merges).  */

struct canon_merge
{
  auto_vec<gphi *> phis;
  auto_vec<tree> args;
  auto_vec<location_t> locs;
};

/* Collect into M the PHIs of X whose arguments on EDGES, edges from
   inside LOOP, must move to the new block the edges go to: those that
   differ between the edges.  In a function in loop-closed SSA
   (WAS_LCSSA), also those defined in LOOP, or in a loop around it that
   the new block is not in.  */

static void
canon_find_merges (class loop *loop, basic_block x, vec<edge> &edges,
		   canon_merge *m)
{
  /* The loop of the new block: the edges leave LOOP, and every loop
     around it that X is not in.  */
  class loop *nb_loop = find_common_loop (loop, x->loop_father);
  for (gphi_iterator gsi = gsi_start_phis (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree first = PHI_ARG_DEF_FROM_EDGE (phi, edges[0]);
      bool same = true;
      for (edge e : edges)
	if (!operand_equal_p (PHI_ARG_DEF_FROM_EDGE (phi, e), first, 0))
	  same = false;
      /* Take an argument defined in a loop the edges leave: LOOP, or a
	 loop around it that the new block is not in (an edge that leaves
	 two loops).  It is used on the edge from the new block, outside
	 that loop.  In loop-closed SSA it needs its loop-closed PHI in the
	 new block.  From GCC 13 that includes the memory state, a virtual
	 operand (LOOPLICM_VIRTUAL_LCSSA):

	   bb 15 (new): .MEM_40 = PHI <.MEM_32(11)>
	   bb 5:        .MEM_35 = PHI <.MEM_40(15), .MEM_37(10)>  */
      if (same && canon->was_lcssa && TREE_CODE (first) == SSA_NAME
	  && (LOOPLICM_VIRTUAL_LCSSA || !virtual_operand_p (first))
	  && gimple_bb (SSA_NAME_DEF_STMT (first)))
	{
	  class loop *def_loop
	    = gimple_bb (SSA_NAME_DEF_STMT (first))->loop_father;
	  if (def_loop != nb_loop && !flow_loop_nested_p (def_loop, nb_loop))
	    same = false;
	}
      if (same)
	continue;
      m->phis.safe_push (phi);
      for (edge e : edges)
	{
	  m->args.safe_push (PHI_ARG_DEF_FROM_EDGE (phi, e));
	  m->locs.safe_push (gimple_phi_arg_location_from_edge (phi, e));
	}
    }
}

/* Record the order of X's predecessors, for canon_finalize to restore.
   Splitting even one edge reorders them.  The last takes the split
   edge's place.  Dissolving the block later puts the edge back at the
   end.  */

static void
canon_save_pred_order (basic_block x)
{
  if (EDGE_COUNT (x->preds) <= 1)
    return;
  canon_pred_order *po = new canon_pred_order;
  po->bb = x;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, x->preds)
    po->srcs.safe_push (e->src);
  canon->pred_orders.safe_push (po);
}

/* Move the edges EDGES, all from inside LOOP to the block X, to a new
   block that has the single successor X.  PHI arguments of X for EDGES
   that differ between the edges move into PHIs of the new block
   (docs/THEORY.md, lemma 1).  In a function in loop-closed SSA
   (WAS_LCSSA), so do the arguments defined in LOOP, or in a loop
   around it that the new block is not in.  The PHIs of X were their
   loop-closed PHIs; the new block's PHIs take that role.  Return the new
   block.  */

static basic_block
canon_split_exit_edges (class loop *loop, basic_block x, vec<edge> &edges)
{
  /* split_edge makes a label for its edge if that needs one; an edge that
     needs none goes first, so that the others can find X's labels.  */
  for (unsigned j = 1; j < edges.length (); j++)
    if (canon_edge_needs_label_p (edges[0])
	&& !canon_edge_needs_label_p (edges[j]))
      std::swap (edges[0], edges[j]);
  /* The PHIs of X to merge, taken before any edge moves.  */
  canon_merge m;
  canon_find_merges (loop, x, edges, &m);
  canon_save_pred_order (x);

  /* split_edge keeps loops, dominators and recorded exits up to date.  */
  auto_vec<basic_block> srcs;
  for (edge e : edges)
    srcs.safe_push (e->src);
  basic_block nb = split_edge (edges[0]);
  edge to_x = single_succ_edge (nb);
  canon_borrow_labels (nb, x, edges);

  /* Give each merge PHI its copy in NB, fed by the first edge for now.  */
  unsigned n = edges.length ();
  /* The results of the new PHIs: redirecting an edge to NB may reallocate
     them, so they are looked up again by name.  */
  auto_vec<tree> new_phis;
  for (unsigned i = 0; i < m.phis.length (); i++)
    {
      gphi *phi = m.phis[i];
      tree res = copy_ssa_name (gimple_phi_result (phi));
      gphi *np = create_phi_node (res, nb);
      add_phi_arg (np, m.args[i * n], single_pred_edge (nb), m.locs[i * n]);
      SET_PHI_ARG_DEF (phi, to_x->dest_idx, res);
      new_phis.safe_push (res);
    }

  /* Redirect the other edges; their PHI arguments go to the new PHIs.  */
  for (unsigned j = 1; j < n; j++)
    {
      edge e = find_edge (srcs[j], x);
      edge r = redirect_edge_and_branch (e, nb);
      gcc_assert (r && r->dest == nb);
      for (unsigned i = 0; i < new_phis.length (); i++)
	add_phi_arg (as_a <gphi *> (SSA_NAME_DEF_STMT (new_phis[i])),
		     m.args[i * n + j], r, m.locs[i * n + j]);
      redirect_edge_var_map_clear (r);
    }
  /* split_edge made the first source NB's immediate dominator.  With the
     other edges, NB's is the sources' nearest common dominator.  X's is
     what it was: the nearest common dominator of its predecessors, now
     NB's sources and the rest.  Or it is NB, where split_edge found it
     so.  */
  if (n > 1 && dom_info_available_p (CDI_DOMINATORS))
    {
      basic_block d = srcs[0];
      for (unsigned j = 1; j < n; j++)
	d = nearest_common_dominator (CDI_DOMINATORS, d, srcs[j]);
      set_immediate_dominator (CDI_DOMINATORS, nb, d);
    }
  return nb;
}

/* Make every exit of LOOP dedicated (docs/THEORY.md, definition 2),
   recording the new blocks in INFO.  Return false, with INFO->why_not set,
   if an exit edge cannot be split.  Dominators are kept up to date.  */

static bool
canon_make_dedicated_exits (class loop *loop, canon_loop_info *info)
{
  /* The exit blocks that are not dedicated, each once.  */
  auto_vec<basic_block> shared;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge e : exits)
    if (!canon_dedicated_exit_p (loop, e->dest)
	&& !shared.contains (e->dest))
      {
	if (e->flags & EDGE_COMPLEX)
	  {
	    info->why_not = "an exit that is not dedicated is an abnormal or "
			    "EH edge, which cannot be split";
	    return false;
	  }
	shared.safe_push (e->dest);
      }

  for (basic_block x : shared)
    {
      auto_vec<edge> edges;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, x->preds)
	if (flow_bb_inside_loop_p (loop, e->src))
	  {
	    if (e->flags & EDGE_COMPLEX)
	      {
		info->why_not = "an exit that is not dedicated is an "
				"abnormal or EH edge, which cannot be split";
		return false;
	      }
	    edges.safe_push (e);
	  }
      int xi = x->index;
      basic_block nb = canon_split_exit_edges (loop, x, edges);
      for (canon_exit &ce : info->exits)
	if (ce.dest == xi)
	  ce.made = nb->index;
    }
  return true;
}

/* Return a description of why LOOP is not in canonical form (1)-(3), or
   NULL if it is.  */

static const char *
canon_form_violation (class loop *loop)
{
  if (!loop->latch || loop->latch == loop->header)
    return "no simple latch";
  if (!single_succ_p (loop->latch))
    return "the latch has more than one successor";
  edge e;
  edge_iterator ei;
  int entering = 0, latches = 0;
  basic_block pre = NULL;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (flow_bb_inside_loop_p (loop, e->src))
      latches++;
    else
      {
	entering++;
	pre = e->src;
      }
  if (latches != 1)
    return "more than one latch";
  if (entering != 1)
    return "no preheader: more than one entering block";
  if (pre == ENTRY_BLOCK_PTR_FOR_FN (cfun) || !single_succ_p (pre))
    return "no preheader: the entering block has other successors";
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge x : exits)
    if (!canon_dedicated_exit_p (loop, x->dest))
      return "an exit is not dedicated";
  return NULL;
}

/* Return true if LOOP is in canonical form and the transformations may
   work on it.  */

bool
canon_loop_ok_p (class loop *loop)
{
  canon_loop_info *info = canon_get_info (loop);
  return info && !info->why_not;
}

/* Print the block indices of V to the dump file as "bb 3, bb 4".  */

static void
canon_dump_blocks (const vec<int> &v)
{
  if (v.is_empty ())
    fprintf (dump_file, "none");
  for (unsigned i = 0; i < v.length (); i++)
    fprintf (dump_file, "%sbb %d", i ? ", " : "", v[i]);
  fprintf (dump_file, "\n");
}

/* Return a word saying whether block index BB was made here.  */

static const char *
canon_found_or_created (int bb)
{
  return bb >= canon->first_new_bb ? "created" : "found";
}

/* Write the form report of LOOP to the dump file.  */

static void
canon_dump_loop (class loop *loop)
{
  canon_loop_info *info = canon_get_info (loop);
  fprintf (dump_file, "\nLoop %d (depth %d, header bb %d", loop->num,
	   loop_depth (loop), loop->header->index);
  if (!info)
    {
      fprintf (dump_file, "): made by GCC from a loop with several "
	       "latches\n");
      return;
    }
  if (info->header != loop->header->index)
    fprintf (dump_file, ", was bb %d", info->header);
  fprintf (dump_file, "):\n  entering blocks: ");
  canon_dump_blocks (info->entering);
  fprintf (dump_file, "  latches before: ");
  canon_dump_blocks (info->latches);
  if (info->why_not)
    {
      fprintf (dump_file, "  form: not canonical (%s); loop skipped\n",
	       info->why_not);
      return;
    }
  basic_block pre = loop_preheader_edge (loop)->src;
  const char *how = canon_found_or_created (pre->index);
  if (info->header != loop->header->index)
    how = "created: the old header holds the entering edges";
  fprintf (dump_file, "  preheader: bb %d (%s)\n", pre->index, how);
  fprintf (dump_file, "  latch: bb %d (%s)\n", loop->latch->index,
	   canon_found_or_created (loop->latch->index));
  for (const canon_exit &ce : info->exits)
    if (ce.made >= 0)
      fprintf (dump_file, "  exit bb %d -> bb %d: made dedicated by "
	       "created bb %d\n", ce.src, ce.dest, ce.made);
    else
      fprintf (dump_file, "  exit bb %d -> bb %d: dedicated\n", ce.src,
	       ce.dest);
  if (info->exits.is_empty ())
    fprintf (dump_file, "  exits: none\n");
}

/* Return the loop that PHI, a PHI made while going into loop-closed SSA,
   closes: the outermost loop that contains the definition of its argument
   but not the PHI's block.  Return NULL if PHI is not such a PHI.  The
   SSA update run with it also makes ordinary merge PHIs.  Their
   arguments differ, may be constants, or are defined outside every
   loop:

     bb 5: x_1 = PHI <x_7(3), 0(4)>     (a merge, after a split or a renamed
					 virtual operand)  */

static class loop *
canon_lcssa_loop (gphi *phi)
{
  tree arg = PHI_ARG_DEF (phi, 0);
  if (TREE_CODE (arg) != SSA_NAME)
    return NULL;
  for (unsigned i = 1; i < gimple_phi_num_args (phi); i++)
    if (PHI_ARG_DEF (phi, i) != arg)
      return NULL;
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (arg));
  basic_block bb = gimple_bb (phi);
  if (!def_bb || !def_bb->loop_father || !bb->loop_father)
    return NULL;
  class loop *common = find_common_loop (def_bb->loop_father,
					 bb->loop_father);
  if (loop_depth (def_bb->loop_father) <= loop_depth (common))
    return NULL;
  return superloop_at_depth (def_bb->loop_father, loop_depth (common) + 1);
}

/* Record the PHIs that rewrite_into_loop_closed_ssa made: those not in
   OLD_PHIS, the PHIs that existed before.  Those still degenerate at the
   end and unused by a transformation are taken away again.  If REPORT,
   write them to the dump per loop.  */

static void
canon_record_lcssa (function *fun, hash_set<gimple *> &old_phis,
		    bool report)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gphi *phi = gsi.phi ();
	tree res = gimple_phi_result (phi);
	if (virtual_operand_p (res) || old_phis.contains (phi))
	  continue;
	bitmap_set_bit (canon->lcssa_names, SSA_NAME_VERSION (res));
	if (dump_file && report)
	  {
	    class loop *loop = canon_lcssa_loop (phi);
	    if (loop)
	      fprintf (dump_file, "LCSSA PHI created for loop %d in exit bb "
		       "%d: ", loop->num, bb->index);
	    else
	      fprintf (dump_file, "PHI created by the SSA update in bb %d: ",
		       bb->index);
	    print_gimple_stmt (dump_file, phi, 0, TDF_SLIM);
	  }
      }
}

static void canon_rewrite_lcssa (function *, bitmap, bool);

/* Set BLOCKS to the blocks outside LOOP where DEF, defined in LOOP, is
   used: a statement's block, or the source of a PHI argument's edge.
   Return false if DEF has a use inside LOOP but debug uses.  */

static bool
canon_outside_uses (class loop *loop, tree def, bitmap blocks)
{
  imm_use_iterator ui;
  use_operand_p use_p;
  bitmap_clear (blocks);
  FOR_EACH_IMM_USE_FAST (use_p, ui, def)
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      basic_block ub = gimple_bb (use);
      if (flow_bb_inside_loop_p (loop, ub))
	return false;
      if (gphi *phi = dyn_cast <gphi *> (use))
	ub = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
      if (!flow_bb_inside_loop_p (loop, ub))
	bitmap_set_bit (blocks, ub->index);
    }
  return true;
}

/* Set in USE_BBS the blocks where rewrite_into_loop_closed_ssa must
   rewrite the uses of a value sinking may move.  Such a value is a
   non-virtual SSA name defined by a statement of a loop of FUN.  It has
   no use in a block of that loop, but debug uses.  It is used by a
   statement outside the loop, or by a PHI argument on an edge from
   outside it (then the block is the edge's source; a PHI on an exit edge
   is a loop-closed PHI already).  Return true if there is such a block.

   Sinking is what needs loop-closed SSA: it moves a statement whose uses
   are all loop-closed PHIs.  A name also used in its loop cannot sink.
   The other transformations need no loop-closed PHIs: store motion and
   versioning build them with their SSA update.  So only the uses of
   these names are rewritten.  Walks only the blocks of loops and the
   names they define.  */

static bool
canon_lcssa_use_blocks (function *fun, bitmap use_bbs)
{
  bool any = false;
  basic_block bb;
  auto_bitmap blocks;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!loop_outer (loop))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  tree def;
	  ssa_op_iter iter;
	  if (is_gimple_debug (stmt))
	    continue;
	  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
	    if (canon_outside_uses (loop, def, blocks)
		&& !bitmap_empty_p (blocks))
	      {
		bitmap_ior_into (use_bbs, blocks);
		any = true;
	      }
	}
    }
  return any;
}

/* Record how every loop of FUN looks before canonicalisation, then give
   the loops (1) preheaders and (2) simple latches, GCC's loops state.
   READY: the loops GCC keeps in the loop pipeline have them already.  */

static void
canon_record_loops (function *fun, bool ready)
{
  /* First look at the loops as they are, without changing the CFG.  */
  canon_quiet (true);
  if (ready)
    calculate_dominance_info (CDI_DOMINATORS);
  else if (!loops_for_fn (fun)
	   || loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP))
    loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  /* Otherwise the loops GCC keeps between passes are up to date.  They
     may be looked at as they are before (1) and (2) change them.  */
  canon->first_new_bb = last_basic_block_for_fn (fun);
  canon->info.safe_grow_cleared (number_of_loops (fun));
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    canon->info[loop->num] = canon_record_loop (loop,
						canon->saved_dump_file != NULL);

  /* (1) preheaders and (2) simple latches: GCC's loops state.  */
  if (!ready)
    loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  canon_quiet (false);
}

/* Save the SSA names of FUN as they are before (3) and (4).  The PHIs
   that merge values in a block made for dedicated exits, and the LCSSA
   PHIs, have names of their own (canon_restore_ssa_names).  */

static void
canon_save_ssa_names (function *fun)
{
  canon->saved_free.truncate (0);
  for (unsigned i = 0; i < vec_safe_length (fun->gimple_df->free_ssanames);
       i++)
    canon->saved_free.safe_push ((*fun->gimple_df->free_ssanames)[i]);
  canon->saved_num_names = num_ssa_names;
  canon->saved_queue_len
    = vec_safe_length (fun->gimple_df->free_ssanames_queue);
}

/* Give every loop of FUN (3) dedicated exits, innermost loop first, and
   record why a loop stays out of canonical form.  */

static void
canon_make_exits (function *fun)
{
  auto_vec<bool> irreducible;
  canon_irreducible_loops (fun, &irreducible);
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      canon_loop_info *info = canon_get_info (loop);
      if (!info)
	continue;
      if (irreducible[loop->num])
	info->why_not = "part of the loop is an irreducible region";
      else if (bb_has_abnormal_pred (loop->header))
	info->why_not = "the header has an abnormal predecessor";
      else if (canon_make_dedicated_exits (loop, info))
	info->why_not = canon_form_violation (loop);
    }
  /* Back to fast dominance queries after the splits.  */
  calculate_dominance_info (CDI_DOMINATORS);
}

/* Write the form report of every loop of FUN to the dump file.  */

static void
canon_dump_forms (function *fun)
{
  fprintf (dump_file, "\nCanonical loop forms of %s:\n",
	   function_name (fun));
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    canon_dump_loop (loop);
  fprintf (dump_file, "\n");
}

/* Give FUN (4) loop-closed SSA where a transformation needs it.  A
   function already in loop-closed SSA stays so (exits were split keeping
   it): the rewrite, a walk of the whole function, would find nothing to
   do.  Otherwise only the values sinking may move get loop-closed PHIs,
   the rewrite looking only at the blocks of their uses
   (canon_lcssa_use_blocks), and the loops state does not claim
   loop-closed SSA; without sinking, none is built.  Rewriting the whole
   function, and its SSA update, would cost more compile time than the
   rest of this pass.  */

static void
canon_build_lcssa (function *fun)
{
  if (canon->was_lcssa)
    return;
  if (need_ssa_update_p (fun))
    canon_rewrite_lcssa (fun, NULL, true);
  else if (looplicm_opts.sink)
    {
      bitmap use_bbs = BITMAP_ALLOC (NULL);
      if (canon_lcssa_use_blocks (fun, use_bbs))
	{
	  if (dump_file)
	    fprintf (dump_file, "Loop-closed SSA for the values used "
		     "only after their loop:\n");
	  canon_rewrite_lcssa (fun, use_bbs, true);
	  /* Only these uses are loop-closed.  */
	  loops_state_clear (fun, LOOP_CLOSED_SSA);
	}
      else if (dump_file)
	fprintf (dump_file, "Loop-closed SSA: no value is used only "
		 "after its loop; none built\n");
      BITMAP_FREE (use_bbs);
    }
}

/* Put every loop of FUN in canonical form (1)-(4) and write the form
   report.  Return TODO flags.  */

unsigned int
canon_loops (function *fun)
{
  /* In the loop pipeline FUN is in loop-closed SSA already.  */
  canon->was_lcssa = (loops_for_fn (fun)
		      && loops_state_satisfies_p (fun, LOOP_CLOSED_SSA));

  /* In the loop pipeline the loops normally have (1) and (2), and their
     exits recorded already.  Initialising them again would only release
     and record the exits anew.  */
  bool ready = (canon->was_lcssa
		&& loops_state_satisfies_p (fun, LOOPS_NORMAL
					    | LOOPS_HAVE_RECORDED_EXITS)
		&& !loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP));
  canon_record_loops (fun, ready);
  canon_save_ssa_names (fun);
  canon_make_exits (fun);
  if (dump_file)
    canon_dump_forms (fun);
  canon_build_lcssa (fun);
  /* WAS_LCSSA describes the function as the pass found it.  The exits
     split later, for versioning's copies, are followed by an SSA update
     that rewrites the function into loop-closed SSA (canon_update_ssa).  */
  canon->was_lcssa = false;
  return 0;
}

/* Put FUN in loop-closed SSA if it is not: before versioning, which
   keeps loop-closed PHIs up to date as it copies a loop.  */

void
canon_ensure_lcssa (function *fun)
{
  if (loops_state_satisfies_p (fun, LOOP_CLOSED_SSA))
    return;
  if (dump_file)
    fprintf (dump_file, "Loop-closed SSA for versioning:\n");
  canon_rewrite_lcssa (fun, NULL, true);
}

/* LOOP was versioned into LOOP and its copy COPY (loop_version).  Give
   both dedicated exits again, since they share LOOP's old exit blocks,
   and record COPY.  If an exit cannot be made dedicated, both loops are left
   alone by the transformations.  The caller brings FUN back into
   loop-closed SSA (canon_update_ssa) once it has versioned all its
   loops, as GCC's loop versioning pass updates the SSA form once.  */

void
canon_add_version (function *fun, class loop *loop, class loop *copy)
{
  if ((unsigned) copy->num >= canon->info.length ())
    canon->info.safe_grow_cleared (copy->num + 1);
  /* Only a canonical loop is versioned.  */
  canon_loop_info *info = canon_get_info (loop);
  gcc_assert (info);
  canon_loop_info *cinfo = canon_record_loop (copy, dump_file != NULL);
  canon->info[copy->num] = cinfo;
  canon_quiet (true);
  if (!canon_make_dedicated_exits (loop, info))
    cinfo->why_not = info->why_not;
  else if (!canon_make_dedicated_exits (copy, cinfo))
    info->why_not = cinfo->why_not;
  if (!info->why_not && !cinfo->why_not)
    {
      info->why_not = canon_form_violation (loop);
      cinfo->why_not = canon_form_violation (copy);
    }
  canon_quiet (false);
  calculate_dominance_info (CDI_DOMINATORS);
  if (dump_file)
    {
      canon_dump_loop (loop);
      canon_dump_loop (copy);
      fprintf (dump_file, "\n");
    }
}

/* Put FUN in loop-closed SSA, updating the SSA form first, and record the
   PHIs this made as LCSSA PHIs (REPORT: also in the dump).  USE_BBS, if
   not NULL: the only blocks with uses outside their loop
   (canon_lcssa_use_blocks), the blocks the rewrite needs to look at.
   SSA names are recycled, so the new PHIs are told apart from the old
   ones by identity.  */

static void
canon_rewrite_lcssa (function *fun, bitmap use_bbs, bool report)
{
  hash_set<gimple *> old_phis;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      old_phis.add (gsi.phi ());
  canon_quiet (true);
  rewrite_into_loop_closed_ssa (use_bbs, TODO_update_ssa);
  canon_quiet (false);
  canon_record_lcssa (fun, old_phis, report);
}

/* Bring the SSA form of FUN up to date after a transformation, in
   loop-closed form.  */

void
canon_update_ssa (function *fun)
{
  if (need_ssa_update_p (fun))
    canon_rewrite_lcssa (fun, NULL, false);
}

/* Give the names a copy made in FUN their uses (update_ssa), without
   the loop-closed rewrite.  This is for a copy that keeps the
   loop-closed PHIs up to date itself.  Return whether FUN needed the
   update.  */

bool
canon_update_names (function *fun)
{
  if (!need_ssa_update_p (fun))
    return false;
  canon_quiet (true);
  update_ssa (TODO_update_ssa);
  canon_quiet (false);
  return true;
}

/* Bring the SSA form of FUN up to date after the transformations, as
   HOW leaves it: in loop-closed form, or, where FUN stays loop-closed
   (HOW->keep_lcssa), with the loop-closed rewrite left to canon_finalize
   (LCSSA_PENDING) if FUN needed an update.  The rewrite waits until the
   dedicated exit blocks that stayed empty are dissolved.  Made before, it
   would give each of them a PHI for every value live across it, to be
   merged into the old exit block again.  */

void
canon_update_ssa_final (function *fun, const canon_exit_form *how)
{
  if (!how->keep_lcssa)
    {
      canon_update_ssa (fun);
      return;
    }
  if (!canon_update_names (fun))
    return;
  /* Not loop-closed until canon_finalize rewrites it.  */
  loops_state_clear (fun, LOOP_CLOSED_SSA);
  canon->lcssa_pending = true;
}

/* Note that a transformation made NAME, an LCSSA PHI result, necessary.  */

void
canon_mark_lcssa_used (tree name)
{
  bitmap_set_bit (canon->lcssa_used, SSA_NAME_VERSION (name));
}

/* Report a violation WHAT of the canonical form of LOOP in FUN.  */

static void
canon_report (function *fun, class loop *loop, const char *what)
{
  error_at (DECL_SOURCE_LOCATION (fun->decl),
	    "%s: verify: in function %qs, loop %d: %s",
	    looplicm_plugin_name, function_name (fun), loop->num, what);
}

/* Return true if every use of the SSA names defined in LOOP is inside
   LOOP or a PHI argument on an edge leaving LOOP (docs/THEORY.md,
   definition 4).  That holds for the non-virtual names, and from GCC 13
   for the virtual ones too (LOOPLICM_VIRTUAL_LCSSA), as
   verify_loop_closed_ssa checks them.  */

static bool
canon_lcssa_p (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    {
      ssa_op_iter iter;
      def_operand_p def_p;
      auto_vec<tree> defs;
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (LOOPLICM_VIRTUAL_LCSSA
	    || !virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  defs.safe_push (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	FOR_EACH_SSA_DEF_OPERAND (def_p, gsi_stmt (gsi), iter,
				  LOOPLICM_VIRTUAL_LCSSA
				  ? SSA_OP_ALL_DEFS : SSA_OP_DEF)
	  defs.safe_push (DEF_FROM_PTR (def_p));
      for (tree def : defs)
	{
	  imm_use_iterator ui;
	  use_operand_p use_p;
	  FOR_EACH_IMM_USE_FAST (use_p, ui, def)
	    {
	      gimple *use = USE_STMT (use_p);
	      if (is_gimple_debug (use))
		continue;
	      basic_block ub = gimple_bb (use);
	      if (gphi *phi = dyn_cast <gphi *> (use))
		ub = gimple_phi_arg_edge (phi,
					  PHI_ARG_INDEX_FROM_USE (use_p))->src;
	      if (ub && !flow_bb_inside_loop_p (loop, ub))
		ok = false;
	    }
	}
    }
  free (body);
  return ok;
}

/* Run GCC's verifiers of the SSA form, the loop tree, and the dominators
   if computed.  As GCC's own checking does, verify loop-closed SSA only
   where the loops state of FUN says so.  */

void
canon_verify_ir (function *fun)
{
  verify_ssa (true, true);
  verify_loop_structure ();
  if (dom_info_available_p (CDI_DOMINATORS))
    verify_dominators (CDI_DOMINATORS);
  if (loops_state_satisfies_p (fun, LOOP_CLOSED_SSA))
    verify_loop_closed_ssa (true);
}

/* Check forms (1)-(4) for every canonical loop of FUN and run GCC's
   verifiers.  Report each violation as an error naming the function and
   the loop.  Return true if all is well.  */

bool
canon_verify (function *fun)
{
  bool ok = true;
  for (auto loop : loops_list (fun, 0))
    {
      if (!canon_loop_ok_p (loop))
	continue;
      if (const char *why = canon_form_violation (loop))
	{
	  canon_report (fun, loop, why);
	  ok = false;
	}
      else if (loops_state_satisfies_p (fun, LOOP_CLOSED_SSA)
	       && !canon_lcssa_p (loop))
	{
	  canon_report (fun, loop, "a value defined in the loop is used "
			"outside it, not through an exit PHI");
	  ok = false;
	}
    }
  if (!ok)
    return false;
  canon_verify_ir (fun);
  return true;
}

/* Start the records of canonicalisation for a function.  */

void
canon_initialize (void)
{
  gcc_assert (!canon);
  canon = new canon_state;
  canon->info = vNULL;
  canon->first_new_bb = 0;
  canon->was_lcssa = false;
  canon->label_borrowers = BITMAP_ALLOC (NULL);
  canon->lcssa_names = BITMAP_ALLOC (NULL);
  canon->lcssa_used = BITMAP_ALLOC (NULL);
  canon->saved_num_names = 0;
  canon->saved_queue_len = 0;
  canon->pred_orders = vNULL;
  canon->saved_dump_file = NULL;
  canon->lcssa_pending = false;
}
