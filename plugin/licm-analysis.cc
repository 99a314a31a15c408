/* looplicm: analyses shared by hoisting, sinking and store motion.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   For every canonical loop this file records
     - the statements that may write memory (stores, calls with side
       effects, asm with a VDEF) of its blocks in no canonical subloop;
     - its nearest canonical subloops, which hold the others;
     - the exiting blocks;
     - the blocks that may stop an iteration before a later statement
       runs: a call that may not return or may throw, a statement that may
       throw, a volatile asm, or a block of a subloop that may not be
       finite (asked only when a query needs it).
   Each block is looked at once, for the innermost canonical loop that
   holds it; a loop then takes in what its subloops found.
   From these it answers the questions of the legality rules of
   docs/THEORY.md, section 2:
     lim_may_write_p      may a statement of LOOP write REF?  (GCC's alias
			  oracle, asked per statement, calls included; the
			  answers kept per loop and location, a subloop's
			  reused by the loops around it)
     lim_guaranteed_p     does STMT execute in every entry of LOOP?
			  (definition 7), in constant time per query with
			  the nearest common dominators of the exits and of
			  the blocked blocks
     lim_uses_maybe_undef_p  may STMT use an undefined value?  (the names
			  GCC 13's mark_ssa_maybe_undefs marks, computed
			  once per function)

   Alias queries are capped per loop (LIM_QUERY_BUDGET).  Past the cap the
   answer is "may write", so the cost of a loop with L loads and W writers
   stays linear in its size once L * W exceeds the budget.  */

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
#include "tree-eh.h"
#include "tree-dfa.h"
#include "tree-ssa.h"
#include "tree-ssa-loop-niter.h"
#include "gimple-pretty-print.h"
#include "tree-affine.h"
#include "trans-mem.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* Alias queries one loop may ask before every further answer is "may
   write".  */
#define LIM_QUERY_BUDGET 20000

/* What the analysis knows about one loop.  */

struct lim_loop_data
{
  /* Statements that may write memory, of the blocks of the loop that are
     in no analysed subloop.  */
  auto_vec<gimple *> writers;
  /* For each of WRITERS that is a plain store, the location it writes
     (its base and extent computed once, not at every query); for the
     others a reference of NULL_TREE.  */
  auto_vec<ao_ref> writer_refs;
  /* The nearest analysed loops inside the loop, which hold its other
     statements.  What they may write, the loop may write.  Their answers
     are kept (lim_may_write_p), so a statement is asked about once per
     location, not again at every level of a nest.  */
  auto_vec<class loop *> subs;
  /* Exiting blocks of the loop.  */
  auto_vec<basic_block> exiting;
  /* The blocks of the loop in no analysed subloop with a statement that
     may stop an iteration.  */
  auto_vec<basic_block> blocked;
  /* Whether EXITS_DOM and BLOCKED_DOM are computed (lim_doms): only
     lim_guaranteed_p needs them, and not for every loop.  */
  bool doms;
  /* The nearest common dominator of the latch and the exiting blocks: a
     block dominates them all iff it dominates this one.  */
  basic_block exits_dom;
  /* The nearest common dominator of the blocks with a statement that may
     stop an iteration (BLOCKED and those of the analysed subloops), or
     NULL.  The blocks of a subloop that may not be finite stop it too:
     lim_guaranteed_p asks about those only when it needs to
     (finite_loop_p estimates the subloop's iterations).  */
  basic_block blocked_dom;
  /* Alias queries asked so far.  */
  unsigned queries;
  /* Whether the loop calls a function that may have side effects.  */
  bool calls;
  /* Whether an assignment of the loop stores to memory.  */
  bool stores;
  /* lim_may_write_p's answers, per location (lim_write_hasher).  */
  hash_table<struct lim_write_hasher> *written;
};

/* A location and whether a statement of a loop may write it (WRITER, or
   NULL when the query budget ran out), as lim_may_write_p answered.  */

struct lim_write_answer
{
  /* The reference and its hash (lim_ref_hash).  */
  tree ref;
  hashval_t hash;
  /* The answer.  */
  bool may;
  gimple *writer;
};

/* The same location: the same reference tree (lim_same_ref_p), or equal
   references (operand_equal_p) of compatible types with the same alias
   sets, which the oracle and the affine test answer alike.  Every query
   comes from ao_ref_init, so the alias sets are those of the trees.  */

struct lim_write_hasher : nofree_ptr_hash <lim_write_answer>
{
  static hashval_t hash (const lim_write_answer *a) { return a->hash; }
  static bool equal (const lim_write_answer *a, const lim_write_answer *b)
  {
    if (lim_same_ref_p (a->ref, b->ref))
      return true;
    if (!types_compatible_p (TREE_TYPE (a->ref), TREE_TYPE (b->ref))
	|| !operand_equal_p (a->ref, b->ref, 0))
      return false;
    ao_ref ra, rb;
    ao_ref_init (&ra, a->ref);
    ao_ref_init (&rb, b->ref);
    return (ao_ref_alias_set (&ra) == ao_ref_alias_set (&rb)
	    && ao_ref_base_alias_set (&ra) == ao_ref_base_alias_set (&rb));
  }
};

/* Return the hash of the operand T of a reference: an SSA name by its
   version, a decl by its uid, a constant by its low bits.  */

static inline hashval_t
lim_operand_hash (tree t)
{
  if (!t)
    return 0;
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      return SSA_NAME_VERSION (t);
    case INTEGER_CST:
      return (hashval_t) TREE_INT_CST_LOW (t);
    case ADDR_EXPR:
      return lim_mix_hash (ADDR_EXPR,
			   lim_operand_hash (TREE_OPERAND (t, 0)));
    default:
      if (DECL_P (t))
	return DECL_UID (t);
      return TREE_CODE (t);
    }
}

/* Return a hash of the memory reference REF that equal references
   (lim_same_ref_p, operand_equal_p) share.  It covers the codes of its
   components, their fields and constant or SSA indices, its base and
   the offset of a MEM_REF.  It is cheaper than iterative_hash_expr,
   which hashes every node.  */

