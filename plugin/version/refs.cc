/* looplicm: loop versioning, the references of a loop and what blocks
   them.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Plain pointers of one type may point anywhere: in

     for (i = 0; i < n; i++)
       *sum += a[i];

   no static oracle can keep *sum in a register, since sum may point into
   a[0..n).  This file finds such loops.  It gathers the memory
   references of an innermost loop (ver_gather) and groups them into
   ranges, references of one address behaviour and size, and invariant
   locations.  It finds what blocks each location: the references of
   other addresses that the oracle cannot tell apart from it, one of the
   two a store (ver_find_blockers).  And it decides whether the loop can
   be versioned at all (ver_check_shape), saying why not where a
   location was blocked (ver_not).

   A loop may be versioned when
     - it is innermost and optimized for speed (never at -Os, -Og).  It
       has one exit and a number of iterations known as an expression
       before the loop.  That number is not known to be below
       LOOPLICM_VERSION_MIN_ITERS;
     - it has no call that may read or write memory, no asm, no volatile
       access.  At most LOOPLICM_VERSION_MAX_REFS memory references and
       LOOPLICM_VERSION_MAX_STMTS statements, since the loop is copied;
     - every blocker of a location chosen (plan.cc) is an access with an
       invariant step, all of them through pointers (MEM_REF bases
       without a clique of their own).
   A cheap test comes first: a store, and a reference with a
   syntactically invariant address that the oracle cannot tell from
   another (ver_worth_analyzing_p).  Only then are addresses analyzed,
   with tree-data-ref: base + offset + init + k * step in iteration k.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfgloop.h"
#include "cfghooks.h"
#include "cfgloopmanip.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "gimple-iterator.h"
#include "gimplify.h"
#include "tree-cfg.h"
#include "gimplify-me.h"
#include "tree-ssa-alias.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop-manip.h"
#include "tree-into-ssa.h"
#include "tree-pass.h"
#include "tree-scalar-evolution.h"
#include "tree-data-ref.h"
#include "tree-affine.h"
#include "tree-pretty-print.h"
#include "gimple-pretty-print.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "gcc-compat.h"
#include "internals.h"

/* Memory references one loop may have and still be versioned: the
   analysis asks the oracle about every pair.  */
#define LOOPLICM_VERSION_MAX_REFS 48

/* Statements (not counting debug statements) a loop may have and still be
   versioned: versioning copies it.  */
#define LOOPLICM_VERSION_MAX_STMTS 50

/* A loop known to run fewer iterations than this is not versioned.  */
#define LOOPLICM_VERSION_MIN_ITERS 4

/* Reasons not to version that ver_not turns into remarks (compared by
   address).  */
const char ver_too_many_checks[]
  = "more checks than version-checks allows";
static const char ver_call_accesses_memory[]
  = "a call that may access memory";
const char ver_over_budget[]
  = "the function has grown by version-growth already";
const char ver_over_unit_budget[]
  = "the translation unit has grown by version-unit-growth already";
static const char ver_too_deep[]
  = "it is nested deeper than version-depth allows";

/* Return true if EXPR may be evaluated before the loop: nothing in it
   can trap, and it has no SSA name that occurs in an abnormal PHI.  */

bool
ver_computable_p (tree expr)
{
  return (expr && !generic_expr_could_trap_p (expr)
	  && !contains_abnormal_ssa_name_p (expr));
}

/* Record the memory reference REF of STMT into R, without its address
   analysis (ver_analyze_address).  */

static void
ver_analyze_ref (gimple *stmt, tree ref, bool store, ver_ref *r)
{
  r->stmt = stmt;
  r->ref = ref;
  r->store = store;
  r->analyzed = false;
  r->markable = false;
  r->every = false;
  r->group = -1;
  r->last = -1;
  r->size = 0;
  tree base = get_base_address (ref);
  r->markable = (base
		 && (TREE_CODE (base) == MEM_REF
		     || TREE_CODE (base) == TARGET_MEM_REF)
		 && MR_DEPENDENCE_CLIQUE (base) == 0);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size || !tree_fits_shwi_p (size) || tree_to_shwi (size) <= 0
      || TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
      || TREE_THIS_VOLATILE (ref))
    return;
  r->size = tree_to_shwi (size);
}

