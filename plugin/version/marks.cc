/* looplicm: loop versioning, the dependence marks of the fast copy.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The references of the fast copy get a new dependence clique
   (MR_DEPENDENCE_CLIQUE and MR_DEPENDENCE_BASE, as GCC marks restrict).
   Each location checked gets a base of its own; the references it was
   checked against share one more (ver_assign_bases).  GCC's alias oracle
   then knows the pairs independent in the fast copy, for this pass's
   store motion and hoisting.  What the check did not cover keeps clique
   0 and says nothing.  docs/THEORY.md, section 7, proves that the check
   makes the marks true (lemmas 17-19).

   The marks come off again at the end of the pass (version_unmark).
   GCC takes a clique as true wherever a reference appears.  Its later
   passes copy references to other places that access the same
   location.  lim4 would build a store in the slow copy from the fast
   copy's reference, and RTL would reorder two stores to the same bytes.
   Before they come off, the fast copies are handed to the vectorizer
   (vect.cc), and the references of those meant for a later loop pass
   are labelled (jam.cc).  */

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

/* Give the reference R of the fast copy clique CLIQUE and base BASE.  The
   reference is first replaced in its statement by a copy of its own: a
   tree shared with a statement outside the fast copy would carry the
   claim where no check guards it.  */

void
ver_mark (ver_ref *r, unsigned short clique, unsigned short base)
{
  gassign *stmt = as_a <gassign *> (r->stmt);
  tree copy = unshare_expr (r->ref);
  if (r->store)
    {
      gcc_assert (gimple_assign_lhs (stmt) == r->ref);
      gimple_assign_set_lhs (stmt, copy);
    }
  else
    {
      gcc_assert (gimple_assign_rhs1 (stmt) == r->ref);
      gimple_assign_set_rhs1 (stmt, copy);
    }
  update_stmt (stmt);
  r->ref = copy;
  tree b = copy;
  while (handled_component_p (b))
    b = TREE_OPERAND (b, 0);
  gcc_assert (TREE_CODE (b) == MEM_REF
		       || TREE_CODE (b) == TARGET_MEM_REF);
  MR_DEPENDENCE_CLIQUE (b) = clique;
  MR_DEPENDENCE_BASE (b) = base;
}

/* Return true if a check of ST covers references I and J: their keys are
   the two ranges of one check.  */

static bool
ver_covered_p (ver_state *st, unsigned i, unsigned j)
{
  unsigned ki = ver_key (st->refs, st->groups, i);
  unsigned kj = ver_key (st->refs, st->groups, j);
  for (const ver_check &c : st->checks)
    {
      unsigned ka = ver_key (st->refs, st->groups, c.a);
      unsigned kb = ver_key (st->refs, st->groups, c.b);
      if ((ka == ki && kb == kj) || (ka == kj && kb == ki))
	return true;
    }
  return false;
}

/* Step 5 of ver_loop: give every reference of ST its dependence base in
   the fast copy.  Two references with different bases are claimed
   independent there.  For store motion and hoisting, each chosen
   location has a base of its own, and the ranges checked against one
   share one more.  With EVERY_PAIR, for a client that asks about every
   pair (the vectorizer and the later loop passes), each base address
   that is stored has one of its own, and every other reference shares
   one more.  Then add the check of every pair
   claimed apart that the oracle does not already separate.  Two loads,
   of a location and of a range, are not blockers, but are claimed apart
   too: a later transformation may build a store from either.  */

void
ver_assign_bases (ver_state *st, bool every_pair)
{
  vec<ver_ref> &refs = st->refs;
  unsigned short others = refs.length () + 1;
  st->bases.truncate (0);
  st->bases.safe_grow_cleared (refs.length ());
  for (unsigned i = 0; i < refs.length (); i++)
    {
      const ver_ref &r = refs[i];
      /* A reference without a MEM_REF base (a[i] of a declared array
	 sharing a range with a pointer access) carries no mark: it claims
	 nothing, and the oracle keeps its own answer for it.  */
      if (!r.markable)
	continue;
      if (every_pair)
	{
	  if (!r.analyzed)
	    continue;
	  st->bases[i] = others;
	  for (unsigned j = 0; j < refs.length (); j++)
	    if (refs[j].store && ver_same_base_p (st, i, j))
	      {
		/* The first reference from that base names it.  */
		unsigned k = 0;
		while (!ver_same_base_p (st, i, k))
		  k++;
		st->bases[i] = k + 1;
		break;
	      }
	}
      else if (r.group >= 0 && st->groups[r.group].chosen)
	st->bases[i] = r.group + 1;
      else
	for (const ver_check &c : st->checks)
	  if (c.b == ver_key (refs, st->groups, i))
	    st->bases[i] = others;
    }
  for (unsigned i = 0; i < refs.length (); i++)
    for (unsigned j = 0; j < refs.length (); j++)
      {
	unsigned short bi = st->bases[i], bj = st->bases[j];
	if (!bi || !bj || bi == bj || bi == others
	    || ver_covered_p (st, i, j) || !ver_pair_may_alias_p (st, i, j))
	  continue;
	unsigned a = (refs[i].group >= 0 ? st->groups[refs[i].group].first
		      : refs[i].range);
	ver_check c = { a, ver_key (refs, st->groups, j) };
	st->checks.safe_push (c);
      }
}