hashval_t
lim_ref_hash (tree ref)
{
  hashval_t h = 0;
  tree t = ref;
  for (; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      h = lim_mix_hash (h, TREE_CODE (t));
      /* The field, or the index.  */
      if (TREE_CODE (t) == COMPONENT_REF || TREE_CODE (t) == ARRAY_REF
	  || TREE_CODE (t) == ARRAY_RANGE_REF)
	h = lim_mix_hash (h, lim_operand_hash (TREE_OPERAND (t, 1)));
    }
  h = lim_mix_hash (h, TREE_CODE (t));
  if (TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
    {
      h = lim_mix_hash (h, lim_operand_hash (TREE_OPERAND (t, 0)));
      if (TREE_CODE (t) == MEM_REF)
	h = lim_mix_hash (h, lim_operand_hash (TREE_OPERAND (t, 1)));
    }
  else
    h = lim_mix_hash (h, lim_operand_hash (t));
  return h;
}

/* Return true if the operands A and B of two references are the same: the
   same tree, or constants of one type and value, or addresses of the same
   decl of one type.  */

static inline bool
lim_same_operand_p (tree a, tree b)
{
  if (a == b)
    return true;
  if (!a || !b || TREE_CODE (a) != TREE_CODE (b)
      || TREE_TYPE (a) != TREE_TYPE (b))
    return false;
  if (TREE_CODE (a) == INTEGER_CST)
    return wi::to_wide (a) == wi::to_wide (b);
  if (TREE_CODE (a) == ADDR_EXPR)
    return (TREE_OPERAND (a, 0) == TREE_OPERAND (b, 0)
	    && DECL_P (TREE_OPERAND (a, 0)));
  return false;
}

/* Return true if the memory references A and B are the same tree in
   structure.  They must have the same codes and types, fields, indices,
   base and dependence info, and no side effects.  A MEM_REF offset must
   be the same, of the same type, which carries its alias set.  Such
   references are operand_equal_p and have the same alias sets.  The test
   is much cheaper.  When it fails, the caller asks operand_equal_p.  */

bool
lim_same_ref_p (tree a, tree b)
{
  while (true)
    {
      if (a == b)
	return true;
      if (TREE_CODE (a) != TREE_CODE (b) || TREE_TYPE (a) != TREE_TYPE (b)
	  || TREE_SIDE_EFFECTS (a) || TREE_SIDE_EFFECTS (b)
	  || TREE_THIS_VOLATILE (a) || TREE_THIS_VOLATILE (b))
	return false;
      switch (TREE_CODE (a))
	{
	case COMPONENT_REF:
	  if (TREE_OPERAND (a, 1) != TREE_OPERAND (b, 1)
	      || TREE_OPERAND (a, 2) || TREE_OPERAND (b, 2))
	    return false;
	  break;
	case ARRAY_REF:
	case ARRAY_RANGE_REF:
	  if (!lim_same_operand_p (TREE_OPERAND (a, 1), TREE_OPERAND (b, 1))
	      || TREE_OPERAND (a, 2) != TREE_OPERAND (b, 2)
	      || TREE_OPERAND (a, 3) != TREE_OPERAND (b, 3))
	    return false;
	  break;
	case REALPART_EXPR:
	case IMAGPART_EXPR:
	  break;
	case MEM_REF:
	  return (lim_same_operand_p (TREE_OPERAND (a, 0),
				      TREE_OPERAND (b, 0))
		  && lim_same_operand_p (TREE_OPERAND (a, 1),
					 TREE_OPERAND (b, 1))
		  && MR_DEPENDENCE_CLIQUE (a) == MR_DEPENDENCE_CLIQUE (b)
		  && MR_DEPENDENCE_BASE (a) == MR_DEPENDENCE_BASE (b));
	default:
	  /* Different decls, or anything else: not known to be the same
	     here.  */
	  return false;
	}
      a = TREE_OPERAND (a, 0);
      b = TREE_OPERAND (b, 0);
    }
}

/* A memory reference's address as lim_refs_cannot_overlap_p compares it:
   its affine combination, expanded, and the size of the access.  */

struct lim_affine_ref
{
  aff_tree off;
  poly_widest_int size;
};

/* What the analysis keeps for the function being compiled, from
   lim_initialize to lim_finalize.  */

struct lim_state
{
  /* The function being analysed.  */
  function *fun;
  /* Per-loop data, indexed by loop number; NULL for loops not
     analysed.  */
  vec<lim_loop_data *> data;
  /* For each block of a loop, the first statement that may stop an
     iteration; statements are numbered by gimple_uid within their block,
     so "before STMT" is a comparison.  */
  hash_map<basic_block, gimple *> first_stop;
  /* Blocks of analysed loops holding a call that may write memory.  */
  bitmap call_blocks;
  /* SSA versions of the names of FUN whose value may be undefined
     (lim_mark_undefs).  One is the default definition of a local
     variable never assigned.  Another is a PHI merging one on a path
     where nothing used it before.  Names made after lim_analyze are in
     no block the analysis saw, and are not set.  */
  bitmap maybe_undefs;
  /* finite_loop_p per loop number: 0 unknown, 1 finite, 2 not; asked
     for every block of a subloop.  */
  vec<unsigned char> finite;
  /* The answers of every loop's table (lim_may_write_p), freed at
     once.  */
  struct obstack answers;
  /* lim_parm_escapes_p's answer per restrict parameter of FUN, asked for
     every call and store of a loop.  */
  hash_map<tree, bool> parm_escapes;
  /* Expansions of SSA names into affine combinations, for
     lim_refs_cannot_overlap_p; freed by lim_release_affine.  */
  hash_map<tree, name_expansion *> *affine_cache;
  /* The references lim_refs_cannot_overlap_p has looked at (versioning
     asks about each several times); freed by lim_release_affine.  */
  hash_map<tree, lim_affine_ref *> *affine_refs;
};

/* The state of the function being compiled.  Every transformation, and
   versioning, asks its questions (lim_may_write_p, lim_guaranteed_p)
   through looplicm.h's functions, which take no state.  So it is reached
   here, as GCC's lim reaches its memory_accesses.  */
static lim_state *lim;

/* Return true if CALL is a memory or string builtin, which returns to its
   caller whenever its behaviour is defined (unlike printf, which may
   block, or exit).  */

bool
lim_builtin_returns_p (gcall *call)
{
  if (!gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (gimple_call_fndecl (call)))
    {
    case BUILT_IN_MEMSET:
    case BUILT_IN_MEMCPY:
    case BUILT_IN_MEMMOVE:
    case BUILT_IN_MEMCMP:
    case BUILT_IN_BZERO:
    case BUILT_IN_STRLEN:
    case BUILT_IN_STRCPY:
    case BUILT_IN_STRNCPY:
    case BUILT_IN_STRCMP:
    case BUILT_IN_STRNCMP:
    case BUILT_IN_STRCHR:
      return true;
    default:
      return false;
    }
}

/* Return true if STMT may keep control from reaching the statement after
   it.  That is a call that may not return, loop forever or throw.  It is
   also any statement that may throw, or a volatile asm.  FLAGS are
   gimple_call_flags of a call.  */

static bool
lim_stmt_may_not_return_p (gimple *stmt, int flags)
{
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      if (flags & (ECF_LOOPING_CONST_OR_PURE | ECF_NORETURN
		   | ECF_RETURNS_TWICE))
	return true;
      if (!(flags & (ECF_CONST | ECF_PURE)) && !lim_builtin_returns_p (call)
	  && !summary_call_returns_p (call))
	return true;
    }
  else if (gasm *as = dyn_cast <gasm *> (stmt))
    {
      if (gimple_asm_volatile_p (as) || gimple_vdef (as))
	return true;
    }
  return stmt_could_throw_p (lim->fun, stmt);
}

