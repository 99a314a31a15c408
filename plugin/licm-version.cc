/* looplicm: loop versioning for alias.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Plain pointers of one type may point anywhere: in

     for (i = 0; i < n; i++)
       *sum += a[i];

   no static oracle can keep *sum in a register, since sum may point into
   a[0..n).  This phase runs between the canonical forms and the analysis
   of the transformations.  Take an innermost loop whose store motion or
   load hoisting is blocked only by references the oracle cannot tell
   apart from a loop-invariant location.  When the address ranges of
   those references over the loop can be computed before it, the phase
   emits

     if (no invariant location overlaps any range)
       the loop                (the fast copy)
     else
       a copy of the loop      (unchanged)

   as the vectorizer's run-time alias checks do.  It marks the references
   of the fast copy with a new dependence clique (MR_DEPENDENCE_CLIQUE and
   MR_DEPENDENCE_BASE, as GCC marks restrict).  Each location checked gets
   a base of its own; the references it was checked against share one
   more.  GCC's alias oracle then knows the pairs independent in the fast
   copy, for this pass's store motion and hoisting.  What the check did
   not cover keeps clique 0 and says nothing.  docs/THEORY.md, section 7,
   proves that the check makes the marks true (lemmas 17-19).

   The marks come off again at the end of the pass (version_unmark).  GCC
   takes a clique as true wherever a reference appears.  Its later passes
   copy references to other places that access the same location.  lim4
   would build a store in the slow copy from the fast copy's reference,
   and RTL would reorder two stores to the same bytes.

   Every address of the check may also be affine in the loop around the
   versioned one, with no pair sharing a base pointer.  Then the check is
   made once before that outer loop, on ranges over the iterations of
   both (ver_outer_start, ver_outer_step_out, ver_outer_build).  It
   implies the check of every iteration (docs/THEORY.md, lemma 20).
   Where that nest is not copied whole, the check goes one loop further
   out when it can.  In covariance's triangle a check per row would keep
   four induction variables alive across the rows.  IRA's regional
   allocation would then add a move to the fast copy's vector loop.  The
   price: a call where only some rows overlap takes the copy for all.

   The ranges are exact, over a triangle too (docs/THEORY.md, lemma 21).
   In a triangle the j loop runs from i to n, so its number of
   iterations changes by 1 with i (ver_dim_extent).  Over a triangle
   with a step known only at run time, the ranges span its longest row
   in every row instead.  An invariant location is [x, x + size).  An
   access with the step S covers at most
   [start, start + S * NITER + size) for S >= 0 and
   [start + S * NITER, start + size) for S < 0 (lemma 17).  Its address
   is tree-data-ref's innermost behaviour: base + offset + init + k * S
   in iteration k, k = 0 .. NITER, NITER the latch executions.  The check
   computes the ranges in sizetype (unsigned, as wide as a pointer).  It
   also asks that none of these computations wrap (lemma 18).  That
   takes constant bounds on NITER, which fold away when NITER's type is
   narrow, and one comparison of the start per range.  So pointer
   arithmetic that wraps takes the original loop, and where the check
   passes the ranges are exact.  A step known only at run time (a matrix
   column, S = 8 * n) must be found non-negative there.  Like NITER, it
   must be below 2^(P/2 - 1).

   The vectorizer.  The marks cannot reach GCC's vectorizer.  PRE, sink
   and DSE run between this pass and the loop pipeline, and may copy a
   reference out of the fast copy.  GCC has a hand-off that speaks of one
   loop only and that no pass can carry to another reference:
   loop->safelen.  #pragma GCC ivdep and OpenMP's simd set it.  The
   vectorizer honours it by treating a pair whose dependence it cannot
   determine as independent, without a run-time alias check of its own.
   The claim must be true of the fast copy.  At the end of the pass
   (ver_handoff) the marks are still on and owned by the loop
   (loop->owned_clique).  So GCC's dependence analysis takes them across
   its iterations, as for the restrict pointers of a function inlined
   into a loop.  That analysis must find every pair of references
   independent, or only reads, or dependent within one iteration between
   accesses of constant non-zero steps.  The marks settle only the pairs
   the check separates over all iterations; the analysis settles the
   rest.  So the loop's iterations are independent whenever the fast copy
   runs, which is exactly what safelen = INT_MAX says.
   IFN_LOOP_VECTORIZED and IFN_LOOP_DIST_ALIAS are not used.  Both belong
   to passes that version a loop for themselves and expect the other copy
   to be theirs.  The slow copy keeps loop->dont_vectorize clear.  GCC's
   own checks allow overlaps at a distance the vector length does not
   reach, which this check does not.

   Where only the vectorizer gains (nothing would be promoted or
   hoisted), the loop is versioned under three conditions.  Every pair of
   references that may overlap, one of them a store, not sharing a base,
   must be checkable (ver_vect_feasible_p).  There may be as many checks
   as GCC's --param vect-max-version-for-alias-checks.  And the
   vectorizer must use its very cheap cost model (-O2's since GCC 12),
   which refuses run-time alias checks.  Under the others the vectorizer
   versions such a loop itself.  Such a check is named (ver_name_check).
   Right after the vectorizer (pass looplicm_vect, version_after_vect)
   it becomes false if the fast copy was not vectorized.  That leaves the
   original loop alone.  A loop versioned anyway is planned for and
   handed to the vectorizer under the other models too, when its
   references are contiguous (ver_vect_model_p).

   Nests.  Take a nest whose check is made before its outer loop, whose
   outer loop holds no other loop, and whose outer loop's own references
   all access checked locations.  It is versioned as a whole
   (ver_nest_p).  Its outer loop is handed over too when GCC's dependence
   analysis of the nest finds its iterations independent, each reference
   also paired with itself (outer-loop vectorization).

   Other clients.  Unroll-and-jam (-O3) reads dependence cliques, not
   safelen.  The references of such a nest leave the pass labelled, and
   get their marks back for unroll-and-jam and the vectorizer
   (licm-jam.cc).  So does loop distribution.  It makes a copy
   y[i] = z[i] a call to memmove only where tree-data-ref finds the two
   independent.  A loop that is such a copy (ver_dist_copy_p) is
   versioned for it as for the vectorizer alone.  Its references are
   labelled and marked again right before unroll-and-jam, which comes
   before loop distribution.  Its check is taken back after the
   vectorizer if the fast copy is still a loop and was not vectorized.
   So does predictive commoning (-O3).  It keeps in a register what an
   earlier iteration stored (adi's p[i][j - 1]), but only where
   tree-data-ref finds no other store that may be those bytes.  A loop
   with such a reuse and a store through another base (ver_pcom_reuse)
   is versioned for it the same way.  The ranges of one stride are
   merged into one check (ver_merge_ranges).  The check is taken back
   right after predictive commoning (pass looplicm_pcom,
   version_after_pcom), unless the fast copy's header gained PHI nodes
   its slow copy's did not.
   A nest that only unroll-and-jam would gain from is versioned whole
   for it (ver_jam_reuse_p).  Examples are fdtd-2d's rows, where a row
   reads a row next to it and nothing is invariant (-O3).  Its check is
   kept as for store motion.  Nothing after unroll-and-jam says whether
   it fused the copy, and the vectorizer sees the marks too.

   What is versioned (the cost model; docs/DESIGN.md names its
   benchmarks):
     - Innermost loops optimized for speed (never at -Os, -Og).  The loop
       has one exit and a number of iterations known as an expression
       before the loop.  That number is not known to be below
       LOOPLICM_VERSION_MIN_ITERS.
     - No call that may read or write memory, no asm, no volatile access
       in the loop.  At most LOOPLICM_VERSION_MAX_REFS memory references
       and LOOPLICM_VERSION_MAX_STMTS statements, since the loop is
       copied.
     - At least one invariant location that the oracle alone leaves
       blocked.  Every blocker is an access with an invariant step, all
       of them through pointers (MEM_REF bases without a clique of their
       own).  The location is stored in every iteration, so that store
       motion needs no flag for it.  Or it is only read, and its load
       takes a computation along out of the loop (ver_load_gain_p).
       Where the vectorizer versions the loop itself (-O3), it must not
       be the first or last address of another load the vectorizer
       checks (ver_load_covering).
     - Or, for one client alone, every pair of references that may
       overlap, one a store, is checkable (ver_pairs_checkable_p).  The
       clients are the vectorizer (-O2), loop distribution (a copy:
       ver_dist_copy_p), predictive commoning (ver_pcom_reuse), and
       unroll-and-jam for a whole nest (ver_jam_reuse_p).
     - With a read profile, enough iterations per entry to pay for the
       check (ver_profile_blocker).  Without one, take a check made on
       every entry of a loop whose number of iterations is known only at
       run time.  Below that number the copy runs without the check
       (ver_guard_iterations).  The copy's first iterations are peeled
       for those short entries where they are small (ver_peel_count,
       version-peel).
     - At most version-checks pairs (default 4), locations added greedily
       in the order they appear.  Where the check is made once before the
       loop around, as many as the vectorizer's --param
       vect-max-version-for-alias-checks (ver_outer_room_p).
     - Only while the function has not grown by version-growth percent
       of its statements.  The default is 100, as GCC's --param
       large-function-growth, and the budget is at least
       LOOPLICM_VERSION_MIN_BUDGET.
   A cheap test comes first: a store, and a reference with a
   syntactically invariant address that the oracle cannot tell from
   another.  Only then are addresses analyzed.
   -fplugin-arg-looplicm-version=0 turns the phase off.

   The driver, ver_loop, takes a loop through named steps over a
   ver_state:
     - gather the references (ver_gather);
     - find what blocks each invariant location (ver_find_blockers);
     - check the loop's shape (ver_check_shape);
     - choose the locations (ver_choose_groups);
     - plan the checks and dependence bases, for the vectorizer too
       where it can (ver_plan_checks);
     - emit the check and the copy (ver_emit).  */

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

/* Memory references one loop may have and still be versioned: the
   analysis asks the oracle about every pair.  */
#define LOOPLICM_VERSION_MAX_REFS 48

/* Statements (not counting debug statements) a loop may have and still be
   versioned: versioning copies it.  */
#define LOOPLICM_VERSION_MAX_STMTS 50

/* A loop known to run fewer iterations than this is not versioned.  */
#define LOOPLICM_VERSION_MIN_ITERS 4

/* Statements versioning may add to any function, whatever its size: the
   budget of version-growth is at least this.  */
#define LOOPLICM_VERSION_MIN_BUDGET 200

/* Statements a check costs per pair, roughly (the ranges, their wrap
   conditions and the comparisons), for the budget.  */
#define VER_CHECK_SIZE 8

/* Statements a call to memmove costs beyond those of its size, roughly.
   With glibc's memmove, a copy of n doubles or chars made a call, its
   check included, breaks even with the loop at n = 4 to 5
   (bench/copy-short.c).  */
#define VER_CALL_SIZE 24

/* The farthest, in iterations, that GCC's predictive commoning carries
   a value (MAX_DISTANCE in tree-predcom.cc, for a target with 16
   registers or more).  */
#define VER_PCOM_MAX_DISTANCE 8

/* Reasons not to version that ver_not turns into remarks (compared by
   address).  */
static const char ver_too_many_checks[]
  = "more checks than version-checks allows";
static const char ver_call_accesses_memory[]
  = "a call that may access memory";
static const char ver_over_budget[]
  = "the function has grown by version-growth already";
static const char ver_too_deep[]
  = "it is nested deeper than version-depth allows";

/* Statements the current function may still gain from versioning, and
   what it gained so far (version-growth).  */
static unsigned ver_budget;
static unsigned ver_grown;

/* A memory reference of the loop.  */

struct ver_ref
{
  gimple *stmt;
  /* The reference (an operand of STMT).  */
  tree ref;
  bool store;
  /* tree-data-ref's split of its address, when ANALYZED.  */
  innermost_loop_behavior dr;
  /* Its size in bytes.  */
  HOST_WIDE_INT size;
  /* The address is base + offset + init + k * step, step invariant.  */
  bool analyzed;
  /* Its base is a MEM_REF or TARGET_MEM_REF without a clique: it can
     carry the dependence information.  */
  bool markable;
  /* It runs in every iteration of the loop (for the first reference of a
     range or location: one of them does), so C's rules on pointer
     arithmetic and objects keep its addresses from wrapping.  */
  bool every;
  /* Index of the invariant location it accesses, or -1.  */
  int group;
  /* Index of the first reference with the same address behaviour and
     size (itself if none): one range check serves them all.  */
  unsigned range;
  /* For the first reference of ranges merged into one
     (ver_merge_ranges), the reference whose range ends it; else -1.  */
  int last;
};

/* An invariant location: the references whose address and size are
   the same.  */

struct ver_group
{
  /* The first reference to it.  */
  unsigned first;
  bool stored;
  /* The ranges (ver_ref::range of references outside the group) the
     oracle cannot tell apart from it; released by ver_groups.  */
  vec<unsigned> blockers;
  /* Why it cannot be versioned for, or NULL.  */
  const char *why_not;
  /* Chosen for this loop's check.  */
  bool chosen;
  /* A store to it runs in every iteration (no store-motion flag).  */
  bool stored_every;
};

/* The invariant locations of a loop, owning their blocker lists.  */

struct ver_groups : auto_vec<ver_group>
{
  ~ver_groups ()
  {
    for (ver_group &g : *this)
      g.blockers.release ();
  }
};

/* One check: the range of reference A (the first reference to an
   invariant location when the check is for one) against the range of
   reference B, apart over the loop.  */

struct ver_check
{
  unsigned a;
  unsigned b;
};

/* The base pointer expression of REF's address and the constant parts,
   as a tree of sizetype: base + offset + init.  */

static tree
ver_start_address (const ver_ref &r)
{
  tree off = size_binop (PLUS_EXPR, fold_convert (sizetype, r.dr.offset),
			 fold_convert (sizetype, r.dr.init));
  return fold_build2 (PLUS_EXPR, sizetype,
		      fold_convert (sizetype, r.dr.base_address), off);
}

/* Return true if EXPR may be evaluated before the loop: nothing in it
   can trap, and it has no SSA name that occurs in an abnormal PHI.  */

static bool
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

static bool
ver_plain_loop_p (class loop *loop)
{
  return !loop->dont_vectorize && loop->safelen == 0 && loop->num_nodes == 2;
}

/* Return true if GCC's vectorizer will look at LOOP and a straight
   loop body may suit it: vectorization is on for it, and LOOP is plain
   (ver_plain_loop_p: no condition needs if-conversion).  */

static bool
ver_vect_wanted_p (class loop *loop)
{
  return ((flag_tree_loop_vectorize || loop->force_vectorize)
	  && ver_plain_loop_p (loop));
}

/* Return true if the vectorizer uses its very cheap cost model for LOOP
   (-O2's since GCC 12): it then refuses a loop that needs a run-time
   alias check of its own, or scalar iterations peeled.  */

static bool
ver_vect_very_cheap_p (class loop *loop)
{
  enum vect_cost_model model = flag_vect_cost_model;
  if (loop->force_vectorize && flag_simd_cost_model != VECT_COST_MODEL_DEFAULT)
    model = flag_simd_cost_model;
  return ((flag_tree_loop_vectorize || loop->force_vectorize)
	  && model == VECT_COST_MODEL_VERY_CHEAP);
}

/* Return true if FUN is memmove or memcpy itself: a program's own, built
   hosted, or GCC's.  A call made of one of its loops would call it back.
   GCC's loop distribution does not look; it is off under -ffreestanding
   and -fno-builtin.  */

static bool
ver_copy_function_p (function *fun)
{
  tree decl = fun->decl;
  if (fndecl_built_in_p (decl, BUILT_IN_MEMMOVE)
      || fndecl_built_in_p (decl, BUILT_IN_MEMCPY))
    return true;
  tree id = (DECL_ASSEMBLER_NAME_SET_P (decl) ? DECL_ASSEMBLER_NAME (decl)
	     : DECL_NAME (decl));
  if (!id)
    return false;
  const char *name = IDENTIFIER_POINTER (id);
  return strcmp (name, "memmove") == 0 || strcmp (name, "memcpy") == 0;
}

/* Return true if GCC's loop distribution will look at LOOP, a plain
   loop (ver_plain_loop_p), for loops it can make a call to memcpy or
   memmove, and the marks of a fast copy can reach it
   (jam_dist_wanted_p).  */

static bool
ver_dist_wanted_p (class loop *loop)
{
  return (jam_dist_wanted_p (cfun) && ver_plain_loop_p (loop)
	  && !ver_copy_function_p (cfun));
}

/* Return true if GCC's predictive commoning (-O3) will look at LOOP, a
   plain loop (ver_plain_loop_p), and the marks of a fast copy can reach
   it (jam_pcom_wanted_p).  */

