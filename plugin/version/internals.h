/* looplicm: what the files of loop versioning share.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Loop versioning for alias is a subsystem of its own, in this
   directory.  Only its files include this header; the rest of the
   plugin sees what looplicm.h declares.  The files, in the order a loop
   goes through them (driver.cc has the timeline of the passes):

     refs.cc       the references of a loop, what blocks each invariant
		   location, and why a loop is not versioned
     plan.cc       the locations chosen within version-checks, and whom
		   the fast copy is for
     cost.cc       the cost model and the growth budget
     check.cc      the run-time check: ranges, no-wrap conditions,
		   checks made once before an outer loop
     marks.cc      the dependence cliques of the fast copy, and taking
		   them off
     emit.cc       the check and the copy in the IL
     vect.cc       the hand-off to GCC's vectorizer (safelen)
     dist-pcom.cc  the hand-offs to loop distribution and predictive
		   commoning
     jam.cc        the hand-off to unroll-and-jam, and the labels that
		   carry marks to the loop passes
     driver.cc     version_loops and ver_loop  */

#ifndef LOOPLICM_VERSION_INTERNALS_H
#define LOOPLICM_VERSION_INTERNALS_H

/* The prefix of the name of a check made for the vectorizer, loop
   distribution or predictive commoning only; the fast loop's number
   follows.  Not a C identifier: no user variable bears it.  */
#define VER_VECT_CHECK_PREFIX "looplicm.vect."
/* The prefix of the name of the check of a nest copied whole, kept for
   unroll-and-jam; the outer loop's number follows.  */
#define JAM_CHECK_PREFIX "looplicm.jam."

/* Whom a fast copy is for (ver_plan_checks).  Every copy but one made
   for store motion and hoisting alone is also handed to the vectorizer:
   its check covers every pair the vectorizer would check.  */

enum ver_purpose
{
  /* Store motion and hoisting; the check covers the chosen locations
     only.  */
  VER_FOR_LICM,
  /* Store motion and hoisting, and the vectorizer after them.  */
  VER_FOR_LICM_VECT,
  /* The vectorizer alone: nothing else gains.  */
  VER_FOR_VECT,
  /* GCC's loop distribution, which makes the copy a call to memmove
     where it knows the ranges apart (ver_dist_copy_p), and the
     vectorizer if the loop stays.  */
  VER_FOR_DIST,
  /* GCC's predictive commoning, which carries values from an earlier
     iteration where it knows the ranges apart (ver_pcom_reuse), and the
     vectorizer before it.  */
  VER_FOR_PCOM,
  /* GCC's unroll-and-jam, which fuses iterations of the outer loop of a
     nest copied whole (ver_jam_reuse_p), and the vectorizer after it.
     The check stays, as for store motion: nothing after unroll-and-jam
     says whether it fused the copy.  */
  VER_FOR_JAM
};

/* What each purpose means for the copy, the check and the reports.  */

struct ver_purpose_info
{
  /* The check covers every pair the vectorizer would check: the fast
     copy may be handed to it (ver_handoff).  */
  bool vect;
  /* Nothing in this pass gains.  The check is named (ver_name_check)
     and taken back after the later pass if that pass did not use the
     fast copy (version_after_vect, version_after_pcom).  */
  bool taken_back;
  /* The references of an innermost loop versioned for it are labelled
     for its pass once the marks come off (jam_label).  A nest's are
     labelled for unroll-and-jam on its outer loop instead.  */
  bool labelled;
  /* The pass it is for, in the dump and in remarks; NULL for this
     pass's own transformations.  */
  const char *client;
  /* What the "Versioning loop" dump line adds.  */
  const char *dump;
  /* What the "versioned" remark adds.  */
  const char *remark;
  /* The statistics counter of the loops versioned for it, or NULL.  */
  const char *counter;
  /* The counter of the loops marked again for its pass (jam_remark), or
     NULL.  */
  const char *marked;
  /* Why its check is taken back, for the dump, or NULL.  */
  const char *unused;
};

extern const ver_purpose_info ver_purposes[];

