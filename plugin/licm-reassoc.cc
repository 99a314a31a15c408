/* looplicm: regrouping the invariant operands of associative chains.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Hoisting moves whole statements.  Take a chain of one associative and
   commutative operation that mixes values of the loop with invariants.
   As written, no statement of it is invariant:

     Before:                         After:
       preheader:                      preheader:
					 _10 = (unsigned int) a_13(D);
					 _11 = (unsigned int) b_15(D);
					 _12 = _10 + _11;
       loop:                           loop:
	 _4 = *_3;                       _4 = *_3;
	 _5 = _4 + a_13(D);              _13 = (unsigned int) _4;
	 _7 = _5 + b_15(D);              _14 = _13 + _12;
					 _7 = (int) _14;

   This phase runs right before hoisting.  A chain (docs/THEORY.md,
   definition 10) is a root statement and the single-use statements of
   the same operation and type that feed it, in the same loop.  For each
   chain the phase collects the operands (leaves).  It splits them into
   variant ones and invariant ones: constants and names defined outside
   the loop.  When two or more are invariant, it rebuilds the chain as
   VARIANT-PART op INVARIANT-PART at the root.  The invariant part is a
   left fold of the invariants, outermost definitions first.  So each
   partial result may leave as many loops as its operands allow.  The
   root keeps its name; the old interior statements die and are removed.
   The statements of the invariant part are marked (reassoc_made_p).
   Hoisting moves them out whatever GCC lim's cost model says: an
   addition costs 1, below lim-expensive.  The rewrite only pays when
   they leave the loop.

   Operations: + and - (one family: a leaf carries a sign), *, &, |, ^,
   MIN and MAX.  Types: integer types; & | ^ MIN MAX also booleans;
   floating point for MIN and MAX always and for + - * under
   -fassociative-math, the types GCC's reassoc pass accepts
   (can_reassociate_type_p and reassociate_bb).  Not under -ftrapv (a
   trapping + or * must keep its traps), not for vectors, pointers or
   _BitInt.

   Cost: the loop had |V| + |I| - 1 operations for |V| variant and |I|
   invariant leaves; it keeps |V|, plus conversions between a signed type
   and its unsigned twin of the same precision, which are no instruction
   in RTL.  So |I| >= 2 and |V| >= 1.  An interior statement with another
   use stays alive, so it is a leaf, never part of a chain.  A statement
   using a header PHI of the loop (an induction variable, a reduction's
   accumulator) is no chain statement.  So the accumulation of a
   reduction keeps its form, for the vectorizer.  An induction variable
   is left to ivopts, which puts the invariant part in its base.  For the
   same reason a chain whose value is itself affine in the loop
   (simple_iv) is left alone.  ivopts already computes it with no
   operation per iteration.  An unsigned regrouping would hide that it
   does not wrap.

   Legality.  With wrapping types (unsigned, -fwrapv), &, |, ^, MIN and
   MAX, every regrouping computes the same value.  The operation is
   associative and commutative on the values of the type.  FP + and *
   are not, which is what -fassociative-math allows.  It implies
   -fno-trapping-math and -fno-signed-zeros, so the invariant part may
   also run speculatively.  The case to prove is signed + and * whose
   overflow is undefined.  Keeping the signed type is wrong twice:

     v = -10, a = INT_MAX, b = 1:  (v + a) + b = INT_MAX - 9, no overflow;
     a + b overflows: undefined where the original is not.  If the sum
     wrapped to INT_MIN, v + INT_MIN would overflow too.

   So the whole regrouped chain is computed in the unsigned type of the
   same precision, operands converted to it and the root converted back.
   docs/THEORY.md, lemma 15, proves that the root keeps its value.
   Nothing in the new code can overflow with undefined behaviour.  No
   statement of it claims a fact the original did not have.  The new
   names carry no range, and the root keeps its value, hence its range.

   Comparisons.  `x + c1 CMP c2' with x variant and c1, c2 invariant,
   where the sum has no other use, becomes `x CMP c2 - c1'.  c2 - c1 is
   then hoisted.  docs/THEORY.md, lemma 16, proves the two cases:
     - == and != in any integer type (not -ftrapv).  c2 - c1 is computed
       in the unsigned type and converted back.
     - < <= > >= only for signed types with undefined overflow, where the
       original sum is exact.  c1 and c2 must both be known to be
       non-negative (tree_expr_nonnegative_p: constants, conversions
       from narrower unsigned types, masks, recorded ranges).  Then
       c2 - c1 lies in [-MAX, MAX], and is computed in the signed type
       without overflow.
   Without that proof (parameters of unknown sign, the usual case) the
   comparison stays.  Its rewrite in a wider type would add a sign
   extension per iteration for the addition it removes.

   Left out: address arithmetic (`&p[i + k]', k invariant).  With i an
   induction variable, ivopts already puts p + 4 * k in the base of the
   address induction variable: at GCC 12 -O2 no addition for k stays in
   the loop.  Take a variant index loaded from memory, p[v[i] + k].
   Taking p + 4 * k out would make a hoisted pointer that may lie outside
   the object p points to.  GCC's pointer arithmetic (POINTER_PLUS_EXPR
   does not wrap) and points-to analysis do not allow for that.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cfgloop.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "pretty-print.h"
#include "fold-const.h"
#include "tree-eh.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "tree-pass.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* The longest chain regrouped, in leaves: the walk and the rebuild stay
   linear, and longer chains are rare outside generated code.  */