static bool
ver_pcom_wanted_p (class loop *loop)
{
  return jam_pcom_wanted_p (cfun) && ver_plain_loop_p (loop);
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

static const char *
ver_collect_refs (class loop *loop, vec<ver_ref> *refs, unsigned *size,
		  bool own_blocks = false, gimple **why_stmt = NULL)
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

/* The dependence cliques this phase made in the current function, from
   ver_first_clique to ver_last_clique (none when ver_first_clique is
   0).  */
static unsigned short ver_first_clique;
static unsigned short ver_last_clique;

/* A fast copy made in the current function.  */

struct ver_fast
{
  /* Its loop number.  */
  int num;
  /* The dependence clique of its references.  */
  unsigned short clique;
  /* Its check covers every pair the vectorizer would check
     (ver_state::for_vect).  */
  bool for_vect;
  /* Versioned for the vectorizer only (ver_state::vect_only).  */
  bool vect_only;
  /* The outer loop of a nest versioned as a whole (ver_nest_p).  */
  bool nest;
  /* The pass its references are labelled for once the hand-off is done
     (version_unmark).  That is unroll-and-jam for the outer loop of a
     nest whose check is named for it.  It is loop distribution or
     predictive commoning for a loop versioned for them
     (ver_state::for_dist, ver_state::for_pcom).  JAM_FOR_NONE for any
     other.  */
  enum jam_for what;
  /* The loop number of its slow copy.  */
  int slow;
  /* Then the remark to make if the vectorizer uses it, or NULL, and
     where.  */
  char *remark;
  location_t where;
};

/* A fast copy made for the vectorizer only, for version_after_vect.  */

struct ver_vect_rec
{
  /* Its loop number.  */
  int num;
  /* It was handed over (ver_handoff).  */
  bool handed;
  /* It was made for loop distribution (JAM_FOR_DIST), for predictive
     commoning (JAM_FOR_PCOM: it waits for version_after_pcom), or for
     the vectorizer alone (JAM_FOR_NONE).  */
  enum jam_for what;
  /* The loop number of its slow copy.  */
  int slow;
  /* The remark to make if it is vectorized, or NULL; owned.  */
  char *remark;
  /* The loop's location for it.  */
  location_t where;
};

/* The fast copies of the current function, for ver_handoff.  */
static vec<ver_fast> ver_fast_loops;

/* The function and loop numbers of the fast copies made for the
   vectorizer only whose check ver_after_vect has yet to look at.  */
static function *ver_vect_fun;
static vec<ver_vect_rec> ver_vect_nums;


static void ver_vect_release (bool = true);
static HOST_WIDE_INT ver_profile_iterations (class loop *, class loop *);

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

/* Print reference R to the dump file, with its range.  */

static void
ver_dump_ref (const ver_ref &r)
{
  print_generic_expr (dump_file, r.ref, TDF_SLIM);
  fprintf (dump_file, " (%" PRId64 " bytes, ", (int64_t) r.size);
  if (integer_zerop (r.dr.step))
    fprintf (dump_file, "invariant)");
  else
    {
      fprintf (dump_file, "step ");
      print_generic_expr (dump_file, r.dr.step, TDF_SLIM);
      fprintf (dump_file, ")");
    }
}

/* Gimplify EXPR into an operand, appending the statements to *SEQ
   (force_gimple_operand starts its sequence afresh).  EXPR is unshared
   first: gimplification replaces operands in place, and a tree shared
   with a cached number of iterations (loop->nb_iterations) would then
   name statements that a discarded check never put in the IL.  */

static tree
ver_gimplify (tree expr, gimple_seq *seq)
{
  gimple_seq stmts = NULL;
  tree t = force_gimple_operand (unshare_expr (expr), &stmts, true,
				 NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  return t;
}

/* Append to *SEQ the computation of the range [*LO, *HI) of reference R
   over NITER + 1 iterations (docs/THEORY.md, definition 11).  NITER is
   an operand of sizetype.  NITER_EXPR is the expression it was computed
   from, which lets fold see through widening conversions.  Set *OK to
   the condition that the range, computed in sizetype, did not wrap
   (lemma 18).  NITER * |step| + size, start + that, or
   start - NITER * |step| must stay within [0, 2^P - 1] for P-bit
   sizetype.  When *OK holds the range is exact.  */

static void
ver_range (const ver_ref &r, tree niter, tree niter_expr, tree *lo,
	   tree *hi, tree *ok, gimple_seq *seq)
{
  /* Accessed in every iteration: the addresses are those of one object,
     which cannot wrap (GCC's vectorizer assumes the same of its
     segments); without -fwrapv-pointer only.  */
  bool nowrap = r.every && !flag_wrapv_pointer && !flag_wrapv;
  tree start = ver_gimplify (ver_start_address (r), seq);
  tree size = size_int (r.size);
  tree max = TYPE_MAX_VALUE (sizetype);
  if (!tree_fits_shwi_p (r.dr.step))
    {
      /* An invariant step, checked at run time: 0 <= step, and NITER and
	 step both below 2^(P/2 - 1), so NITER * step + size cannot
	 wrap.  */
      tree half = size_binop (MINUS_EXPR,
			      size_binop (LSHIFT_EXPR, size_one_node,
					  size_int (TYPE_PRECISION (sizetype)
						    / 2 - 1)),
			      size_one_node);
      tree step_s = ver_gimplify (fold_convert (sizetype, r.dr.step), seq);
      tree d = ver_gimplify (fold_build2 (MULT_EXPR, sizetype, niter,
					  step_s), seq);
      tree e = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, d, size),
			     seq);
      *lo = start;
      *hi = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, start, e), seq);
      *ok = fold_build2 (LE_EXPR, boolean_type_node, step_s, half);
      if (!nowrap)
	{
	  *ok = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, *ok,
			     fold_build2 (LE_EXPR, boolean_type_node,
					  niter_expr, half));
	  *ok = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, *ok,
			     fold_build2 (LE_EXPR, boolean_type_node, start,
					  fold_build1 (BIT_NOT_EXPR, sizetype,
						       e)));
	}
      return;
    }
  HOST_WIDE_INT step = tree_to_shwi (r.dr.step);
  if (step == 0)
    {
      *lo = start;
      *hi = fold_build2 (PLUS_EXPR, sizetype, start, size);
      *ok = (nowrap ? boolean_true_node
	     : fold_build2 (LE_EXPR, boolean_type_node, start,
			    size_binop (MINUS_EXPR, max, size)));
      return;
    }
  tree abs_step = size_int (step > 0 ? step : -step);
  /* NITER * |step| + size <= max.  */
  tree niter_ok
    = fold_build2 (LE_EXPR, boolean_type_node, niter_expr,
		   size_binop (TRUNC_DIV_EXPR,
			       size_binop (MINUS_EXPR, max, size), abs_step));
  tree d = ver_gimplify (fold_build2 (MULT_EXPR, sizetype, niter, abs_step),
			 seq);
  tree start_ok;
  if (step > 0)
    {
      tree e = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, d, size),
			     seq);
      *lo = start;
      *hi = fold_build2 (PLUS_EXPR, sizetype, start, e);
      /* start + e <= max.  */
      start_ok = fold_build2 (LE_EXPR, boolean_type_node, start,
			      fold_build1 (BIT_NOT_EXPR, sizetype, e));
    }
  else
    {
      *lo = fold_build2 (MINUS_EXPR, sizetype, start, d);
      *hi = fold_build2 (PLUS_EXPR, sizetype, start, size);
      /* start - d >= 0 and start + size <= max.  */
      start_ok
	= fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
		       fold_build2 (GE_EXPR, boolean_type_node, start, d),
		       fold_build2 (LE_EXPR, boolean_type_node, start,
				    size_binop (MINUS_EXPR, max, size)));
    }
  *ok = (nowrap ? boolean_true_node
	 : fold_build2 (TRUTH_AND_EXPR, boolean_type_node, niter_ok,
			start_ok));
  *lo = ver_gimplify (*lo, seq);
  *hi = ver_gimplify (*hi, seq);
}

/* Add to COND the check of one pair: both ranges computed without a wrap
   (XOK, ROK) and [XLO, XHI) apart from [RLO, RHI).  */

static tree
ver_and_pair (tree cond, tree xlo, tree xhi, tree xok, tree rlo, tree rhi,
	      tree rok)
{
  tree apart
    = fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		   fold_build2 (LE_EXPR, boolean_type_node, xhi, rlo),
		   fold_build2 (LE_EXPR, boolean_type_node, rhi, xlo));
  tree one = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, xok, rok);
  one = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, one, apart);
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, one);
}

/* Build into *SEQ the check that no location of GROUPS overlaps the
   range it is checked against in CHECKS.  Return the boolean SSA name.
   NITER is the number of latch executions, of a type no wider than
   sizetype.  */

static tree
ver_build_check (vec<ver_ref> &refs, vec<ver_group> &groups,
		 vec<ver_check> &checks, tree niter, gimple_seq *seq)
{
  tree ntype = unsigned_type_for (TREE_TYPE (niter));
  tree niter_expr = fold_convert (sizetype, fold_convert (ntype, niter));
  tree niter_s = ver_gimplify (unshare_expr (niter_expr), seq);
  tree cond = boolean_true_node;
  for (const ver_check &c : checks)
    {
      tree xlo, xhi, xok, rlo, rhi, rok;
      ver_range (refs[c.a], niter_s, niter_expr, &xlo, &xhi, &xok, seq);
      ver_range (refs[c.b], niter_s, niter_expr, &rlo, &rhi, &rok, seq);
      cond = ver_and_pair (cond, xlo, xhi, xok, rlo, rhi, rok);
    }
  return ver_gimplify (cond, seq);
}

/* One loop a range spans.  Its fields are the step of the address per
   iteration, and the number of latch executions, as a sizetype operand
   and as the expression it came from.  The step is a constant, or an
   expression known before the range's loops.  DELTA says by how much the
   number of latch executions of the next loop in changes per iteration
   of this one: -1, 0 or 1.  The j loop of a triangle, j from i to n, has
   1 in the i loop.  Where DELTA is not 0, that number (the next loop's
   NITER_EXPR) is its value in this loop's first iteration.  Every step
   of the range is then constant.  VARIES says that the next loop's
   number changes with this loop's iterations, also where the range spans
   its most (DELTA 0).  This loop's number must then be bounded even
   where its extent is 0.  */

struct ver_dim
{
  tree step;
  tree niter;
  tree niter_expr;
  int delta;
  bool varies;
};

/* The extent per iteration of the loop DIMS[K] of a range over the
   loops DIMS[K ..] (docs/THEORY.md, lemmas 20 and 21).  Set *ABOVE and
   *BELOW to the bytes by which each iteration of DIMS[K] can raise the
   range's highest address and lower its lowest.  That is beyond what
   the loops inside span in DIMS[K]'s first iteration.  Return true.
   Return false for a step known only at run time.  ver_range_dims takes
   it as non-negative and checks it.
   Let S be the step of DIMS[K], D its delta and A the next loop's *ABOVE
   (0 for the innermost loop).  In iteration i of DIMS[K] the next loop
   runs M + D * i latch executions.  The highest address the loops from
   the next one in reach is linear in that number: M * A, plus what the
   loops further in add, the same in every i.  So in iteration i it is
   i * (S + D * A) + M * A + ... above the first address.  Over
   i = 0 .. N it is highest at i = 0 or i = N: N * max (0, S + D * A)
   above the first row's.  The lowest goes likewise with -S and the next
   *BELOW.  With D = 0 the extents are max (0, S) and max (0, -S): a
   rectangle.  */

static bool
ver_dim_extent (vec<ver_dim> &dims, unsigned k, HOST_WIDE_INT *above,
		HOST_WIDE_INT *below)
{
  HOST_WIDE_INT a = 0, b = 0;
  if (k + 1 < dims.length () && !ver_dim_extent (dims, k + 1, &a, &b))
    gcc_assert (!dims[k].delta);
  if (!tree_fits_shwi_p (dims[k].step))
    return false;
  HOST_WIDE_INT st = tree_to_shwi (dims[k].step);
  *above = MAX (0, st + dims[k].delta * a);
  *below = MAX (0, -st + dims[k].delta * b);
  return true;
}

/* Append to *SEQ the computation of the range [*LO, *HI) of SIZE bytes at
   START over all iterations of DIMS.  START is a sizetype expression:
   the address in the first iteration of every loop of DIMS.  Set *OK to
   the condition that nothing wrapped (docs/THEORY.md, lemma 18):
     - every NITER of a loop that moves the range, or that the next
       loop's number changes with (VARIES), is at most 2^(P/2 - 1) - 1.
       With VARIES, the next loop's number, first + DELTA * i or
       first + NITER, is then exact, below 2^(P-1);
     - so is every step not known to be constant, which must also be
       non-negative.
   So each product stays below 2^(P-2).  So does a NITER's product with
   a constant extent (ver_dim_extent), at most 3 * 2^20 from steps of at
   most 2^20.  NITER is also checked against (2^(P-2) - 1) / the extent;
   for P = 64 that is never the smaller bound.  Their sum, over at most
   three loops, stays below 3 * 2^(P-2) + size.  START minus the part
   below and plus the part above must stay within [0, 2^P - 1].  A loop
   that neither moves the range nor changes the next one's number (a
   step of 0) is not bounded: it adds nothing.  The range is exact over a
   rectangle, and over a triangle (DELTA) too: ver_dim_extent.  */

static void
ver_range_dims (tree start_expr, HOST_WIDE_INT size_bytes,
		vec<ver_dim> &dims, tree *lo, tree *hi, tree *ok,
		gimple_seq *seq)
{
  gcc_checking_assert (dims.length () <= 3);
  unsigned prec = TYPE_PRECISION (sizetype);
  tree half = size_binop (MINUS_EXPR,
			  size_binop (LSHIFT_EXPR, size_one_node,
				      size_int (prec / 2 - 1)),
			  size_one_node);
  tree quarter = size_binop (MINUS_EXPR,
			     size_binop (LSHIFT_EXPR, size_one_node,
					 size_int (prec - 2)),
			     size_one_node);
  tree start = ver_gimplify (start_expr, seq);
  tree neg = size_zero_node, pos = size_zero_node;
  tree cond = boolean_true_node;
  for (unsigned k = 0; k < dims.length (); k++)
    {
      const ver_dim &d = dims[k];
      HOST_WIDE_INT above, below;
      if (ver_dim_extent (dims, k, &above, &below))
	{
	  if (!above && !below && !d.varies)
	    continue;
	  tree bound = half;
	  if (above || below)
	    bound = size_binop (TRUNC_DIV_EXPR, quarter,
				size_int (MAX (above, below)));
	  if (tree_int_cst_lt (half, bound))
	    bound = half;
	  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			      fold_build2 (LE_EXPR, boolean_type_node,
					   d.niter_expr, bound));
	  if (above)
	    pos = fold_build2 (PLUS_EXPR, sizetype, pos,
			       fold_build2 (MULT_EXPR, sizetype, d.niter,
					    size_int (above)));
	  if (below)
	    neg = fold_build2 (PLUS_EXPR, sizetype, neg,
			       fold_build2 (MULT_EXPR, sizetype, d.niter,
					    size_int (below)));
	  continue;
	}
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (LE_EXPR, boolean_type_node,
				       d.niter_expr, half));
      tree st = ver_gimplify (fold_convert (sizetype, d.step), seq);
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (LE_EXPR, boolean_type_node, st, half));
      pos = fold_build2 (PLUS_EXPR, sizetype, pos,
			 fold_build2 (MULT_EXPR, sizetype, d.niter, st));
    }
  neg = ver_gimplify (neg, seq);
  tree e = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, pos,
				      size_int (size_bytes)), seq);
  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
		      fold_build2 (GE_EXPR, boolean_type_node, start, neg));
  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
		      fold_build2 (LE_EXPR, boolean_type_node, start,
				   fold_build1 (BIT_NOT_EXPR, sizetype, e)));
  *ok = cond;
  *lo = ver_gimplify (fold_build2 (MINUS_EXPR, sizetype, start, neg), seq);
  *hi = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, start, e), seq);
}

/* The evolution in the loop OUTER of OP, sign-extended to sizetype.  OP
   has a signed integer type whose overflow is undefined.  Set *BASE and
   *STEP (sizetype) and return true, or return false.  OP must be known
   before OUTER, or be an induction variable of OUTER that does not wrap.
   Or, DEPTH levels deep, it is the sum, difference or product of two
   such values computed in OUTER.  A product needs a factor known before
   OUTER, as (i + 1) * m in a[(i + 1) * m + j].  SCEV computes such a
   product in the unsigned type, since it cannot know which iterations
   compute it.  A conversion of that is not affine.  But take an
   iteration of OUTER that computes OP.  Its operands are the values of
   that iteration: their definitions dominate OP's, inside OUTER.  The
   operation does not overflow, so OP is the exact sum or product.  Its
   sign-extended value is *BASE + *STEP * the iteration's number, modulo
   2^P for P-bit sizetype.  An iteration that uses OP computes it, since
   its definition dominates the use.  That is all the check needs of the
   iterations it covers.  It computes their addresses modulo 2^P and then
   proves that they do not wrap (ver_range_dims).  */