/* Split the address of R, a reference of LOOP, with tree-data-ref
   (base + offset + init + k * step); set R->analyzed when that works and
   the step is invariant.  */

static void
ver_analyze_address (class loop *loop, ver_ref *r)
{
  if (!r->size)
    return;
  {
    /* What tree-data-ref says of an address it cannot split is for the
       dump, not a remark: in a scope, GCC ranks it internal.  */
    AUTO_DUMP_SCOPE ("looplicm: address analysis", r->stmt);
    if (!dr_analyze_innermost (&r->dr, r->ref, loop, r->stmt))
      return;
  }
  if (!ver_computable_p (r->dr.base_address)
      || !ver_computable_p (r->dr.offset)
      || !ver_computable_p (r->dr.init)
      || !ver_computable_p (r->dr.step)
      || r->size > (HOST_WIDE_INT_1 << 20))
    return;
  /* Constant steps beyond 2^20 bytes: the range would be absurd anyway.
     A step that is only invariant is checked at run time.  */
  if (tree_fits_shwi_p (r->dr.step))
    {
      HOST_WIDE_INT step = tree_to_shwi (r->dr.step);
      if (step > (HOST_WIDE_INT_1 << 20) || step < -(HOST_WIDE_INT_1 << 20))
	return;
    }
  else if (TREE_CODE (r->dr.step) == INTEGER_CST)
    return;
  r->analyzed = true;
}

/* Return true if the SSA name NAME has the same value in every iteration
   of LOOP: defined outside it, or by arithmetic in it (no load, no PHI)
   on such names, looked at to depth DEPTH.  */

static bool
ver_invariant_name_p (class loop *loop, tree name, int depth)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (loop, bb))
    return true;
  if (depth > 8 || !is_gimple_assign (def) || gimple_vuse (def))
    return false;
  ssa_op_iter iter;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, def, iter, SSA_OP_USE)
    if (!ver_invariant_name_p (loop, op, depth + 1))
      return false;
  return true;
}

/* walk_tree callback: stop at an SSA name that varies in the loop
   DATA.  */