#define REASSOC_MAX_LEAVES 16

/* One operand of a chain.  */

struct reassoc_leaf
{
  /* The operand.  */
  tree op;
  /* Whether it is subtracted (in a chain of + and -).  */
  bool neg;
  /* The depth of the innermost loop around the chain's loop that holds
     its definition (0: outside every loop), or -1 if it is defined in
     the chain's loop.  */
  int depth;
};

/* A chain being regrouped.  */

struct reassoc_chain
{
  /* The root statement, whose value the chain computes.  */
  gassign *root;
  /* Its loop.  */
  class loop *loop;
  /* Its operation: PLUS_EXPR for a chain of + and -.  */
  enum tree_code code;
  /* The type of every value of the chain.  */
  tree type;
  /* The leaves, left to right.  */
  auto_vec<reassoc_leaf, REASSOC_MAX_LEAVES> leaves;
  /* The statements of the chain other than the root.  */
  auto_vec<gassign *, REASSOC_MAX_LEAVES> interior;
  /* How many of the chain's operations stay in the loop as it is
     written.  Those with a variant operand below them stay.  So do those
     of invariants only that GCC lim's cost model leaves in place: cheap
     ones with nothing expensive below them in the loop.  */
  unsigned before;
};

/* What regrouping keeps for the function being compiled, from
   reassoc_initialize to reassoc_finalize.  */

struct reassoc_state
{
  /* The statements computing an invariant part: hoisting moves them
     whatever their cost.  */
  hash_set<gimple *> made;
};

/* The state of the function being compiled.  Hoisting, which runs
   after regrouping, asks what it made (reassoc_made_p) through
   looplicm.h's functions, which take no state.  So it is reached
   here.  */
static reassoc_state *reassoc;

/* Return CODE's chain operation: PLUS_EXPR for + and -, CODE itself for
   the other associative and commutative operations, ERROR_MARK for
   anything else.  */

static enum tree_code
reassoc_family (enum tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      return PLUS_EXPR;
    case MULT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      return code;
    default:
      return ERROR_MARK;
    }
}

/* Return NULL if a chain of operation CODE (a family) in TYPE may be
   regrouped, else why not.  */

static const char *
reassoc_type_blocker (enum tree_code code, tree type)
{
  bool arith = (code == PLUS_EXPR || code == MULT_EXPR);
  if (TREE_CODE (type) == INTEGER_TYPE)
    {
      if (arith && TYPE_OVERFLOW_TRAPS (type))
	return "its overflow traps (-ftrapv)";
      return NULL;
    }
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return arith ? "it is boolean arithmetic" : NULL;
  if (SCALAR_FLOAT_TYPE_P (type))
    {
      /* GCC's reassoc: MIN and MAX of any type, + and * of floating
	 point under -fassociative-math.  */
      if (arith && !flag_associative_math)
	return "floating-point arithmetic without -fassociative-math";
      return NULL;
    }
  return "its type is not an integer or floating-point scalar";
}

/* Return true if a chain of CODE (a family) in TYPE is computed in the
   unsigned type of the same precision: signed + and * whose overflow is
   undefined (see the file's comment).  */

static bool
reassoc_wraps_p (enum tree_code code, tree type)
{
  return ((code == PLUS_EXPR || code == MULT_EXPR)
	  && INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type));
}

/* Return true if OP is the result of a PHI in the header of LOOP: an
   induction variable or the accumulator of a reduction.  */

static bool
reassoc_header_phi_p (tree op, class loop *loop)
{
  if (TREE_CODE (op) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  return gimple_code (def) == GIMPLE_PHI && gimple_bb (def) == loop->header;
}

/* Return the depth of the innermost loop enclosing LOOP that holds the
   definition of OP (0 for none), or of the definitions it is computed
   from in LOOP.  -1 if OP varies in LOOP or cannot be used outside its
   place.  LEVEL counts the definitions looked through.  */

static int
reassoc_invariant_depth (tree op, class loop *loop, int level = 0)
{
  if (TREE_CODE (op) != SSA_NAME)
    return is_gimple_min_invariant (op) ? 0 : -1;
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (op))
    return -1;
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block bb = gimple_bb (def);
  if (!bb)
    return 0;
  if (!flow_bb_inside_loop_p (loop, bb))
    return loop_depth (find_common_loop (loop, bb->loop_father));
  /* An invariant computation in LOOP.  It may be a cheap one that GCC's
     lim left (its cost is below lim-expensive), such as the promotion
     (int) c of a char.  It may be one that hoisting is about to move:
     with -fno-tree-loop-im nothing has moved yet.  Hoisting moves it with
     the invariant part that uses it.  Only what hoisting moves counts: no
     memory, no call, and nothing that may trap unless it runs in every
     iteration.  */
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || bb->loop_father != loop || level >= 3 || gimple_vuse (as)
      || (gimple_could_trap_p (as) && !lim_guaranteed_p (as, loop))
      || stmt_could_throw_p (cfun, as)
      || (get_gimple_rhs_class (gimple_assign_rhs_code (as))
	  == GIMPLE_SINGLE_RHS
	  && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as)))
      || !is_gimple_reg_type (TREE_TYPE (op)))
    return -1;
  enum tree_code code = gimple_assign_rhs_code (as);
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR || code == LROTATE_EXPR
      || code == RROTATE_EXPR)
    return -1;
  int depth = 0;
  ssa_op_iter iter;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, as, iter, SSA_OP_USE)
    {
      int d = reassoc_invariant_depth (use, loop, level + 1);
      if (d < 0)
	return -1;
      depth = MAX (depth, d);
    }
  return depth;
}

