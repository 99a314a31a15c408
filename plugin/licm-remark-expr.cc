/* looplicm: expressions in remarks, as the source writes them.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   This file applies rules 1 to 3 of the remarks, stated in
   licm-remark.cc's header: a temporary is shown as the expression that
   computes it, operands are parenthesized as C needs and where C is easy
   to misread, and constants are shown as the source most likely wrote
   them.

     GIMPLE                                  remark
       _8 = x_3(D) * y_4(D);                   'x * y'
       _9 = w_2(D) & 3;  _10 = _9 + _8;        '(w & 3) + x * y'
       _11 = n_6(D) + 4294967295;              'n - 1'

   Memory references are licm-remark-mem.cc's (rule 4), names
   licm-remark-names.cc's (rule 5).  */

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
#include "fold-const.h"
#include "looplicm.h"
#include "licm-remark.h"
#include "gcc-compat.h"

/* How many temporaries deep an expression is expanded.  */
#define REMARK_DEPTH 6

/* The largest magnitude shown as a negative constant or a complement
   (rule 3): beyond it, the constant is more likely written as it is.  */
#define REMARK_SMALL_CONSTANT 65536

static void remark_call (looplicm_remark *, pretty_printer *, gcall *, int);

/* Return the C precedence of CODE as remark_print prints it, from 3
   (?:) to 16 (postfix operators); ERROR_MARK, a primary expression,
   is 17.  */

static int
remark_prio (enum tree_code code)
{
  switch (code)
    {
    case ERROR_MARK:
      return 17;
    case ARRAY_REF:
    case COMPONENT_REF:
      return 16;
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
    case TRUTH_NOT_EXPR:
    case ADDR_EXPR:
    case INDIRECT_REF:
    case NOP_EXPR:
      return 15;
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case RDIV_EXPR:
    case TRUNC_MOD_EXPR:
      return 13;
    case PLUS_EXPR:
    case MINUS_EXPR:
      return 12;
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      return 11;
    case LT_EXPR:
    case LE_EXPR:
    case GT_EXPR:
    case GE_EXPR:
      return 10;
    case EQ_EXPR:
    case NE_EXPR:
      return 9;
    case BIT_AND_EXPR:
      return 8;
    case BIT_XOR_EXPR:
      return 7;
    case BIT_IOR_EXPR:
      return 6;
    case TRUTH_ANDIF_EXPR:
    case TRUTH_AND_EXPR:
      return 5;
    case TRUTH_ORIF_EXPR:
    case TRUTH_OR_EXPR:
      return 4;
    default:
      return 3;
    }
}

/* Return true if CODE is a shift or a bitwise binary operation, whose
   precedence readers misjudge (rule 2).  */

static bool
remark_bitwise_p (enum tree_code code)
{
  return (code == LSHIFT_EXPR || code == RSHIFT_EXPR || code == BIT_AND_EXPR
	  || code == BIT_IOR_EXPR || code == BIT_XOR_EXPR);
}

/* Return true if an operand printed with top operation CODE needs
   parentheses as operand of PARENT, on its RIGHT side or not.  */

static bool
remark_needs_parens (enum tree_code code, enum tree_code parent, bool right)
{
  int c = remark_prio (code), p = remark_prio (parent);
  if (code == ERROR_MARK || parent == ERROR_MARK)
    return false;
  if (c < p)
    return true;
  if (c > p)
    return (c < 15 && p < 15 && p > 3
	    && (remark_bitwise_p (code) || remark_bitwise_p (parent)));
  /* The same precedence.  A negation of a negation: "--x" would read
     as a decrement.  */
  if (c == 15)
    return code == NEGATE_EXPR && parent == NEGATE_EXPR;
  if (!right)
    return false;
  return !(code == parent
	   && (code == PLUS_EXPR || code == MULT_EXPR || code == BIT_AND_EXPR
	       || code == BIT_IOR_EXPR || code == BIT_XOR_EXPR));
}

/* Print T as an operand of PARENT, on its RIGHT side or not, in
   parentheses where remark_needs_parens says.  */

