/* looplicm: loop versioning, the hand-off to unroll-and-jam, and the
   labels that carry marks to the loop passes.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   GCC's unroll-and-jam (-O3, gimple-loop-jam.cc) unrolls an outer loop
   and fuses the copies of its inner loop.  It does so where GCC's
   dependence analysis of the nest allows it.  Take gemm's

     for (k = 0; k < nk; k++)
       for (j = 0; j < nj; j++)
	 c[i][j] += alpha * a[i][k] * b[k][j];

   It must know that c[i][j] is none of the b[k][j].  It reads dependence
   cliques, not safelen: safelen speaks of one loop, the jam of two.  The
   fast copy of a nest versioned whole (ver_nest_p) has such cliques
   while this plugin's pass runs.  But they come off at its end
   (version_unmark).  PRE, sink and DSE run before the loop pipeline, and
   may copy a reference to a place no check guards.  GCC takes a clique
   as true wherever a reference appears.

   So a pass right before unroll-and-jam puts the marks back for it and
   the loop passes after it (jam_remark).  A pass right before ivopts
   takes them off (jam_unmark).  In between run only passes that keep a
   reference inside the region they copy: unroll-and-jam, loop
   distribution, interchange, if-conversion, the vectorizer, predictive
   commoning, complete unrolling.  Graphite, whose lim3 would run there,
   and parloops, which outlines loops, are excluded (jam_wanted_p).  The
   vectorizer then sees the marks too, and hoists what a fused loop
   leaves invariant.  lim4, which would copy a reference from the fast
   copy into the slow one, and RTL run after ivopts.
   To find the references again across PRE and the others,
   version_unmark leaves each reference of the fast nest a label instead
   of its mark (jam_label).  A label is a clique of its own with base 1.
   It claims nothing.  The alias oracle and tree-data-ref separate
   neither two references of different cliques, nor two of one clique
   and one base.  So a label may be copied or moved anywhere without
   changing what any pass may do.  A copy made by GCC's block
   duplication (unswitching, loop splitting) gets a fresh clique
   (remap_dependence_clique), which is again only a label.  The
   references of an innermost loop versioned for loop distribution or
   predictive commoning (dist-pcom.cc) are labelled the same way, and
   marked again by the same pass, with a clique owned by that loop.

   Right before unroll-and-jam, the nest's marks are put back when
     - the check, named after the outer loop (ver_name_check), is tested
       by exactly one condition.  Its true edge must be the only way into
       the block that dominates the outer loop.  Then each entry into the
       nest has passed the check, computed from the same values as the
       addresses;
     - each label is on at most one statement, a load or a store of the
       labelled reference, inside the outer loop.  The statement is the
       one that was marked, or a copy that replaced it, as PRE leaves
       one.  It accesses in each iteration what it accessed in the fast
       copy, which the check covers over all iterations of both loops.
       Missing labels (DSE removed a store) do not matter;
     - the outer loop still has one inner loop, and neither owns a
       clique.
   The marks get a new clique owned by both loops.  So tree-data-ref
   takes them across the iterations of the nest, and GCC's block
   duplication keeps them in the copies it makes of the nest's blocks.
   The safelen ver_handoff gave either loop is taken back.  Fusing two
   iterations of the outer loop can make a dependence of the nest one
   between iterations of the fused inner loop, which safelen would deny.
   The marks stay true and tell the vectorizer what safelen told it.
   Right after unroll-and-jam, jam_dse removes a store that a later store
   of its block overwrites before anything reads it.  Fusion leaves one
   per fused iteration.  GCC's DSE removes them in a restrict build, but
   here it runs only after the marks are off.  Right before ivopts every
   clique made since the first label comes off every statement: marks,
   labels and the copies GCC made of them.  No loop owns one then.

   A nest that only unroll-and-jam would gain from is versioned whole for
   it (ver_jam_reuse_p).  Examples are fdtd-2d's rows, where a row reads
   a row next to it and nothing is invariant (-O3).  Its check is kept as
   for store motion.  Nothing after unroll-and-jam says whether it fused
   the copy, and the vectorizer sees the marks too.  */

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
#include "tree-eh.h"
#include "tree-ssa.h"
#include "tree-pretty-print.h"
#include "gimple-pretty-print.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "gcc-compat.h"
#include "internals.h"

