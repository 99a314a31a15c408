/* looplicm: loop versioning, the hand-offs to loop distribution and
   predictive commoning.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Both passes read dependence cliques, which come off at the end of this
   pass (marks.cc).  The references of a fast copy made for either leave
   the pass labelled, and get their marks back right before
   unroll-and-jam, which comes before both (jam.cc).

   Loop distribution makes a copy y[i] = z[i] a call to memmove only
   where tree-data-ref finds the two independent.  A loop that is such a
   copy (ver_dist_copy_p) is versioned for it as for the vectorizer
   alone.  Its check is taken back after the vectorizer if the fast copy
   is still a loop and was not vectorized (vect.cc).

   Predictive commoning (-O3) keeps in a register what an earlier
   iteration stored (adi's p[i][j - 1]), but only where tree-data-ref
   finds no other store that may be those bytes.  A loop with such a
   reuse and a store through another base (ver_pcom_reuse) is versioned
   for it the same way.  The ranges of one stride are merged into one
   check (ver_merge_ranges).  The check is taken back right after
   predictive commoning (pass looplicm_pcom, version_after_pcom), unless
   the fast copy's header gained PHI nodes its slow copy's did not.  */

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

/* The farthest, in iterations, that GCC's predictive commoning carries
   a value (MAX_DISTANCE in tree-predcom.cc, for a target with 16
   registers or more).  */
#define VER_PCOM_MAX_DISTANCE 8

/* Return true if FUN is memmove or memcpy itself: a program's own, built
   hosted, or GCC's.  A call made of one of its loops would call it back.
   GCC's loop distribution does not look; it is off under -ffreestanding
   and -fno-builtin.  */

static bool
ver_copy_function_p (function *fun)
{
  tree decl = fun->decl;
  if (fndecl_built_in_p (decl, BUILT_IN_MEMMOVE)
      || fndecl_built_in_p (decl, BUILT_IN_MEMCPY))
    return true;
  tree id = (DECL_ASSEMBLER_NAME_SET_P (decl) ? DECL_ASSEMBLER_NAME (decl)
	     : DECL_NAME (decl));
  if (!id)
    return false;
  const char *name = IDENTIFIER_POINTER (id);
  return strcmp (name, "memmove") == 0 || strcmp (name, "memcpy") == 0;
}

/* Return true if GCC's loop distribution will look at LOOP, a plain
   loop (ver_plain_loop_p), for loops it can make a call to memcpy or
   memmove, and the marks of a fast copy can reach it
   (jam_dist_wanted_p).  */

bool
ver_dist_wanted_p (class loop *loop)
{
  return (jam_dist_wanted_p (cfun) && ver_plain_loop_p (loop)
	  && !ver_copy_function_p (cfun));
}

/* Return true if GCC's predictive commoning (-O3) will look at LOOP, a
   plain loop (ver_plain_loop_p), and the marks of a fast copy can reach
   it (jam_pcom_wanted_p).  */

bool
ver_pcom_wanted_p (class loop *loop)
{
  return jam_pcom_wanted_p (cfun) && ver_plain_loop_p (loop);
}

/* Return the load of ST's loop whose value the store R stores, when it
   is its only use, or NULL.  */

static const ver_ref *
ver_copied_load (ver_state *st, const ver_ref &r)
{
  if (!gimple_assign_single_p (r.stmt))
    return NULL;
  tree val = gimple_assign_rhs1 (r.stmt);
  if (TREE_CODE (val) != SSA_NAME || !has_single_use (val))
    return NULL;
  for (const ver_ref &o : st->refs)
    if (!o.store && o.stmt == SSA_NAME_DEF_STMT (val))
      return &o;
  return NULL;
}

/* Return true if ST's loop is a copy that GCC's loop distribution makes
   a call to memmove (or memcpy) where it knows the ranges apart, as a
   restrict build lets it.  Every store of the loop stores the value of a
   load of the loop, used nowhere else, of the same size.  Both step
   forward by that size.  The loop has no other reference, and no two of
   one range: durbin's y[i] = z[i] qualifies.  A swap does not (t = a[i];
   a[i] = b[i]; b[i] = t): no order of two calls does it.  Handed only to
   the vectorizer, such a loop does not pay.  Only the loop's induction
   variables and exit test are left around the copy, which the
   distributed loop does not need.  */

