/* looplicm: loop versioning, the check and the copy in the IL.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Emission does what the analysis decided (refs.cc, plan.cc, cost.cc,
   check.cc).  It puts the check on the preheader edge of the loop it is
   made before, versions the loop or the nest with loop_version, marks
   the references of the fast copy (marks.cc) and reports what it did.
   Before a check made on every entry it may put a test of the number
   of iterations, which sends short entries to the slow copy, and peel
   that copy's first iterations for them (cost.cc).

   IFN_LOOP_VECTORIZED and IFN_LOOP_DIST_ALIAS are not used.  Both belong
   to passes that version a loop for themselves and expect the other copy
   to be theirs.  A check made for one later pass only is named instead
   (ver_name_check), so that the pass after it can find it again and make
   it false where that pass did not use the fast copy (ver_take_back).
   Any check may be made false without changing what the program does:
   the slow copy is the original loop.  */

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
	   ver_purposes[st->purpose].dump);
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

/* Give the check of ST's loop, computed by *SEQ, the names the passes
   after this one look for, as PL says.  Set *JAM if it was named for
   unroll-and-jam.  Return the condition to version on.  */

static tree
ver_emit_names (ver_state *st, ver_placement *pl, gimple_seq *seq, bool *jam)
{
  tree cond = pl->cond;
  /* A check made for a later pass alone is named so that the pass after
     it can find it again (version_after_vect, version_after_pcom).  */
  if (ver_purposes[st->purpose].taken_back)
    cond = ver_name_check (cond, VER_VECT_CHECK_PREFIX, st->loop->num, seq);
  /* So is the check of a nest copied whole, for unroll-and-jam.  */
  *jam = false;
  if (pl->name_for_jam)
    {
      tree named = ver_name_check (cond, JAM_CHECK_PREFIX,
				   pl->check_loop->num, seq);
      *jam = named != cond;
      cond = named;
    }
  return cond;
}

/* Put the test that ST's loop runs PL->guard_iters iterations or more
   before *SEQ, the check (ver_plan_short_entries).  Return the test's
   name, defined by *DEF, or NULL_TREE if there is none.  It tests the
   iterations, NITER + 1, not NITER itself.  GCC folds NITER + 1 with
   the bound NITER was computed from: (unsigned) n - 1 + 1 >= 4 becomes
   (unsigned) n > 3, a compare and a branch.  It does not fold NITER
   that way.  NITER + 1 wraps to 0 only for a loop of 2^precision
   iterations, which then runs the copy.  The test only chooses a copy,
   and both are right.  */

static tree
ver_emit_guard (ver_state *st, ver_placement *pl, gimple_seq *seq,
		gimple **def)
{
  *def = NULL;
  if (!pl->guard_iters)
    return NULL_TREE;
  gimple_seq gseq = NULL;
  tree ntype = unsigned_type_for (TREE_TYPE (st->niter));
  tree niter = fold_convert (ntype, unshare_expr (st->niter));
  tree iters = fold_build2 (PLUS_EXPR, ntype, niter,
			    build_int_cst (ntype, 1));
  tree g = ver_gimplify (fold_build2 (GE_EXPR, boolean_type_node, iters,
				      build_int_cst (ntype, pl->guard_iters)),
			 &gseq);
  if (TREE_CODE (g) != SSA_NAME || gimple_seq_empty_p (gseq)
      || gimple_seq_last_stmt (gseq) != SSA_NAME_DEF_STMT (g))
    {
      gimple_seq_discard (gseq);
      return NULL_TREE;
    }
  *def = gimple_seq_last_stmt (gseq);
  gimple_seq_add_seq (&gseq, *seq);
  *seq = gseq;
  return g;
}

/* Put SEQ, the check of ST's loop, on the preheader edge of the loop PL
   says, and version that loop (or its nest) on COND.  Return the slow
   copy, or NULL if GCC could not copy the loop.  */

static class loop *
ver_emit_copy (function *fun, ver_state *st, ver_placement *pl,
	       gimple_seq seq, tree cond)
{
  /* The check goes in before the function is made loop-closed.  A value
     of a sibling loop that the check uses (an invariant index computed in
     an earlier loop) then gets its loop-closed PHI like any other use
     after that loop.  The rewrite never meets a statement outside the
     IL (version-run-sibling-1.c).  */
  looplicm_mark_made (seq);
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (pl->check_loop),
				    seq);
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
  if (st->purpose == VER_FOR_PCOM)
    fast_scale = slow_scale = profile_probability::always ();
  class loop *copy
    = loop_version (pl->nest_ok ? pl->check_loop : st->loop, cond, &cond_bb,
		    profile_probability::likely (),
		    profile_probability::unlikely (), fast_scale, slow_scale,
		    true);
  free_original_copy_tables ();
  return copy;
}

/* Mark the references of the fast copy of ST's loop, and of its nest
   where PL copies it whole, with a new dependence clique in FUN.  Return
   the clique.  */

static unsigned short
ver_emit_marks (function *fun, ver_state *st, ver_placement *pl)
{
  /* Clique 1 is the function's own restrict clique, which GCC's
     dependence analysis takes as valid across the iterations of every
     loop: never use it.  */
  if (fun->last_clique == 0)
    fun->last_clique = 1;
  unsigned short clique = ++fun->last_clique;
  if (!st->fn->first_clique)
    st->fn->first_clique = clique;
  st->fn->last_clique = clique;
  for (unsigned i = 0; i < st->refs.length (); i++)
    if (st->bases[i])
      ver_mark (&st->refs[i], clique, st->bases[i]);
  for (unsigned i = 0; pl->nest_ok && i < pl->nest.refs.length (); i++)
    ver_mark (&pl->nest.refs[i], clique, pl->nest.bases[i]);
  return clique;
}