void
remark_operand (looplicm_remark *r, pretty_printer *pp, tree t, int depth,
		enum tree_code parent, bool right)
{
  pretty_printer sub;
  enum tree_code code = remark_print (r, &sub, t, depth, parent);
  bool parens = remark_needs_parens (code, parent, right);
  /* "(...)->f" reads better than "...->f".  */
  if (remark_prio (parent) == 16 && !right
      && strcmp (pp_formatted_text (&sub), "...") == 0)
    parens = true;
  if (parens)
    pp_left_paren (pp);
  pp_string (pp, pp_formatted_text (&sub));
  if (parens)
    pp_right_paren (pp);
}

/* Return the value of the integer constant C read as the source most
   likely wrote it, in *V.  It is signed in its precision.  A constant of
   an unsigned type is negative only down to -REMARK_SMALL_CONSTANT:
   3000000000u is a constant the source added, while 4294967295u is what
   subtracting 1 leaves.  Return false if C does not fit.  */

bool
remark_signed_cst (tree c, HOST_WIDE_INT *v)
{
  if (TREE_CODE (c) != INTEGER_CST
      || TYPE_PRECISION (TREE_TYPE (c)) > HOST_BITS_PER_WIDE_INT)
    return false;
  wide_int w = wi::to_wide (c);
  if (TYPE_UNSIGNED (TREE_TYPE (c)) && !wi::neg_p (w, SIGNED))
    {
      if (!wi::fits_uhwi_p (w) || w.to_uhwi () > (unsigned HOST_WIDE_INT)
	  HOST_WIDE_INT_MAX)
	return false;
      *v = (HOST_WIDE_INT) w.to_uhwi ();
      return true;
    }
  *v = w.to_shwi ();
  if (*v == HOST_WIDE_INT_MIN)
    return false;
  return !(TYPE_UNSIGNED (TREE_TYPE (c)) && *v < -REMARK_SMALL_CONSTANT);
}

/* Return true if C is a constant that remark_signed_cst reads as
   negative.  */

static bool
remark_negative_cst_p (tree c)
{
  HOST_WIDE_INT v;
  return remark_signed_cst (c, &v) && v < 0;
}

/* Print the integer constant C as an operand of PARENT (rule 3): in a
   bitwise operation, a mask of high bits as ~K and another large one in
   hexadecimal.  Return its top operation.  */

