/* looplicm: what the files of store motion share.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   licm-store.cc promotes one location at a time; licm-store-group.cc
   promotes together the locations that only each other's stores keep
   in memory.  Only these two files include this header.  */

#ifndef LICM_STORE_H
#define LICM_STORE_H

/* One memory location accessed in a loop.  */

struct sm_ref
{
  /* The first access, which names the location.  */
  tree ref;
  /* The base: a pointer SSA name, an ADDR_EXPR's object or a decl.  It
     is NULL when the offset is not constant (y[j_5], tmp[i_3][j_4]).
     Then the location is known by the structure of REF
     (operand_equal_p).  */
  tree base;
  /* Offset and size in bits from BASE.  */
  HOST_WIDE_INT offset, size;
  /* The statements loading and storing the location (most locations
     have one or two of each).  */
  auto_vec<gimple *, 2> loads;
  auto_vec<gimple *, 2> stores;
  /* Why the location cannot be promoted, or NULL.  */
  const char *why_not;
  /* The statement that touches the location, if WHY_NOT names one.  */
  gimple *blocker;
  /* Promoted with others that may alias it (sm_group).  */
  bool grouped;
  /* Whether the address of REF varies in the loop: -1 not asked yet
     (sm_variant_p), 0 no, 1 yes.  */
  signed char variant;
  /* Whether an access of the loop was told apart from it by more than
     GCC's alias oracle.  That is a summary, the affine rule, or the store
     order rule.  GCC's partial PRE cannot tell them apart either.  */
  bool beyond_oracle;
};

/* Why a location stays when another access of the loop may touch it.  */
extern const char *const sm_accessed_by;

extern bool sm_variant_p (class loop *, sm_ref *);
extern bool sm_touches_p (gimple *, ao_ref *, sm_ref *, bool, unsigned *);
extern void sm_insert_exit_store (basic_block, tree, tree, tree);
extern tree sm_rewrite (class loop *, sm_ref *, bool, bool, tree *);
extern void sm_remark_promoted (class loop *, sm_ref *, bool, bool);
extern int sm_group (class loop *, vec<sm_ref *> &, vec<gimple *> &,
		     unsigned *);

#endif /* LICM_STORE_H */
