/* looplicm: declarations shared across the plugin.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.  */

#ifndef LOOPLICM_H
#define LOOPLICM_H

#include "dumpfile.h"

/* Name of the pass and of its dump file (x.c.NNNt.looplicm).  */
#define LOOPLICM_PASS_NAME "looplicm"
/* The instance that stands in for lim4 under -fno-tree-loop-im.  */
#define LOOPLICM_LATE_PASS_NAME "looplicm4"
/* The pass after GCC's vectorizer that takes back checks made for it
   that it did not use, and the one after predictive commoning that does
   so for it.  */
#define LOOPLICM_VECT_PASS_NAME "looplicm_vect"
#define LOOPLICM_PCOM_PASS_NAME "looplicm_pcom"
/* The passes right before and right after GCC's unroll-and-jam, and
   the one right before ivopts that takes their marks off.  */
#define LOOPLICM_JAM_PASS_NAME "looplicm_jam"
#define LOOPLICM_JAMMED_PASS_NAME "looplicm_jammed"
#define LOOPLICM_UNJAM_PASS_NAME "looplicm_unjam"

/* version-growth's default, in percent: as GCC's --param
   large-function-growth bounds inlining.  */
#define LOOPLICM_VERSION_GROWTH 100

/* version-unit-growth's default, in percent of the statements of the
   functions compiled so far: as GCC's --param inline-unit-growth bounds
   inlining over a translation unit.  */
#define LOOPLICM_VERSION_UNIT_GROWTH 30

/* Statements versioning may add to any translation unit, whatever its
   size: the budget of version-unit-growth is at least this.  */
#define LOOPLICM_VERSION_UNIT_MIN 300

/* version-peel's default, in statements: the size of the iterations
   peeled for short entries (a body of 13 statements three times).  */
#define LOOPLICM_VERSION_PEEL 40

/* version-depth's default: the deepest loop versioned, in loops around
   it and itself.  A check inside a deeper nest computes its ranges from
   the induction variables of every loop around it, and GCC's later
   analyses of such long sums grow faster than the nest; real nests are
   rarely more than four deep.  */
#define LOOPLICM_VERSION_DEPTH 8

/* Stringify a macro's value.  */
#define LOOPLICM_STR_1(X) #X
#define LOOPLICM_STR(X) LOOPLICM_STR_1 (X)

/* The version string printed by --help and -v.  */
#define LOOPLICM_VERSION "0.1"

/* Options from -fplugin-arg-looplicm-KEY[=VALUE] (NAME for looplicm when
   the file is renamed, see looplicm_plugin_name).  */

struct looplicm_options
{
  /* Run verify_ssa, verify_loop_structure, verify_loop_closed_ssa and the
     form checker after the pass (-fplugin-arg-looplicm-verify).  */
  bool verify;
  /* Hoist invariant computations and loads to preheaders (hoist=0|1).  */
  bool hoist;
  /* Sink computations used only after the loop into exits (sink=0|1).  */
  bool sink;
  /* Promote memory read and written in a loop to registers (sm=0|1).  */
  bool sm;
  /* Version loops on run-time no-overlap checks (version=0|1).  */
  bool version;
  /* At most this many address-range checks per versioned loop
     (version-checks=N).  */
  int version_checks;
  /* Versioning stops in a function that has grown by this percent of its
     statements (version-growth=P), or by LOOPLICM_VERSION_MIN_BUDGET
     statements if that is more.  */
  int version_growth;
  /* Run the pass at all (enable=0|1): off, the plugin loads and does
     nothing.  */
  bool enable;
  /* Say that slim LTO objects defer the pass to link time (lto-note=0|1).  */
  bool lto_note;
  /* Functions to leave alone, by name, separated by ',' or ':'
     (skip=NAMES); NULL for none.  */
  const char *skip;
  /* Regroup chains of one associative operation so that their invariant
     operands form one hoistable value (reassoc=0|1).  */
  bool reassoc;
  /* At most this many statements in the iterations of a versioned
     loop's slow copy peeled for the entries too short for its check
     (version-peel=N); 0 never peels.  */
  int version_peel;
  /* With a profile read by -fprofile-use, no missed remark about a loop
     whose header runs fewer times than this (remarks-hotness=N); 0
     shows them all.  */
  int remarks_hotness;
  /* No loop deeper than this many loops, itself included, is versioned
     (version-depth=N).  */
  int version_depth;
  /* Versioning stops once the functions compiled so far have grown by
     this percent of their statements in all (version-unit-growth=P), or
     by LOOPLICM_VERSION_UNIT_MIN statements if that is more.  */
  int version_unit_growth;
};

extern struct looplicm_options looplicm_opts;

