/* looplicm: remarks in source terms.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The remarks (-fopt-info-loop, -fsave-optimization-record) are for the
   people who wrote the loops, who never saw GIMPLE.  This file turns what
   the phases moved into the expression as it reads in the source.  It
   turns a loop into the line of its source loop:

     GIMPLE                                  remark
       _4 = (long unsigned int) k_2;
       _5 = _4 * 4;
       _6 = a_9(D) + _5;
       _7 = *_6;                               'a[k]'
       _8 = x_3(D) * y_4(D);                   'x * y'
       _1 = strlen (s_5(D));                   'strlen (s)'
       _9 = w_2(D) & 3;  _10 = _9 + _8;        '(w & 3) + x * y'
       _11 = n_6(D) + 4294967295;              'n - 1'
       MEM[(int *)s_7(D) + 76B]                's->freqs[18]'

   The rules, each because a remark must mean what the source means:

   1. A temporary (an SSA name of no user variable) is shown as the
      expression that computes it, a few levels deep.  Conversions
      between integer types are left out, as the source leaves them
      implicit.  A conversion between pointers to objects of different
      sizes is not, and such an address is "...".
   2. An operand is parenthesized as C's precedence needs, and also
      where C's rules are easy to misread: a shift or a bitwise
      operation beside any other binary operation.
   3. Constants are shown as the source most likely wrote them.  An
      unsigned constant just below a power of two, the result of
      subtracting, is "- 1".  A mask of high bits is "~15".
   4. A memory reference is shown as an index or a field only where the
      types agree.  It is p[k] when *p has the type of the access.  It is
      s->f[k] when the access lies in field f of *s (a field path through
      the declared types).  It is "..." otherwise.
   5. After inlining, a statement's source is the inlined function.  A
      name is printed as it is only if it belongs to that function (or
      is a global).  A name of another function is replaced by the
      variable of the source function that debug statements bind to the
      same value (with -g).  Failing that, a name of the function being
      compiled is kept, and the remark says whose names it uses.  Else
      it is "...".
   6. A loop is named by the line of its exit test.  That is the one
      before the latch (a for, while or do-while loop's condition), else
      the exit test of the earliest line.  The function's name follows
      where the loop lies in another function than the statement.

   A remark is written into a looplicm_remark, which knows its kind, its
   statement and the function its source is in.  It is emitted with the
   prefix "looplicm: " after GCC's kind, so that the plugin's remarks can
   be told from GCC's own.  Missed-optimization advice is licm-advice.cc's;
   it is given only where following it is safe and would help.

   The rules are kept apart: licm-remark-expr.cc prints expressions
   (rules 1 to 3), licm-remark-mem.cc memory references (4),
   licm-remark-names.cc names (5) and licm-remark-loop.cc loops (6);
   licm-remark.h is what they share.  This file holds the remark itself:
   how it is made, what it says about the statement that blocked a move,
   and how it is emitted.  It also keeps what the remarks leave out: the
   statements the pass itself made (versioning's run-time checks), which
   later phases move like any other but never report or count, since
   they are not the user's code; versioning's slow copies; the late
   instance's repeats; loops colder than remarks-hotness.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "tree-pretty-print.h"
#include "pretty-print.h"
#include "dumpfile.h"
#include "input.h"
#include "profile-count.h"
#include "langhooks.h"
#include "looplicm.h"
#include "licm-remark.h"
#include "gcc-compat.h"

/* What the remarks keep for the function being compiled, from
   looplicm_remark_initialize to looplicm_remark_finalize.  */

struct remark_state
{
  /* The statements the pass made.  */
  hash_set<gimple *> made;
  /* The numbers of the loops that are versioning's slow copies, whose
     missed moves are the point of the copy, not remarks.  */
  bitmap slow_copies;
  /* Whether the instance running is the one in lim4's place, whose
     missed moves the first instance has already reported.  */
  bool late;
};

/* The state of the function being compiled.  Every phase, versioning
   included, records what it made (looplicm_mark_made) and asks whether a
   remark is wanted (looplicm_missed_remark_p) through looplicm.h's
   functions, which take no state.  So it is reached here.  */
static remark_state *remark;

