/* looplicm: remarks in source terms.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The remarks (-fopt-info-loop, -fsave-optimization-record) are for the
   people who wrote the loops, who never saw GIMPLE.  This file turns what
   the phases moved into the expression as it reads in the source, and a
   loop into the line of its source loop:

     GIMPLE                                  remark
       _4 = (long unsigned int) k_2;
       _5 = _4 * 4;
       _6 = a_9(D) + _5;
       _7 = *_6;                               'a[k]'
       _8 = x_3(D) * y_4(D);                   'x * y'
       _1 = strlen (s_5(D));                   'strlen (s)'
       *total_6(D)                             '*total'

   A temporary (an SSA name of no user variable) is shown as the
   expression that computes it, a few levels deep; conversions are left
   out as the source leaves them implicit; a load of base + index * size
   of an element of that size reads as base[index].  What cannot be shown
   (a PHI, too deep a nest) is "...".

   It also keeps the set of statements the pass itself made (versioning's
   run-time checks), which later phases move like any other but never
   report or count: they are not the user's code.  */

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
#include "gcc-compat.h"

/* How many temporaries deep an expression is expanded.  */
#define REMARK_DEPTH 4

/* The statements the pass made in the current function.  */
static hash_set<gimple *> *remark_made;

/* The numbers of the loops that are versioning's slow copies, whose
   missed moves are the point of the copy, not remarks.  */
static bitmap remark_slow_copies;

/* Whether the instance running is the one in lim4's place, whose missed
   moves the first instance has already reported.  */
static bool remark_late;

static void remark_expr (pretty_printer *, tree, int);

/* Return true if NAME is a user variable's SSA name, to print by the
   variable's name.  */

static bool
remark_user_name_p (tree name)
{
  tree var = SSA_NAME_VAR (name);
  return (var && DECL_P (var) && DECL_NAME (var)
	  && !DECL_ARTIFICIAL (var) && !DECL_IGNORED_P (var));
}

/* Return the operation that computes OP as remark_expr shows it, looking
   through conversions (left out), or ERROR_MARK for a leaf.  */

static enum tree_code
remark_shown_code (tree op, int depth)
{
  while (TREE_CODE (op) == SSA_NAME && !remark_user_name_p (op) && depth > 0)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
      if (!def)
	return ERROR_MARK;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (!CONVERT_EXPR_CODE_P (code) && code != FLOAT_EXPR
	  && code != FIX_TRUNC_EXPR && code != PAREN_EXPR)
	return (get_gimple_rhs_class (code) == GIMPLE_SINGLE_RHS
		? ERROR_MARK : code);
      op = gimple_assign_rhs1 (def);
      depth--;
    }
  return ERROR_MARK;
}

/* Print OP, an operand of an operation with code PARENT, in parentheses
   when its own operation binds less tightly, as C would need them.  */

static void
remark_operand (pretty_printer *pp, tree op, int depth,
		enum tree_code parent = ERROR_MARK)
{
  enum tree_code code = remark_shown_code (op, depth);
  if (code == POINTER_PLUS_EXPR)
    code = PLUS_EXPR;
  if (parent == POINTER_PLUS_EXPR)
    parent = PLUS_EXPR;
  bool paren = (code != ERROR_MARK && code != MIN_EXPR && code != MAX_EXPR
		&& (parent == ERROR_MARK
		    || op_code_prio (code) <= op_code_prio (parent)));
  /* a + b + c and a * b * c read the same either way round.  */
  if (paren && code == parent
      && (code == PLUS_EXPR || code == MULT_EXPR || code == BIT_AND_EXPR
	  || code == BIT_IOR_EXPR || code == BIT_XOR_EXPR))
    paren = false;
  if (paren)
    pp_left_paren (pp);
  remark_expr (pp, op, depth);
  if (paren)
    pp_right_paren (pp);
}

/* Return the value of the integer constant C read as signed in its
   precision (a sizetype -8 is 0xff...f8), in *V, and true if it fits.
   Of an unsigned type, a negative value only down to -65536: the
   source subtracted it; 3000000000u it added.  */

