/* looplicm: loop versioning, the run-time check.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The check asks that no invariant location overlap any range it is
   checked against:

     if (no invariant location overlaps any range)
       the loop                (the fast copy)
     else
       a copy of the loop      (unchanged)

   as the vectorizer's run-time alias checks do.  The ranges are exact,
   over a triangle too (docs/THEORY.md, lemma 21).  An invariant location
   is [x, x + size).  An access with the step S covers at most
   [start, start + S * NITER + size) for S >= 0 and
   [start + S * NITER, start + size) for S < 0 (lemma 17).  Its address
   is tree-data-ref's innermost behaviour: base + offset + init + k * S
   in iteration k, k = 0 .. NITER, NITER the latch executions.  The check
   computes the ranges in sizetype (unsigned, as wide as a pointer).  It
   also asks that none of these computations wrap (lemma 18).  That
   takes constant bounds on NITER, which fold away when NITER's type is
   narrow, and one comparison of the start per range.  So pointer
   arithmetic that wraps takes the original loop, and where the check
   passes the ranges are exact.  A step known only at run time (a matrix
   column, S = 8 * n) must be found non-negative there.  Like NITER, it
   must be below 2^(P/2 - 1).

   Every address of the check may also be affine in the loop around the
   versioned one, with no pair sharing a base pointer.  Then the check is
   made once before that outer loop, on ranges over the iterations of
   both (ver_outer_start, ver_outer_step_out, ver_outer_build).  It
   implies the check of every iteration (docs/THEORY.md, lemma 20).
   Where that nest is not copied whole, the check goes one loop further
   out when it can (ver_place_check).  In covariance's triangle a check
   per row would keep four induction variables alive across the rows.
   IRA's regional allocation would then add a move to the fast copy's
   vector loop.  The price: a call where only some rows overlap takes the
   copy for all.  In a triangle the j loop runs from i to n, so its
   number of iterations changes by 1 with i (ver_dim_extent).  Over a
   triangle with a step known only at run time, the ranges span its
   longest row in every row instead.  */

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

/* The base pointer expression of REF's address and the constant parts,
   as a tree of sizetype: base + offset + init.  */

tree
ver_start_address (const ver_ref &r)
{
  tree off = size_binop (PLUS_EXPR, fold_convert (sizetype, r.dr.offset),
			 fold_convert (sizetype, r.dr.init));
  return fold_build2 (PLUS_EXPR, sizetype,
		      fold_convert (sizetype, r.dr.base_address), off);
}

/* Gimplify EXPR into an operand, appending the statements to *SEQ
   (force_gimple_operand starts its sequence afresh).  EXPR is unshared
   first: gimplification replaces operands in place, and a tree shared
   with a cached number of iterations (loop->nb_iterations) would then
   name statements that a discarded check never put in the IL.  */

