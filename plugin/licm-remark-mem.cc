/* looplicm: memory references in remarks, as the source writes them.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Rule 4 of the remarks (licm-remark.cc).  A memory reference is shown
   as an index or a field only where the types agree.  It is p[k] when *p
   has the type of the access.  It is s->f[k] when the access lies in
   field f of *s (a field path through the declared types).  It is "..."
   otherwise.

     GIMPLE                                  remark
       _5 = _4 * 4;  _6 = a_9(D) + _5;
       _7 = *_6;                               'a[k]'
       MEM[(int *)s_7(D) + 76B]                's->freqs[18]'

   The fields of the target's va_list record are the implementation of
   va_arg, not the source's: a remark that would name one is dropped.  */

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

/* Return true if an object of type A may be shown where the source
   reads one of type B: the same type, or scalars of one kind and size
   (int and unsigned int, two pointer types).  */

static bool
remark_types_agree_p (tree a, tree b)
{
  if (TYPE_MAIN_VARIANT (a) == TYPE_MAIN_VARIANT (b))
    return true;
  if (!COMPLETE_TYPE_P (a) || !COMPLETE_TYPE_P (b)
      || !tree_int_cst_equal (TYPE_SIZE (a), TYPE_SIZE (b)))
    return false;
  if (INTEGRAL_TYPE_P (a) && INTEGRAL_TYPE_P (b))
    return true;
  if (POINTER_TYPE_P (a) && POINTER_TYPE_P (b))
    return true;
  return (TREE_CODE (a) == TREE_CODE (b)
	  && (SCALAR_FLOAT_TYPE_P (a) || VECTOR_TYPE_P (a)));
}

/* Return the type of the objects pointer PTR points to, or NULL_TREE if
   it has no complete one.  */

tree
remark_pointee (tree ptr)
{
  tree type = TREE_TYPE (ptr);
  if (!POINTER_TYPE_P (type))
    return NULL_TREE;
  tree pointee = TREE_TYPE (type);
  return COMPLETE_TYPE_P (pointee) ? pointee : NULL_TREE;
}

/* Return the size of the objects of TYPE, or 0 if it is no constant.  */

HOST_WIDE_INT
remark_type_size (tree type)
{
  if (!type || !COMPLETE_TYPE_P (type)
      || !tree_fits_shwi_p (TYPE_SIZE_UNIT (type)))
    return 0;
  return tree_to_shwi (TYPE_SIZE_UNIT (type));
}

/* Return true if RECORD is the target's va_list record, whose fields
   are the implementation of va_arg, not the source's.  */

static bool
remark_va_list_record_p (tree record)
{
  if (!va_list_type_node)
    return false;
  tree va = TYPE_MAIN_VARIANT (va_list_type_node);
  record = TYPE_MAIN_VARIANT (record);
  return (record == va
	  || (TREE_TYPE (va) && record == TYPE_MAIN_VARIANT (TREE_TYPE (va))));
}

/* Print into PP the fields and indices that lead from an object of TYPE
   to the object of type ACCESS at OFFSET bytes into it (rule 4): ".f",
   "[18]", ".a[2].b".  Return false, printing nothing useful, if the
   declared types have no such object.  */