/* What version_walk_cliques looks for: the memory references whose
   dependence clique is in [LO, HI]; it counts them in N and, when
   CLEAR, takes their clique and base off.  */
struct version_clique_walk
{
  unsigned short lo, hi;
  bool clear;
  unsigned n;
};

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

/* A fast copy made in the current function.  */

struct ver_fast
{
  /* Its loop number.  */
  int num;
  /* The dependence clique of its references.  */
  unsigned short clique;
  /* Whom it is for: for an innermost loop, ver_state::purpose.  For the
     outer loop of a nest copied whole, VER_FOR_JAM where its check is
     named for unroll-and-jam, else VER_FOR_LICM: its hand-off to the
     vectorizer is then that of a nest (NEST) alone.  */
  enum ver_purpose purpose;
  /* The outer loop of a nest versioned as a whole (ver_nest_p).  */
  bool nest;
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
  /* It was made for the vectorizer alone, for loop distribution, or for
     predictive commoning (it waits for version_after_pcom).  */
  enum ver_purpose purpose;
  /* The loop number of its slow copy.  */
  int slow;
  /* The remark to make if it is vectorized, or NULL; owned.  */
  char *remark;
  /* The loop's location for it.  */
  location_t where;
};

/* What versioning keeps of the function the main pass is compiling,
   from version_loops to version_unmark (ver_initialize, ver_finalize in
   driver.cc).  */

struct ver_function
{
  /* Statements versioning may add to the function (version-growth), and
     those it added so far (ver_set_budget).  */
  unsigned budget;
  unsigned grown;
  /* The dependence cliques made for the fast copies, from FIRST_CLIQUE
     to LAST_CLIQUE; none when FIRST_CLIQUE is 0.  */
  unsigned short first_clique;
  unsigned short last_clique;
  /* The fast copies made, for the hand-off (ver_handoff).  */
  vec<ver_fast> fast_loops;
};

/* A fast copy whose references carry labels (jam.cc).  */
struct jam_family;

/* What the small passes after the main pass need of a function: the
   checks to take back after the vectorizer and predictive commoning,
   and the labelled references to mark again for unroll-and-jam.  The
   main pass makes it (version_loops, version_unmark) and passes that run
   later in GCC's pipeline on the same function read it.  So it must
   outlive the main pass, and GCC gives a pass no storage of its own per
   function.  version_loops starts it for each function anew
   (ver_late_initialize), dropping what an earlier function left.  */

struct ver_late
{
  /* The function it is about.  */
  function *fun;
  /* The fast copies made for a later pass alone whose checks
     version_after_vect and version_after_pcom have yet to look at.  */
  vec<ver_vect_rec> vect_recs;
  /* The labelled fast copies (jam_label), and the first clique made for
     them: every clique from it on comes off in jam_unmark.  */
  vec<jam_family *> jam_families;
  unsigned short jam_first_clique;
};

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

/* What ver_loop learns about one loop, step by step.  */