/* Return true if STMT may be a statement of a chain of FAMILY in TYPE in
   LOOP.  It must be an assignment of that operation and type in LOOP's
   own blocks, and cannot throw.  It must not be made by the pass, and
   must use no header PHI of LOOP and no name of an abnormal PHI.  TYPE
   NULL: any type.  */

static bool
reassoc_chain_stmt_p (gimple *stmt, enum tree_code family, tree type,
		      class loop *loop)
{
  gassign *as = dyn_cast <gassign *> (stmt);
  if (family == ERROR_MARK || !as || !gimple_bb (as)
      || gimple_bb (as)->loop_father != loop
      || reassoc_family (gimple_assign_rhs_code (as)) != family)
    return false;
  tree lhs = gimple_assign_lhs (as);
  if (TREE_CODE (lhs) != SSA_NAME || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
      || (type && !types_compatible_p (TREE_TYPE (lhs), type))
      || stmt_could_throw_p (cfun, as) || looplicm_made_p (as)
      || sink_made_p (as))
    return false;
  tree ops[2] = { gimple_assign_rhs1 (as), gimple_assign_rhs2 (as) };
  for (tree op : ops)
    if (reassoc_header_phi_p (op, loop)
	|| (TREE_CODE (op) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (op)))
      return false;
  return true;
}

/* Return true if STMT, a chain statement of LOOP, is the root of its
   chain: its value is not used by exactly one statement that would take
   it in as part of the same chain.  */

static bool
reassoc_root_p (gassign *stmt, class loop *loop)
{
  tree lhs = gimple_assign_lhs (stmt);
  use_operand_p use_p;
  gimple *use;
  if (!single_imm_use (lhs, &use_p, &use))
    return true;
  return !reassoc_chain_stmt_p (use, reassoc_family
				      (gimple_assign_rhs_code (stmt)),
				TREE_TYPE (lhs), loop);
}

/* Return GCC lim's cost (stmt_cost, as hoist_own_cost) of an operation
   CODE: expensive for multiplications, divisions and shifts, else 1.  */

static unsigned
reassoc_code_cost (enum tree_code code)
{
  switch (code)
    {
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case CEIL_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case CEIL_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case ROUND_MOD_EXPR:
    case RDIV_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case LROTATE_EXPR:
    case RROTATE_EXPR:
      return param_lim_expensive;
    default:
      return 1;
    }
}

/* Add OP, with sign NEG, to the leaves of chain C, or walk into the
   chain statement defining it.  Set *VARIANT if a leaf under OP is
   variant, else add to *COST what GCC lim's cost model counts for the
   invariant statements of the loop computing OP.  Return false if the
   chain is too long.  */

static bool
reassoc_linearize (tree op, bool neg, reassoc_chain *c, bool *variant,
		   unsigned *cost)
{
  if (TREE_CODE (op) == SSA_NAME && has_single_use (op)
      && reassoc_chain_stmt_p (SSA_NAME_DEF_STMT (op), c->code, c->type,
			       c->loop))
    {
      gassign *def = as_a <gassign *> (SSA_NAME_DEF_STMT (op));
      c->interior.safe_push (def);
      bool minus = gimple_assign_rhs_code (def) == MINUS_EXPR;
      bool var = false;
      unsigned sub = reassoc_code_cost (c->code);
      if (!reassoc_linearize (gimple_assign_rhs1 (def), neg, c, &var, &sub)
	  || !reassoc_linearize (gimple_assign_rhs2 (def), neg ^ minus, c,
				 &var, &sub))
	return false;
      /* An operation of invariants only stays when it is cheap, with
	 what computes its operands in the loop (hoist_decide).  */
      if (var || sub < (unsigned) param_lim_expensive)
	c->before++;
      *variant |= var;
      *cost += sub;
      return true;
    }
  if (c->leaves.length () >= REASSOC_MAX_LEAVES)
    return false;
  reassoc_leaf leaf;
  leaf.op = op;
  leaf.neg = neg;
  leaf.depth = reassoc_invariant_depth (op, c->loop);
  c->leaves.safe_push (leaf);
  if (leaf.depth < 0)
    *variant = true;
  else if (TREE_CODE (op) == SSA_NAME
	   && gimple_bb (SSA_NAME_DEF_STMT (op))
	   && flow_bb_inside_loop_p (c->loop,
				     gimple_bb (SSA_NAME_DEF_STMT (op))))
    *cost += reassoc_code_cost (gimple_assign_rhs_code
				  (SSA_NAME_DEF_STMT (op)));
  return true;
}

/* Return NULL if the statements computing invariant operands OPS (N of
   them) at STMT, in LOOP, will move out of LOOP, else why not.  LOOP must
   be analysed, and STMT's block no colder than LOOP's preheader.  An
   operand whose value may be undefined needs STMT to run in every
   iteration.  These are hoist_choose_level's rules.  */

