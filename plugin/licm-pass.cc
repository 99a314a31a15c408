/* looplicm: the pass object and the per-function driver.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The pass runs right after GCC's lim2, outside the loop pipeline like
   lim2 itself: it sets up the loop structures it needs and tears them
   down again.  Per function (looplicm_execute):

     looplicm_initialize  every phase's records, empty
     canon_loops          preheaders, simple latches, dedicated exits, LCSSA
     version_loops        loop versioning for alias (plugin/version/)
     lim_analyze          writers, exits, execution guarantees per loop
     (transformations)    sinking, reassociation, hoisting, store motion
     looplicm_finalize    the records freed, the SSA form updated, then
			  canon_verify (under -fchecking or verify=1) and
			  canon_finalize, which drops what no
			  transformation used and leaves the function as
			  looplicm_exit_form says  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "ssa.h"
#include "cfgloop.h"
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "gimple-iterator.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "tree-scalar-evolution.h"
#include "looplicm.h"

/* Start the records of every phase for FUN.  LATE: the pass runs in
   lim4's place.  */

static void
looplicm_initialize (function *fun, bool late)
{
  looplicm_remark_initialize (late);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, ";; looplicm: body before\n");
      dump_function_to_file (fun->decl, dump_file, dump_flags);
      fprintf (dump_file, ";; looplicm: end of body before\n");
    }
  canon_initialize ();
  lim_initialize (fun);
  sink_initialize ();
  reassoc_initialize ();
  sm_initialize (late);
}

/* Return how the pass leaves a function: LATE, in lim4's place, having
   promoted PROMOTED locations to registers.  Standing in for lim2, it
   leaves the forms (and after store motion, the loop-closed SSA form) as
   lim2 leaves them.  */

static canon_exit_form
looplicm_exit_form (bool late, int promoted)
{
  bool stand_in = (!flag_tree_loop_im
		   && (looplicm_opts.hoist || looplicm_opts.sink
		       || looplicm_opts.sm));
  canon_exit_form how;
  how.keep_forms = stand_in || late;
  how.keep_lcssa = (stand_in && promoted > 0) || late;
  how.in_pipeline = late;
  how.verify = looplicm_opts.verify || flag_checking;
  return how;
}

/* Free the records of every phase, and leave FUN as HOW says.  */

static void
looplicm_finalize (function *fun, const canon_exit_form *how)
{
  /* The analyses name statements that the SSA update may change.  */
  lim_finalize ();
  sm_finalize ();
  sink_finalize ();
  reassoc_finalize ();
  looplicm_remark_finalize ();

  /* Bring the SSA form up to date: loop-closed, or where the function
     stays loop-closed, made so by canon_finalize once the blocks no
     transformation used are gone.  */
  canon_update_ssa_final (fun, how);

  /* Hand the fast copies whose iterations are independent to the
     vectorizer (the SSA form must be up to date for its analysis); the
     versioned loops' dependence cliques hold only under their checks:
     none may reach GCC's later passes.  */
  version_unmark (fun);

  if (how->verify)
    canon_verify (fun);
  canon_finalize (fun, how);
  if (how->in_pipeline)
    scev_reset ();
  if (how->verify)
    verify_ssa (true, true);
}

/* Move invariant code and stores out of the loops of FUN.  LATE: the
   pass runs in the loop pipeline, after ivopts, standing in for lim4
   (the pass's second instance).  Return TODO flags.  */