static tree
ver_variant_name_r (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (!ver_invariant_name_p (loop, *tp, 0))
	return *tp;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Return true if the address of REF uses no SSA name that varies in
   LOOP: a cheap test of invariance, before any address analysis.  */

static bool
ver_invariant_syntax_p (class loop *loop, tree ref)
{
  return !walk_tree (&ref, ver_variant_name_r, loop, NULL);
}

/* Return true if nothing was said of LOOP's iterations (by an earlier
   pass or the user: dont_vectorize, safelen) and its body is straight,
   no condition in it.  */

bool
ver_plain_loop_p (class loop *loop)
{
  return !loop->dont_vectorize && loop->safelen == 0 && loop->num_nodes == 2;
}

/* Return true if the loop of REFS may be worth versioning, cheaply.  It
   must store.  Some reference with an invariant address must be able to
   overlap another reference, one of the two a store.  For the
   vectorizer's very cheap cost model, any two references will do.  Only
   then are the addresses analyzed.  */

static bool
ver_worth_analyzing_p (class loop *loop, vec<ver_ref> &refs)
{
  bool any_store = false;
  for (const ver_ref &r : refs)
    any_store |= r.store;
  if (!any_store)
    return false;
  for (unsigned i = 0; i < refs.length (); i++)
    {
      if (!refs[i].size || !ver_invariant_syntax_p (loop, refs[i].ref))
	continue;
      bool stored = false;
      for (const ver_ref &o : refs)
	if (o.store && operand_equal_p (o.ref, refs[i].ref, 0))
	  stored = true;
      for (const ver_ref &o : refs)
	if ((stored || o.store) && !operand_equal_p (o.ref, refs[i].ref, 0)
	    && refs_may_alias_p (refs[i].ref, o.ref, !(stored && o.store)))
	  return true;
    }
  if (!(ver_vect_very_cheap_p (loop) && ver_vect_wanted_p (loop))
      && !ver_dist_wanted_p (loop) && !ver_pcom_wanted_p (loop))
    return false;
  for (const ver_ref &s : refs)
    if (s.store && s.size)
      for (const ver_ref &o : refs)
	if (&o != &s && o.size && !operand_equal_p (o.ref, s.ref, 0)
	    && refs_may_alias_p (s.ref, o.ref, !o.store))
	  return true;
  return false;
}

/* Return true if A and B have the same address behaviour and size.  */

static bool
ver_same_range_p (const ver_ref &a, const ver_ref &b)
{
  return (a.analyzed && b.analyzed && a.size == b.size
	  && operand_equal_p (a.dr.base_address, b.dr.base_address, 0)
	  && operand_equal_p (a.dr.offset, b.dr.offset, 0)
	  && operand_equal_p (a.dr.init, b.dr.init, 0)
	  && operand_equal_p (a.dr.step, b.dr.step, 0));
}

/* Collect the memory references of LOOP into REFS and its number of
   statements into *SIZE; with OWN_BLOCKS, those of LOOP's own blocks
   only, not of its subloops.  Return NULL, or why the loop cannot be
   versioned, with the statement it is about in *WHY_STMT when
   WHY_STMT is given.  */

const char *
ver_collect_refs (class loop *loop, vec<ver_ref> *refs, unsigned *size,
		  bool own_blocks, gimple **why_stmt)
{
  basic_block *body = get_loop_body (loop);
  const char *why = NULL;
  unsigned &nstmts = *size;
  nstmts = 0;
  for (unsigned i = 0; i < loop->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt)
	    || (own_blocks && body[i]->loop_father != loop))
	  continue;
	if (++nstmts > LOOPLICM_VERSION_MAX_STMTS)
	  why = "the loop is too big to copy";
	if (why || !gimple_vuse (stmt))
	  continue;
	if (gimple_has_volatile_ops (stmt))
	  why = "a volatile access";
	else if (is_gimple_call (stmt))
	  {
	    why = ver_call_accesses_memory;
	    if (why_stmt)
	      *why_stmt = stmt;
	  }
	else if (!is_gimple_assign (stmt))
	  why = "a statement that may access memory other than a load or "
		"store";
	else
	  {
	    ver_ref r;
	    unsigned before = refs->length ();
	    tree lhs = gimple_assign_lhs (stmt);
	    tree rhs = gimple_assign_rhs1 (stmt);
	    if (gimple_vdef (stmt))
	      {
		ver_analyze_ref (stmt, lhs, true, &r);
		refs->safe_push (r);
	      }
	    if (gimple_assign_single_p (stmt)
		&& (REFERENCE_CLASS_P (rhs) || DECL_P (rhs))
		&& !is_gimple_min_invariant (rhs)
		&& (TREE_CODE (rhs) != SSA_NAME))
	      {
		ver_analyze_ref (stmt, rhs, false, &r);
		refs->safe_push (r);
	      }
	    if (refs->length () == before)
	      why = "a memory access that is neither a load nor a store";
	    else if (refs->length () > LOOPLICM_VERSION_MAX_REFS)
	      why = "too many memory references";
	  }
      }
  free (body);
  return why;
}

/* Return true if the oracle may not tell reference A (a store when
   A_STORE) and reference B apart.  Two stores are asked about bytes,
   without type-based rules (a store may change the effective type); a
   load and a store with them, as store motion and hoisting ask.  */

static bool
ver_may_alias_p (const ver_ref &a, bool a_store, const ver_ref &b)
{
  /* The oracle first, then store motion's own affine test (it costs
     more), as lim_may_write_p asks them.  */
  return (refs_may_alias_p (a.ref, b.ref, !(a_store && b.store))
	  && !lim_refs_cannot_overlap_p (a.ref, b.ref));
}

/* Return true if A and B, both analyzed, have the same base, offset and
   step and their constant offsets make them overlap: they do in every
   iteration, and a check would always fail.  */