struct ver_state
{
  /* The function's versioning state.  */
  ver_function *fn;
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
  /* Whom the fast copy is for (ver_plan_checks).  */
  enum ver_purpose purpose;
  /* The loads whose values predictive commoning may carry
     (ver_pcom_reuse, asked by ver_plan_checks): what a copy for
     VER_FOR_PCOM saves.  */
  unsigned reused;
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

/* Where and how a loop is checked and copied, all decided before
   ver_emit.  COND is the condition, computed by SEQ, to be made before
   CHECK_LOOP.  NEST_OK says whether the nest around the loop is copied
   whole, with NEST's references.  SKEWS holds the loops of the nest
   whose numbers of iterations change (ver_place_check).  */

struct ver_placement
{
  gimple_seq seq;
  tree cond;
  class loop *check_loop;
  bool nest_ok;
  ver_nest nest;
  unsigned nskews;
  ver_skew skews[2];
  /* The check of the nest copied whole is named for unroll-and-jam
     (ver_place_check).  */
  bool name_for_jam;
  /* Entries of fewer iterations than GUARD_ITERS skip the check and run
     the slow copy, whose first NPEEL iterations are peeled for them; 0
     for no such test, or no peeling (ver_plan_short_entries).  */
  unsigned guard_iters;
  unsigned npeel;
};

/* Return loop NUM of FUN, or NULL if it is gone.  */

static inline class loop *
version_get_loop (function *fun, int num)
{
  return (unsigned) num < number_of_loops (fun) ? get_loop (fun, num) : NULL;
}

/* refs.cc.  */
extern const char ver_too_many_checks[];
extern const char ver_over_budget[];
extern const char ver_over_unit_budget[];
extern bool ver_computable_p (tree);
extern bool ver_plain_loop_p (class loop *);
extern const char *ver_collect_refs (class loop *, vec<ver_ref> *, unsigned *,
				     bool = false, gimple ** = NULL);
extern unsigned ver_key (vec<ver_ref> &, vec<ver_group> &, unsigned);
extern void ver_not (class loop *, const char *, gimple * = NULL);
extern bool ver_gather (ver_state *);
extern bool ver_find_blockers (ver_state *);
extern bool ver_check_shape (ver_state *);
extern bool ver_pair_may_alias_p (ver_state *, unsigned, unsigned);
extern bool ver_same_base_p (ver_state *, unsigned, unsigned);
extern bool ver_pairs_checkable_p (ver_state *, bool);

/* plan.cc.  */
extern const char *ver_choose_groups (ver_state *);
extern bool ver_plan_checks (ver_state *, const char *);
extern bool ver_nest_p (ver_state *, class loop *, ver_nest *);

/* cost.cc.  */
extern unsigned ver_copy_cost (ver_state *);
extern const char *ver_refuse (function *, ver_state *, ver_placement *,
			       char *, size_t);
extern void ver_plan_short_entries (ver_state *, ver_placement *);
extern void ver_set_budget (ver_function *, function *);
extern const char *ver_budget_blocker (ver_function *, unsigned);
extern void ver_spend_budget (ver_function *, unsigned);

/* check.cc.  */
extern tree ver_start_address (const ver_ref &);
extern tree ver_gimplify (tree, gimple_seq *);
extern bool ver_outer_iv_expr (class loop *, tree, tree *, tree *);
extern bool ver_outer_start (ver_outer_level *, class loop *, vec<ver_ref> &,
			     vec<ver_check> &, tree);
extern bool ver_outer_step_out (ver_outer_level *);
extern void ver_place_check (ver_state *, ver_placement *);

/* marks.cc.  */
extern void ver_mark (ver_ref *, unsigned short, unsigned short);
extern void ver_assign_bases (ver_state *, bool);
extern unsigned version_walk_cliques (gimple *, version_clique_walk *);
extern void version_clear_cliques (function *, unsigned short,
				   unsigned short);
extern void ver_unmark (function *, ver_function *);

/* emit.cc.  */
extern bool ver_emit (function *, ver_state *, ver_placement *);
extern int version_check_num (gimple *, const char *);
extern bool ver_take_back (function *, int, const char *);

/* vect.cc.  */
extern bool ver_vect_wanted_p (class loop *);
extern bool ver_vect_very_cheap_p (class loop *);
extern bool ver_vect_feasible_p (ver_state *);
extern bool ver_vect_model_p (ver_state *, unsigned);
extern void ver_handoff (function *, ver_function *);
extern void ver_vect_release (ver_late *, bool);
extern void ver_rec_remark (const ver_vect_rec &);

/* dist-pcom.cc.  */
extern bool ver_dist_wanted_p (class loop *);
extern bool ver_pcom_wanted_p (class loop *);
extern bool ver_dist_copy_p (ver_state *);
extern unsigned ver_pcom_reuse (ver_state *);
extern void ver_merge_ranges (ver_state *);

/* jam.cc.  */
extern bool jam_wanted_p (function *);
extern bool jam_dist_wanted_p (function *);
extern bool jam_pcom_wanted_p (function *);
extern void jam_label (function *, int, unsigned short, bool, bool,
		       enum ver_purpose);
extern bool ver_jam_p (ver_state *);
extern void jam_release (ver_late *);

/* driver.cc.  */
extern ver_late *ver_late_get (function *);

#endif /* LOOPLICM_VERSION_INTERNALS_H */
