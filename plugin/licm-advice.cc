/* looplicm: advice in missed-optimization remarks.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   A missed remark names the statement that blocks a move (the writer,
   licm-remark.cc).  The user may be able to lift that block by a
   declaration.  Then the remark says how, in parentheses after it:

     (if the two never overlap, restrict-qualify 'a' and 'b')
     (its body writes no memory: declare it pure)

   Advice is a promise that following it is safe and would help, so it
   is given only where both are known:

   1. The writer is the only statement of the loop that blocks the move
      (advice_sole_blocker_p).  Advice that lifts one of two blocks
      changes nothing the user can see.
   2. restrict: the two accesses are addressed from pointer parameters
      of the function whose source they are in.  One at least is not yet
      restrict.  They are never both from one parameter: restrict cannot
      tell a pointer from itself.  The user knows whether they overlap;
      the advice says "if".
   3. pure or const: the called function is the user's.  It is not a
      built-in, not declared in a system header, not an allocator, and
      not pure yet.  GCC's summary of its body in this file shows that it
      writes no memory and returns.  Where any access blocks (store
      motion), a read blocks too.  There only const, a body that reads no
      memory, is advice that would help.

   Nothing is advised otherwise: a store to a local object, a call that
   writes the location through a pointer it is given, a library
   function.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "tree-ssa-alias.h"
#include "pretty-print.h"
#include "dumpfile.h"
#include "input.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* How many steps a pointer's root may take.  */
#define ADVICE_MAX_STEPS 8

/* Loops with more statements than this get no advice: proving a writer
   the only blocker would cost a query per statement.  */
#define ADVICE_MAX_STMTS 2000

/* Return true if STMT, a statement of the loop other than WRITER, also
   blocks the move that WRITER blocks on BLOCKED, for BLOCK.  */

static bool
advice_blocks_p (gimple *stmt, tree blocked, ao_ref *ref,
		 enum looplicm_block block)
{
  if (block == LOOPLICM_BLOCK_CALLS)
    return (is_gimple_call (stmt) && gimple_vuse (stmt)
	    && !gimple_call_internal_p (stmt));
  /* The location's own accesses are what is to move.  */
  if (gimple_assign_single_p (stmt) && !POINTER_TYPE_P (TREE_TYPE (blocked)))
    {
      tree op = (gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
		 : gimple_assign_rhs1 (stmt));
      if (operand_equal_p (op, blocked, 0) || lim_same_ref_p (op, blocked))
	return false;
    }
  if (gimple_vdef (stmt) && stmt_may_clobber_ref_p_1 (stmt, ref))
    return true;
  return (block == LOOPLICM_BLOCK_ACCESS
	  && ref_maybe_used_by_stmt_p (stmt, ref));
}

/* Return true if WRITER is the only statement of LOOP that blocks the
   move of BLOCKED, as BLOCK says; false where unsure.  BLOCKED is a
   reference, or a pointer whose target a call reads.  It is NULL_TREE
   for versioning, which any call that accesses memory blocks.  */

static bool
advice_sole_blocker_p (class loop *loop, gimple *writer, tree blocked,
		       enum looplicm_block block)
{
  ao_ref ref;
  if (block != LOOPLICM_BLOCK_CALLS)
    {
      if (!blocked)
	return false;
      if (POINTER_TYPE_P (TREE_TYPE (blocked)))
	ao_ref_init_from_ptr_and_size (&ref, blocked, NULL_TREE);
      else
	ao_ref_init (&ref, blocked);
    }
  basic_block *bbs = get_loop_body (loop);
  bool sole = true;
  unsigned seen = 0;
  for (unsigned i = 0; i < loop->num_nodes && sole; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && sole; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (stmt == writer || !gimple_vuse (stmt) || looplicm_made_p (stmt))
	  continue;
	if (++seen > ADVICE_MAX_STMTS
	    || advice_blocks_p (stmt, blocked, &ref, block))
	  sole = false;
      }
  free (bbs);
  return sole;
}

/* Return the pointer parameter of R's source function that REF's
   address (or pointer REF) is computed from by adding offsets to it, or
   by taking the address of a part of what it points to (&p->f[i]).
   NULL_TREE if it is computed otherwise.  */