/* No more labels are made once a function's cliques reach this: GCC
   numbers them in an unsigned short and makes more of its own.  */
#define JAM_MAX_CLIQUE 30000

/* A fast copy whose references carry labels: a nest, or an innermost
   loop.  */

struct jam_family
{
  /* The outer loop's number, also in its check's name.  */
  int num;
  /* The first label; label FIRST + I stands for base BASES[I].  */
  unsigned short first;
  auto_vec<unsigned short> bases;
  /* The clique jam_remark gave the references, or 0.  */
  unsigned short clique;
  /* The outer loop, the inner loop had safelen from ver_handoff.  */
  bool handed_outer;
  bool handed_inner;
  /* VER_FOR_JAM for a nest, or VER_FOR_DIST or VER_FOR_PCOM for an
     innermost loop versioned for loop distribution (ver_dist_copy_p) or
     predictive commoning (ver_pcom_reuse), whose check is named
     VER_VECT_CHECK_PREFIX.  */
  enum ver_purpose purpose;
};

/* Forget LATE's labelled fast copies.  */

void
jam_release (ver_late *late)
{
  for (jam_family *f : late->jam_families)
    delete f;
  late->jam_families.release ();
  late->jam_first_clique = 0;
}

/* Return true if marks may be carried from unroll-and-jam to ivopts in
   FUN: not where a pass in between would carry a reference out of the
   fast copy (graphite's lim3, or parloops, which outlines loops into
   functions of their own).  */

static bool
jam_window_p (function *fun)
{
  if (flag_graphite || flag_graphite_identity || flag_loop_nest_optimize
      || flag_loop_parallelize_all || flag_tree_parallelize_loops > 1)
    return false;
  return (opt_for_fn (fun->decl, flag_tree_loop_optimize)
	  && fun->last_clique < JAM_MAX_CLIQUE);
}

/* Return true if GCC's unroll-and-jam is still to run on FUN.  */

bool
jam_wanted_p (function *fun)
{
  return opt_for_fn (fun->decl, flag_unroll_jam) && jam_window_p (fun);
}

/* Return true if GCC's loop distribution is still to run on FUN and
   makes library calls of loops (-ftree-loop-distribute-patterns, on at
   -O2 and -O3).  */

bool
jam_dist_wanted_p (function *fun)
{
  return (opt_for_fn (fun->decl, flag_tree_loop_distribute_patterns)
	  && jam_window_p (fun));
}

/* Return true if GCC's predictive commoning (-O3) is still to run on
   FUN.  */

bool
jam_pcom_wanted_p (function *fun)
{
  return (opt_for_fn (fun->decl, flag_predictive_commoning)
	  && jam_window_p (fun));
}

/* Return true if the GCC pass of PURPOSE, which references are
   labelled for, is still to run on FUN and marks can reach it.  */

static bool
jam_client_wanted_p (function *fun, enum ver_purpose purpose)
{
  switch (purpose)
    {
    case VER_FOR_DIST:
      return jam_dist_wanted_p (fun);
    case VER_FOR_PCOM:
      return jam_pcom_wanted_p (fun);
    case VER_FOR_JAM:
      return jam_wanted_p (fun);
    default:
      return false;
    }
}

/* Return true if FUN has labelled nests.  */

bool
jam_pending_p (function *fun)
{
  ver_late *late = ver_late_get (fun);
  return late && !late->jam_families.is_empty ();
}

/* The farthest apart, in bytes, two references of one base that
   ver_jam_distance compares.  */
#define VER_JAM_FAR (HOST_WIDE_INT_1 << 40)

