/* looplicm: store motion (scalar promotion of memory).
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Store motion as docs/THEORY.md, section 5, defines and proves it
   (definition 9, lemmas 10 and 11).  GCC's execute_sm and
   execute_sm_if_changed are the reference.

   Before:                         After:
     preheader:                      preheader:
				       total_lsm = *total;
     loop:                           loop:
       _1 = *total;                    _1 = total_lsm;
       _2 = _1 + a[i];                 _2 = _1 + a[i];
       *total = _2;                    total_lsm = _2;
     exit:                           exit:
				       *total = total_lsm;

   A location is a candidate in loop M when its address is invariant in M,
   it is not volatile, of register type and not a bit-field, every access
   of M to it reads or writes exactly it (same base, offset and size,
   compatible types: p->x and MEM[p + 4] are one location), and every
   other statement of M that touches memory (loads, stores, calls, asm)
   provably does not touch it (GCC's alias oracle, per statement).

   The loads and stores become assignments of a new register REF_lsm;
   update_ssa builds its PHIs.  The preheader loads the location, and
   every exit stores it back.  The load is left out when the loop never
   reads the location and a store always runs, or when a flag guards the
   exit stores.  When no store of the location is guaranteed to execute
   in M, an exit store would write on a path that had none: a data race,
   or a write to read-only memory.  Then a flag REF_lsm_flag, set by
   every store, guards the exit stores.  No flag is needed under
   -fallow-store-data-races, or for a local whose address does not
   escape, when the location cannot trap.

   Some locations stay in memory because promoting them does not pay.  A
   location that would need a flag and that the loop never reads stays:
   the flag costs more than the conditional stores it saves.  So does one
   in a loop that real information says runs fewer than 8 times per
   entry (sm_prepare).  At -O3, so does one that GCC's partial PRE keeps
   in a register without a flag (sm_refuse).

   Where the new code goes keeps every definition dominating its uses,
   whatever else of the function moves.  The address's operands are all
   defined outside M, since its address is invariant there.  That holds
   also when they are in a sibling loop of M's, or moved to an enclosing
   preheader by hoisting.  Such a definition dominates M's preheader: it
   dominates a use inside M, and every path to that use enters M through
   the preheader.  So it dominates every exit block of M too, which is
   dedicated and so dominated by M's header.  The stored value reaches
   the exit stores through REF_lsm's PHIs.

   Loops are processed outermost first, so that a location promoted in a
   loop is promoted in its whole nest; loops with abnormal or EH exits,
   or none, are left alone.  Locations that only each other's stores
   keep in memory are promoted together, as an ordered group, by
   licm-store-group.cc; licm-store.h is what the two files share.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfghooks.h"
#include "cfganal.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "tree-ssa-alias.h"
#include "tree-ssa-loop.h"
#include "tree-eh.h"
#include "tree-dfa.h"
#include "fold-const.h"
#include "gimplify.h"
#include "tree-ssa-loop-niter.h"
#include "tree-scalar-evolution.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "licm-store.h"
#include "gcc-compat.h"

/* Alias queries one loop may ask for store motion before every further
   answer is "may alias".  */
#define SM_QUERY_BUDGET 20000

/* Hashing of locations by base, offset and size.  */

struct sm_ref_hasher : nofree_ptr_hash <sm_ref>
{
  static hashval_t hash (const sm_ref *r)
  {
    if (!r->base)
      return lim_ref_hash (r->ref);
    return lim_mix_hash (lim_mix_hash (htab_hash_pointer (r->base),
				       (hashval_t) r->offset),
			 (hashval_t) r->size);
  }
  static bool equal (const sm_ref *a, const sm_ref *b)
  {
    if (!a->base || !b->base)
      return (!a->base && !b->base
	      && (lim_same_ref_p (a->ref, b->ref)
		  || operand_equal_p (a->ref, b->ref, 0)));
    return (a->base == b->base && a->offset == b->offset
	    && a->size == b->size);
  }
};

/* A loop expected to run fewer iterations per entry than this does not
   pay for a flag.  The flag costs a few instructions per entry: clearing
   it, testing it after the loop, the branch, the exit store, often the
   load before the loop.  It costs one more per store in the loop, to set
   it, besides the register copy that replaces the store.  It saves at
   most one load per iteration.  It saves nothing where the load folds
   into the instruction using it (a compare with memory).  docs/DESIGN.md
   (store motion) names the benchmarks behind the threshold.  */
#define SM_FLAG_MIN_ITERATIONS 8

/* GCC's bounds of a loop come from the induction variables of every
   statement of its body, inner loops included, each analysed across the
   loops between.  In a nest N deep that costs about N * N per loop, N * N
   * N for the nest.  A loop with more levels of loops inside it than
   this is not asked: nothing is known about it (sm_short_loop_p).  */
#define SM_ESTIMATE_INNER_LEVELS 7

/* What store motion keeps for the function being compiled, from
   sm_initialize to sm_finalize.  */