static bool
remark_signed_cst (tree c, HOST_WIDE_INT *v)
{
  if (TREE_CODE (c) != INTEGER_CST || TYPE_PRECISION (TREE_TYPE (c))
      > HOST_BITS_PER_WIDE_INT)
    return false;
  *v = wi::to_wide (c).to_shwi ();
  if (*v == HOST_WIDE_INT_MIN)
    return false;
  return !(TYPE_UNSIGNED (TREE_TYPE (c)) && *v < -65536);
}

/* If OFF, an SSA name, is INDEX * SIZE (INDEX maybe converted), return
   INDEX; else NULL_TREE.  Also INDEX * SIZE + K * SIZE (p[j - 1] is
   p + (j * 8 + -8)), with K in *EXTRA (else 0).  */

static tree
remark_scaled_index (tree off, tree size, HOST_WIDE_INT *extra)
{
  *extra = 0;
  if (size && integer_onep (size))
    return off;
  if (TREE_CODE (off) != SSA_NAME || !size)
    return NULL_TREE;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off));
  /* A variable-length element's size is no constant: INDEX * SIZE
     only.  */
  HOST_WIDE_INT k, unit = tree_fits_shwi_p (size) ? tree_to_shwi (size) : 0;
  if (def && gimple_assign_rhs_code (def) == PLUS_EXPR
      && remark_signed_cst (gimple_assign_rhs2 (def), &k) && unit > 0
      && k % unit == 0 && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME)
    {
      *extra = k / unit;
      def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1
						     (def)));
    }
  if (def && gimple_assign_rhs_code (def) == MULT_EXPR
      && operand_equal_p (gimple_assign_rhs2 (def), size, 0))
    return gimple_assign_rhs1 (def);
  return NULL_TREE;
}

/* Print " + K" or " - -K".  */

static void
remark_plus_constant (pretty_printer *pp, HOST_WIDE_INT k)
{
  pp_string (pp, k < 0 ? " - " : " + ");
  pp_wide_integer (pp, k < 0 ? -k : k);
}

/* Print [INDEX + EXTRA] (EXTRA elements more, or fewer).  */

static void
remark_subscript (pretty_printer *pp, tree index, HOST_WIDE_INT extra,
		  int depth)
{
  pp_left_bracket (pp);
  if (extra)
    {
      remark_operand (pp, index, depth, PLUS_EXPR);
      remark_plus_constant (pp, extra);
    }
  else
    remark_expr (pp, index, depth);
  pp_right_bracket (pp);
}

/* Print the right-hand side of assignment STMT.  */

static void
remark_assign_rhs (pretty_printer *pp, gassign *stmt, int depth)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree op1 = gimple_assign_rhs1 (stmt);
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      remark_expr (pp, op1, depth);
      return;
    case GIMPLE_UNARY_RHS:
      if (CONVERT_EXPR_CODE_P (code) || code == PAREN_EXPR
	  || code == FLOAT_EXPR || code == FIX_TRUNC_EXPR)
	remark_expr (pp, op1, depth);
      else
	{
	  pp_string (pp, op_symbol_code (code));
	  remark_operand (pp, op1, depth, code);
	}
      return;
    case GIMPLE_BINARY_RHS:
      if (code == MIN_EXPR || code == MAX_EXPR)
	{
	  pp_string (pp, code == MIN_EXPR ? "MIN (" : "MAX (");
	  remark_expr (pp, op1, depth);
	  pp_string (pp, ", ");
	  remark_expr (pp, gimple_assign_rhs2 (stmt), depth);
	  pp_right_paren (pp);
	  return;
	}
      if (code == POINTER_PLUS_EXPR)
	{
	  /* p + i * sizeof *p, which the source wrote &p[i] or p + i.  */
	  tree elt = TREE_TYPE (TREE_TYPE (op1));
	  HOST_WIDE_INT extra;
	  tree index = remark_scaled_index (gimple_assign_rhs2 (stmt),
					    COMPLETE_TYPE_P (elt)
					    ? TYPE_SIZE_UNIT (elt) : NULL_TREE,
					    &extra);
	  if (index)
	    {
	      pp_ampersand (pp);
	      remark_operand (pp, op1, depth, ARRAY_REF);
	      remark_subscript (pp, index, extra, depth);
	      return;
	    }
	}
      /* j + -1, as the source wrote j - 1.  */
      HOST_WIDE_INT k;
      if (code == PLUS_EXPR
	  && remark_signed_cst (gimple_assign_rhs2 (stmt), &k) && k < 0)
	{
	  remark_operand (pp, op1, depth, code);
	  remark_plus_constant (pp, k);
	  return;
	}
      remark_operand (pp, op1, depth, code);
      pp_space (pp);
      pp_string (pp, code == POINTER_PLUS_EXPR ? "+" : op_symbol_code (code));
      pp_space (pp);
      remark_operand (pp, gimple_assign_rhs2 (stmt), depth, code);
      return;
    case GIMPLE_TERNARY_RHS:
      if (code == COND_EXPR)
	{
	  remark_operand (pp, op1, depth, COND_EXPR);
	  pp_string (pp, " ? ");
	  remark_operand (pp, gimple_assign_rhs2 (stmt), depth, COND_EXPR);
	  pp_string (pp, " : ");
	  remark_operand (pp, gimple_assign_rhs3 (stmt), depth, COND_EXPR);
	  return;
	}
      /* FALLTHRU */
    default:
      pp_string (pp, "...");
    }
}