static bool
ver_exact_iv (class loop *outer, tree op, tree *base, tree *step, int depth)
{
  tree type = TREE_TYPE (op);
  if (TREE_CODE (type) != INTEGER_TYPE || !TYPE_OVERFLOW_UNDEFINED (type)
      || TYPE_PRECISION (type) > TYPE_PRECISION (sizetype))
    return false;
  affine_iv iv;
  if (expr_invariant_in_loop_p (outer, op))
    {
      *base = fold_convert (sizetype, op);
      *step = size_zero_node;
      return ver_computable_p (op);
    }
  if (simple_iv (outer, outer, op, &iv, true) && iv.no_overflow
      && ver_computable_p (iv.base) && ver_computable_p (iv.step)
      && expr_invariant_in_loop_p (outer, iv.base)
      && expr_invariant_in_loop_p (outer, iv.step))
    {
      *base = fold_convert (sizetype, iv.base);
      *step = fold_convert (sizetype, iv.step);
      return true;
    }
  gassign *def = (TREE_CODE (op) == SSA_NAME && depth > 0
		  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
  if (!def || !flow_bb_inside_loop_p (outer, gimple_bb (def)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree b0, s0, b1, s1;
  if ((code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
      || !ver_exact_iv (outer, gimple_assign_rhs1 (def), &b0, &s0, depth - 1)
      || !ver_exact_iv (outer, gimple_assign_rhs2 (def), &b1, &s1,
			depth - 1))
    return false;
  if (code != MULT_EXPR)
    {
      *base = fold_build2 (code, sizetype, b0, b1);
      *step = fold_build2 (code, sizetype, s0, s1);
      return true;
    }
  if (!integer_zerop (s0) && !integer_zerop (s1))
    return false;
  *base = fold_build2 (MULT_EXPR, sizetype, b0, b1);
  *step = (integer_zerop (s1)
	   ? fold_build2 (MULT_EXPR, sizetype, s0, unshare_expr (b1))
	   : fold_build2 (MULT_EXPR, sizetype, unshare_expr (b0), s1));
  return true;
}

/* The evolution in OUTER of START, a sizetype address, where SCEV finds
   none: a sum of terms, each times a constant, that are known before
   OUTER, induction variables of OUTER, or sign-extended values that
   ver_exact_iv follows.  Set *BASE and *STEP and return true, or return
   false.  */

static bool
ver_outer_sum_iv (class loop *outer, tree start, tree *base, tree *step)
{
  aff_tree comb;
  tree_to_aff_combination (start, sizetype, &comb);
  if (comb.rest)
    return false;
  tree b = wide_int_to_tree (sizetype, comb.offset);
  tree s = size_zero_node;
  for (unsigned i = 0; i < comb.n; i++)
    {
      tree val = comb.elts[i].val, eb, es;
      tree coef = wide_int_to_tree (sizetype, comb.elts[i].coef);
      affine_iv iv;
      if (CONVERT_EXPR_P (val) && INTEGRAL_TYPE_P (TREE_TYPE (val))
	  && TYPE_PRECISION (TREE_TYPE (val)) == TYPE_PRECISION (sizetype)
	  && ver_exact_iv (outer, TREE_OPERAND (val, 0), &eb, &es, 4))
	;
      else if (simple_iv (outer, outer, val, &iv, true)
	       && ver_computable_p (iv.base) && ver_computable_p (iv.step))
	{
	  eb = fold_convert (sizetype, iv.base);
	  es = fold_convert (sizetype, iv.step);
	}
      else
	return false;
      b = fold_build2 (PLUS_EXPR, sizetype, b,
		       fold_build2 (MULT_EXPR, sizetype, eb, coef));
      s = fold_build2 (PLUS_EXPR, sizetype, s,
		       fold_build2 (MULT_EXPR, sizetype, es, coef));
    }
  *base = b;
  *step = s;
  return true;
}

/* The evolution in OUTER of START, a sizetype address known before a
   loop inside OUTER.  Set *BASE to the address in OUTER's first
   iteration, known before OUTER.  Set *STEP to its change per iteration
   of OUTER, known before it: a constant of at most 2^20 bytes or an
   expression.  Return false if it is not affine.  */

static bool
ver_outer_iv_expr (class loop *outer, tree start, tree *base, tree *step)
{
  affine_iv iv;
  if (!simple_iv (outer, outer, start, &iv, true))
    {
      iv.base = iv.step = NULL_TREE;
      if (!ver_outer_sum_iv (outer, start, &iv.base, &iv.step))
	return false;
    }
  if (!ver_computable_p (iv.base) || !ver_computable_p (iv.step)
      || !expr_invariant_in_loop_p (outer, iv.base)
      || !expr_invariant_in_loop_p (outer, iv.step)
      || (tree_fits_shwi_p (iv.step)
	  && (tree_to_shwi (iv.step) > (HOST_WIDE_INT_1 << 20)
	      || tree_to_shwi (iv.step) < -(HOST_WIDE_INT_1 << 20)))
      || (TREE_CODE (iv.step) == INTEGER_CST && !tree_fits_shwi_p (iv.step)))
    return false;
  *base = fold_convert (sizetype, iv.base);
  *step = iv.step;
  return true;
}

/* Return the number of latch executions of OUTER, the loop around INNER,
   if a check over the iterations of both can be made before OUTER.
   OUTER must have a preheader and one exit, and not be the function's
   body.  Its number must be known before it.  Else return NULL_TREE.
   Other loops in OUTER (gramschmidt's two i loops in its j loop) do not
   matter.  The addresses are SSA values that SCEV follows, which no
   store changes.  A number of iterations that such a loop computes has
   no evolution.  */

static tree
ver_outer_niter (class loop *inner, class loop *outer)
{
  if (!outer || !loop_outer (outer) || loop_outer (inner) != outer
      || !canon_loop_ok_p (outer) || !single_exit (outer))
    return NULL_TREE;
  tree niter = number_of_latch_executions (outer);
  if (!niter || chrec_contains_undetermined (niter)
      || !ver_computable_p (niter)
      || !expr_invariant_in_loop_p (outer, niter)
      || TYPE_PRECISION (TREE_TYPE (niter)) > TYPE_PRECISION (sizetype))
    return NULL_TREE;
  return niter;
}

/* Follow NITER, the latch executions of a loop inside OUTER, over the
   iterations of OUTER that enter the loop.  ONITER, of sizetype, is
   OUTER's number of latch executions.  Set *FIRST to NITER's value in
   OUTER's first iteration, a sizetype expression known before OUTER.
   Set *DELTA to its change per iteration of OUTER: -1, 0 or 1 (the j
   loop of a triangle, j from i to n).  Return true, or return false.
   The values are computed in sizetype from NITER's unsigned value, exact
   in every iteration that enters the loop.  A value below 0 would stand
   for an iteration that does not enter the loop (j from i + 1 to n, at
   i = n - 1).  Or it would stand for one that runs NITER's type around
   (a do-while loop).  So the endpoint the others are above must fold to
   a constant below 2^(P-1): the first when NITER grows, the last when it
   shrinks.  With OUTER's number bounded too (ver_range_dims, VARIES), no
   value wraps, and the check does not always fail.  */

static bool
ver_niter_evolution (class loop *outer, tree niter, tree oniter,
		     tree *first, int *delta)
{
  tree utype = unsigned_type_for (TREE_TYPE (niter));
  *delta = 0;
  if (expr_invariant_in_loop_p (outer, niter))
    {
      *first = fold_convert (sizetype, fold_convert (utype, niter));
      return true;
    }
  affine_iv iv;
  if (!simple_iv (outer, outer, niter, &iv, true)
      || TREE_CODE (iv.step) != INTEGER_CST
      || !ver_computable_p (iv.base)
      || !expr_invariant_in_loop_p (outer, iv.base))
    return false;
  tree sstep = fold_convert (signed_type_for (TREE_TYPE (iv.step)), iv.step);
  if (!tree_fits_shwi_p (sstep) || tree_to_shwi (sstep) < -1
      || tree_to_shwi (sstep) > 1)
    return false;
  *first = fold_convert (sizetype, fold_convert (utype, iv.base));
  *delta = tree_to_shwi (sstep);
  if (!*delta)
    return true;
  tree low = (*delta > 0 ? *first
	      : fold_build2 (MINUS_EXPR, sizetype, *first,
			     unshare_expr (oniter)));
  return TREE_CODE (low) == INTEGER_CST && !tree_int_cst_sign_bit (low);
}

/* The range of one reference that an outer check covers
   (ver_outer_build): it starts at BASE, known before the check's loop,
   and spans the loops DIMS[0 .. NDIMS), outermost first.  */

struct ver_span
{
  tree base;
  unsigned ndims;
  ver_dim dims[3];
};

/* A loop INNER of an outer check whose number of iterations changes by
   DELTA (-1 or 1) per iteration of OUTER, the loop around it: the ranges
   follow it (EXACT, ver_dim_extent) or span its most.  */

struct ver_skew
{
  class loop *inner;
  class loop *outer;
  int delta;
  bool exact;
};

/* An outer check as far as ver_outer_step_out took it.  It is made
   before the loop OUTER, whose latch executions are NITER.  SPANS has one
   range per reference, unused where the reference is in no pair.  SKEWS
   holds the NSKEWS loops inside whose numbers change, for the dump.  */

struct ver_outer_level
{
  class loop *outer;
  tree niter;
  auto_vec<ver_span> spans;
  unsigned nskews;
  ver_skew skews[2];
};

/* Take LEVEL one loop further out, to the loop around LEVEL->outer.
   Every range's start, and the number of latch executions of
   LEVEL->outer, must have an evolution there (ver_outer_iv_expr,
   ver_niter_evolution).  Every step and every other number must be known
   before it.  Return false, LEVEL unchanged, where they are not.
   LEVEL->outer's number may change with the new loop (a triangle).  Then
   the ranges follow it exactly (ver_dim_extent) when every step of every
   range is constant.  Otherwise they span its larger endpoint in every
   iteration.  The numbers of iterations are expressions until the check
   is built.  */

static bool
ver_outer_step_out (ver_outer_level *level)
{
  class loop *inner = level->outer;
  class loop *outer = loop_outer (inner);
  tree niter = ver_outer_niter (inner, outer);
  if (!niter)
    return false;
  unsigned n = level->spans.length ();
  auto_vec<tree> base, step;
  base.safe_grow_cleared (n);
  step.safe_grow_cleared (n);
  for (unsigned i = 0; i < n; i++)
    {
      ver_span &sp = level->spans[i];
      if (!sp.base)
	continue;
      if (sp.ndims == ARRAY_SIZE (sp.dims))
	return false;
      for (unsigned d = 0; d < sp.ndims; d++)
	if (!expr_invariant_in_loop_p (outer, sp.dims[d].step)
	    || (d && !expr_invariant_in_loop_p (outer, sp.dims[d].niter_expr)))
	  return false;
      if (!ver_outer_iv_expr (outer, sp.base, &base[i], &step[i]))
	return false;
    }
  tree otype = unsigned_type_for (TREE_TYPE (niter));
  tree out_expr = fold_convert (sizetype, fold_convert (otype, niter));
  tree inner_n;
  int delta;
  if (!ver_niter_evolution (outer, level->niter, out_expr, &inner_n, &delta))
    return false;
  bool varies = delta != 0;
  if (delta)
    level->skews[level->nskews++] = { inner, outer, delta, true };
  for (unsigned i = 0; i < n && delta; i++)
    {
      const ver_span &sp = level->spans[i];
      if (!sp.base)
	continue;
      bool constant = tree_fits_shwi_p (step[i]);
      for (unsigned d = 0; d < sp.ndims; d++)
	constant &= tree_fits_shwi_p (sp.dims[d].step);
      if (!constant)
	{
	  /* Its larger endpoint in every iteration.  */
	  if (delta > 0)
	    inner_n = fold_build2 (PLUS_EXPR, sizetype, inner_n,
				 unshare_expr (out_expr));
	  delta = 0;
	  level->skews[level->nskews - 1].exact = false;
	}
    }
  for (unsigned i = 0; i < n; i++)
    {
      ver_span &sp = level->spans[i];
      if (!sp.base)
	continue;
      sp.dims[0].niter_expr = inner_n;
      memmove (&sp.dims[1], &sp.dims[0], sp.ndims * sizeof sp.dims[0]);
      sp.dims[0] = { step[i], NULL_TREE, out_expr, delta, varies };
      sp.ndims++;
      sp.base = base[i];
    }
  level->outer = outer;
  level->niter = niter;
  return true;
}

/* Start LEVEL at LOOP, whose latch executions are NITER: the range of
   each reference of CHECKS over LOOP's iterations, for ver_outer_step_out
   to take out a loop at a time.  Return false if a pair shares its
   base.  Two accesses from one base, such as rows of one matrix, are
   often apart in every iteration while their ranges over both loops
   overlap.  Gaussian elimination's a[i][k] against a[i][k+1..n] is one.
   Those keep the check of each iteration.  */

static bool
ver_outer_start (ver_outer_level *level, class loop *loop,
		 vec<ver_ref> &refs, vec<ver_check> &checks, tree niter)
{
  for (const ver_check &c : checks)
    if (operand_equal_p (refs[c.a].dr.base_address,
			 refs[c.b].dr.base_address, 0))
      return false;
  level->outer = loop;
  level->niter = niter;
  level->nskews = 0;
  level->spans.safe_grow_cleared (refs.length ());
  tree itype = unsigned_type_for (TREE_TYPE (niter));
  tree in_expr = fold_convert (sizetype, fold_convert (itype, niter));
  for (const ver_check &c : checks)
    for (unsigned i : { c.a, c.b })
      if (!level->spans[i].base)
	{
	  ver_span &sp = level->spans[i];
	  sp.base = ver_start_address (refs[i]);
	  sp.dims[0] = { refs[i].dr.step, NULL_TREE, in_expr, 0, false };
	  sp.ndims = 1;
	}
  return true;
}

/* Build into *SEQ the check of CHECKS over the iterations of the loops
   from LEVEL->outer, where ver_outer_step_out took it, to the versioned
   loop, to be made before LEVEL->outer; return its condition.  The
   stronger check implies the one of every iteration (docs/THEORY.md,
   lemma 20).  A location invariant in the versioned loop moves with the
   outer ones, as C[i][j] in the j loop of an i-j-k product.  The range
   over a triangle, whose j loop's number of iterations changes with i,
   covers every row (ver_dim_extent).  */

static tree
ver_outer_build (ver_outer_level *level, vec<ver_ref> &refs,
		 vec<ver_check> &checks, gimple_seq *seq)
{
  /* The numbers of iterations, known before LEVEL->outer: each loop's
     is the same in every range.  */
  ver_span *any = NULL;
  for (ver_span &sp : level->spans)
    if (sp.base)
      any = &sp;
  for (unsigned d = 0; any && d < any->ndims; d++)
    {
      tree s = ver_gimplify (unshare_expr (any->dims[d].niter_expr), seq);
      for (ver_span &sp : level->spans)
	if (sp.base)
	  sp.dims[d].niter = s;
    }

  tree cond = boolean_true_node;
  for (const ver_check &c : checks)
    {
      tree lo[2], hi[2], ok[2];
      unsigned idx[2] = { c.a, c.b };
      for (int k = 0; k < 2; k++)
	{
	  const ver_span &sp = level->spans[idx[k]];
	  auto_vec<ver_dim, 3> dims;
	  for (unsigned d = 0; d < sp.ndims; d++)
	    dims.quick_push (sp.dims[d]);
	  ver_range_dims (sp.base, refs[idx[k]].size, dims, &lo[k], &hi[k],
			  &ok[k], seq);
	}
      cond = ver_and_pair (cond, lo[0], hi[0], ok[0], lo[1], hi[1], ok[1]);
    }
  return ver_gimplify (cond, seq);
}

/* Give the reference R of the fast copy clique CLIQUE and base BASE.  The
   reference is first replaced in its statement by a copy of its own: a
   tree shared with a statement outside the fast copy would carry the
   claim where no check guards it.  */

static void
ver_mark (ver_ref *r, unsigned short clique, unsigned short base)
{
  gassign *stmt = as_a <gassign *> (r->stmt);
  tree copy = unshare_expr (r->ref);
  if (r->store)
    {
      gcc_checking_assert (gimple_assign_lhs (stmt) == r->ref);
      gimple_assign_set_lhs (stmt, copy);
    }
  else
    {
      gcc_checking_assert (gimple_assign_rhs1 (stmt) == r->ref);
      gimple_assign_set_rhs1 (stmt, copy);
    }
  update_stmt (stmt);
  r->ref = copy;
  tree b = copy;
  while (handled_component_p (b))
    b = TREE_OPERAND (b, 0);
  gcc_checking_assert (TREE_CODE (b) == MEM_REF
		       || TREE_CODE (b) == TARGET_MEM_REF);
  MR_DEPENDENCE_CLIQUE (b) = clique;
  MR_DEPENDENCE_BASE (b) = base;
}

/* Give the check COND a name a later pass can find.  The last statement
   of SEQ that computes it defines it under PREFIX and the loop number
   NUM.  PREFIX is VER_VECT_CHECK_PREFIX for a fast copy made for the
   vectorizer only, JAM_CHECK_PREFIX for the fast copy of a nest kept for
   unroll-and-jam.  Return the condition to version on, COND itself when
   it cannot be named.  */

static tree
ver_name_check (tree cond, const char *prefix, int num, gimple_seq *seq)
{
  if (TREE_CODE (cond) != SSA_NAME)
    return cond;
  gimple *def = SSA_NAME_DEF_STMT (cond);
  if (!is_gimple_assign (def) || gimple_bb (def)
      || gimple_seq_last_stmt (*seq) != def)
    return cond;
  char name[64];
  snprintf (name, sizeof name, "%s%d", prefix, num);
  tree named = make_temp_ssa_name (TREE_TYPE (cond), def, name);
  gimple_assign_set_lhs (def, named);
  release_ssa_name (cond);
  return named;
}

/* What ver_loop learns about one loop, step by step.  */

struct ver_state
{
  /* The loop.  */
  class loop *loop;
  /* Its memory references.  */
  auto_vec<ver_ref> refs;
  /* Its invariant locations.  */
  ver_groups groups;
  /* The pairs of ranges the run-time check separates.  */
  auto_vec<ver_check> checks;
  /* The dependence base of each reference in the fast copy, 0 for none.  */
  auto_vec<unsigned short> bases;
  /* The number of latch executions, known before the loop.  */
  tree niter;
  /* Its statements, not counting debug statements.  */
  unsigned size;
  /* Why the loop is not versioned, or NULL.  */
  const char *why;
  /* The statement WHY is about (a call that may access memory), or
     NULL.  */
  gimple *why_stmt;
  /* Some invariant location is blocked (ver_find_blockers); else the
     loop is looked at for the vectorizer only, and not versioning it is
     not worth a word.  */
  bool blocked;
  /* The check separates every pair the vectorizer would have to check
     (ver_vect_feasible_p): the fast copy is meant for it.  */
  bool for_vect;
  /* And only it gains: no location was chosen for store motion or
     hoisting.  */
  bool vect_only;
  /* The loop is a copy that GCC's loop distribution makes a call to
     memmove where it knows the ranges apart (ver_dist_copy_p).  The fast
     copy is meant for it, and for the vectorizer if it leaves the loop:
     VECT_ONLY and FOR_VECT are set too.  */
  bool for_dist;
  /* The loop has loads whose values GCC's predictive commoning may
     carry from an earlier iteration where it knows the ranges apart
     (ver_pcom_reuse): the fast copy is meant for it, as for loop
     distribution (VECT_ONLY and FOR_VECT are set too).  */
  bool for_pcom;
  /* Then the number of those loads.  */
  unsigned reused;
  /* The loop is the only loop of its outer loop, and GCC's
     unroll-and-jam may fuse iterations of the outer loop where it knows
     the ranges apart (ver_jam_reuse_p).  The whole nest is copied.  Its
     fast copy is meant for unroll-and-jam, and for the vectorizer after
     it: FOR_VECT is set too.  The check stays, as for store motion.  */
  bool for_jam;
  /* What ver_jam_reuse_p answered for the loop, once asked (ver_jam_p),
     or -1.  */
  int jam_reuse;
  /* Statements the copy of a whole nest added beyond the loop's own
     (ver_nest_p).  */
  unsigned nest_size;
  /* Statements of the iterations peeled before the slow copy
     (ver_peel).  */
  unsigned peel_size;
};

/* The outer loop of a nest versioned as a whole (ver_nest_p): the
   references of its own blocks and the dependence base each takes.  */

struct ver_nest
{
  auto_vec<ver_ref> refs;
  auto_vec<unsigned short> bases;
  /* The statements of its own blocks.  */
  unsigned size;
};

/* The key under which reference I is checked: its group's first
   range when it accesses an invariant location, else its range.  */

static unsigned
ver_key (vec<ver_ref> &refs, vec<ver_group> &groups, unsigned i)
{
  int g = refs[i].group;
  return g >= 0 ? refs[groups[g].first].range : refs[i].range;
}

/* Return true if a check of ST covers references I and J: their keys are
   the two ranges of one check.  */

static bool
ver_covered_p (ver_state *st, unsigned i, unsigned j)
{
  unsigned ki = ver_key (st->refs, st->groups, i);
  unsigned kj = ver_key (st->refs, st->groups, j);
  for (const ver_check &c : st->checks)
    {
      unsigned ka = ver_key (st->refs, st->groups, c.a);
      unsigned kb = ver_key (st->refs, st->groups, c.b);
      if ((ka == ki && kb == kj) || (ka == kj && kb == ki))
	return true;
    }
  return false;
}

/* Return true if hoisting the loads of location G (read only) out of
   LOOP would take more than the load along.  That is a use of a loaded
   value whose other operands are invariant, and which is not a copy, a
   conversion or an addition.  On targets whose instructions take memory
   operands, hoisting a load alone saves no instruction.  */

static bool
ver_load_gain_p (class loop *loop, vec<ver_ref> &refs, unsigned g)
{
  for (const ver_ref &r : refs)
    {
      if (r.group != (int) g || r.store)
	continue;
      tree val = gimple_assign_lhs (r.stmt);
      if (TREE_CODE (val) != SSA_NAME)
	continue;
      imm_use_iterator ui;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, ui, val)
	{
	  if (!is_gimple_assign (use) || !gimple_bb (use)
	      || !flow_bb_inside_loop_p (loop, gimple_bb (use)))
	    continue;
	  tree_code code = gimple_assign_rhs_code (use);
	  if (code == PLUS_EXPR || code == MINUS_EXPR
	      || code == POINTER_PLUS_EXPR || code == NEGATE_EXPR
	      || code == BIT_AND_EXPR || code == BIT_IOR_EXPR
	      || code == BIT_XOR_EXPR || code == SSA_NAME
	      || CONVERT_EXPR_CODE_P (code))
	    continue;
	  bool invariant = true;
	  for (unsigned i = 1; i < gimple_num_ops (use); i++)
	    {
	      tree op = gimple_op (use, i);
	      if (op == val || !op || CONSTANT_CLASS_P (op))
		continue;
	      if (TREE_CODE (op) != SSA_NAME
		  || (gimple_bb (SSA_NAME_DEF_STMT (op))
		      && flow_bb_inside_loop_p (loop, gimple_bb
						(SSA_NAME_DEF_STMT (op)))))
		invariant = false;
	    }
	  if (invariant)
	    return true;
	}
    }
  return false;
}

/* Print the range of reference I of REFS in source terms: "'a[i]'", or
   for ranges merged into one (ver_merge_ranges) "'u[j][i - 1]' to
   'u[j][i + 1]'".  */

static void
ver_remark_range (looplicm_remark *r, vec<ver_ref> &refs, unsigned i)
{
  pp_string (r->m_pp, "'");
  looplicm_remark_ref (r, refs[i].ref);
  pp_string (r->m_pp, "'");
  if (refs[i].last >= 0)
    {
      pp_string (r->m_pp, " to '");
      looplicm_remark_ref (r, refs[refs[i].last].ref);
      pp_string (r->m_pp, "'");
    }
}

/* Return, in a new string, the remark that LOOP was versioned on CHECKS
   (pairs of REFS).  PURPOSE says for whom: " for the vectorizer", or
   empty.  The remark names the pairs in source terms: "'*sum' does not
   overlap 'a[i]' or '*sq'; '*sq' does not overlap 'a[i]'".  */

static char *
ver_remark_versioned (class loop *loop, vec<ver_ref> &refs,
		      vec<ver_check> &checks, const char *purpose)
{
  looplicm_remark r (MSG_OPTIMIZED_LOCATIONS, loop);
  pp_string (r.m_pp, "versioned ");
  looplicm_remark_loop (&r, loop);
  pp_string (r.m_pp, purpose);
  pp_string (r.m_pp, ": a run-time check picks a copy for when ");
  for (unsigned i = 0; i < checks.length (); i++)
    {
      bool first = i == 0 || checks[i].a != checks[i - 1].a;
      if (first)
	{
	  if (i)
	    pp_string (r.m_pp, "; ");
	  ver_remark_range (&r, refs, checks[i].a);
	  pp_string (r.m_pp, " does not overlap ");
	}
      else
	pp_string (r.m_pp, " or ");
      ver_remark_range (&r, refs, checks[i].b);
    }
  return xstrdup (looplicm_remark_text (&r));
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
  { ver_too_deep,
    "raise -fplugin-arg-looplicm-version-depth" },
};

/* Say in the dump why LOOP is not versioned, and as a missed-optimization
   remark when the user can do something about it.  WHY_STMT is the
   statement WHY is about, or NULL: a call is named, and advice about it
   is given where looplicm_remark_writer finds it sound.  */

static void
ver_not (class loop *loop, const char *why, gimple *why_stmt = NULL)
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

static bool
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

static bool
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

static bool
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

/* Return T without its conversions between integer types.  */

static tree
ver_strip_int_conversions (tree t)
{
  while (CONVERT_EXPR_P (t) && INTEGRAL_TYPE_P (TREE_TYPE (t))
	 && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (t, 0))))
    t = TREE_OPERAND (t, 0);
  return t;
}

/* Return true if A and B are the same affine combination up to
   conversions between integer types in their elements: (sizetype) i and
   (sizetype) (unsigned) i compare equal.  Good for a cost estimate only,
   never for legality.  */

static bool
ver_aff_similar_p (aff_tree *a, aff_tree *b)
{
  if (a->n != b->n || maybe_ne (a->offset, b->offset) || a->rest || b->rest)
    return false;
  for (unsigned i = 0; i < a->n; i++)
    {
      bool found = false;
      for (unsigned j = 0; j < b->n && !found; j++)
	found = (a->elts[i].coef == b->elts[j].coef
		 && operand_equal_p (ver_strip_int_conversions
				     (a->elts[i].val),
				     ver_strip_int_conversions
				     (b->elts[j].val), 0));
      if (!found)
	return false;
    }
  return true;
}

static bool ver_pair_may_alias_p (ver_state *, unsigned, unsigned);

/* Return the index of a moving load of ST's loop whose range holds the
   invariant location G at one of its ends, or -1.  The end is its first
   or its last address: in syrk's j <= i loop, a[i][k] is the last
   a[j][k].  The load must also be able to overlap every range G is
   checked against.  The vectorizer, versioning the loop itself, checks
   that load against those ranges.  The range ends where G does (or
   starts where it does), so its comparison also decides G's.  GCC folds
   the two into one: hoisting G's load saves the vectorizer no check.
   Where G lies inside the range, as in syrk over a square, the
   comparisons differ, and versioning still gains.  */

static int
ver_load_covering (ver_state *st, unsigned g)
{
  vec<ver_ref> &refs = st->refs;
  ver_group &grp = st->groups[g];
  const ver_ref &x = refs[grp.first];
  if (!x.analyzed || !st->niter)
    return -1;
  hash_map<tree, name_expansion *> *cache = NULL;
  aff_tree xa, na;
  tree_to_aff_combination_expand (ver_start_address (x), sizetype, &xa,
				  &cache);
  tree_to_aff_combination_expand (fold_convert (sizetype, st->niter),
				  sizetype, &na, &cache);
  int found = -1;
  for (unsigned i = 0; i < refs.length () && found < 0; i++)
    {
      const ver_ref &l = refs[i];
      if (l.store || l.group >= 0 || !l.analyzed || l.size != x.size
	  || TREE_CODE (l.dr.step) != INTEGER_CST
	  || integer_zerop (l.dr.step))
	continue;
      bool checked = true;
      for (unsigned key : grp.blockers)
	if (!ver_pair_may_alias_p (st, i, key))
	  checked = false;
      if (!checked)
	continue;
      aff_tree diff, last;
      tree_to_aff_combination_expand (ver_start_address (l), sizetype,
				      &diff, &cache);
      aff_combination_scale (&diff, -1);
      aff_combination_add (&diff, &xa);
      last = na;
      aff_combination_scale (&last, wi::to_widest (l.dr.step));
      if (aff_combination_zero_p (&diff) || ver_aff_similar_p (&diff, &last))
	found = i;
    }
  free_affine_expand_cache (&cache);
  return found;
}

/* Return true if ST's checks with MINE added are at most as many as
   GCC's vectorizer may make (--param vect-max-version-for-alias-checks,
   as for a loop planned for it).  They must also all be made once before
   the loop around ST's loop (ver_outer_start, ver_outer_step_out), as
   ver_place_check will.  A check made once for all the rows may hold
   more pairs than version-checks, which bounds a check made on every
   entry of the loop.  gesummv with a run-time bound has 7 pairs: tmp[i]
   and y[i], kept in registers in the j loop, against a[i][j], b[i][j],
   x[j] and each other.  */

static bool
ver_outer_room_p (ver_state *st, vec<ver_check> &mine)
{
  unsigned n = st->checks.length () + mine.length ();
  if (n > (unsigned) MAX (looplicm_opts.version_checks,
			  param_vect_max_version_for_alias_checks))
    return false;
  auto_vec<ver_check> all;
  all.safe_splice (st->checks);
  all.safe_splice (mine);
  ver_outer_level level;
  return (ver_outer_start (&level, st->loop, st->refs, all, st->niter)
	  && ver_outer_step_out (&level));
}

/* Step 4 of ver_loop: choose the locations of ST while the checks stay
   within the bound: those store motion would promote first, in order,
   then those only read whose hoisting would take a computation along
   (ver_load_gain_p).  A pair of invariant locations is checked once.
   Return why the first location left out was, or NULL.  */

static const char *
ver_choose_groups (ver_state *st)
{
  const char *first_why = NULL;
  for (int phase = 0; phase < 2; phase++)
    for (unsigned g = 0; g < st->groups.length (); g++)
      {
	ver_group &grp = st->groups[g];
	if (grp.blockers.is_empty () || grp.stored != (phase == 0))
	  continue;
	const char *not_this = grp.why_not;
	if (!not_this && grp.stored
	    && !(looplicm_opts.sm && flag_move_loop_stores))
	  not_this = "store motion is off";
	else if (!not_this && grp.stored && !grp.stored_every)
	  /* A promotion with a flag saves less than the check costs, as in
	     zlib's build_tree, which bumps s->heap_len on some
	     iterations.  */
	  not_this = "it is stored on some iterations only: store motion "
		     "would need a flag, not worth a check";
	else if (!not_this && !grp.stored && !looplicm_opts.hoist)
	  not_this = "hoisting is off";
	else if (!not_this && !grp.stored
		 && !ver_load_gain_p (st->loop, st->refs, g))
	  not_this = "only a load would move, which alone is not worth a "
		     "check";
	/* A load that the vectorizer's own check covers does not pay for a
	   check.  In syrk's triangular loop at -O3 (bench/syrk-ptr.c),
	   versioned for alpha * a[i][k], the vectorizer's check per entry
	   shrinks by less than our check and branch cost.  gemm's a[i][k],
	   which no other load covers, gains: its check of the location
	   goes.  */
	else if (!not_this && !grp.stored
		 && !ver_vect_very_cheap_p (st->loop)
		 && ver_vect_wanted_p (st->loop)
		 && ver_load_covering (st, g) >= 0)
	  not_this = "only a load would move, and the vectorizer's own "
		     "check of a load whose range holds it covers it too";
	auto_vec<ver_check> mine;
	for (unsigned key : grp.blockers)
	  {
	    int other = st->refs[key].group;
	    /* Already checked from the other side.  */
	    if (other >= 0 && st->groups[other].chosen)
	      continue;
	    ver_check c = { grp.first, key };
	    mine.safe_push (c);
	  }
	if (!not_this
	    && (st->checks.length () + mine.length ()
		> (unsigned) looplicm_opts.version_checks)
	    && !ver_outer_room_p (st, mine))
	  not_this = ver_too_many_checks;
	if (not_this)
	  {
	    if (!first_why)
	      first_why = not_this;
	    if (dump_file)
	      {
		fprintf (dump_file, "  location ");
		print_generic_expr (dump_file, st->refs[grp.first].ref,
				    TDF_SLIM);
		fprintf (dump_file, " left out (%u check%s): %s\n",
			 mine.length (), mine.length () == 1 ? "" : "s",
			 not_this);
	      }
	    continue;
	  }
	grp.chosen = true;
	for (ver_check &c : mine)
	  st->checks.safe_push (c);
      }
  return first_why;
}

/* Return true if references I and J of ST may overlap where one of them
   is a store, across iterations as well.  For two references that both
   move with the loop, only what holds of every two addresses counts
   (points-to, types), not the offsets of one iteration.  */

static bool
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

static bool
ver_same_base_p (ver_state *st, unsigned i, unsigned j)
{
  const ver_ref &a = st->refs[i], &b = st->refs[j];
  return (a.analyzed && b.analyzed
	  && operand_equal_p (a.dr.base_address, b.dr.base_address, 0));
}

/* The number of elements of the vector GCC prefers for values of TYPE,
   or 0.  */

static unsigned HOST_WIDE_INT
ver_vector_units (tree type)
{
  scalar_mode mode;
  if (!is_a <scalar_mode> (TYPE_MODE (type), &mode))
    return 0;
  machine_mode vmode = targetm.vectorize.preferred_simd_mode (mode);
  unsigned HOST_WIDE_INT n;
  if (!VECTOR_MODE_P (vmode) || !GET_MODE_NUNITS (vmode).is_constant (&n))
    return 0;
  return n;
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

static bool
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

/* Return true if the fast copy of ST's loop can be handed to the
   vectorizer whole.  Its pairs must be checkable (ver_pairs_checkable_p).
   Under the very cheap cost model the number of iterations must be a
   constant multiple of the vector length.  That model refuses the loop
   otherwise.  */

static bool
ver_vect_feasible_p (ver_state *st)
{
  if (!ver_vect_wanted_p (st->loop))
    return false;
  if (ver_vect_very_cheap_p (st->loop))
    for (const ver_ref &r : st->refs)
      if (r.store)
	{
	  unsigned HOST_WIDE_INT n = ver_vector_units (TREE_TYPE (r.ref));
	  if (!n || !tree_fits_uhwi_p (st->niter)
	      || (tree_to_uhwi (st->niter) + 1) % n != 0)
	    return false;
	}
  return ver_pairs_checkable_p (st, false);
}

/* Return the load of ST's loop whose value the store R stores, when it
   is its only use, or NULL.  */

static const ver_ref *
ver_copied_load (ver_state *st, const ver_ref &r)
{
  if (!gimple_assign_single_p (r.stmt))
    return NULL;
  tree val = gimple_assign_rhs1 (r.stmt);
  if (TREE_CODE (val) != SSA_NAME || !has_single_use (val))
    return NULL;
  for (const ver_ref &o : st->refs)
    if (!o.store && o.stmt == SSA_NAME_DEF_STMT (val))
      return &o;
  return NULL;
}

/* Return true if ST's loop is a copy that GCC's loop distribution makes
   a call to memmove (or memcpy) where it knows the ranges apart, as a
   restrict build lets it.  Every store of the loop stores the value of a
   load of the loop, used nowhere else, of the same size.  Both step
   forward by that size.  The loop has no other reference, and no two of
   one range: durbin's y[i] = z[i] qualifies.  A swap does not (t = a[i];
   a[i] = b[i]; b[i] = t): no order of two calls does it.  Handed only to
   the vectorizer, such a loop does not pay.  Only the loop's induction
   variables and exit test are left around the copy, which the
   distributed loop does not need.  */

static bool
ver_dist_copy_p (ver_state *st)
{
  if (!ver_dist_wanted_p (st->loop))
    return false;
  unsigned stores = 0;
  for (unsigned i = 0; i < st->refs.length (); i++)
    if (st->refs[i].range != i)
      return false;
  for (const ver_ref &r : st->refs)
    {
      if (!r.store)
	continue;
      stores++;
      const ver_ref *l = ver_copied_load (st, r);
      if (!l || !r.analyzed || !l->analyzed || l->size != r.size
	  || TREE_CODE (r.dr.step) != INTEGER_CST
	  || !tree_fits_shwi_p (r.dr.step)
	  || tree_to_shwi (r.dr.step) != r.size
	  || !operand_equal_p (r.dr.step, l->dr.step, 0))
	return false;
    }
  return stores && st->refs.length () == 2 * stores;
}

/* Return true if references A and B of one loop step through one base
   by the same constant, non-zero step, from the same offset, with the
   same size.  They then access each other's addresses some iterations
   apart when their inits differ by a multiple of the step.  Inits beyond
   2^40 bytes are not compared (their difference could overflow).  */

static bool
ver_same_stride_p (const ver_ref &a, const ver_ref &b)
{
  const unsigned HOST_WIDE_INT far = HOST_WIDE_INT_1U << 40;
  return (a.analyzed && b.analyzed && a.size == b.size
	  && tree_fits_shwi_p (a.dr.step) && !integer_zerop (a.dr.step)
	  && tree_fits_shwi_p (a.dr.init) && tree_fits_shwi_p (b.dr.init)
	  && absu_hwi (tree_to_shwi (a.dr.init)) <= far
	  && absu_hwi (tree_to_shwi (b.dr.init)) <= far
	  && operand_equal_p (a.dr.step, b.dr.step, 0)
	  && operand_equal_p (a.dr.base_address, b.dr.base_address, 0)
	  && operand_equal_p (a.dr.offset, b.dr.offset, 0));
}

/* Return the number of loads of ST's loop whose value GCC's predictive
   commoning (-O3, tree-predcom.cc) may take from a register instead of
   from memory, where it knows the ranges apart.  Such a load L reads in
   iteration k what a store X of the same stride (ver_same_stride_p)
   stored in iteration k - D, 1 <= D <= VER_PCOM_MAX_DISTANCE.  An
   example is adi's p[i][j - 1], stored as p[i][j] one iteration before.
   Some load must do so at D = 1, in a loop the vectorizer (which comes
   first) cannot take.  At D = 8 both copies vectorize, and nothing is
   left to predictive commoning.  The loop must also store through
   another base address (adi's q[i][j]).  Such a store may be any of X's
   bytes, and makes predictive commoning give up on X.  With X the only
   store it does without, as in a prefix sum, out[i] = out[i - 1] +
   in[i].  Where the reuse is between loads (a stencil, a[i - 1] and
   a[i + 1]), the vectorizer versions the loop itself.  Whether the marks
   let predictive commoning do more than in the slow copy is seen after
   it (version_after_pcom).  */

static unsigned
ver_pcom_reuse (ver_state *st)
{
  if (!ver_pcom_wanted_p (st->loop))
    return 0;
  unsigned reused = 0;
  const ver_ref *chain = NULL;
  for (const ver_ref &l : st->refs)
    {
      if (l.store)
	continue;
      for (const ver_ref &x : st->refs)
	{
	  if (!x.store || !ver_same_stride_p (x, l))
	    continue;
	  HOST_WIDE_INT step = tree_to_shwi (x.dr.step);
	  HOST_WIDE_INT diff = (tree_to_shwi (x.dr.init)
				- tree_to_shwi (l.dr.init));
	  if (diff % step == 0 && diff / step >= 1
	      && diff / step <= VER_PCOM_MAX_DISTANCE)
	    {
	      reused++;
	      if (diff == step)
		chain = &x;
	      break;
	    }
	}
    }
  for (const ver_ref &s : st->refs)
    if (chain && s.store && s.analyzed
	&& !operand_equal_p (s.dr.base_address, chain->dr.base_address, 0))
      return reused;
  return 0;
}

/* The farthest apart, in bytes, two references of one base that
   ver_jam_distance compares.  */
#define VER_JAM_FAR (HOST_WIDE_INT_1 << 40)

/* Take references A and B of one base address, inner step and size in
   the loop inside OUTER.  Their addresses in OUTER's first iteration are
   ABASE and BBASE, and step by OSTEP per iteration of OUTER.  Set *DK
   and *DJ to the iterations of OUTER and of the inner loop after which
   one accesses what the other accessed, DK >= 0.  fdtd-2d's hz[i][j] and
   hz[i - 1][j] have DK = 1, DJ = 0.  jacobi-2d's a[i + 1][j] and
   a[i][j + 1] have DK = 1, DJ = -1.  Return false if the addresses
   differ by no such whole numbers.  */

static bool
ver_jam_distance (const ver_ref &a, const ver_ref &b, tree abase,
		  tree bbase, tree ostep, HOST_WIDE_INT *dk,
		  HOST_WIDE_INT *dj)
{
  aff_tree da, db;
  tree_to_aff_combination (abase, sizetype, &da);
  tree_to_aff_combination (bbase, sizetype, &db);
  aff_combination_scale (&db, -1);
  aff_combination_add (&da, &db);
  HOST_WIDE_INT d;
  if (da.n || da.rest || !da.offset.is_constant ()
      || !wi::fits_shwi_p (da.offset.to_constant ()))
    return false;
  d = da.offset.to_constant ().to_shwi ();
  HOST_WIDE_INT so = tree_to_shwi (ostep);
  HOST_WIDE_INT si = tree_to_shwi (a.dr.step);
  if (absu_hwi (d) > (unsigned HOST_WIDE_INT) VER_JAM_FAR || !so || !si
      || !operand_equal_p (a.dr.step, b.dr.step, 0))
    return false;
  /* The nearest whole number of outer steps, then inner steps.  */
  HOST_WIDE_INT k = d / so, rest = d - k * so;
  if (2 * absu_hwi (rest) > absu_hwi (so))
    k += (rest > 0) == (so > 0) ? 1 : -1;
  rest = d - k * so;
  if (rest % si)
    return false;
  HOST_WIDE_INT j = rest / si;
  *dk = k < 0 ? -k : k;
  *dj = k < 0 ? -j : j;
  return true;
}

/* Return true if NAME, defined in LOOP inside OUTER, is used in OUTER
   after LOOP, directly or through a PHI node of LOOP's exit EXIT (its
   loop-closed copy).  */

static bool
ver_used_after_in_p (tree name, class loop *loop, class loop *outer,
		     edge exit)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *u = USE_STMT (use);
      basic_block bb = gimple_bb (u);
      if (is_gimple_debug (u) || flow_bb_inside_loop_p (loop, bb)
	  || !flow_bb_inside_loop_p (outer, bb))
	continue;
      if (gimple_code (u) != GIMPLE_PHI || bb != exit->dest)
	return true;
      imm_use_iterator it2;
      use_operand_p use2;
      FOR_EACH_IMM_USE_FAST (use2, it2, gimple_phi_result (u))
	if (!is_gimple_debug (USE_STMT (use2))
	    && flow_bb_inside_loop_p (outer, gimple_bb (USE_STMT (use2))))
	  return true;
    }
  return false;
}

