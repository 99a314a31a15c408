/* looplicm: taking back the canonical forms no transformation used.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   At the end of the pass canon_finalize leaves the function as the
   passes after it expect it, and as GCC would have left it where the
   plugin changed nothing.  The blocks loop-canon.cc made that stayed
   empty are dissolved and their indices given back; the predecessor
   orders that splitting exits changed, and the SSA name free lists, are
   restored; the LCSSA PHIs no transformation used are replaced by their
   argument.  Standing in for lim2 (or lim4), it keeps what lim2 (lim4)
   leaves: preheaders and simple latches, and after store motion the
   whole function in loop-closed SSA, rewritten here once the empty
   blocks are gone.

   Before (H' was made for a dedicated exit, and nothing went into it):

	E ---> H' ---> H <--- C
	G ---> H'

   After: H' is gone.  The values its PHIs merged go back to H's PHIs on
   the edges from E and G, and H's predecessors get their old order.

	E ---> H <--- C
	G ---> H  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "cfghooks.h"
#include "tree-pass.h"
#include "ssa.h"
#include "cfganal.h"
#include "gimple-iterator.h"
#include "tree-cfg.h"
#include "tree-ssa.h"
#include "cfgloop.h"
#include "tree-ssa-loop-manip.h"
#include "tree-into-ssa.h"
#include "tree-ssa-propagate.h"
#include "diagnostic-core.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "looplicm.h"
#include "loop-canon.h"
#include "gcc-compat.h"

/* Return true if NB, a block made by canonicalisation, holds nothing but
   PHIs that merge values for its single successor X, and its incoming
   edges may go back to X: none is abnormal or EH, and no source of one
   reaches X directly already.  Push the sources to SRCS.  */

static bool
canon_forwarder_p (basic_block nb, vec<basic_block> *srcs)
{
  if (!single_succ_p (nb)
      || !gsi_end_p (gsi_start_nondebug_after_labels_bb (nb))
      || nb == nb->loop_father->header)
    return false;
  edge out = single_succ_edge (nb);
  basic_block x = out->dest;
  if ((out->flags & EDGE_COMPLEX) || x == EXIT_BLOCK_PTR_FOR_FN (cfun))
    return false;
  for (gphi_iterator gsi = gsi_start_phis (nb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      use_operand_p use_p;
      gimple *use;
      if (!single_imm_use (res, &use_p, &use)
	  || gimple_bb (use) != x
	  || gimple_code (use) != GIMPLE_PHI
	  || (unsigned) PHI_ARG_INDEX_FROM_USE (use_p) != out->dest_idx)
	return false;
    }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, nb->preds)
    {
      if ((e->flags & EDGE_COMPLEX) || find_edge (e->src, x))
	return false;
      srcs->safe_push (e->src);
    }
  /* Dissolved, a latch with several sources would give its loop as many
     latches.  */
  return !(nb->loop_father->latch == nb && srcs->length () != 1);
}

/* NB is a block made by canonicalisation.  If it holds nothing but PHIs
   that merge values for its single successor X (canon_forwarder_p),
   move its incoming edges back to X with those values and delete it.
   Return true if NB was deleted.  */