tree
ver_gimplify (tree expr, gimple_seq *seq)
{
  gimple_seq stmts = NULL;
  tree t = force_gimple_operand (unshare_expr (expr), &stmts, true,
				 NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  return t;
}

/* Append to *SEQ the computation of the range [*LO, *HI) of reference R
   over NITER + 1 iterations (docs/THEORY.md, definition 11).  NITER is
   an operand of sizetype.  NITER_EXPR is the expression it was computed
   from, which lets fold see through widening conversions.  Set *OK to
   the condition that the range, computed in sizetype, did not wrap
   (lemma 18).  NITER * |step| + size, start + that, or
   start - NITER * |step| must stay within [0, 2^P - 1] for P-bit
   sizetype.  When *OK holds the range is exact.  */

static void
ver_range (const ver_ref &r, tree niter, tree niter_expr, tree *lo,
	   tree *hi, tree *ok, gimple_seq *seq)
{
  /* Accessed in every iteration: the addresses are those of one object,
     which cannot wrap (GCC's vectorizer assumes the same of its
     segments); without -fwrapv-pointer only.  */
  bool nowrap = r.every && !flag_wrapv_pointer && !flag_wrapv;
  tree start = ver_gimplify (ver_start_address (r), seq);
  tree size = size_int (r.size);
  tree max = TYPE_MAX_VALUE (sizetype);
  if (!tree_fits_shwi_p (r.dr.step))
    {
      /* An invariant step, checked at run time: 0 <= step, and NITER and
	 step both below 2^(P/2 - 1), so NITER * step + size cannot
	 wrap.  */
      tree half = size_binop (MINUS_EXPR,
			      size_binop (LSHIFT_EXPR, size_one_node,
					  size_int (TYPE_PRECISION (sizetype)
						    / 2 - 1)),
			      size_one_node);
      tree step_s = ver_gimplify (fold_convert (sizetype, r.dr.step), seq);
      tree d = ver_gimplify (fold_build2 (MULT_EXPR, sizetype, niter,
					  step_s), seq);
      tree e = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, d, size),
			     seq);
      *lo = start;
      *hi = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, start, e), seq);
      *ok = fold_build2 (LE_EXPR, boolean_type_node, step_s, half);
      if (!nowrap)
	{
	  *ok = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, *ok,
			     fold_build2 (LE_EXPR, boolean_type_node,
					  niter_expr, half));
	  *ok = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, *ok,
			     fold_build2 (LE_EXPR, boolean_type_node, start,
					  fold_build1 (BIT_NOT_EXPR, sizetype,
						       e)));
	}
      return;
    }
  HOST_WIDE_INT step = tree_to_shwi (r.dr.step);
  if (step == 0)
    {
      *lo = start;
      *hi = fold_build2 (PLUS_EXPR, sizetype, start, size);
      *ok = (nowrap ? boolean_true_node
	     : fold_build2 (LE_EXPR, boolean_type_node, start,
			    size_binop (MINUS_EXPR, max, size)));
      return;
    }
  tree abs_step = size_int (step > 0 ? step : -step);
  /* NITER * |step| + size <= max.  */
  tree niter_ok
    = fold_build2 (LE_EXPR, boolean_type_node, niter_expr,
		   size_binop (TRUNC_DIV_EXPR,
			       size_binop (MINUS_EXPR, max, size), abs_step));
  tree d = ver_gimplify (fold_build2 (MULT_EXPR, sizetype, niter, abs_step),
			 seq);
  tree start_ok;
  if (step > 0)
    {
      tree e = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, d, size),
			     seq);
      *lo = start;
      *hi = fold_build2 (PLUS_EXPR, sizetype, start, e);
      /* start + e <= max.  */
      start_ok = fold_build2 (LE_EXPR, boolean_type_node, start,
			      fold_build1 (BIT_NOT_EXPR, sizetype, e));
    }
  else
    {
      *lo = fold_build2 (MINUS_EXPR, sizetype, start, d);
      *hi = fold_build2 (PLUS_EXPR, sizetype, start, size);
      /* start - d >= 0 and start + size <= max.  */
      start_ok
	= fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
		       fold_build2 (GE_EXPR, boolean_type_node, start, d),
		       fold_build2 (LE_EXPR, boolean_type_node, start,
				    size_binop (MINUS_EXPR, max, size)));
    }
  *ok = (nowrap ? boolean_true_node
	 : fold_build2 (TRUTH_AND_EXPR, boolean_type_node, niter_ok,
			start_ok));
  *lo = ver_gimplify (*lo, seq);
  *hi = ver_gimplify (*hi, seq);
}

/* Add to COND the check of one pair: both ranges computed without a wrap
   (XOK, ROK) and [XLO, XHI) apart from [RLO, RHI).  */

static tree
ver_and_pair (tree cond, tree xlo, tree xhi, tree xok, tree rlo, tree rhi,
	      tree rok)
{
  tree apart
    = fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		   fold_build2 (LE_EXPR, boolean_type_node, xhi, rlo),
		   fold_build2 (LE_EXPR, boolean_type_node, rhi, xlo));
  tree one = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, xok, rok);
  one = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, one, apart);
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, one);
}

/* Build into *SEQ the check that no location of GROUPS overlaps the
   range it is checked against in CHECKS.  Return the boolean SSA name.
   NITER is the number of latch executions, of a type no wider than
   sizetype.  */