struct sm_state
{
  /* Whether the pass stands in for lim4, after GCC's PRE has run.  */
  bool late;
  /* For each loop number, the iterations per entry (header executions)
     that real information says to expect, or -1: a read profile, a
     constant number of iterations, or a bound (sm_prepare).  */
  vec<HOST_WIDE_INT> expected;
  /* For each loop number, where EXPECTED comes from.  */
  vec<const char *> expected_source;
  /* Number of locations promoted in this function.  */
  int count;
};

/* The state of the function being compiled.  sm_prepare asks how long
   each loop runs before the other transformations change the function,
   sm_loops uses the answers after them, and the driver runs those in
   between.  So the answers wait here.  */
static sm_state *sm;

/* Why a location stays when partial PRE does the same without a flag.  */
static const char *const sm_partial_pre
  = "not profitable: it would need a flag, and partial PRE keeps it in a "
    "register in the loop without one";

/* Why a location stays when its flag would not pay in a short loop.  */
static const char *const sm_short_loop
  = "not profitable: it would need a flag, and the loop is expected to "
    "run fewer than 8 iterations";

/* walk_tree callback: return *TP if it is a reference whose location
   sm_ref_key cannot describe by its structure alone.  */

static tree
sm_find_unkeyable (tree *tp, int *walk_subtrees, void *)
{
  switch (TREE_CODE (*tp))
    {
    case ARRAY_REF:
    case COMPONENT_REF:
    case MEM_REF:
    case ADDR_EXPR:
    case SSA_NAME:
    case INTEGER_CST:
    case FIELD_DECL:
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      return NULL_TREE;
    default:
      if (TYPE_P (*tp))
	{
	  *walk_subtrees = 0;
	  return NULL_TREE;
	}
      return *tp;
    }
}

/* Return true if the location accessed by REF has a known base, offset and
   size, and store them in *BASE, *OFFSET and *SIZE.  When the offset is
   not constant but REF is made of array indexes, fields and a
   dereference (y[j_5], tmp[i_3][j_4], arr[i_2].x, MEM[p_1 + 4][j_5]), set
   *BASE to NULL.  Such a location is known by the structure of REF, like
   GCC lim's memory references.  */

static bool
sm_ref_key (tree ref, tree *base, HOST_WIDE_INT *offset,
	    HOST_WIDE_INT *size)
{
  poly_int64 poff, psize, pmax;
  bool reverse;
  tree b = get_ref_base_and_extent (ref, &poff, &psize, &pmax, &reverse);
  HOST_WIDE_INT off, sz, max;
  if (reverse || !psize.is_constant (&sz) || sz <= 0
      || sz % BITS_PER_UNIT)
    return false;
  if (!poff.is_constant (&off) || !pmax.is_constant (&max) || sz != max
      || off % BITS_PER_UNIT)
    {
      if (walk_tree (&ref, sm_find_unkeyable, NULL, NULL))
	return false;
      *base = NULL_TREE;
      *offset = 0;
      *size = sz;
      return true;
    }
  if (TREE_CODE (b) == MEM_REF)
    {
      HOST_WIDE_INT moff;
      if (!mem_ref_offset (b).force_shwi ().is_constant (&moff))
	return false;
      off += moff * BITS_PER_UNIT;
      b = TREE_OPERAND (b, 0);
      if (TREE_CODE (b) == ADDR_EXPR)
	b = TREE_OPERAND (b, 0);
    }
  else if (TREE_CODE (b) == TARGET_MEM_REF)
    return false;
  if (TREE_CODE (b) != SSA_NAME && !DECL_P (b))
    return false;
  *base = b;
  *offset = off;
  *size = sz;
  return true;
}

/* Return true if REF, a memory reference, may be promoted at all: not
   volatile, of register type, not a bit-field.  */

static bool
sm_promotable_ref_p (tree ref)
{
  if (TREE_THIS_VOLATILE (ref) || !is_gimple_reg_type (TREE_TYPE (ref))
      || TREE_CODE (ref) == BIT_FIELD_REF)
    return false;
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
    return false;
  return true;
}

/* walk_tree callback: return the SSA name *TP if it is defined inside the
   loop DATA.  */