static bool
canon_dissolve_forwarder (basic_block nb)
{
  auto_vec<basic_block> srcs;
  if (!canon_forwarder_p (nb, &srcs))
    return false;
  edge out = single_succ_edge (nb);
  basic_block x = out->dest;
  class loop *loop = nb->loop_father;

  /* The value each PHI of X receives on each incoming edge of NB.  */
  auto_vec<tree> args;
  auto_vec<location_t> locs;
  for (basic_block src : srcs)
    {
      edge in = find_edge (src, nb);
      for (gphi_iterator gsi = gsi_start_phis (x); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree arg = PHI_ARG_DEF_FROM_EDGE (phi, out);
	  location_t loc = gimple_phi_arg_location_from_edge (phi, out);
	  if (TREE_CODE (arg) == SSA_NAME
	      && gimple_bb (SSA_NAME_DEF_STMT (arg)) == nb)
	    {
	      gphi *mp = as_a <gphi *> (SSA_NAME_DEF_STMT (arg));
	      loc = gimple_phi_arg_location_from_edge (mp, in);
	      arg = PHI_ARG_DEF_FROM_EDGE (mp, in);
	    }
	  args.safe_push (arg);
	  locs.safe_push (loc);
	}
    }

  if (loop->latch == nb)
    loop->latch = srcs[0];
  if (bitmap_clear_bit (canon->label_borrowers, nb->index))
    canon_move_labels (nb, x);
  unsigned k = 0;
  for (basic_block src : srcs)
    {
      edge r = redirect_edge_and_branch (find_edge (src, nb), x);
      gcc_assert (r && r->dest == x);
      for (gphi_iterator gsi = gsi_start_phis (x); !gsi_end_p (gsi);
	   gsi_next (&gsi), k++)
	add_phi_arg (gsi.phi (), args[k], r, locs[k]);
      redirect_edge_var_map_clear (r);
    }
  /* Only X can have had NB as its immediate dominator (NB's one successor
     is X); any other dominator of X also dominates NB's predecessors.  */
  if (dom_info_available_p (CDI_DOMINATORS)
      && get_immediate_dominator (CDI_DOMINATORS, x) == nb)
    set_immediate_dominator (CDI_DOMINATORS, x,
			     recompute_dominator (CDI_DOMINATORS, x));
  delete_basic_block (nb);
  return true;
}

/* Put the predecessors of PO->bb back in the order PO records, permuting
   the PHI arguments with them, if the block has the same predecessors
   again.  */

static void
canon_restore_pred_order (canon_pred_order *po)
{
  basic_block bb = po->bb;
  unsigned n = EDGE_COUNT (bb->preds);
  if (n != po->srcs.length ())
    return;
  /* The sources were BB's predecessors at one time, so they differ.  So
     do their edges to BB: a CFG has one edge per source and
     destination.  */
  auto_vec<edge> order;
  bool same = true;
  for (basic_block src : po->srcs)
    {
      edge e = find_edge (src, bb);
      if (!e)
	return;
      same &= e->dest_idx == order.length ();
      order.safe_push (e);
    }
  if (same)
    return;

  /* The arguments of each PHI, by edge, before the permutation.  */
  auto_vec<tree> args;
  auto_vec<location_t> locs;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    for (edge e : order)
      {
	args.safe_push (PHI_ARG_DEF_FROM_EDGE (gsi.phi (), e));
	locs.safe_push (gimple_phi_arg_location_from_edge (gsi.phi (), e));
      }
  for (unsigned i = 0; i < n; i++)
    {
      (*bb->preds)[i] = order[i];
      order[i]->dest_idx = i;
    }
  unsigned k = 0;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    for (unsigned i = 0; i < n; i++, k++)
      {
	SET_PHI_ARG_DEF (gsi.phi (), i, args[k]);
	gimple_phi_arg_set_location (gsi.phi (), i, locs[k]);
      }
}

/* Put the SSA name free lists of FUN back as canon_loops saved them
   (before the dedicated exits), if every SSA name made since is free
   again.  Later passes then number names exactly as they would without
   the plugin.  */

