/* looplicm: the names remarks give variables and functions.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Rule 5 of the remarks (licm-remark.cc).  After inlining, a
   statement's source is the inlined function.  A name is printed as it
   is only if it belongs to that function (or is a global).  A name of
   another function is replaced by the variable of the source function
   that debug statements bind to the same value (with -g).  Failing that,
   a name of the function being compiled is kept, and the remark says
   whose names it uses.  Else it is "...".

     static inline int get (int *p, int k) { return p[k]; }
     for (i = 0; i < n; i++)         the load, inlined into f: 'p[k]'
       out[i] = get (a, m);          with -g, else 'a[m]' and "(names as
				     in f, where this code is inlined)"

   A variable's name also stands for its value only where no later
   assignment of it has changed that value (remark_name_current_p).  */

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
#include "langhooks.h"
#include "looplicm.h"
#include "licm-remark.h"
#include "gcc-compat.h"

/* A user variable that debug statements bind to one SSA name.  */

struct remark_bind
{
  /* The SSA name's version.  */
  unsigned version;
  /* The variable.  */
  tree var;
};

/* What the names of rule 5 are looked up in, for the function being
   compiled: each table is built at its first use.  */

struct remark_name_cache
{
  /* The debug bindings of user variables to SSA names, sorted by
     version.  */
  vec<remark_bind> binds;
  /* Whether BINDS is built.  */
  bool binds_built;
  /* The SSA names of each named variable, sorted by the variable's
     DECL_UID and then by version.  */
  vec<remark_bind> versions;
  /* Whether VERSIONS is built.  */
  bool versions_built;
};

/* The tables of the function being compiled, between
   remark_names_initialize and remark_names_finalize.  Every remark's
   printer looks names up in them through functions that take no state
   (the remark object lives for one remark only).  So they are reached
   here.  */
static remark_name_cache *name_cache;

/* Return the function whose source DECL is declared in, seen through
   inlining and cloning, or NULL_TREE for a global.  */

static tree
remark_decl_function (tree decl)
{
  tree ctx = DECL_CONTEXT (DECL_ORIGIN (decl));
  while (ctx && TREE_CODE (ctx) == BLOCK)
    ctx = BLOCK_SUPERCONTEXT (ctx);
  if (!ctx || TREE_CODE (ctx) != FUNCTION_DECL)
    return NULL_TREE;
  return DECL_ORIGIN (ctx);
}

/* Return the name DECL is printed by, NULL_TREE if it has none a user
   would know.  */

tree
remark_decl_name (tree decl)
{
  tree orig = DECL_ORIGIN (decl);
  if (!DECL_NAME (orig) || DECL_IGNORED_P (orig))
    return NULL_TREE;
  /* C++'s this is artificial, but the source may write it.  */
  if (DECL_ARTIFICIAL (orig)
      && !(TREE_CODE (orig) == PARM_DECL
	   && strcmp (IDENTIFIER_POINTER (DECL_NAME (orig)), "this") == 0))
    return NULL_TREE;
  return DECL_NAME (orig);
}

/* Return true if DECL may be named in remark R: it has a name and
   belongs to R's source function, or to none.  */

bool
looplicm_remark_visible_p (looplicm_remark *r, tree decl)
{
  if (!remark_decl_name (decl))
    return false;
  tree fn = remark_decl_function (decl);
  return !fn || !r->m_origin || fn == r->m_origin;
}

/* Return true if R's source function has a variable or parameter of its
   own called NAME: a variable of another function borrowed under that
   name would read as R's.  */

static bool
remark_name_taken_p (looplicm_remark *r, tree name)
{
  if (!r->m_origin)
    return false;
  for (tree p = DECL_ARGUMENTS (r->m_origin); p; p = DECL_CHAIN (p))
    if (remark_decl_name (p) == name)
      return true;
  unsigned i;
  tree var;
  FOR_EACH_LOCAL_DECL (cfun, i, var)
    if (remark_decl_name (var) == name
	&& remark_decl_function (var) == r->m_origin)
      return true;
  return false;
}

/* Return true if DECL, not visible in R, may be named as a variable of
   the function being compiled, into which R's source function is
   inlined; R then says so (looplicm_remark_emit).  */