static bool
remark_field_path (pretty_printer *pp, tree type, HOST_WIDE_INT offset,
		   tree access)
{
  for (int step = 0; step < REMARK_MAX_STEPS; step++)
    {
      if (offset == 0 && remark_types_agree_p (type, access))
	return true;
      if (RECORD_OR_UNION_TYPE_P (type))
	{
	  tree found = NULL_TREE;
	  for (tree f = TYPE_FIELDS (type); f && !found; f = DECL_CHAIN (f))
	    {
	      if (TREE_CODE (f) != FIELD_DECL || DECL_BIT_FIELD (f)
		  || !tree_fits_shwi_p (byte_position (f))
		  || !remark_type_size (TREE_TYPE (f)))
		continue;
	      HOST_WIDE_INT pos = tree_to_shwi (byte_position (f));
	      if (offset >= pos
		  && offset < pos + remark_type_size (TREE_TYPE (f)))
		found = f;
	    }
	  /* The members of a union overlap: which one the source read is
	     not known.  */
	  if (!found || TREE_CODE (type) == UNION_TYPE)
	    return false;
	  if (DECL_NAME (found))
	    {
	      pp_dot (pp);
	      pp_tree_identifier (pp, DECL_NAME (found));
	    }
	  offset -= tree_to_shwi (byte_position (found));
	  type = TREE_TYPE (found);
	  continue;
	}
      if (TREE_CODE (type) == ARRAY_TYPE)
	{
	  HOST_WIDE_INT size = remark_type_size (TREE_TYPE (type));
	  tree domain = TYPE_DOMAIN (type);
	  HOST_WIDE_INT low = 0;
	  if (domain && TYPE_MIN_VALUE (domain))
	    {
	      if (!tree_fits_shwi_p (TYPE_MIN_VALUE (domain)))
		return false;
	      low = tree_to_shwi (TYPE_MIN_VALUE (domain));
	    }
	  if (size <= 0 || offset < 0)
	    return false;
	  pp_left_bracket (pp);
	  pp_wide_integer (pp, low + offset / size);
	  pp_right_bracket (pp);
	  offset %= size;
	  type = TREE_TYPE (type);
	  continue;
	}
      return false;
    }
  return false;
}

/* If OFF, an SSA name, is INDEX * SIZE (INDEX maybe converted), return
   INDEX; else NULL_TREE.  Also INDEX * SIZE + K * SIZE (p[j - 1] is
   p + (j * 8 + -8)), with K in *EXTRA (else 0).  */

tree
remark_scaled_index (tree off, HOST_WIDE_INT size, HOST_WIDE_INT *extra)
{
  *extra = 0;
  if (size == 1)
    return off;
  if (TREE_CODE (off) != SSA_NAME || size <= 0)
    return NULL_TREE;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off));
  HOST_WIDE_INT k;
  if (def && gimple_assign_rhs_code (def) == PLUS_EXPR
      && remark_signed_cst (gimple_assign_rhs2 (def), &k)
      && k % size == 0 && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME)
    {
      *extra = k / size;
      def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1
						     (def)));
    }
  if (def && gimple_assign_rhs_code (def) == MULT_EXPR
      && tree_fits_shwi_p (gimple_assign_rhs2 (def))
      && tree_to_shwi (gimple_assign_rhs2 (def)) == size)
    return gimple_assign_rhs1 (def);
  return NULL_TREE;
}

/* Print [INDEX + EXTRA] (EXTRA elements more, or fewer).  */

static void
remark_subscript (looplicm_remark *r, pretty_printer *pp, tree index,
		  HOST_WIDE_INT extra, int depth)
{
  pp_left_bracket (pp);
  if (extra)
    {
      remark_operand (r, pp, index, depth, PLUS_EXPR);
      remark_plus_constant (pp, extra);
    }
  else
    remark_print (r, pp, index, depth, ERROR_MARK);
  pp_right_bracket (pp);
}

/* Print the element INDEX + EXTRA of BASE, a pointer to objects of type
   ACCESS, as BASE[INDEX + EXTRA], or of the array BASE points to when
   BASE is its address.  Return false, printing nothing, if BASE does not
   point to objects of that type.  */

bool
remark_element (looplicm_remark *r, pretty_printer *pp, tree base,
		tree index, HOST_WIDE_INT extra, tree access, int depth)
{
  if (TREE_CODE (base) == ADDR_EXPR
      && TREE_CODE (TREE_TYPE (TREE_OPERAND (base, 0))) == ARRAY_TYPE
      && remark_types_agree_p (TREE_TYPE (TREE_TYPE (TREE_OPERAND (base,
								   0))),
			       access))
    {
      remark_operand (r, pp, TREE_OPERAND (base, 0), depth, ARRAY_REF);
      remark_subscript (r, pp, index, extra, depth);
      return true;
    }
  tree pointee = remark_pointee (base);
  if (!pointee || !remark_types_agree_p (pointee, access))
    return false;
  remark_operand (r, pp, base, depth, ARRAY_REF);
  remark_subscript (r, pp, index, extra, depth);
  return true;
}

/* Return true if pointer PTR is shown as a C++ reference: its type is
   one, or so is that of the variable R names it by (remark_ssa_name),
   as for a reference parameter of an inlined function.  */