static unsigned int
looplicm_execute (function *fun, bool late)
{
  unsigned int todo = 0;
  looplicm_initialize (fun, late);

  /* Give every loop a preheader, a simple latch and dedicated exits, and
     put the function in loop-closed SSA.  */
  todo |= canon_loops (fun);

  /* Version loops whose motion only run-time no-overlap checks allow.
     Not after ivopts: lim4 moves what ivopts and the vectorizer left,
     and data references are no longer analysable there.  */
  if (!late)
    version_loops (fun);

  /* Compute writers, exits and execution guarantees per loop, and, for
     store motion's cost model, how many iterations each loop runs, where
     that is known: asked while the SSA form is up to date.  */
  lim_analyze (fun);
  sm_prepare (fun);

  /* Sink what is used only after its loop.  Late, as lim4, no sinking:
     GCC's sink pass follows the loop pipeline.  */
  if (looplicm_opts.sink && !late)
    sink_loops (fun);
  /* Regroup associative chains so that their invariant operands form
     statements of their own, which hoisting then moves out.  Not late:
     after ivopts the address and induction arithmetic is its own.  */
  if (looplicm_opts.hoist && looplicm_opts.reassoc && !late)
    reassoc_loops (fun);
  if (looplicm_opts.hoist)
    todo |= hoist_loops (fun);
  /* Commit hoisting's edge insertions: store motion must see the hoisted
     statements where they now are, and inserts its own directly.  */
  gsi_commit_edge_inserts ();
  int promoted = looplicm_opts.sm ? sm_loops (fun) : 0;

  canon_exit_form how = looplicm_exit_form (late, promoted);
  looplicm_finalize (fun, &how);
  return todo;
}

namespace {

/* The pass runs twice: right after lim2 (LOOPLICM_PASS_NAME), and right
   after lim4, GCC's last lim, which runs in the loop pipeline after
   ivopts and moves what ivopts and the vectorizer made invariant: their
   bounds, step and base computations.  -fno-tree-loop-im turns off every
   instance of GCC's lim.  So where the plugin stands in for lim2 it also
   stands in for lim4 (LOOPLICM_LATE_PASS_NAME), hoisting and promoting as
   lim4 does.  It does not where lim4 runs itself.  The two differ only in
   their names.  */

#define LOOPLICM_PASS_DATA(NAME)					\
  {									\
    GIMPLE_PASS, /* type */						\
    NAME, /* name */							\
    OPTGROUP_LOOP, /* optinfo_flags */					\
    TV_LIM, /* tv_id */							\
    PROP_cfg | PROP_ssa, /* properties_required */			\
    0, /* properties_provided */					\
    0, /* properties_destroyed */					\
    0, /* todo_flags_start */						\
    0, /* todo_flags_finish */						\
  }

const pass_data pass_data_looplicm = LOOPLICM_PASS_DATA (LOOPLICM_PASS_NAME);
const pass_data pass_data_looplicm_late
  = LOOPLICM_PASS_DATA (LOOPLICM_LATE_PASS_NAME);

class pass_looplicm : public gimple_opt_pass
{
public:
  pass_looplicm (gcc::context *ctxt, bool late)
    : gimple_opt_pass (late ? pass_data_looplicm_late : pass_data_looplicm,
		       ctxt),
      m_late (late)
  {}

  /* opt_pass methods: */
  opt_pass *clone () final override
  {
    return new pass_looplicm (m_ctxt, m_late);
  }

  /* Early: run wherever lim2 could, also under -fno-tree-loop-im.  Late:
     only under it, and only if hoisting or store motion is on.  */
  bool gate (function *) final override
  {
    if (!m_late)
      return optimize > 0;
    return (optimize > 0 && !flag_tree_loop_im
	    && (looplicm_opts.hoist || looplicm_opts.sm));
  }