/* Return the data of LOOP, or NULL when LOOP was not analysed.  */

static lim_loop_data *
lim_get (class loop *loop)
{
  if ((unsigned) loop->num >= lim->data.length ())
    return NULL;
  return lim->data[loop->num];
}

/* Return finite_loop_p (LOOP), asking it once.  */

static bool
lim_finite_loop_p (class loop *loop)
{
  if ((unsigned) loop->num >= lim->finite.length ())
    lim->finite.safe_grow_cleared (loop->num + 1);
  if (!lim->finite[loop->num])
    lim->finite[loop->num] = finite_loop_p (loop) ? 1 : 2;
  return lim->finite[loop->num] == 1;
}

/* Return the innermost analysed loop among L and the loops around it, or
   NULL.  */

static inline class loop *
lim_analysed_from (class loop *l)
{
  for (; l && loop_outer (l); l = loop_outer (l))
    if (lim_get (l))
      return l;
  return NULL;
}

/* Return the nearest common dominator of A and B, either of which may be
   NULL.  */

static inline basic_block
lim_common_dominator (basic_block a, basic_block b)
{
  if (!a || a == b)
    return b;
  if (!b)
    return a;
  return nearest_common_dominator (CDI_DOMINATORS, a, b);
}

/* Compute the dominator summaries of LOOP's data D and of its analysed
   subloops, once.  */

static void
lim_doms (class loop *loop, lim_loop_data *d)
{
  if (d->doms)
    return;
  d->doms = true;
  basic_block exits = loop->latch;
  for (basic_block x : d->exiting)
    exits = lim_common_dominator (exits, x);
  d->exits_dom = exits;
  basic_block blocked = NULL;
  for (basic_block b : d->blocked)
    blocked = lim_common_dominator (blocked, b);
  for (class loop *sub : d->subs)
    {
      lim_loop_data *sd = lim_get (sub);
      lim_doms (sub, sd);
      blocked = lim_common_dominator (blocked, sd->blocked_dom);
    }
  d->blocked_dom = blocked;
}

static void lim_add_exiting (class loop *, lim_loop_data *, basic_block);

/* Return new, empty data for LOOP.  */

static lim_loop_data *
lim_new_loop_data (class loop *loop)
{
  lim_loop_data *d = new lim_loop_data;
  d->queries = 0;
  d->calls = false;
  d->stores = false;
  d->written = NULL;
  d->doms = false;
  d->blocked_dom = NULL;
  d->exits_dom = NULL;
  return d;
}

/* Add BB, a block of LOOP in no analysed subloop of it, to LOOP's data D:
   its writers, calls, stores, statements that may stop an iteration, and
   whether it exits LOOP.  */

static void
lim_analyze_block (class loop *loop, lim_loop_data *d, basic_block bb)
{
  bool blocked = false;
  unsigned uid = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      gimple_set_uid (stmt, ++uid);
      if (is_gimple_debug (stmt))
	continue;
      if (gimple_vdef (stmt))
	{
	  ao_ref wref;
	  ao_ref_init (&wref, NULL_TREE);
	  if (gimple_assign_single_p (stmt))
	    ao_ref_init (&wref, gimple_assign_lhs (stmt));
	  d->writers.safe_push (stmt);
	  d->writer_refs.safe_push (wref);
	  d->stores |= gimple_assign_single_p (stmt);
	  if (is_gimple_call (stmt))
	    bitmap_set_bit (lim->call_blocks, bb->index);
	}
      int flags = 0;
      if (gcall *call = dyn_cast <gcall *> (stmt))
	{
	  flags = gimple_call_flags (call);
	  d->calls |= (!gimple_call_internal_p (call)
		       && !(flags & (ECF_CONST | ECF_PURE)));
	}
      if (lim_stmt_may_not_return_p (stmt, flags))
	{
	  blocked = true;
	  if (!lim->first_stop.get (bb))
	    lim->first_stop.put (bb, stmt);
	}
    }
  if (blocked)
    d->blocked.safe_push (bb);
  lim_add_exiting (loop, d, bb);
}

/* Record BB, a block of LOOP, as an exiting block of LOOP in D if it has
   a successor outside LOOP.  */

static void
lim_add_exiting (class loop *loop, lim_loop_data *d, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (!flow_bb_inside_loop_p (loop, e->dest))
      {
	d->exiting.safe_push (bb);
	return;
      }
}