static const char *
reassoc_hoist_blocker (gimple *stmt, class loop *loop, tree *ops, unsigned n)
{
  if (!lim_loop_analyzed_p (loop))
    return "the loop is not in canonical form";
  if (!lim_coldest_level (loop, gimple_bb (stmt)))
    return "its block is colder than the loop's preheader";
  for (unsigned i = 0; i < n; i++)
    if (lim_maybe_undef_p (ops[i]) && !lim_guaranteed_p (stmt, loop))
      return "an invariant operand may be undefined and the chain is not "
	     "guaranteed to execute";
  return NULL;
}

/* Return OP converted to TYPE, adding the conversion to SEQ if it needs
   a statement.  */

static tree
reassoc_convert (gimple_seq *seq, tree type, tree op, location_t loc)
{
  if (useless_type_conversion_p (type, TREE_TYPE (op)))
    return op;
  if (CONSTANT_CLASS_P (op))
    return fold_convert (type, op);
  tree res = make_ssa_name (type);
  gassign *g = gimple_build_assign (res, NOP_EXPR, op);
  gimple_set_location (g, loc);
  gimple_seq_add_stmt_without_update (seq, g);
  return res;
}

/* Return A CODE B in TYPE, folded if both are constants, else computed
   by a statement added to SEQ.  */

static tree
reassoc_build (gimple_seq *seq, enum tree_code code, tree type, tree a,
	       tree b, location_t loc)
{
  if (CONSTANT_CLASS_P (a) && CONSTANT_CLASS_P (b))
    if (tree t = fold_binary (code, type, a, b))
      if (CONSTANT_CLASS_P (t))
	return t;
  tree res = make_ssa_name (type);
  gassign *g = gimple_build_assign (res, code, a, b);
  gimple_set_location (g, loc);
  gimple_seq_add_stmt_without_update (seq, g);
  return res;
}

/* Combine X, subtracted if NEG, into the accumulator *ACC of a chain of
   CODE in TYPE, adding the statement to SEQ.  *ACC_NEG says that *ACC
   holds the negative of the accumulated value (every operand so far was
   subtracted); the first operand that is added ends that.  */

static void
reassoc_accumulate (gimple_seq *seq, enum tree_code code, tree type,
		    tree *acc, bool *acc_neg, tree x, bool neg, location_t loc)
{
  if (!*acc)
    {
      *acc = x;
      *acc_neg = neg;
      return;
    }
  tree a = *acc, b = x;
  if (code == PLUS_EXPR && *acc_neg != neg)
    {
      code = MINUS_EXPR;
      /* -acc + x is x - acc, which is no longer negated.  */
      if (*acc_neg)
	{
	  std::swap (a, b);
	  *acc_neg = false;
	}
    }
  *acc = reassoc_build (seq, code, type, a, b, loc);
}

/* Return the constant leaves of chain C, the variant ones when VARIANT,
   folded into one as the rebuilt chain folds them, each subtracted one
   added when FLIP; NULL_TREE if there is none.  Set *SEEN to whether
   there are other leaves of that side (all of them for MIN and MAX),
   and *FIRST_NEG to whether the first of those is subtracted.  */

static tree
reassoc_fold_constant_leaves (reassoc_chain *c, bool variant, bool flip,
			      bool *seen, bool *first_neg)
{
  bool minmax = c->code == MIN_EXPR || c->code == MAX_EXPR;
  tree cst = NULL_TREE;
  *first_neg = *seen = false;
  for (reassoc_leaf l : c->leaves)
    {
      if ((l.depth < 0) != variant)
	continue;
      l.neg ^= flip;
      if (TREE_CODE (l.op) != INTEGER_CST || minmax)
	{
	  if (!*seen)
	    *first_neg = l.neg;
	  *seen = true;
	  continue;
	}
      tree op = fold_convert (c->type, l.op);
      if (!cst)
	cst = l.neg ? const_unop (NEGATE_EXPR, c->type, op) : op;
      else
	cst = const_binop (l.neg ? MINUS_EXPR : c->code, c->type, cst, op);
    }
  return cst;
}

/* Print into remark R the leaves of chain C, variant ones when VARIANT,
   in source terms joined by its operation.  Constant leaves are shown
   as one constant, folded as the rebuilt chain folds them.  */