/* The plugin's name in messages and in -fplugin-arg-NAME-KEY: its file
   name without ".so" (plugin_name_args::base_name).  */
extern const char *looplicm_plugin_name;

/* The attribute that keeps the pass out of one function.  */
#define LOOPLICM_OFF_ATTRIBUTE "no_looplicm"

/* licm-args.cc: the arguments that are not options of the pass, as
   plugin_init acts on them.  */
struct looplicm_args
{
  /* dump[=FLAGS]: "" for the default flags; NULL without the dump.  */
  const char *dump;
  /* remarks=KINDS and remarks-file=FILE, NULL when not given.  */
  const char *remarks;
  const char *remarks_file;
};

extern bool looplicm_parse_args (const char *, struct plugin_name_args *,
				 struct looplicm_args *);
extern const char *looplicm_args_help (void);

/* looplicm.cc.  */
extern bool looplicm_skip_function_p (function *);

/* licm-pass.cc.  */
extern opt_pass *make_pass_looplicm (gcc::context *);
extern opt_pass *make_pass_looplicm_late (gcc::context *);
extern opt_pass *make_pass_looplicm_vect (gcc::context *, bool);
extern opt_pass *make_pass_looplicm_jam (gcc::context *, int);

/* loop-canon.cc.  How canon_finalize leaves a function: the forms and
   the SSA form that the passes after it expect (looplicm_exit_form in
   licm-pass.cc decides).  */
struct canon_exit_form
{
  /* Keep the preheaders and simple latches made here: lim2 makes them
     and leaves them to the next CFG cleanup.  */
  bool keep_forms;
  /* Leave the whole function in loop-closed SSA, as lim2 does after
     store motion.  */
  bool keep_lcssa;
  /* The pass ran in the loop pipeline (in lim4's place): the loop
     structures and loop-closed SSA stay for the passes after it.  */
  bool in_pipeline;
  /* Verify the result: -fchecking or -fplugin-arg-looplicm-verify.  */
  bool verify;
};

extern void canon_initialize (void);
extern unsigned int canon_loops (function *);
extern bool canon_loop_ok_p (class loop *);
extern bool canon_verify (function *);
extern void canon_mark_lcssa_used (tree);
extern void canon_ensure_lcssa (function *);
extern void canon_update_ssa (function *);
extern bool canon_update_names (function *);
extern void canon_update_ssa_final (function *, const canon_exit_form *);
extern void canon_finalize (function *, const canon_exit_form *);
extern void canon_add_version (function *, class loop *, class loop *);

/* licm-analysis.cc.  */
class ao_ref;
extern void lim_initialize (function *);
extern void lim_analyze (function *);
extern void lim_finalize (void);
extern bool lim_loop_analyzed_p (class loop *);
extern bool lim_may_write_p (class loop *, ao_ref *, gimple **);
extern bool lim_may_write_call_uses_p (class loop *, gcall *, gimple **);
extern bool lim_find_writer (class loop *, bool (*) (gimple *, void *),
			     void *);
extern bool lim_opaque_writer_p (gimple *);
extern bool lim_guaranteed_p (gimple *, class loop *);
extern bool lim_maybe_undef_p (tree);
extern bool lim_uses_maybe_undef_p (gimple *);
extern bool lim_refs_cannot_overlap_p (tree, tree);
extern bool lim_same_ref_p (tree, tree);
extern hashval_t lim_ref_hash (tree);
extern tree lim_single_access (gimple *);
extern bool lim_bb_colder_than_preheader_p (basic_block);
extern bool lim_bb_slow_path_p (basic_block, class loop *);
extern bool lim_loop_makes_calls_p (class loop *);
extern bool lim_loop_stores_p (class loop *);
extern class loop *lim_coldest_level (class loop *, basic_block);
extern void lim_release_affine (void);

extern bool lim_builtin_returns_p (gcall *);
extern bool lim_restrict_call_independent_p (gcall *, tree);
extern void lim_dump_stay (const char *, class loop *, const char *,
			   gimple *, gimple *);

/* Mix X into the hash H: cheaper than iterative_hash_hashval_t, for keys
   hashed per component (lim_ref_hash) or per lookup.  */

static inline hashval_t
lim_mix_hash (hashval_t h, hashval_t x)
{
  return ((h ^ x) * 0x9e3779b1u) ^ (h >> 15);
}

/* licm-summary.cc.  */
extern void summary_record (function *);
extern int summary_call_writes_ref (gcall *, ao_ref *);
extern int summary_call_reads_ref (gcall *, ao_ref *);
extern int summary_calls_independent (gcall *, gcall *);
extern bool summary_call_returns_p (gcall *);
extern bool summary_function_pure_p (tree, bool *);