/* Return true if a statement other than a PHI or a debug bind uses VAR
   in a block that dominates BB.  Then every path to the end of BB has
   used VAR's value, which is therefore defined there.  Only a copy, such
   as a PHI, may carry an indeterminate value without undefined
   behaviour.  */

static bool
lim_use_dominates_p (tree var, basic_block bb)
{
  imm_use_iterator iter;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_FAST (use_p, iter, var)
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use) || gimple_code (use) == GIMPLE_PHI)
	continue;
      if (dominated_by_p (CDI_DOMINATORS, bb, gimple_bb (use)))
	return true;
    }
  return false;
}

/* Fill LIM_MAYBE_UNDEFS for FUN, as GCC 13's mark_ssa_maybe_undefs.
   First come the undefined default definitions.  Then comes every PHI
   with one of them (or a PHI so marked) as its argument, on an edge no
   use of it dominates.  */

static void
lim_mark_undefs (function *fun)
{
  auto_vec<tree> queue;
  unsigned i;
  tree var;
  FOR_EACH_SSA_NAME (i, var, fun)
    if (!virtual_operand_p (var) && ssa_undefined_value_p (var, false))
      {
	bitmap_set_bit (lim->maybe_undefs, SSA_NAME_VERSION (var));
	queue.safe_push (var);
      }
  while (!queue.is_empty ())
    {
      var = queue.pop ();
      imm_use_iterator iter;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, iter, var)
	{
	  gphi *phi = dyn_cast <gphi *> (USE_STMT (use_p));
	  if (!phi)
	    continue;
	  tree def = gimple_phi_result (phi);
	  if (virtual_operand_p (def)
	      || bitmap_bit_p (lim->maybe_undefs, SSA_NAME_VERSION (def)))
	    continue;
	  edge e = gimple_phi_arg_edge (phi, phi_arg_index_from_use (use_p));
	  if (lim_use_dominates_p (var, e->src))
	    continue;
	  bitmap_set_bit (lim->maybe_undefs, SSA_NAME_VERSION (def));
	  queue.safe_push (def);
	}
    }
}

/* Return true if OP is an SSA name whose value may be undefined (GCC
   13's ssa_name_maybe_undef_p).  */

bool
lim_maybe_undef_p (tree op)
{
  return (op && TREE_CODE (op) == SSA_NAME
	  && bitmap_bit_p (lim->maybe_undefs, SSA_NAME_VERSION (op)));
}

/* Return true if STMT, a statement or a PHI, uses an SSA name whose
   value may be undefined.  Run where it did not, such a use may make the
   program undefined (docs/THEORY.md, definition 6).  GCC takes a use of
   a name, other than by a PHI, for proof that the name is defined on
   every path to it, and folds on that.  In GCC's PR 107833, `e = i % 2'
   of an uninitialized i, speculated out of a branch never taken, lets a
   later pass compute a loop's exit from garbage.  */

bool
lim_uses_maybe_undef_p (gimple *stmt)
{
  ssa_op_iter iter;
  use_operand_p use;
  FOR_EACH_PHI_OR_STMT_USE (use, stmt, iter, SSA_OP_USE)
    if (lim_maybe_undef_p (USE_FROM_PTR (use)))
      return true;
  return false;
}

/* Analyse every canonical loop of FUN.  Each block is looked at once,
   for the innermost analysed loop that holds it.  Then, innermost loop
   first, each loop takes in what its analysed subloops found; their
   writers stay theirs (see SUBS).  */

void
lim_analyze (function *fun)
{
  /* gimple_in_transaction reads block flags that only this computes.  */
  if (flag_tm)
    compute_transaction_bits ();
  lim_mark_undefs (fun);
  lim->data.safe_grow_cleared (number_of_loops (fun));
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    if (canon_loop_ok_p (loop))
      lim->data[loop->num] = lim_new_loop_data (loop);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (class loop *owner = lim_analysed_from (bb->loop_father))
      lim_analyze_block (owner, lim_get (owner), bb);
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      lim_loop_data *sd = lim_get (loop);
      class loop *outer = sd ? lim_analysed_from (loop_outer (loop)) : NULL;
      if (!outer)
	continue;
      lim_loop_data *d = lim_get (outer);
      gcc_assert (d);
      d->subs.safe_push (loop);
      d->calls |= sd->calls;
      d->stores |= sd->stores;
      /* A block that leaves OUTER from LOOP leaves LOOP too.  */
      for (basic_block x : sd->exiting)
	lim_add_exiting (outer, d, x);
    }
}

/* Return true if the memory references REF1 and REF2 provably do not
   overlap (docs/THEORY.md, lemma 14).  Their addresses are taken as
   affine combinations, the SSA names expanded through their definitions.
   They must differ by a constant at least the size of the access at the
   lower address:

     _3 = p_1(D) + (sizetype) i_2(D) * 4;      *_3  and  *_8 differ by 32
     _8 = p_1(D) + (sizetype) (i_2(D) + 8) * 4;      bytes: independent

   The same test as GCC lim's mem_refs_may_alias_p, which the oracle
   alone cannot make.  Only at -O2 and above, as there.  It looks at
   addresses, not types, so it also answers store-vs-store questions.  */

/* Return REF's address as lim_refs_cannot_overlap_p compares it, made
   once per reference.  */

static lim_affine_ref *
lim_affine_of (tree ref)
{
  if (!lim->affine_refs)
    lim->affine_refs = new hash_map<tree, lim_affine_ref *>;
  bool existed;
  lim_affine_ref *&a = lim->affine_refs->get_or_insert (ref, &existed);
  if (!existed)
    {
      a = new lim_affine_ref;
      get_inner_reference_aff (ref, &a->off, &a->size);
      aff_combination_expand (&a->off, &lim->affine_cache);
    }
  return a;
}

/* Subtract the combination SUB from DIFF.  This is aff_combination_add
   of SUB scaled by -1: it adds the same elements with the same
   coefficients in the same order.  It does not scale a copy of SUB
   first, which multiplies every coefficient and costs more than the rest
   of the test.  Return false if SUB's remainder does not fit among the
   elements, where scaling would have folded it into a product: no such
   difference is constant.  */