static tree
sm_find_variant_name (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (*tp));
      if (bb && flow_bb_inside_loop_p (loop, bb))
	return *tp;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Return true if the address of R, a location of LOOP, varies in LOOP
   (asked once per location: every other location's check asks it).  */

bool
sm_variant_p (class loop *loop, sm_ref *r)
{
  if (r->variant < 0)
    r->variant = walk_tree (&r->ref, sm_find_variant_name, loop, NULL) != 0;
  return r->variant;
}

/* Return the location of REFS that REF accesses, adding one if needed;
   TABLE finds locations by key.  Return NULL if REF has no usable key.  */

static sm_ref *
sm_find_ref (vec<sm_ref *> &refs, hash_table<sm_ref_hasher> &table,
	     tree ref)
{
  sm_ref key;
  key.ref = ref;
  if (!sm_ref_key (ref, &key.base, &key.offset, &key.size))
    return NULL;
  sm_ref **slot = table.find_slot (&key, INSERT);
  if (*slot)
    {
      sm_ref *r = *slot;
      if (!types_compatible_p (TREE_TYPE (r->ref), TREE_TYPE (ref)))
	r->why_not = "accessed with different types";
      return r;
    }
  sm_ref *r = new sm_ref;
  r->ref = ref;
  r->base = key.base;
  r->offset = key.offset;
  r->size = key.size;
  r->why_not = NULL;
  r->blocker = NULL;
  r->grouped = false;
  r->variant = -1;
  r->beyond_oracle = false;
  refs.safe_push (r);
  *slot = r;
  return r;
}

/* Collect into REFS the locations LOOP loads and stores with simple
   assignments, and into OTHERS every other statement of LOOP that touches
   memory.  */

static void
sm_collect (class loop *loop, vec<sm_ref *> &refs, vec<gimple *> &others)
{
  hash_table<sm_ref_hasher> table (64);
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || !gimple_vuse (stmt))
	  continue;
	sm_ref *r = NULL;
	bool is_store = false;
	if (gimple_assign_single_p (stmt) && !gimple_has_volatile_ops (stmt)
	    && !stmt_could_throw_p (cfun, stmt))
	  {
	    tree lhs = gimple_assign_lhs (stmt);
	    tree rhs = gimple_assign_rhs1 (stmt);
	    if (gimple_vdef (stmt) && TREE_CODE (lhs) != SSA_NAME
		&& !gimple_clobber_p (stmt)
		&& (TREE_CODE (rhs) == SSA_NAME
		    || is_gimple_min_invariant (rhs))
		&& sm_promotable_ref_p (lhs))
	      {
		r = sm_find_ref (refs, table, lhs);
		is_store = true;
	      }
	    else if (!gimple_vdef (stmt) && TREE_CODE (lhs) == SSA_NAME
		     && sm_promotable_ref_p (rhs))
	      r = sm_find_ref (refs, table, rhs);
	  }
	if (!r)
	  others.safe_push (stmt);
	else if (is_store)
	  r->stores.safe_push (stmt);
	else
	  r->loads.safe_push (stmt);
      }
  free (body);
}

/* Why a location stays when another access of the loop may touch it
   (licm-store.h).  */
const char *const sm_accessed_by = "it may also be accessed by";

/* Return true if a store of R follows STMT in its block (looking at a
   bounded number of statements).  */

static bool
sm_store_follows_p (gimple *stmt, sm_ref *r)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_next (&gsi);
  for (unsigned n = 0; !gsi_end_p (gsi) && n < 256; gsi_next (&gsi), n++)
    if (r->stores.contains (gsi_stmt (gsi)))
      return true;
  return false;
}

/* Return true, with R->why_not set, if STMT may touch REF, the location
   of R, or the query budget counted in *QUERIES ran out.  NEVER_PROMOTED
   says STMT's own location stays in memory.

   Whether STMT may write REF is asked without type-based aliasing
   (docs/THEORY.md, lemma 12).  The types of two stores say nothing about
   their order when they write the same bytes: a store may change the
   effective type of its storage.  The exit store of REF would undo a
   later store of another type:

     for (...)                         for (...)
       {                                 {
	 *pi = k;       // int             pi_lsm = k;
	 *pf = 2.0f;    // float, same     *pf = 2.0f;
       }                  bytes          }
					  *pi = pi_lsm;    // wrong

   GCC's lim asks its "write after write" question the same way, since
   its PRs 57359 and 94988.  Whether STMT may read REF keeps the type
   rules.  A load of another type than the one stored reads storage whose
   effective type it does not match, which C leaves undefined.  */

bool
sm_touches_p (gimple *stmt, ao_ref *ref, sm_ref *r, bool never_promoted,
	      unsigned *queries)
{
  if (++*queries > SM_QUERY_BUDGET)
    {
      r->why_not = "too many alias queries";
      return true;
    }
  if (lim_opaque_writer_p (stmt))
    {
      r->why_not = sm_accessed_by;
      r->blocker = stmt;
      return true;
    }
  /* A call to a function of this file with a summary may be known to
     neither read nor write the location.  */
  if (gcall *call = dyn_cast <gcall *> (stmt))
    if (summary_call_writes_ref (call, ref) == 1
	&& summary_call_reads_ref (call, ref) == 1)
      {
	r->beyond_oracle = true;
	return false;
      }
  bool clobbers = (gimple_vdef (stmt)
		   && stmt_may_clobber_ref_p_1 (stmt, ref, false));
  tree mem = lim_single_access (stmt);
  /* Only a plain load or store may be excused below.  Take anything else
     that may write the location.  Whether it also reads it does not
     matter.  A call's read question costs as much as its write
     question.  */
  if (clobbers && !mem)
    {
      r->why_not = sm_accessed_by;
      r->blocker = stmt;
      return true;
    }
  bool uses = ref_maybe_used_by_stmt_p (stmt, ref, true);
  /* Another load or store whose address differs from the location's by
     a constant that keeps them apart (asked only where the oracle
     failed: it costs more).  Only a plain load or a plain store: an
     aggregate copy `*a = *b' reads memory as well as writing it.  */
  if ((clobbers || uses) && mem && lim_refs_cannot_overlap_p (mem, ref->ref))
    {
      r->beyond_oracle = true;
      return false;
    }
  /* A plain store that stays in memory, of a type that cannot be the
     location's, followed in its block by a store of the location.  Every
     time it runs, the location is written after it.  So the exit store
     comes last in either order (docs/THEORY.md, after lemma 12; GCC's
     lim keeps such order too).  */
  if (clobbers && never_promoted && mem
      && !stmt_may_clobber_ref_p_1 (stmt, ref, true)
      && sm_store_follows_p (stmt, r))
    {
      clobbers = false;
      r->beyond_oracle = true;
    }
  if (clobbers || uses)
    {
      r->why_not = sm_accessed_by;
      r->blocker = stmt;
      return true;
    }
  return false;
}