static bool
ver_always_overlap_p (const ver_ref &a, const ver_ref &b)
{
  if (!a.analyzed || !b.analyzed
      || !operand_equal_p (a.dr.base_address, b.dr.base_address, 0)
      || !operand_equal_p (a.dr.offset, b.dr.offset, 0)
      || !operand_equal_p (a.dr.step, b.dr.step, 0)
      || !tree_fits_shwi_p (a.dr.init) || !tree_fits_shwi_p (b.dr.init))
    return false;
  HOST_WIDE_INT ia = tree_to_shwi (a.dr.init);
  HOST_WIDE_INT ib = tree_to_shwi (b.dr.init);
  return ia < ib + b.size && ib < ia + a.size;
}

/* The key under which reference I is checked: its group's first
   range when it accesses an invariant location, else its range.  */

unsigned
ver_key (vec<ver_ref> &refs, vec<ver_group> &groups, unsigned i)
{
  int g = refs[i].group;
  return g >= 0 ? refs[groups[g].first].range : refs[i].range;
}

/* Reasons not to version that the user can act on, and how.  */

static const struct ver_advice
{
  const char *why;
  const char *advice;
} ver_advice_table[] = {
  { ver_too_many_checks,
    "raise -fplugin-arg-looplicm-version-checks, or restrict-qualify the "
    "pointers that never overlap" },
  { ver_over_budget,
    "raise -fplugin-arg-looplicm-version-growth" },
  { ver_over_unit_budget,
    "raise -fplugin-arg-looplicm-version-unit-growth" },
  { ver_too_deep,
    "raise -fplugin-arg-looplicm-version-depth" },
};

/* Say in the dump why LOOP is not versioned, and as a missed-optimization
   remark when the user can do something about it.  WHY_STMT is the
   statement WHY is about, or NULL: a call is named, and advice about it
   is given where looplicm_remark_writer finds it sound.  */

void
ver_not (class loop *loop, const char *why, gimple *why_stmt)
{
  if (dump_file)
    fprintf (dump_file, "Not versioning loop %d for alias: %s\n",
	     loop->num, why);
  if (!dump_enabled_p () || !looplicm_missed_remark_p (loop))
    return;
  if (why == ver_call_accesses_memory && why_stmt)
    {
      looplicm_remark r (MSG_MISSED_OPTIMIZATION, loop);
      looplicm_remark_loop (&r, loop);
      pp_string (r.m_pp, " not versioned for alias: ");
      looplicm_remark_writer (&r, why_stmt, NULL_TREE);
      pp_string (r.m_pp, " may access memory");
      looplicm_remark_advice (&r, loop, why_stmt, NULL_TREE,
			      LOOPLICM_BLOCK_CALLS);
      looplicm_remark_emit (&r);
      return;
    }
  for (const ver_advice &a : ver_advice_table)
    if (why == a.why)
      {
	looplicm_remark r (MSG_MISSED_OPTIMIZATION, loop);
	looplicm_remark_loop (&r, loop);
	pp_printf (r.m_pp, " not versioned for alias: %s (%s)", why,
		   a.advice);
	looplicm_remark_emit (&r);
      }
}

/* Return why LOOP, as a whole, cannot be versioned, or NULL.  */

static const char *
ver_shape_blocker (class loop *loop)
{
  if (cfun->calls_setjmp)
    return "the function calls setjmp";
  if (!optimize_loop_for_speed_p (loop))
    return "the loop is optimized for size";
  if (!single_exit (loop))
    return "the loop has more than one exit";
  if (!can_duplicate_loop_p (loop))
    return "the loop cannot be copied";
  if (loop_depth (loop) > (unsigned) looplicm_opts.version_depth)
    return ver_too_deep;
  return NULL;
}

/* Step 1 of ver_loop: group the analyzed references of ST into ranges
   (references of the same address behaviour and size) and invariant
   locations.  */

static void
ver_make_groups (ver_state *st)
{
  vec<ver_ref> &refs = st->refs;
  for (unsigned i = 0; i < refs.length (); i++)
    {
      ver_ref &r = refs[i];
      r.range = i;
      for (unsigned j = 0; j < i; j++)
	if (ver_same_range_p (refs[j], r))
	  {
	    r.range = refs[j].range;
	    break;
	  }
      if (!r.analyzed || !integer_zerop (r.dr.step))
	continue;
      for (unsigned g = 0; g < st->groups.length (); g++)
	if (refs[st->groups[g].first].size == r.size
	    && operand_equal_p (refs[st->groups[g].first].ref, r.ref, 0))
	  {
	    r.group = g;
	    break;
	  }
      if (r.group < 0)
	{
	  r.group = st->groups.length ();
	  ver_group *g = st->groups.safe_push (ver_group ());
	  g->first = i;
	  g->blockers = vNULL;
	  g->stored = false;
	  g->why_not = NULL;
	  g->chosen = false;
	  g->stored_every = false;
	}
      st->groups[r.group].stored |= r.store;
    }
}

