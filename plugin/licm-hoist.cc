/* looplicm: hoisting loop-invariant computations, loads and calls.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Hoisting as docs/THEORY.md, section 2, states and proves it (lemma 5).
   As in GCC, a statement moves in one step to the preheader of the
   outermost loop it is invariant in (lemma 6; determine_max_movement in
   tree-ssa-loop-im.cc).

   Before:                         After:
     preheader:                      preheader:
				       _1 = x_2 * y_3;
				       _4 = *p_5;          (no store may alias)
     loop:                           loop:
       _1 = x_2 * y_3;
       _4 = *p_5;
       a[i] = _1 + _4;                 a[i] = _1 + _4;
       *q = 0;                         *q = 0;

   The invariant every move keeps: a statement moves only to the
   preheader of a loop that contains it (its DEST or a loop between DEST
   and its own loop).  A candidate computing an operand of a moved
   statement moves with it only when it lies inside the loop the user
   leaves (hoist_require).  So each new place is dominated by the old
   place's dominators, and a moved definition dominates every use it
   dominated.  A definition left in a sibling loop of its user's still
   dominates the user's new place, whatever else of the function moves.

   Blocks are visited in reverse post-order, a dominator order.  So a
   statement's operands have been placed before it is examined.  One walk
   reaches the fixed point of invariance, since PHIs never move
   (docs/THEORY.md, lemma 4).  For each statement the walk computes the
   outermost loop M that contains none of its operands' (new)
   definitions.  It then tries M and each loop inside it, down to the
   statement's own loop, and takes the first where

     - a load is not written by any statement of the loop (alias oracle,
       per statement, calls included);
     - a pure call, or a const call passing an argument in memory, reads
       nothing a statement of the loop may write;
     - the statement cannot trap and uses no value that may be undefined
       (lim_uses_maybe_undef_p), or it executes in every entry of the
       loop (lim_guaranteed_p); calls always need the latter.  A PHI
       with a value that may be undefined never moves.

   A speculated statement (not guaranteed to execute) whose signed overflow
   is undefined is rewritten to wrap (docs/THEORY.md, lemma 7).  Its
   flow-sensitive facts (ranges, non-null, alignment) are reset.
   Volatile and throwing statements, asm, statements with VDEFs, and
   names used in abnormal PHIs never move.

   The walk only finds the candidates and how far out each may move.
   hoist_decide then applies GCC lim's cost model.  stmt_cost gives
   memory, calls, multiplications, divisions and shifts the cost
   lim-expensive (20), other arithmetic 1, copies 0.  A candidate moves
   when its cost, with that of the candidates of its own loop computing
   its operands, reaches lim-expensive.  The candidates computing its
   operands move with it, no further out than it goes.  Cheap code that
   nothing expensive needs stays, with three exceptions.  The operands of
   an invariant condition (with -funswitch-loops) and the address of a
   store (for store motion) move as GCC's lim moves them.  At -O3 a
   narrowing conversion of invariant values in an innermost loop moves
   for the vectorizer, unless the loop is already short of registers
   (hoist_regs_short_p).  Moving every invariant statement, as LLVM's
   LICM does, does not pay: hoisting `scan + 2' out of zlib's
   longest_match makes it spill.  */

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
#include "tree-pretty-print.h"
#include "tree-ssa-alias.h"
#include "tree-eh.h"
#include "gimple-fold.h"
#include "tree-inline.h"
#include "tree-cfg.h"
#include "cfganal.h"
#include "tree-pass.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* One invariant statement or PHI the walk found, and what becomes of it.  */

struct hoist_cand
{
  /* The statement, or the PHI.  */
  gimple *stmt;
  /* For a PHI: the condition deciding it and its values on either side.  */
  gcond *cond;
  tree tval, fval;
  /* The outermost loop it may move out of.  */
  class loop *dest;
  /* The loop it moves out of (DEST or a loop inside it), or NULL while
     it stays.  */
  class loop *target;
  /* GCC lim's cost: its own and that of the invariant statements of its
     own loop that compute its operands.  */
  unsigned cost;
  /* Values its loop keeps in registers of its class around the loop,
     when it stays only because the loop is short of registers
     (hoist_regs_short_p), else 0.  */
  unsigned regs_live;
  /* Whether, out of TARGET, it may run where it did not
     (hoist_ask_guarantees).  */
  bool speculated;
};

/* What hoisting keeps while it works on one function (hoist_loops).  */

struct hoist_state
{
  /* For each SSA name version, the loop whose preheader its definition
     was moved to, or NULL if it did not move.  */
  auto_vec<class loop *> dest;
  /* The candidates in walk order (a dominator order: the definitions of
     a candidate's operands come before it).  */
  auto_vec<hoist_cand> cands;
  /* For each SSA name version, the index in CANDS of its definition plus
     one, or 0.  */
  auto_vec<unsigned> cand_index;
  /* For each loop number, the values of integer (index 0) and floating
     point (index 1) type that live in registers throughout the loop
     before hoisting, or -1 while not counted (hoist_regs_count).  */
  auto_vec<int> regs_live[2];
  /* Number of statements moved in this function.  */
  int count;
  /* TODO flags for the pass manager.  */
  unsigned int todo;
};

/* Return the loop that holds the definition of NAME after the moves made
   so far: the function's root loop for default definitions.  */

static class loop *
hoist_def_loop (hoist_state *st, tree name)
{
  class loop *dest = NULL;
  if (SSA_NAME_VERSION (name) < st->dest.length ())
    dest = st->dest[SSA_NAME_VERSION (name)];
  if (dest)
    return loop_outer (dest);
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!gimple_bb (def))
    return current_loops->tree_root;
  return gimple_bb (def)->loop_father;
}

/* Narrow *LEVEL, a loop containing LOOP, to the outermost loop containing
   LOOP that does not contain the definition of OP.  Return false if OP
   is defined in LOOP itself or may not move.  */

static bool
hoist_narrow_level (hoist_state *st, tree op, class loop *loop,
		    class loop **level)
{
  if (TREE_CODE (op) != SSA_NAME)
    return is_gimple_min_invariant (op);
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (op))
    return false;
  class loop *common = find_common_loop (loop, hoist_def_loop (st, op));
  if (common == loop)
    return false;
  class loop *bound = superloop_at_depth (loop, loop_depth (common) + 1);
  if (loop_depth (bound) > loop_depth (*level))
    *level = bound;
  return true;
}

