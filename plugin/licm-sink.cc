/* looplicm: sinking computations used only after a loop into its exits.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Sinking as docs/THEORY.md, section 4, defines it (definition 8); lemma
   9 there is why it is correct.  LLVM's LICM (sinkRegion) does the same,
   copying the statement into every exit that uses it.  GCC's lim never
   sinks.

   Before:                          After:
     loop:                            loop:
       i_1 = PHI <0, i_2>               i_1 = PHI <0, i_2>
       _3 = a_4 + i_1 * 8;
       _5 = *_3;
       t_6 = _5 * k_7;
       i_2 = i_1 + 1;                   i_2 = i_1 + 1;
       if (i_2 < n) goto loop;          if (i_2 < n) goto loop;
     exit:                            exit:
       t_8 = PHI <t_6>                  i_9 = PHI <i_1>
				       _10 = a_4 + i_9 * 8;
				       _11 = *_10;
				       t_8 = _11 * k_7;

   A statement of LOOP's own blocks (not of a subloop) sinks when all its
   uses are loop-closed PHIs (all arguments the same) in exit blocks that
   its block dominates, it has no side effects and cannot trap (loads may:
   they sink when no statement of the loop may write their location),
   and its operands are defined outside the loop or in LOOP's own blocks,
   some of them in the loop (an invariant computation is hoisting's).
   Blocks are visited in post-order of the dominator tree and statements
   backwards, so whole chains sink; operands defined in the loop reach the
   copies through loop-closed PHIs, made when missing.  Sinking runs
   before hoisting, and what is sunk is not hoisted.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-ssa-alias.h"
#include "tree-eh.h"
#include "tree-into-ssa.h"
#include "tree-ssa.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* What sinking keeps for the function being compiled, from
   sink_initialize to sink_finalize.  */

struct sink_state
{
  /* The statements sinking made, which hoisting leaves alone.  */
  hash_set<gimple *> made;
  /* Number of statements sunk in this function.  */
  int count;
  /* Whether a sunk load needs its virtual operand renamed.  */
  bool vops_stale;
};

/* The state of the function being compiled.  Hoisting and regrouping,
   which run after sinking, ask what it made (sink_made_p), through
   looplicm.h's functions, which take no state.  So it is reached
   here.  */
static sink_state *sink;

/* Return true if hoisting must leave STMT alone because sinking made it.  */

bool
sink_made_p (gimple *stmt)
{
  return sink->made.contains (stmt);
}

/* Return NULL if STMT, in a block of LOOP, has the shape of a sinkable
   statement (docs/THEORY.md, definition 8, without the uses), otherwise
   why not.
   Set *WRITER to a statement of LOOP that may write what STMT reads.  */

static const char *
sink_shape_blocker (gimple *stmt, class loop *loop, gimple **writer)
{
  *writer = NULL;
  if (gimple_has_volatile_ops (stmt) || gimple_vdef (stmt)
      || stmt_could_throw_p (cfun, stmt))
    return "has side effects";
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      int flags = gimple_call_flags (call);
      if (gimple_call_internal_p (call) || !(flags & ECF_CONST)
	  || (flags & (ECF_LOOPING_CONST_OR_PURE | ECF_NORETURN)))
	return "is a call that is not const";
      /* A const call still reads the arguments it passes in memory.  */
      if (gimple_vuse (call)
	  && lim_may_write_call_uses_p (loop, call, writer))
	return *writer ? "reads memory that may be written by"
		       : "too many alias queries";
    }
  else if (!is_gimple_assign (stmt))
    return "is not an assignment";
  else if (gimple_vuse (stmt))
    {
      if (!gimple_assign_single_p (stmt))
	return "reads memory";
      ao_ref ref;
      ao_ref_init (&ref, gimple_assign_rhs1 (stmt));
      if (lim_may_write_p (loop, &ref, writer))
	return *writer ? "reads memory that may be written by"
		       : "too many alias queries";
    }
  else if (gimple_could_trap_p (stmt))
    return "may trap";

  ssa_op_iter iter;
  tree op;
  bool invariant = !gimple_vuse (stmt);
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
    {
      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (op))
	return "an operand is used in an abnormal PHI";
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (op));
      if (bb && flow_bb_inside_loop_p (loop, bb) && bb->loop_father != loop)
	return "an operand is defined in an inner loop";
      if (bb && flow_bb_inside_loop_p (loop, bb))
	invariant = false;
    }
  /* An invariant computation runs once after the loop sunk, and once
     before it hoisted.  So sinking gains nothing over hoisting, which
     decides with GCC's cost model.  Nor over GCC's PRE, which takes it
     out of the loop later anyway.  Sunk, it can cost more: K then lives
     across the vectorized loop.  */
  if (invariant)
    return "it is invariant in the loop (hoisting's)";
  return NULL;
}