static void
reassoc_remark_leaves (looplicm_remark *r, reassoc_chain *c, bool variant)
{
  pretty_printer *pp = r->m_pp;
  bool minmax = c->code == MIN_EXPR || c->code == MAX_EXPR;
  /* Every one subtracted: show what is computed, their sum.  */
  bool flip = true;
  for (reassoc_leaf &l : c->leaves)
    if ((l.depth < 0) == variant && !l.neg)
      flip = false;
  /* The constant leaves first, folded into one.  */
  bool first_neg, seen;
  tree cst = reassoc_fold_constant_leaves (c, variant, flip, &seen,
					   &first_neg);
  if (cst && TREE_CODE (cst) != INTEGER_CST)
    return;
  bool plus = c->code == PLUS_EXPR;
  if (cst && plus && integer_zerop (cst) && seen)
    cst = NULL_TREE;
  /* 258 - x rather than -x + 258.  */
  bool cst_first = cst && (!seen || (plus && first_neg));
  if (cst_first)
    looplicm_remark_constant (r, cst, false);
  bool first = !cst_first;
  for (reassoc_leaf l : c->leaves)
    {
      if ((l.depth < 0) != variant
	  || (TREE_CODE (l.op) == INTEGER_CST && !minmax))
	continue;
      l.neg ^= flip;
      enum tree_code code = l.neg ? MINUS_EXPR : c->code;
      if (minmax)
	{
	  if (!first)
	    pp_string (pp, ", ");
	  looplicm_remark_ref (r, l.op);
	}
      else if (first && l.neg)
	{
	  pp_string (pp, "-");
	  looplicm_remark_operand (r, l.op, NEGATE_EXPR, true);
	}
      else if (first)
	looplicm_remark_operand (r, l.op, c->code, false);
      else
	{
	  pp_space (pp);
	  pp_string (pp, op_symbol_code (code));
	  pp_space (pp);
	  looplicm_remark_operand (r, l.op, code, true);
	}
      first = false;
    }
  if (!cst || cst_first)
    return;
  if (plus)
    {
      pp_string (pp, looplicm_remark_negative_p (cst) ? " - " : " + ");
      looplicm_remark_constant (r, cst, true);
    }
  else
    {
      pp_space (pp);
      pp_string (pp, op_symbol_code (c->code));
      pp_space (pp);
      looplicm_remark_operand (r, cst, c->code, true);
    }
}

/* Say in the dump and in a remark that chain C is being regrouped.  */

static void
reassoc_report (reassoc_chain *c, unsigned ninv)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Reassociating ");
      print_gimple_stmt (dump_file, c->root, 0, TDF_SLIM);
      unsigned saved = c->before - (c->leaves.length () - ninv);
      fprintf (dump_file, "  for loop %d: %u of %u operands invariant, "
	       "%u operation%s fewer per iteration\n", c->loop->num, ninv,
	       c->leaves.length (), saved, saved == 1 ? "" : "s");
    }
  if (!dump_enabled_p ())
    return;
  bool minmax = c->code == MIN_EXPR || c->code == MAX_EXPR;
  const char *fn = c->code == MIN_EXPR ? "MIN (" : "MAX (";
  looplicm_remark r (MSG_OPTIMIZED_LOCATIONS, c->root);
  pp_string (r.m_pp, "moved '");
  if (minmax)
    pp_string (r.m_pp, fn);
  reassoc_remark_leaves (&r, c, false);
  if (minmax)
    pp_right_paren (r.m_pp);
  pp_string (r.m_pp, "' before ");
  looplicm_remark_loop (&r, c->loop);
  pp_string (r.m_pp, ": regrouped '");
  looplicm_remark_stmt (&r, c->root);
  pp_string (r.m_pp, "' so that its invariant operands are combined once");
  looplicm_remark_emit (&r);
}

/* Add the statements of SEQ before GSI with the gimple_uid of STMT (the
   analysis numbers statements in their block), marking them as made by
   the pass, and as to be hoisted when HOIST.  */

static void
reassoc_insert (gimple_stmt_iterator *gsi, gimple_seq seq, gimple *stmt,
		bool hoist)
{
  for (gimple_stmt_iterator si = gsi_start (seq); !gsi_end_p (si);
       gsi_next (&si))
    {
      gimple_set_uid (gsi_stmt (si), gimple_uid (stmt));
      if (hoist)
	reassoc->made.add (gsi_stmt (si));
    }
  looplicm_mark_made (seq);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
}

/* Remove STMT, whose value is no longer used but by debug statements.  */

static void
reassoc_remove (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
}

/* Rebuild chain C, with NINV invariant leaves, as its variant part
   combined with its invariant part, in the unsigned type where signed
   overflow would be undefined.  */

static void
reassoc_rewrite (reassoc_chain *c, unsigned ninv)
{
  gassign *root = c->root;
  location_t loc = gimple_location (root);
  enum tree_code code = c->code;
  tree ctype = (reassoc_wraps_p (code, c->type)
		? unsigned_type_for (c->type) : c->type);

  /* The invariant leaves, outermost definitions first (a stable
     insertion sort: chains are short).  */
  auto_vec<reassoc_leaf, REASSOC_MAX_LEAVES> inv;
  for (reassoc_leaf &l : c->leaves)
    if (l.depth >= 0)
      {
	unsigned i = inv.length ();
	inv.safe_push (l);
	for (; i > 0 && inv[i - 1].depth > l.depth; i--)
	  inv[i] = inv[i - 1];
	inv[i] = l;
      }
  gcc_assert (inv.length () == ninv);

  gimple_seq inv_seq = NULL, var_seq = NULL;
  tree t = NULL_TREE, v = NULL_TREE;
  bool t_neg = false, v_neg = false;
  for (reassoc_leaf &l : inv)
    reassoc_accumulate (&inv_seq, code, ctype, &t, &t_neg,
			reassoc_convert (&inv_seq, ctype, l.op, loc), l.neg,
			loc);
  for (reassoc_leaf &l : c->leaves)
    if (l.depth < 0)
      reassoc_accumulate (&var_seq, code, ctype, &v, &v_neg,
			  reassoc_convert (&var_seq, ctype, l.op, loc), l.neg,
			  loc);
  /* The last step: V + T, V - T (every invariant subtracted) or T - V
     (every variant subtracted); a chain's first leaf is never
     subtracted, so not both.  */
  gcc_assert (!(t_neg && v_neg));
  enum tree_code fcode = code;
  tree a = v, b = t;
  if (t_neg)
    fcode = MINUS_EXPR;
  else if (v_neg)
    {
      fcode = MINUS_EXPR;
      std::swap (a, b);
    }

  gimple_stmt_iterator gsi = gsi_for_stmt (root);
  reassoc_insert (&gsi, inv_seq, root, true);
  if (useless_type_conversion_p (c->type, ctype))
    {
      reassoc_insert (&gsi, var_seq, root, false);
      gimple_assign_set_rhs_with_ops (&gsi, fcode, a, b);
    }
  else
    {
      tree u = reassoc_build (&var_seq, fcode, ctype, a, b, loc);
      reassoc_insert (&gsi, var_seq, root, false);
      gimple_assign_set_rhs_with_ops (&gsi, NOP_EXPR, u);
    }
  update_stmt (gsi_stmt (gsi));
  /* Users first: each interior statement is dead once its user is.  */
  for (gassign *s : c->interior)
    reassoc_remove (s);
}