/* Return the outermost loop containing LOOP that contains no definition of
   an operand of STMT, or NULL if an operand is defined in LOOP itself.  */

static class loop *
hoist_outermost_level (hoist_state *st, gimple *stmt, class loop *loop)
{
  class loop *level = superloop_at_depth (loop, 1);
  ssa_op_iter iter;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
    if (!hoist_narrow_level (st, op, loop, &level))
      return NULL;
  return level;
}

/* The kind of a statement hoisting may consider.  */

enum hoist_kind
{
  HOIST_NO,		/* never moves */
  HOIST_PURE,		/* a computation */
  HOIST_LOAD,		/* a load from memory */
  HOIST_CALL_CONST,	/* a const call that reads no memory */
  HOIST_CALL_PURE	/* a pure call, or a const call with an argument in
			   memory (an aggregate passed by value) */
};

/* Return how STMT may be hoisted.  */

static enum hoist_kind
hoist_classify (gimple *stmt)
{
  if (gimple_has_volatile_ops (stmt) || gimple_vdef (stmt)
      || stmt_could_throw_p (cfun, stmt))
    return HOIST_NO;
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs))
    return HOIST_NO;
  /* A load of a global inside a transaction must stay where the
     transaction reads it (GCC's movement_possibility).  */
  if (flag_tm && gimple_in_transaction (stmt)
      && gimple_assign_single_p (stmt)
      && DECL_P (gimple_assign_rhs1 (stmt))
      && is_global_var (gimple_assign_rhs1 (stmt)))
    {
      if (dump_file)
	{
	  fprintf (dump_file, "Cannot hoist conditional load of ");
	  print_generic_expr (dump_file, gimple_assign_rhs1 (stmt));
	  fprintf (dump_file, " because it is in a transaction.\n");
	}
      return HOIST_NO;
    }
  if (gassign *as = dyn_cast <gassign *> (stmt))
    {
      if (gimple_vuse (as))
	return gimple_assign_single_p (as) ? HOIST_LOAD : HOIST_NO;
      return HOIST_PURE;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      int flags = gimple_call_flags (call);
      if (gimple_call_internal_p (call)
	  || (flags & (ECF_LOOPING_CONST_OR_PURE | ECF_NORETURN
		       | ECF_RETURNS_TWICE))
	  || gimple_call_chain (call)
	  /* Only valid in their exception handler.  */
	  || gimple_call_builtin_p (call, BUILT_IN_EH_POINTER)
	  || gimple_call_builtin_p (call, BUILT_IN_EH_FILTER))
	return HOIST_NO;
      /* A const function reads no memory, but the call reads the
	 arguments it passes in memory (its VUSE).  f (t) with t a
	 structure reads t where the call is.  Moved out of a loop storing
	 t.t, the call would read t before the stores (GCC's PR 110165).  */
      if ((flags & ECF_CONST) && !gimple_vuse (call))
	return HOIST_CALL_CONST;
      if (flags & (ECF_CONST | ECF_PURE))
	return HOIST_CALL_PURE;
    }
  return HOIST_NO;
}

/* Return true if STMT is a shift or rotate whose amount may be out of
   range (not a constant below the precision).  Such a shift is then
   undefined, which cannot be rewritten into something defined.  Later
   passes (ranger) exploit it where it executes unconditionally, as in
   GCC's PR 111000:

     if (t >= 31) e = d; else if (d > (647 >> t)) ...

   With 647 >> t speculated, the t >= 31 arm would be folded away.  */

static bool
hoist_shift_may_be_undefined_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (code != LSHIFT_EXPR && code != RSHIFT_EXPR
      && code != LROTATE_EXPR && code != RROTATE_EXPR)
    return false;
  tree amount = gimple_assign_rhs2 (stmt);
  tree type = TREE_TYPE (gimple_assign_rhs1 (stmt));
  if (VECTOR_TYPE_P (type))
    type = TREE_TYPE (type);
  /* An amount masked by a constant below the precision (y & 7) is in
     range wherever it is computed.  Ranges are not asked: they may hold
     only where the statement is.  */
  if (TREE_CODE (amount) == SSA_NAME)
    if (gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (amount)))
      if (gimple_assign_rhs_code (def) == BIT_AND_EXPR
	  && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST)
	amount = gimple_assign_rhs2 (def);
  return (TREE_CODE (amount) != INTEGER_CST
	  || !wi::ltu_p (wi::to_wide (amount), TYPE_PRECISION (type)));
}

/* Return true if STMT loads a boolean whose type is narrower than its
   mode, not through a bit-field.  The load reads the whole byte.  Where
   the loop would not have run it, the byte may hold another value than 0
   or 1 (a union's other member).  Later passes take the type's range for
   granted and turn that into wrong code (GCC's PR 121279).  GCC 16
   rewrites such a load into one of the mode's integer type; here it
   stays where it is.  */