static bool
lim_aff_subtract (aff_tree *diff, const aff_tree *sub)
{
  if (sub->rest && sub->n >= MAX_AFF_ELTS)
    return false;
  diff->offset = wi::sext (diff->offset - sub->offset,
			  TYPE_PRECISION (diff->type));
  for (unsigned i = 0; i < sub->n; i++)
    aff_combination_add_elt (diff, sub->elts[i].val, -sub->elts[i].coef);
  if (sub->rest)
    aff_combination_add_elt (diff, sub->rest, -1);
  return true;
}

bool
lim_refs_cannot_overlap_p (tree ref1, tree ref2)
{
  if (optimize < 2 || !ref1 || !ref2)
    return false;
  if (TREE_THIS_VOLATILE (ref1) || TREE_THIS_VOLATILE (ref2))
    return false;
  lim_affine_ref *a1 = lim_affine_of (ref1);
  lim_affine_ref *a2 = lim_affine_of (ref2);
  if (!known_gt (a1->size, 0) || !known_gt (a2->size, 0))
    return false;
  aff_tree diff = a2->off;
  return (lim_aff_subtract (&diff, &a1->off)
	  && aff_comb_cannot_overlap_p (&diff, a1->size, a2->size));
}

/* Return the one memory reference STMT accesses if it is a plain load
   (`x_1 = *p') or a plain store of a register or constant (`*p = x_1').
   Otherwise return NULL.  An aggregate copy `*a = *b' accesses two.  */

tree
lim_single_access (gimple *stmt)
{
  if (!gimple_assign_single_p (stmt) || gimple_has_volatile_ops (stmt))
    return NULL_TREE;
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  if (gimple_vdef (stmt))
    {
      if (TREE_CODE (lhs) == SSA_NAME
	  || !(TREE_CODE (rhs) == SSA_NAME || is_gimple_min_invariant (rhs)))
	return NULL_TREE;
      return lhs;
    }
  if (gimple_vuse (stmt) && TREE_CODE (lhs) == SSA_NAME
      && !is_gimple_min_invariant (rhs) && TREE_CODE (rhs) != SSA_NAME)
    return rhs;
  return NULL_TREE;
}

/* Forget the expansions lim_refs_cannot_overlap_p made: call after the IL
   changed.  */

void
lim_release_affine (void)
{
  if (lim->affine_cache)
    free_affine_expand_cache (&lim->affine_cache);
  if (lim->affine_refs)
    {
      for (auto it : *lim->affine_refs)
	delete it.second;
      delete lim->affine_refs;
      lim->affine_refs = NULL;
    }
}

/* Start the analysis of FUN: no loop is analysed yet.  */

void
lim_initialize (function *fun)
{
  gcc_assert (!lim);
  lim = new lim_state;
  lim->fun = fun;
  lim->data = vNULL;
  lim->call_blocks = BITMAP_ALLOC (NULL);
  lim->maybe_undefs = BITMAP_ALLOC (NULL);
  lim->finite = vNULL;
  gcc_obstack_init (&lim->answers);
  lim->affine_cache = NULL;
  lim->affine_refs = NULL;
}

/* Free the analysis.  */

void
lim_finalize (void)
{
  lim_release_affine ();
  for (lim_loop_data *d : lim->data)
    if (d)
      {
	delete d->written;
	delete d;
      }
  lim->data.release ();
  obstack_free (&lim->answers, NULL);
  lim->finite.release ();
  BITMAP_FREE (lim->call_blocks);
  BITMAP_FREE (lim->maybe_undefs);
  delete lim;
  lim = NULL;
}

/* Return true if LOOP was analysed (it is canonical).  */

bool
lim_loop_analyzed_p (class loop *loop)
{
  return lim_get (loop) != NULL;
}

/* Return true if STMT is a call to alloca, which GCC's lim takes for a
   statement that may write any memory: it moves the stack pointer in the
   loop.  The oracle says it writes nothing.  Loads still stay on their
   side of it, as in GCC's lim: a load moved across it does not pay on
   real code.  So it blocks like any opaque writer.  */

bool
lim_opaque_writer_p (gimple *stmt)
{
  return (gimple_call_builtin_p (stmt, BUILT_IN_ALLOCA)
	  || gimple_call_builtin_p (stmt, BUILT_IN_ALLOCA_WITH_ALIGN)
	  || gimple_call_builtin_p (stmt, BUILT_IN_ALLOCA_WITH_ALIGN_AND_MAX));
}

/* Return true if a statement of LOOP may write the memory REF.  Set
   *WRITER to the first such statement, or to NULL when the query budget
   ran out.  */

static bool lim_may_write_p_1 (lim_loop_data *, ao_ref *, gimple **);
static bool lim_may_write_call_uses_p_1 (lim_loop_data *, gcall *,
					 gimple **);

bool
lim_may_write_p (class loop *loop, ao_ref *ref, gimple **writer)
{
  lim_loop_data *d = lim_get (loop);
  *writer = NULL;
  if (!d)
    return true;
  /* The loop's writers stay what they are while the answers are used:
     sinking and hoisting move no store.  So each location is asked once
     per loop.  A location is read by several statements, and a load of a
     nest is asked about at every level.  */
  if (!d->written)
    d->written = new hash_table<lim_write_hasher> (16);
  lim_write_answer key;
  key.ref = ref->ref;
  key.hash = lim_ref_hash (ref->ref);
  lim_write_answer **slot = d->written->find_slot (&key, INSERT);
  if (!*slot)
    {
      lim_write_answer *a = XOBNEW (&lim->answers, lim_write_answer);
      *a = key;
      a->may = lim_may_write_p_1 (d, ref, &a->writer);
      *slot = a;
    }
  *writer = (*slot)->writer;
  return (*slot)->may;
}

/* lim_may_write_p for the loop of D, without its answer kept: its own
   writers, then its analysed subloops (their answers kept).  */