static bool
remark_reference_p (looplicm_remark *r, tree ptr)
{
  if (TREE_CODE (TREE_TYPE (ptr)) == REFERENCE_TYPE)
    return true;
  if (TREE_CODE (ptr) != SSA_NAME)
    return false;
  tree var = SSA_NAME_VAR (ptr);
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  tree shown = NULL_TREE;
  if (var && DECL_P (var) && remark_decl_name (var))
    shown = (looplicm_remark_visible_p (r, var) ? var
	     : remark_bound_var (r, ptr));
  else if (!gimple_nop_p (def) && looplicm_stmt_function (def) != r->m_origin)
    shown = remark_bound_var (r, ptr);
  return shown && TREE_CODE (TREE_TYPE (shown)) == REFERENCE_TYPE;
}

/* Print the object that PTR, a pointer to POINTEE, points to, ready for
   a member's name: "p[i]." where PTR is a temporary &p[i], "r." for a
   reference r, else "p->".  */

static void
remark_member_base (looplicm_remark *r, pretty_printer *pp, tree ptr,
		    tree pointee, int depth)
{
  gassign *plus = (TREE_CODE (ptr) == SSA_NAME
		   ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr)) : NULL);
  HOST_WIDE_INT extra;
  tree index;
  pretty_printer elt;
  if (plus && depth > 0 && !SSA_NAME_VAR (ptr)
      && gimple_assign_rhs_code (plus) == POINTER_PLUS_EXPR
      && (index = remark_scaled_index (gimple_assign_rhs2 (plus),
				       remark_type_size (pointee),
				       &extra)) != NULL_TREE
      && remark_element (r, &elt, gimple_assign_rhs1 (plus), index, extra,
			 pointee, depth - 1))
    {
      pp_string (pp, pp_formatted_text (&elt));
      pp_dot (pp);
      return;
    }
  remark_operand (r, pp, ptr, depth, COMPONENT_REF);
  pp_string (pp, remark_reference_p (r, ptr) ? "." : "->");
}

/* Return true if the SSA name ADDR is computed as a pointer BASE plus
   OFFSET bytes: by POINTER_PLUS_EXPR, or as the integer sum
   "(uintptr) BASE + OFFSET" converted back to a pointer, as GCC 16
   writes some addresses.  Set *BASE and *OFFSET.  */

static bool
remark_address_sum (tree addr, tree *base, tree *offset)
{
  gassign *def = (TREE_CODE (addr) == SSA_NAME
		  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (addr)) : NULL);
  if (!def)
    return false;
  if (gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR)
    {
      *base = gimple_assign_rhs1 (def);
      *offset = gimple_assign_rhs2 (def);
      return true;
    }
  tree sum = gimple_assign_rhs1 (def);
  if (!CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
      || TREE_CODE (sum) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (sum)))
    return false;
  gassign *plus = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (sum));
  if (!plus || gimple_assign_rhs_code (plus) != PLUS_EXPR)
    return false;
  for (int k = 1; k <= 2; k++)
    {
      tree op = k == 1 ? gimple_assign_rhs1 (plus) : gimple_assign_rhs2 (plus);
      gassign *conv = (TREE_CODE (op) == SSA_NAME
		       ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op)) : NULL);
      tree from = (conv && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv))
		   ? remark_pointee (gimple_assign_rhs1 (conv)) : NULL_TREE);
      tree to = remark_pointee (addr);
      if (from && to && remark_types_agree_p (from, to))
	{
	  *base = gimple_assign_rhs1 (conv);
	  *offset = k == 1 ? gimple_assign_rhs2 (plus)
		    : gimple_assign_rhs1 (plus);
	  return true;
	}
    }
  return false;
}

/* Print MEM, a MEM_REF: *p, p[k], p->f[k], d.f, or "..." where the types
   show no such object (rule 4).  Return its top operation.  */