/* Step 1 of ver_loop: collect the references of ST's loop and, when a
   cheap look says a check may pay, analyze their addresses and group
   them.  Return false if the loop is left alone without a word.  */

bool
ver_gather (ver_state *st)
{
  class loop *loop = st->loop;
  st->why_stmt = NULL;
  st->why = ver_collect_refs (loop, &st->refs, &st->size, false,
			      &st->why_stmt);
  /* Without a dump or remarks, a loop that cannot be versioned is left
     at once; with them, only after the analysis found something that
     would have been worth a check, so that the dump says why not where
     it matters.  */
  if (!dump_file && !dump_enabled_p ())
    {
      if (!st->why)
	st->why = ver_shape_blocker (loop);
      if (st->why)
	return false;
    }
  /* A loop with a call, a volatile access or too much in it is only
     reported when something would have been worth a check: look at
     what was collected, cheaply, first.  */
  if (!ver_worth_analyzing_p (loop, st->refs))
    return false;
  for (ver_ref &r : st->refs)
    ver_analyze_address (loop, &r);
  ver_make_groups (st);
  bool any_store = false;
  for (ver_ref &r : st->refs)
    any_store |= r.store;
  return any_store && (!st->groups.is_empty () || ver_vect_wanted_p (loop)
		       || ver_dist_wanted_p (loop)
		       || ver_pcom_wanted_p (loop));
}

/* Step 2 of ver_loop: find what blocks each invariant location of ST:
   references of other addresses that may overlap it, where one of the
   two is a store.  Return true if some location is blocked.  */

bool
ver_find_blockers (ver_state *st)
{
  vec<ver_ref> &refs = st->refs;
  bool blocked = false;
  for (unsigned g = 0; g < st->groups.length (); g++)
    {
      ver_group &grp = st->groups[g];
      const ver_ref &x = refs[grp.first];
      for (unsigned i = 0; i < refs.length (); i++)
	{
	  const ver_ref &r = refs[i];
	  if (r.group == (int) g || (!grp.stored && !r.store)
	      || !ver_may_alias_p (x, grp.stored, r))
	    continue;
	  if (!r.analyzed)
	    grp.why_not = "a reference it may overlap has no affine address";
	  else if (!r.markable || !x.markable)
	    grp.why_not = "a reference is not through a pointer";
	  /* An invariant blocker is checked as its group.  */
	  unsigned key = ver_key (refs, st->groups, i);
	  if (ver_always_overlap_p (x, r))
	    grp.why_not = "another access overlaps it in every iteration";
	  if (!grp.blockers.contains (key))
	    grp.blockers.safe_push (key);
	}
      if (!grp.blockers.is_empty ())
	blocked = true;
    }
  return blocked;
}

/* Step 3 of ver_loop: decide whether ST's loop can be versioned at all:
   its shape, its number of iterations, which references run in every
   iteration.  Return false, having said why, if not.  */