/* Return true if STORE writes back a value GCC keeps in a variable of
   its own, as scalar replacement of aggregates does before a call that
   may see the aggregate: a store the source does not have.  */

static bool
remark_made_store_p (gimple *store)
{
  tree rhs = gimple_assign_rhs1 (store);
  if (TREE_CODE (rhs) != SSA_NAME)
    return false;
  tree var = SSA_NAME_VAR (rhs);
  return (var && DECL_P (var) && DECL_ARTIFICIAL (var)
	  && (DECL_IGNORED_P (var) || DECL_NAMELESS (var)));
}

/* Return the function whose source STMT comes from: the innermost
   function inlined around it, else the current one.  */

tree
looplicm_stmt_function (gimple *stmt)
{
  for (tree b = stmt ? gimple_block (stmt) : NULL_TREE;
       b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree fn = block_ultimate_origin (b);
	if (fn && TREE_CODE (fn) == FUNCTION_DECL)
	  return DECL_ORIGIN (fn);
      }
  return current_function_decl ? DECL_ORIGIN (current_function_decl)
			       : NULL_TREE;
}

looplicm_remark::looplicm_remark (dump_flags_t kind, gimple *stmt)
  : m_pp (new pretty_printer), m_kind (kind), m_stmt (stmt),
    m_loc (stmt ? gimple_location (stmt) : UNKNOWN_LOCATION), m_at (stmt),
    m_origin (looplicm_stmt_function (stmt)), m_borrowed (NULL_TREE),
    m_drop (false)
{
  /* The statements GCC makes up (the flattened index of an element of a
     multi-dimensional array) have no location, or the function's own:
     no source line to be reported at, and no source expression.  Nor
     has the source the stores of scalar replacement.  */
  if (stmt
      && (LOCATION_LOCUS (m_loc) == UNKNOWN_LOCATION
	  || (gimple_assign_single_p (stmt) && gimple_vdef (stmt)
	      && remark_made_store_p (stmt))
	  || (m_origin
	      && (LOCATION_LOCUS (m_loc)
		  == LOCATION_LOCUS (DECL_SOURCE_LOCATION (m_origin))))))
    m_drop = true;
}

looplicm_remark::~looplicm_remark ()
{
  delete m_pp;
}

/* Print WRITER, a statement that blocks the move of BLOCKED (a
   reference, a pointer, or NULL_TREE), into remark R as the user would
   look for it: "the call to f", "the store to '*p'" or "'...'", with
   its line ("at FILE:N" in another file than R's).  A store to BLOCKED
   itself blocks nothing the user can see, nor does the end of a
   variable's scope (a clobber), which the source does not write: R is
   dropped.  */

void
looplicm_remark_writer (looplicm_remark *r, gimple *writer, tree blocked)
{
  pretty_printer *pp = r->m_pp;
  if (gimple_clobber_p (writer))
    {
      r->m_drop = true;
      return;
    }
  /* The writer's names are those of its own source function.  */
  tree origin = r->m_origin;
  gimple *read_at = r->m_at;
  r->m_origin = looplicm_stmt_function (writer);
  r->m_at = writer;
  location_t loc = gimple_location (writer);
  gcall *call = dyn_cast <gcall *> (writer);
  tree fn = call ? gimple_call_fndecl (call) : NULL_TREE;
  if (call && fn && DECL_NAME (fn))
    {
      pp_string (pp, "the call to ");
      remark_function_name (pp, fn, true);
    }
  else if (call)
    pp_string (pp, "an indirect call");
  else if (gimple_assign_single_p (writer) && gimple_vuse (writer))
    {
      bool store = gimple_vdef (writer) != NULL_TREE;
      tree written = (store ? gimple_assign_lhs (writer)
		      : gimple_assign_rhs1 (writer));
      if (store && remark_made_store_p (writer))
	r->m_drop = true;
      if (blocked && !POINTER_TYPE_P (TREE_TYPE (blocked))
	  && (operand_equal_p (blocked, written, 0)
	      || lim_same_ref_p (blocked, written)))
	r->m_drop = true;
      pp_string (pp, store ? "the store to '" : "the load of '");
      looplicm_remark_ref (r, written);
      pp_string (pp, "'");
    }
  else
    {
      pp_string (pp, "'");
      looplicm_remark_stmt (r, writer);
      pp_string (pp, "'");
    }
  r->m_origin = origin;
  r->m_at = read_at;
  if (LOCATION_LINE (loc) == 0)
    return;
  pp_string (pp, " at ");
  remark_place (r, loc);
}