bool
ver_dist_copy_p (ver_state *st)
{
  if (!ver_dist_wanted_p (st->loop))
    return false;
  unsigned stores = 0;
  for (unsigned i = 0; i < st->refs.length (); i++)
    if (st->refs[i].range != i)
      return false;
  for (const ver_ref &r : st->refs)
    {
      if (!r.store)
	continue;
      stores++;
      const ver_ref *l = ver_copied_load (st, r);
      if (!l || !r.analyzed || !l->analyzed || l->size != r.size
	  || TREE_CODE (r.dr.step) != INTEGER_CST
	  || !tree_fits_shwi_p (r.dr.step)
	  || tree_to_shwi (r.dr.step) != r.size
	  || !operand_equal_p (r.dr.step, l->dr.step, 0))
	return false;
    }
  return stores && st->refs.length () == 2 * stores;
}

/* Return true if references A and B of one loop step through one base
   by the same constant, non-zero step, from the same offset, with the
   same size.  They then access each other's addresses some iterations
   apart when their inits differ by a multiple of the step.  Inits beyond
   2^40 bytes are not compared (their difference could overflow).  */

static bool
ver_same_stride_p (const ver_ref &a, const ver_ref &b)
{
  const unsigned HOST_WIDE_INT far = HOST_WIDE_INT_1U << 40;
  return (a.analyzed && b.analyzed && a.size == b.size
	  && tree_fits_shwi_p (a.dr.step) && !integer_zerop (a.dr.step)
	  && tree_fits_shwi_p (a.dr.init) && tree_fits_shwi_p (b.dr.init)
	  && absu_hwi (tree_to_shwi (a.dr.init)) <= far
	  && absu_hwi (tree_to_shwi (b.dr.init)) <= far
	  && operand_equal_p (a.dr.step, b.dr.step, 0)
	  && operand_equal_p (a.dr.base_address, b.dr.base_address, 0)
	  && operand_equal_p (a.dr.offset, b.dr.offset, 0));
}

/* Return the number of loads of ST's loop whose value GCC's predictive
   commoning (-O3, tree-predcom.cc) may take from a register instead of
   from memory, where it knows the ranges apart.  Such a load L reads in
   iteration k what a store X of the same stride (ver_same_stride_p)
   stored in iteration k - D, 1 <= D <= VER_PCOM_MAX_DISTANCE.  An
   example is adi's p[i][j - 1], stored as p[i][j] one iteration before.
   Some load must do so at D = 1, in a loop the vectorizer (which comes
   first) cannot take.  At D = 8 both copies vectorize, and nothing is
   left to predictive commoning.  The loop must also store through
   another base address (adi's q[i][j]).  Such a store may be any of X's
   bytes, and makes predictive commoning give up on X.  With X the only
   store it does without, as in a prefix sum, out[i] = out[i - 1] +
   in[i].  Where the reuse is between loads (a stencil, a[i - 1] and
   a[i + 1]), the vectorizer versions the loop itself.  Whether the marks
   let predictive commoning do more than in the slow copy is seen after
   it (version_after_pcom).  */

unsigned
ver_pcom_reuse (ver_state *st)
{
  if (!ver_pcom_wanted_p (st->loop))
    return 0;
  unsigned reused = 0;
  const ver_ref *chain = NULL;
  for (const ver_ref &l : st->refs)
    {
      if (l.store)
	continue;
      for (const ver_ref &x : st->refs)
	{
	  if (!x.store || !ver_same_stride_p (x, l))
	    continue;
	  HOST_WIDE_INT step = tree_to_shwi (x.dr.step);
	  HOST_WIDE_INT diff = (tree_to_shwi (x.dr.init)
				- tree_to_shwi (l.dr.init));
	  if (diff % step == 0 && diff / step >= 1
	      && diff / step <= VER_PCOM_MAX_DISTANCE)
	    {
	      reused++;
	      if (diff == step)
		chain = &x;
	      break;
	    }
	}
    }
  for (const ver_ref &s : st->refs)
    if (chain && s.store && s.analyzed
	&& !operand_equal_p (s.dr.base_address, chain->dr.base_address, 0))
      return reused;
  return 0;
}

