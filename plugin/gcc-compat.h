/* looplicm: shims between GCC releases.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   This is the only file that tests the GCC version.  The rest of the
   plugin is written against GCC 12's API; for another release this file
   supplies what that release lacks under GCC 12's spelling, so the other
   files keep one spelling.  Every shim names the release and the change it
   papers over, so that it can be deleted when that release is no longer
   supported.

     GCC 11   tested (Debian 12's 11.3.0)
     GCC 12   tested (Debian 12's 12.2.0); no shim needed
     GCC 13   tested (Debian 13's 13.3.0, in a chroot: scripts/chroot-run.sh)
     GCC 14   tested (Debian 13's 14.2.0, in a chroot)
     GCC 15   tested (Debian unstable's 15.3.0, in a chroot)
     GCC 16   tested (Debian unstable's 16.2.0, in a chroot)
     GCC 17   tested (Debian unstable's gcc-snapshot 20261020, a snapshot
	      of the development branch, in a chroot); no shim needed

   Include it last, after GCC's own headers; it includes the few headers
   its shims need (after backend.h, gimple.h and ssa.h, as GCC does).  */

#ifndef LOOPLICM_GCC_COMPAT_H
#define LOOPLICM_GCC_COMPAT_H

#include "bversion.h"
#include "cfgloop.h"
#include "tree-ssa-alias.h"
#include "gimple-iterator.h"

#if BUILDING_GCC_MAJOR < 11
#error "looplicm needs GCC 11 or later (auto_vec exit edges, loop_iterator)"
#endif

#if BUILDING_GCC_MAJOR == 11

/* GCC 12 replaced FOR_EACH_LOOP by a range over loops_list (fun, flags);
   GCC 11 has only FOR_EACH_LOOP_FN.  This loops_list collects the loop
   numbers in the same order as GCC 11's loop_iterator and, like GCC 12's,
   skips loops removed while the list is walked.  */

class loops_list
{
public:
  /* Iterate over the loops of FN in the order FLAGS (li_flags) asks.  */
  loops_list (function *fn, unsigned flags)
    : m_fn (fn)
  {
    class loop *first;
    loop_iterator li (fn, &first, flags);
    (void) first;
    for (unsigned i = 0; i < li.to_visit.length (); i++)
      m_nums.safe_push (li.to_visit[i]);
  }

  class iterator
  {
  public:
    /* An iterator over LIST at the index IDX, moved on to a live loop.  */
    iterator (const loops_list *list, unsigned idx)
      : m_list (list), m_idx (idx)
    {
      skip_removed ();
    }
    class loop *operator* () const
    {
      return get_loop (m_list->m_fn, m_list->m_nums[m_idx]);
    }
    iterator &operator++ ()
    {
      m_idx++;
      skip_removed ();
      return *this;
    }
    bool operator!= (const iterator &other) const
    {
      return m_idx != other.m_idx;
    }
  private:
    /* Step over the numbers of loops removed since the list was made.  */
    void skip_removed ()
    {
      while (m_idx < m_list->m_nums.length ()
	     && !get_loop (m_list->m_fn, m_list->m_nums[m_idx]))
	m_idx++;
    }
    /* The list walked.  */
    const loops_list *m_list;
    /* The index into m_list->m_nums of the current loop.  */
    unsigned m_idx;
  };

  iterator begin () const { return iterator (this, 0); }
  iterator end () const { return iterator (this, m_nums.length ()); }

private:
  /* The function whose loops are walked.  */
  function *m_fn;
  /* The numbers of the loops to visit, in order.  */
  auto_vec<int, 16> m_nums;
};

/* GCC 12 replaced TREE_NO_WARNING by suppress_warning, which can name the
   warning; GCC 11 can only suppress every warning for EXPR.  */

static inline void
suppress_warning (tree expr, int = 0, bool supp = true)
{
  TREE_NO_WARNING (expr) = supp;
}

/* GCC 12 added -fmove-loop-stores; GCC 11 always allows store motion (the
   plugin's sm=0 still turns it off).  */

#define flag_move_loop_stores 1

/* GCC 12 gave ptr_deref_may_alias_global_p a second argument saying
   whether escaped locals count as global memory; GCC 11's one-argument
   form is ESCAPED_LOCAL_P false.  With ESCAPED_LOCAL_P true GCC 11 cannot
   tell, so answer "may alias".  */