static bool
hoist_bool_load_p (gimple *stmt)
{
  if (!gimple_assign_load_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  return (TREE_CODE (TREE_TYPE (lhs)) == BOOLEAN_TYPE
	  && !type_has_mode_precision_p (TREE_TYPE (lhs))
	  && TREE_CODE (rhs) != BIT_FIELD_REF
	  && (TREE_CODE (rhs) != COMPONENT_REF
	      || !DECL_BIT_FIELD (TREE_OPERAND (rhs, 1))));
}

/* Return true if STMT may only move to a loop it is guaranteed to
   execute in: it may trap, is a call, or may be undefined in a way that
   cannot be rewritten.  So does a use of a value that may be undefined
   (GCC's movement_possibility since its PR 107833), and a load of a
   boolean that may hold another value (hoist_bool_load_p).  */

static bool
hoist_needs_guarantee_p (gimple *stmt)
{
  return (is_gimple_call (stmt) || gimple_could_trap_p (stmt)
	  || hoist_shift_may_be_undefined_p (stmt)
	  || lim_uses_maybe_undef_p (stmt)
	  || hoist_bool_load_p (stmt));
}

/* Return NULL if STMT, of kind KIND, may move out of LEVEL as far as
   memory is concerned, otherwise why not.  *WRITER names the statement
   that may write what STMT reads, if known.  */

static const char *
hoist_memory_blocker (gimple *stmt, enum hoist_kind kind, class loop *level,
		      gimple **writer)
{
  *writer = NULL;
  if (kind == HOIST_LOAD)
    {
      ao_ref ref;
      ao_ref_init (&ref, gimple_assign_rhs1 (stmt));
      if (lim_may_write_p (level, &ref, writer))
	return *writer ? "may be written by" : "too many alias queries";
    }
  else if (kind == HOIST_CALL_PURE)
    {
      if (lim_may_write_call_uses_p (level, as_a <gcall *> (stmt), writer))
	return *writer ? "reads memory that may be written by"
		       : "too many alias queries";
    }
  return NULL;
}

/* Return true if STMT, a load, reads a variable of the function's own
   stack frame.  Out of a loop that makes calls such a load is not worth
   moving.  Its value would live across the calls.  A value spilled there
   is reloaded from the frame, as the load itself reads the frame, with a
   store to the spill slot added.  GCC's lim never moves it: a call that
   may write memory keeps every load in place.  */

static bool
hoist_frame_load_p (gimple *stmt)
{
  tree base = get_base_address (gimple_assign_rhs1 (stmt));
  return (base && DECL_P (base)
	  && auto_var_in_fn_p (base, current_function_decl));
}

/* Return the outermost loop, from LEVEL inwards to LOOP, that STMT may
   move out of, or NULL.  When NULL, set *WHY and *WRITER to the reason
   found for LOOP itself.  */

static class loop *
hoist_choose_level (gimple *stmt, enum hoist_kind kind, class loop *loop,
		    class loop *level, const char **why, gimple **writer)
{
  bool guarantee = hoist_needs_guarantee_p (stmt);
  /* A loop's writers include its subloops': what LOOP may write, every
     level around it may write.  Ask LOOP first, then a location written
     in it is not asked about again at each outer level.  */
  if (level != loop && lim_loop_analyzed_p (loop))
    {
      gimple *w = NULL;
      if (const char *reason = hoist_memory_blocker (stmt, kind, loop, &w))
	{
	  *why = reason;
	  *writer = w;
	  return NULL;
	}
    }
  while (true)
    {
      gimple *w = NULL;
      const char *reason = NULL;
      if (!lim_loop_analyzed_p (level))
	reason = "the loop is not in canonical form";
      else
	reason = hoist_memory_blocker (stmt, kind, level, &w);
      if (!reason && (kind == HOIST_LOAD || kind == HOIST_CALL_PURE)
	  && lim_bb_slow_path_p (gimple_bb (stmt), level))
	reason = "it reads memory on a conditional path that makes a call";
      if (!reason && kind == HOIST_LOAD && lim_loop_makes_calls_p (level)
	  && hoist_frame_load_p (stmt))
	reason = "it loads a local variable in a loop that makes calls";
      if (!reason && guarantee && !lim_guaranteed_p (stmt, level))
	reason = (is_gimple_call (stmt)
		  ? "is a call not guaranteed to execute"
		  : lim_uses_maybe_undef_p (stmt)
		  ? "uses a value that may be undefined and is not "
		    "guaranteed to execute"
		  : hoist_bool_load_p (stmt)
		  ? "loads a boolean whose byte may hold another value and "
		    "is not guaranteed to execute"
		  : "may trap and is not guaranteed to execute");
      if (!reason)
	return level;
      if (level == loop)
	{
	  *why = reason;
	  *writer = w;
	  return NULL;
	}
      level = superloop_at_depth (loop, loop_depth (level) + 1);
    }
}

/* Return true if a statement of LOOP stores to REF itself.  */

static bool
hoist_loop_stores_p (class loop *loop, tree ref)
{
  basic_block *bbs = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_vdef (gsi_stmt (gsi))
	  && gimple_assign_single_p (gsi_stmt (gsi))
	  && operand_equal_p (gimple_assign_lhs (gsi_stmt (gsi)), ref, 0))
	{
	  found = true;
	  break;
	}
  free (bbs);
  return found;
}

/* Report in the dump that invariant STMT of LOOP stays, because of WHY and
   WRITER.  */

static void
hoist_report_stay (gimple *stmt, class loop *loop, const char *why,
		   gimple *writer)
{
  lim_dump_stay ("Not moving invariant statement", loop, why, writer, stmt);
  /* Only a statement of the loop that may write what STMT reads is
     something the user can change (restrict, pure); the other reasons
     stay in the dump.  */
  if (!dump_enabled_p () || !writer || looplicm_made_p (stmt)
      || !looplicm_missed_remark_p (loop))
    return;
  /* A load of a location the loop also stores: store motion's case, and
     its remark.  */
  if (gimple_assign_single_p (stmt)
      && hoist_loop_stores_p (loop, gimple_assign_rhs1 (stmt)))
    return;
  looplicm_remark r (MSG_MISSED_OPTIMIZATION, stmt);
  pp_string (r.m_pp, "'");
  looplicm_remark_stmt (&r, stmt);
  pp_string (r.m_pp, "' not moved out of ");
  looplicm_remark_loop (&r, loop);
  pp_string (r.m_pp, ": it may be changed by ");
  tree blocked = looplicm_blocked_operand (stmt);
  looplicm_remark_writer (&r, writer, blocked);
  looplicm_remark_advice (&r, loop, writer, blocked, LOOPLICM_BLOCK_WRITE);
  looplicm_remark_emit (&r);
}

/* Say, as a remark, that STMT moved to the preheader of LEVEL.  */

static void
hoist_remark_moved (gimple *stmt, class loop *level)
{
  looplicm_remark r (MSG_OPTIMIZED_LOCATIONS, stmt);
  pp_string (r.m_pp, "moved ");
  if (is_gimple_call (stmt))
    pp_string (r.m_pp, "the call ");
  else if (gimple_vuse (stmt))
    pp_string (r.m_pp, "the load of ");
  pp_string (r.m_pp, "'");
  looplicm_remark_stmt (&r, stmt);
  pp_string (r.m_pp, "' before ");
  looplicm_remark_loop (&r, level);
  pp_string (r.m_pp, ": it has the same value in every iteration");
  looplicm_remark_emit (&r);
}