/* Take references A and B of one base address, inner step and size in
   the loop inside OUTER.  Their addresses in OUTER's first iteration are
   ABASE and BBASE, and step by OSTEP per iteration of OUTER.  Set *DK
   and *DJ to the iterations of OUTER and of the inner loop after which
   one accesses what the other accessed, DK >= 0.  fdtd-2d's hz[i][j] and
   hz[i - 1][j] have DK = 1, DJ = 0.  jacobi-2d's a[i + 1][j] and
   a[i][j + 1] have DK = 1, DJ = -1.  Return false if the addresses
   differ by no such whole numbers.  */

static bool
ver_jam_distance (const ver_ref &a, const ver_ref &b, tree abase,
		  tree bbase, tree ostep, HOST_WIDE_INT *dk,
		  HOST_WIDE_INT *dj)
{
  aff_tree da, db;
  tree_to_aff_combination (abase, sizetype, &da);
  tree_to_aff_combination (bbase, sizetype, &db);
  aff_combination_scale (&db, -1);
  aff_combination_add (&da, &db);
  HOST_WIDE_INT d;
  if (da.n || da.rest || !da.offset.is_constant ()
      || !wi::fits_shwi_p (da.offset.to_constant ()))
    return false;
  d = da.offset.to_constant ().to_shwi ();
  HOST_WIDE_INT so = tree_to_shwi (ostep);
  HOST_WIDE_INT si = tree_to_shwi (a.dr.step);
  if (absu_hwi (d) > (unsigned HOST_WIDE_INT) VER_JAM_FAR || !so || !si
      || !operand_equal_p (a.dr.step, b.dr.step, 0))
    return false;
  /* The nearest whole number of outer steps, then inner steps.  */
  HOST_WIDE_INT k = d / so, rest = d - k * so;
  if (2 * absu_hwi (rest) > absu_hwi (so))
    k += (rest > 0) == (so > 0) ? 1 : -1;
  rest = d - k * so;
  if (rest % si)
    return false;
  HOST_WIDE_INT j = rest / si;
  *dk = k < 0 ? -k : k;
  *dj = k < 0 ? -j : j;
  return true;
}

/* Return true if NAME, defined in LOOP inside OUTER, is used in OUTER
   after LOOP, directly or through a PHI node of LOOP's exit EXIT (its
   loop-closed copy).  */

static bool
ver_used_after_in_p (tree name, class loop *loop, class loop *outer,
		     edge exit)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *u = USE_STMT (use);
      basic_block bb = gimple_bb (u);
      if (is_gimple_debug (u) || flow_bb_inside_loop_p (loop, bb)
	  || !flow_bb_inside_loop_p (outer, bb))
	continue;
      if (gimple_code (u) != GIMPLE_PHI || bb != exit->dest)
	return true;
      imm_use_iterator it2;
      use_operand_p use2;
      FOR_EACH_IMM_USE_FAST (use2, it2, gimple_phi_result (u))
	if (!is_gimple_debug (USE_STMT (use2))
	    && flow_bb_inside_loop_p (outer, gimple_bb (USE_STMT (use2))))
	  return true;
    }
  return false;
}

/* Return true if the copies of LOOP, the only loop of OUTER, can be fused
   as GCC's unroll-and-jam requires (unroll_jam_possible_p).  Every value
   LOOP carries from one iteration to the next must be an induction whose
   start and step OUTER does not change; a sum over the inner loop is
   not.  No value LOOP computes may be used in OUTER after it.  */