/* Regroup the chain rooted at ROOT, a chain statement of LOOP, if that
   takes an operation out of the loop.  AFFINE says that ROOT's value is
   affine in LOOP.  Return true if it did.  */

static bool
reassoc_chain_at (gassign *root, class loop *loop, bool affine)
{
  reassoc_chain c;
  c.root = root;
  c.loop = loop;
  c.code = reassoc_family (gimple_assign_rhs_code (root));
  c.type = TREE_TYPE (gimple_assign_lhs (root));
  c.before = 0;
  bool minus = gimple_assign_rhs_code (root) == MINUS_EXPR;
  /* The root is the last operation of the chain: it has a variant
     operand, or the chain is all invariant and no business of ours.  */
  bool variant = false;
  unsigned cost = 0;
  if (!reassoc_linearize (gimple_assign_rhs1 (root), false, &c, &variant,
			  &cost)
      || !reassoc_linearize (gimple_assign_rhs2 (root), minus, &c, &variant,
			     &cost))
    return false;
  c.before++;
  unsigned ninv = 0;
  auto_vec<tree, REASSOC_MAX_LEAVES> invops;
  for (reassoc_leaf &l : c.leaves)
    if (l.depth >= 0)
      {
	ninv++;
	invops.safe_push (l.op);
      }
  /* Nothing to gain unless two invariants meet a variant.  The
     regrouped chain must keep fewer operations in the loop (one per
     variant leaf) than stay there as it is written.  It does not when its
     invariants already form a sub-expression that moves out,
     (a * b) * v[i].  */
  unsigned nvar = c.leaves.length () - ninv;
  if (ninv < 2 || nvar == 0 || nvar >= c.before)
    return false;
  const char *why = reassoc_type_blocker (c.code, c.type);
  if (!why && affine)
    why = "its value is affine in the loop (ivopts takes its invariant part)";
  if (!why)
    why = reassoc_hoist_blocker (root, loop, invops.address (), ninv);
  if (why)
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "Not reassociating for loop %d: %s\n  ",
		   loop->num, why);
	  print_gimple_stmt (dump_file, root, 0, TDF_SLIM);
	}
      return false;
    }
  reassoc_report (&c, ninv);
  reassoc_rewrite (&c, ninv);
  return true;
}

/* If *OP is a name defined in LOOP by `x + c1' or `x - c1', x variant
   and c1 invariant, with no other use, return that statement and set
   *X, *C1 and *MINUS.  */

static gassign *
reassoc_cmp_sum (tree op, class loop *loop, tree *x, tree *c1, bool *minus)
{
  if (TREE_CODE (op) != SSA_NAME || !has_single_use (op)
      || !reassoc_chain_stmt_p (SSA_NAME_DEF_STMT (op), PLUS_EXPR, NULL_TREE,
				loop))
    return NULL;
  gassign *sum = as_a <gassign *> (SSA_NAME_DEF_STMT (op));
  if (TREE_CODE (TREE_TYPE (op)) != INTEGER_TYPE)
    return NULL;
  tree r1 = gimple_assign_rhs1 (sum), r2 = gimple_assign_rhs2 (sum);
  *minus = gimple_assign_rhs_code (sum) == MINUS_EXPR;
  if (reassoc_invariant_depth (r2, loop) >= 0
      && reassoc_invariant_depth (r1, loop) < 0)
    {
      *x = r1;
      *c1 = r2;
      return sum;
    }
  if (!*minus && reassoc_invariant_depth (r1, loop) >= 0
      && reassoc_invariant_depth (r2, loop) < 0)
    {
      *x = r2;
      *c1 = r1;
      return sum;
    }
  return NULL;
}

/* A comparison `x + c1 CMP c2' (or `x - c1 CMP c2') of a loop, with x
   variant and c1 and c2 invariant, that may compare x with c2 - c1
   (c2 + c1) instead.  */

struct reassoc_cmp
{
  /* The condition or the comparison.  */
  gimple *stmt;
  /* Its code, with the sum on the left.  */
  enum tree_code cmp;
  /* The sum, and its operands.  */
  gassign *sum;
  tree x, c1;
  /* Whether the sum is x - c1.  */
  bool minus;
  /* What the sum is compared with.  */
  tree c2;
};

