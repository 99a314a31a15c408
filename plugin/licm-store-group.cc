/* looplicm: store motion of locations that may alias each other.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   GCC's ordered store sequences (gcc.dg/tree-ssa/ssa-lim-14.c):

     Before:                    After:
       for (...)                  for (...)
	 {                          {
	   *p = 1;  *r = 2;           p_lsm = 1;  r_lsm = 2;
	   if (c) break;              if (c)
	   *r = 3;  *p = 4;             { *p = p_lsm;  *r = r_lsm;  break; }
	 }                            r_lsm = 3;  p_lsm = 4;
				    }
				  *r = r_lsm;  *p = p_lsm;

   (*p an int, *r a float, maybe the same bytes.)

   Each location alone is blocked only by the stores of the others.  So
   their values may live in registers if every exit stores them in the
   order in which the loop last stored them before leaving by that exit
   (docs/THEORY.md, lemma 13).  That order is known when, for each exit,
   every location has a store in a block that dominates the exiting
   block: it ran in the last iteration, before the exit.  Every other
   store of the group must do so too, or be unable to run between the
   header and the exit in that iteration.  Only locations the loop never
   loads qualify, in a loop without calls or statements that may throw.
   Then nothing in the loop reads the memory the registers stand for,
   and control leaves the loop only by its exits.  The exit stores write
   what the loop wrote in its last iteration: no new trap, no new
   race.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfghooks.h"
#include "cfganal.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "tree-ssa-alias.h"
#include "tree-eh.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "licm-store.h"
#include "gcc-compat.h"

/* Return true if BB can reach TO inside LOOP without passing through its
   header: both may run in one iteration, BB before TO.  */

static bool
sm_reaches_in_iteration_p (class loop *loop, basic_block bb, basic_block to)
{
  auto_vec<basic_block> work;
  auto_bitmap seen;
  work.safe_push (bb);
  bitmap_set_bit (seen, bb->index);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (b == to)
	return true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	if (e->dest != loop->header && flow_bb_inside_loop_p (loop, e->dest)
	    && bitmap_set_bit (seen, e->dest->index))
	  work.safe_push (e->dest);
    }
  return false;
}

/* Return true if A runs before B, two statements whose blocks are the
   same or one dominates the other.  */

static bool
sm_runs_before_p (gimple *a, gimple *b)
{
  basic_block ba = gimple_bb (a), bb = gimple_bb (b);
  if (ba != bb)
    return dominated_by_p (CDI_DOMINATORS, bb, ba);
  for (gimple_stmt_iterator gsi = gsi_for_stmt (a); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == b)
      return true;
  return false;
}

/* Compute in *ORDER the members of GROUP in the order of their last
   stores before LOOP exits from block S, or return false if that order
   is not the same on every path.  */

static bool
sm_group_exit_order (class loop *loop, vec<sm_ref *> &group, basic_block s,
		     vec<sm_ref *> *order)
{
  auto_vec<gimple *> last;
  for (sm_ref *r : group)
    {
      gimple *l = NULL;
      for (gimple *stmt : r->stores)
	{
	  basic_block b = gimple_bb (stmt);
	  if (dominated_by_p (CDI_DOMINATORS, s, b))
	    {
	      if (!l || sm_runs_before_p (l, stmt))
		l = stmt;
	    }
	  else if (sm_reaches_in_iteration_p (loop, b, s))
	    return false;
	}
      if (!l)
	return false;
      last.safe_push (l);
    }
  /* Insertion sort by the position of the last store.  */
  order->truncate (0);
  auto_vec<gimple *> keys;
  for (unsigned i = 0; i < group.length (); i++)
    {
      unsigned j = keys.length ();
      while (j > 0 && sm_runs_before_p (last[i], keys[j - 1]))
	j--;
      keys.safe_insert (j, last[i]);
      order->safe_insert (j, group[i]);
    }
  return true;
}

/* Return true if R, a member of a group (sm_ref::grouped), is touched by
   nothing in LOOP but the stores of the group.  */

static bool
sm_group_member_ok_p (class loop *loop, sm_ref *r, vec<sm_ref *> &refs,
		      vec<gimple *> &others, unsigned *queries)
{
  r->why_not = NULL;
  r->blocker = NULL;
  ao_ref ref;
  ao_ref_init (&ref, r->ref);
  for (gimple *stmt : others)
    if (sm_touches_p (stmt, &ref, r, true, queries))
      return false;
  for (sm_ref *o : refs)
    if (o != r && !o->grouped)
      {
	bool stays = sm_variant_p (loop, o);
	for (gimple *stmt : o->loads)
	  if (sm_touches_p (stmt, &ref, r, stays, queries))
	    return false;
	for (gimple *stmt : o->stores)
	  if (sm_touches_p (stmt, &ref, r, stays, queries))
	    return false;
      }
  return true;
}

/* Collect into GROUP the locations of REFS, checked by sm_check_ref,
   that their loop stores and never loads and that the store of another
   such location keeps in memory.  */

static void
sm_group_candidates (vec<sm_ref *> &refs, vec<sm_ref *> *group)
{
  for (sm_ref *r : refs)
    if (r->why_not == sm_accessed_by && r->blocker
	&& r->loads.is_empty () && !r->stores.is_empty ())
      for (sm_ref *o : refs)
	if (o != r && o->loads.is_empty () && o->stores.contains (r->blocker))
	  {
	    group->safe_push (r);
	    break;
	  }
}

/* Return true if control leaves LOOP only by its exits (it has no call,
   asm or statement that may throw) and every store of GROUP is in LOOP
   itself, not in a subloop.  */