static bool
ver_jam_fusable_p (class loop *loop, class loop *outer)
{
  edge exit = single_exit (loop);
  if (!exit)
    return false;
  for (gphi_iterator psi = gsi_start_phis (loop->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree op = gimple_phi_result (psi.phi ());
      affine_iv iv;
      if (virtual_operand_p (op))
	continue;
      if (!simple_iv (loop, loop, op, &iv, true)
	  || !expr_invariant_in_loop_p (outer, iv.base)
	  || !expr_invariant_in_loop_p (outer, iv.step))
	return false;
    }
  basic_block *body = get_loop_body (loop);
  bool used = false;
  for (unsigned i = 0; i < loop->num_nodes && !used; i++)
    {
      for (gphi_iterator psi = gsi_start_phis (body[i]);
	   !gsi_end_p (psi) && !used; gsi_next (&psi))
	{
	  tree op = gimple_phi_result (psi.phi ());
	  used = (!virtual_operand_p (op)
		  && ver_used_after_in_p (op, loop, outer, exit));
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi) && !used; gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  used = (lhs && TREE_CODE (lhs) == SSA_NAME
		  && !virtual_operand_p (lhs)
		  && ver_used_after_in_p (lhs, loop, outer, exit));
	}
    }
  free (body);
  return !used;
}

/* Return true if GCC's unroll-and-jam (-O3, gimple-loop-jam.cc) may fuse
   iterations of the loop around ST's loop where it knows the ranges of
   different base addresses apart, as in a restrict build.  ST's loop
   must be the only loop of that loop.  Every reference must be analyzed,
   with an address affine in both loops.  Two references of one base
   address, inner step and size must access each other's addresses DK
   iterations of the outer loop apart, in the same inner iteration, with
   1 <= DK < unroll-jam-max-unroll.  Fusing DK + 1 iterations then saves
   a load: fdtd-2d's hz[i][j] and hz[i - 1][j].  Unroll-and-jam fuses no
   more iterations than the DK of any two references of one base whose
   inner distance is negative, even two loads.  So there must be none at
   DK = 1 (jacobi-2d's a[i + 1][j] and a[i][j + 1], which it leaves).  */

static bool
ver_jam_reuse_p (ver_state *st)
{
  class loop *loop = st->loop;
  class loop *outer = loop_outer (loop);
  if (!jam_wanted_p (cfun) || !ver_plain_loop_p (loop) || loop->inner
      || !loop_outer (outer) || outer->inner != loop || loop->next
      || optimize_loop_nest_for_size_p (outer)
      || !ver_jam_fusable_p (loop, outer))
    return false;
  vec<ver_ref> &refs = st->refs;
  auto_vec<tree, 16> obase, ostep;
  for (const ver_ref &r : refs)
    {
      tree b, s;
      if (!r.analyzed || !tree_fits_shwi_p (r.dr.step)
	  || !ver_outer_iv_expr (outer, ver_start_address (r), &b, &s)
	  || !tree_fits_shwi_p (s))
	return false;
      obase.safe_push (b);
      ostep.safe_push (s);
    }
  HOST_WIDE_INT limit = param_unroll_jam_max_unroll, profit = 1;
  for (unsigned i = 0; i < refs.length (); i++)
    for (unsigned j = 0; j < i; j++)
      {
	if (!operand_equal_p (refs[i].dr.base_address,
			      refs[j].dr.base_address, 0))
	  continue;
	HOST_WIDE_INT dk, dj;
	/* A distance GCC's analysis of the nest may not know either
	   stops unroll-and-jam.  */
	if (refs[i].size != refs[j].size
	    || !operand_equal_p (ostep[i], ostep[j], 0)
	    || !ver_jam_distance (refs[i], refs[j], obase[i], obase[j],
				  ostep[i], &dk, &dj))
	  return false;
	if (dk > 0 && dj < 0)
	  limit = MIN (limit, dk);
	else if (dk > 0 && dj == 0 && dk < param_unroll_jam_max_unroll)
	  profit = MAX (profit, dk + 1);
      }
  return MIN (limit, profit) > 1;
}

/* Return ver_jam_reuse_p (ST), asked once for ST's loop: both the
   cheap first test of ver_loop and ver_plan_checks want it, and it walks
   the loop and follows every address in the outer loop.  */

bool
ver_jam_p (ver_state *st)
{
  if (st->jam_reuse < 0)
    st->jam_reuse = ver_jam_reuse_p (st);
  return st->jam_reuse;
}

/* Return the MEM_REF or TARGET_MEM_REF under REF, or NULL.  */