/* Return what STMT, whose move a write blocks, reads that the write may
   change: the reference a load reads, or a call's first pointer
   argument; NULL_TREE if none is known.  */

tree
looplicm_blocked_operand (gimple *stmt)
{
  if (gimple_assign_single_p (stmt) && gimple_vuse (stmt))
    return gimple_assign_rhs1 (stmt);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      if (POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, i))))
	return gimple_call_arg (call, i);
  return NULL_TREE;
}

/* Emit the remark TEXT of KIND at WHERE, marked as the plugin's.  */

void
looplicm_remark_emit_text (dump_flags_t kind, const dump_user_location_t &where,
			   const char *text)
{
  dump_printf_loc (kind, where, "%s: %s\n", LOOPLICM_PASS_NAME, text);
}

/* Complete remark R: say whose names it borrowed.  Return its text, or
   NULL if it was dropped.  */

const char *
looplicm_remark_text (looplicm_remark *r)
{
  if (r->m_drop)
    return NULL;
  if (r->m_borrowed)
    {
      pp_printf (r->m_pp, " (names as in %s, where this code is inlined)",
		 lang_hooks.decl_printable_name (r->m_borrowed, 1));
      r->m_borrowed = NULL_TREE;
    }
  return pp_formatted_text (r->m_pp);
}

/* Emit remark R, unless it was dropped.  */

void
looplicm_remark_emit (looplicm_remark *r)
{
  const char *text = looplicm_remark_text (r);
  if (!text)
    return;
  if (r->m_stmt)
    looplicm_remark_emit_text (r->m_kind, dump_user_location_t (r->m_stmt),
			       text);
  else
    looplicm_remark_emit_text (r->m_kind,
			       dump_user_location_t::from_location_t (r->m_loc),
			       text);
}

/* Record every statement of SEQ as made by the pass.  */

void
looplicm_mark_made (gimple_seq seq)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    remark->made.add (gsi_stmt (gsi));
}

/* Return true if STMT was made by the pass: never reported or counted.  */

bool
looplicm_made_p (gimple *stmt)
{
  return remark->made.contains (stmt);
}

/* Return true if LOOP is the slow copy of a versioned loop.  */

static bool
remark_slow_copy_p (class loop *loop)
{
  return bitmap_bit_p (remark->slow_copies, loop->num);
}

/* Return true if LOOP runs fewer times than remarks-hotness asks, by a
   profile read with -fprofile-use.  */

static bool
remark_cold_p (class loop *loop)
{
  if (looplicm_opts.remarks_hotness <= 0
      || profile_status_for_fn (cfun) != PROFILE_READ)
    return false;
  profile_count count = loop->header->count.ipa ();
  return (count.initialized_p ()
	  && count.to_gcov_type () < looplicm_opts.remarks_hotness);
}

/* Return true if missed remarks about LOOP are worth the user's time:
   not in versioning's slow copy, not again from the late instance, not
   in a loop colder than remarks-hotness.  */

bool
looplicm_missed_remark_p (class loop *loop)
{
  return (!remark->late && !remark_slow_copy_p (loop)
	  && !remark_cold_p (loop));
}

/* Record LOOP as the slow copy of a versioned loop.  */

void
looplicm_mark_slow_copy (class loop *loop)
{
  bitmap_set_bit (remark->slow_copies, loop->num);
}

/* Start the records of the remarks for a function.  LATE: the instance
   running stands in for lim4.  */

void
looplicm_remark_initialize (bool late)
{
  gcc_assert (!remark);
  remark = new remark_state;
  remark->slow_copies = BITMAP_ALLOC (NULL);
  remark->late = late;
  remark_names_initialize ();
}

/* Forget what was kept for the function just done.  */

void
looplicm_remark_finalize (void)
{
  BITMAP_FREE (remark->slow_copies);
  delete remark;
  remark = NULL;
  remark_names_finalize ();
}