/* Return true if STMT, a statement of LOOP, is a comparison that
   docs/THEORY.md, lemma 16, proves may compare x with c2 - c1 instead
   of x + c1 with c2, and describe it in *C.  */

static bool
reassoc_cmp_find (gimple *stmt, class loop *loop, reassoc_cmp *c)
{
  enum tree_code cmp;
  tree lhs, rhs;
  if (gcond *cond = dyn_cast <gcond *> (stmt))
    {
      cmp = gimple_cond_code (cond);
      lhs = gimple_cond_lhs (cond);
      rhs = gimple_cond_rhs (cond);
    }
  else if (is_gimple_assign (stmt)
	   && TREE_CODE_CLASS (gimple_assign_rhs_code (stmt)) == tcc_comparison)
    {
      cmp = gimple_assign_rhs_code (stmt);
      lhs = gimple_assign_rhs1 (stmt);
      rhs = gimple_assign_rhs2 (stmt);
    }
  else
    return false;
  if (cmp != EQ_EXPR && cmp != NE_EXPR && cmp != LT_EXPR && cmp != LE_EXPR
      && cmp != GT_EXPR && cmp != GE_EXPR)
    return false;

  c->stmt = stmt;
  c->c2 = rhs;
  c->sum = reassoc_cmp_sum (lhs, loop, &c->x, &c->c1, &c->minus);
  if (!c->sum)
    {
      c->sum = reassoc_cmp_sum (rhs, loop, &c->x, &c->c1, &c->minus);
      c->c2 = lhs;
      cmp = swap_tree_comparison (cmp);
    }
  c->cmp = cmp;
  if (!c->sum || reassoc_invariant_depth (c->c2, loop) < 0)
    return false;
  tree type = TREE_TYPE (c->x);
  if (TYPE_OVERFLOW_TRAPS (type))
    return false;
  bool equality = cmp == EQ_EXPR || cmp == NE_EXPR;
  /* Ordered: exact only for x + c1 without overflow, both c known
     non-negative so that c2 - c1 cannot overflow.  */
  if (!equality
      && (c->minus || !TYPE_OVERFLOW_UNDEFINED (type)
	  || !tree_expr_nonnegative_p (c->c1)
	  || !tree_expr_nonnegative_p (c->c2)))
    return false;
  /* Both constant: GCC folds it.  */
  return !(CONSTANT_CLASS_P (c->c1) && CONSTANT_CLASS_P (c->c2));
}

/* Say in the dump and in a remark that comparison C of LOOP is being
   rewritten.  */

static void
reassoc_cmp_report (reassoc_cmp *c, class loop *loop)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Reassociating comparison ");
      print_gimple_stmt (dump_file, c->stmt, 0, TDF_SLIM);
      fprintf (dump_file, "  for loop %d: compares ", loop->num);
      print_generic_expr (dump_file, c->x, TDF_SLIM);
      fprintf (dump_file, " with ");
      print_generic_expr (dump_file, c->c2, TDF_SLIM);
      fprintf (dump_file, " %s ", c->minus ? "+" : "-");
      print_generic_expr (dump_file, c->c1, TDF_SLIM);
      fprintf (dump_file, "\n");
    }
  if (!dump_enabled_p ())
    return;
  looplicm_remark r (MSG_OPTIMIZED_LOCATIONS, c->stmt);
  enum tree_code code = c->minus ? PLUS_EXPR : MINUS_EXPR;
  pp_string (r.m_pp, "moved '");
  looplicm_remark_operand (&r, c->c2, code, false);
  pp_string (r.m_pp, c->minus ? " + " : " - ");
  looplicm_remark_operand (&r, c->c1, code, true);
  pp_string (r.m_pp, "' before ");
  looplicm_remark_loop (&r, loop);
  pp_string (r.m_pp, ": compared '");
  looplicm_remark_ref (&r, c->x);
  pp_string (r.m_pp, "' with it instead of '");
  looplicm_remark_stmt (&r, c->sum);
  pp_string (r.m_pp, "' with '");
  looplicm_remark_ref (&r, c->c2);
  pp_string (r.m_pp, "'");
  looplicm_remark_emit (&r);
}

/* Rewrite comparison C to compare x with c2 - c1 (c2 + c1 for x - c1),
   computed by statements that hoisting moves out, and remove the sum.
   The difference wraps for == and !=, and is exact in x's type for the
   ordered comparisons.  */

