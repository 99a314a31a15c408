/* looplicm: what the files of the remarks share.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The remarks print GIMPLE in source terms by the rules licm-remark.cc
   lists.  The files that keep the rules call each other: an expression
   (licm-remark-expr.cc) may hold a memory reference
   (licm-remark-mem.cc), which holds expressions, and both print names
   (licm-remark-names.cc).  Only these files include this header; the
   rest of the plugin sees looplicm.h's looplicm_remark_* functions.  */

#ifndef LICM_REMARK_H
#define LICM_REMARK_H

/* How many steps a field path or a pointer's root may take.  */
#define REMARK_MAX_STEPS 8

/* licm-remark-names.cc: rule 5, names.  */
extern void remark_names_initialize (void);
extern void remark_names_finalize (void);
extern tree remark_decl_name (tree);
extern tree remark_bound_var (looplicm_remark *, tree);
extern bool remark_name_current_p (looplicm_remark *, tree);
extern bool remark_decl_borrowed_p (looplicm_remark *, tree);
extern bool remark_within_origin_p (looplicm_remark *, gimple *);
extern bool remark_function_name (pretty_printer *, tree, bool);

/* licm-remark-expr.cc: rules 1 to 3, expressions.  */
extern enum tree_code remark_print (looplicm_remark *, pretty_printer *,
				    tree, int, enum tree_code);
extern void remark_operand (looplicm_remark *, pretty_printer *, tree, int,
			    enum tree_code, bool = false);
extern bool remark_signed_cst (tree, HOST_WIDE_INT *);
extern void remark_plus_constant (pretty_printer *, HOST_WIDE_INT);

/* licm-remark-mem.cc: rule 4, memory references.  */
extern tree remark_pointee (tree);
extern HOST_WIDE_INT remark_type_size (tree);
extern tree remark_scaled_index (tree, HOST_WIDE_INT, HOST_WIDE_INT *);
extern bool remark_element (looplicm_remark *, pretty_printer *, tree, tree,
			    HOST_WIDE_INT, tree, int);
extern enum tree_code remark_mem_ref (looplicm_remark *, pretty_printer *,
				      tree, int);
extern enum tree_code remark_component (looplicm_remark *,
					pretty_printer *, tree, int);

/* licm-remark-loop.cc: rule 6, loops.  */
extern void remark_place (looplicm_remark *, location_t);

#endif /* LICM_REMARK_H */