static enum tree_code
remark_int_cst (pretty_printer *pp, tree c, enum tree_code parent)
{
  tree type = TREE_TYPE (c);
  if (POINTER_TYPE_P (type))
    {
      if (!integer_zerop (c))
	{
	  pp_string (pp, "...");
	  return ERROR_MARK;
	}
      pp_character (pp, '0');
      return ERROR_MARK;
    }
  if (TYPE_PRECISION (type) > HOST_BITS_PER_WIDE_INT)
    {
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  wide_int w = wi::to_wide (c);
  if (remark_bitwise_p (parent) && parent != LSHIFT_EXPR
      && parent != RSHIFT_EXPR)
    {
      wide_int inv = wi::bit_not (w);
      if (wi::ltu_p (inv, REMARK_SMALL_CONSTANT) && !wi::ltu_p (w, 1 << 16))
	{
	  pp_character (pp, '~');
	  pp_wide_integer (pp, inv.to_uhwi ());
	  return BIT_NOT_EXPR;
	}
      if (TYPE_UNSIGNED (type) && !wi::ltu_p (w, 1 << 16))
	{
	  char buf[WIDE_INT_PRINT_BUFFER_SIZE];
	  print_hex (w, buf);
	  pp_string (pp, buf);
	  return ERROR_MARK;
	}
    }
  HOST_WIDE_INT v;
  if (remark_signed_cst (c, &v))
    {
      pp_wide_integer (pp, v);
      return v < 0 ? NEGATE_EXPR : ERROR_MARK;
    }
  pp_wide_int (pp, w, TYPE_SIGN (type));
  return ERROR_MARK;
}

/* Print the constant C, a negative one without its sign.  */

static void
remark_abs_cst (pretty_printer *pp, tree c)
{
  HOST_WIDE_INT v;
  if (remark_signed_cst (c, &v))
    pp_wide_integer (pp, v < 0 ? -v : v);
  else
    pp_string (pp, "...");
}

/* Print " + K" or " - K" for K.  */

void
remark_plus_constant (pretty_printer *pp, HOST_WIDE_INT k)
{
  pp_string (pp, k < 0 ? " - " : " + ");
  pp_wide_integer (pp, k < 0 ? -k : k);
}

/* Return true if a pointer of type FROM converted to TO needs a cast in
   the source: they point to objects of different sizes.  */

static bool
remark_pointer_cast_p (tree to, tree from)
{
  return (POINTER_TYPE_P (to) && POINTER_TYPE_P (from)
	  && (remark_type_size (TREE_TYPE (to))
	      != remark_type_size (TREE_TYPE (from))));
}

/* Print the cast of OP to TYPE: "(int *) p", "(long unsigned int) p".  */

static enum tree_code
remark_cast (looplicm_remark *r, pretty_printer *pp, tree type, tree op,
	     int depth)
{
  pp_left_paren (pp);
  dump_generic_node (pp, type, 0, TDF_NONE, false);
  pp_string (pp, ") ");
  remark_operand (r, pp, op, depth, NOP_EXPR, true);
  return NOP_EXPR;
}

/* Print the conversion of OP to TYPE: nothing of it between integers,
   floating-point types and pointers to objects of one size (rule 1), a
   cast between pointers to objects of different sizes and between
   pointers and integers.  Return the top operation printed.  */

static enum tree_code
remark_conversion (looplicm_remark *r, pretty_printer *pp, tree type,
		   tree op, int depth, enum tree_code parent)
{
  /* A pointer converted to an integer counts bytes, not elements: the
     cast keeps "p + 4" from reading as pointer arithmetic.  */
  if (remark_pointer_cast_p (type, TREE_TYPE (op))
      || (INTEGRAL_TYPE_P (type) && POINTER_TYPE_P (TREE_TYPE (op)))
      || (POINTER_TYPE_P (type) && INTEGRAL_TYPE_P (TREE_TYPE (op))
	  && TREE_CODE (op) != INTEGER_CST))
    return remark_cast (r, pp, type, op, depth);
  return remark_print (r, pp, op, depth, parent);
}

/* Print OP1 + OP2, OP2 a byte offset of the pointer OP1, as the source
   wrote it: p + i * sizeof *p as &p[i] or p + i, a constant offset in
   elements.  Return its top operation.  */

static enum tree_code
remark_pointer_plus (looplicm_remark *r, pretty_printer *pp, tree op1,
		     tree op2, int depth)
{
  HOST_WIDE_INT size = remark_type_size (remark_pointee (op1));
  HOST_WIDE_INT k, extra;
  if (size > 0 && remark_signed_cst (op2, &k) && k % size == 0)
    {
      remark_operand (r, pp, op1, depth, PLUS_EXPR);
      remark_plus_constant (pp, k / size);
      return k < 0 ? MINUS_EXPR : PLUS_EXPR;
    }
  tree index = remark_scaled_index (op2, size, &extra);
  if (!index)
    {
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  if (size == 1)
    {
      remark_operand (r, pp, op1, depth, PLUS_EXPR);
      pp_string (pp, " + ");
      remark_operand (r, pp, index, depth, PLUS_EXPR, true);
      return PLUS_EXPR;
    }
  pp_ampersand (pp);
  remark_element (r, pp, op1, index, extra, remark_pointee (op1), depth);
  return ADDR_EXPR;
}

/* Print the difference OP1 - OP2 of two pointers, in elements.  Return
   its top operation.  */

static enum tree_code
remark_difference (looplicm_remark *r, pretty_printer *pp, tree op1,
		   tree op2, int depth)
{
  remark_operand (r, pp, op1, depth, MINUS_EXPR);
  pp_string (pp, " - ");
  remark_operand (r, pp, op2, depth, MINUS_EXPR, true);
  return MINUS_EXPR;
}

/* Print OP1 - OP2, POINTER_DIFF_EXPR's difference in bytes of two
   pointers: as the source's difference in elements where those are
   bytes, else "...".  Return its top operation.  */

static enum tree_code
remark_pointer_diff (looplicm_remark *r, pretty_printer *pp, tree op1,
		     tree op2, int depth)
{
  if (remark_type_size (remark_pointee (op1)) != 1)
    {
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  return remark_difference (r, pp, op1, op2, depth);
}

/* Print the operation CODE of OP1 and OP2 of type TYPE.  Return its top
   operation.  */

static enum tree_code
remark_binary (looplicm_remark *r, pretty_printer *pp, enum tree_code code,
	       tree type, tree op1, tree op2, int depth)
{
  switch (code)
    {
    case MIN_EXPR:
    case MAX_EXPR:
      pp_string (pp, code == MIN_EXPR ? "MIN (" : "MAX (");
      remark_print (r, pp, op1, depth, ERROR_MARK);
      pp_string (pp, ", ");
      remark_print (r, pp, op2, depth, ERROR_MARK);
      pp_right_paren (pp);
      return ERROR_MARK;
    case POINTER_PLUS_EXPR:
      return remark_pointer_plus (r, pp, op1, op2, depth);
    case POINTER_DIFF_EXPR:
      return remark_pointer_diff (r, pp, op1, op2, depth);
    case EXACT_DIV_EXPR:
      /* p - q counts elements in C, bytes in GIMPLE, which then divides
	 by their size.  */
      if (TREE_CODE (op1) == SSA_NAME)
	if (gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op1)))
	  if (gimple_assign_rhs_code (def) == POINTER_DIFF_EXPR)
	    {
	      tree p = gimple_assign_rhs1 (def);
	      HOST_WIDE_INT size = remark_type_size (remark_pointee (p));
	      if (!tree_fits_shwi_p (op2) || tree_to_shwi (op2) != size)
		{
		  pp_string (pp, "...");
		  return ERROR_MARK;
		}
	      return remark_difference (r, pp, p, gimple_assign_rhs2 (def),
					depth);
	    }
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
      /* j + -1, as the source wrote j - 1.  */
      if (TREE_CODE (op2) == INTEGER_CST && remark_negative_cst_p (op2))
	{
	  code = code == PLUS_EXPR ? MINUS_EXPR : PLUS_EXPR;
	  remark_operand (r, pp, op1, depth, code);
	  pp_string (pp, code == MINUS_EXPR ? " - " : " + ");
	  remark_abs_cst (pp, op2);
	  return code;
	}
      break;
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case RDIV_EXPR:
    case TRUNC_MOD_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case LT_EXPR:
    case LE_EXPR:
    case GT_EXPR:
    case GE_EXPR:
    case EQ_EXPR:
    case NE_EXPR:
    case TRUTH_AND_EXPR:
    case TRUTH_OR_EXPR:
    case TRUTH_ANDIF_EXPR:
    case TRUTH_ORIF_EXPR:
      break;
    default:
      /* Rotations, other roundings of division, high parts: C has no
	 operator for them.  */
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  (void) type;
  remark_operand (r, pp, op1, depth, code);
  pp_space (pp);
  pp_string (pp, op_symbol_code (code));
  pp_space (pp);
  remark_operand (r, pp, op2, depth, code, true);
  return code;
}

/* Print the unary operation CODE of OP of type TYPE.  Return its top
   operation.  */

static enum tree_code
remark_unary (looplicm_remark *r, pretty_printer *pp, enum tree_code code,
	      tree type, tree op, int depth, enum tree_code parent)
{
  if (CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR
      || code == FIX_TRUNC_EXPR || code == VIEW_CONVERT_EXPR)
    return remark_conversion (r, pp, type, op, depth, parent);
  if (code == PAREN_EXPR)
    return remark_print (r, pp, op, depth, parent);
  if (code == ABS_EXPR || code == ABSU_EXPR)
    {
      pp_string (pp, FLOAT_TYPE_P (type) ? "fabs (" : "abs (");
      remark_print (r, pp, op, depth, ERROR_MARK);
      pp_right_paren (pp);
      return ERROR_MARK;
    }
  if (code != NEGATE_EXPR && code != BIT_NOT_EXPR && code != TRUTH_NOT_EXPR)
    {
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  pp_string (pp, op_symbol_code (code));
  remark_operand (r, pp, op, depth, code, true);
  return code;
}

/* Return true if STMT may be a narrowing and widening that GCC wrote as
   a mask, "x & 0xffffffff", where the source converted X to a narrower
   unsigned type and back.  */

static bool
remark_mask_p (gassign *stmt)
{
  if (gimple_assign_rhs_code (stmt) != BIT_AND_EXPR)
    return false;
  tree mask = gimple_assign_rhs2 (stmt);
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  if (TREE_CODE (mask) != INTEGER_CST || !INTEGRAL_TYPE_P (type))
    return false;
  int bits = wi::exact_log2 (wi::to_wide (mask) + 1);
  return (bits > 0 && bits < (int) TYPE_PRECISION (type)
	  && (bits == (int) TYPE_PRECISION (unsigned_char_type_node)
	      || bits == (int) TYPE_PRECISION (short_unsigned_type_node)
	      || bits == (int) TYPE_PRECISION (unsigned_type_node)));
}

/* Return the source's name for the value of the mask STMT
   (remark_mask_p): a variable of the narrower type that X is converted
   to elsewhere ("unsigned vertex = i;"), else X.  */

static tree
remark_mask_value (gassign *stmt)
{
  tree x = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (x) != SSA_NAME)
    return x;
  unsigned bits = wi::exact_log2 (wi::to_wide (gimple_assign_rhs2 (stmt))
				  + 1);
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, x)
    {
      gassign *conv = dyn_cast <gassign *> (USE_STMT (use));
      if (!conv || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv)))
	continue;
      tree lhs = gimple_assign_lhs (conv);
      tree var = SSA_NAME_VAR (lhs);
      if (TYPE_UNSIGNED (TREE_TYPE (lhs))
	  && TYPE_PRECISION (TREE_TYPE (lhs)) == bits
	  && var && DECL_P (var) && DECL_NAME (var))
	return lhs;
    }
  return x;
}

