/* looplicm: the loops remarks name, by their source lines.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Rule 6 of the remarks (licm-remark.cc).  A loop is named by the line
   of its exit test.  That is the one before the latch (a for, while or
   do-while loop's condition), else the exit test of the earliest line.
   The function's name follows where the loop lies in another function
   than the statement.  A loop whose exit test comes from an inlined
   function stands at the call that brought it in:

     while (more (p))       "the loop at line N": the line of the call
       ...                  to MORE, not that of MORE's return

   A remark about a loop is reported at that place too, and says "the
   loop exiting at line N" where N is an exit inside the body rather
   than the line the loop starts at.  */

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
#include "langhooks.h"
#include "looplicm.h"
#include "licm-remark.h"
#include "gcc-compat.h"

/* Return the statement of BB's end whose location names a loop exiting
   from BB, or NULL.  */

static gimple *
remark_exit_test (basic_block bb)
{
  gimple *last = looplicm_last_stmt (bb);
  if (last && gimple_code (last) == GIMPLE_COND
      && LOCATION_LINE (gimple_location (last)) > 0)
    return last;
  return NULL;
}

/* Return true if LOOP and its outer loop may be one loop of the
   source.  GCC gives a loop with two back edges ("while (1)" whose body
   ends in an "if") a nest: the outer loop takes one back edge, and its
   header does nothing but enter the inner loop at the source loop's
   start.  The inner loop then exits into the outer one at an "if" of
   the body, which is no exit of the source loop.  */

static bool
remark_split_nest_p (class loop *loop)
{
  class loop *outer = loop_outer (loop);
  if (!outer || !loop_outer (outer))
    return false;
  basic_block head = outer->header;
  if (!single_succ_p (head) || single_succ (head) != loop->header)
    return false;
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (head);
  return gsi_end_p (gsi);
}

/* Return the exit test of the earliest line among those of LOOP's exits
   that also leave OUTER (any exit when OUTER is NULL), or NULL.  */

static gimple *
remark_earliest_exit_test (class loop *loop, class loop *outer)
{
  gimple *best = NULL;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge e : exits)
    if (!outer || !flow_bb_inside_loop_p (outer, e->dest))
      if (gimple *test = remark_exit_test (e->src))
	if (!best
	    || (LOCATION_LINE (gimple_location (test))
		< LOCATION_LINE (gimple_location (best))))
	  best = test;
  return best;
}

/* Return the statement whose location stands for LOOP in remarks: the
   exit test right before its latch, else the exit test of the earliest
   line, else the first located statement of its header.  Where LOOP
   may be the inner half of a source loop that GCC made a nest
   (remark_split_nest_p), an exit that leaves the nest comes first.  */

gimple *
looplicm_loop_stmt (class loop *loop)
{
  if (remark_split_nest_p (loop))
    if (gimple *test = remark_earliest_exit_test (loop, loop_outer (loop)))
      return test;
  if (single_pred_p (loop->latch))
    {
      basic_block pred = single_pred (loop->latch);
      if (pred != loop->latch && loop_exits_from_bb_p (loop, pred))
	if (gimple *test = remark_exit_test (pred))
	  return test;
    }
  if (gimple *best = remark_earliest_exit_test (loop, NULL))
    return best;
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    if (LOCATION_LINE (gimple_location (gsi_stmt (gsi))) > 0)
      return gsi_stmt (gsi);
  return NULL;
}

/* Return how many inlined calls deep BLOCK lies, and store the
   outermost LIMIT of their scopes into SCOPES[0..], outermost first.  */

static int
remark_inline_scopes (tree block, tree *scopes, int limit)
{
  int depth = 0;
  for (tree b = block; b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      depth++;
  int k = depth;
  for (tree b = block; b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b) && --k < limit)
      scopes[k] = b;
  return depth;
}

/* Return how many inlined calls deep the shallowest located statement
   of LOOP lies: the depth of the function the loop is written in.  */

static int
remark_loop_depth (class loop *loop)
{
  int best = INT_MAX;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && best > 0; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && best > 0; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt)
	    || LOCATION_LINE (gimple_location (stmt)) == 0)
	  continue;
	best = MIN (best, remark_inline_scopes (gimple_block (stmt), NULL, 0));
      }
  free (bbs);
  return best;
}

/* The place that stands for a loop in remarks: a location in the
   function the loop is written in, and that function.  */

struct remark_loop_site
{
  location_t loc;
  tree fn;
  /* The statement LOC is the location of, which carries its count into
     the optimization record; NULL where LOC is a call's.  */
  gimple *stmt;
  /* Whether LOC is an exit written after the start of the loop's body
     ("if (c == -1) break;" in "while (1)", the test of a do-while), not
     the line the loop starts at.  */
  bool exit_inside;
};

/* Return the first line of LOOP's body in FILE: of its located
   statements OWN inlined calls deep, the loop's own function's.  */

