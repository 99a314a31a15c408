/* looplicm: shims between GCC releases.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   This is the only file that tests the GCC version.  Every shim names the
   release and the change it papers over, so that it can be deleted when
   that release is no longer supported.  Supported: GCC 12.  */

#ifndef LOOPLICM_GCC_COMPAT_H
#define LOOPLICM_GCC_COMPAT_H

#include "bversion.h"

#if BUILDING_GCC_MAJOR < 12
#error "looplicm needs GCC 12 or later (loops_list, auto_vec exit edges)"
#endif

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
   an SSA name or constant there (untested here: GCC 13 is not
   installable).  */
#if BUILDING_GCC_MAJOR < 13
#define LOOPLICM_COND_EXPR_COMPARISON 1
#else
#define LOOPLICM_COND_EXPR_COMPARISON 0
#endif

#endif /* LOOPLICM_GCC_COMPAT_H */