static tree
jam_mem_base (tree ref)
{
  while (handled_component_p (ref))
    ref = TREE_OPERAND (ref, 0);
  if (TREE_CODE (ref) == MEM_REF || TREE_CODE (ref) == TARGET_MEM_REF)
    return ref;
  return NULL_TREE;
}

/* Return the stored operand of STMT, else its loaded operand, when it
   is a memory reference through a MEM_REF, or NULL.  */

static tree *
jam_access (gimple *stmt)
{
  gassign *assign = dyn_cast <gassign *> (stmt);
  if (!assign || !gimple_assign_single_p (assign))
    return NULL;
  if (gimple_vdef (assign) && jam_mem_base (gimple_assign_lhs (assign)))
    return gimple_assign_lhs_ptr (assign);
  if (gimple_vuse (assign) && jam_mem_base (gimple_assign_rhs1 (assign)))
    return gimple_assign_rhs1_ptr (assign);
  return NULL;
}

/* Replace the access *OP of STMT by a copy whose MEM_REF has clique
   CLIQUE and base BASE (a tree shared with another statement would carry
   the claim there too).  */

static void
jam_set (gimple *stmt, tree *op, unsigned short clique, unsigned short base)
{
  *op = unshare_expr (*op);
  tree b = jam_mem_base (*op);
  MR_DEPENDENCE_CLIQUE (b) = clique;
  MR_DEPENDENCE_BASE (b) = base;
  update_stmt (stmt);
}

/* Label the references of the fast nest NUM of FUN that carry the mark
   CLIQUE (called by version_unmark, before the marks come off).
   HANDED_OUTER and HANDED_INNER say whether ver_handoff gave the outer
   and the inner loop safelen.  PURPOSE says whether NUM is a nest
   (VER_FOR_JAM), or an innermost loop versioned for loop distribution or
   predictive commoning.  */

void
jam_label (function *fun, int num, unsigned short clique, bool handed_outer,
	   bool handed_inner, enum ver_purpose purpose)
{
  gcc_assert (purpose == VER_FOR_JAM || ver_purposes[purpose].labelled);
  /* version_loops started the late state of FUN.  */
  ver_late *late = ver_late_get (fun);
  gcc_assert (late);
  class loop *loop = version_get_loop (fun, num);
  if (!loop || !jam_client_wanted_p (fun, purpose))
    return;
  jam_family *f = new jam_family ();
  f->num = num;
  f->purpose = purpose;
  /* Never clique 1, the function's own restrict clique.  */
  if (fun->last_clique == 0)
    fun->last_clique = 1;
  f->first = fun->last_clique + 1;
  f->clique = 0;
  f->handed_outer = handed_outer;
  f->handed_inner = handed_inner;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree *op = jam_access (stmt);
	if (!op || MR_DEPENDENCE_CLIQUE (jam_mem_base (*op)) != clique
	    || fun->last_clique >= JAM_MAX_CLIQUE)
	  continue;
	f->bases.safe_push (MR_DEPENDENCE_BASE (jam_mem_base (*op)));
	jam_set (stmt, op, ++fun->last_clique, 1);
      }
  free (body);
  if (f->bases.is_empty ())
    {
      delete f;
      return;
    }
  if (!late->jam_first_clique)
    late->jam_first_clique = f->first;
  late->jam_families.safe_push (f);
  if (dump_file)
    fprintf (dump_file, "Loop %d: its %u marked references labelled for "
	     "%s\n", num, f->bases.length (), ver_purposes[purpose].client);
}

/* Return the number of references of F's labels in STMT (in any
   operand).  */

static unsigned
jam_count (gimple *stmt, jam_family *f)
{
  version_clique_walk w = { f->first,
			    (unsigned short) (f->first + f->bases.length ()
					      - 1),
			    false, 0 };
  return version_walk_cliques (stmt, &w);
}

/* A statement of a labelled nest to mark again.  */

struct jam_site
{
  gimple *stmt;
  tree *op;
  unsigned short base;
};