static void sm_refuse (class loop *, sm_ref *);

/* Decide whether R may be promoted in LOOP, setting R->why_not if not.
   OTHERS are the statements of LOOP that touch memory other than through
   a location of REFS; *QUERIES counts alias queries.  */

static void
sm_check_ref (class loop *loop, sm_ref *r, vec<sm_ref *> &refs,
	      vec<gimple *> &others, unsigned *queries)
{
  if (r->why_not)
    return;
  if (r->stores.is_empty ())
    {
      /* Hoisting moves invariant loads; store motion is for locations the
	 loop writes.  */
      r->why_not = "not stored in the loop";
      return;
    }
  if (sm_variant_p (loop, r))
    {
      r->why_not = "its address is not invariant";
      return;
    }
  /* Cold code stays cold: an access in a block colder than the preheader
     of its loop would start running on every entry (GCC's
     ref_in_loop_hot_body).  */
  for (gimple *stmt : r->loads)
    if (lim_bb_colder_than_preheader_p (gimple_bb (stmt)))
      {
	r->why_not = "it is accessed in a block colder than the preheader";
	return;
      }
  for (gimple *stmt : r->stores)
    if (lim_bb_colder_than_preheader_p (gimple_bb (stmt)))
      {
	r->why_not = "it is accessed in a block colder than the preheader";
	return;
      }
  /* In a loop with calls no location is promoted in a group
     (sm_group), so what sm_refuse refuses is refused before the alias
     queries, which cost most in such loops.  */
  if (lim_loop_makes_calls_p (loop))
    {
      sm_refuse (loop, r);
      if (r->why_not)
	return;
    }
  ao_ref ref;
  ao_ref_init (&ref, r->ref);

  /* Every other access of the loop must provably miss the location.  */
  if (*queries > SM_QUERY_BUDGET)
    {
      r->why_not = "too many alias queries";
      return;
    }
  for (gimple *stmt : others)
    if (sm_touches_p (stmt, &ref, r, true, queries))
      return;
  for (sm_ref *o : refs)
    if (o != r)
      {
	/* A location whose address varies in LOOP stays in memory.  */
	bool stays = sm_variant_p (loop, o);
	for (gimple *stmt : o->loads)
	  if (sm_touches_p (stmt, &ref, r, stays, queries))
	    return;
	for (gimple *stmt : o->stores)
	  if (sm_touches_p (stmt, &ref, r, stays, queries))
	    return;
      }
}

/* Return true if one of STMTS is guaranteed to execute in LOOP.  */

static bool
sm_any_guaranteed_p (vec<gimple *> &stmts, class loop *loop)
{
  for (gimple *stmt : stmts)
    if (lim_guaranteed_p (stmt, loop))
      return true;
  return false;
}

/* Return true if a plain store of R at the exits of LOOP cannot race with
   another thread or fault.  The location must be a local whose address
   does not escape, or -fallow-store-data-races must be given.  It must
   not trap, and must not be a narrow boolean.  */

static bool
sm_plain_exit_store_ok_p (sm_ref *r)
{
  if (tree_could_trap_p (r->ref))
    return false;
  /* A boolean narrower than its mode, loaded where the loop would not
     have, may not hold 0 or 1 (a union's other member).  Storing it back
     need not store the same byte.  GCC's lim uses the flag too, since its
     PR 121279.  */
  tree type = TREE_TYPE (r->ref);
  if (TREE_CODE (type) == BOOLEAN_TYPE && !type_has_mode_precision_p (type))
    return false;
  /* In a transaction another thread may watch every store (GCC's lim
     always uses the flag there).  */
  if (flag_tm && gimple_in_transaction (r->stores[0]))
    return false;
  if (flag_store_data_races)
    return true;
  tree decl = get_base_address (r->ref);
  return (decl && VAR_P (decl) && auto_var_in_fn_p (decl, cfun->decl)
	  && !may_be_aliased (decl));
}

/* Return true if LOOP is expected to run fewer than
   SM_FLAG_MIN_ITERATIONS iterations per entry, by what sm_prepare found:
   too few to pay for a flag.  A loop about which nothing real is known
   is not short.  GCC's guessed profile gives any loop a few iterations.
   The flag pays in the loops that run long: a linear search, a scan of a
   string.  */