/* Return true if the copies of LOOP, the only loop of OUTER, can be fused
   as GCC's unroll-and-jam requires (unroll_jam_possible_p).  Every value
   LOOP carries from one iteration to the next must be an induction whose
   start and step OUTER does not change; a sum over the inner loop is
   not.  No value LOOP computes may be used in OUTER after it.  */

static bool
ver_jam_fusable_p (class loop *loop, class loop *outer)
{
  edge exit = single_exit (loop);
  if (!exit)
    return false;
  for (gphi_iterator psi = gsi_start_phis (loop->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree op = gimple_phi_result (psi.phi ());
      affine_iv iv;
      if (virtual_operand_p (op))
	continue;
      if (!simple_iv (loop, loop, op, &iv, true)
	  || !expr_invariant_in_loop_p (outer, iv.base)
	  || !expr_invariant_in_loop_p (outer, iv.step))
	return false;
    }
  basic_block *body = get_loop_body (loop);
  bool used = false;
  for (unsigned i = 0; i < loop->num_nodes && !used; i++)
    {
      for (gphi_iterator psi = gsi_start_phis (body[i]);
	   !gsi_end_p (psi) && !used; gsi_next (&psi))
	{
	  tree op = gimple_phi_result (psi.phi ());
	  used = (!virtual_operand_p (op)
		  && ver_used_after_in_p (op, loop, outer, exit));
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi) && !used; gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  used = (lhs && TREE_CODE (lhs) == SSA_NAME
		  && !virtual_operand_p (lhs)
		  && ver_used_after_in_p (lhs, loop, outer, exit));
	}
    }
  free (body);
  return !used;
}