static bool
sm_group_loop_ok_p (class loop *loop, vec<sm_ref *> &group)
{
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && ok; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_call (stmt) || gimple_code (stmt) == GIMPLE_ASM
	    || stmt_could_throw_p (cfun, stmt))
	  ok = false;
      }
  free (body);
  for (sm_ref *r : group)
    for (gimple *stmt : r->stores)
      if (gimple_bb (stmt)->loop_father != loop)
	ok = false;
  return ok;
}

/* Decide whether the locations of GROUP may be promoted together in
   LOOP.  Nothing else of LOOP (REFS, OTHERS; *QUERIES counts alias
   queries) may touch a member, and each exit of EXITS must have a known
   order of their stores, pushed to ORDERS.  If not, give each member its
   reason to stay in memory.  Return true if they may.  */

static bool
sm_group_check (class loop *loop, vec<sm_ref *> &group, vec<sm_ref *> &refs,
		vec<gimple *> &others, unsigned *queries, vec<edge> &exits,
		vec<vec<sm_ref *> > *orders)
{
  for (sm_ref *r : group)
    r->grouped = true;
  /* Each member's first blocker, for the report if the group fails.  */
  auto_vec<gimple *> blockers;
  for (sm_ref *r : group)
    blockers.safe_push (r->blocker);
  bool members_ok = true;
  for (sm_ref *r : group)
    if (!sm_group_member_ok_p (loop, r, refs, others, queries))
      members_ok = false;
  bool ok = members_ok;

  /* The order of the exit stores, per exit edge.  */
  for (edge e : exits)
    {
      auto_vec<sm_ref *> order;
      if (!ok || !sm_group_exit_order (loop, group, e->src, &order))
	{
	  ok = false;
	  break;
	}
      orders->safe_push (order.copy ());
    }
  if (ok)
    return true;
  for (unsigned i = 0; i < group.length (); i++)
    {
      sm_ref *r = group[i];
      r->grouped = false;
      if (r->why_not)
	continue;
      if (members_ok)
	r->why_not = "it may also be accessed by a store of a location "
		     "that may alias it, in an order the exits do not keep";
      else
	{
	  r->why_not = sm_accessed_by;
	  r->blocker = blockers[i];
	}
    }
  return false;
}

/* Promote the locations of GROUP together in LOOP, storing them at each
   exit of EXITS in the order ORDERS gives for it.  */

static void
sm_group_execute (class loop *loop, vec<sm_ref *> &group, vec<edge> &exits,
		  vec<vec<sm_ref *> > &orders)
{
  gcc_assert (orders.length () == exits.length ());
  /* Each location gets its register; the stores become register moves.  */
  auto_vec<tree> tmps;
  for (sm_ref *r : group)
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "Executing store motion of ");
	  print_generic_expr (dump_file, r->ref);
	  fprintf (dump_file, " from loop %d (stored at the exits in order "
		   "with %u other location%s that may alias it)\n", loop->num,
		   group.length () - 1, group.length () > 2 ? "s" : "");
	}
      if (dump_enabled_p ())
	sm_remark_promoted (loop, r, false, false);
      /* Every exit stores a value the loop stored: no load before the
	 loop.  */
      tree flag;
      tmps.safe_push (sm_rewrite (loop, r, false, false, &flag));
    }
  /* The exit stores: in the exit block when every exit into it keeps
     the same order, else on each exit edge, split.  Decided before any
     edge is split.  */
  auto_vec<basic_block> dests;
  auto_vec<bool> split;
  for (unsigned k = 0; k < exits.length (); k++)
    {
      dests.safe_push (exits[k]->dest);
      bool same = true;
      for (unsigned j = 0; j < exits.length (); j++)
	if (exits[j]->dest == exits[k]->dest)
	  for (unsigned i = 0; i < group.length (); i++)
	    if (orders[j][i] != orders[k][i])
	      same = false;
      split.safe_push (!same);
    }
  for (unsigned k = 0; k < exits.length (); k++)
    {
      basic_block x = dests[k];
      if (split[k])
	x = split_edge (exits[k]);
      else
	{
	  /* Once per exit block: at its first exit edge.  */
	  unsigned first = 0;
	  while (dests[first] != x)
	    first++;
	  if (first != k)
	    continue;
	}
      /* Each store goes first in X: the last in the order goes in
	 first.  */
      for (unsigned i = orders[k].length (); i-- > 0;)
	{
	  sm_ref *r = orders[k][i];
	  unsigned m = 0;
	  while (group[m] != r)
	    m++;
	  sm_insert_exit_store (x, r->ref, tmps[m], NULL_TREE);
	}
    }
}

/* Find in REFS, checked by sm_check_ref, the locations LOOP stores and
   never loads that are kept in memory only by each other's stores.
   Promote them together if every exit of LOOP has a known order for
   their stores.  OTHERS are LOOP's other statements that touch memory;
   *QUERIES counts alias queries.  Return the number of locations
   promoted.  */

int
sm_group (class loop *loop, vec<sm_ref *> &refs, vec<gimple *> &others,
	  unsigned *queries)
{
  if (flag_tm)
    return 0;
  auto_vec<sm_ref *> group;
  sm_group_candidates (refs, &group);
  if (group.length () < 2 || !sm_group_loop_ok_p (loop, group))
    return 0;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  auto_vec<vec<sm_ref *> > orders;
  bool ok = sm_group_check (loop, group, refs, others, queries, exits,
			    &orders);
  if (ok)
    sm_group_execute (loop, group, exits, orders);
  for (vec<sm_ref *> &o : orders)
    o.release ();
  return ok ? group.length () : 0;
}