static bool
sm_short_loop_p (class loop *loop)
{
  if ((unsigned) loop->num >= sm->expected.length ())
    return false;
  HOST_WIDE_INT n = sm->expected[loop->num];
  return n >= 0 && n < SM_FLAG_MIN_ITERATIONS;
}

/* Return true if every load of R only feeds comparisons: each use of
   its value is an operand of a condition or of a comparison.  Such a
   load folds into the compare that uses it: a compare with a memory
   operand on x86-64.  So keeping the location in a register saves no
   instruction in the loop.  */

static bool
sm_loads_only_compared_p (sm_ref *r)
{
  for (gimple *stmt : r->loads)
    {
      tree lhs = gimple_assign_lhs (stmt);
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, lhs)
	{
	  gimple *u = USE_STMT (use);
	  if (is_gimple_debug (u) || gimple_code (u) == GIMPLE_COND)
	    continue;
	  if (!is_gimple_assign (u)
	      || TREE_CODE_CLASS (gimple_assign_rhs_code (u)) != tcc_comparison)
	    return false;
	}
    }
  return true;
}

/* Refuse R in LOOP, setting R->why_not, when no store of R is
   guaranteed to execute and R needs what store motion does not do.
   That is one of:
     - a load before the loop that may fault where the loop would not
       have touched R;
     - a flag for a location the loop only stores to.  The flag and the
       register copies cost more per iteration than the conditional
       stores they replace;
     - a flag in a loop with calls.  The value and its flag would live
       across the calls, even calls that provably miss R;
     - a flag in a loop that runs fewer than SM_FLAG_MIN_ITERATIONS
       times per entry (sm_short_loop_p).  Only real information counts
       here: a read profile, a constant number of iterations, a bound;
     - a flag for a location that GCC's partial PRE (-O3) keeps in a
       register anyway, since GCC's oracle tells every other access of
       the loop apart from it.  PRE loads it before the loop and reuses
       the value a store wrote, with no flag to set, test and store;
     - a flag for a location whose loads only feed comparisons
       (sm_loads_only_compared_p).  The loads it saves fold into the
       compares, so the flag is pure cost, whatever the number of
       iterations.
   docs/DESIGN.md (store motion) names the benchmarks behind them.  */

static void
sm_refuse (class loop *loop, sm_ref *r)
{
  if (r->why_not || sm_any_guaranteed_p (r->stores, loop))
    return;
  bool plain = sm_plain_exit_store_ok_p (r);
  if (tree_could_trap_p (r->ref) && !sm_any_guaranteed_p (r->loads, loop)
      && (!r->loads.is_empty () || plain))
    r->why_not = "the load before the loop may trap";
  else if (plain)
    ;
  else if (r->loads.is_empty ())
    r->why_not = "not profitable: only stored, and only conditionally";
  else if (lim_loop_makes_calls_p (loop))
    r->why_not = "not profitable: it would need a flag, and the loop "
		 "makes calls";
  else if (sm_short_loop_p (loop))
    r->why_not = sm_short_loop;
  else if (flag_tree_pre && flag_tree_partial_pre && !sm->late
	   && !r->beyond_oracle)
    r->why_not = sm_partial_pre;
  else if (sm_loads_only_compared_p (r))
    r->why_not = "not profitable: it would need a flag, and its loads "
		 "only feed comparisons";
}

/* Insert at the start of the exit block X of a loop, after its labels,
   `if (FLAG) REF = TMP;' (or just the store if FLAG is NULL).  */