static void
reassoc_cmp_rewrite (reassoc_cmp *c)
{
  gimple *stmt = c->stmt;
  tree type = TREE_TYPE (c->x);
  bool equality = c->cmp == EQ_EXPR || c->cmp == NE_EXPR;
  location_t loc = gimple_location (stmt);
  tree ctype = (equality && !TYPE_OVERFLOW_WRAPS (type)
		? unsigned_type_for (type) : type);
  gimple_seq seq = NULL;
  tree t = reassoc_build (&seq, c->minus ? PLUS_EXPR : MINUS_EXPR, ctype,
			  reassoc_convert (&seq, ctype, c->c2, loc),
			  reassoc_convert (&seq, ctype, c->c1, loc), loc);
  t = reassoc_convert (&seq, type, t, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  reassoc_insert (&gsi, seq, stmt, true);
  if (gcond *cond = dyn_cast <gcond *> (stmt))
    {
      gimple_cond_set_code (cond, c->cmp);
      gimple_cond_set_lhs (cond, c->x);
      gimple_cond_set_rhs (cond, t);
    }
  else
    {
      gimple_assign_set_rhs_code (stmt, c->cmp);
      gimple_assign_set_rhs1 (stmt, c->x);
      gimple_assign_set_rhs2 (stmt, t);
    }
  update_stmt (stmt);
  reassoc_remove (c->sum);
}

/* STMT is a condition or a comparison of LOOP.  It may compare `x + c1'
   (or `x - c1') with an invariant c2.  Where docs/THEORY.md, lemma 16,
   proves the rewrite exact, compare x with c2 - c1 (c2 + c1) instead.
   c2 - c1 is computed by statements that hoisting moves out.  Return
   true if it did.  */

static bool
reassoc_compare_at (gimple *stmt, class loop *loop)
{
  reassoc_cmp c;
  if (!reassoc_cmp_find (stmt, loop, &c))
    return false;
  tree ops[2] = { c.c1, c.c2 };
  const char *why = reassoc_hoist_blocker (stmt, loop, ops, 2);
  if (why)
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "Not reassociating comparison for loop %d: "
		   "%s\n  ", loop->num, why);
	  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	}
      return false;
    }
  reassoc_cmp_report (&c, loop);
  reassoc_cmp_rewrite (&c);
  return true;
}

/* Return true if NAME, defined in LOOP, is an affine function of LOOP's
   iterations, which ivopts computes by strength reduction with its
   invariant part in the base.  */

static bool
reassoc_affine_p (tree name, class loop *loop)
{
  affine_iv iv;
  return simple_iv (loop, loop, name, &iv, true);
}

/* A statement that reassoc_loops rewrites: a chain's root, a condition
   or a comparison.  */

struct reassoc_root
{
  /* The statement.  */
  gimple *stmt;
  /* Its loop.  */
  class loop *loop;
  /* For a chain's root, whether its value is affine in LOOP.  */
  bool affine;
};

/* Collect into ROOTS the roots of the chains, and the conditions and
   comparisons, of the analysed loops of FUN, innermost loops first.
   SCEV answers for the names: none is rewritten yet.  */

static void
reassoc_find_roots (function *fun, vec<reassoc_root> *roots)
{
  scev_initialize ();
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      if (!lim_loop_analyzed_p (loop))
	continue;
      basic_block *bbs = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
	{
	  if (bbs[i]->loop_father != loop)
	    continue;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      bool chain = false, affine = false;
	      if (gassign *as = dyn_cast <gassign *> (stmt))
		{
		  enum tree_code code = gimple_assign_rhs_code (as);
		  chain = (reassoc_chain_stmt_p (as, reassoc_family (code),
						 NULL_TREE, loop)
			   && reassoc_root_p (as, loop));
		  affine = (chain
			    && reassoc_affine_p (gimple_assign_lhs (as), loop));
		}
	      if (chain || gimple_code (stmt) == GIMPLE_COND
		  || (is_gimple_assign (stmt)
		      && (TREE_CODE_CLASS (gimple_assign_rhs_code (stmt))
			  == tcc_comparison)))
		roots->safe_push ({ stmt, loop, affine });
	    }
	}
      free (bbs);
    }
  scev_finalize ();
}

/* Regroup the invariant operands of the chains, and the comparisons
   against invariants, of the loops of FUN, so that hoisting (which runs
   next) takes the invariant parts out of the loops.  Return the number
   of chains and comparisons rewritten.  */

int
reassoc_loops (function *fun)
{
  if (optimize_debug)
    return 0;

  /* First find the roots, while SCEV answers for names not yet
     rewritten ...  */
  auto_vec<reassoc_root> roots;
  reassoc_find_roots (fun, &roots);

  /* ... then rewrite them, chains first.  A root is no interior
     statement of another chain, and keeps its definition.  So the roots
     stay valid.  A comparison then sees the sum it compares regrouped.
     A sum it takes apart (and removes) is no root any more.  */
  int chains = 0, compares = 0;
  for (const reassoc_root &r : roots)
    if (gassign *as = dyn_cast <gassign *> (r.stmt))
      if (reassoc_family (gimple_assign_rhs_code (as)) != ERROR_MARK)
	chains += reassoc_chain_at (as, r.loop, r.affine);
  for (const reassoc_root &r : roots)
    {
      gimple *stmt = r.stmt;
      if (gimple_bb (stmt)
	  && (!is_gimple_assign (stmt)
	      || (reassoc_family (gimple_assign_rhs_code (stmt))
		  == ERROR_MARK)))
	compares += reassoc_compare_at (stmt, r.loop);
    }
  if (chains)
    statistics_counter_event (fun, "Reassociated chains", chains);
  if (compares)
    statistics_counter_event (fun, "Reassociated comparisons", compares);
  return chains + compares;
}

/* Return true if STMT computes an invariant part made by this phase,
   which hoisting must move out of its loop.  */

bool
reassoc_made_p (gimple *stmt)
{
  return reassoc->made.contains (stmt);
}

/* Start the records of regrouping for a function.  */

void
reassoc_initialize (void)
{
  gcc_assert (!reassoc);
  reassoc = new reassoc_state;
}

/* Forget the statements made for the function just done.  */

void
reassoc_finalize (void)
{
  delete reassoc;
  reassoc = NULL;
}