static int
remark_first_body_line (class loop *loop, const char *file, int own)
{
  int first = INT_MAX;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	location_t loc = gimple_location (stmt);
	if (is_gimple_debug (stmt) || LOCATION_LINE (loc) == 0
	    || LOCATION_LINE (loc) >= first
	    || remark_inline_scopes (gimple_block (stmt), NULL, 0) != own)
	  continue;
	expanded_location x = expand_location (loc);
	if (x.file && file && strcmp (x.file, file) == 0)
	  first = x.line;
      }
  free (bbs);
  return first;
}

/* Return the site of LOOP.  Its statement (looplicm_loop_stmt) may come
   from a function inlined into the loop's own, as the exit test of
   "while (more (p))" comes from MORE: then the loop stands at the call
   that brought the statement in, in the loop's own function.  */

static location_t remark_lift_site (remark_loop_site *, tree *, int);

static remark_loop_site
remark_loop_site_of (class loop *loop)
{
  remark_loop_site site = { UNKNOWN_LOCATION, NULL_TREE, NULL, false };
  gimple *stmt = looplicm_loop_stmt (loop);
  if (!stmt)
    return site;
  site.loc = gimple_location (stmt);
  site.stmt = stmt;
  site.fn = looplicm_stmt_function (stmt);
  tree scopes[REMARK_MAX_STEPS];
  int depth = remark_inline_scopes (gimple_block (stmt), scopes,
				    REMARK_MAX_STEPS);
  int own = depth ? remark_loop_depth (loop) : 0;
  if (depth > 0 && own < depth && own < REMARK_MAX_STEPS
      && LOCATION_LINE (BLOCK_SOURCE_LOCATION (scopes[own])) > 0)
    {
      site.loc = remark_lift_site (&site, scopes, own);
      site.stmt = NULL;
    }
  else
    own = depth;
  if (gimple_code (stmt) == GIMPLE_COND)
    {
      expanded_location x = expand_location (site.loc);
      site.exit_inside = x.line > remark_first_body_line (loop, x.file, own);
    }
  return site;
}

/* Return the location of the call that inlined SCOPES[OWN] into the
   function OWN calls deep, and set SITE's function to that one.  */

static location_t
remark_lift_site (remark_loop_site *site, tree *scopes, int own)
{
  location_t call = BLOCK_SOURCE_LOCATION (scopes[own]);
  if (own == 0)
    site->fn = (current_function_decl ? DECL_ORIGIN (current_function_decl)
		: NULL_TREE);
  else
    {
      tree fn = block_ultimate_origin (scopes[own - 1]);
      site->fn = (fn && TREE_CODE (fn) == FUNCTION_DECL ? DECL_ORIGIN (fn)
		  : NULL_TREE);
    }
  return call;
}

/* Print LOC into remark R as "line N", or "FILE:N" where it lies in
   another file than R.  */

void
remark_place (looplicm_remark *r, location_t loc)
{
  expanded_location here = expand_location (loc);
  expanded_location at = expand_location (r->m_loc);
  if (at.file && here.file && strcmp (at.file, here.file) != 0)
    pp_printf (r->m_pp, "%s:%d", lbasename (here.file), here.line);
  else
    pp_printf (r->m_pp, "line %d", here.line);
}

/* Return the location that stands for LOOP in remarks.  */

dump_user_location_t
looplicm_loop_location (class loop *loop)
{
  remark_loop_site site = remark_loop_site_of (loop);
  if (site.stmt)
    return dump_user_location_t (site.stmt);
  return dump_user_location_t::from_location_t (site.loc);
}

/* Start a remark of KIND reported at LOOP's site.  */

looplicm_remark::looplicm_remark (dump_flags_t kind, class loop *loop)
  : m_pp (new pretty_printer), m_kind (kind), m_stmt (NULL),
    m_loc (UNKNOWN_LOCATION), m_at (NULL), m_origin (NULL_TREE),
    m_borrowed (NULL_TREE),
    m_drop (false)
{
  remark_loop_site site = remark_loop_site_of (loop);
  m_stmt = site.stmt;
  m_loc = site.loc;
  m_origin = site.fn;
}

/* Print "the loop at line N" for LOOP into remark R ("the loop exiting
   at line N" where N is an exit inside its body), "in F" after it where
   the loop lies in another function F than R's statement, "its loop"
   when it has no line.  */

void
looplicm_remark_loop (looplicm_remark *r, class loop *loop)
{
  remark_loop_site site = remark_loop_site_of (loop);
  if (LOCATION_LINE (site.loc) == 0)
    {
      pp_string (r->m_pp, "its loop");
      return;
    }
  pp_string (r->m_pp, (site.exit_inside ? "the loop exiting at "
		       : "the loop at "));
  remark_place (r, site.loc);
  if (site.fn && r->m_origin && site.fn != r->m_origin && DECL_NAME (site.fn))
    pp_printf (r->m_pp, " in %s",
	       lang_hooks.decl_printable_name (site.fn, 1));
}
