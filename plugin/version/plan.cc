/* looplicm: loop versioning, what the check covers and whom the fast
   copy is for.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Once the references of a loop and their blockers are known (refs.cc),
   this file chooses what the run-time check separates.

   For store motion and hoisting (ver_choose_groups), the invariant
   locations are added greedily in the order they appear.  Those store
   motion would promote come first: stored in every iteration, so that
   store motion needs no flag.  Then those only read whose load takes a
   computation along out of the loop (ver_load_gain_p).  Where the
   vectorizer versions the loop itself (-O3), such a location must not be
   the first or last address of another load the vectorizer checks
   (ver_load_covering).  At most version-checks pairs are checked (4 by
   default).  Where the check is made once before the loop around, as
   many as the vectorizer's --param vect-max-version-for-alias-checks
   (ver_outer_room_p).

   Then whom the fast copy is for (ver_plan_checks).  Its check may
   cover every pair of references that may overlap, one a store
   (ver_pairs_checkable_p).  The fast copy is then planned for one client
   alone, or for the vectorizer besides store motion and hoisting.  The
   clients are the vectorizer (vect.cc), loop distribution and predictive
   commoning (dist-pcom.cc), and unroll-and-jam for a whole nest
   (jam.cc).

   Nests.  Take a nest whose check is made before its outer loop, whose
   outer loop holds no other loop, and whose outer loop's own references
   all access checked locations.  It is versioned as a whole
   (ver_nest_p).  Its outer loop is handed to the vectorizer too when
   GCC's dependence analysis of the nest finds its iterations
   independent, each reference also paired with itself (outer-loop
   vectorization, vect.cc).  */

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

const char *
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

/* What each ver_purpose means, in its order.  */

const ver_purpose_info ver_purposes[] = {
  /* VER_FOR_LICM.  */
  { false, false, false, NULL, "", "", NULL, NULL, NULL },
  /* VER_FOR_LICM_VECT.  */
  { true, false, false, NULL, ", also for the vectorizer", "",
    "Loops versioned also for the vectorizer", NULL, NULL },
  /* VER_FOR_VECT.  */
  { true, true, false, "the vectorizer", ", for the vectorizer",
    " for the vectorizer", "Loops versioned for the vectorizer only", NULL,
    "was not vectorized" },
  /* VER_FOR_DIST.  */
  { true, true, true, "loop distribution", ", for loop distribution",
    " for loop distribution", "Loops versioned for loop distribution",
    "Loops marked for loop distribution",
    "was neither distributed nor vectorized" },
  /* VER_FOR_PCOM.  */
  { true, true, true, "predictive commoning", ", for predictive commoning",
    " for predictive commoning", "Loops versioned for predictive commoning",
    "Loops marked for predictive commoning",
    "gained nothing from predictive commoning" },
  /* VER_FOR_JAM.  */
  { true, false, false, "unroll-and-jam", ", for unroll-and-jam",
    " for unroll-and-jam", "Nests versioned for unroll-and-jam",
    "Nests marked for unroll-and-jam", NULL }
};
static_assert (ARRAY_SIZE (ver_purposes) == VER_FOR_JAM + 1,
	       "one ver_purpose_info per ver_purpose");

/* Step 5 of ver_loop: choose whom the fast copy of ST's loop is for
   (ST->purpose).  Hand it to the vectorizer too, or to one later pass
   alone, when its check can cover every pair that pass would ask about,
   within as many checks as the vectorizer would make.  Else keep the
   checks of the chosen locations (VER_FOR_LICM).  Return false if
   nothing is left to check.  */

bool
ver_plan_checks (ver_state *st, const char *first_why)
{
  unsigned chosen = st->checks.length ();
  st->purpose = VER_FOR_LICM;
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
	  /* One client, and only the vectorizer's copy may also serve
	     the locations chosen.  */
	  gcc_assert ((int) vect + dist + pcom + jam == 1
		      && (vect || !chosen));
	  st->purpose = (vect ? (chosen ? VER_FOR_LICM_VECT : VER_FOR_VECT)
			 : dist ? VER_FOR_DIST
			 : pcom ? VER_FOR_PCOM : VER_FOR_JAM);
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

bool
ver_nest_p (ver_state *st, class loop *outer, ver_nest *nest)
{
  if (ver_purposes[st->purpose].taken_back || outer->inner != st->loop
      || st->loop->next
      || ver_collect_refs (outer, &nest->refs, &nest->size, true))
    return false;
  if (ver_budget_blocker (st->fn, ver_copy_cost (st) + nest->size))
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