/* Return why the check of F does not guard LOOP, or NULL: it must be
   tested by exactly one condition, whose true edge is the only way into
   a block that dominates LOOP.  */

static const char *
jam_check_guards (function *fun, jam_family *f, class loop *loop)
{
  edge guard = NULL;
  unsigned found = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      gimple *last = looplicm_last_stmt (bb);
      if (!last
	  || (version_check_num (last, f->purpose != VER_FOR_JAM
				 ? VER_VECT_CHECK_PREFIX : JAM_CHECK_PREFIX)
	      != f->num))
	continue;
      found++;
      edge t, e;
      extract_true_false_edges_from_block (bb, &t, &e);
      guard = t;
    }
  if (found != 1)
    return found ? "its check was copied" : "its check is gone";
  if (!single_pred_p (guard->dest)
      || !dominated_by_p (CDI_DOMINATORS, loop->header, guard->dest))
    return "its check no longer guards it";
  return NULL;
}

/* Collect in SITES the references of F's labels in FUN.  Return why
   they cannot be marked again, or NULL: each label on at most one
   statement, a load or store of it inside LOOP.  */

static const char *
jam_collect (function *fun, jam_family *f, class loop *loop,
	     vec<jam_site> *sites)
{
  auto_vec<bool, 16> seen;
  seen.safe_grow_cleared (f->bases.length ());
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	unsigned n = jam_count (stmt, f);
	if (!n)
	  continue;
	/* The one labelled reference of the statement is its access.  */
	tree *op = jam_access (stmt);
	unsigned label = op ? MR_DEPENDENCE_CLIQUE (jam_mem_base (*op)) : 0;
	if (n != 1 || label < f->first
	    || label >= f->first + f->bases.length ())
	  return "a labelled reference is not a load or a store";
	if (!flow_bb_inside_loop_p (loop, bb))
	  return "a reference left the nest";
	if (seen[label - f->first])
	  return "a reference was copied";
	seen[label - f->first] = true;
	sites->safe_push ({ stmt, op, f->bases[label - f->first] });
      }
  return NULL;
}

/* Mark again the references of the labelled nest F of FUN.  */

static void
jam_remark_family (function *fun, jam_family *f)
{
  class loop *loop = version_get_loop (fun, f->num);
  const char *why = NULL;
  auto_vec<jam_site, 16> sites;
  bool nest = f->purpose == VER_FOR_JAM;
  if (nest ? !loop || !loop->inner || loop->inner->inner || loop->inner->next
      : !loop || loop->inner)
    why = nest ? "it is no longer a nest of two loops"
	  : "it is no longer an innermost loop";
  else if (loop->owned_clique || (loop->inner && loop->inner->owned_clique))
    why = "a loop of it owns a clique";
  else if (fun->last_clique >= JAM_MAX_CLIQUE)
    why = "the function has too many cliques";
  if (!why)
    why = jam_check_guards (fun, f, loop);
  if (!why)
    why = jam_collect (fun, f, loop, &sites);
  if (!why && sites.is_empty ())
    why = "no labelled reference is left";
  if (why)
    {
      if (dump_file)
	fprintf (dump_file, "Loop %d is not marked for %s: %s\n", f->num,
		 ver_purposes[f->purpose].client, why);
      return;
    }
  f->clique = ++fun->last_clique;
  for (const jam_site &s : sites)
    jam_set (s.stmt, s.op, f->clique, s.base);
  loop->owned_clique = f->clique;
  /* One loop: safelen, true of its iterations, stays with it.  */
  if (!nest)
    {
      if (dump_file)
	fprintf (dump_file, "Loop %d: %u references marked again for %s, "
		 "dependence clique %u\n", f->num, sites.length (),
		 ver_purposes[f->purpose].client, f->clique);
      statistics_counter_event (fun, ver_purposes[f->purpose].marked, 1);
      return;
    }
  loop->inner->owned_clique = f->clique;
  /* The marks now say to the vectorizer what safelen said, and stay
     true when unroll-and-jam fuses two iterations of the outer loop into
     one of the inner loop; safelen would not.  */
  if (f->handed_outer)
    loop->safelen = 0;
  if (f->handed_inner)
    loop->inner->safelen = 0;
  if (dump_file)
    fprintf (dump_file, "Loop %d: %u references marked again for "
	     "unroll-and-jam and the vectorizer, dependence clique %u%s\n",
	     f->num, sites.length (), f->clique,
	     f->handed_outer || f->handed_inner
	     ? "; safelen taken back" : "");
  statistics_counter_event (fun, ver_purposes[VER_FOR_JAM].marked, 1);
}