void
sm_insert_exit_store (basic_block x, tree ref, tree tmp, tree flag)
{
  gassign *store = gimple_build_assign (unshare_expr (ref), tmp);
  if (!flag)
    {
      gimple_stmt_iterator gsi = gsi_after_labels (x);
      gsi_insert_before (&gsi, store, GSI_SAME_STMT);
      return;
    }
  /* X keeps its labels and PHIs and gets the test; the rest of X moves
     to a new block that both arms reach.  */
  edge fall = split_block_after_labels (x);
  basic_block rest = fall->dest;
  gcond *cond = gimple_build_cond (NE_EXPR, flag, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_last_bb (x);
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);
  basic_block then_bb = create_empty_bb (x);
  add_bb_to_loop (then_bb, x->loop_father);
  /* split_block kept the dominators; THEN_BB is dominated by X, and REST
     still is (through X or THEN_BB).  */
  if (dom_info_available_p (CDI_DOMINATORS))
    set_immediate_dominator (CDI_DOMINATORS, then_bb, x);
  /* Keep the marks of an irreducible region that X belongs to.  */
  int irr = (x->flags & BB_IRREDUCIBLE_LOOP) ? EDGE_IRREDUCIBLE_LOOP : 0;
  if (irr)
    then_bb->flags |= BB_IRREDUCIBLE_LOOP;
  fall->flags = (fall->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge te = make_edge (x, then_bb, EDGE_TRUE_VALUE | irr);
  te->probability = profile_probability::even ();
  fall->probability = te->probability.invert ();
  then_bb->count = x->count.apply_probability (te->probability);
  edge back = make_single_succ_edge (then_bb, rest, EDGE_FALLTHRU | irr);
  back->probability = profile_probability::always ();
  gsi = gsi_start_bb (then_bb);
  gsi_insert_after (&gsi, store, GSI_NEW_STMT);
}

/* What sm_find_preheader_name looks for: the last statement of the
   preheader PRE_BB that defines a name a reference uses.  */

struct sm_preheader_walk
{
  basic_block pre_bb;
  gimple *last;
};

/* walk_tree callback: if *TP is an SSA name defined in the preheader of
   DATA, an sm_preheader_walk, make its LAST the later of its definition
   and itself.  */

static tree
sm_find_preheader_name (tree *tp, int *walk_subtrees, void *data)
{
  sm_preheader_walk *w = (sm_preheader_walk *) data;
  /* A PHI of the preheader is defined before all its statements.  */
  if (TREE_CODE (*tp) == SSA_NAME
      && gimple_bb (SSA_NAME_DEF_STMT (*tp)) == w->pre_bb
      && gimple_code (SSA_NAME_DEF_STMT (*tp)) != GIMPLE_PHI)
    {
      gimple *def = SSA_NAME_DEF_STMT (*tp);
      if (!w->last || gimple_uid (def) > gimple_uid (w->last))
	w->last = def;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Insert INIT into the preheader of LOOP.  INIT loads (or initialises)
   the register for REF.  It goes after the last statement there that
   defines a name REF uses or writes memory, or else first.  Return an
   iterator at INIT.  */

static gimple_stmt_iterator
sm_insert_preheader_init (class loop *loop, tree ref, gimple *init)
{
  basic_block pre_bb = loop_preheader_edge (loop)->src;
  unsigned uid = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (pre_bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_set_uid (gsi_stmt (gsi), ++uid);
  sm_preheader_walk w = { pre_bb, NULL };
  walk_tree (&ref, sm_find_preheader_name, &w, NULL);
  gimple *last = w.last;
  /* Nor may the load come before anything there that writes memory.  */
  for (gimple_stmt_iterator gsi = gsi_last_bb (pre_bb); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    if (gimple_vdef (gsi_stmt (gsi)))
      {
	if (!last || gimple_uid (gsi_stmt (gsi)) > gimple_uid (last))
	  last = gsi_stmt (gsi);
	break;
      }
  gimple_stmt_iterator gsi;
  if (last)
    {
      gsi = gsi_for_stmt (last);
      gsi_insert_after (&gsi, init, GSI_NEW_STMT);
    }
  else
    {
      gsi = gsi_after_labels (pre_bb);
      gsi_insert_before (&gsi, init, GSI_NEW_STMT);
    }
  return gsi;
}

/* Report STMT, put in the preheader of LOOP by store motion, as GCC's lim
   does: as a statement moved out of the loop.  */

static void
sm_dump_preheader_stmt (gimple *stmt, class loop *loop)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  fprintf (dump_file, "Moving statement\n");
  print_gimple_stmt (dump_file, stmt, 0);
  fprintf (dump_file, "(cost 0) out of loop %d.\n\n", loop->num);
}

/* Give R, a location of LOOP, a register, and return it.  Its loads and
   stores in LOOP become register moves.  When USE_FLAG, each store also
   sets a flag, returned in *FLAG.  The preheader loads the location
   (NEED_LOAD) or leaves the register undefined, and clears the flag.
   The exit stores are the caller's.  */

tree
sm_rewrite (class loop *loop, sm_ref *r, bool use_flag, bool need_load,
	    tree *flag_out)
{
  char *name = get_lsm_tmp_name (r->ref, ~0);
  tree tmp = create_tmp_reg (TREE_TYPE (r->ref), name);
  tree flag = NULL_TREE;
  if (use_flag)
    flag = create_tmp_reg (boolean_type_node,
			   get_lsm_tmp_name (r->ref, ~0, "_flag"));

  /* The loads and stores become register moves.  */
  for (gimple *stmt : r->loads)
    {
      gimple_assign_set_rhs1 (stmt, tmp);
      update_stmt (stmt);
    }
  for (gimple *stmt : r->stores)
    {
      gimple_assign_set_lhs (stmt, tmp);
      update_stmt (stmt);
      if (flag)
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
	  gsi_insert_after (&gsi, gimple_build_assign (flag,
						       boolean_true_node),
			    GSI_NEW_STMT);
	}
    }

  /* The preheader loads the location, or marks TMP as undefined there,
     right after the last statement there that computes its address (as
     GCC's lim places it), or first.  */
  gimple *init;
  if (need_load)
    init = gimple_build_assign (tmp, unshare_expr (r->ref));
  else
    {
      tree uninit = create_tmp_reg (TREE_TYPE (tmp));
      suppress_warning (uninit, OPT_Wuninitialized);
      init = gimple_build_assign (tmp, uninit);
    }
  gimple_stmt_iterator pgsi = sm_insert_preheader_init (loop, r->ref, init);
  sm_dump_preheader_stmt (init, loop);
  if (flag)
    {
      gassign *clear = gimple_build_assign (flag, boolean_false_node);
      gsi_insert_after (&pgsi, clear, GSI_NEW_STMT);
      sm_dump_preheader_stmt (clear, loop);
    }

  *flag_out = flag;
  return tmp;
}

/* Say, as a remark, that R is kept in a register in LOOP: LOADED says
   whether the preheader loads it, FLAG whether its exit stores are
   guarded by a flag.  */

void
sm_remark_promoted (class loop *loop, sm_ref *r, bool loaded, bool flag)
{
  looplicm_remark rem (MSG_OPTIMIZED_LOCATIONS, r->stores[0]);
  pp_string (rem.m_pp, "kept '");
  looplicm_remark_ref (&rem, r->ref);
  pp_string (rem.m_pp, "' in a register in ");
  looplicm_remark_loop (&rem, loop);
  pp_string (rem.m_pp, loaded ? ": loaded before the loop, stored after it"
	     : ": stored after the loop");
  if (flag)
    pp_string (rem.m_pp, " if the loop stored it");
  looplicm_remark_emit (&rem);
}

/* Promote R in LOOP.  */

static void
sm_execute (class loop *loop, sm_ref *r)
{
  /* sm_check_ref refuses a location the loop does not store.  */
  gcc_assert (!r->stores.is_empty ());
  bool always_stored = sm_any_guaranteed_p (r->stores, loop);
  bool use_flag = !always_stored && !sm_plain_exit_store_ok_p (r);
  bool need_load = (!r->loads.is_empty ()
		    || (!always_stored && !use_flag));

  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Executing store motion of ");
      print_generic_expr (dump_file, r->ref);
      fprintf (dump_file, " from loop %d%s\n", loop->num,
	       use_flag ? " (with a flag: no store is guaranteed to run)"
	       : "");
    }
  if (dump_enabled_p ())
    sm_remark_promoted (loop, r, need_load, use_flag);

  tree flag = NULL_TREE;
  tree tmp = sm_rewrite (loop, r, use_flag, need_load, &flag);

  /* Every exit stores it back.  */
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  auto_vec<basic_block> done;
  for (edge e : exits)
    if (!done.contains (e->dest))
      {
	done.safe_push (e->dest);
	sm_insert_exit_store (e->dest, r->ref, tmp, flag);
      }
  sm->count++;
}

/* Return true if store motion may work on LOOP: it is canonical, has
   exits, and none of them is an abnormal or EH edge.  */

static bool
sm_loop_ok_p (class loop *loop)
{
  if (!lim_loop_analyzed_p (loop))
    return false;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.is_empty ())
    return false;
  for (edge e : exits)
    if (e->flags & EDGE_COMPLEX)
      return false;
  return true;
}

/* Report that R stays in memory in LOOP.  */

static void
sm_report_refused (class loop *loop, sm_ref *r)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Not promoting ");
      print_generic_expr (dump_file, r->ref);
      fprintf (dump_file, " in loop %d: %s", loop->num, r->why_not);
      if (r->why_not == sm_short_loop)
	fprintf (dump_file, " (" HOST_WIDE_INT_PRINT_DEC " from %s)",
		 sm->expected[loop->num], sm->expected_source[loop->num]);
      if (r->blocker)
	{
	  fprintf (dump_file, " ");
	  print_gimple_stmt (dump_file, r->blocker, 0, TDF_SLIM);
	}
      else
	fprintf (dump_file, "\n");
    }
  /* Only another access that may touch the location is something the
     user can change (restrict, pure); the other reasons stay in the
     dump.  */
  if (!dump_enabled_p () || !r->blocker || !looplicm_missed_remark_p (loop))
    return;
  looplicm_remark rem (MSG_MISSED_OPTIMIZATION, r->stores[0]);
  pp_string (rem.m_pp, "'");
  looplicm_remark_ref (&rem, r->ref);
  pp_string (rem.m_pp, "' not kept in a register in ");
  looplicm_remark_loop (&rem, loop);
  pp_string (rem.m_pp, ": it may also be accessed by ");
  looplicm_remark_writer (&rem, r->blocker, r->ref);
  looplicm_remark_advice (&rem, loop, r->blocker, r->ref,
			  LOOPLICM_BLOCK_ACCESS);
  looplicm_remark_emit (&rem);
}

