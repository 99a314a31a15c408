/* looplicm: loop versioning, the cost model and the growth budget.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   A check costs about VER_CHECK_SIZE statements per pair, and the copy
   costs the loop's statements.  The fast copy saves a statement per
   iteration for each access of a chosen location, which becomes a
   register move or leaves the loop (ver_check_cost).  docs/DESIGN.md
   names the benchmarks behind the numbers.

     - With a read profile, the loop must run enough iterations per
       entry to pay for the check (ver_profile_blocker).
     - Without one, a check made on every entry of a loop whose number
       of iterations is known only at run time is skipped below the
       number of iterations that pays for it: the slow copy runs
       without the check (ver_guard_iterations).  The copy's first
       iterations are peeled for those short entries where they are
       small (ver_peel_count, version-peel).
     - A fast copy meant for the vectorizer is left to its cost model
       (ver_vect_costed_p).
     - Versioning goes on only while the function has not grown by
       version-growth percent of its statements.  The default is 100,
       as GCC's --param large-function-growth, and the budget is at
       least LOOPLICM_VERSION_MIN_BUDGET statements (ver_set_budget).
     - And only while the functions compiled so far have not grown by
       version-unit-growth percent of their statements in all, at least
       LOOPLICM_VERSION_UNIT_MIN (ver_budget_blocker).  */

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

/* Return the statements versioning ST's loop adds: the copy and a few
   statements per pair checked.  */

unsigned
ver_copy_cost (ver_state *st)
{
  return st->size + VER_CHECK_SIZE * st->checks.length ();
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
  if (st->purpose == VER_FOR_DIST)
    {
      *saved = st->size;
      return cost + VER_CALL_SIZE;
    }
  *saved = (st->purpose == VER_FOR_PCOM ? st->reused
	    : ver_saved_per_iteration (st));
  return cost;
}

/* Return true if ST's fast copy is left to the vectorizer's cost model:
   it is meant for the vectorizer, not for loop distribution or
   predictive commoning, which have none of their own for a check.  */

static bool
ver_vect_costed_p (ver_state *st)
{
  return (ver_purposes[st->purpose].vect && st->purpose != VER_FOR_DIST
	  && st->purpose != VER_FOR_PCOM);
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
      || ver_budget_blocker (st->fn, ver_copy_cost (st) + size))
    return 0;
  return npeel;
}

/* Return why ST's loop is not worth its check by its read profile, or
   NULL.  The fast copy saves some statements per iteration: each access
   of a chosen location becomes a register move or leaves the loop.
   Times the iterations per check, they must reach what the check costs
   (ver_check_cost).  bench/flag-sm-ptr.c runs a loop of 1 or 2
   iterations in 7 calls of 8, where the check does not pay.  Statically
   it is accum-ptr's loop, which gains.  A check made before an outer
   loop, CHECK_LOOP (ver_place_check), runs once for all the iterations
   of the loop under it.  Write the numbers into WHY_BUF.  A copy meant
   for the vectorizer is left to its cost model (ver_vect_costed_p).  */

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

/* Step 7 of ver_loop: return why ST's loop, its check placed as PL
   says, is not versioned after all, or NULL.  WHY_BUF, of LEN bytes,
   may hold the reason.  */

const char *
ver_refuse (function *fun, ver_state *st, ver_placement *pl, char *why_buf,
	    size_t len)
{
  class loop *loop = st->loop;
  const char *why = ver_profile_blocker (st, pl->check_loop, why_buf, len);
  /* More pairs than version-checks only where the check is made once
     before the loop around (ver_outer_room_p) or for the vectorizer.  */
  if (!why && pl->check_loop == loop && st->purpose == VER_FOR_LICM
      && st->checks.length () > (unsigned) looplicm_opts.version_checks)
    why = ver_too_many_checks;
  /* A call in a loop that had none costs the loop around it registers
     for the values live across it.  In zlib's inflate_fast the window
     copies are short, and the call does not pay.  */
  if (!why && st->purpose == VER_FOR_DIST && pl->check_loop == loop
      && loop_depth (loop) > 1)
    why = "a copy checked in every iteration of the loop around it";
  /* Unroll-and-jam sees the marks only in a nest copied whole.  */
  if (!why && st->purpose == VER_FOR_JAM && !pl->nest_ok)
    why = "unroll-and-jam needs the whole nest copied";
  if (!why && fun->last_clique >= (unsigned short) -1 - 1)
    why = "no dependence clique left";
  if (!why)
    why = ver_budget_blocker (st->fn, ver_copy_cost (st));
  return why;
}