/* Return true if GCC's unroll-and-jam (-O3, gimple-loop-jam.cc) may fuse
   iterations of the loop around ST's loop where it knows the ranges of
   different base addresses apart, as in a restrict build.  ST's loop
   must be the only loop of that loop.  Every reference must be analyzed,
   with an address affine in both loops.  Two references of one base
   address, inner step and size must access each other's addresses DK
   iterations of the outer loop apart, in the same inner iteration, with
   1 <= DK < unroll-jam-max-unroll.  Fusing DK + 1 iterations then saves
   a load: fdtd-2d's hz[i][j] and hz[i - 1][j].  Unroll-and-jam fuses no
   more iterations than the DK of any two references of one base whose
   inner distance is negative, even two loads.  So there must be none at
   DK = 1 (jacobi-2d's a[i + 1][j] and a[i][j + 1], which it leaves).  */

static bool
ver_jam_reuse_p (ver_state *st)
{
  class loop *loop = st->loop;
  class loop *outer = loop_outer (loop);
  if (!jam_wanted_p (cfun) || !ver_plain_loop_p (loop) || loop->inner
      || !loop_outer (outer) || outer->inner != loop || loop->next
      || optimize_loop_nest_for_size_p (outer)
      || !ver_jam_fusable_p (loop, outer))
    return false;
  vec<ver_ref> &refs = st->refs;
  auto_vec<tree, 16> obase, ostep;
  for (const ver_ref &r : refs)
    {
      tree b, s;
      if (!r.analyzed || !tree_fits_shwi_p (r.dr.step)
	  || !ver_outer_iv_expr (outer, ver_start_address (r), &b, &s)
	  || !tree_fits_shwi_p (s))
	return false;
      obase.safe_push (b);
      ostep.safe_push (s);
    }
  HOST_WIDE_INT limit = param_unroll_jam_max_unroll, profit = 1;
  for (unsigned i = 0; i < refs.length (); i++)
    for (unsigned j = 0; j < i; j++)
      {
	if (!operand_equal_p (refs[i].dr.base_address,
			      refs[j].dr.base_address, 0))
	  continue;
	HOST_WIDE_INT dk, dj;
	/* A distance GCC's analysis of the nest may not know either
	   stops unroll-and-jam.  */
	if (refs[i].size != refs[j].size
	    || !operand_equal_p (ostep[i], ostep[j], 0)
	    || !ver_jam_distance (refs[i], refs[j], obase[i], obase[j],
				  ostep[i], &dk, &dj))
	  return false;
	if (dk > 0 && dj < 0)
	  limit = MIN (limit, dk);
	else if (dk > 0 && dj == 0 && dk < param_unroll_jam_max_unroll)
	  profit = MAX (profit, dk + 1);
      }
  return MIN (limit, profit) > 1;
}

/* Return ver_jam_reuse_p (ST), asked once for ST's loop: both the
   cheap first test of ver_loop and ver_plan_checks want it, and it walks
   the loop and follows every address in the outer loop.  */

static bool
ver_jam_p (ver_state *st)
{
  if (st->jam_reuse < 0)
    st->jam_reuse = ver_jam_reuse_p (st);
  return st->jam_reuse;
}

/* For predictive commoning: merge the ranges of ST's loop of the same
   stride (ver_same_stride_p) whose inits lie within
   VER_PCOM_MAX_DISTANCE steps of the first one's.  Examples are adi's
   p[i][j] and p[i][j - 1], or u[j][i - 1], u[j][i] and u[j][i + 1].
   GCC's vectorizer merges the segments of its alias checks the same way.
   The reference with the lowest init leads the range, its size taken to
   reach the end of the one with the highest.  One check then covers the
   three pairs of ranges of adi's p and u, instead of 16.  The range runs
   in every iteration only if each of its ranges does.  */

static void
ver_merge_ranges (ver_state *st)
{
  vec<ver_ref> &refs = st->refs;
  auto_vec<bool, 16> done;
  done.safe_grow_cleared (refs.length ());
  for (unsigned i = 0; i < refs.length (); i++)
    {
      if (done[i] || refs[i].range != i
	  || !ver_same_stride_p (refs[i], refs[i]))
	continue;
      unsigned HOST_WIDE_INT step
	= absu_hwi (tree_to_shwi (refs[i].dr.step));
      HOST_WIDE_INT init = tree_to_shwi (refs[i].dr.init);
      HOST_WIDE_INT lo = init, hi = init + refs[i].size;
      unsigned lead = i, last = i;
      bool every = refs[i].every;
      auto_vec<unsigned, 8> members;
      for (unsigned j = i; j < refs.length (); j++)
	{
	  if (done[j] || refs[j].range != j
	      || !ver_same_stride_p (refs[i], refs[j]))
	    continue;
	  HOST_WIDE_INT ij = tree_to_shwi (refs[j].dr.init);
	  if (absu_hwi (ij - init) > VER_PCOM_MAX_DISTANCE * step)
	    continue;
	  members.safe_push (j);
	  done[j] = true;
	  every &= refs[j].every;
	  if (ij < lo)
	    {
	      lo = ij;
	      lead = j;
	    }
	  if (ij + refs[j].size > hi)
	    {
	      hi = ij + refs[j].size;
	      last = j;
	    }
	}
      for (ver_ref &r : refs)
	if (members.contains (r.range))
	  r.range = lead;
      refs[lead].size = hi - lo;
      refs[lead].every = every;
      if (last != lead)
	refs[lead].last = last;
    }
}