static tree
advice_pointer_root (looplicm_remark *r, tree ref)
{
  tree ptr = ref;
  for (int step = 0; step < ADVICE_MAX_STEPS; step++)
    {
      if (!POINTER_TYPE_P (TREE_TYPE (ptr)) || TREE_CODE (ptr) == ADDR_EXPR)
	{
	  tree base = get_base_address (TREE_CODE (ptr) == ADDR_EXPR
					? TREE_OPERAND (ptr, 0) : ptr);
	  if (!base || TREE_CODE (base) != MEM_REF)
	    return NULL_TREE;
	  ptr = TREE_OPERAND (base, 0);
	  continue;
	}
      if (TREE_CODE (ptr) != SSA_NAME)
	return NULL_TREE;
      tree var = SSA_NAME_VAR (ptr);
      if (var && TREE_CODE (var) == PARM_DECL && SSA_NAME_IS_DEFAULT_DEF (ptr))
	return looplicm_remark_visible_p (r, var) ? var : NULL_TREE;
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!def)
	return NULL_TREE;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code != POINTER_PLUS_EXPR && code != SSA_NAME
	  && code != ADDR_EXPR && !CONVERT_EXPR_CODE_P (code))
	return NULL_TREE;
      ptr = gimple_assign_rhs1 (def);
    }
  return NULL_TREE;
}

/* Print the advice to restrict-qualify the pointer parameters of R's
   source function that BLOCKED and the reference WRITTEN are addressed
   through, where GCC then tells the two apart.  One side at least must
   be a parameter that no restrict qualifies yet.  The other side must
   be another parameter of that kind, a variable, or a pointer computed
   otherwise.  Not for two accesses through one parameter, which
   restrict cannot separate, nor where a restrict parameter already
   should.  */

static void
advice_restrict (looplicm_remark *r, tree blocked, tree written)
{
  tree a = blocked ? advice_pointer_root (r, blocked) : NULL_TREE;
  tree b = advice_pointer_root (r, written);
  if ((!a && !b) || a == b
      || (a && TYPE_RESTRICT (TREE_TYPE (a)))
      || (b && TYPE_RESTRICT (TREE_TYPE (b))))
    return;
  pp_string (r->m_pp, " (if the two never overlap, restrict-qualify '");
  looplicm_remark_name (r->m_pp, a ? a : b);
  if (a && b)
    {
      pp_string (r->m_pp, "' and '");
      looplicm_remark_name (r->m_pp, b);
    }
  pp_string (r->m_pp, "')");
}

/* Print the advice to declare FN, called by CALL, pure or const, where
   that is true and would lift a block of kind BLOCK (rule 3).  */

static void
advice_pure (looplicm_remark *r, gcall *call, tree fn,
	     enum looplicm_block block)
{
  bool is_const;
  /* A clone's body ("f.constprop") is the source's specialised to some
     calls: what it does not write, the source function may.  */
  if (!fn || !DECL_NAME (fn)
      || strchr (IDENTIFIER_POINTER (DECL_NAME (fn)), '.')
      || fndecl_built_in_p (fn) || DECL_IS_MALLOC (fn)
      || in_system_header_at (DECL_SOURCE_LOCATION (fn))
      || (gimple_call_flags (call) & (ECF_PURE | ECF_CONST))
      || !summary_function_pure_p (fn, &is_const))
    return;
  if (is_const)
    pp_string (r->m_pp, " (its body accesses no memory: declare it const)");
  else if (block != LOOPLICM_BLOCK_ACCESS)
    pp_string (r->m_pp, " (its body writes no memory: declare it pure)");
}

/* Print into remark R what could lift WRITER's block, of kind BLOCK, on
   BLOCKED in LOOP (as for looplicm_remark_writer), where following the
   advice is safe and would help; nothing otherwise.  */

void
looplicm_remark_advice (looplicm_remark *r, class loop *loop, gimple *writer,
			tree blocked, enum looplicm_block block)
{
  gcall *call = dyn_cast <gcall *> (writer);
  bool store_or_load = (gimple_assign_single_p (writer) && gimple_vuse (writer)
			&& looplicm_stmt_function (writer) == r->m_origin);
  if ((!call && !store_or_load)
      || !advice_sole_blocker_p (loop, writer, blocked, block))
    return;
  if (call)
    advice_pure (r, call, gimple_call_fndecl (call), block);
  else
    advice_restrict (r, blocked,
		     (gimple_vdef (writer) ? gimple_assign_lhs (writer)
		      : gimple_assign_rhs1 (writer)));
}