static bool
lim_may_write_p_1 (lim_loop_data *d, ao_ref *ref, gimple **writer)
{
  *writer = NULL;
  for (unsigned i = 0; i < d->writers.length (); i++)
    {
      gimple *w = d->writers[i];
      if (++d->queries > LIM_QUERY_BUDGET)
	return true;
      /* A plain store: what stmt_may_clobber_ref_p_1 asks, with the
	 store's location analysed once.  The affine test only where the
	 oracle failed: it costs more (W writes only its left-hand side,
	 whatever it reads).  */
      ao_ref *wref = &d->writer_refs[i];
      if (wref->ref)
	{
	  if (refs_may_alias_p_1 (ref, wref, true)
	      && !lim_refs_cannot_overlap_p (wref->ref, ref->ref))
	    {
	      *writer = w;
	      return true;
	    }
	  continue;
	}
      /* A call to a function of this file with a summary: its writes.  */
      int known = -1;
      if (gcall *call = dyn_cast <gcall *> (w))
	known = summary_call_writes_ref (call, ref);
      if (known == 1)
	continue;
      if (known == 0 || lim_opaque_writer_p (w)
	  || stmt_may_clobber_ref_p_1 (w, ref, true))
	{
	  *writer = w;
	  return true;
	}
    }
  for (class loop *sub : d->subs)
    if (lim_may_write_p (sub, ref, writer))
      return true;
  return false;
}

/* Return true if PRED (W, DATA) holds for a statement W of LOOP that
   may write memory (subloops included), or if LOOP was not analysed.  */

bool
lim_find_writer (class loop *loop, bool (*pred) (gimple *, void *),
		 void *data)
{
  lim_loop_data *d = lim_get (loop);
  if (!d)
    return true;
  for (gimple *w : d->writers)
    if (pred (w, data))
      return true;
  for (class loop *sub : d->subs)
    if (lim_find_writer (sub, pred, data))
      return true;
  return false;
}

/* Return true if a statement of LOOP may write memory that the pure call
   CALL reads.  Set *WRITER as lim_may_write_p does.  */

bool
lim_may_write_call_uses_p (class loop *loop, gcall *call, gimple **writer)
{
  lim_loop_data *d = lim_get (loop);
  *writer = NULL;
  if (!d)
    return true;
  return lim_may_write_call_uses_p_1 (d, call, writer);
}

/* lim_may_write_call_uses_p for the loop of D.  */

static bool
lim_may_write_call_uses_p_1 (lim_loop_data *d, gcall *call, gimple **writer)
{
  for (unsigned i = 0; i < d->writers.length (); i++)
    {
      gimple *w = d->writers[i];
      if (++d->queries > LIM_QUERY_BUDGET)
	return true;
      /* A store: does CALL read what it writes?  A call: do summaries
	 show its writes miss what CALL reads?  Anything else that writes
	 memory (an asm) may write what CALL reads.  */
      bool independent = false;
      ao_ref *stored = &d->writer_refs[i];
      if (lim_opaque_writer_p (w))
	;
      else if (stored->ref)
	{
	  int known = summary_call_reads_ref (call, stored);
	  independent = (known == 1
			 || (known == -1
			     && !ref_maybe_used_by_stmt_p (call, stored,
							   true))
			 || lim_restrict_call_independent_p
			      (call, gimple_assign_lhs (w)));
	}
      else if (gcall *wcall = dyn_cast <gcall *> (w))
	independent = summary_calls_independent (wcall, call) == 1;
      if (!independent)
	{
	  *writer = w;
	  return true;
	}
    }
  for (class loop *sub : d->subs)
    {
      lim_loop_data *sd = lim_get (sub);
      if (lim_may_write_call_uses_p_1 (sd, call, writer))
	return true;
    }
  return false;
}

/* Depth to which the restrict analysis follows a pointer's
   definitions.  */
#define LIM_ROOT_DEPTH 8

/* The parameter from whose incoming value PTR is computed.  PTR is a
   pointer SSA name or an address; the computation is copies, conversions
   and pointer arithmetic, through PHIs whose arguments all agree.  Return
   NULL_TREE when PTR is anything else (a load, a call's result, the
   address of a declaration) or comes from two of them.  VISITED holds
   the PHIs on the way; error_mark_node stands for "nothing yet" in a
   cycle.  */

static tree
lim_pointer_root (tree ptr, hash_set<gimple *> *visited, int depth)
{
  if (depth > LIM_ROOT_DEPTH)
    return NULL_TREE;
  if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (ptr, 0));
      if (!base)
	return NULL_TREE;
      if (TREE_CODE (base) == MEM_REF)
	return lim_pointer_root (TREE_OPERAND (base, 0), visited, depth + 1);
      /* The address of a declaration is no parameter's value: &p of a
	 parameter p points at p's own bytes, not where p points.  */
      return NULL_TREE;
    }
  if (TREE_CODE (ptr) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (ptr)))
    return NULL_TREE;
  if (SSA_NAME_IS_DEFAULT_DEF (ptr))
    {
      tree var = SSA_NAME_VAR (ptr);
      return var && TREE_CODE (var) == PARM_DECL ? var : NULL_TREE;
    }
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (phi))
	return error_mark_node;
      tree root = error_mark_node;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree r = lim_pointer_root (gimple_phi_arg_def (phi, i), visited,
				     depth + 1);
	  if (!r || (root != error_mark_node && r != error_mark_node
		     && r != root))
	    return NULL_TREE;
	  if (r != error_mark_node)
	    root = r;
	}
      return root;
    }
  if (!is_gimple_assign (def))
    return NULL_TREE;
  tree_code code = gimple_assign_rhs_code (def);
  tree rhs1 = gimple_assign_rhs1 (def);
  if (code == POINTER_PLUS_EXPR
      || ((code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
	  && POINTER_TYPE_P (TREE_TYPE (rhs1)))
      || code == ADDR_EXPR)
    return lim_pointer_root (rhs1, visited, depth + 1);
  return NULL_TREE;
}

/* Like lim_pointer_root, from the top.  */

static tree
lim_pointer_root (tree ptr)
{
  hash_set<gimple *> visited;
  tree root = lim_pointer_root (ptr, &visited, 0);
  return root == error_mark_node ? NULL_TREE : root;
}