/* Step 5 of ver_loop: give every reference of ST its dependence base in
   the fast copy.  Two references with different bases are claimed
   independent there.  Without FOR_VECT, each chosen location has a base
   of its own, and the ranges checked against one share one more.  With
   it, each base address that is stored has one of its own, and every
   other reference shares one more.  Then add the check of every pair
   claimed apart that the oracle does not already separate.  Two loads,
   of a location and of a range, are not blockers, but are claimed apart
   too: a later transformation may build a store from either.  */

static void
ver_assign_bases (ver_state *st, bool for_vect)
{
  vec<ver_ref> &refs = st->refs;
  unsigned short others = refs.length () + 1;
  st->bases.truncate (0);
  st->bases.safe_grow_cleared (refs.length ());
  for (unsigned i = 0; i < refs.length (); i++)
    {
      const ver_ref &r = refs[i];
      /* A reference without a MEM_REF base (a[i] of a declared array
	 sharing a range with a pointer access) carries no mark: it claims
	 nothing, and the oracle keeps its own answer for it.  */
      if (!r.markable)
	continue;
      if (for_vect)
	{
	  if (!r.analyzed)
	    continue;
	  st->bases[i] = others;
	  for (unsigned j = 0; j < refs.length (); j++)
	    if (refs[j].store && ver_same_base_p (st, i, j))
	      {
		/* The first reference from that base names it.  */
		unsigned k = 0;
		while (!ver_same_base_p (st, i, k))
		  k++;
		st->bases[i] = k + 1;
		break;
	      }
	}
      else if (r.group >= 0 && st->groups[r.group].chosen)
	st->bases[i] = r.group + 1;
      else
	for (const ver_check &c : st->checks)
	  if (c.b == ver_key (refs, st->groups, i))
	    st->bases[i] = others;
    }
  for (unsigned i = 0; i < refs.length (); i++)
    for (unsigned j = 0; j < refs.length (); j++)
      {
	unsigned short bi = st->bases[i], bj = st->bases[j];
	if (!bi || !bj || bi == bj || bi == others
	    || ver_covered_p (st, i, j) || !ver_pair_may_alias_p (st, i, j))
	  continue;
	unsigned a = (refs[i].group >= 0 ? st->groups[refs[i].group].first
		      : refs[i].range);
	ver_check c = { a, ver_key (refs, st->groups, j) };
	st->checks.safe_push (c);
      }
}

/* Return true if every reference of ST's loop has an invariant address
   or steps by its own size, up or down: the vector loop then loads and
   stores whole vectors.  */

static bool
ver_contiguous_p (ver_state *st)
{
  for (const ver_ref &r : st->refs)
    {
      if (!r.analyzed || TREE_CODE (r.dr.step) != INTEGER_CST)
	return false;
      if (integer_zerop (r.dr.step))
	continue;
      if (!tree_fits_shwi_p (r.dr.step)
	  || (absu_hwi (tree_to_shwi (r.dr.step))
	      != (unsigned HOST_WIDE_INT) r.size))
	return false;
    }
  return true;
}

/* Return true if the fast copy of ST's loop may be planned for the
   vectorizer, with CHOSEN locations chosen for store motion or
   hoisting.  It always may under the vectorizer's very cheap cost model
   (-O2's since GCC 12), which refuses run-time alias checks of its own.
   Under its other models (-O3) the vectorizer versions a loop itself.
   Its check of how many iterations make the vector loop pay weighs its
   own alias check too.  There only a loop versioned anyway may be
   planned for it (CHOSEN > 0, else the vectorizer would check it once,
   not twice).  Its references must be contiguous or invariant
   (ver_contiguous_p).  gesummv's fast copy, versioned for store motion,
   stays scalar otherwise: the vectorizer finds its own check too dear.
   Handed over, it is vectorized.  syrk's j loop, whose a[j][k] steps by
   a row, is better left to the vectorizer's own versioning.  Its
   threshold, raised by its own check, keeps the short trips of the
   triangular loop scalar.  */

static bool
ver_vect_model_p (ver_state *st, unsigned chosen)
{
  if (ver_vect_very_cheap_p (st->loop))
    return true;
  return (chosen > 0
	  && (flag_tree_loop_vectorize || st->loop->force_vectorize)
	  && ver_contiguous_p (st));
}

/* Step 5 of ver_loop: hand the fast copy of ST's loop to the vectorizer
   too when its check can cover every pair the vectorizer would ask
   about within version-checks.  Else keep the checks of the chosen
   locations.  Return false if nothing is left to check.  */

static bool
ver_plan_checks (ver_state *st, const char *first_why)
{
  unsigned chosen = st->checks.length ();
  st->for_vect = st->vect_only = st->for_dist = st->for_pcom = false;
  st->for_jam = false;
  bool vect = ver_vect_model_p (st, chosen) && ver_vect_feasible_p (st);
  bool dist = (!vect && !chosen && ver_dist_copy_p (st)
	       && ver_pairs_checkable_p (st, false));
  st->reused = vect || dist || chosen ? 0 : ver_pcom_reuse (st);
  bool pcom = st->reused && ver_pairs_checkable_p (st, true);
  if (pcom)
    ver_merge_ranges (st);
  /* Unroll-and-jam fuses a nest whose inner loop's bound is known before
     the outer loop (not a triangle).  */
  bool jam = (!vect && !dist && !pcom && !chosen && ver_jam_p (st)
	      && expr_invariant_in_loop_p (loop_outer (st->loop), st->niter)
	      && ver_pairs_checkable_p (st, true));
  if (jam)
    ver_merge_ranges (st);
  /* As many checks as the vectorizer itself would make.  */
  if (vect || dist || pcom || jam)
    {
      ver_assign_bases (st, true);
      unsigned limit = MAX (looplicm_opts.version_checks,
			    param_vect_max_version_for_alias_checks);
      /* Nothing to check: predictive commoning and unroll-and-jam need
	 no copy.  */
      bool empty = (pcom || jam) && st->checks.is_empty ();
      if (!empty && st->checks.length () <= limit)
	{
	  st->for_vect = true;
	  st->vect_only = chosen == 0 && !jam;
	  st->for_dist = dist;
	  st->for_pcom = pcom;
	  st->for_jam = jam;
	  return true;
	}
      if (dump_file && !empty)
	fprintf (dump_file, "  not for the vectorizer: %u checks\n",
		 st->checks.length ());
      st->checks.truncate (chosen);
    }
  if (!chosen)
    {
      if (st->blocked)
	ver_not (st->loop, first_why ? first_why : "nothing to gain");
      return false;
    }
  ver_assign_bases (st, false);
  return true;
}

/* Return the statements versioning ST's loop adds: the copy and a few
   statements per pair checked.  */

static unsigned
ver_copy_cost (ver_state *st)
{
  return st->size + VER_CHECK_SIZE * st->checks.length ();
}

/* Return true if the whole nest of ST's loop may be versioned, on the
   check made before the loop OUTER around it (ver_place_check).  Then
   GCC can also learn that OUTER's iterations are independent in the
   fast copy (ver_handoff; outer-loop vectorization).  ST's loop must be
   the only loop in OUTER.  Another would be copied unchecked, and GCC's
   dependence analysis of the nest would see it.  Every reference of
   OUTER's own blocks must access a location of ST's loop that has a
   dependence base, with the same address and size.  The address must
   be the same tree, computed in OUTER, before the loop.  The reference
   takes that base.  That is sound: its bytes are the location's in the
   same iteration of OUTER, inside the range the check separated over
   both loops.  There must be no call that may access memory and no
   volatile access there.  The copy of OUTER's own statements must fit
   the growth budget.  Fill *NEST.  Not for a loop versioned for the
   vectorizer alone, whose check version_after_vect may take back.  */

static bool
ver_nest_p (ver_state *st, class loop *outer, ver_nest *nest)
{
  if (st->vect_only || outer->inner != st->loop || st->loop->next
      || ver_collect_refs (outer, &nest->refs, &nest->size, true))
    return false;
  if (ver_grown + ver_copy_cost (st) + nest->size > ver_budget)
    return false;
  for (const ver_ref &o : nest->refs)
    {
      unsigned short base = 0;
      for (unsigned i = 0; i < st->refs.length () && !base; i++)
	if (st->bases[i] && o.markable && o.size
	    && st->refs[i].size == o.size
	    && operand_equal_p (st->refs[i].ref, o.ref, 0))
	  base = st->bases[i];
      if (!base)
	return false;
      nest->bases.safe_push (base);
    }
  return true;
}

/* Return the statements the fast copy of ST's loop saves per
   iteration, roughly: one per access of a chosen location, which becomes
   a register move or leaves the loop.  */

static unsigned
ver_saved_per_iteration (ver_state *st)
{
  unsigned saved = 0;
  for (const ver_ref &r : st->refs)
    if (r.group >= 0 && st->groups[r.group].chosen)
      saved++;
  return saved;
}

/* Return the statements ST's check costs (VER_CHECK_SIZE per pair) and
   set *SAVED to those its fast copy saves per iteration
   (ver_saved_per_iteration).  A copy that loop distribution makes a
   call to memmove saves the whole loop, and the call costs too; one for
   predictive commoning saves the loads it carries across
   iterations.  */

static unsigned
ver_check_cost (ver_state *st, unsigned *saved)
{
  unsigned cost = VER_CHECK_SIZE * st->checks.length ();
  if (st->for_dist)
    {
      *saved = st->size;
      return cost + VER_CALL_SIZE;
    }
  *saved = st->for_pcom ? st->reused : ver_saved_per_iteration (st);
  return cost;
}

/* Return true if ST's fast copy is left to the vectorizer's cost model:
   it is meant for the vectorizer, not for loop distribution or
   predictive commoning, which have none of their own for a check.  */

static bool
ver_vect_costed_p (ver_state *st)
{
  return st->for_vect && !st->for_dist && !st->for_pcom;
}

/* Return the iterations per entry below which ST's check costs more
   than the fast copy saves (ver_check_cost).  Do so when a run-time test
   of the number of iterations is worth putting before the check: the
   number is not a constant, and the bound is above 2.  Else return 0.
   A copy meant for the vectorizer is left to its cost model, and a loop
   with a read profile to ver_profile_blocker, which found it long
   enough.  */

static unsigned
ver_guard_iterations (ver_state *st)
{
  if (ver_vect_costed_p (st) || TREE_CODE (st->niter) == INTEGER_CST
      || ver_profile_iterations (st->loop, st->loop) >= 0)
    return 0;
  unsigned saved;
  unsigned cost = ver_check_cost (st, &saved);
  if (!saved)
    return 0;
  unsigned k = (cost + saved - 1) / saved;
  return k > 2 ? k : 0;
}

/* Return how many iterations of the slow copy of ST's loop to peel
   before it, where the test of the number of iterations before the
   check (ver_guard_iterations: GUARD_ITERS) sends every entry of fewer
   than GUARD_ITERS iterations to that copy.  Such an entry then runs the
   peeled iterations alone: each is the body and the loop's own exit
   test, with the induction variables constants, no more than an
   iteration of the loop.  The loop's set-up is not run, which pays for
   the test (bench/copy-short.c, bench/flag-sm-ptr.c).  A longer entry is
   checked and runs the fast copy as before.  Peeled before the test
   instead, the iterations would be taken from the fast copy, where they
   cost less, on every long entry: decSetCoeff's copies, which loop
   distribution makes calls to memcpy, would lose.
   Return GUARD_ITERS - 1 where the iterations fit version-peel
   statements and the growth budget, else 0 (the copy has one exit and
   could be copied: ver_shape_blocker asked that of the loop it copies).  */

static unsigned
ver_peel_count (ver_state *st, unsigned guard_iters)
{
  unsigned npeel = guard_iters - 1;
  unsigned size = npeel * st->size;
  if (size > (unsigned) looplicm_opts.version_peel
      || ver_grown + ver_copy_cost (st) + size > ver_budget)
    return 0;
  return npeel;
}

/* Take NPEEL from the iteration bound *BOUND of a loop, if it is known
   (KNOWN), as GCC's try_peel_loop does; return false if the bound was
   NPEEL or less.  */

template<typename T>
static bool
ver_bound_minus (T *bound, bool known, unsigned npeel)
{
  if (!known)
    return true;
  if (wi::ltu_p (npeel, *bound))
    {
      *bound -= npeel;
      return true;
    }
  *bound = 0;
  return false;
}

/* Peel NPEEL iterations of LOOP, a copy loop_version made in FUN, onto
   its preheader edge, each with its exit, as GCC's try_peel_loop does.
   The names loop_version made get their uses first: the blocks copied
   must not define names still waiting for their update.  That is all:
   loop_version kept the loop-closed PHIs, the peeled iterations reach
   them by their exits, and version_loops makes FUN loop-closed once at
   its end.  Return false if GCC could not copy the body.  */

static bool
ver_peel (function *fun, class loop *loop, unsigned npeel)
{
  canon_update_names (fun);
  initialize_original_copy_tables ();
  auto_sbitmap wont_exit (npeel + 1);
  bitmap_clear (wont_exit);
  auto_vec<edge> to_remove;
  bool ok = gimple_duplicate_loop_body_to_header_edge
    (loop, loop_preheader_edge (loop), npeel, wont_exit, NULL, &to_remove,
     DLTHE_FLAG_UPDATE_FREQ);
  free_original_copy_tables ();
  if (!ok)
    return false;
  ver_bound_minus (&loop->nb_iterations_estimate, loop->any_estimate, npeel);
  ver_bound_minus (&loop->nb_iterations_upper_bound, loop->any_upper_bound,
		   npeel);
  if (!ver_bound_minus (&loop->nb_iterations_likely_upper_bound,
			loop->any_likely_upper_bound, npeel))
    {
      loop->any_estimate = true;
      loop->nb_iterations_estimate = 0;
    }
  return true;
}

/* Make the check of a versioned loop run only when GUARD, defined by
   DEF in the block before the check, holds: split that block after DEF
   and branch to COPY's preheader when GUARD is false.  Return false,
   changing nothing, if COPY's preheader is not the check's alone.  */

static bool
ver_add_guard (tree guard, gimple *def, class loop *copy)
{
  basic_block bb = gimple_bb (def);
  basic_block slow_pre = loop_preheader_edge (copy)->src;
  if (!single_pred_p (slow_pre) || !gimple_seq_empty_p (phi_nodes (slow_pre))
      || stmt_ends_bb_p (def))
    return false;
  edge e = split_block (bb, def);
  basic_block rest = e->dest;
  gcond *cond = gimple_build_cond (NE_EXPR, guard, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_seq made = NULL;
  gimple_seq_add_stmt (&made, cond);
  looplicm_mark_made (made);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, made, GSI_NEW_STMT);
  int irr = (bb->flags & BB_IRREDUCIBLE_LOOP) ? EDGE_IRREDUCIBLE_LOOP : 0;
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  edge f = make_edge (bb, slow_pre, EDGE_FALSE_VALUE | irr);
  e->probability = profile_probability::likely ();
  f->probability = e->probability.invert ();
  rest->count = bb->count.apply_probability (e->probability);
  /* SLOW_PRE, the blocks after both copies and those they dominate now
     have BB above the check as their dominator.  */
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  return true;
}

/* Where and how ver_place_check checks a loop.  COND is the condition,
   computed by SEQ, to be made before CHECK_LOOP.  NEST_OK says whether
   the nest around the loop is copied whole, with NEST's references.
   SKEWS holds the loops of the nest whose numbers of iterations
   change.  */

struct ver_placement
{
  gimple_seq seq;
  tree cond;
  class loop *check_loop;
  bool nest_ok;
  ver_nest nest;
  unsigned nskews;
  ver_skew skews[2];
};

/* Print to the dump what ver_emit did to LOOP, its COPY made when the
   check fails, checked where PL says.  */