static void
canon_restore_ssa_names (function *fun)
{
  vec<tree, va_gc> *free_list = fun->gimple_df->free_ssanames;
  vec<tree, va_gc> *queue = fun->gimple_df->free_ssanames_queue;
  unsigned nfree = vec_safe_length (free_list);
  unsigned nqueue = vec_safe_length (queue);

  /* Names are popped from the end of the free list: what is left must be
     a prefix of the saved list.  */
  if (nfree > canon->saved_free.length () || nqueue < canon->saved_queue_len)
    return;
  for (unsigned i = 0; i < nfree; i++)
    if ((*free_list)[i] != canon->saved_free[i])
      return;
  /* Every popped name and every new name must be free again, and the
     queue may hold nothing else beyond its old end.  */
  for (unsigned i = nfree; i < canon->saved_free.length (); i++)
    if (!SSA_NAME_IN_FREE_LIST (canon->saved_free[i]))
      return;
  for (unsigned v = canon->saved_num_names; v < num_ssa_names; v++)
    if (ssa_name (v) && !SSA_NAME_IN_FREE_LIST (ssa_name (v)))
      return;
  hash_set<tree> popped;
  for (unsigned i = nfree; i < canon->saved_free.length (); i++)
    popped.add (canon->saved_free[i]);
  for (unsigned i = canon->saved_queue_len; i < nqueue; i++)
    {
      tree t = (*queue)[i];
      if (SSA_NAME_VERSION (t) < canon->saved_num_names
	  && !popped.contains (t))
	return;
    }

  for (unsigned i = nfree; i < canon->saved_free.length (); i++)
    vec_safe_push (fun->gimple_df->free_ssanames, canon->saved_free[i]);
  vec_safe_truncate (fun->gimple_df->free_ssanames_queue,
		     canon->saved_queue_len);
  vec_safe_truncate (SSANAMES (fun), canon->saved_num_names);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "SSA name free lists restored\n");
}

/* Return true if NB, a block made here, is the preheader or the latch of
   a loop.  */

static bool
canon_preheader_or_latch_p (basic_block nb)
{
  if (nb == nb->loop_father->latch)
    return true;
  if (!single_succ_p (nb))
    return false;
  basic_block h = single_succ (nb);
  return (h->loop_father->header == h && h->loop_father != nb->loop_father
	  && loop_outer (h->loop_father)
	  && loop_preheader_edge (h->loop_father)->src == nb);
}

/* Return true if dissolving the empty blocks made here cannot ask for a
   fixup of FUN's loop tree.  Removing an edge asks for one where
   irreducible regions are not marked, or from or into one
   (remove_edge).  */

static bool
canon_dissolving_keeps_loops_p (function *fun)
{
  if (!loops_state_satisfies_p (fun, LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS))
    return false;
  for (int i = canon->first_new_bb; i < last_basic_block_for_fn (fun); i++)
    {
      basic_block nb = BASIC_BLOCK_FOR_FN (fun, i);
      if (nb
	  && single_succ_p (nb)
	  && ((single_succ_edge (nb)->flags & EDGE_IRREDUCIBLE_LOOP)
	      || (single_succ (nb)->flags & BB_IRREDUCIBLE_LOOP)))
	return false;
    }
  return true;
}

/* Rewrite the whole function into loop-closed SSA.  Its SSA form is up
   to date (canon_update_ssa_final).  Check the result when VERIFY, as
   after a transformation.  */

static void
canon_finish_lcssa (function *fun, bool verify)
{
  /* The dominators, kept up to date by the dissolving, serve the
     rewrite.  canon_finalize recomputes them after it if it dissolved
     blocks.  So later passes walk the dominator tree in the order they
     would without the plugin.  */
  calculate_dominance_info (CDI_DOMINATORS);
  canon_quiet (true);
  rewrite_into_loop_closed_ssa (NULL, 0);
  canon_quiet (false);
  if (verify)
    canon_verify_ir (fun);
}

/* Replace the LCSSA PHIs made here that no transformation used by their
   argument.  */

static void
canon_drop_unused_lcssa (void)
{
  bitmap_iterator bi;
  unsigned ver;
  EXECUTE_IF_AND_COMPL_IN_BITMAP (canon->lcssa_names, canon->lcssa_used, 0,
				  ver, bi)
    {
      tree name = ssa_name (ver);
      if (!name || SSA_NAME_IN_FREE_LIST (name))
	continue;
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
      if (!phi || !gimple_bb (phi))
	continue;
      tree arg = degenerate_phi_result (phi);
      if (!arg || !may_propagate_copy (name, arg))
	continue;
      replace_uses_by (name, arg);
      gimple_stmt_iterator gsi = gsi_for_stmt (phi);
      remove_phi_node (&gsi, true);
    }
}

/* Take away the blocks of FUN made here that stayed empty, newest first,
   but for preheaders and latches when KEEP_FORMS.  Give their indices
   back.  Later passes then number blocks as they would without the
   plugin.  Return true if a block was deleted.  */