enum tree_code
remark_mem_ref (looplicm_remark *r, pretty_printer *pp, tree mem, int depth)
{
  tree addr = TREE_OPERAND (mem, 0);
  tree access = TREE_TYPE (mem);
  HOST_WIDE_INT size = remark_type_size (access);
  /* The offset is a constant of pointer type: read it signed (p - 1 is
     MEM[p + 0xff...fc]).  */
  offset_int off;
  if (!mem_ref_offset (mem).is_constant (&off) || !wi::fits_shwi_p (off))
    {
      pp_string (pp, "...");
      return ERROR_MARK;
    }
  HOST_WIDE_INT bytes = off.to_shwi ();
  if (TREE_CODE (addr) == ADDR_EXPR)
    {
      tree object = TREE_OPERAND (addr, 0);
      pretty_printer path;
      if (RECORD_OR_UNION_TYPE_P (TREE_TYPE (object))
	  && remark_va_list_record_p (TREE_TYPE (object)))
	r->m_drop = true;
      if (!remark_field_path (&path, TREE_TYPE (object), bytes, access))
	{
	  pp_string (pp, "...");
	  return ERROR_MARK;
	}
      remark_operand (r, pp, object, depth, ARRAY_REF);
      pp_string (pp, pp_formatted_text (&path));
      return *pp_formatted_text (&path) ? ARRAY_REF : ERROR_MARK;
    }
  tree pointee = remark_pointee (addr);
  bool reference = remark_reference_p (r, addr);
  if (pointee && remark_types_agree_p (pointee, access) && size > 0
      && bytes % size == 0)
    {
      if (bytes == 0 && reference)
	return remark_print (r, pp, addr, depth, ERROR_MARK);
      /* base + index * size, read as base[index].  */
      HOST_WIDE_INT extra;
      tree index, base, offset;
      if (bytes == 0 && depth > 0 && TREE_CODE (addr) == SSA_NAME
	  && !(SSA_NAME_VAR (addr) && remark_decl_name (SSA_NAME_VAR (addr)))
	  && remark_address_sum (addr, &base, &offset)
	  && (index = remark_scaled_index (offset, size, &extra)) != NULL_TREE)
	{
	  pretty_printer sub;
	  if (remark_element (r, &sub, base, index, extra, access, depth - 1))
	    {
	      pp_string (pp, pp_formatted_text (&sub));
	      return ARRAY_REF;
	    }
	}
      if (bytes == 0)
	{
	  pp_star (pp);
	  remark_operand (r, pp, addr, depth, INDIRECT_REF);
	  return INDIRECT_REF;
	}
      remark_operand (r, pp, addr, depth, ARRAY_REF);
      pp_left_bracket (pp);
      pp_wide_integer (pp, bytes / size);
      pp_right_bracket (pp);
      return ARRAY_REF;
    }
  pretty_printer path;
  if (pointee && RECORD_OR_UNION_TYPE_P (pointee)
      && remark_va_list_record_p (pointee))
    r->m_drop = true;
  if (pointee && RECORD_OR_UNION_TYPE_P (pointee)
      && remark_field_path (&path, pointee, bytes, access)
      && *pp_formatted_text (&path) == '.')
    {
      remark_member_base (r, pp, addr, pointee, depth);
      pp_string (pp, pp_formatted_text (&path) + 1);
      return COMPONENT_REF;
    }
  pp_string (pp, "...");
  return ERROR_MARK;
}

/* Print COMPONENT_REF T: s.f, or p->f where the source reads through a
   pointer.  Return its top operation.  */

enum tree_code
remark_component (looplicm_remark *r, pretty_printer *pp, tree t, int depth)
{
  tree base = TREE_OPERAND (t, 0);
  tree field = TREE_OPERAND (t, 1);
  /* va_arg's own accesses: the source has nothing to show for them.  */
  if (remark_va_list_record_p (DECL_CONTEXT (field)))
    r->m_drop = true;
  if (TREE_CODE (base) == MEM_REF && integer_zerop (TREE_OPERAND (base, 1))
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    {
      tree ptr = TREE_OPERAND (base, 0);
      tree pointee = remark_pointee (ptr);
      if (!pointee || !remark_types_agree_p (pointee, TREE_TYPE (base)))
	pp_string (pp, "(...)->");
      else
	remark_member_base (r, pp, ptr, pointee, depth);
    }
  else
    {
      remark_operand (r, pp, base, depth, COMPONENT_REF);
      pp_dot (pp);
    }
  if (DECL_NAME (field))
    pp_tree_identifier (pp, DECL_NAME (field));
  else
    pp_string (pp, "...");
  return COMPONENT_REF;
}