/* If ADDR, an address of an object of SIZE bytes, is BASE + INDEX * SIZE
   (INDEX maybe converted), print BASE[INDEX] and return true.  */

static bool
remark_indexed (pretty_printer *pp, tree addr, tree size, int depth)
{
  if (TREE_CODE (addr) != SSA_NAME || remark_user_name_p (addr))
    return false;
  gassign *plus = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (addr));
  if (!plus || gimple_assign_rhs_code (plus) != POINTER_PLUS_EXPR)
    return false;
  HOST_WIDE_INT extra;
  tree index = remark_scaled_index (gimple_assign_rhs2 (plus), size, &extra);
  if (!index)
    return false;
  remark_operand (pp, gimple_assign_rhs1 (plus), depth, ARRAY_REF);
  remark_subscript (pp, index, extra, depth);
  return true;
}

/* Print MEM, a MEM_REF, as *p, p[i] or *(address).  */

static void
remark_mem_ref (pretty_printer *pp, tree mem, int depth)
{
  tree addr = TREE_OPERAND (mem, 0);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (mem));
  if (integer_zerop (TREE_OPERAND (mem, 1)))
    {
      if (TREE_CODE (addr) == ADDR_EXPR)
	{
	  remark_expr (pp, TREE_OPERAND (addr, 0), depth);
	  return;
	}
      if (remark_indexed (pp, addr, size, depth - 1))
	return;
      pp_star (pp);
      remark_operand (pp, addr, depth, INDIRECT_REF);
      return;
    }
  /* The offset is a constant of pointer type: read it signed (p - 1 is
     MEM[p + 0xff...fc]).  */
  offset_int off;
  if (!mem_ref_offset (mem).is_constant (&off) || !wi::fits_shwi_p (off))
    {
      pp_string (pp, "*(...)");
      return;
    }
  HOST_WIDE_INT bytes = off.to_shwi ();
  if (size && tree_fits_shwi_p (size) && tree_to_shwi (size) > 0
      && TREE_CODE (addr) == SSA_NAME && bytes % tree_to_shwi (size) == 0)
    {
      remark_operand (pp, addr, depth, ARRAY_REF);
      pp_left_bracket (pp);
      pp_wide_integer (pp, bytes / tree_to_shwi (size));
      pp_right_bracket (pp);
      return;
    }
  pp_string (pp, "*(");
  remark_expr (pp, addr, depth);
  pp_string (pp, bytes < 0 ? " - " : " + ");
  pp_wide_integer (pp, bytes < 0 ? -bytes : bytes);
  pp_string (pp, " bytes)");
}

/* Print T, an operand or a reference, in source terms; DEPTH is how many
   more temporaries may be expanded.  */