/* Step 7 of ver_loop, for a loop to be versioned: decide into PL
   whether the entries of ST's loop too short to pay for its check skip
   it (ver_guard_iterations), and how many iterations of the slow copy
   are peeled for them (ver_peel_count).  Only a check made on every
   entry, on the loop's own preheader, gets such a test.  */

void
ver_plan_short_entries (ver_state *st, ver_placement *pl)
{
  pl->guard_iters = (pl->check_loop == st->loop
		     ? ver_guard_iterations (st) : 0);
  pl->npeel = pl->guard_iters ? ver_peel_count (st, pl->guard_iters) : 0;
}

/* The statements of the functions the pass has seen so far in this
   compile, and what versioning added to them (version-unit-growth).
   The budget spans every function of the compile, which the pass sees
   one at a time, so it lives in the file.  */

struct ver_unit_budget
{
  unsigned HOST_WIDE_INT seen;
  unsigned HOST_WIDE_INT grown;
};
static ver_unit_budget ver_unit;

/* Return the number of statements of FUN, debug statements aside.  */

static unsigned
ver_function_size (function *fun)
{
  unsigned size = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      size++;
  return size;
}

/* Count FUN, which the pass sees before GCC's loop passes, into the
   size of the unit that version-unit-growth bounds: every function,
   with loops or without.  */

void
version_count_function (function *fun)
{
  if (looplicm_opts.version)
    ver_unit.seen += ver_function_size (fun);
}

/* Return what COST statements added by versioning weigh in the unit's
   budget.  Where GCC's vectorizer runs with more than its very cheap
   cost model (-O3), it versions and peels the loops it vectorizes, both
   copies of a versioned loop among them, and they count twice.  */

static unsigned HOST_WIDE_INT
ver_unit_cost (unsigned cost)
{
  if (flag_tree_loop_vectorize
      && flag_vect_cost_model != VECT_COST_MODEL_VERY_CHEAP)
    return 2 * (unsigned HOST_WIDE_INT) cost;
  return cost;
}

/* Return NULL if versioning may add COST statements more to the
   function of FN, else the reason it may not: the function's budget
   (version-growth) or the unit's (version-unit-growth).  */

const char *
ver_budget_blocker (ver_function *fn, unsigned cost)
{
  if (fn->grown + cost > fn->budget)
    return ver_over_budget;
  unsigned HOST_WIDE_INT unit_budget
    = ver_unit.seen * looplicm_opts.version_unit_growth / 100;
  if (ver_unit.grown + ver_unit_cost (cost)
      > MAX (unit_budget, LOOPLICM_VERSION_UNIT_MIN))
    return ver_over_unit_budget;
  return NULL;
}

/* Record that versioning added COST statements to the function of FN.  */

void
ver_spend_budget (ver_function *fn, unsigned cost)
{
  fn->grown += cost;
  ver_unit.grown += ver_unit_cost (cost);
}

/* Set FN's budget of statements versioning may add to FUN:
   version-growth percent of its size, at least
   LOOPLICM_VERSION_MIN_BUDGET.  */

void
ver_set_budget (ver_function *fn, function *fun)
{
  unsigned size = ver_function_size (fun);
  unsigned HOST_WIDE_INT budget
    = (unsigned HOST_WIDE_INT) size * looplicm_opts.version_growth / 100;
  fn->budget = MAX (budget, (unsigned HOST_WIDE_INT)
			    LOOPLICM_VERSION_MIN_BUDGET);
  fn->grown = 0;
}