/* Peel PL->npeel iterations of COPY, the slow copy of ST's loop in FUN,
   for the entries that GUARD, the test of the number of iterations,
   sends to it (ver_plan_short_entries).  Return the iterations
   peeled.  */

static unsigned
ver_emit_peel (function *fun, ver_state *st, ver_placement *pl, tree guard,
	       class loop *copy)
{
  unsigned npeel = guard ? pl->npeel : 0;
  if (npeel && !ver_peel (fun, copy, npeel))
    npeel = 0;
  st->peel_size = npeel * st->size;
  if (npeel)
    statistics_counter_event (fun, "Iterations peeled for short entries",
			      npeel);
  return npeel;
}

/* Say in the dump what versioning ST's loop made: COPY, the fast copy's
   CLIQUE, the test GUARD and the NPEEL iterations peeled, where PL
   says.  Return the remark that it was versioned, in a new string, when
   it waits for a later pass (version_after_vect, version_after_pcom);
   else make it and return NULL.  */

static char *
ver_emit_report (ver_state *st, ver_placement *pl, class loop *copy,
		 unsigned short clique, tree guard, unsigned npeel)
{
  class loop *loop = st->loop;
  if (dump_file)
    {
      ver_dump_versioned (st, pl, copy, clique);
      if (pl->nest_ok)
	fprintf (dump_file, "  the whole nest of loop %d is copied, its "
		 "%u references outside loop %d marked\n",
		 pl->check_loop->num, pl->nest.refs.length (), loop->num);
      if (guard)
	fprintf (dump_file, "  checked only when loop %d runs at least %u "
		 "iterations, too few to pay for the check otherwise\n",
		 loop->num, pl->guard_iters);
      if (npeel)
	fprintf (dump_file, "  %u iterations of loop %d peeled before it, "
		 "which an entry of fewer runs alone\n", npeel, copy->num);
    }
  if (pl->nest_ok)
    st->nest_size = pl->nest.size;
  if (!dump_enabled_p ())
    return NULL;
  const ver_purpose_info &purpose = ver_purposes[st->purpose];
  char *remark = ver_remark_versioned (loop, st->refs, st->checks,
				      purpose.remark);
  if (remark && !purpose.taken_back)
    {
      looplicm_remark_emit_text (MSG_OPTIMIZED_LOCATIONS,
				 looplicm_loop_location (loop), remark);
      free (remark);
      remark = NULL;
    }
  return remark;
}

/* Record COPY, the slow copy of ST's loop in FUN, for the
   transformations and the remarks, and the fast copy, marked with
   CLIQUE, for the hand-off (ver_handoff).  JAM says that the check of
   the nest PL copies whole is named for unroll-and-jam.  REMARK is the
   remark that waits for a later pass, or NULL; the record owns it.  */

static void
ver_emit_record (function *fun, ver_state *st, ver_placement *pl,
		 class loop *copy, unsigned short clique, bool jam,
		 char *remark)
{
  class loop *loop = st->loop;
  looplicm_mark_slow_copy (copy);
  if (pl->nest_ok)
    {
      looplicm_mark_slow_copy (copy->inner);
      canon_add_version (fun, pl->check_loop, copy);
      canon_add_version (fun, loop, copy->inner);
    }
  else
    canon_add_version (fun, loop, copy);
  location_t where = looplicm_loop_location (loop).get_location_t ();
  st->fn->fast_loops.safe_push ({ loop->num, clique, st->purpose, false,
				  copy->num, remark, where });
  if (pl->nest_ok)
    st->fn->fast_loops.safe_push ({ pl->check_loop->num, clique,
				    jam ? VER_FOR_JAM : VER_FOR_LICM, true,
				    copy->num, NULL, where });
  if (const char *counter = ver_purposes[st->purpose].counter)
    statistics_counter_event (fun, counter, 1);
}

/* Step 8 of ver_loop: version ST's loop on the check PL places, as the
   analysis planned it, and mark the references of the fast copy.
   Return false if GCC could not copy the loop.  */

bool
ver_emit (function *fun, ver_state *st, ver_placement *pl)
{
  /* The nest of a copy whose check may be taken back is not copied
     (ver_nest_p), and unroll-and-jam sees the marks only in a nest
     copied whole (ver_refuse).  */
  gcc_assert (!pl->nest_ok || !ver_purposes[st->purpose].taken_back);
  gcc_assert (st->purpose != VER_FOR_JAM || pl->nest_ok);
  gimple_seq seq = pl->seq;
  bool jam;
  tree cond = ver_emit_names (st, pl, &seq, &jam);
  gimple *guard_def;
  tree guard = ver_emit_guard (st, pl, &seq, &guard_def);
  class loop *copy = ver_emit_copy (fun, st, pl, seq, cond);
  if (!copy)
    {
      ver_not (st->loop, "GCC could not copy the loop");
      return false;
    }
  unsigned short clique = ver_emit_marks (fun, st, pl);
  if (guard && !ver_add_guard (guard, guard_def, copy))
    guard = NULL_TREE;
  unsigned npeel = ver_emit_peel (fun, st, pl, guard, copy);
  char *remark = ver_emit_report (st, pl, copy, clique, guard, npeel);
  ver_emit_record (fun, st, pl, copy, clique, jam, remark);
  return true;
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

/* Make false every check of FUN made for the vectorizer (or loop
   distribution, or predictive commoning) only for the fast loop NUM,
   which WHAT says what did not happen to.  Return true if there was
   one.  */

bool
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
