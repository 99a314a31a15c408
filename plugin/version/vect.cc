/* looplicm: loop versioning, the hand-off to GCC's vectorizer.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The marks cannot reach GCC's vectorizer.  PRE, sink and DSE run
   between this pass and the loop pipeline, and may copy a reference out
   of the fast copy.  GCC has a hand-off that speaks of one loop only and
   that no pass can carry to another reference: loop->safelen.  #pragma
   GCC ivdep and OpenMP's simd set it.  The vectorizer honours it by
   treating a pair whose dependence it cannot determine as independent,
   without a run-time alias check of its own.  The claim must be true of
   the fast copy.  At the end of the pass (ver_handoff) the marks are
   still on and owned by the loop (loop->owned_clique).  So GCC's
   dependence analysis takes them across its iterations, as for the
   restrict pointers of a function inlined into a loop.  That analysis
   must find every pair of references independent, or only reads, or
   dependent within one iteration between accesses of constant non-zero
   steps.  The marks settle only the pairs the check separates over all
   iterations; the analysis settles the rest.  So the loop's iterations
   are independent whenever the fast copy runs, which is exactly what
   safelen = INT_MAX says.  The slow copy keeps loop->dont_vectorize
   clear.  GCC's own checks allow overlaps at a distance the vector
   length does not reach, which this check does not.

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
   references are contiguous (ver_vect_model_p).  */

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

/* Return true if GCC's vectorizer will look at LOOP and a straight
   loop body may suit it: vectorization is on for it, and LOOP is plain
   (ver_plain_loop_p: no condition needs if-conversion).  */

bool
ver_vect_wanted_p (class loop *loop)
{
  return ((flag_tree_loop_vectorize || loop->force_vectorize)
	  && ver_plain_loop_p (loop));
}

/* Return true if the vectorizer uses its very cheap cost model for LOOP
   (-O2's since GCC 12): it then refuses a loop that needs a run-time
   alias check of its own, or scalar iterations peeled.  */

bool
ver_vect_very_cheap_p (class loop *loop)
{
  enum vect_cost_model model = flag_vect_cost_model;
  if (loop->force_vectorize && flag_simd_cost_model != VECT_COST_MODEL_DEFAULT)
    model = flag_simd_cost_model;
  return ((flag_tree_loop_vectorize || loop->force_vectorize)
	  && model == VECT_COST_MODEL_VERY_CHEAP);
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

/* Return true if the fast copy of ST's loop can be handed to the
   vectorizer whole.  Its pairs must be checkable (ver_pairs_checkable_p).
   Under the very cheap cost model the number of iterations must be a
   constant multiple of the vector length.  That model refuses the loop
   otherwise.  */

bool
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

bool
ver_vect_model_p (ver_state *st, unsigned chosen)
{
  if (ver_vect_very_cheap_p (st->loop))
    return true;
  return (chosen > 0
	  && (flag_tree_loop_vectorize || st->loop->force_vectorize)
	  && ver_contiguous_p (st));
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
  return ver_vect_very_cheap_p (loop) || ver_purposes[f.purpose].vect;
}

/* Hand FN's fast copies of FUN to GCC's vectorizer where their
   iterations are independent (ver_iterations_independent_p).  Set
   loop->safelen, as #pragma GCC ivdep does.  The vectorizer honours it
   without a run-time alias check of its own, also under its very cheap
   cost model.  Unlike a dependence clique, safelen speaks of the
   iterations of one loop only.  No later pass can carry it to a
   reference outside the fast copy.  Record the fast copies made for a
   later pass alone for version_after_vect and version_after_pcom.  */

void
ver_handoff (function *fun, ver_function *fn)
{
  ver_late *late = ver_late_get (fun);
  gcc_assert (late);
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  else
    scev_reset ();
  int handed = 0;
  for (const ver_fast &f : fn->fast_loops)
    {
      /* The nest of a copy whose check may be taken back is not copied
	 whole (ver_nest_p).  */
      gcc_assert (!f.nest || !ver_purposes[f.purpose].taken_back);
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
      if (ver_purposes[f.purpose].taken_back)
	late->vect_recs.safe_push ({ f.num, ok, f.purpose, f.slow, f.remark,
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
  fn->fast_loops.truncate (0);
}

/* Forget LATE's fast copies made for the vectorizer or loop distribution
   alone; with PCOM_TOO, also those that wait for version_after_pcom.  */

void
ver_vect_release (ver_late *late, bool pcom_too)
{
  unsigned kept = 0;
  for (ver_vect_rec &r : late->vect_recs)
    if (r.purpose == VER_FOR_PCOM && !pcom_too)
      late->vect_recs[kept++] = r;
    else
      free (r.remark);
  late->vect_recs.truncate (kept);
}

/* Return true if version_after_vect has checks of FUN to look at.  */

bool
version_vect_pending_p (function *fun)
{
  ver_late *late = ver_late_get (fun);
  return late && !late->vect_recs.is_empty ();
}

/* Make the remark R waited for, that its fast copy was used, if any.  */

void
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
  ver_late *late = ver_late_get (fun);
  bool folded = false;
  for (ver_vect_rec &r : late->vect_recs)
    {
      if (r.purpose == VER_FOR_PCOM)
	continue;
      class loop *loop = version_get_loop (fun, r.num);
      /* Vectorizing a loop clears its safelen.  */
      bool unused = !r.handed || (loop && loop->safelen == INT_MAX);
      if (unused)
	folded |= ver_take_back (fun, r.num, ver_purposes[r.purpose].unused);
      else
	ver_rec_remark (r);
    }
  ver_vect_release (late, false);
  if (folded)
    statistics_counter_event (fun, "Vectorizer versions undone", 1);
  return folded ? TODO_cleanup_cfg : 0;
}