static void
remark_expr (pretty_printer *pp, tree t, int depth)
{
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      {
	if (remark_user_name_p (t))
	  {
	    pp_tree_identifier (pp, DECL_NAME (SSA_NAME_VAR (t)));
	    return;
	  }
	gimple *def = SSA_NAME_DEF_STMT (t);
	if (depth > 0 && is_gimple_assign (def))
	  remark_assign_rhs (pp, as_a <gassign *> (def), depth - 1);
	else if (depth > 0 && is_gimple_call (def))
	  looplicm_remark_stmt (pp, def);
	else
	  pp_string (pp, "...");
	return;
      }
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      if (DECL_NAME (t) && !DECL_IGNORED_P (t))
	pp_tree_identifier (pp, DECL_NAME (t));
      else
	pp_string (pp, "...");
      return;
    case MEM_REF:
      remark_mem_ref (pp, t, depth);
      return;
    case ARRAY_REF:
      remark_expr (pp, TREE_OPERAND (t, 0), depth);
      pp_left_bracket (pp);
      remark_expr (pp, TREE_OPERAND (t, 1), depth);
      pp_right_bracket (pp);
      return;
    case COMPONENT_REF:
      {
	tree base = TREE_OPERAND (t, 0);
	if (TREE_CODE (base) == MEM_REF && integer_zerop (TREE_OPERAND (base, 1))
	    && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
	  {
	    remark_operand (pp, TREE_OPERAND (base, 0), depth, COMPONENT_REF);
	    pp_string (pp, "->");
	  }
	else
	  {
	    remark_expr (pp, base, depth);
	    pp_dot (pp);
	  }
	remark_expr (pp, TREE_OPERAND (t, 1), depth);
	return;
      }
    case FIELD_DECL:
      if (DECL_NAME (t))
	pp_tree_identifier (pp, DECL_NAME (t));
      else
	pp_string (pp, "...");
      return;
    case ADDR_EXPR:
      pp_ampersand (pp);
      remark_expr (pp, TREE_OPERAND (t, 0), depth);
      return;
    case INTEGER_CST:
    case REAL_CST:
    case STRING_CST:
      dump_generic_node (pp, t, 0, TDF_NONE, false);
      return;
    default:
      if (CONVERT_EXPR_P (t) || TREE_CODE (t) == VIEW_CONVERT_EXPR)
	remark_expr (pp, TREE_OPERAND (t, 0), depth);
      else
	pp_string (pp, "...");
    }
}

/* Print what STMT computes in source terms: an assignment's right-hand
   side, the reference a load reads or a store writes, a call.  */

void
looplicm_remark_stmt (pretty_printer *pp, gimple *stmt)
{
  if (gassign *assign = dyn_cast <gassign *> (stmt))
    {
      if (gimple_vdef (assign))
	remark_expr (pp, gimple_assign_lhs (assign), REMARK_DEPTH);
      else
	remark_assign_rhs (pp, assign, REMARK_DEPTH);
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      tree fn = gimple_call_fndecl (call);
      if (fn && DECL_NAME (fn))
	pp_tree_identifier (pp, DECL_NAME (fn));
      else
	pp_string (pp, "...");
      pp_string (pp, " (");
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  if (i)
	    pp_string (pp, ", ");
	  remark_expr (pp, gimple_call_arg (call, i), REMARK_DEPTH - 1);
	}
      pp_right_paren (pp);
      return;
    }
  pp_string (pp, "...");
}

/* Print reference REF in source terms.  */

void
looplicm_remark_ref (pretty_printer *pp, tree ref)
{
  remark_expr (pp, ref, REMARK_DEPTH);
}

/* Return the statement whose location stands for LOOP in remarks: its
   exit test, else the first located statement of its header.  */

dump_user_location_t
looplicm_loop_location (class loop *loop)
{
  if (edge e = single_exit (loop))
    if (gimple *last = looplicm_last_stmt (e->src))
      if (gimple_location (last) != UNKNOWN_LOCATION)
	return dump_user_location_t (last);
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    if (gimple_location (gsi_stmt (gsi)) != UNKNOWN_LOCATION)
      return dump_user_location_t (gsi_stmt (gsi));
  return dump_user_location_t::from_location_t (UNKNOWN_LOCATION);
}