/* Print the right-hand side of assignment STMT as an operand of PARENT.
   Return its top operation.  */

static enum tree_code
remark_assign_rhs (looplicm_remark *r, pretty_printer *pp, gassign *stmt,
		   int depth, enum tree_code parent)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  tree op1 = gimple_assign_rhs1 (stmt);
  /* The mask is shown as the conversions it stands for, which remarks
     do not show, where GCC made it (no location) or where the source
     names its value by a variable of the narrower type.  */
  if (remark_mask_p (stmt))
    {
      tree value = remark_mask_value (stmt);
      if (value != op1 || !gimple_block (stmt))
	return remark_print (r, pp, value, depth, parent);
    }
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      return remark_print (r, pp, op1, depth, parent);
    case GIMPLE_UNARY_RHS:
      return remark_unary (r, pp, code, type, op1, depth, parent);
    case GIMPLE_BINARY_RHS:
      /* POINTER_PLUS_EXPR's result may point to another type than its
	 operand (GIMPLE's pointer conversions are free): a cast.  */
      if (code == POINTER_PLUS_EXPR
	  && remark_pointer_cast_p (type, TREE_TYPE (op1)))
	{
	  pretty_printer sum;
	  remark_binary (r, &sum, code, TREE_TYPE (op1), op1,
			 gimple_assign_rhs2 (stmt), depth);
	  pp_left_paren (pp);
	  dump_generic_node (pp, type, 0, TDF_NONE, false);
	  pp_string (pp, ") (");
	  pp_string (pp, pp_formatted_text (&sum));
	  pp_right_paren (pp);
	  return NOP_EXPR;
	}
      return remark_binary (r, pp, code, type, op1,
			    gimple_assign_rhs2 (stmt), depth);
    case GIMPLE_TERNARY_RHS:
      if (code == COND_EXPR)
	{
	  remark_operand (r, pp, op1, depth, COND_EXPR);
	  pp_string (pp, " ? ");
	  remark_operand (r, pp, gimple_assign_rhs2 (stmt), depth, COND_EXPR);
	  pp_string (pp, " : ");
	  remark_operand (r, pp, gimple_assign_rhs3 (stmt), depth, COND_EXPR,
			  true);
	  return COND_EXPR;
	}
      /* FALLTHRU */
    default:
      pp_string (pp, "...");
      return ERROR_MARK;
    }
}