static inline bool
ptr_deref_may_alias_global_p (tree ptr, bool escaped_local_p)
{
  return escaped_local_p || ptr_deref_may_alias_global_p (ptr);
}

/* GCC 12 renamed gimple_duplicate_loop_to_header_edge, whose arguments
   are the same, gimple_duplicate_loop_body_to_header_edge.  Whoever uses
   it includes tree-ssa-loop-manip.h first.  */

#define gimple_duplicate_loop_body_to_header_edge \
  gimple_duplicate_loop_to_header_edge

#endif /* GCC 11 */

/* GCC 13 and later: differences that the plugin avoids without a shim.
   They come from the releases' headers and the kernel's
   scripts/gcc-plugins/gcc-common.h.
     - GCC 14 renamed last_stmt to last_nondebug_stmt (helper below).
     - GCC 14 made poly_int trivial and removed poly_int_pod.
       get_ref_base_and_extent takes poly_int64 *, which is what the
       plugin passes on every release.
     - rewrite_to_defined_overflow (gimple *) still returns a gimple_seq.
       A later release replaced its in-place flag, which the plugin does
       not pass, by an overload taking an iterator.  GCC 16 renamed it
       (shim below).
     - Up to GCC 14, a header that uses std::unique_ptr needs
       INCLUDE_MEMORY defined before gcc-plugin.h; GCC 15 includes
       <memory> always.  Should one of the plugin's headers need it
       there, the Makefile must define it, since this file comes
       last.  */

/* GCC 14 renamed last_stmt to last_nondebug_stmt; *gsi_last_bb works on
   every release, so the plugin uses this helper instead of either.  */

static inline gimple *
looplicm_last_stmt (basic_block bb)
{
  gimple_stmt_iterator gsi = gsi_last_nondebug_bb (bb);
  return gsi_end_p (gsi) ? NULL : gsi_stmt (gsi);
}

/* GCC 12 and older accept a comparison as the condition of a COND_EXPR
   assignment, and lim builds invariant PHIs that way; GCC 13 requires
   an SSA name or constant there.  */
#if BUILDING_GCC_MAJOR < 13
#define LOOPLICM_COND_EXPR_COMPARISON 1
#else
#define LOOPLICM_COND_EXPR_COMPARISON 0
#endif

/* GCC 13 extended loop-closed SSA to virtual operands: its
   rewrite_into_loop_closed_ssa rewrites every use (SSA_OP_ALL_USES), GCC
   12's only the non-virtual ones (SSA_OP_USE), and verify_loop_closed_ssa
   checks the memory state too.  So from GCC 13 a loop's memory state
   (a .MEM name defined in the loop) used after the loop needs its exit
   PHI like any other value.  Before, it must not get one from the
   plugin, since GCC 12's passes neither expect nor keep it.  */
#if BUILDING_GCC_MAJOR >= 13
#define LOOPLICM_VIRTUAL_LCSSA 1
#else
#define LOOPLICM_VIRTUAL_LCSSA 0
#endif

/* GCC 16 renamed rewrite_to_defined_overflow to
   rewrite_to_defined_unconditional.  GCC 16's also rewrites statements
   that may trap, such as a division, not only signed overflow.  The
   overload taking a statement still returns the rewritten sequence.  */
#if BUILDING_GCC_MAJOR >= 16
#define rewrite_to_defined_overflow rewrite_to_defined_unconditional
#endif

/* GCC 16 also rewrites a speculated VIEW_CONVERT_EXPR to a type with
   fewer values than its precision (bool: PR 120122, gcc.dg/torture's
   pr120122-1.c and pr121279-1.c) and asks gimple_needing_rewrite_undefined
   which statements need it.  Before, only arithmetic whose signed overflow
   is undefined did.  A macro: only files including gimple-fold.h use it.  */
#if BUILDING_GCC_MAJOR >= 16
#define LOOPLICM_NEEDS_REWRITE_UNDEFINED(STMT) \
  gimple_needing_rewrite_undefined (STMT)
#else
#define LOOPLICM_NEEDS_REWRITE_UNDEFINED(STMT)				\
  (is_gimple_assign (STMT)						\
   && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (STMT)))		\
   && TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (gimple_assign_lhs (STMT)))	\
   && arith_code_with_undefined_signed_overflow				\
	(gimple_assign_rhs_code (STMT)))
#endif

#endif /* LOOPLICM_GCC_COMPAT_H */