/* lim_find_writer callback: return true if STMT stores to memory at an
   address invariant in the loop DATA.  */

static bool
sm_invariant_store_p (gimple *stmt, void *data)
{
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  return (TREE_CODE (lhs) != SSA_NAME
	  && !walk_tree (&lhs, sm_find_variant_name, data, NULL));
}

/* Promote what may be promoted in LOOP.  Return true if anything was.  */

static bool
sm_loop (class loop *loop)
{
  /* Without a store every location would be refused silently.  */
  if (!lim_loop_stores_p (loop))
    return false;
  /* Nor may a location be promoted without a store to an address
     invariant in LOOP; the locations are collected anyway when the
     reasons they stay are to be reported.  */
  if (!dump_file && !dump_enabled_p ()
      && !lim_find_writer (loop, sm_invariant_store_p, loop))
    return false;
  auto_vec<sm_ref *, 32> refs;
  auto_vec<gimple *, 32> others;
  sm_collect (loop, refs, others);
  unsigned queries = 0;
  for (sm_ref *r : refs)
    sm_check_ref (loop, r, refs, others, &queries);
  int grouped = sm_group (loop, refs, others, &queries);
  sm->count += grouped;
  bool changed = grouped > 0;
  for (sm_ref *r : refs)
    {
      if (r->grouped)
	{
	  delete r;
	  continue;
	}
      sm_refuse (loop, r);
      if (!r->why_not)
	{
	  sm_execute (loop, r);
	  changed = true;
	}
      else if (!r->stores.is_empty ())
	sm_report_refused (loop, r);
      delete r;
    }
  /* The expansions of addresses may name statements just changed.  */
  if (changed)
    lim_release_affine ();
  return changed;
}

