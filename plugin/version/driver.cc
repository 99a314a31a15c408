/* looplicm: loop versioning for alias, the driver.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Take an innermost loop whose store motion or load hoisting is blocked
   only by references the oracle cannot tell apart from a loop-invariant
   location.  When the address ranges of those references over the loop
   can be computed before it, version the loop on a run-time check that
   they do not overlap (check.cc), and mark the references of the fast
   copy independent (marks.cc).  This phase runs between the canonical
   forms and the analysis of the transformations.
   -fplugin-arg-looplicm-version=0 turns it off.

   Which GCC pass sees which copy, per function:

     looplicm (after lim2)   version_loops: the check, the fast copy with
			     its marks, the slow copy.  Store motion and
			     hoisting use the marks.  version_unmark:
			     safelen for the vectorizer (vect.cc), labels
			     for the later loop passes (jam.cc), and the
			     marks come off
     PRE, sink, DSE          see both copies, no marks
     looplicm_jam            the labelled references of a nest or a loop
			     for loop distribution or predictive
			     commoning get their marks back (jam_remark)
     unrolljam               fuses the fast copy of a nest
     looplicm_jammed         removes the stores fusion left dead
     ldist                   makes the fast copy of a copy loop a call
     vect                    vectorizes the fast copy (safelen, marks)
     looplicm_vect           a check made for the vectorizer or loop
			     distribution alone whose fast copy neither
			     used becomes false (version_after_vect)
     pcom                    reuses values in the fast copy (marks)
     looplicm_pcom           a check made for predictive commoning that
			     gained nothing becomes false
			     (version_after_pcom)
     looplicm_unjam          every mark and label comes off (jam_unmark)
     ivopts, lim4, RTL       see both copies, no marks

   ver_loop takes one loop through named steps over a ver_state.  The
   first seven only analyze; the last changes the IL:
     1. gather the references (ver_gather, refs.cc);
     2. find what blocks each invariant location (ver_find_blockers);
     3. check the loop's shape (ver_check_shape);
     4. choose the locations (ver_choose_groups, plan.cc);
     5. choose whom the copy is for, and the checks and dependence bases
	(ver_plan_checks);
     6. place and build the check (ver_place_check, check.cc);
     7. refuse what does not pay, and decide the test for short entries
	(ver_refuse, ver_plan_short_entries, cost.cc);
     8. emit the check and the copy (ver_emit, emit.cc).  */

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

/* The versioning state of the function the main pass is compiling, and
   what the small passes after it need of the function.  File-static:
   the pass calls version_loops, version_unmark and the later entry
   points with the function alone, and GCC keeps nothing for a plugin
   per function.  */
static ver_function ver_fn;
static ver_late ver_late_state;

/* Return the late state of FUN, or NULL if it is another function's.  */

ver_late *
ver_late_get (function *fun)
{
  return ver_late_state.fun == fun ? &ver_late_state : NULL;
}

/* Drop what the later passes were still to do for a function.  */

static void
ver_late_finalize (void)
{
  ver_vect_release (&ver_late_state, true);
  ver_late_state.vect_recs.release ();
  jam_release (&ver_late_state);
  ver_late_state.fun = NULL;
}

/* Start the late state of FUN.  */

static void
ver_late_initialize (function *fun)
{
  ver_late_finalize ();
  ver_late_state.fun = fun;
}

/* Start versioning FUN.  */

static void
ver_initialize (function *fun)
{
  ver_fn.budget = ver_fn.grown = 0;
  ver_fn.first_clique = ver_fn.last_clique = 0;
  ver_fn.fast_loops.truncate (0);
  ver_late_initialize (fun);
}

/* End versioning the function, once its marks are off.  */

static void
ver_finalize (void)
{
  gcc_assert (ver_fn.fast_loops.is_empty () && !ver_fn.first_clique);
  ver_fn.fast_loops.release ();
}

/* Version LOOP of FUN for alias if that lets store motion, hoisting or a
   later pass work in it, within FN's budget.  Return true if it was
   versioned.  */

static bool
ver_loop (function *fun, ver_function *fn, class loop *loop)
{
  ver_state st;
  st.fn = fn;
  st.loop = loop;
  st.niter = NULL_TREE;
  st.blocked = false;
  st.purpose = VER_FOR_LICM;
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
  if (const char *why = ver_refuse (fun, &st, &pl, why_buf, sizeof why_buf))
    {
      gimple_seq_discard (pl.seq);
      ver_not (loop, why);
      return false;
    }
  ver_plan_short_entries (&st, &pl);
  if (!ver_emit (fun, &st, &pl))
    return false;
  ver_spend_budget (fn, ver_copy_cost (&st) + st.nest_size + st.peel_size);
  return true;
}

/* Version the innermost loops of FUN for alias where that unblocks store
   motion or hoisting.  Return the number of loops versioned.  */

int
version_loops (function *fun)
{
  ver_initialize (fun);
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
  ver_set_budget (&ver_fn, fun);
  scev_initialize ();
  int versioned = 0;
  for (class loop *loop : loops)
    {
      if (ver_loop (fun, &ver_fn, loop))
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

/* Take the marks of the versioned loops of FUN off, once the
   transformations have used them, after the hand-offs (ver_unmark).  */

void
version_unmark (function *fun)
{
  ver_unmark (fun, &ver_fn);
  ver_finalize ();
}