static void
ver_dump_versioned (ver_state *st, const ver_placement *pl, class loop *copy,
		    unsigned short clique)
{
  class loop *loop = st->loop;
  class loop *check_loop = pl->check_loop;
  fprintf (dump_file, "Versioning loop %d for alias: %u check%s%s\n",
	   loop->num, st->checks.length (),
	   st->checks.length () == 1 ? "" : "s",
	   st->for_dist ? ", for loop distribution"
	   : st->for_pcom ? ", for predictive commoning"
	   : st->for_jam ? ", for unroll-and-jam"
	   : st->vect_only ? ", for the vectorizer"
	   : st->for_vect ? ", also for the vectorizer" : "");
  for (const ver_check &c : st->checks)
    {
      fprintf (dump_file, "  ");
      ver_dump_ref (st->refs[c.a]);
      fprintf (dump_file, " against ");
      ver_dump_ref (st->refs[c.b]);
      fprintf (dump_file, "\n");
    }
  if (loop_outer (loop) == check_loop)
    fprintf (dump_file, "  checked once before loop %d, over the "
	     "iterations of both loops\n", check_loop->num);
  else if (check_loop != loop)
    fprintf (dump_file, "  checked once before loop %d, over the "
	     "iterations of the %u loops from it to loop %d\n",
	     check_loop->num, loop_depth (loop) - loop_depth (check_loop) + 1,
	     loop->num);
  for (unsigned i = 0; i < pl->nskews; i++)
    {
      const ver_skew &k = pl->skews[i];
      if (k.exact)
	fprintf (dump_file, "  loop %d runs one iteration %s in each "
		 "iteration of loop %d: the ranges follow it\n", k.inner->num,
		 k.delta > 0 ? "more" : "fewer", k.outer->num);
      else
	fprintf (dump_file, "  loop %d runs one iteration %s in each "
		 "iteration of loop %d: the ranges span its most in every "
		 "iteration\n", k.inner->num, k.delta > 0 ? "more" : "fewer",
		 k.outer->num);
    }
  fprintf (dump_file, "  loop %d runs when none overlaps, with "
	   "dependence clique %u; loop %d, its copy, when one may\n",
	   loop->num, clique, copy->num);
}

/* Build the check of ST's loop into PL.  Make it once before the outer
   loop when the ranges over both loops can be computed there.  Where
   the nest is not copied whole (ver_nest_p), go once more out when the
   ranges can be computed there too.  covariance's triangle is then
   checked once per call instead of once per row.  Otherwise make it on
   the loop's preheader edge.  */

static void
ver_place_check (ver_state *st, ver_placement *pl)
{
  class loop *loop = st->loop;
  ver_outer_level level;
  pl->seq = NULL;
  pl->nest_ok = false;
  pl->nskews = 0;
  if (ver_outer_start (&level, loop, st->refs, st->checks, st->niter)
      && ver_outer_step_out (&level))
    {
      pl->check_loop = level.outer;
      pl->cond = ver_outer_build (&level, st->refs, st->checks, &pl->seq);
      pl->nest_ok = ver_nest_p (st, level.outer, &pl->nest);
      /* The check one loop further out is built before the first one is
	 discarded.  The SSA names the first one frees would otherwise
	 number the second's differently.  GCC orders operands, and so
	 allocates registers, by those numbers.  */
      gimple_seq seq2 = NULL;
      if (!pl->nest_ok && ver_outer_step_out (&level))
	{
	  tree cond2 = ver_outer_build (&level, st->refs, st->checks, &seq2);
	  gimple_seq_discard (pl->seq);
	  pl->seq = seq2;
	  pl->cond = cond2;
	  pl->check_loop = level.outer;
	}
      pl->nskews = level.nskews;
      memcpy (pl->skews, level.skews, sizeof pl->skews);
      return;
    }
  pl->check_loop = loop;
  pl->cond = ver_build_check (st->refs, st->groups, st->checks, st->niter,
			      &pl->seq);
}

/* Step 6 of ver_loop: version ST's loop on the check PL places and mark
   the references of the fast copy.  Return false if GCC could not copy
   the loop.  */

static bool
ver_emit (function *fun, ver_state *st, ver_placement *pl)
{
  class loop *loop = st->loop;
  gimple_seq seq = pl->seq;
  class loop *check_loop = pl->check_loop;
  ver_nest &nest = pl->nest;
  bool nest_ok = pl->nest_ok;
  tree cond = pl->cond;
  /* A check made for the vectorizer alone is named so that
     ver_after_vect can find it again.  */
  if (st->vect_only)
    cond = ver_name_check (cond, VER_VECT_CHECK_PREFIX, loop->num, &seq);
  /* So is the check of a nest copied whole, for unroll-and-jam.  */
  bool jam = nest_ok && jam_wanted_p (fun);
  if (jam)
    {
      tree named = ver_name_check (cond, JAM_CHECK_PREFIX, check_loop->num,
				   &seq);
      jam = named != cond;
      cond = named;
    }
  /* A check made on every entry is skipped, and the copy taken, when the
     loop runs too few iterations to pay for it (ver_guard_iterations):
     the test of the number of iterations comes first.  It tests the
     iterations, NITER + 1, not NITER itself.  GCC folds NITER + 1 with
     the bound NITER was computed from: (unsigned) n - 1 + 1 >= 4
     becomes (unsigned) n > 3, a compare and a branch.  It does not fold
     NITER that way.  NITER + 1 wraps to 0 only for a loop of
     2^precision iterations, which then runs the copy.  The test only
     chooses a copy, and both are right.  */
  unsigned guard_iters = check_loop == loop ? ver_guard_iterations (st) : 0;
  tree guard = NULL_TREE;
  gimple *guard_def = NULL;
  if (guard_iters)
    {
      gimple_seq gseq = NULL;
      tree ntype = unsigned_type_for (TREE_TYPE (st->niter));
      tree niter = fold_convert (ntype, unshare_expr (st->niter));
      tree iters = fold_build2 (PLUS_EXPR, ntype, niter,
				build_int_cst (ntype, 1));
      tree g = ver_gimplify (fold_build2 (GE_EXPR, boolean_type_node, iters,
					  build_int_cst (ntype, guard_iters)),
			     &gseq);
      if (TREE_CODE (g) == SSA_NAME && !gimple_seq_empty_p (gseq)
	  && gimple_seq_last_stmt (gseq) == SSA_NAME_DEF_STMT (g))
	{
	  guard = g;
	  guard_def = gimple_seq_last_stmt (gseq);
	  gimple_seq_add_seq (&gseq, seq);
	  seq = gseq;
	}
      else
	gimple_seq_discard (gseq);
    }
  /* The check goes in before the function is made loop-closed.  A value
     of a sibling loop that the check uses (an invariant index computed in
     an earlier loop) then gets its loop-closed PHI like any other use
     after that loop.  The rewrite never meets a statement outside the
     IL (version-run-sibling-1.c).  */
  looplicm_mark_made (seq);
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (check_loop), seq);
  canon_ensure_lcssa (fun);

  initialize_original_copy_tables ();
  basic_block cond_bb = NULL;
  /* A check that version_after_pcom may make false leaves both copies
     the loop's counts, as if-conversion's versioning does.  So the copy
     that stays has them.  A slow copy scaled down whose check is taken
     back would be the original loop with a fifth of its counts, for
     every later pass that weighs them.  version_after_pcom scales them
     when it keeps the check.  */
  profile_probability fast_scale = profile_probability::likely ();
  profile_probability slow_scale = profile_probability::unlikely ();
  if (st->for_pcom)
    fast_scale = slow_scale = profile_probability::always ();
  class loop *copy
    = loop_version (nest_ok ? check_loop : loop, cond, &cond_bb,
		    profile_probability::likely (),
		    profile_probability::unlikely (), fast_scale, slow_scale,
		    true);
  free_original_copy_tables ();
  if (!copy)
    {
      ver_not (loop, "GCC could not copy the loop");
      return false;
    }

  /* Mark the references of the fast copy.  Clique 1 is the function's
     own restrict clique, which GCC's dependence analysis takes as valid
     across the iterations of every loop: never use it.  */
  if (fun->last_clique == 0)
    fun->last_clique = 1;
  unsigned short clique = ++fun->last_clique;
  if (!ver_first_clique)
    ver_first_clique = clique;
  ver_last_clique = clique;
  for (unsigned i = 0; i < st->refs.length (); i++)
    if (st->bases[i])
      ver_mark (&st->refs[i], clique, st->bases[i]);
  for (unsigned i = 0; nest_ok && i < nest.refs.length (); i++)
    ver_mark (&nest.refs[i], clique, nest.bases[i]);

  if (guard && !ver_add_guard (guard, guard_def, copy))
    guard = NULL_TREE;
  /* The entries the test sends to the copy run its first iterations,
     peeled (ver_peel_count).  */
  unsigned npeel = guard ? ver_peel_count (st, guard_iters) : 0;
  if (npeel && !ver_peel (fun, copy, npeel))
    npeel = 0;
  st->peel_size = npeel * st->size;
  if (npeel)
    statistics_counter_event (fun, "Iterations peeled for short entries",
			      npeel);

  if (dump_file)
    {
      ver_dump_versioned (st, pl, copy, clique);
      if (nest_ok)
	fprintf (dump_file, "  the whole nest of loop %d is copied, its "
		 "%u references outside loop %d marked\n", check_loop->num,
		 nest.refs.length (), loop->num);
      if (guard)
	fprintf (dump_file, "  checked only when loop %d runs at least %u "
		 "iterations, too few to pay for the check otherwise\n",
		 loop->num, guard_iters);
      if (npeel)
	fprintf (dump_file, "  %u iterations of loop %d peeled before it, "
		 "which an entry of fewer runs alone\n", npeel, copy->num);
    }
  if (nest_ok)
    st->nest_size = nest.size;
  /* For the vectorizer alone, the remark waits for what it made of the
     fast copy (version_after_vect).  */
  char *remark = NULL;
  if (dump_enabled_p ())
    remark = ver_remark_versioned (loop, st->refs, st->checks,
				   st->for_dist ? " for loop distribution"
				   : st->for_pcom ? " for predictive commoning"
				   : st->for_jam ? " for unroll-and-jam"
				   : st->vect_only ? " for the vectorizer"
				   : "");
  if (remark && !st->vect_only)
    {
      looplicm_remark_emit_text (MSG_OPTIMIZED_LOCATIONS,
				 looplicm_loop_location (loop), remark);
      free (remark);
      remark = NULL;
    }
  looplicm_mark_slow_copy (copy);
  if (nest_ok)
    {
      looplicm_mark_slow_copy (copy->inner);
      canon_add_version (fun, check_loop, copy);
      canon_add_version (fun, loop, copy->inner);
    }
  else
    canon_add_version (fun, loop, copy);
  location_t where = looplicm_loop_location (loop).get_location_t ();
  enum jam_for what = (st->for_dist ? JAM_FOR_DIST
		       : st->for_pcom ? JAM_FOR_PCOM : JAM_FOR_NONE);
  ver_fast_loops.safe_push ({ loop->num, clique, st->for_vect,
			      st->vect_only, false, what, copy->num, remark,
			      where });
  if (nest_ok)
    ver_fast_loops.safe_push ({ check_loop->num, clique, st->for_vect,
				false, true,
				jam ? JAM_FOR_NEST : JAM_FOR_NONE, copy->num,
				NULL, where });
  if (st->for_vect)
    statistics_counter_event (fun, st->for_dist
			      ? "Loops versioned for loop distribution"
			      : st->for_pcom
			      ? "Loops versioned for predictive commoning"
			      : st->for_jam
			      ? "Nests versioned for unroll-and-jam"
			      : st->vect_only
			      ? "Loops versioned for the vectorizer only"
			      : "Loops versioned also for the vectorizer", 1);
  return true;
}

/* Return the iterations of LOOP per entry of ENTRY that a read profile
   says.  ENTRY is LOOP itself or a loop around it, and the iterations
   are LOOP's header executions over ENTRY's preheader executions.
   Return -1 when the function has no read profile or the counts are not
   reliable.  Counts of precise quality count as read even where the
   function's profile status says otherwise: only measured counts are
   precise.  A function written in GIMPLE with precise counts, as the
   testsuite does, keeps a guessed status.  */

static HOST_WIDE_INT
ver_profile_iterations (class loop *loop, class loop *entry)
{
  profile_count pre = loop_preheader_edge (entry)->count ();
  profile_count head = loop->header->count;
  if (profile_status_for_fn (cfun) == PROFILE_READ)
    {
      if (!pre.reliable_p () || !head.reliable_p ())
	return -1;
    }
  else if (!pre.precise_p () || !head.precise_p ())
    return -1;
  if (!pre.nonzero_p ())
    return -1;
  gcov_type p = pre.to_gcov_type ();
  return (head.to_gcov_type () + p / 2) / p;
}

/* Return why ST's loop is not worth its check by its read profile, or
   NULL.  The fast copy saves some statements per iteration: each access
   of a chosen location becomes a register move or leaves the loop.
   Times the iterations per check, they must reach what the check costs
   (ver_check_cost).  bench/flag-sm-ptr.c runs a loop of 1 or 2
   iterations in 7 calls of 8, where the check does not pay.  Statically
   it is accum-ptr's loop, which gains.  A check made before an outer
   loop, CHECK_LOOP (ver_place_check), runs once for all the iterations
   of the loop under it.  Write the numbers
   into WHY_BUF.  A copy meant for the vectorizer is left to its cost
   model (ver_vect_costed_p).  */

static const char *
ver_profile_blocker (ver_state *st, class loop *check_loop, char *why_buf,
		     size_t len)
{
  if (ver_vect_costed_p (st))
    return NULL;
  HOST_WIDE_INT iters = ver_profile_iterations (st->loop, check_loop);
  if (iters < 0)
    return NULL;
  unsigned saved;
  unsigned cost = ver_check_cost (st, &saved);
  if ((unsigned HOST_WIDE_INT) iters * saved >= cost)
    return NULL;
  snprintf (why_buf, len, "the profile says the loop runs "
	    HOST_WIDE_INT_PRINT_DEC " iterations per %s, too few to pay "
	    "for the check (%u statements against %u saved per iteration)",
	    iters, check_loop == st->loop ? "entry" : "check", cost, saved);
  return why_buf;
}

/* Version LOOP for alias if that lets store motion, hoisting or the
   vectorizer work in it.  Return true if it was versioned.  */

static bool
ver_loop (function *fun, class loop *loop)
{
  ver_state st;
  st.loop = loop;
  st.niter = NULL_TREE;
  st.blocked = st.for_vect = st.vect_only = st.for_dist = false;
  st.for_pcom = st.for_jam = false;
  st.jam_reuse = -1;
  st.reused = 0;
  st.nest_size = st.peel_size = 0;
  if (!ver_gather (&st))
    return false;
  /* A loop where no location is blocked may still be versioned for the
     vectorizer, loop distribution or predictive commoning alone; that is
     not worth a word when it cannot be.  */
  st.blocked = ver_find_blockers (&st);
  if (!st.blocked && !ver_vect_very_cheap_p (loop) && !ver_dist_copy_p (&st)
      && !ver_pcom_reuse (&st) && !ver_jam_p (&st))
    return false;
  if (!ver_check_shape (&st))
    return false;
  const char *first_why = ver_choose_groups (&st);
  if (!ver_plan_checks (&st, first_why))
    return false;
  ver_placement pl;
  ver_place_check (&st, &pl);
  char why_buf[200];
  const char *why = ver_profile_blocker (&st, pl.check_loop, why_buf,
					 sizeof why_buf);
  unsigned cost = ver_copy_cost (&st);
  /* More pairs than version-checks only where the check is made once
     before the loop around (ver_outer_room_p) or for the vectorizer.  */
  if (!why && pl.check_loop == loop && !st.for_vect
      && st.checks.length () > (unsigned) looplicm_opts.version_checks)
    why = ver_too_many_checks;
  /* A call in a loop that had none costs the loop around it registers
     for the values live across it.  In zlib's inflate_fast the window
     copies are short, and the call does not pay.  */
  if (!why && st.for_dist && pl.check_loop == loop && loop_depth (loop) > 1)
    why = "a copy checked in every iteration of the loop around it";
  /* Unroll-and-jam sees the marks only in a nest copied whole.  */
  if (!why && st.for_jam && !pl.nest_ok)
    why = "unroll-and-jam needs the whole nest copied";
  if (!why && fun->last_clique >= (unsigned short) -1 - 1)
    why = "no dependence clique left";
  if (!why && ver_grown + cost > ver_budget)
    why = ver_over_budget;
  if (why)
    {
      gimple_seq_discard (pl.seq);
      ver_not (loop, why);
      return false;
    }
  if (!ver_emit (fun, &st, &pl))
    return false;
  ver_grown += cost + st.nest_size + st.peel_size;
  return true;
}

/* Set the budget of statements versioning may add to FUN:
   version-growth percent of its size, at least
   LOOPLICM_VERSION_MIN_BUDGET.  */

static void
ver_set_budget (function *fun)
{
  unsigned size = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      size++;
  unsigned HOST_WIDE_INT budget
    = (unsigned HOST_WIDE_INT) size * looplicm_opts.version_growth / 100;
  ver_budget = MAX (budget, (unsigned HOST_WIDE_INT)
			    LOOPLICM_VERSION_MIN_BUDGET);
  ver_grown = 0;
}

/* Version the innermost loops of FUN for alias where that unblocks store
   motion or hoisting.  Return the number of loops versioned.  */