/* Run right before GCC's unroll-and-jam: mark again the references of
   the labelled nests of FUN whose labels and check are where versioning
   left them.  Return TODO flags.  */

unsigned int
jam_remark (function *fun)
{
  if (!jam_pending_p (fun))
    return 0;
  calculate_dominance_info (CDI_DOMINATORS);
  for (jam_family *f : ver_late_get (fun)->jam_families)
    jam_remark_family (fun, f);
  return 0;
}

/* Return true if STMT, a store of a reference marked with a clique from
   FIRST on, is overwritten later in its block before any statement may
   read what it stored.  */

static bool
jam_dead_store_p (function *fun, gimple *stmt, unsigned short first)
{
  if (!gimple_assign_single_p (stmt) || !gimple_vdef (stmt)
      || gimple_has_volatile_ops (stmt) || stmt_could_throw_p (fun, stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  tree base = jam_mem_base (lhs);
  if (!base || MR_DEPENDENCE_CLIQUE (base) < first)
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *s = gsi_stmt (gsi);
      if (is_gimple_debug (s))
	continue;
      if (is_gimple_call (s) || gimple_code (s) == GIMPLE_ASM
	  || stmt_could_throw_p (fun, s)
	  || (gimple_vuse (s) && ref_maybe_used_by_stmt_p (s, lhs)))
	return false;
      /* operand_equal_p also asks for the same clique and base.  */
      if (gimple_assign_single_p (s) && gimple_vdef (s)
	  && !gimple_has_volatile_ops (s)
	  && operand_equal_p (gimple_assign_lhs (s), lhs, 0))
	return true;
    }
  return false;
}

/* Run right after GCC's unroll-and-jam: remove the stores of marked
   references that a later store of the same block overwrites before
   anything reads them.  Unroll-and-jam leaves one per fused iteration:
   c[i][j] stored by iteration k of the outer loop and again by
   iteration k + 1, b[k + 1][j] loaded in between.  GCC's DSE would
   remove it with restrict, but it runs only after the marks are off.
   Return TODO flags.  */

unsigned int
jam_dse (function *fun)
{
  if (!jam_pending_p (fun))
    return 0;
  unsigned short first = ver_late_get (fun)->jam_first_clique;
  unsigned removed = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!jam_dead_store_p (fun, stmt, first))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	if (dump_file)
	  {
	    fprintf (dump_file, "Deleted a store overwritten in its block: ");
	    print_gimple_stmt (dump_file, stmt, 0);
	  }
	unlink_stmt_vdef (stmt);
	gsi_remove (&gsi, true);
	release_defs (stmt);
	removed++;
      }
  if (removed)
    statistics_counter_event (fun, "Stores removed after unroll-and-jam",
			      removed);
  return 0;
}

/* Run right before ivopts: take every clique made since the first label
   off every statement and loop of FUN.  Return TODO flags.  */

unsigned int
jam_unmark (function *fun)
{
  if (!jam_pending_p (fun))
    return 0;
  ver_late *late = ver_late_get (fun);
  gcc_assert (late->jam_first_clique);
  version_clear_cliques (fun, late->jam_first_clique, USHRT_MAX);
  for (class loop *loop : loops_list (fun, 0))
    if (loop->owned_clique >= late->jam_first_clique)
      loop->owned_clique = 0;
  fun->last_clique = late->jam_first_clique - 1;
  jam_release (late);
  return 0;
}