/* Print SSA name T as an operand of PARENT: its variable's name when R
   may show it, else the expression that computes it.  Return its top
   operation.  */

static enum tree_code
remark_ssa_name (looplicm_remark *r, pretty_printer *pp, tree t, int depth,
		 enum tree_code parent)
{
  tree var = SSA_NAME_VAR (t);
  gimple *def = SSA_NAME_DEF_STMT (t);
  /* A variable assigned again since holds another value: T is then
     named by a variable bound to it or by its definition.  */
  if (var && DECL_P (var) && remark_decl_name (var)
      && remark_name_current_p (r, t))
    {
      if (looplicm_remark_visible_p (r, var))
	looplicm_remark_name (pp, var);
      else if (tree bound = remark_bound_var (r, t))
	looplicm_remark_name (pp, bound);
      else if (remark_decl_borrowed_p (r, var))
	looplicm_remark_name (pp, var);
      else
	pp_string (pp, "...");
      return ERROR_MARK;
    }
  /* A value computed in another function (an argument of an inlined
     call), or held by a variable assigned again since, is named as the
     source function names it, where known.  A statement GCC made up
     without a location belongs to no function: it is expanded, and each
     of its operands is judged by its own definition.  */
  bool placed = !gimple_nop_p (def) && gimple_block (def);
  bool foreign = placed && looplicm_stmt_function (def) != r->m_origin;
  if (foreign || var || (!placed && !gimple_nop_p (def)))
    if (tree bound = remark_bound_var (r, t))
      {
	looplicm_remark_name (pp, bound);
	return ERROR_MARK;
      }
  /* A value the caller of R's function computed, expanded, would print
     the caller's expression among R's names.  */
  if (foreign && !remark_within_origin_p (r, def))
    {
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  if (depth > 0 && is_gimple_assign (def))
    return remark_assign_rhs (r, pp, as_a <gassign *> (def), depth - 1,
			      parent);
  if (depth > 0 && is_gimple_call (def))
    {
      remark_call (r, pp, as_a <gcall *> (def), depth - 1);
      return ERROR_MARK;
    }
  pp_string (pp, "...");
  return ERROR_MARK;
}

/* Print T, an operand or a reference, in source terms, as an operand of
   PARENT (ERROR_MARK: of none); DEPTH is how many more temporaries may
   be expanded.  Return the top operation printed, ERROR_MARK for a
   primary expression.  */

enum tree_code
remark_print (looplicm_remark *r, pretty_printer *pp, tree t, int depth,
	      enum tree_code parent)
{
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      return remark_ssa_name (r, pp, t, depth, parent);
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      if (looplicm_remark_visible_p (r, t) || remark_decl_borrowed_p (r, t))
	looplicm_remark_name (pp, t);
      else
	pp_string (pp, "...");
      return ERROR_MARK;
    case FUNCTION_DECL:
      if (DECL_NAME (t))
	pp_tree_identifier (pp, DECL_NAME (t));
      else
	pp_string (pp, "...");
      return ERROR_MARK;
    case MEM_REF:
      return remark_mem_ref (r, pp, t, depth);
    case ARRAY_REF:
      remark_operand (r, pp, TREE_OPERAND (t, 0), depth, ARRAY_REF);
      pp_left_bracket (pp);
      remark_print (r, pp, TREE_OPERAND (t, 1), depth, ERROR_MARK);
      pp_right_bracket (pp);
      return ARRAY_REF;
    case COMPONENT_REF:
      return remark_component (r, pp, t, depth);
    case ADDR_EXPR:
      if (TREE_CODE (TREE_OPERAND (t, 0)) == FUNCTION_DECL
	  || TREE_CODE (TREE_OPERAND (t, 0)) == STRING_CST)
	return remark_print (r, pp, TREE_OPERAND (t, 0), depth, parent);
      pp_ampersand (pp);
      remark_operand (r, pp, TREE_OPERAND (t, 0), depth, ADDR_EXPR, true);
      return ADDR_EXPR;
    case INTEGER_CST:
      return remark_int_cst (pp, t, parent);
    case REAL_CST:
      dump_generic_node (pp, t, 0, TDF_NONE, false);
      return (real_isneg (TREE_REAL_CST_PTR (t)) ? NEGATE_EXPR
	      : ERROR_MARK);
    case STRING_CST:
      dump_generic_node (pp, t, 0, TDF_NONE, false);
      return ERROR_MARK;
    default:
      if (CONVERT_EXPR_P (t) || TREE_CODE (t) == VIEW_CONVERT_EXPR)
	return remark_conversion (r, pp, TREE_TYPE (t), TREE_OPERAND (t, 0),
				  depth, parent);
      if (BINARY_CLASS_P (t) || COMPARISON_CLASS_P (t))
	return remark_binary (r, pp, TREE_CODE (t), TREE_TYPE (t),
			      TREE_OPERAND (t, 0), TREE_OPERAND (t, 1),
			      depth);
      pp_string (pp, "...");
      return ERROR_MARK;
    }
}