/* Move STMT, at GSI in a loop, to the preheader of LEVEL.  SPECULATED
   says it may run where it did not.  COST is GCC lim's cost of it, for
   the dump.  REPORT says whether it gets a remark.  */

static void
hoist_move (hoist_state *st, gimple_stmt_iterator *gsi, gimple *stmt,
	    class loop *level, bool speculated, unsigned cost, bool report)
{
  /* Hoisting moves no store (lim_may_write_p keeps its answers), and
     only out of a loop that holds the statement.  */
  gcc_assert (!gimple_vdef (stmt)
	      && flow_bb_inside_loop_p (level, gimple_bb (stmt)));
  edge e = loop_preheader_edge (level);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Moving statement\n");
      print_gimple_stmt (dump_file, stmt, 0);
      fprintf (dump_file, "(cost %u) out of loop %d.\n\n", cost,
	       level->num);
    }
  bool made = looplicm_made_p (stmt);
  if (dump_enabled_p () && !made && report)
    hoist_remark_moved (stmt, level);

  if (gimple_vuse (stmt))
    {
      /* The memory state at the end of the preheader is the header's
	 virtual PHI argument, or, without a virtual PHI, the one STMT
	 already uses (nothing in LEVEL writes memory).  */
      for (gphi_iterator pi = gsi_start_phis (level->header);
	   !gsi_end_p (pi); gsi_next (&pi))
	if (virtual_operand_p (gimple_phi_result (pi.phi ())))
	  {
	    SET_USE (gimple_vuse_op (stmt),
		     PHI_ARG_DEF_FROM_EDGE (pi.phi (), e));
	    break;
	  }
    }
  gsi_remove (gsi, false);
  tree lhs = gimple_get_lhs (stmt);
  if (SSA_NAME_VERSION (lhs) < st->dest.length ())
    st->dest[SSA_NAME_VERSION (lhs)] = level;
  if (!made)
    st->count++;
  if (speculated)
    {
      reset_flow_sensitive_info (lhs);
      /* Signed arithmetic is rewritten to wrap (from GCC 16 also a
	 VIEW_CONVERT_EXPR to bool, into a conversion).  */
      if (LOOPLICM_NEEDS_REWRITE_UNDEFINED (stmt))
	{
	  gsi_insert_seq_on_edge (e, rewrite_to_defined_overflow (stmt));
	  return;
	}
    }
  gsi_insert_on_edge (e, stmt);
}

/* GCC lim's cost of STMT alone (stmt_cost in tree-ssa-loop-im.cc):
   memory, calls, multiplications, divisions and shifts are expensive.  */

static unsigned
hoist_own_cost (gimple *stmt)
{
  if (gimple_code (stmt) == GIMPLE_PHI || gimple_code (stmt) == GIMPLE_COND)
    return param_lim_expensive;
  if (is_gimple_call (stmt))
    {
      tree fndecl = gimple_call_fndecl (stmt);
      if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_CONSTANT_P))
	return 0;
      return param_lim_expensive;
    }
  if (gimple_references_memory_p (stmt))
    return param_lim_expensive;
  if (gimple_code (stmt) != GIMPLE_ASSIGN)
    return 1;
  switch (gimple_assign_rhs_code (stmt))
    {
    case MULT_EXPR:
    case WIDEN_MULT_EXPR:
    case WIDEN_MULT_PLUS_EXPR:
    case WIDEN_MULT_MINUS_EXPR:
    case DOT_PROD_EXPR:
    case TRUNC_DIV_EXPR:
    case CEIL_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case CEIL_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case ROUND_MOD_EXPR:
    case TRUNC_MOD_EXPR:
    case RDIV_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case WIDEN_LSHIFT_EXPR:
    case LROTATE_EXPR:
    case RROTATE_EXPR:
      return param_lim_expensive;
    case CONSTRUCTOR:
      return CONSTRUCTOR_NELTS (gimple_assign_rhs1 (stmt));
    case SSA_NAME:
    case PAREN_EXPR:
      return 0;
    default:
      return 1;
    }
}

/* Return the candidate that defines NAME, or NULL.  */

static hoist_cand *
hoist_cand_of (hoist_state *st, tree name)
{
  if (TREE_CODE (name) != SSA_NAME
      || SSA_NAME_VERSION (name) >= st->cand_index.length ()
      || !st->cand_index[SSA_NAME_VERSION (name)])
    return NULL;
  return &st->cands[st->cand_index[SSA_NAME_VERSION (name)] - 1];
}

/* Return what the computation of NAME adds to the cost of a user in
   LOOP that takes it along.  That is the cost of its candidate in LOOP,
   if any.  GCC's add_dependency counts only definitions in the user's
   loop.  */

static unsigned
hoist_dep_cost (hoist_state *st, tree name, class loop *loop)
{
  hoist_cand *d = hoist_cand_of (st, name);
  return d && gimple_bb (d->stmt)->loop_father == loop ? d->cost : 0;
}

/* Record STMT as a candidate that may move out of DEST, defining NAME.
   STMT is a statement or a PHI, with COND, TVAL and FVAL for a PHI.
   COST is GCC lim's cost of it and of the candidates of its loop it
   takes along.  */

static void
hoist_add_cand (hoist_state *st, gimple *stmt, tree name, class loop *dest,
		gcond *cond, tree tval, tree fval, unsigned cost)
{
  hoist_cand c;
  c.stmt = stmt;
  c.cond = cond;
  c.tval = tval;
  c.fval = fval;
  c.dest = dest;
  c.target = NULL;
  c.cost = cost;
  c.regs_live = 0;
  c.speculated = false;
  st->cands.safe_push (c);
  st->dest[SSA_NAME_VERSION (name)] = dest;
  st->cand_index[SSA_NAME_VERSION (name)] = st->cands.length ();
}

/* Consider STMT, in a block of LOOP, for hoisting: record it as a
   candidate if it is invariant and may move.  */