/* For predictive commoning: merge the ranges of ST's loop of the same
   stride (ver_same_stride_p) whose inits lie within
   VER_PCOM_MAX_DISTANCE steps of the first one's.  Examples are adi's
   p[i][j] and p[i][j - 1], or u[j][i - 1], u[j][i] and u[j][i + 1].
   GCC's vectorizer merges the segments of its alias checks the same way.
   The reference with the lowest init leads the range, its size taken to
   reach the end of the one with the highest.  One check then covers the
   three pairs of ranges of adi's p and u, instead of 16.  The range runs
   in every iteration only if each of its ranges does.  */

void
ver_merge_ranges (ver_state *st)
{
  vec<ver_ref> &refs = st->refs;
  auto_vec<bool, 16> done;
  done.safe_grow_cleared (refs.length ());
  for (unsigned i = 0; i < refs.length (); i++)
    {
      if (done[i] || refs[i].range != i
	  || !ver_same_stride_p (refs[i], refs[i]))
	continue;
      unsigned HOST_WIDE_INT step
	= absu_hwi (tree_to_shwi (refs[i].dr.step));
      HOST_WIDE_INT init = tree_to_shwi (refs[i].dr.init);
      HOST_WIDE_INT lo = init, hi = init + refs[i].size;
      unsigned lead = i, last = i;
      bool every = refs[i].every;
      auto_vec<unsigned, 8> members;
      for (unsigned j = i; j < refs.length (); j++)
	{
	  if (done[j] || refs[j].range != j
	      || !ver_same_stride_p (refs[i], refs[j]))
	    continue;
	  HOST_WIDE_INT ij = tree_to_shwi (refs[j].dr.init);
	  if (absu_hwi (ij - init) > VER_PCOM_MAX_DISTANCE * step)
	    continue;
	  members.safe_push (j);
	  done[j] = true;
	  every &= refs[j].every;
	  if (ij < lo)
	    {
	      lo = ij;
	      lead = j;
	    }
	  if (ij + refs[j].size > hi)
	    {
	      hi = ij + refs[j].size;
	      last = j;
	    }
	}
      for (ver_ref &r : refs)
	if (members.contains (r.range))
	  r.range = lead;
      refs[lead].size = hi - lo;
      refs[lead].every = every;
      if (last != lead)
	refs[lead].last = last;
    }
}

/* Return the number of PHI nodes of LOOP's header.  */

static unsigned
ver_header_phis (class loop *loop)
{
  unsigned n = 0;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    n++;
  return n;
}

/* Run after GCC's predictive commoning.  A fast copy made for it keeps
   its check only if GCC's loop passes made more of it than of its slow
   copy.  The two had the same PHI nodes when versioned, and the same
   counts: ver_emit left both the loop's.  Predictive commoning carries
   each value it reuses in a PHI node of its own, as the vectorizer adds
   PHI nodes for what it vectorizes.  A fast copy whose header has no
   more PHI nodes than the slow copy's gained nothing the slow copy did
   not.  Its check becomes false, as in version_after_vect.  Return
   TODO flags.  */

unsigned int
version_after_pcom (function *fun)
{
  if (!version_vect_pending_p (fun))
    return 0;
  ver_late *late = ver_late_get (fun);
  bool folded = false;
  for (ver_vect_rec &r : late->vect_recs)
    {
      class loop *loop = version_get_loop (fun, r.num);
      class loop *slow = version_get_loop (fun, r.slow);
      unsigned fast_phis = loop ? ver_header_phis (loop) : 0;
      unsigned slow_phis = slow ? ver_header_phis (slow) : 0;
      if (dump_file && loop && slow)
	fprintf (dump_file, "Loop %d has %u PHI nodes in its header, loop "
		 "%d, its slow copy, %u\n", r.num, fast_phis, r.slow,
		 slow_phis);
      if (!loop || !slow || fast_phis <= slow_phis)
	{
	  folded |= ver_take_back (fun, r.num,
				   ver_purposes[VER_FOR_PCOM].unused);
	  continue;
	}
      /* The counts versioning left both copies (ver_emit), now split as
	 for any other check.  */
      scale_loop_frequencies (loop, profile_probability::likely ());
      scale_loop_frequencies (slow, profile_probability::unlikely ());
      ver_rec_remark (r);
    }
  ver_vect_release (late, true);
  if (folded)
    statistics_counter_event (fun, "Predictive commoning versions undone",
			      1);
  return folded ? TODO_cleanup_cfg : 0;
}