bool
remark_decl_borrowed_p (looplicm_remark *r, tree decl)
{
  tree fn = remark_decl_function (decl);
  if (!remark_decl_name (decl) || !fn || !current_function_decl
      || fn != DECL_ORIGIN (current_function_decl)
      || remark_name_taken_p (r, remark_decl_name (decl)))
    return false;
  r->m_borrowed = fn;
  return true;
}

/* Order remark_binds by version.  */

static int
remark_bind_cmp (const void *pa, const void *pb)
{
  const remark_bind *a = (const remark_bind *) pa;
  const remark_bind *b = (const remark_bind *) pb;
  if (a->version != b->version)
    return a->version < b->version ? -1 : 1;
  return DECL_UID (a->var) < DECL_UID (b->var) ? -1
	 : DECL_UID (a->var) > DECL_UID (b->var);
}

/* Collect the debug bindings of the current function: each named
   variable bound to one SSA name and to no other value.  */

static void
remark_collect_binds (void)
{
  name_cache->binds_built = true;
  if (!cfun || !MAY_HAVE_DEBUG_BIND_STMTS)
    return;
  hash_map<tree, tree> value;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_debug_bind_p (stmt))
	  continue;
	tree var = gimple_debug_bind_get_var (stmt);
	if (!DECL_P (var) || !remark_decl_name (var))
	  continue;
	/* A reset (the variable's scope ends) binds nothing.  */
	if (!gimple_debug_bind_has_value_p (stmt))
	  continue;
	tree val = gimple_debug_bind_get_value (stmt);
	if (TREE_CODE (val) != SSA_NAME)
	  val = error_mark_node;
	bool existed;
	tree &slot = value.get_or_insert (var, &existed);
	if (!existed)
	  slot = val;
	else if (slot != val)
	  slot = error_mark_node;
      }
  for (auto it = value.begin (); it != value.end (); ++it)
    if ((*it).second != error_mark_node)
      name_cache->binds.safe_push ({ SSA_NAME_VERSION ((*it).second),
				   (*it).first });
  name_cache->binds.qsort (remark_bind_cmp);
}

/* Return a variable of R's source function that debug statements bind
   to NAME, or NULL_TREE.  */

tree
remark_bound_var (looplicm_remark *r, tree name)
{
  if (!name_cache->binds_built)
    remark_collect_binds ();
  vec<remark_bind> &b = name_cache->binds;
  unsigned lo = 0, hi = b.length ();
  while (lo < hi)
    {
      unsigned mid = (lo + hi) / 2;
      if (b[mid].version < SSA_NAME_VERSION (name))
	lo = mid + 1;
      else
	hi = mid;
    }
  for (; lo < b.length () && b[lo].version == SSA_NAME_VERSION (name); lo++)
    if (looplicm_remark_visible_p (r, b[lo].var))
      return b[lo].var;
  return NULL_TREE;
}

/* Order remark_binds by variable, then by version.  */

static int
remark_version_cmp (const void *pa, const void *pb)
{
  const remark_bind *a = (const remark_bind *) pa;
  const remark_bind *b = (const remark_bind *) pb;
  if (DECL_UID (a->var) != DECL_UID (b->var))
    return DECL_UID (a->var) < DECL_UID (b->var) ? -1 : 1;
  return a->version < b->version ? -1 : a->version > b->version;
}

/* Collect the SSA names of every named variable of the current
   function.  */

static void
remark_collect_versions (void)
{
  name_cache->versions_built = true;
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, cfun)
    if (SSA_NAME_VAR (name) && DECL_P (SSA_NAME_VAR (name))
	&& !virtual_operand_p (name))
      name_cache->versions.safe_push ({ SSA_NAME_VERSION (name),
				      SSA_NAME_VAR (name) });
  name_cache->versions.qsort (remark_version_cmp);
}

/* Return true if STMT comes before AT in their block; a PHI comes
   before every statement.  */

static bool
remark_stmt_before_p (gimple *stmt, gimple *at)
{
  if (gimple_code (stmt) == GIMPLE_PHI)
    return gimple_code (at) != GIMPLE_PHI;
  if (gimple_code (at) == GIMPLE_PHI)
    return false;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (stmt); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == at)
      return true;
  return false;
}