static void
hoist_stmt (hoist_state *st, gimple *stmt, class loop *loop)
{
  enum hoist_kind kind = hoist_classify (stmt);
  if (kind == HOIST_NO || sink_made_p (stmt))
    return;
  class loop *level = hoist_outermost_level (st, stmt, loop);
  if (!level)
    return;

  const char *why = "";
  gimple *writer = NULL;
  class loop *dest = hoist_choose_level (stmt, kind, loop, level, &why,
					 &writer);
  if (dest)
    {
      /* Cold code stays cold: move it no further out than the coldest
	 preheader on the way, and not at all out of a cold block.  */
      class loop *cold = lim_coldest_level (dest, gimple_bb (stmt));
      if (!cold)
	{
	  why = "its block is colder than the loop's preheader";
	  dest = NULL;
	}
      else if (cold != dest)
	dest = hoist_choose_level (stmt, kind, loop, cold, &why, &writer);
    }
  if (!dest)
    {
      hoist_report_stay (stmt, loop, why, writer);
      return;
    }
  unsigned cost = hoist_own_cost (stmt);
  ssa_op_iter iter;
  use_operand_p use;
  FOR_EACH_SSA_USE_OPERAND (use, stmt, iter, SSA_OP_USE)
    cost += hoist_dep_cost (st, USE_FROM_PTR (use), loop);
  hoist_add_cand (st, stmt, gimple_get_lhs (stmt), dest, NULL, NULL_TREE,
		  NULL_TREE, cost);
}

/* If PHI, in block BB of LOOP, merges two values under a condition, set
   *COND to the GIMPLE_COND deciding it and *TVAL and *FVAL to the values
   on its true and false sides, and return true.  */

static bool
hoist_phi_condition (gphi *phi, basic_block bb, gcond **cond, tree *tval,
		     tree *fval)
{
  if (gimple_phi_num_args (phi) != 2)
    return false;
  basic_block dom = get_immediate_dominator (CDI_DOMINATORS, bb);
  gimple *last = looplicm_last_stmt (dom);
  if (!last || gimple_code (last) != GIMPLE_COND)
    return false;
  edge te, fe;
  extract_true_false_edges_from_block (dom, &te, &fe);
  if ((te->flags | fe->flags) & EDGE_COMPLEX)
    return false;
  *tval = *fval = NULL_TREE;
  for (unsigned i = 0; i < 2; i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      tree arg = gimple_phi_arg_def (phi, i);
      /* E is on the true side if it is the true edge or leaves a block
	 only the true edge reaches.  */
      bool on_true = (e == te
		      || (te->dest != bb && single_pred_p (te->dest)
			  && dominated_by_p (CDI_DOMINATORS, e->src,
					     te->dest)));
      bool on_false = (e == fe
		       || (fe->dest != bb && single_pred_p (fe->dest)
			   && dominated_by_p (CDI_DOMINATORS, e->src,
					      fe->dest)));
      if (on_true == on_false)
	return false;
      if (on_true)
	*tval = arg;
      else
	*fval = arg;
    }
  if (!*tval || !*fval)
    return false;
  *cond = as_a <gcond *> (last);
  return true;
}

/* PHI, in block BB of LOOP, may merge invariant values under an
   invariant condition that cannot trap.  Then record it as a candidate
   to become a COND_EXPR (docs/THEORY.md, lemma 8).  Its place is the
   preheader of the outermost loop where all of them are invariant.
   GCC's lim does the same.  */

static void
hoist_phi (hoist_state *st, gphi *phi, basic_block bb, class loop *loop)
{
  tree res = gimple_phi_result (phi);
  gcond *cond;
  tree tval, fval;
  if (virtual_operand_p (res) || bb == loop->header
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (res)
      || !hoist_phi_condition (phi, bb, &cond, &tval, &fval))
    return;
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  if (FLOAT_TYPE_P (TREE_TYPE (lhs)) && flag_trapping_math)
    return;
  /* The COND_EXPR would use its condition and both values on every
     entry.  So not if one may be undefined (see lim_uses_maybe_undef_p).
     GCC's lim moves such a PHI, but its arms need not run.  */
  if (lim_maybe_undef_p (lhs) || lim_maybe_undef_p (rhs)
      || lim_maybe_undef_p (tval) || lim_maybe_undef_p (fval))
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "Not moving PHI node from loop %d: it uses "
		   "a value that may be undefined\n  ", loop->num);
	  print_gimple_stmt (dump_file, phi, 0, TDF_SLIM);
	}
      return;
    }
  class loop *level = superloop_at_depth (loop, 1);
  if (!hoist_narrow_level (st, lhs, loop, &level)
      || !hoist_narrow_level (st, rhs, loop, &level)
      || !hoist_narrow_level (st, tval, loop, &level)
      || !hoist_narrow_level (st, fval, loop, &level)
      || !lim_loop_analyzed_p (level))
    return;
  /* Cold code stays cold (see hoist_stmt).  */
  level = lim_coldest_level (level, bb);
  if (!level)
    return;

  /* Its arms then run unconditionally.  The PHI costs what its cheapest
     arm costs.  It stays when the dearer arm would add two expensive
     statements or more to the cheap one, unless at most doubling it
     (GCC's determine_max_movement).  An example is the start of the
     vectorizer's epilogue, merged with 0.  */
  unsigned min_cost = UINT_MAX, total_cost = 0;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      /* A constant costs 1, a candidate of LOOP its cost; an invariant
	 from outside LOOP is not counted.  */
      tree arg = gimple_phi_arg_def (phi, i);
      unsigned c = 1;
      if (TREE_CODE (arg) == SSA_NAME)
	{
	  hoist_cand *d = hoist_cand_of (st, arg);
	  if (!d || gimple_bb (d->stmt)->loop_father != loop)
	    continue;
	  c = d->cost;
	}
      min_cost = MIN (min_cost, c);
      total_cost += c;
    }
  min_cost = MIN (min_cost, total_cost);
  unsigned expensive = param_lim_expensive;
  if (total_cost - min_cost >= 2 * expensive
      && !(min_cost != 0 && total_cost / min_cost <= 2))
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "Not moving PHI node from loop %d: an arm "
		   "costs %u more than the other\n  ", loop->num,
		   total_cost - min_cost);
	  print_gimple_stmt (dump_file, phi, 0, TDF_SLIM);
	}
      return;
    }
  unsigned cost = (hoist_own_cost (phi) + min_cost
		   + hoist_dep_cost (st, lhs, loop)
		   + hoist_dep_cost (st, rhs, loop));
  hoist_add_cand (st, phi, res, level, cond, tval, fval, cost);
}

/* Replace PHI, a candidate merging TVAL and FVAL under COND, by a
   COND_EXPR in the preheader of LEVEL.  */