/* A nest kept for unroll-and-jam, or a loop for loop distribution, as
   ver_handoff found it.  */

struct ver_jam
{
  int num;
  unsigned short clique;
  /* The safelen of its outer and its inner loop before the hand-off.  */
  int outer_safelen;
  int inner_safelen;
  /* VER_FOR_JAM for a nest, or VER_FOR_DIST or VER_FOR_PCOM for an
     innermost loop.  */
  enum ver_purpose purpose;
};

/* Return true if the references of the fast copy F are labelled for a
   later pass once the marks come off: those of an innermost loop meant
   for loop distribution or predictive commoning, or of the outer loop
   of a nest whose check is named for unroll-and-jam.  */

static bool
ver_labelled_p (const ver_fast &f)
{
  return f.nest ? f.purpose == VER_FOR_JAM : ver_purposes[f.purpose].labelled;
}

/* walk_tree callback: count in DATA, a version_clique_walk, a memory
   reference whose dependence clique is in its range, and take the
   clique and base off when it says so.  */

static tree
ver_cliques_r (tree *tp, int *walk_subtrees, void *data)
{
  version_clique_walk *w = (version_clique_walk *) data;
  tree t = *tp;
  if ((TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
      && MR_DEPENDENCE_CLIQUE (t) >= w->lo
      && MR_DEPENDENCE_CLIQUE (t) <= w->hi)
    {
      w->n++;
      if (w->clear)
	{
	  MR_DEPENDENCE_CLIQUE (t) = 0;
	  MR_DEPENDENCE_BASE (t) = 0;
	}
    }
  else if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Walk every operand of STMT with W (ver_cliques_r).  Return the
   references W has counted so far.  */

unsigned
version_walk_cliques (gimple *stmt, version_clique_walk *w)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    if (tree op = gimple_op (stmt, i))
      walk_tree (&op, ver_cliques_r, w, NULL);
  return w->n;
}

/* Take the dependence cliques LO to HI off every memory reference of
   FUN: in its statements, debug binds included, and in the addresses of
   its PHI arguments.  */

void
version_clear_cliques (function *fun, unsigned short lo, unsigned short hi)
{
  version_clique_walk w = { lo, hi, true, 0 };
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	for (unsigned i = 0; i < gimple_phi_num_args (psi.phi ()); i++)
	  {
	    tree arg = gimple_phi_arg_def (psi.phi (), i);
	    walk_tree (&arg, ver_cliques_r, &w, NULL);
	  }
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!is_gimple_debug (stmt) || gimple_debug_bind_p (stmt))
	    version_walk_cliques (stmt, &w);
	}
    }
}

/* Take the dependence cliques of FN's versioned loops off every memory
   reference of FUN, once the transformations have used them.  Hand the
   fast copies to the vectorizer first (ver_handoff), and label the
   references of those meant for a later loop pass (jam_label).  GCC takes
   a clique as true wherever the reference appears.  Its later passes
   copy references from one place to another that accesses the same
   location.  GCC's own lim4 makes the exit store of a promoted location
   from whichever reference to it it saw first.  The claim of a
   versioned loop holds only under its check, so it must not outlive
   this pass.  */

void
ver_unmark (function *fun, ver_function *fn)
{
  /* The nests kept for unroll-and-jam and the loops for loop
     distribution and predictive commoning; their references are labelled
     once the hand-off has used the marks, before the marks come off.  */
  auto_vec<ver_jam, 4> jams;
  for (const ver_fast &f : fn->fast_loops)
    if (class loop *loop = (ver_labelled_p (f) ? get_loop (fun, f.num)
			    : NULL))
      jams.safe_push ({ f.num, f.clique, loop->safelen,
			loop->inner ? loop->inner->safelen : -1, f.purpose });
  if (!fn->fast_loops.is_empty ())
    ver_handoff (fun, fn);
  for (const ver_jam &j : jams)
    {
      class loop *loop = get_loop (fun, j.num);
      jam_label (fun, j.num, j.clique,
		 j.outer_safelen == 0 && loop->safelen != 0,
		 (j.inner_safelen == 0 && loop->inner
		  && loop->inner->safelen != 0), j.purpose);
    }
  if (!fn->first_clique)
    return;
  gcc_assert (fn->first_clique <= fn->last_clique);
  version_clear_cliques (fun, fn->first_clique, fn->last_clique);
  /* Give the numbers back when no clique was made after them.  */
  if (fun->last_clique == fn->last_clique)
    fun->last_clique = fn->first_clique - 1;
  fn->first_clique = fn->last_clique = 0;
}