/* Return true if OTHER, an SSA name of the variable NAME is of, is
   assigned after NAME and before AT on every path to AT, so that the
   variable no longer holds NAME's value there.  */

static bool
remark_reassigned_p (tree name, tree other, gimple *at)
{
  gimple *def = SSA_NAME_DEF_STMT (other);
  basic_block bb = gimple_bb (def);
  basic_block at_bb = gimple_bb (at);
  if (gimple_nop_p (def) || !bb
      || !dominated_by_p (CDI_DOMINATORS, at_bb, bb))
    return false;
  if (bb == at_bb && def != at && !remark_stmt_before_p (def, at))
    return false;
  gimple *own = SSA_NAME_DEF_STMT (name);
  basic_block own_bb = gimple_bb (own);
  if (gimple_nop_p (own) || !own_bb)
    return true;
  if (own_bb == bb)
    return remark_stmt_before_p (own, def);
  return dominated_by_p (CDI_DOMINATORS, bb, own_bb);
}

/* Return true if the variable of NAME still holds NAME's value where R
   reads it (M_AT): the source's name of the variable means NAME there.  */

bool
remark_name_current_p (looplicm_remark *r, tree name)
{
  gimple *at = r->m_at;
  if (!at || !gimple_bb (at) || !dom_info_available_p (CDI_DOMINATORS))
    return true;
  if (!name_cache->versions_built)
    remark_collect_versions ();
  vec<remark_bind> &v = name_cache->versions;
  tree var = SSA_NAME_VAR (name);
  unsigned lo = 0, hi = v.length ();
  while (lo < hi)
    {
      unsigned mid = (lo + hi) / 2;
      if (DECL_UID (v[mid].var) < DECL_UID (var))
	lo = mid + 1;
      else
	hi = mid;
    }
  for (; lo < v.length () && v[lo].var == var; lo++)
    if (v[lo].version != SSA_NAME_VERSION (name)
	&& ssa_name (v[lo].version)
	&& remark_reassigned_p (name, ssa_name (v[lo].version), at))
      return false;
  return true;
}

/* Print the name of function FN as the source writes it, qualified
   (C++'s "ns::f") if QUALIFIED.  GCC's clones of a function carry a
   suffix the source never wrote ("f.constprop.isra", "f.part.0"): it is
   left out.  Return true if FN is such a clone, whose parameters need
   not be the source's.  */

bool
remark_function_name (pretty_printer *pp, tree fn, bool qualified)
{
  const char *name = (qualified ? lang_hooks.decl_printable_name (fn, 1)
		      : IDENTIFIER_POINTER (DECL_NAME (fn)));
  const char *base = name;
  for (const char *c = name; *c; c++)
    if (c[0] == ':' && c[1] == ':')
      base = c + 2;
  const char *dot = strchr (base, '.');
  if (!dot)
    {
      pp_string (pp, name);
      return false;
    }
  pp_append_text (pp, name, dot);
  return true;
}

/* Return true if STMT comes from R's source function or from a function
   inlined into it, not from a caller it is inlined into.  */

bool
remark_within_origin_p (looplicm_remark *r, gimple *stmt)
{
  if (!r->m_origin || !current_function_decl
      || r->m_origin == DECL_ORIGIN (current_function_decl))
    return true;
  for (tree b = gimple_block (stmt); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree fn = block_ultimate_origin (b);
	if (fn && TREE_CODE (fn) == FUNCTION_DECL
	    && DECL_ORIGIN (fn) == r->m_origin)
	  return true;
      }
  return false;
}

/* Print the name of DECL, known to have one.  */

void
looplicm_remark_name (pretty_printer *pp, tree decl)
{
  pp_tree_identifier (pp, remark_decl_name (decl));
}

/* Start the name tables of a function: each is built at its first
   use.  */

void
remark_names_initialize (void)
{
  gcc_assert (!name_cache);
  name_cache = new remark_name_cache;
  name_cache->binds = vNULL;
  name_cache->binds_built = false;
  name_cache->versions = vNULL;
  name_cache->versions_built = false;
}

/* Free the name tables of the function just done.  */

void
remark_names_finalize (void)
{
  name_cache->binds.release ();
  name_cache->versions.release ();
  delete name_cache;
  name_cache = NULL;
}