static void
hoist_move_phi (hoist_state *st, gphi *phi, gcond *cond, tree tval, tree fval,
		class loop *level)
{
  gcc_assert (flow_bb_inside_loop_p (level, gimple_bb (phi)));
  tree res = gimple_phi_result (phi);
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Moving PHI node\n");
      print_gimple_stmt (dump_file, phi, 0);
      fprintf (dump_file, "(cost %d) out of loop %d.\n\n", 2, level->num);
    }
  if (dump_enabled_p ())
    {
      enum tree_code code = gimple_cond_code (cond);
      looplicm_remark r (MSG_OPTIMIZED_LOCATIONS, cond);
      pp_string (r.m_pp, "moved the conditional value '");
      looplicm_remark_operand (&r, lhs, code, false);
      pp_space (r.m_pp);
      pp_string (r.m_pp, op_symbol_code (code));
      pp_space (r.m_pp);
      looplicm_remark_operand (&r, rhs, code, true);
      pp_string (r.m_pp, " ? ");
      looplicm_remark_operand (&r, tval, COND_EXPR, false);
      pp_string (r.m_pp, " : ");
      looplicm_remark_operand (&r, fval, COND_EXPR, true);
      pp_string (r.m_pp, "' before ");
      looplicm_remark_loop (&r, level);
      pp_string (r.m_pp, ": it has the same value in every iteration");
      looplicm_remark_emit (&r);
    }

  /* RES = LHS CODE RHS ? TVAL : FVAL, as GCC's lim builds it where the
     release allows a comparison in a COND_EXPR; else t = LHS CODE RHS;
     RES = t ? TVAL : FVAL.  */
  edge e = loop_preheader_edge (level);
  tree t;
  if (LOOPLICM_COND_EXPR_COMPARISON)
    t = build2 (gimple_cond_code (cond), boolean_type_node, lhs, rhs);
  else
    {
      t = make_ssa_name (boolean_type_node);
      gsi_insert_on_edge (e, gimple_build_assign (t, gimple_cond_code (cond),
						  lhs, rhs));
    }
  gassign *sel = gimple_build_assign (res, COND_EXPR, t, tval, fval);
  SSA_NAME_DEF_STMT (res) = sel;
  gsi_insert_on_edge (e, sel);
  gphi_iterator gsi = gsi_for_phi (phi);
  remove_phi_node (&gsi, false);
  reset_flow_sensitive_info (res);
  st->count++;
  /* The branch that chose the value may now be empty.  */
  st->todo |= TODO_cleanup_cfg;
}

/* Hoist the invariant statements of the blocks of FUN.  Blocks are
   visited in reverse post-order.  It is a dominator order in which a
   block also comes after the blocks that reach it without a back edge.
   So the arms of an invariant diamond are hoisted before its merge PHI
   is looked at.  */

static void
hoist_walk (hoist_state *st, function *fun)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
      class loop *loop = bb->loop_father;
      if (!loop_outer (loop) || !lim_loop_analyzed_p (loop))
	continue;
      /* As in GCC's lim, only the PHIs of a block with at most two (the
	 virtual one counts).  Each that moves becomes a select.  A merge
	 of many values, as after a vectorized loop, is left to the
	 branch.  */
      gphi_iterator pi = gsi_start_phis (bb);
      unsigned nphis = 0;
      for (; !gsi_end_p (pi) && nphis <= 2; gsi_next (&pi))
	nphis++;
      if (nphis <= 2)
	for (pi = gsi_start_phis (bb); !gsi_end_p (pi); gsi_next (&pi))
	  hoist_phi (st, pi.phi (), bb, loop);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!is_gimple_debug (gsi_stmt (gsi)))
	  hoist_stmt (st, gsi_stmt (gsi), loop);
    }
  XDELETEVEC (rpo);
}

/* Return the outer of the loops A and B, one of which contains the other;
   NULL counts as innermost.  */

static class loop *
hoist_outer (class loop *a, class loop *b)
{
  if (!a)
    return b;
  if (!b)
    return a;
  gcc_assert (a == b || flow_loop_nested_p (a, b) || flow_loop_nested_p (b, a));
  return loop_depth (a) <= loop_depth (b) ? a : b;
}

/* Make the candidate defining OP, if any, move at least out of LEVEL
   (GCC's set_level), if it lies inside LEVEL.  A definition outside
   LEVEL, as in a sibling loop of the user's, already dominates LEVEL's
   preheader.  It dominates a use inside LEVEL, and every path to that
   use enters LEVEL through the preheader.  So it stays where it is.
   Moved to LEVEL's preheader, it would come after its users in the
   sibling loop.  */

static void
hoist_require (hoist_state *st, tree op, class loop *level)
{
  hoist_cand *c = hoist_cand_of (st, op);
  if (!c)
    return;
  class loop *own = gimple_bb (c->stmt)->loop_father;
  if (own != level && !flow_loop_nested_p (level, own))
    return;
  c->target = hoist_outer (c->target, level);
}

/* What hoist_require_r is given: the state and the loop.  */

struct hoist_require_data
{
  hoist_state *st;
  class loop *level;
};

/* walk_tree callback: make the candidates defining SSA names in *TP move
   out of the loop of DATA, a hoist_require_data.  */

static tree
hoist_require_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      hoist_require_data *d = (hoist_require_data *) data;
      hoist_require (d->st, *tp, d->level);
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Make the candidates that compute an invariant condition (for loop
   unswitching, when it is on) or the invariant address of a store (for
   store motion) move.  GCC's lim moves them as if expensive: stmt_cost
   of a GIMPLE_COND, force_move_till for store motion.  */

static void
hoist_require_uses (hoist_state *st, function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!loop_outer (loop) || !lim_loop_analyzed_p (loop))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  tree addr = NULL_TREE;
	  if (gimple_code (stmt) == GIMPLE_COND && flag_unswitch_loops)
	    ;
	  else if (gimple_vdef (stmt) && gimple_assign_single_p (stmt))
	    addr = gimple_assign_lhs (stmt);
	  else
	    continue;
	  class loop *level = hoist_outermost_level (st, stmt, loop);
	  if (addr)
	    {
	      /* The address alone, not the stored value.  */
	      level = superloop_at_depth (loop, 1);
	      ssa_op_iter iter;
	      tree op;
	      FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
		if (op != gimple_assign_rhs1 (stmt)
		    && !hoist_narrow_level (st, op, loop, &level))
		  {
		    /* The address varies in LOOP.  */
		    level = NULL;
		    break;
		  }
	      if (level)
		{
		  hoist_require_data d = { st, level };
		  walk_tree (&addr, hoist_require_r, &d, NULL);
		}
	    }
	  else if (level)
	    {
	      hoist_require (st, gimple_cond_lhs (stmt), level);
	      hoist_require (st, gimple_cond_rhs (stmt), level);
	    }
	}
    }
}