static tree
ver_build_check (vec<ver_ref> &refs, vec<ver_group> &groups,
		 vec<ver_check> &checks, tree niter, gimple_seq *seq)
{
  tree ntype = unsigned_type_for (TREE_TYPE (niter));
  tree niter_expr = fold_convert (sizetype, fold_convert (ntype, niter));
  tree niter_s = ver_gimplify (unshare_expr (niter_expr), seq);
  tree cond = boolean_true_node;
  for (const ver_check &c : checks)
    {
      tree xlo, xhi, xok, rlo, rhi, rok;
      ver_range (refs[c.a], niter_s, niter_expr, &xlo, &xhi, &xok, seq);
      ver_range (refs[c.b], niter_s, niter_expr, &rlo, &rhi, &rok, seq);
      cond = ver_and_pair (cond, xlo, xhi, xok, rlo, rhi, rok);
    }
  return ver_gimplify (cond, seq);
}

/* The extent per iteration of the loop DIMS[K] of a range over the
   loops DIMS[K ..] (docs/THEORY.md, lemmas 20 and 21).  Set *ABOVE and
   *BELOW to the bytes by which each iteration of DIMS[K] can raise the
   range's highest address and lower its lowest.  That is beyond what
   the loops inside span in DIMS[K]'s first iteration.  Return true.
   Return false for a step known only at run time.  ver_range_dims takes
   it as non-negative and checks it.
   Let S be the step of DIMS[K], D its delta and A the next loop's *ABOVE
   (0 for the innermost loop).  In iteration i of DIMS[K] the next loop
   runs M + D * i latch executions.  The highest address the loops from
   the next one in reach is linear in that number: M * A, plus what the
   loops further in add, the same in every i.  So in iteration i it is
   i * (S + D * A) + M * A + ... above the first address.  Over
   i = 0 .. N it is highest at i = 0 or i = N: N * max (0, S + D * A)
   above the first row's.  The lowest goes likewise with -S and the next
   *BELOW.  With D = 0 the extents are max (0, S) and max (0, -S): a
   rectangle.  */

static bool
ver_dim_extent (vec<ver_dim> &dims, unsigned k, HOST_WIDE_INT *above,
		HOST_WIDE_INT *below)
{
  HOST_WIDE_INT a = 0, b = 0;
  if (k + 1 < dims.length () && !ver_dim_extent (dims, k + 1, &a, &b))
    gcc_assert (!dims[k].delta);
  if (!tree_fits_shwi_p (dims[k].step))
    return false;
  HOST_WIDE_INT st = tree_to_shwi (dims[k].step);
  *above = MAX (0, st + dims[k].delta * a);
  *below = MAX (0, -st + dims[k].delta * b);
  return true;
}

/* Append to *SEQ the computation of the range [*LO, *HI) of SIZE bytes at
   START over all iterations of DIMS.  START is a sizetype expression:
   the address in the first iteration of every loop of DIMS.  Set *OK to
   the condition that nothing wrapped (docs/THEORY.md, lemma 18):
     - every NITER of a loop that moves the range, or that the next
       loop's number changes with (VARIES), is at most 2^(P/2 - 1) - 1.
       With VARIES, the next loop's number, first + DELTA * i or
       first + NITER, is then exact, below 2^(P-1);
     - so is every step not known to be constant, which must also be
       non-negative.
   So each product stays below 2^(P-2).  So does a NITER's product with
   a constant extent (ver_dim_extent), at most 3 * 2^20 from steps of at
   most 2^20.  NITER is also checked against (2^(P-2) - 1) / the extent;
   for P = 64 that is never the smaller bound.  Their sum, over at most
   three loops, stays below 3 * 2^(P-2) + size.  START minus the part
   below and plus the part above must stay within [0, 2^P - 1].  A loop
   that neither moves the range nor changes the next one's number (a
   step of 0) is not bounded: it adds nothing.  The range is exact over a
   rectangle, and over a triangle (DELTA) too: ver_dim_extent.  */