/* Return true if the value of the pointer parameter PARM may reach memory,
   a call or an integer in the current function.  Take the SSA names
   computed from PARM: copies, conversions between pointers, pointer
   arithmetic, PHIs, addresses of what it points to.  PARM escapes when
   one of them is stored as a value, passed to a call, converted to an
   integer, subtracted, or used by anything but a memory reference's
   address, a comparison or a return.  If not, a pointer loaded from
   memory or returned by a call cannot be based on PARM.  Its value does
   not depend on PARM's (C11 6.7.3.1p3).  */

static bool
lim_parm_escapes_p (tree parm)
{
  tree def = ssa_default_def (cfun, parm);
  if (!def)
    return false;
  auto_vec<tree> work;
  hash_set<tree> seen;
  work.safe_push (def);
  seen.add (def);
  while (!work.is_empty ())
    {
      tree name = work.pop ();
      imm_use_iterator ui;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, ui, name)
	{
	  tree lhs = NULL_TREE;
	  if (is_gimple_debug (use) || gimple_code (use) == GIMPLE_RETURN)
	    continue;
	  if (gimple_code (use) == GIMPLE_COND)
	    continue;
	  if (gphi *phi = dyn_cast <gphi *> (use))
	    lhs = gimple_phi_result (phi);
	  else if (gassign *a = dyn_cast <gassign *> (use))
	    {
	      tree_code code = gimple_assign_rhs_code (a);
	      tree l = gimple_assign_lhs (a);
	      if (TREE_CODE_CLASS (code) == tcc_comparison)
		continue;
	      if (gimple_assign_single_p (a) && TREE_CODE (l) != SSA_NAME)
		{
		  /* A store: NAME may be in its address, not its value.  */
		  if (gimple_assign_rhs1 (a) == name)
		    return true;
		  continue;
		}
	      if (gimple_assign_single_p (a)
		  && gimple_assign_rhs1 (a) != name
		  && TREE_CODE (gimple_assign_rhs1 (a)) != ADDR_EXPR)
		/* A load through NAME.  */
		continue;
	      if ((code == POINTER_PLUS_EXPR
		   && gimple_assign_rhs1 (a) == name)
		  || code == SSA_NAME || code == ADDR_EXPR
		  || CONVERT_EXPR_CODE_P (code))
		{
		  if (TREE_CODE (l) != SSA_NAME
		      || !POINTER_TYPE_P (TREE_TYPE (l)))
		    return true;
		  lhs = l;
		}
	      else
		return true;
	    }
	  else
	    return true;
	  if (lhs && !seen.add (lhs))
	    work.safe_push (lhs);
	}
    }
  return false;
}

/* Return 1 if PTR, a pointer SSA name or an address, is based on the
   restrict parameter PARM, 0 if it is not, -1 if that is not known.
   ESCAPES says whether PARM's value may reach memory, a call or an
   integer (lim_parm_escapes_p).  If not, loaded pointers, calls' results
   and pointers made from integers are not based on it.  */

static int
lim_based_on_p (tree ptr, tree parm, bool escapes,
		hash_set<gimple *> *visited, int depth)
{
  if (depth > LIM_ROOT_DEPTH)
    return -1;
  if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (ptr, 0));
      if (!base)
	return -1;
      if (TREE_CODE (base) == MEM_REF)
	return lim_based_on_p (TREE_OPERAND (base, 0), parm, escapes,
			       visited, depth + 1);
      return DECL_P (base) ? 0 : -1;
    }
  if (TREE_CODE (ptr) == INTEGER_CST)
    return 0;
  if (TREE_CODE (ptr) != SSA_NAME)
    return -1;
  if (SSA_NAME_IS_DEFAULT_DEF (ptr))
    return SSA_NAME_VAR (ptr) == parm ? 1 : 0;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (phi))
	return 0;
      int all = 0;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  int r = lim_based_on_p (gimple_phi_arg_def (phi, i), parm, escapes,
				  visited, depth + 1);
	  if (r == 1)
	    return 1;
	  if (r < 0)
	    all = -1;
	}
      return all;
    }
  if (is_gimple_call (def))
    return escapes ? -1 : 0;
  if (!is_gimple_assign (def))
    return -1;
  tree_code code = gimple_assign_rhs_code (def);
  tree rhs1 = gimple_assign_rhs1 (def);
  if (code == POINTER_PLUS_EXPR || code == SSA_NAME || code == ADDR_EXPR
      || (CONVERT_EXPR_CODE_P (code) && POINTER_TYPE_P (TREE_TYPE (rhs1))))
    return lim_based_on_p (rhs1, parm, escapes, visited, depth + 1);
  /* A load, or a pointer made from an integer.  */
  if (gimple_assign_load_p (def) || CONVERT_EXPR_CODE_P (code))
    return escapes ? -1 : 0;
  return -1;
}

/* Return true if CALL cannot read what the store to LHS writes, because
   of restrict.  CALL is a call to a built-in function that reads memory
   only through its pointer arguments and writes none.  LHS must be
   accessed through a pointer based on a restrict-qualified parameter P,
   and no pointer argument of CALL may be based on P.  Within the
   function, an object modified through P is accessed only through
   pointers based on P (C11 6.7.3.1p4).  So the two do not overlap.  A
   pointer computed from another parameter or a declaration is not based
   on P.  Nor is a pointer loaded from memory, when P's value never
   reaches memory, a call or an integer (lines[l] while the loop stores
   through P).  GCC records restrict on memory references only.  So its
   oracle cannot answer this for a call's arguments.  */

bool
lim_restrict_call_independent_p (gcall *call, tree lhs)
{
  if (!gimple_call_builtin_p (call, BUILT_IN_NORMAL)
      || gimple_vdef (call)
      || !(gimple_call_flags (call) & (ECF_PURE | ECF_CONST)))
    return false;
  tree base = get_base_address (lhs);
  if (!base || TREE_CODE (base) != MEM_REF)
    return false;
  tree parm = lim_pointer_root (TREE_OPERAND (base, 0));
  if (!parm || TREE_CODE (parm) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (parm))
      || !TYPE_RESTRICT (TREE_TYPE (parm)))
    return false;
  int escapes = -1;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (!POINTER_TYPE_P (TREE_TYPE (arg)))
	continue;
      if (escapes < 0)
	{
	  bool existed;
	  bool &e = lim->parm_escapes.get_or_insert (parm, &existed);
	  if (!existed)
	    e = lim_parm_escapes_p (parm);
	  escapes = e;
	}
      hash_set<gimple *> visited;
      if (lim_based_on_p (arg, parm, escapes, &visited, 0) != 0)
	return false;
    }
  return true;
}