/* Return the register class index of values of TYPE for the pressure
   estimate: 1 for floating point (and vectors and complex of it), 0 for
   the rest.  */

static int
hoist_regs_class (tree type)
{
  if (VECTOR_TYPE_P (type) || TREE_CODE (type) == COMPLEX_TYPE)
    type = TREE_TYPE (type);
  return FLOAT_TYPE_P (type) ? 1 : 0;
}

/* Count into COUNT, per class, NAME if it is a register value defined
   outside LOOP and not counted yet (SEEN).  Such an invariant the loop
   uses lives in a register throughout it.  */

static void
hoist_regs_count_invariant (tree name, class loop *loop, bitmap seen,
			    int *count)
{
  if (TREE_CODE (name) != SSA_NAME || virtual_operand_p (name))
    return;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (bb && flow_bb_inside_loop_p (loop, bb))
    return;
  /* A parameter or a default definition of a variable.  */
  if (!bb && !SSA_NAME_IS_DEFAULT_DEF (name))
    return;
  if (bitmap_set_bit (seen, SSA_NAME_VERSION (name)))
    count[hoist_regs_class (TREE_TYPE (name))]++;
}

/* Return in COUNT, per class, the values that live in registers
   throughout LOOP, as GCC's ivopts and loop-invariant motion count them.
   They are the values carried around the loop (its header's PHIs) and
   the invariants its statements use.  */

static void
hoist_regs_count (class loop *loop, int *count)
{
  count[0] = count[1] = 0;
  for (gphi_iterator pi = gsi_start_phis (loop->header); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree res = gimple_phi_result (pi.phi ());
      if (!virtual_operand_p (res))
	count[hoist_regs_class (TREE_TYPE (res))]++;
    }
  auto_bitmap seen;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      for (gphi_iterator pi = gsi_start_phis (body[i]); !gsi_end_p (pi);
	   gsi_next (&pi))
	for (unsigned j = 0; j < gimple_phi_num_args (pi.phi ()); j++)
	  if (flow_bb_inside_loop_p (loop,
				     gimple_phi_arg_edge (pi.phi (), j)->src))
	    hoist_regs_count_invariant (gimple_phi_arg_def (pi.phi (), j),
					loop, seen, count);
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  ssa_op_iter iter;
	  tree op;
	  FOR_EACH_SSA_TREE_OPERAND (op, stmt, iter, SSA_OP_USE)
	    hoist_regs_count_invariant (op, loop, seen, count);
	}
    }
  free (body);
}

/* Return true if LOOP is short of registers of the class of TYPE for one
   more value live across it.  Set *LIVE to the values it would then keep
   in them: those live throughout it (hoist_regs_count), those hoisted
   out of it so far (candidates whose target is LOOP), and one more.
   GCC's estimate_reg_pressure_cost charges for them when they exceed
   target_avail_regs with target_res_regs kept free.  target_avail_regs
   counts the allocatable general registers.  GCC knows no other class
   there, and the common targets have as many floating-point registers.
   When the loop makes calls, the limit is target_clobbered_regs.  */

static bool
hoist_regs_short_p (hoist_state *st, class loop *loop, tree type,
		    unsigned *live)
{
  int cl = hoist_regs_class (type);
  if (st->regs_live[cl].length () <= (unsigned) loop->num)
    {
      unsigned n = number_of_loops (cfun);
      for (int k = 0; k < 2; k++)
	while (st->regs_live[k].length () < n)
	  st->regs_live[k].safe_push (-1);
    }
  if (st->regs_live[cl][loop->num] < 0)
    {
      int count[2];
      hoist_regs_count (loop, count);
      st->regs_live[0][loop->num] = count[0];
      st->regs_live[1][loop->num] = count[1];
    }
  unsigned n = st->regs_live[cl][loop->num] + 1;
  for (const hoist_cand &c : st->cands)
    if (c.target == loop && gimple_bb (c.stmt)->loop_father == loop
	&& hoist_regs_class (TREE_TYPE (gimple_get_lhs (c.stmt))) == cl)
      n++;
  *live = n;
  unsigned avail = (lim_loop_makes_calls_p (loop)
		    ? target_clobbered_regs : target_avail_regs);
  return n + target_res_regs > avail;
}

/* Return true if candidate C is a narrowing conversion of invariant
   values in an innermost loop that the vectorizer may take on.  Left in
   the loop, the vectorized loop converts the broadcast value again in
   every iteration (a pack of the wide lanes).  Hoisted, it broadcasts
   the narrow value once.  In a rotated loop GCC's PRE hoists such a
   conversion.  In a top-tested one, as after strlen moved out of the
   loop condition, nothing does.  */

static bool
hoist_narrowing_for_vector_p (const hoist_cand &c)
{
  if (!flag_tree_loop_vectorize || optimize < 3)
    return false;
  gassign *assign = dyn_cast <gassign *> (c.stmt);
  if (!assign || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (assign)))
    return false;
  class loop *loop = gimple_bb (assign)->loop_father;
  /* Only a loop GCC 12's vectorizer may take: one exit, no call with
     side effects.  A pure call, like strlen in a loop condition, may
     move out itself.  A search loop that breaks out and calls, as
     libiberty's htab_find_slot_with_hash, does not vectorize.  */
  if (loop->inner || c.dest != loop || !single_exit (loop))
    return false;
  if (lim_loop_makes_calls_p (loop))
    return false;
  tree lhs = gimple_assign_lhs (assign);
  tree rhs = gimple_assign_rhs1 (assign);
  return (INTEGRAL_TYPE_P (TREE_TYPE (lhs))
	  && INTEGRAL_TYPE_P (TREE_TYPE (rhs))
	  && (TYPE_PRECISION (TREE_TYPE (lhs))
	      < TYPE_PRECISION (TREE_TYPE (rhs))));
}