/* Return NULL if every use of LHS, defined in block BB of LOOP, is a
   loop-closed PHI (all arguments LHS) in an exit block of LOOP that BB
   dominates.  Otherwise return why not, a use inside LOOP first: the
   function is in loop-closed SSA only for names with no such use.  Ignore debug
   uses.  Set *OUTSIDE if some use is outside LOOP.  */

static const char *
sink_uses_blocker (tree lhs, basic_block bb, class loop *loop,
		   bool *outside)
{
  imm_use_iterator ui;
  use_operand_p use_p;
  const char *why = NULL;
  *outside = false;
  bool any = false;
  bool inside = false;
  FOR_EACH_IMM_USE_FAST (use_p, ui, lhs)
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      any = true;
      basic_block ub = gimple_bb (use);
      if (flow_bb_inside_loop_p (loop, ub))
	{
	  inside = true;
	  continue;
	}
      *outside = true;
      gphi *phi = dyn_cast <gphi *> (use);
      if (!phi)
	{
	  why = "used outside the loop but not through an exit PHI";
	  continue;
	}
      if (degenerate_phi_result (phi) != lhs)
	why = "used by an exit PHI that merges other values";
      else if (!dominated_by_p (CDI_DOMINATORS, ub, bb))
	why = "an exit using it is also reached where it did not run";
      else if (bb_has_abnormal_pred (ub))
	why = "an exit using it is entered by an abnormal edge";
    }
  if (!any)
    return "unused";
  if (inside)
    return "used inside the loop";
  return why;
}

/* Return an LCSSA PHI for NAME, defined in a loop X leaves, in X:
   an existing PHI whose arguments are all NAME, or a new one.  */

static tree
sink_exit_value (tree name, basic_block x)
{
  for (gphi_iterator gsi = gsi_start_phis (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (degenerate_phi_result (gsi.phi ()) == name)
      {
	tree res = gimple_phi_result (gsi.phi ());
	canon_mark_lcssa_used (res);
	return res;
      }
  tree res = copy_ssa_name (name);
  gphi *phi = create_phi_node (res, x);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, x->preds)
    add_phi_arg (phi, name, e, UNKNOWN_LOCATION);
  canon_mark_lcssa_used (res);
  return res;
}

/* Return true if a value of PHIS, the loop-closed PHIs of a statement
   that sinks, is used by a statement that was not sunk.  The statement
   is then the last of a chain that sinks, the one its remark names:
   sinking goes from a chain's last statement up.  */

static bool
sink_feeds_user_p (vec<gphi *> &phis)
{
  for (gphi *phi : phis)
    {
      imm_use_iterator ui;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, ui, gimple_phi_result (phi))
	if (!is_gimple_debug (USE_STMT (use_p))
	    && !sink_made_p (USE_STMT (use_p)))
	  return true;
    }
  return false;
}

/* Say, as a remark, that STMT moved after LOOP.  */

static void
sink_remark_moved (gimple *stmt, class loop *loop)
{
  looplicm_remark r (MSG_OPTIMIZED_LOCATIONS, stmt);
  pp_string (r.m_pp, "moved '");
  looplicm_remark_stmt (&r, stmt);
  pp_string (r.m_pp, "' after ");
  looplicm_remark_loop (&r, loop);
  pp_string (r.m_pp, ": only its last value is used, after the loop");
  looplicm_remark_emit (&r);
}

/* Sink STMT, at GSI in LOOP, into the exit blocks that use it: one copy
   per exit block, replacing its loop-closed PHIs there, then remove it.  */