/* version/: loop versioning for alias (version/driver.cc), the
   hand-offs to the vectorizer (version/vect.cc) and to predictive
   commoning (version/dist-pcom.cc), and the small passes around
   unroll-and-jam (version/jam.cc).  */
extern int version_loops (function *);
extern void version_count_function (function *);
extern void version_unmark (function *);
extern bool version_vect_pending_p (function *);
extern unsigned int version_after_vect (function *);
extern unsigned int version_after_pcom (function *);

/* The steps of make_pass_looplicm_jam: right before unroll-and-jam,
   right after it, right before ivopts.  */
enum jam_step { JAM_REMARK, JAM_DSE, JAM_UNMARK };
extern bool jam_pending_p (function *);
extern unsigned int jam_remark (function *);
extern unsigned int jam_dse (function *);
extern unsigned int jam_unmark (function *);

/* licm-reassoc.cc.  */
extern void reassoc_initialize (void);
extern int reassoc_loops (function *);
extern bool reassoc_made_p (gimple *);
extern void reassoc_finalize (void);

/* licm-hoist.cc.  */
extern unsigned int hoist_loops (function *);

/* licm-sink.cc.  */
extern void sink_initialize (void);
extern int sink_loops (function *);
extern bool sink_made_p (gimple *);
extern void sink_finalize (void);

/* licm-store.cc.  */
extern void sm_initialize (bool);
extern void sm_prepare (function *);
extern int sm_loops (function *);
extern void sm_finalize (void);

/* licm-remark.cc.  A remark being written: its text, its kind, its
   statement, and the function whose source the statement comes from
   (after inlining, the inlined function), whose names it may print.  */

class looplicm_remark
{
public:
  looplicm_remark (dump_flags_t, gimple *);
  looplicm_remark (dump_flags_t, class loop *);
  ~looplicm_remark ();
  /* The text so far.  */
  pretty_printer *m_pp;
  /* MSG_OPTIMIZED_LOCATIONS or MSG_MISSED_OPTIMIZATION.  */
  dump_flags_t m_kind;
  /* The statement it is reported at, or NULL.  */
  gimple *m_stmt;
  /* Its location.  */
  location_t m_loc;
  /* The statement at which the variables it names are read, or NULL
     where each expression is read at its own statement.  */
  gimple *m_at;
  /* The function whose source M_STMT comes from, or NULL_TREE.  */
  tree m_origin;
  /* The function being compiled, when the remark names its variables
     for want of M_ORIGIN's, else NULL_TREE.  */
  tree m_borrowed;
  /* Whether it says nothing the user can use, and is not emitted.  */
  bool m_drop;
};

extern tree looplicm_stmt_function (gimple *);
extern bool looplicm_remark_visible_p (looplicm_remark *, tree);
extern void looplicm_remark_name (pretty_printer *, tree);
extern void looplicm_remark_stmt (looplicm_remark *, gimple *);
extern void looplicm_remark_ref (looplicm_remark *, tree);
extern void looplicm_remark_operand (looplicm_remark *, tree,
				     enum tree_code, bool);
extern void looplicm_remark_constant (looplicm_remark *, tree, bool);
extern bool looplicm_remark_negative_p (tree);
extern void looplicm_remark_loop (looplicm_remark *, class loop *);
extern void looplicm_remark_writer (looplicm_remark *, gimple *, tree);
extern tree looplicm_blocked_operand (gimple *);
extern const char *looplicm_remark_text (looplicm_remark *);
extern void looplicm_remark_emit (looplicm_remark *);
extern void looplicm_remark_emit_text (dump_flags_t,
				       const dump_user_location_t &,
				       const char *);
extern gimple *looplicm_loop_stmt (class loop *);
extern dump_user_location_t looplicm_loop_location (class loop *);
extern void looplicm_mark_made (gimple_seq);
extern bool looplicm_made_p (gimple *);
extern void looplicm_mark_slow_copy (class loop *);
extern void looplicm_remark_initialize (bool);
extern bool looplicm_missed_remark_p (class loop *);
extern void looplicm_remark_finalize (void);

/* licm-advice.cc.  What blocks a move, for the advice that lifts it:
   a statement that may write the location (hoisting a load), one that
   may access it (store motion), or a call that may access memory
   (versioning).  */

enum looplicm_block
{
  LOOPLICM_BLOCK_WRITE,
  LOOPLICM_BLOCK_ACCESS,
  LOOPLICM_BLOCK_CALLS
};

extern void looplicm_remark_advice (looplicm_remark *, class loop *,
				    gimple *, tree, enum looplicm_block);

/* licm-streams.cc.  */
extern void looplicm_streams_apply (void);
extern bool looplicm_streams_select (const char *, const char *);

#endif /* LOOPLICM_H */