  unsigned int execute (function *fun) final override;

private:
  /* Whether this is the instance after lim4.  */
  bool m_late;
}; // class pass_looplicm

unsigned int
pass_looplicm::execute (function *fun)
{
  if (m_late)
    {
      if (number_of_loops (fun) <= 1 || !scev_initialized_p ()
	  || looplicm_skip_function_p (fun))
	return 0;
      return looplicm_execute (fun, true);
    }
  /* What this function reads, writes and whether it returns, for the
     loops of its callers, which GCC compiles after it.  */
  summary_record (fun);
  version_count_function (fun);
  if (loops_for_fn (fun) && number_of_loops (fun) <= 1)
    return 0;
  bool in_loop_pipeline = scev_initialized_p ();
  if (in_loop_pipeline || looplicm_skip_function_p (fun))
    return 0;
  return looplicm_execute (fun, false);
}

/* Two small passes, right after GCC's vectorizer and right after its
   predictive commoning.  They take back the checks of fast copies made
   for the vectorizer (or loop distribution) alone, or for predictive
   commoning, where that pass did not use them (version_after_vect,
   version_after_pcom).  */

const pass_data pass_data_looplicm_vect
  = LOOPLICM_PASS_DATA (LOOPLICM_VECT_PASS_NAME);
const pass_data pass_data_looplicm_pcom
  = LOOPLICM_PASS_DATA (LOOPLICM_PCOM_PASS_NAME);

class pass_looplicm_vect : public gimple_opt_pass
{
public:
  pass_looplicm_vect (gcc::context *ctxt, bool pcom)
    : gimple_opt_pass (pcom ? pass_data_looplicm_pcom
		       : pass_data_looplicm_vect, ctxt),
      m_pcom (pcom)
  {}

  bool gate (function *fun) final override
  {
    return version_vect_pending_p (fun);
  }

  unsigned int execute (function *fun) final override
  {
    return m_pcom ? version_after_pcom (fun) : version_after_vect (fun);
  }

private:
  /* The instance after predictive commoning.  */
  bool m_pcom;
}; // class pass_looplicm_vect

/* Three small passes for GCC's unroll-and-jam (version/jam.cc).  Right
   before it, one marks again the references of the fast nests that
   versioning labelled (jam_remark).  Right after it, one removes the
   stores its fusion left dead (jam_dse).  Right before ivopts, one takes
   the marks and labels off (jam_unmark).  */

const pass_data pass_data_looplicm_jam
  = LOOPLICM_PASS_DATA (LOOPLICM_JAM_PASS_NAME);
const pass_data pass_data_looplicm_jammed
  = LOOPLICM_PASS_DATA (LOOPLICM_JAMMED_PASS_NAME);
const pass_data pass_data_looplicm_unjam
  = LOOPLICM_PASS_DATA (LOOPLICM_UNJAM_PASS_NAME);

class pass_looplicm_jam : public gimple_opt_pass
{
public:
  pass_looplicm_jam (gcc::context *ctxt, int step)
    : gimple_opt_pass (step == JAM_REMARK ? pass_data_looplicm_jam
		       : step == JAM_DSE ? pass_data_looplicm_jammed
		       : pass_data_looplicm_unjam, ctxt),
      m_step (step)
  {}

  bool gate (function *fun) final override
  {
    return jam_pending_p (fun);
  }

  unsigned int execute (function *fun) final override
  {
    return (m_step == JAM_REMARK ? jam_remark (fun)
	    : m_step == JAM_DSE ? jam_dse (fun) : jam_unmark (fun));
  }

private:
  int m_step;
}; // class pass_looplicm_jam

} // anon namespace

/* Return a new pass object for step STEP (jam_step) of the marks for
   unroll-and-jam, for context CTXT.  */

opt_pass *
make_pass_looplicm_jam (gcc::context *ctxt, int step)
{
  return new pass_looplicm_jam (ctxt, step);
}

/* Return a new looplicm pass object for context CTXT.  */

opt_pass *
make_pass_looplicm (gcc::context *ctxt)
{
  return new pass_looplicm (ctxt, false);
}

/* Return a new looplicm pass object for the place of lim4, for context
   CTXT.  */

opt_pass *
make_pass_looplicm_late (gcc::context *ctxt)
{
  return new pass_looplicm (ctxt, true);
}

/* Return a new pass object for the place after the vectorizer, or with
   PCOM after predictive commoning, for context CTXT.  */

opt_pass *
make_pass_looplicm_vect (gcc::context *ctxt, bool pcom)
{
  return new pass_looplicm_vect (ctxt, pcom);
}