int
version_loops (function *fun)
{
  ver_first_clique = ver_last_clique = 0;
  ver_fast_loops.truncate (0);
  ver_vect_release ();
  ver_vect_fun = fun;
  if (!looplicm_opts.version || optimize_debug
      || !(looplicm_opts.sm || looplicm_opts.hoist)
      || looplicm_opts.version_checks <= 0)
    return 0;
  auto_vec<class loop *> loops;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (canon_loop_ok_p (loop))
      loops.safe_push (loop);
  if (loops.is_empty ())
    return 0;
  ver_set_budget (fun);
  scev_initialize ();
  int versioned = 0;
  for (class loop *loop : loops)
    {
      if (ver_loop (fun, loop))
	versioned++;
      /* Versioning made blocks and names: what SCEV cached is stale.  */
      scev_reset ();
    }
  scev_finalize ();
  lim_release_affine ();
  /* One SSA update and loop-closed SSA for all the copies.  */
  if (versioned)
    canon_update_ssa (fun);
  if (versioned)
    statistics_counter_event (fun, "Loops versioned for alias", versioned);
  return versioned;
}

/* Return true if GCC's own dependence analysis finds no dependence
   between two iterations of LOOP.  It runs with the marks of the fast
   copy LOOP (dependence clique CLIQUE) taken as valid across its
   iterations.  Every pair of references must be independent, or only
   reads, or dependent within one iteration (distance 0) between
   accesses whose steps are constants other than 0.  The marks claim no
   more than the check proves: every pair they separate was checked over
   all iterations (docs/THEORY.md, lemma 19).  The analysis settles the
   rest.  So the claim holds whenever the fast copy runs.
   For LOOP the outer loop of a nest (NEST), a reference is also paired
   with itself.  tree-data-ref gives a store to e[i] in the inner loop a
   distance of 1 in the outer one (add_outer_distances).  The vectorizer
   of the outer loop would otherwise never see it.  It skips a reference
   with itself, and safelen on the outer loop excuses a step of 0 in the
   inner one.  */

static bool
ver_iterations_independent_p (class loop *loop, unsigned short clique,
			      bool nest)
{
  auto_vec<loop_p, 2> loops;
  vec<data_reference_p> datarefs = vNULL;
  vec<ddr_p> ddrs = vNULL;
  /* GCC's dependence analysis takes a clique across the iterations of
     the loop that owns it (as for the restrict pointers of a function
     inlined into a loop).  */
  unsigned short owned = loop->owned_clique;
  loop->owned_clique = clique;
  bool ok = compute_data_dependences_for_loop (loop, nest, &loops,
					       &datarefs, &ddrs);
  loop->owned_clique = owned;
  /* A reference tree-data-ref could not analyze has no step.  A store
     must leave the bytes it wrote behind in the next iteration: its
     dependence with itself is taken as within one iteration.  */
  for (unsigned i = 0; ok && i < datarefs.length (); i++)
    {
      tree step = DR_STEP (datarefs[i]);
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (datarefs[i])));
      if (!step || TREE_CODE (step) != INTEGER_CST)
	ok = false;
      else if (DR_IS_WRITE (datarefs[i])
	       && (!tree_fits_shwi_p (step) || !size
		   || !tree_fits_uhwi_p (size)
		   || absu_hwi (tree_to_shwi (step)) < tree_to_uhwi (size)))
	ok = false;
    }
  for (unsigned i = 0; ok && i < ddrs.length (); i++)
    {
      ddr_p ddr = ddrs[i];
      if (DDR_ARE_DEPENDENT (ddr) == chrec_known
	  || (DR_IS_READ (DDR_A (ddr)) && DR_IS_READ (DDR_B (ddr))))
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
	  || DDR_NUM_DIST_VECTS (ddr) == 0
	  || integer_zerop (DR_STEP (DDR_A (ddr)))
	  || integer_zerop (DR_STEP (DDR_B (ddr))))
	{
	  ok = false;
	  break;
	}
      unsigned depth = index_in_loop_nest (loop->num, DDR_LOOP_NEST (ddr));
      for (unsigned k = 0; k < DDR_NUM_DIST_VECTS (ddr); k++)
	if (DDR_DIST_VECT (ddr, k)[depth] != 0)
	  ok = false;
    }
  free_dependence_relations (ddrs);
  free_data_refs (datarefs);
  return ok;
}

/* Return true if the fast copy F, loop LOOP, may be handed to the
   vectorizer under its cost model.  Under the very cheap one it always
   may.  Under the others, a loop planned for it may (ver_vect_model_p).
   So may the outer loop of a nest, whenever it vectorizes: the
   vectorizer never versions an outer loop for alias itself
   (tree-data-ref's runtime_alias_check_p refuses them).  */

static bool
ver_handoff_model_p (class loop *loop, const ver_fast &f)
{
  if (f.nest)
    return flag_tree_loop_vectorize || loop->force_vectorize;
  return ver_vect_very_cheap_p (loop) || f.for_vect;
}

/* Hand the fast copies of FUN to GCC's vectorizer where their
   iterations are independent (ver_iterations_independent_p).  Set
   loop->safelen, as #pragma GCC ivdep does.  The vectorizer honours it
   without a run-time alias check of its own, also under its very cheap
   cost model.  Unlike a dependence clique, safelen speaks of the
   iterations of one loop only.  No later pass can carry it to a
   reference outside the fast copy.  Record the fast copies made for the
   vectorizer alone for ver_after_vect.  */

static void
ver_handoff (function *fun)
{
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  else
    scev_reset ();
  int handed = 0;
  for (const ver_fast &f : ver_fast_loops)
    {
      class loop *loop = version_get_loop (fun, f.num);
      bool model = loop && ver_handoff_model_p (loop, f);
      bool ok = (loop && (f.nest ? (loop->inner && !loop->inner->inner
				    && !loop->inner->next)
			  : !loop->inner)
		 && loop->safelen == 0 && model
		 && !need_ssa_update_p (fun)
		 && ver_iterations_independent_p (loop, f.clique, f.nest));
      if (ok)
	{
	  loop->safelen = INT_MAX;
	  handed++;
	}
      if (dump_file && loop)
	fprintf (dump_file, "Loop %d %s\n", f.num,
		 ok ? "has no dependence between iterations under its "
		      "check: safelen for the vectorizer"
		 : !model
		 ? "is not handed to the vectorizer: outside its very cheap "
		   "cost model it checks the loop itself"
		 : f.nest
		 ? "keeps a dependence between its iterations, the outer "
		   "loop of a nest: not handed to the vectorizer"
		 : "keeps a dependence the check does not cover: not "
		   "handed to the vectorizer");
      if (f.vect_only)
	ver_vect_nums.safe_push ({ f.num, ok, f.what, f.slow, f.remark,
				   f.where });
      else
	free (f.remark);
    }
  if (own_scev)
    scev_finalize ();
  else
    scev_reset ();
  if (handed)
    statistics_counter_event (fun, "Loops handed to the vectorizer",
			      handed);
  ver_fast_loops.truncate (0);
}

/* A nest kept for unroll-and-jam, or a loop for loop distribution, as
   ver_handoff found it.  */

struct ver_jam
{
  int num;
  unsigned short clique;
  /* The safelen of its outer and its inner loop before the hand-off.  */
  int outer_safelen;
  int inner_safelen;
  /* A nest, or an innermost loop kept for loop distribution or
     predictive commoning.  */
  enum jam_for what;
};

/* walk_tree callback: count in DATA, a version_clique_walk, a memory
   reference whose dependence clique is in its range, and take the
   clique and base off when it says so.  */

static tree
ver_cliques_r (tree *tp, int *walk_subtrees, void *data)
{
  version_clique_walk *w = (version_clique_walk *) data;
  tree t = *tp;
  if ((TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
      && MR_DEPENDENCE_CLIQUE (t) >= w->lo
      && MR_DEPENDENCE_CLIQUE (t) <= w->hi)
    {
      w->n++;
      if (w->clear)
	{
	  MR_DEPENDENCE_CLIQUE (t) = 0;
	  MR_DEPENDENCE_BASE (t) = 0;
	}
    }
  else if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Walk every operand of STMT with W (ver_cliques_r).  Return the
   references W has counted so far.  */

unsigned
version_walk_cliques (gimple *stmt, version_clique_walk *w)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    if (tree op = gimple_op (stmt, i))
      walk_tree (&op, ver_cliques_r, w, NULL);
  return w->n;
}

/* Take the dependence cliques LO to HI off every memory reference of
   FUN: in its statements, debug binds included, and in the addresses of
   its PHI arguments.  */

void
version_clear_cliques (function *fun, unsigned short lo, unsigned short hi)
{
  version_clique_walk w = { lo, hi, true, 0 };
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	for (unsigned i = 0; i < gimple_phi_num_args (psi.phi ()); i++)
	  {
	    tree arg = gimple_phi_arg_def (psi.phi (), i);
	    walk_tree (&arg, ver_cliques_r, &w, NULL);
	  }
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!is_gimple_debug (stmt) || gimple_debug_bind_p (stmt))
	    version_walk_cliques (stmt, &w);
	}
    }
}

/* Take the dependence cliques of the versioned loops off every memory
   reference of FUN, once the transformations have used them.  GCC takes
   a clique as true wherever the reference appears.  Its later passes
   copy references from one place to another that accesses the same
   location.  GCC's own lim4 makes the exit store of a promoted location
   from whichever reference to it it saw first.  The claim of a
   versioned loop holds only under its check, so it must not outlive
   this pass.  */

void
version_unmark (function *fun)
{
  /* The nests kept for unroll-and-jam and the loops for loop
     distribution and predictive commoning; their references are labelled
     once the hand-off has used the marks, before the marks come off.  */
  auto_vec<ver_jam, 4> jams;
  for (const ver_fast &f : ver_fast_loops)
    if (class loop *loop = (f.what != JAM_FOR_NONE ? get_loop (fun, f.num)
			    : NULL))
      jams.safe_push ({ f.num, f.clique, loop->safelen,
			loop->inner ? loop->inner->safelen : -1, f.what });
  if (!ver_fast_loops.is_empty ())
    ver_handoff (fun);
  for (const ver_jam &j : jams)
    {
      class loop *loop = get_loop (fun, j.num);
      jam_label (fun, j.num, j.clique,
		 j.outer_safelen == 0 && loop->safelen != 0,
		 (j.inner_safelen == 0 && loop->inner
		  && loop->inner->safelen != 0), j.what);
    }
  if (!ver_first_clique)
    return;
  version_clear_cliques (fun, ver_first_clique, ver_last_clique);
  /* Give the numbers back when no clique was made after them.  */
  if (fun->last_clique == ver_last_clique)
    fun->last_clique = ver_first_clique - 1;
  ver_first_clique = ver_last_clique = 0;
}

/* Return the loop number in the name of the check STMT tests, when
   ver_name_check named it under PREFIX, or -1.  */

int
version_check_num (gimple *stmt, const char *prefix)
{
  gcond *cond = dyn_cast <gcond *> (stmt);
  if (!cond || gimple_cond_code (cond) != NE_EXPR
      || !integer_zerop (gimple_cond_rhs (cond)))
    return -1;
  tree name = gimple_cond_lhs (cond);
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_VAR (name)
      || !SSA_NAME_IDENTIFIER (name))
    return -1;
  const char *id = IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name));
  size_t len = strlen (prefix);
  if (strncmp (id, prefix, len) != 0 || !ISDIGIT (id[len]))
    return -1;
  return atoi (id + len);
}

/* Forget the fast copies made for the vectorizer only; with PCOM_TOO,
   also those that wait for version_after_pcom.  */

static void
ver_vect_release (bool pcom_too)
{
  unsigned kept = 0;
  for (ver_vect_rec &r : ver_vect_nums)
    if (r.what == JAM_FOR_PCOM && !pcom_too)
      ver_vect_nums[kept++] = r;
    else
      free (r.remark);
  ver_vect_nums.truncate (kept);
  if (!kept)
    ver_vect_fun = NULL;
}

/* Make false every check of FUN made for the vectorizer (or loop
   distribution, or predictive commoning) only for the fast loop NUM,
   which WHAT says what did not happen to.  Return true if there was
   one.  */

static bool
ver_take_back (function *fun, int num, const char *what)
{
  bool folded = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      gimple *last = looplicm_last_stmt (bb);
      if (!last || version_check_num (last, VER_VECT_CHECK_PREFIX) != num)
	continue;
      gcond *cond = as_a <gcond *> (last);
      gimple_cond_make_false (cond);
      update_stmt (cond);
      folded = true;
    }
  if (folded && dump_file)
    fprintf (dump_file, "Loop %d %s: its check becomes false, the "
	     "original loop stays\n", num, what);
  return folded;
}

/* Return true if ver_after_vect has checks of FUN to look at.  */

bool
version_vect_pending_p (function *fun)
{
  return ver_vect_fun == fun && !ver_vect_nums.is_empty ();
}

/* Return loop NUM of FUN, or NULL if it is gone.  */

class loop *
version_get_loop (function *fun, int num)
{
  return (unsigned) num < number_of_loops (fun) ? get_loop (fun, num) : NULL;
}

/* Make the remark R waited for, that its fast copy was used, if any.  */

static void
ver_rec_remark (const ver_vect_rec &r)
{
  if (r.remark)
    looplicm_remark_emit_text (MSG_OPTIMIZED_LOCATIONS,
			       dump_user_location_t::from_location_t (r.where),
			       r.remark);
}

/* Run after GCC's vectorizer.  Take a fast copy made for it alone that
   it did not vectorize: its safelen is still set (vectorizing clears
   it), or it was never handed over.  It gains nothing from its check.
   So the check becomes false, and cleaning up the CFG removes it and the
   fast copy.  The loop is then what it would be without the plugin.  A
   fast copy made for loop distribution that it made a library call is
   gone: its check stays.  One made for predictive commoning waits for it
   (version_after_pcom).  Any check may be made false without changing
   what the program does: the slow copy is the original loop.  Return
   TODO flags.  */

unsigned int
version_after_vect (function *fun)
{
  if (!version_vect_pending_p (fun))
    return 0;
  bool folded = false;
  for (ver_vect_rec &r : ver_vect_nums)
    {
      if (r.what == JAM_FOR_PCOM)
	continue;
      class loop *loop = version_get_loop (fun, r.num);
      /* Vectorizing a loop clears its safelen.  */
      bool unused = !r.handed || (loop && loop->safelen == INT_MAX);
      if (unused)
	folded |= ver_take_back (fun, r.num,
				 r.what == JAM_FOR_DIST
				 ? "was neither distributed nor "
				 "vectorized" : "was not vectorized");
      else
	ver_rec_remark (r);
    }
  ver_vect_release (false);
  if (folded)
    statistics_counter_event (fun, "Vectorizer versions undone", 1);
  return folded ? TODO_cleanup_cfg : 0;
}

/* Return the number of PHI nodes of LOOP's header.  */

static unsigned
ver_header_phis (class loop *loop)
{
  unsigned n = 0;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    n++;
  return n;
}

/* Run after GCC's predictive commoning.  A fast copy made for it keeps
   its check only if GCC's loop passes made more of it than of its slow
   copy.  The two had the same PHI nodes when versioned, and the same
   counts: ver_emit left both the loop's.  Predictive commoning carries
   each value it reuses in a PHI node of its own, as the vectorizer adds
   PHI nodes for what it vectorizes.  A fast copy whose header has no
   more PHI nodes than the slow copy's gained nothing the slow copy did
   not.  Its check becomes false, as in version_after_vect.  Return
   TODO flags.  */

unsigned int
version_after_pcom (function *fun)
{
  if (!version_vect_pending_p (fun))
    return 0;
  bool folded = false;
  for (ver_vect_rec &r : ver_vect_nums)
    {
      class loop *loop = version_get_loop (fun, r.num);
      class loop *slow = version_get_loop (fun, r.slow);
      unsigned fast_phis = loop ? ver_header_phis (loop) : 0;
      unsigned slow_phis = slow ? ver_header_phis (slow) : 0;
      if (dump_file && loop && slow)
	fprintf (dump_file, "Loop %d has %u PHI nodes in its header, loop "
		 "%d, its slow copy, %u\n", r.num, fast_phis, r.slow,
		 slow_phis);
      if (!loop || !slow || fast_phis <= slow_phis)
	{
	  folded |= ver_take_back (fun, r.num, "gained nothing from "
				   "predictive commoning");
	  continue;
	}
      /* The counts versioning left both copies (ver_emit), now split as
	 for any other check.  */
      scale_loop_frequencies (loop, profile_probability::likely ());
      scale_loop_frequencies (slow, profile_probability::unlikely ());
      ver_rec_remark (r);
    }
  ver_vect_release ();
  if (folded)
    statistics_counter_event (fun, "Predictive commoning versions undone",
			      1);
  return folded ? TODO_cleanup_cfg : 0;
}