static void
sink_move (gimple_stmt_iterator *gsi, gimple *stmt, class loop *loop)
{
  /* Sinking moves no store: the answers lim_may_write_p keeps stay
     true.  */
  gcc_assert (!gimple_vdef (stmt));
  tree lhs = gimple_get_lhs (stmt);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Sinking statement\n");
      print_gimple_stmt (dump_file, stmt, 0);
    }

  /* The exit PHIs to replace, each once.  */
  auto_vec<gphi *> phis;
  imm_use_iterator ui;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, ui, lhs)
    if (gphi *phi = dyn_cast <gphi *> (USE_STMT (use_p)))
      if (!phis.contains (phi))
	phis.safe_push (phi);
  bool report = dump_enabled_p () && sink_feeds_user_p (phis);

  for (gphi *phi : phis)
    {
      basic_block x = gimple_bb (phi);
      gimple *copy = gimple_copy (stmt);
      tree new_lhs = gimple_phi_result (phi);
      gimple_set_lhs (copy, new_lhs);
      if (gimple_vuse (copy))
	{
	  gimple_set_vuse (copy, NULL_TREE);
	  sink->vops_stale = true;
	}
      /* The PHI's result is now defined by the copy.  */
      gimple_stmt_iterator pi = gsi_for_stmt (phi);
      remove_phi_node (&pi, false);
      SSA_NAME_DEF_STMT (new_lhs) = copy;
      gimple_stmt_iterator xi = gsi_after_labels (x);
      gsi_insert_before (&xi, copy, GSI_SAME_STMT);
      update_stmt (copy);
      /* Operands defined in a loop that X is outside of (LOOP, or an
	 outer loop that the exit also leaves) come through loop-closed
	 PHIs.  */
      ssa_op_iter iter;
      use_operand_p op_p;
      FOR_EACH_SSA_USE_OPERAND (op_p, copy, iter, SSA_OP_USE)
	{
	  tree op = USE_FROM_PTR (op_p);
	  basic_block db = gimple_bb (SSA_NAME_DEF_STMT (op));
	  if (db && !flow_bb_inside_loop_p (db->loop_father, x))
	    SET_USE (op_p, sink_exit_value (op, x));
	}
      update_stmt (copy);
      sink->made.add (copy);
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "from loop %d to exit bb %d\n", loop->num,
		 x->index);
    }
  if (report)
    sink_remark_moved (stmt, loop);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "\n");

  /* Only debug uses are left in the loop.  */
  reset_debug_uses (stmt);
  gsi_remove (gsi, true);
  release_defs (stmt);
  sink->count++;
}

/* Report that STMT of LOOP, which has uses after the loop, stays, because
   of WHY and WRITER.  */

static void
sink_report_stay (gimple *stmt, class loop *loop, const char *why,
		  gimple *writer)
{
  /* The reasons (used inside the loop, reads memory, may trap...) are
     nothing the user can change: the dump only.  */
  lim_dump_stay ("Not sinking statement", loop, why, writer, stmt);
}

/* Sink what may be sunk out of LOOP's own blocks.  */

static void
sink_loop (class loop *loop)
{
  basic_block *body = get_loop_body_in_dom_order (loop);
  for (int i = loop->num_nodes - 1; i >= 0; i--)
    {
      basic_block bb = body[i];
      if (bb->loop_father != loop)
	continue;
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      while (!gsi_end_p (gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  gimple_stmt_iterator prev = gsi;
	  gsi_prev (&prev);
	  tree lhs = gimple_get_lhs (stmt);
	  if (!is_gimple_debug (stmt) && lhs && TREE_CODE (lhs) == SSA_NAME
	      && !virtual_operand_p (lhs))
	    {
	      bool outside;
	      const char *why = sink_uses_blocker (lhs, bb, loop, &outside);
	      gimple *writer = NULL;
	      if (!why)
		why = sink_shape_blocker (stmt, loop, &writer);
	      if (!why)
		sink_move (&gsi, stmt, loop);
	      else if (outside)
		sink_report_stay (stmt, loop, why, writer);
	    }
	  gsi = prev;
	}
    }
  free (body);
}

/* Sink computations used only after their loop into the loop's exits, in
   every canonical loop of FUN, innermost first.  Return the number of
   statements sunk.  */

int
sink_loops (function *fun)
{
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    if (lim_loop_analyzed_p (loop))
      sink_loop (loop);
  if (sink->vops_stale)
    mark_virtual_operands_for_renaming (fun);
  if (sink->count)
    statistics_counter_event (fun, "Sunk statements", sink->count);
  return sink->count;
}

/* Start the records of sinking for a function.  */

void
sink_initialize (void)
{
  gcc_assert (!sink);
  sink = new sink_state;
  sink->count = 0;
  sink->vops_stale = false;
}

/* Forget the statements sinking made.  */

void
sink_finalize (void)
{
  delete sink;
  sink = NULL;
}