/* Return true if candidate C, which moves only for the vectorizer
   (hoist_narrowing_for_vector_p), stays because its loop is short of
   registers, recording in C the values the loop would keep in them.  A
   vectorizable loop has few values live around it.  One with more than
   the target has registers for does not vectorize.  In the scalar loop
   the conversion saves at most one instruction per iteration, and none
   where it truncates for free, as on x86-64.  Hoisted, its value takes
   a register throughout the loop.  */

static bool
hoist_regs_refused_p (hoist_state *st, hoist_cand &c)
{
  unsigned live;
  class loop *loop = gimple_bb (c.stmt)->loop_father;
  if (!hoist_regs_short_p (st, loop, TREE_TYPE (gimple_get_lhs (c.stmt)),
			   &live))
    return false;
  c.regs_live = live;
  return true;
}

/* Decide which candidates move, and how far (GCC's cost model).  A
   candidate moves out of its DEST when its cost reaches lim-expensive,
   with that of the invariant statements of its loop computing its
   operands.  The candidates computing its operands move with it, as far
   as it does.  A cheap candidate nothing needs stays.  Candidates are
   visited backwards, users before the definitions they need.  */

static void
hoist_decide (hoist_state *st)
{
  for (unsigned i = st->cands.length (); i-- > 0;)
    {
      hoist_cand &c = st->cands[i];
      /* The invariant part of a regrouped chain must leave (it only
	 pays outside the loop), however cheap (licm-reassoc.cc).  */
      if (c.cost >= (unsigned) param_lim_expensive
	  || (hoist_narrowing_for_vector_p (c) && !hoist_regs_refused_p (st, c))
	  || reassoc_made_p (c.stmt))
	c.target = c.dest;
      if (!c.target)
	continue;
      /* A statement that may trap must still run in every entry of the
	 loop it leaves; out of DEST it does.  */
      if (c.target != c.dest && !c.cond
	  && hoist_needs_guarantee_p (c.stmt)
	  && !lim_guaranteed_p (c.stmt, c.target))
	c.target = c.dest;
      ssa_op_iter iter;
      use_operand_p use;
      FOR_EACH_PHI_OR_STMT_USE (use, c.stmt, iter, SSA_OP_USE)
	hoist_require (st, USE_FROM_PTR (use), c.target);
      if (c.cond)
	{
	  hoist_require (st, gimple_cond_lhs (c.cond), c.target);
	  hoist_require (st, gimple_cond_rhs (c.cond), c.target);
	}
    }
}

/* Return true if the value of candidate C, which moves, is used by a
   statement that does not move with it.  C is then the last of the chain
   that moves, the one its remark names.  The remark names '&a[i]', not
   also 'i * 4' and the conversion of i.  */

static bool
hoist_feeds_stay_p (hoist_state *st, const hoist_cand &c)
{
  tree lhs = gimple_get_lhs (c.stmt);
  imm_use_iterator ui;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, ui, lhs)
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      tree def = gimple_get_lhs (use);
      hoist_cand *d = (def && TREE_CODE (def) == SSA_NAME
		       ? hoist_cand_of (st, def) : NULL);
      if (!d || !d->target)
	return true;
    }
  return false;
}

/* Ask, for each candidate that moves, whether it runs in every entry of
   the loop it leaves, before anything moves.  The answer may need
   finite_loop_p of a subloop.  Its analysis of the subloop's iterations
   (SCEV) must not meet a definition waiting on an edge: it would crash
   (hoist-late-2.c).  */

static void
hoist_ask_guarantees (hoist_state *st)
{
  for (hoist_cand &c : st->cands)
    c.speculated = (c.target && !is_a <gphi *> (c.stmt)
		    && !lim_guaranteed_p (c.stmt, c.target));
}

/* Move the candidates that hoist_decide chose, in walk order, so that
   definitions reach the preheaders before their uses; report the ones
   that stay.  */

static void
hoist_execute (hoist_state *st)
{
  hoist_ask_guarantees (st);
  for (hoist_cand &c : st->cands)
    {
      class loop *loop = gimple_bb (c.stmt)->loop_father;
      if (!c.target)
	{
	  if (dump_file && (dump_flags & TDF_DETAILS) && c.regs_live)
	    {
	      fprintf (dump_file, "Not moving invariant statement from "
		       "loop %d: cost %u is below lim-expensive %d and the "
		       "loop is short of registers (%u live across it, %u "
		       "available)\n  ", loop->num, c.cost,
		       param_lim_expensive, c.regs_live,
		       (lim_loop_makes_calls_p (loop) ? target_clobbered_regs
			: target_avail_regs) - target_res_regs);
	      print_gimple_stmt (dump_file, c.stmt, 0, TDF_SLIM);
	    }
	  else if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "Not moving invariant statement from "
		       "loop %d: cost %u is below lim-expensive %d and "
		       "nothing expensive needs it\n  ", loop->num, c.cost,
		       param_lim_expensive);
	      print_gimple_stmt (dump_file, c.stmt, 0, TDF_SLIM);
	    }
	  continue;
	}
      if (gphi *phi = dyn_cast <gphi *> (c.stmt))
	{
	  hoist_move_phi (st, phi, c.cond, c.tval, c.fval, c.target);
	  continue;
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (c.stmt);
      hoist_move (st, &gsi, c.stmt, c.target, c.speculated, c.cost,
		  dump_enabled_p () && hoist_feeds_stay_p (st, c));
    }
}

/* Hoist loop-invariant statements of FUN to the preheaders of the
   outermost loops they are invariant in.  Return TODO flags.  */

unsigned int
hoist_loops (function *fun)
{
  hoist_state st;
  st.dest.safe_grow_cleared (num_ssa_names);
  st.cand_index.safe_grow_cleared (num_ssa_names);
  st.count = 0;
  st.todo = 0;
  /* Find the invariant statements, as far out as each may move ...  */
  hoist_walk (&st, fun);
  /* ... decide which are worth moving, and how far ...  */
  hoist_require_uses (&st, fun);
  hoist_decide (&st);
  /* ... and move them.  */
  hoist_execute (&st);
  if (st.count)
    statistics_counter_event (fun, "Hoisted statements", st.count);
  return st.todo;
}