static bool
canon_dissolve_blocks (function *fun, bool keep_forms)
{
  bool deleted = false;
  for (int i = last_basic_block_for_fn (fun) - 1; i >= canon->first_new_bb;
       i--)
    {
      basic_block nb = BASIC_BLOCK_FOR_FN (fun, i);
      if (nb && !(keep_forms && canon_preheader_or_latch_p (nb)))
	deleted |= canon_dissolve_forwarder (nb);
    }
  /* Give back the indices after the last block still there, so that the
     next block made gets the index it gets after lim2.  */
  int last = last_basic_block_for_fn (fun);
  while (last > canon->first_new_bb && !BASIC_BLOCK_FOR_FN (fun, last - 1))
    last--;
  last_basic_block_for_fn (fun) = last;
  return deleted;
}

/* Put back the predecessor orders that splitting exits changed.  */

static void
canon_restore_pred_orders (void)
{
  /* Newest first: a block split for two loops gets the order it had
     before the first split last.  */
  for (int i = canon->pred_orders.length () - 1; i >= 0; i--)
    canon_restore_pred_order (canon->pred_orders[i]);
}

/* Undo what no transformation used, leave FUN as HOW says, and free the
   records.  Replace the unused LCSSA PHIs by their argument.  Dissolve
   the blocks made for the forms that stayed empty, and give back their
   indices.  Restore predecessor orders, and, when nothing else made SSA
   names, the SSA name free lists.  Then release the loop state.

   When the pass stands in for lim2 (-fno-tree-loop-im), it leaves FUN as
   lim2 would.  lim2 makes preheaders and simple latches and leaves them
   to the next CFG cleanup.  So HOW->keep_forms keeps those; only
   dedicated exit blocks go.  After store motion lim2 rewrites the whole
   function into loop-closed SSA.  So HOW->keep_lcssa keeps every LCSSA
   PHI, and makes the loop-closed rewrite of the whole function that
   canon_update_ssa_final left (LCSSA_PENDING), verified as the
   transformations are (HOW->verify).  Later passes then see the IL they
   see after lim2.

   HOW->in_pipeline: the pass ran in the loop pipeline (standing in for
   lim4), which keeps the loop structures, their preheaders, simple
   latches and recorded exits, and loop-closed SSA: they stay for the
   passes after.  */

void
canon_finalize (function *fun, const canon_exit_form *how)
{
  bool lcssa_pending = canon->lcssa_pending;
  gcc_assert (!lcssa_pending || how->keep_lcssa);
  gcc_assert (!how->in_pipeline || (how->keep_forms && how->keep_lcssa));
  if (!how->keep_lcssa)
    canon_drop_unused_lcssa ();
  /* The loop-closed rewrite waits for the dissolving.  It does not when
     that asks for a fixup of the loop tree (an edge removed in an
     irreducible region): the rewrite could not rely on the tree.  */
  bool rewrite_first = lcssa_pending && !canon_dissolving_keeps_loops_p (fun);
  if (rewrite_first)
    canon_finish_lcssa (fun, how->verify);
  bool deleted = canon_dissolve_blocks (fun, how->keep_forms);
  canon_restore_pred_orders ();
  if (lcssa_pending && !rewrite_first)
    canon_finish_lcssa (fun, how->verify);
  if (deleted)
    free_dominance_info (CDI_DOMINATORS);
  if (!how->in_pipeline)
    loops_state_clear (fun, LOOP_CLOSED_SSA);
  canon_restore_ssa_names (fun);

  for (canon_pred_order *po : canon->pred_orders)
    delete po;
  canon->pred_orders.release ();
  for (canon_loop_info *info : canon->info)
    delete info;
  canon->info.release ();
  BITMAP_FREE (canon->lcssa_names);
  BITMAP_FREE (canon->lcssa_used);
  BITMAP_FREE (canon->label_borrowers);
  delete canon;
  canon = NULL;
  if (how->in_pipeline)
    loops_state_set (fun, LOOP_CLOSED_SSA);
  else
    loop_optimizer_finalize (fun);
}