/* Return the iterations per entry (header executions) that real
   information says LOOP runs, or -1, and set *SOURCE to where they come
   from.  A read profile counts first: header count over preheader count.
   Then comes GCC's estimate, which it takes only from a constant number
   of iterations or a read profile.  A guessed profile never makes one.
   Then comes GCC's upper bound: a constant, the bounds of the arrays the
   loop indexes in every iteration, the range of its induction variable.
   A loop over `short v[2]' runs at most twice.  Likely bounds (from
   accesses on some paths only) are guesses and are not asked.  */

static HOST_WIDE_INT
sm_expected_iterations (class loop *loop, const char **source)
{
  if (profile_status_for_fn (cfun) == PROFILE_READ)
    {
      profile_count pre = loop_preheader_edge (loop)->count ();
      profile_count head = loop->header->count;
      if (pre.reliable_p () && head.reliable_p () && pre.nonzero_p ())
	{
	  *source = "the profile";
	  gcov_type p = pre.to_gcov_type ();
	  return (head.to_gcov_type () + p / 2) / p;
	}
    }
  widest_int nit;
  if (estimated_loop_iterations (loop, &nit))
    *source = "its number of iterations";
  else if (max_loop_iterations (loop, &nit))
    *source = "a bound";
  else
    return -1;
  /* NIT counts latch executions.  */
  if (wi::gtu_p (nit, 1000000))
    return 1000000;
  return nit.to_shwi () + 1;
}

/* Record, for each loop of FUN that stores to memory and has at most
   SM_ESTIMATE_INNER_LEVELS levels of loops inside it, the iterations per
   entry real information says it runs (sm_expected_iterations), for store
   motion's cost model.  Asked before any transformation: the analysis of
   the induction variables needs up-to-date SSA.  GCC keeps pointers with
   its bounds: the statements they come from.  They are freed again for a
   loop that had none, since the transformations may move those
   statements.  The bounds themselves stay true.  */

void
sm_prepare (function *fun)
{
  if (!looplicm_opts.sm || !flag_move_loop_stores)
    return;
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  sm->expected.safe_grow (number_of_loops (fun));
  sm->expected_source.safe_grow_cleared (number_of_loops (fun));
  for (unsigned i = 0; i < sm->expected.length (); i++)
    sm->expected[i] = -1;
  /* The levels of loops inside each loop, inner loops first.  */
  auto_vec<unsigned> levels;
  levels.safe_grow_cleared (number_of_loops (fun));
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    for (class loop *inner = loop->inner; inner; inner = inner->next)
      levels[loop->num] = MAX (levels[loop->num], levels[inner->num] + 1);
  for (auto loop : loops_list (fun, 0))
    if (lim_loop_analyzed_p (loop) && lim_loop_stores_p (loop)
	&& levels[loop->num] <= SM_ESTIMATE_INNER_LEVELS)
      {
	bool computed = loop->estimate_state != EST_NOT_COMPUTED;
	sm->expected[loop->num]
	  = sm_expected_iterations (loop, &sm->expected_source[loop->num]);
	if (!computed)
	  free_numbers_of_iterations_estimates (loop);
      }
  if (own_scev)
    {
      scev_reset ();
      scev_finalize ();
    }
}

/* Start the records of store motion for a function.  LATE says the pass
   stands in for lim4, after PRE.  */

void
sm_initialize (bool late)
{
  gcc_assert (!sm);
  sm = new sm_state;
  sm->late = late;
  sm->expected = vNULL;
  sm->expected_source = vNULL;
  sm->count = 0;
}

/* Free the records of store motion.  */

void
sm_finalize (void)
{
  sm->expected.release ();
  sm->expected_source.release ();
  delete sm;
  sm = NULL;
}

/* Promote memory to registers in the loops of FUN, outermost loops first.
   Return the number of locations promoted.  */

int
sm_loops (function *fun)
{
  sm->count = 0;
  if (!flag_move_loop_stores)
    return 0;
  /* The dominators stay up to date: a flag's test splits an exit block
     (sm_insert_exit_store) and an ordered group splits exit edges
     (split_edge), both keeping them.  */
  for (auto loop : loops_list (fun, 0))
    if (sm_loop_ok_p (loop))
      sm_loop (loop);
  if (sm->count)
    statistics_counter_event (fun, "Store motion", sm->count);
  return sm->count;
}