/* Print CALL as "f (a, b)" into PP, its arguments DEPTH temporaries
   deep.  */

static void
remark_call (looplicm_remark *r, pretty_printer *pp, gcall *call,
		      int depth)
{
  tree fn = gimple_call_fndecl (call);
  if (fn && DECL_NAME (fn) && !gimple_call_internal_p (call))
    {
      if (remark_function_name (pp, fn, false))
	{
	  pp_string (pp, " (...)");
	  return;
	}
    }
  else
    pp_string (pp, "...");
  pp_string (pp, " (");
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      if (i)
	pp_string (pp, ", ");
      remark_print (r, pp, gimple_call_arg (call, i), depth, ERROR_MARK);
    }
  pp_right_paren (pp);
}

/* Print what STMT computes in source terms into remark R: an
   assignment's right-hand side, the reference a load reads or a store
   writes, a call.  */

void
looplicm_remark_stmt (looplicm_remark *r, gimple *stmt)
{
  if (gassign *assign = dyn_cast <gassign *> (stmt))
    {
      if (gimple_vdef (assign))
	remark_print (r, r->m_pp, gimple_assign_lhs (assign), REMARK_DEPTH,
		      ERROR_MARK);
      else
	remark_assign_rhs (r, r->m_pp, assign, REMARK_DEPTH, ERROR_MARK);
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      remark_call (r, r->m_pp, call, REMARK_DEPTH - 1);
      return;
    }
  pp_string (r->m_pp, "...");
}

/* Print reference or operand REF in source terms into remark R.  */

void
looplicm_remark_ref (looplicm_remark *r, tree ref)
{
  remark_print (r, r->m_pp, ref, REMARK_DEPTH, ERROR_MARK);
}

/* Print OP in source terms into remark R as an operand of PARENT, on
   its RIGHT side or not, parenthesized as C needs.  */

void
looplicm_remark_operand (looplicm_remark *r, tree op, enum tree_code parent,
			 bool right)
{
  remark_operand (r, r->m_pp, op, REMARK_DEPTH, parent, right);
}

/* Print the constant C as the source most likely wrote it, a negative
   one without its sign when ABS, into remark R.  */

void
looplicm_remark_constant (looplicm_remark *r, tree c, bool abs)
{
  if (abs)
    remark_abs_cst (r->m_pp, c);
  else
    remark_int_cst (r->m_pp, c, ERROR_MARK);
}

/* Return true if the constant C reads as negative in the source
   (remark_signed_cst).  */

bool
looplicm_remark_negative_p (tree c)
{
  return TREE_CODE (c) == INTEGER_CST && remark_negative_cst_p (c);
}