bool
ver_check_shape (ver_state *st)
{
  class loop *loop = st->loop;
  const char *why = st->why;
  if (!why)
    why = ver_shape_blocker (loop);
  tree niter = NULL_TREE;
  if (!why)
    {
      niter = number_of_latch_executions (loop);
      if (!niter || chrec_contains_undetermined (niter)
	  || !ver_computable_p (niter)
	  || chrec_contains_symbols_defined_in_loop (niter, loop->num))
	why = "the number of iterations is not known before the loop";
    }
  st->niter = niter;
  /* Which references run in every iteration: their blocks dominate the
     latch and the exiting block (the loop has no call that could stop
     it, and one exit).  */
  if (!why)
    {
      basic_block exiting = single_exit (loop)->src;
      for (ver_ref &r : st->refs)
	{
	  basic_block bb = gimple_bb (r.stmt);
	  r.every = (dominated_by_p (CDI_DOMINATORS, loop->latch, bb)
		     && dominated_by_p (CDI_DOMINATORS, exiting, bb));
	}
      for (const ver_ref &r : st->refs)
	if (r.every && r.store && r.group >= 0)
	  st->groups[r.group].stored_every = true;
      for (ver_ref &r : st->refs)
	{
	  if (r.every)
	    st->refs[r.range].every = true;
	  if (r.every && r.group >= 0)
	    st->refs[st->groups[r.group].first].every = true;
	}
    }

  /* The header runs NITER + 1 times.  */
  HOST_WIDE_INT max_iters = likely_max_stmt_executions_int (loop);
  if (!why && niter && tree_fits_uhwi_p (niter)
      && tree_to_uhwi (niter) + 1 < LOOPLICM_VERSION_MIN_ITERS)
    max_iters = tree_to_uhwi (niter) + 1;
  if (!why && max_iters >= 0 && max_iters < LOOPLICM_VERSION_MIN_ITERS)
    why = "the loop runs too few iterations";
  if (!why
      && TYPE_PRECISION (TREE_TYPE (niter)) > TYPE_PRECISION (sizetype))
    why = "the number of iterations has a type wider than a pointer";
  if (why != st->why)
    st->why_stmt = NULL;
  st->why = why;
  if (why && st->blocked)
    ver_not (loop, why, st->why_stmt);
  return !why;
}

/* Return true if references I and J of ST may overlap where one of them
   is a store, across iterations as well.  For two references that both
   move with the loop, only what holds of every two addresses counts
   (points-to, types), not the offsets of one iteration.  */

bool
ver_pair_may_alias_p (ver_state *st, unsigned i, unsigned j)
{
  const ver_ref &a = st->refs[i], &b = st->refs[j];
  if (a.group >= 0)
    return ver_may_alias_p (a, st->groups[a.group].stored, b);
  if (b.group >= 0)
    return ver_may_alias_p (b, st->groups[b.group].stored, a);
  return refs_may_alias_p (a.ref, b.ref, !(a.store && b.store));
}

/* Return true if references I and J of ST come from the same base
   address: GCC's dependence analysis, not a check, tells them apart.  */

bool
ver_same_base_p (ver_state *st, unsigned i, unsigned j)
{
  const ver_ref &a = st->refs[i], &b = st->refs[j];
  return (a.analyzed && b.analyzed
	  && operand_equal_p (a.dr.base_address, b.dr.base_address, 0));
}

/* Return true if the check of ST's loop can claim its iterations
   independent.  No two ranges of one base address may have one stored.
   Every other pair of references, one a store, that may overlap across
   iterations must be checkable: affine, through pointers, not
   overlapping in every iteration.  Every store must have a constant
   step.  With SAME_BASE_OK, two ranges of one base, one stored, are left
   to GCC's dependence analysis; predictive commoning takes
   a[i + 1] = a[i] as it is.  Otherwise they are a dependence no check
   can remove.  */

bool
ver_pairs_checkable_p (ver_state *st, bool same_base_ok)
{
  vec<ver_ref> &refs = st->refs;
  for (unsigned i = 0; i < refs.length (); i++)
    {
      const ver_ref &r = refs[i];
      if (r.store && (!r.analyzed || TREE_CODE (r.dr.step) != INTEGER_CST))
	return false;
      for (unsigned j = 0; j < i; j++)
	{
	  const ver_ref &o = refs[j];
	  if ((!r.store && !o.store)
	      || ver_key (refs, st->groups, i) == ver_key (refs, st->groups, j))
	    continue;
	  /* Two ranges of one base, one stored (a[i + 1] = a[i]).  */
	  if (ver_same_base_p (st, i, j))
	    {
	      if (same_base_ok)
		continue;
	      return false;
	    }
	  if (!ver_pair_may_alias_p (st, i, j))
	    continue;
	  if (!r.analyzed || !o.analyzed || !r.markable || !o.markable
	      || ver_always_overlap_p (r, o))
	    return false;
	}
    }
  return true;
}