static void
ver_range_dims (tree start_expr, HOST_WIDE_INT size_bytes,
		vec<ver_dim> &dims, tree *lo, tree *hi, tree *ok,
		gimple_seq *seq)
{
  gcc_assert (dims.length () <= 3);
  unsigned prec = TYPE_PRECISION (sizetype);
  tree half = size_binop (MINUS_EXPR,
			  size_binop (LSHIFT_EXPR, size_one_node,
				      size_int (prec / 2 - 1)),
			  size_one_node);
  tree quarter = size_binop (MINUS_EXPR,
			     size_binop (LSHIFT_EXPR, size_one_node,
					 size_int (prec - 2)),
			     size_one_node);
  tree start = ver_gimplify (start_expr, seq);
  tree neg = size_zero_node, pos = size_zero_node;
  tree cond = boolean_true_node;
  for (unsigned k = 0; k < dims.length (); k++)
    {
      const ver_dim &d = dims[k];
      HOST_WIDE_INT above, below;
      if (ver_dim_extent (dims, k, &above, &below))
	{
	  if (!above && !below && !d.varies)
	    continue;
	  tree bound = half;
	  if (above || below)
	    bound = size_binop (TRUNC_DIV_EXPR, quarter,
				size_int (MAX (above, below)));
	  if (tree_int_cst_lt (half, bound))
	    bound = half;
	  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			      fold_build2 (LE_EXPR, boolean_type_node,
					   d.niter_expr, bound));
	  if (above)
	    pos = fold_build2 (PLUS_EXPR, sizetype, pos,
			       fold_build2 (MULT_EXPR, sizetype, d.niter,
					    size_int (above)));
	  if (below)
	    neg = fold_build2 (PLUS_EXPR, sizetype, neg,
			       fold_build2 (MULT_EXPR, sizetype, d.niter,
					    size_int (below)));
	  continue;
	}
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (LE_EXPR, boolean_type_node,
				       d.niter_expr, half));
      tree st = ver_gimplify (fold_convert (sizetype, d.step), seq);
      cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
			  fold_build2 (LE_EXPR, boolean_type_node, st, half));
      pos = fold_build2 (PLUS_EXPR, sizetype, pos,
			 fold_build2 (MULT_EXPR, sizetype, d.niter, st));
    }
  neg = ver_gimplify (neg, seq);
  tree e = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, pos,
				      size_int (size_bytes)), seq);
  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
		      fold_build2 (GE_EXPR, boolean_type_node, start, neg));
  cond = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond,
		      fold_build2 (LE_EXPR, boolean_type_node, start,
				   fold_build1 (BIT_NOT_EXPR, sizetype, e)));
  *ok = cond;
  *lo = ver_gimplify (fold_build2 (MINUS_EXPR, sizetype, start, neg), seq);
  *hi = ver_gimplify (fold_build2 (PLUS_EXPR, sizetype, start, e), seq);
}

/* The evolution in the loop OUTER of OP, sign-extended to sizetype.  OP
   has a signed integer type whose overflow is undefined.  Set *BASE and
   *STEP (sizetype) and return true, or return false.  OP must be known
   before OUTER, or be an induction variable of OUTER that does not wrap.
   Or, DEPTH levels deep, it is the sum, difference or product of two
   such values computed in OUTER.  A product needs a factor known before
   OUTER, as (i + 1) * m in a[(i + 1) * m + j].  SCEV computes such a
   product in the unsigned type, since it cannot know which iterations
   compute it.  A conversion of that is not affine.  But take an
   iteration of OUTER that computes OP.  Its operands are the values of
   that iteration: their definitions dominate OP's, inside OUTER.  The
   operation does not overflow, so OP is the exact sum or product.  Its
   sign-extended value is *BASE + *STEP * the iteration's number, modulo
   2^P for P-bit sizetype.  An iteration that uses OP computes it, since
   its definition dominates the use.  That is all the check needs of the
   iterations it covers.  It computes their addresses modulo 2^P and then
   proves that they do not wrap (ver_range_dims).  */