/* Print "the loop at line N" for LOOP ("its loop" when it has no line).  */

void
looplicm_remark_loop (pretty_printer *pp, class loop *loop)
{
  location_t loc = looplicm_loop_location (loop).get_location_t ();
  if (loc == UNKNOWN_LOCATION)
    pp_string (pp, "its loop");
  else
    pp_printf (pp, "the loop at line %d", LOCATION_LINE (loc));
}

/* Print WRITER, a statement that blocks a move, as the user would look
   for it: "the call to f", "the store to '*p'" or "'...'", with its line,
   and what could lift it: restrict for a store, pure or const for a
   call.  */

void
looplicm_remark_writer (pretty_printer *pp, gimple *writer)
{
  location_t loc = gimple_location (writer);
  gcall *call = dyn_cast <gcall *> (writer);
  tree fn = call ? gimple_call_fndecl (call) : NULL_TREE;
  bool memory = gimple_assign_single_p (writer) && gimple_vuse (writer);
  if (call && fn && DECL_NAME (fn))
    pp_printf (pp, "the call to %s", IDENTIFIER_POINTER (DECL_NAME (fn)));
  else if (call)
    pp_string (pp, "an indirect call");
  else if (memory)
    {
      bool store = gimple_vdef (writer) != NULL_TREE;
      pp_string (pp, store ? "the store to '" : "the load of '");
      remark_expr (pp, (store ? gimple_assign_lhs (writer)
			: gimple_assign_rhs1 (writer)), REMARK_DEPTH);
      pp_string (pp, "'");
    }
  else
    {
      pp_string (pp, "'");
      looplicm_remark_stmt (pp, writer);
      pp_string (pp, "'");
    }
  if (loc != UNKNOWN_LOCATION)
    pp_printf (pp, " at line %d", LOCATION_LINE (loc));
  /* A call already known to write nothing may still read the location;
     an indirect call is nothing to declare.  */
  if (call && fn && !(gimple_call_flags (call) & (ECF_PURE | ECF_CONST)))
    pp_string (pp, " (if the function only reads memory, or none, declare "
	       "it pure or const)");
  else if (memory)
    pp_string (pp, " (if the two never overlap, restrict-qualify the "
	       "pointers)");
}

/* Record every statement of SEQ as made by the pass.  */

void
looplicm_mark_made (gimple_seq seq)
{
  if (!remark_made)
    remark_made = new hash_set<gimple *>;
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    remark_made->add (gsi_stmt (gsi));
}

/* Return true if STMT was made by the pass: never reported or counted.  */

bool
looplicm_made_p (gimple *stmt)
{
  return remark_made && remark_made->contains (stmt);
}

/* Return true if LOOP is the slow copy of a versioned loop.  */

static bool
remark_slow_copy_p (class loop *loop)
{
  return remark_slow_copies && bitmap_bit_p (remark_slow_copies, loop->num);
}

/* Say whether the instance running now stands in for lim4 (LATE).  */

void
looplicm_remark_set_late (bool late)
{
  remark_late = late;
}

/* Return true if missed remarks about LOOP are worth the user's time:
   not in versioning's slow copy, not again from the late instance.  */

bool
looplicm_missed_remark_p (class loop *loop)
{
  return !remark_late && !remark_slow_copy_p (loop);
}

/* Record LOOP as the slow copy of a versioned loop.  */

void
looplicm_mark_slow_copy (class loop *loop)
{
  if (!remark_slow_copies)
    remark_slow_copies = BITMAP_ALLOC (NULL);
  bitmap_set_bit (remark_slow_copies, loop->num);
}

/* Forget the statements made and the slow copies of the function just
   done.  */

void
looplicm_remark_release (void)
{
  delete remark_made;
  remark_made = NULL;
  if (remark_slow_copies)
    BITMAP_FREE (remark_slow_copies);
}