/* Return true if BB dominates the header of every loop inside LOOP
   that may not be finite, asking finite_loop_p only about the subloops
   whose header BB does not dominate.  */

static bool
lim_before_infinite_subloops_p (class loop *loop, basic_block bb)
{
  for (class loop *sub = loop->inner; sub; sub = sub->next)
    if (!dominated_by_p (CDI_DOMINATORS, sub->header, bb)
	&& (!lim_finite_loop_p (sub)
	    || !lim_before_infinite_subloops_p (sub, bb)))
      return false;
  return true;
}

/* Return true if STMT, a statement of LOOP, executes in every entry of
   LOOP before control can leave it (docs/THEORY.md, definition 7).  Its
   block must dominate the latch and every exiting block.  Nothing that
   may stop an iteration may run before it: a statement, or a subloop
   that may not be finite.  Ask it while every statement is in a block.
   Whether a subloop is finite is asked of GCC (finite_loop_p) the first
   time it matters.  Its analysis of the subloop's iterations must not
   meet a statement waiting on an edge (hoist_ask_guarantees).  */

bool
lim_guaranteed_p (gimple *stmt, class loop *loop)
{
  lim_loop_data *d = lim_get (loop);
  basic_block bb = gimple_bb (stmt);
  if (!d || !bb)
    return false;
  lim_doms (loop, d);
  if (!dominated_by_p (CDI_DOMINATORS, d->exits_dom, bb)
      || (d->blocked_dom
	  && !dominated_by_p (CDI_DOMINATORS, d->blocked_dom, bb))
      || !lim_before_infinite_subloops_p (loop, bb))
    return false;
  /* Every blocked block is BB itself or runs after it; in BB, nothing
     that may stop the iteration may come before STMT.  */
  gimple **first = lim->first_stop.get (bb);
  return !first || gimple_uid (*first) >= gimple_uid (stmt);
}

/* Return true if LOOP, subloops included, calls a function that may have
   side effects (not const or pure).  A value that lives across such a
   call is saved and restored around it, or takes a call-saved
   register.  */

bool
lim_loop_makes_calls_p (class loop *loop)
{
  lim_loop_data *d = lim_get (loop);
  return !d || d->calls;
}

/* Return true if LOOP, subloops included, may have an assignment that
   stores to memory: store motion has nothing to do in a loop without.  */

bool
lim_loop_stores_p (class loop *loop)
{
  lim_loop_data *d = lim_get (loop);
  return !d || d->stores;
}

/* Return true if BB, a block of LOOP, looks like an error or slow path
   that only a guessed profile takes for hot code.  It does not run in
   every iteration of LOOP, and it makes a call that may write memory (a
   report through a callback, a buffer grown when full).  GCC's branch
   prediction gives such a branch inside a loop half of the iterations,
   though it may never be taken.  An example is libbacktrace's LEB128
   reader, where `shift >= 64' reports an overflow.  A load hoisted out
   of such a block runs on every entry for nothing.  GCC's lim never
   moves a load there: the call is an unanalysable write to it.  With
   read or reliable profile counts the cold-code rule decides
   instead.  */

bool
lim_bb_slow_path_p (basic_block bb, class loop *loop)
{
  if (!bitmap_bit_p (lim->call_blocks, bb->index)
      || dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
    return false;
  return !bb->count.reliable_p ();
}

/* Return true if BB runs less often than the preheader of its innermost
   loop.  GCC's profile may call code cold there: guessed,
   __builtin_expect, or -fprofile-use counts.  Such code must not start
   running on every entry of the loop.  An undecidable comparison says
   no, as in GCC's lim.  */

bool
lim_bb_colder_than_preheader_p (basic_block bb)
{
  class loop *loop = bb->loop_father;
  if (!loop || !loop_outer (loop) || !lim_loop_analyzed_p (loop))
    return false;
  return bb->count < loop_preheader_edge (loop)->src->count;
}

/* Return the loop, from OUTERMOST inwards to the innermost loop of BB,
   whose preheader is to receive code of BB moved out of OUTERMOST.  It
   is the loop with the coldest preheader, the outermost of equals.
   Return NULL when BB is colder than the preheader of its own loop:
   there the code stays.  GCC's get_coldest_out_loop makes the same
   choice:

     for (i)                 preheader of i: count 1
       if (__builtin_expect (c, 0))
	 for (j)             preheader of j: count 0.1
	   x = a / b;        moves out of j, not out of i  */

class loop *
lim_coldest_level (class loop *outermost, basic_block bb)
{
  if (lim_bb_colder_than_preheader_p (bb))
    return NULL;
  class loop *inner = bb->loop_father;
  class loop *best = outermost;
  for (unsigned d = loop_depth (outermost) + 1; d <= loop_depth (inner); d++)
    {
      class loop *l = superloop_at_depth (inner, d);
      if (lim_loop_analyzed_p (l) && lim_loop_analyzed_p (best)
	  && (loop_preheader_edge (l)->src->count
	      < loop_preheader_edge (best)->src->count))
	best = l;
    }
  return best;
}

/* Write to the dump, under TDF_DETAILS, that STMT stays in LOOP: the line
   "WHAT from loop N: WHY", followed by CULPRIT (the statement that
   decided it) if known, then STMT indented.  */

void
lim_dump_stay (const char *what, class loop *loop, const char *why,
	       gimple *culprit, gimple *stmt)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  fprintf (dump_file, "%s from loop %d: %s", what, loop->num, why);
  if (culprit)
    {
      fprintf (dump_file, " ");
      print_gimple_stmt (dump_file, culprit, 0, TDF_SLIM);
    }
  else
    fprintf (dump_file, "\n");
  fprintf (dump_file, "  ");
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}