static bool
ver_exact_iv (class loop *outer, tree op, tree *base, tree *step, int depth)
{
  tree type = TREE_TYPE (op);
  if (TREE_CODE (type) != INTEGER_TYPE || !TYPE_OVERFLOW_UNDEFINED (type)
      || TYPE_PRECISION (type) > TYPE_PRECISION (sizetype))
    return false;
  affine_iv iv;
  if (expr_invariant_in_loop_p (outer, op))
    {
      *base = fold_convert (sizetype, op);
      *step = size_zero_node;
      return ver_computable_p (op);
    }
  if (simple_iv (outer, outer, op, &iv, true) && iv.no_overflow
      && ver_computable_p (iv.base) && ver_computable_p (iv.step)
      && expr_invariant_in_loop_p (outer, iv.base)
      && expr_invariant_in_loop_p (outer, iv.step))
    {
      *base = fold_convert (sizetype, iv.base);
      *step = fold_convert (sizetype, iv.step);
      return true;
    }
  gassign *def = (TREE_CODE (op) == SSA_NAME && depth > 0
		  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
  if (!def || !flow_bb_inside_loop_p (outer, gimple_bb (def)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree b0, s0, b1, s1;
  if ((code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
      || !ver_exact_iv (outer, gimple_assign_rhs1 (def), &b0, &s0, depth - 1)
      || !ver_exact_iv (outer, gimple_assign_rhs2 (def), &b1, &s1,
			depth - 1))
    return false;
  if (code != MULT_EXPR)
    {
      *base = fold_build2 (code, sizetype, b0, b1);
      *step = fold_build2 (code, sizetype, s0, s1);
      return true;
    }
  if (!integer_zerop (s0) && !integer_zerop (s1))
    return false;
  *base = fold_build2 (MULT_EXPR, sizetype, b0, b1);
  *step = (integer_zerop (s1)
	   ? fold_build2 (MULT_EXPR, sizetype, s0, unshare_expr (b1))
	   : fold_build2 (MULT_EXPR, sizetype, unshare_expr (b0), s1));
  return true;
}

/* The evolution in OUTER of START, a sizetype address, where SCEV finds
   none: a sum of terms, each times a constant, that are known before
   OUTER, induction variables of OUTER, or sign-extended values that
   ver_exact_iv follows.  Set *BASE and *STEP and return true, or return
   false.  */

static bool
ver_outer_sum_iv (class loop *outer, tree start, tree *base, tree *step)
{
  aff_tree comb;
  tree_to_aff_combination (start, sizetype, &comb);
  if (comb.rest)
    return false;
  tree b = wide_int_to_tree (sizetype, comb.offset);
  tree s = size_zero_node;
  for (unsigned i = 0; i < comb.n; i++)
    {
      tree val = comb.elts[i].val, eb, es;
      tree coef = wide_int_to_tree (sizetype, comb.elts[i].coef);
      affine_iv iv;
      if (CONVERT_EXPR_P (val) && INTEGRAL_TYPE_P (TREE_TYPE (val))
	  && TYPE_PRECISION (TREE_TYPE (val)) == TYPE_PRECISION (sizetype)
	  && ver_exact_iv (outer, TREE_OPERAND (val, 0), &eb, &es, 4))
	;
      else if (simple_iv (outer, outer, val, &iv, true)
	       && ver_computable_p (iv.base) && ver_computable_p (iv.step))
	{
	  eb = fold_convert (sizetype, iv.base);
	  es = fold_convert (sizetype, iv.step);
	}
      else
	return false;
      b = fold_build2 (PLUS_EXPR, sizetype, b,
		       fold_build2 (MULT_EXPR, sizetype, eb, coef));
      s = fold_build2 (PLUS_EXPR, sizetype, s,
		       fold_build2 (MULT_EXPR, sizetype, es, coef));
    }
  *base = b;
  *step = s;
  return true;
}

/* The evolution in OUTER of START, a sizetype address known before a
   loop inside OUTER.  Set *BASE to the address in OUTER's first
   iteration, known before OUTER.  Set *STEP to its change per iteration
   of OUTER, known before it: a constant of at most 2^20 bytes or an
   expression.  Return false if it is not affine.  */

bool
ver_outer_iv_expr (class loop *outer, tree start, tree *base, tree *step)
{
  affine_iv iv;
  if (!simple_iv (outer, outer, start, &iv, true))
    {
      iv.base = iv.step = NULL_TREE;
      if (!ver_outer_sum_iv (outer, start, &iv.base, &iv.step))
	return false;
    }
  if (!ver_computable_p (iv.base) || !ver_computable_p (iv.step)
      || !expr_invariant_in_loop_p (outer, iv.base)
      || !expr_invariant_in_loop_p (outer, iv.step)
      || (tree_fits_shwi_p (iv.step)
	  && (tree_to_shwi (iv.step) > (HOST_WIDE_INT_1 << 20)
	      || tree_to_shwi (iv.step) < -(HOST_WIDE_INT_1 << 20)))
      || (TREE_CODE (iv.step) == INTEGER_CST && !tree_fits_shwi_p (iv.step)))
    return false;
  *base = fold_convert (sizetype, iv.base);
  *step = iv.step;
  return true;
}

/* Return the number of latch executions of OUTER, the loop around INNER,
   if a check over the iterations of both can be made before OUTER.
   OUTER must have a preheader and one exit, and not be the function's
   body.  Its number must be known before it.  Else return NULL_TREE.
   Other loops in OUTER (gramschmidt's two i loops in its j loop) do not
   matter.  The addresses are SSA values that SCEV follows, which no
   store changes.  A number of iterations that such a loop computes has
   no evolution.  */

static tree
ver_outer_niter (class loop *inner, class loop *outer)
{
  if (!outer || !loop_outer (outer) || loop_outer (inner) != outer
      || !canon_loop_ok_p (outer) || !single_exit (outer))
    return NULL_TREE;
  tree niter = number_of_latch_executions (outer);
  if (!niter || chrec_contains_undetermined (niter)
      || !ver_computable_p (niter)
      || !expr_invariant_in_loop_p (outer, niter)
      || TYPE_PRECISION (TREE_TYPE (niter)) > TYPE_PRECISION (sizetype))
    return NULL_TREE;
  return niter;
}

/* Follow NITER, the latch executions of a loop inside OUTER, over the
   iterations of OUTER that enter the loop.  ONITER, of sizetype, is
   OUTER's number of latch executions.  Set *FIRST to NITER's value in
   OUTER's first iteration, a sizetype expression known before OUTER.
   Set *DELTA to its change per iteration of OUTER: -1, 0 or 1 (the j
   loop of a triangle, j from i to n).  Return true, or return false.
   The values are computed in sizetype from NITER's unsigned value, exact
   in every iteration that enters the loop.  A value below 0 would stand
   for an iteration that does not enter the loop (j from i + 1 to n, at
   i = n - 1).  Or it would stand for one that runs NITER's type around
   (a do-while loop).  So the endpoint the others are above must fold to
   a constant below 2^(P-1): the first when NITER grows, the last when it
   shrinks.  With OUTER's number bounded too (ver_range_dims, VARIES), no
   value wraps, and the check does not always fail.  */

static bool
ver_niter_evolution (class loop *outer, tree niter, tree oniter,
		     tree *first, int *delta)
{
  tree utype = unsigned_type_for (TREE_TYPE (niter));
  *delta = 0;
  if (expr_invariant_in_loop_p (outer, niter))
    {
      *first = fold_convert (sizetype, fold_convert (utype, niter));
      return true;
    }
  affine_iv iv;
  if (!simple_iv (outer, outer, niter, &iv, true)
      || TREE_CODE (iv.step) != INTEGER_CST
      || !ver_computable_p (iv.base)
      || !expr_invariant_in_loop_p (outer, iv.base))
    return false;
  tree sstep = fold_convert (signed_type_for (TREE_TYPE (iv.step)), iv.step);
  if (!tree_fits_shwi_p (sstep) || tree_to_shwi (sstep) < -1
      || tree_to_shwi (sstep) > 1)
    return false;
  *first = fold_convert (sizetype, fold_convert (utype, iv.base));
  *delta = tree_to_shwi (sstep);
  if (!*delta)
    return true;
  tree low = (*delta > 0 ? *first
	      : fold_build2 (MINUS_EXPR, sizetype, *first,
			     unshare_expr (oniter)));
  return TREE_CODE (low) == INTEGER_CST && !tree_int_cst_sign_bit (low);
}

/* Take LEVEL one loop further out, to the loop around LEVEL->outer.
   Every range's start, and the number of latch executions of
   LEVEL->outer, must have an evolution there (ver_outer_iv_expr,
   ver_niter_evolution).  Every step and every other number must be known
   before it.  Return false, LEVEL unchanged, where they are not.
   LEVEL->outer's number may change with the new loop (a triangle).  Then
   the ranges follow it exactly (ver_dim_extent) when every step of every
   range is constant.  Otherwise they span its larger endpoint in every
   iteration.  The numbers of iterations are expressions until the check
   is built.  */

bool
ver_outer_step_out (ver_outer_level *level)
{
  class loop *inner = level->outer;
  class loop *outer = loop_outer (inner);
  tree niter = ver_outer_niter (inner, outer);
  if (!niter)
    return false;
  unsigned n = level->spans.length ();
  auto_vec<tree> base, step;
  base.safe_grow_cleared (n);
  step.safe_grow_cleared (n);
  for (unsigned i = 0; i < n; i++)
    {
      ver_span &sp = level->spans[i];
      if (!sp.base)
	continue;
      if (sp.ndims == ARRAY_SIZE (sp.dims))
	return false;
      for (unsigned d = 0; d < sp.ndims; d++)
	if (!expr_invariant_in_loop_p (outer, sp.dims[d].step)
	    || (d && !expr_invariant_in_loop_p (outer, sp.dims[d].niter_expr)))
	  return false;
      if (!ver_outer_iv_expr (outer, sp.base, &base[i], &step[i]))
	return false;
    }
  tree otype = unsigned_type_for (TREE_TYPE (niter));
  tree out_expr = fold_convert (sizetype, fold_convert (otype, niter));
  tree inner_n;
  int delta;
  if (!ver_niter_evolution (outer, level->niter, out_expr, &inner_n, &delta))
    return false;
  bool varies = delta != 0;
  if (delta)
    {
      /* A check goes at most two loops out (ver_place_check).  */
      gcc_assert (level->nskews < ARRAY_SIZE (level->skews));
      level->skews[level->nskews++] = { inner, outer, delta, true };
    }
  for (unsigned i = 0; i < n && delta; i++)
    {
      const ver_span &sp = level->spans[i];
      if (!sp.base)
	continue;
      bool constant = tree_fits_shwi_p (step[i]);
      for (unsigned d = 0; d < sp.ndims; d++)
	constant &= tree_fits_shwi_p (sp.dims[d].step);
      if (!constant)
	{
	  /* Its larger endpoint in every iteration.  */
	  if (delta > 0)
	    inner_n = fold_build2 (PLUS_EXPR, sizetype, inner_n,
				 unshare_expr (out_expr));
	  delta = 0;
	  level->skews[level->nskews - 1].exact = false;
	}
    }
  for (unsigned i = 0; i < n; i++)
    {
      ver_span &sp = level->spans[i];
      if (!sp.base)
	continue;
      sp.dims[0].niter_expr = inner_n;
      memmove (&sp.dims[1], &sp.dims[0], sp.ndims * sizeof sp.dims[0]);
      sp.dims[0] = { step[i], NULL_TREE, out_expr, delta, varies };
      sp.ndims++;
      sp.base = base[i];
    }
  level->outer = outer;
  level->niter = niter;
  return true;
}

/* Start LEVEL at LOOP, whose latch executions are NITER: the range of
   each reference of CHECKS over LOOP's iterations, for ver_outer_step_out
   to take out a loop at a time.  Return false if a pair shares its
   base.  Two accesses from one base, such as rows of one matrix, are
   often apart in every iteration while their ranges over both loops
   overlap.  Gaussian elimination's a[i][k] against a[i][k+1..n] is one.
   Those keep the check of each iteration.  */

bool
ver_outer_start (ver_outer_level *level, class loop *loop,
		 vec<ver_ref> &refs, vec<ver_check> &checks, tree niter)
{
  for (const ver_check &c : checks)
    if (operand_equal_p (refs[c.a].dr.base_address,
			 refs[c.b].dr.base_address, 0))
      return false;
  level->outer = loop;
  level->niter = niter;
  level->nskews = 0;
  level->spans.safe_grow_cleared (refs.length ());
  tree itype = unsigned_type_for (TREE_TYPE (niter));
  tree in_expr = fold_convert (sizetype, fold_convert (itype, niter));
  for (const ver_check &c : checks)
    for (unsigned i : { c.a, c.b })
      if (!level->spans[i].base)
	{
	  ver_span &sp = level->spans[i];
	  sp.base = ver_start_address (refs[i]);
	  sp.dims[0] = { refs[i].dr.step, NULL_TREE, in_expr, 0, false };
	  sp.ndims = 1;
	}
  return true;
}

/* Build into *SEQ the check of CHECKS over the iterations of the loops
   from LEVEL->outer, where ver_outer_step_out took it, to the versioned
   loop, to be made before LEVEL->outer; return its condition.  The
   stronger check implies the one of every iteration (docs/THEORY.md,
   lemma 20).  A location invariant in the versioned loop moves with the
   outer ones, as C[i][j] in the j loop of an i-j-k product.  The range
   over a triangle, whose j loop's number of iterations changes with i,
   covers every row (ver_dim_extent).  */

static tree
ver_outer_build (ver_outer_level *level, vec<ver_ref> &refs,
		 vec<ver_check> &checks, gimple_seq *seq)
{
  /* The numbers of iterations, known before LEVEL->outer: each loop's
     is the same in every range.  */
  ver_span *any = NULL;
  for (ver_span &sp : level->spans)
    if (sp.base)
      any = &sp;
  for (unsigned d = 0; any && d < any->ndims; d++)
    {
      tree s = ver_gimplify (unshare_expr (any->dims[d].niter_expr), seq);
      for (ver_span &sp : level->spans)
	if (sp.base)
	  sp.dims[d].niter = s;
    }

  tree cond = boolean_true_node;
  for (const ver_check &c : checks)
    {
      tree lo[2], hi[2], ok[2];
      unsigned idx[2] = { c.a, c.b };
      for (int k = 0; k < 2; k++)
	{
	  const ver_span &sp = level->spans[idx[k]];
	  auto_vec<ver_dim, 3> dims;
	  for (unsigned d = 0; d < sp.ndims; d++)
	    dims.quick_push (sp.dims[d]);
	  ver_range_dims (sp.base, refs[idx[k]].size, dims, &lo[k], &hi[k],
			  &ok[k], seq);
	}
      cond = ver_and_pair (cond, lo[0], hi[0], ok[0], lo[1], hi[1], ok[1]);
    }
  return ver_gimplify (cond, seq);
}

/* Step 6 of ver_loop: build the check of ST's loop into PL.  Make it
   once before the outer loop when the ranges over both loops can be
   computed there.  Where the nest is not copied whole (ver_nest_p), go
   once more out when the ranges can be computed there too.
   covariance's triangle is then checked once per call instead of once
   per row.  Otherwise make it on the loop's preheader edge.  The check
   of a nest copied whole is named for unroll-and-jam when that runs
   (jam_wanted_p).  */

void
ver_place_check (ver_state *st, ver_placement *pl)
{
  class loop *loop = st->loop;
  ver_outer_level level;
  pl->seq = NULL;
  pl->nest_ok = false;
  pl->nskews = 0;
  pl->name_for_jam = false;
  pl->guard_iters = pl->npeel = 0;
  if (ver_outer_start (&level, loop, st->refs, st->checks, st->niter)
      && ver_outer_step_out (&level))
    {
      pl->check_loop = level.outer;
      pl->cond = ver_outer_build (&level, st->refs, st->checks, &pl->seq);
      pl->nest_ok = ver_nest_p (st, level.outer, &pl->nest);
      pl->name_for_jam = pl->nest_ok && jam_wanted_p (cfun);
      /* The check one loop further out is built before the first one is
	 discarded.  The SSA names the first one frees would otherwise
	 number the second's differently.  GCC orders operands, and so
	 allocates registers, by those numbers.  */
      gimple_seq seq2 = NULL;
      if (!pl->nest_ok && ver_outer_step_out (&level))
	{
	  tree cond2 = ver_outer_build (&level, st->refs, st->checks, &seq2);
	  gimple_seq_discard (pl->seq);
	  pl->seq = seq2;
	  pl->cond = cond2;
	  pl->check_loop = level.outer;
	}
      pl->nskews = level.nskews;
      memcpy (pl->skews, level.skews, sizeof pl->skews);
      return;
    }
  pl->check_loop = loop;
  pl->cond = ver_build_check (st->refs, st->groups, st->checks, st->niter,
			      &pl->seq);
}
