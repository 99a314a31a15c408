/* looplicm: remarks in source terms.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   The remarks (-fopt-info-loop, -fsave-optimization-record) are for the
   people who wrote the loops, who never saw GIMPLE.  This file turns what
   the phases moved into the expression as it reads in the source.  It
   turns a loop into the line of its source loop:

     GIMPLE                                  remark
       _4 = (long unsigned int) k_2;
       _5 = _4 * 4;
       _6 = a_9(D) + _5;
       _7 = *_6;                               'a[k]'
       _8 = x_3(D) * y_4(D);                   'x * y'
       _1 = strlen (s_5(D));                   'strlen (s)'
       _9 = w_2(D) & 3;  _10 = _9 + _8;        '(w & 3) + x * y'
       _11 = n_6(D) + 4294967295;              'n - 1'
       MEM[(int *)s_7(D) + 76B]                's->freqs[18]'

   The rules, each because a remark must mean what the source means:

   1. A temporary (an SSA name of no user variable) is shown as the
      expression that computes it, a few levels deep.  Conversions
      between integer types are left out, as the source leaves them
      implicit.  A conversion between pointers to objects of different
      sizes is not, and such an address is "...".
   2. An operand is parenthesized as C's precedence needs, and also
      where C's rules are easy to misread: a shift or a bitwise
      operation beside any other binary operation.
   3. Constants are shown as the source most likely wrote them.  An
      unsigned constant just below a power of two, the result of
      subtracting, is "- 1".  A mask of high bits is "~15".
   4. A memory reference is shown as an index or a field only where the
      types agree.  It is p[k] when *p has the type of the access.  It is
      s->f[k] when the access lies in field f of *s (a field path through
      the declared types).  It is "..." otherwise.
   5. After inlining, a statement's source is the inlined function.  A
      name is printed as it is only if it belongs to that function (or
      is a global).  A name of another function is replaced by the
      variable of the source function that debug statements bind to the
      same value (with -g).  Failing that, a name of the function being
      compiled is kept, and the remark says whose names it uses.  Else
      it is "...".
   6. A loop is named by the line of its exit test.  That is the one
      before the latch (a for, while or do-while loop's condition), else
      the exit test of the earliest line.  The function's name follows
      where the loop lies in another function than the statement.

   A remark is written into a looplicm_remark, which knows its kind, its
   statement and the function its source is in.  It is emitted with the
   prefix "looplicm: " after GCC's kind, so that the plugin's remarks can
   be told from GCC's own.  Missed-optimization advice is licm-advice.cc's;
   it is given only where following it is safe and would help.

   The file also keeps the set of statements the pass itself made
   (versioning's run-time checks).  Later phases move them like any
   other, but never report or count them: they are not the user's
   code.  */

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
#include "input.h"
#include "profile-count.h"
#include "langhooks.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* How many temporaries deep an expression is expanded.  */
#define REMARK_DEPTH 6

/* The largest magnitude shown as a negative constant or a complement
   (rule 3): beyond it, the constant is more likely written as it is.  */
#define REMARK_SMALL_CONSTANT 65536

/* How many steps a field path or a pointer's root may take.  */
#define REMARK_MAX_STEPS 8

/* A user variable that debug statements bind to one SSA name.  */

struct remark_bind
{
  /* The SSA name's version.  */
  unsigned version;
  /* The variable.  */
  tree var;
};

/* What the remarks keep for the function being compiled, from
   looplicm_remark_initialize to looplicm_remark_finalize.  */

struct remark_state
{
  /* The statements the pass made.  */
  hash_set<gimple *> made;
  /* The numbers of the loops that are versioning's slow copies, whose
     missed moves are the point of the copy, not remarks.  */
  bitmap slow_copies;
  /* Whether the instance running is the one in lim4's place, whose
     missed moves the first instance has already reported.  */
  bool late;
};

/* The state of the function being compiled.  Every phase, versioning
   included, records what it made (looplicm_mark_made) and asks whether a
   remark is wanted (looplicm_missed_remark_p) through looplicm.h's
   functions, which take no state.  So it is reached here.  */
static remark_state *remark;

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

/* The tables of the function being compiled, reached as REMARK is.  */
static remark_name_cache *name_cache;

static enum tree_code remark_print (looplicm_remark *, pretty_printer *,
				    tree, int, enum tree_code);
static void remark_call (looplicm_remark *, pretty_printer *, gcall *, int);
static void remark_member_base (looplicm_remark *, pretty_printer *, tree,
				tree, int);
static bool remark_reference_p (looplicm_remark *, tree);
static bool remark_va_list_record_p (tree);
static bool remark_made_store_p (gimple *);

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

/* Return the function whose source STMT comes from: the innermost
   function inlined around it, else the current one.  */

tree
looplicm_stmt_function (gimple *stmt)
{
  for (tree b = stmt ? gimple_block (stmt) : NULL_TREE;
       b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree fn = block_ultimate_origin (b);
	if (fn && TREE_CODE (fn) == FUNCTION_DECL)
	  return DECL_ORIGIN (fn);
      }
  return current_function_decl ? DECL_ORIGIN (current_function_decl)
			       : NULL_TREE;
}

looplicm_remark::looplicm_remark (dump_flags_t kind, gimple *stmt)
  : m_pp (new pretty_printer), m_kind (kind), m_stmt (stmt),
    m_loc (stmt ? gimple_location (stmt) : UNKNOWN_LOCATION), m_at (stmt),
    m_origin (looplicm_stmt_function (stmt)), m_borrowed (NULL_TREE),
    m_drop (false)
{
  /* The statements GCC makes up (the flattened index of an element of a
     multi-dimensional array) have no location, or the function's own:
     no source line to be reported at, and no source expression.  Nor
     has the source the stores of scalar replacement.  */
  if (stmt
      && (LOCATION_LOCUS (m_loc) == UNKNOWN_LOCATION
	  || (gimple_assign_single_p (stmt) && gimple_vdef (stmt)
	      && remark_made_store_p (stmt))
	  || (m_origin
	      && (LOCATION_LOCUS (m_loc)
		  == LOCATION_LOCUS (DECL_SOURCE_LOCATION (m_origin))))))
    m_drop = true;
}

looplicm_remark::~looplicm_remark ()
{
  delete m_pp;
}

/* Return the name DECL is printed by, NULL_TREE if it has none a user
   would know.  */

static tree
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

static bool
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

static tree
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

static bool
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

static bool
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

static bool
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

static void
remark_operand (looplicm_remark *r, pretty_printer *pp, tree t, int depth,
		enum tree_code parent, bool right = false)
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

static bool
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

static tree
remark_pointee (tree ptr)
{
  tree type = TREE_TYPE (ptr);
  if (!POINTER_TYPE_P (type))
    return NULL_TREE;
  tree pointee = TREE_TYPE (type);
  return COMPLETE_TYPE_P (pointee) ? pointee : NULL_TREE;
}

/* Return the size of the objects of TYPE, or 0 if it is no constant.  */

static HOST_WIDE_INT
remark_type_size (tree type)
{
  if (!type || !COMPLETE_TYPE_P (type)
      || !tree_fits_shwi_p (TYPE_SIZE_UNIT (type)))
    return 0;
  return tree_to_shwi (TYPE_SIZE_UNIT (type));
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

static tree
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

/* Print " + K" or " - K" for K.  */

static void
remark_plus_constant (pretty_printer *pp, HOST_WIDE_INT k)
{
  pp_string (pp, k < 0 ? " - " : " + ");
  pp_wide_integer (pp, k < 0 ? -k : k);
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

static bool
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
      {
	/* p + i * sizeof *p, which the source wrote &p[i] or p + i.  */
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
	remark_element (r, pp, op1, index, extra, remark_pointee (op1),
			depth);
	return ADDR_EXPR;
      }
    case POINTER_DIFF_EXPR:
    case EXACT_DIV_EXPR:
      {
	/* p - q counts elements in C, bytes in GIMPLE, which then divides
	   by their size.  */
	tree diff = op1;
	if (code == EXACT_DIV_EXPR)
	  {
	    gassign *def = (TREE_CODE (op1) == SSA_NAME
			    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op1))
			    : NULL);
	    if (!def || gimple_assign_rhs_code (def) != POINTER_DIFF_EXPR)
	      break;
	    diff = NULL_TREE;
	    HOST_WIDE_INT size
	      = remark_type_size (remark_pointee (gimple_assign_rhs1 (def)));
	    if (tree_fits_shwi_p (op2) && tree_to_shwi (op2) == size)
	      {
		op1 = gimple_assign_rhs1 (def);
		op2 = gimple_assign_rhs2 (def);
		diff = op1;
	      }
	  }
	else if (remark_type_size (remark_pointee (op1)) != 1)
	  diff = NULL_TREE;
	if (!diff)
	  {
	    pp_string (pp, "...");
	    return ERROR_MARK;
	  }
	remark_operand (r, pp, op1, depth, MINUS_EXPR);
	pp_string (pp, " - ");
	remark_operand (r, pp, op2, depth, MINUS_EXPR, true);
	return MINUS_EXPR;
      }
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

static enum tree_code
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

/* Print COMPONENT_REF T: s.f, or p->f where the source reads through a
   pointer.  Return its top operation.  */

static enum tree_code
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

static enum tree_code
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

/* Return the statement of BB's end whose location names a loop exiting
   from BB, or NULL.  */

static gimple *
remark_exit_test (basic_block bb)
{
  gimple *last = looplicm_last_stmt (bb);
  if (last && gimple_code (last) == GIMPLE_COND
      && LOCATION_LINE (gimple_location (last)) > 0)
    return last;
  return NULL;
}

/* Return true if LOOP and its outer loop may be one loop of the
   source.  GCC gives a loop with two back edges ("while (1)" whose body
   ends in an "if") a nest: the outer loop takes one back edge, and its
   header does nothing but enter the inner loop at the source loop's
   start.  The inner loop then exits into the outer one at an "if" of
   the body, which is no exit of the source loop.  */

static bool
remark_split_nest_p (class loop *loop)
{
  class loop *outer = loop_outer (loop);
  if (!outer || !loop_outer (outer))
    return false;
  basic_block head = outer->header;
  if (!single_succ_p (head) || single_succ (head) != loop->header)
    return false;
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (head);
  return gsi_end_p (gsi);
}

/* Return the exit test of the earliest line among those of LOOP's exits
   that also leave OUTER (any exit when OUTER is NULL), or NULL.  */

static gimple *
remark_earliest_exit_test (class loop *loop, class loop *outer)
{
  gimple *best = NULL;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge e : exits)
    if (!outer || !flow_bb_inside_loop_p (outer, e->dest))
      if (gimple *test = remark_exit_test (e->src))
	if (!best
	    || (LOCATION_LINE (gimple_location (test))
		< LOCATION_LINE (gimple_location (best))))
	  best = test;
  return best;
}

/* Return the statement whose location stands for LOOP in remarks: the
   exit test right before its latch, else the exit test of the earliest
   line, else the first located statement of its header.  Where LOOP
   may be the inner half of a source loop that GCC made a nest
   (remark_split_nest_p), an exit that leaves the nest comes first.  */

gimple *
looplicm_loop_stmt (class loop *loop)
{
  if (remark_split_nest_p (loop))
    if (gimple *test = remark_earliest_exit_test (loop, loop_outer (loop)))
      return test;
  if (single_pred_p (loop->latch))
    {
      basic_block pred = single_pred (loop->latch);
      if (pred != loop->latch && loop_exits_from_bb_p (loop, pred))
	if (gimple *test = remark_exit_test (pred))
	  return test;
    }
  if (gimple *best = remark_earliest_exit_test (loop, NULL))
    return best;
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    if (LOCATION_LINE (gimple_location (gsi_stmt (gsi))) > 0)
      return gsi_stmt (gsi);
  return NULL;
}

/* Return how many inlined calls deep BLOCK lies, and store the
   outermost LIMIT of their scopes into SCOPES[0..], outermost first.  */

static int
remark_inline_scopes (tree block, tree *scopes, int limit)
{
  int depth = 0;
  for (tree b = block; b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      depth++;
  int k = depth;
  for (tree b = block; b && TREE_CODE (b) == BLOCK; b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b) && --k < limit)
      scopes[k] = b;
  return depth;
}

/* Return how many inlined calls deep the shallowest located statement
   of LOOP lies: the depth of the function the loop is written in.  */

static int
remark_loop_depth (class loop *loop)
{
  int best = INT_MAX;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && best > 0; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && best > 0; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt)
	    || LOCATION_LINE (gimple_location (stmt)) == 0)
	  continue;
	best = MIN (best, remark_inline_scopes (gimple_block (stmt), NULL, 0));
      }
  free (bbs);
  return best;
}

/* The place that stands for a loop in remarks: a location in the
   function the loop is written in, and that function.  */

struct remark_loop_site
{
  location_t loc;
  tree fn;
  /* The statement LOC is the location of, which carries its count into
     the optimization record; NULL where LOC is a call's.  */
  gimple *stmt;
  /* Whether LOC is an exit written after the start of the loop's body
     ("if (c == -1) break;" in "while (1)", the test of a do-while), not
     the line the loop starts at.  */
  bool exit_inside;
};

/* Return the first line of LOOP's body in FILE: of its located
   statements OWN inlined calls deep, the loop's own function's.  */

static int
remark_first_body_line (class loop *loop, const char *file, int own)
{
  int first = INT_MAX;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	location_t loc = gimple_location (stmt);
	if (is_gimple_debug (stmt) || LOCATION_LINE (loc) == 0
	    || LOCATION_LINE (loc) >= first
	    || remark_inline_scopes (gimple_block (stmt), NULL, 0) != own)
	  continue;
	expanded_location x = expand_location (loc);
	if (x.file && file && strcmp (x.file, file) == 0)
	  first = x.line;
      }
  free (bbs);
  return first;
}

/* Return the site of LOOP.  Its statement (looplicm_loop_stmt) may come
   from a function inlined into the loop's own, as the exit test of
   "while (more (p))" comes from MORE: then the loop stands at the call
   that brought the statement in, in the loop's own function.  */

static location_t remark_lift_site (remark_loop_site *, tree *, int);

static remark_loop_site
remark_loop_site_of (class loop *loop)
{
  remark_loop_site site = { UNKNOWN_LOCATION, NULL_TREE, NULL, false };
  gimple *stmt = looplicm_loop_stmt (loop);
  if (!stmt)
    return site;
  site.loc = gimple_location (stmt);
  site.stmt = stmt;
  site.fn = looplicm_stmt_function (stmt);
  tree scopes[REMARK_MAX_STEPS];
  int depth = remark_inline_scopes (gimple_block (stmt), scopes,
				    REMARK_MAX_STEPS);
  int own = depth ? remark_loop_depth (loop) : 0;
  if (depth > 0 && own < depth && own < REMARK_MAX_STEPS
      && LOCATION_LINE (BLOCK_SOURCE_LOCATION (scopes[own])) > 0)
    {
      site.loc = remark_lift_site (&site, scopes, own);
      site.stmt = NULL;
    }
  else
    own = depth;
  if (gimple_code (stmt) == GIMPLE_COND)
    {
      expanded_location x = expand_location (site.loc);
      site.exit_inside = x.line > remark_first_body_line (loop, x.file, own);
    }
  return site;
}

/* Return the location of the call that inlined SCOPES[OWN] into the
   function OWN calls deep, and set SITE's function to that one.  */

static location_t
remark_lift_site (remark_loop_site *site, tree *scopes, int own)
{
  location_t call = BLOCK_SOURCE_LOCATION (scopes[own]);
  if (own == 0)
    site->fn = (current_function_decl ? DECL_ORIGIN (current_function_decl)
		: NULL_TREE);
  else
    {
      tree fn = block_ultimate_origin (scopes[own - 1]);
      site->fn = (fn && TREE_CODE (fn) == FUNCTION_DECL ? DECL_ORIGIN (fn)
		  : NULL_TREE);
    }
  return call;
}

/* Print LOC into remark R as "line N", or "FILE:N" where it lies in
   another file than R.  */

static void
remark_place (looplicm_remark *r, location_t loc)
{
  expanded_location here = expand_location (loc);
  expanded_location at = expand_location (r->m_loc);
  if (at.file && here.file && strcmp (at.file, here.file) != 0)
    pp_printf (r->m_pp, "%s:%d", lbasename (here.file), here.line);
  else
    pp_printf (r->m_pp, "line %d", here.line);
}

/* Return the location that stands for LOOP in remarks.  */

dump_user_location_t
looplicm_loop_location (class loop *loop)
{
  remark_loop_site site = remark_loop_site_of (loop);
  if (site.stmt)
    return dump_user_location_t (site.stmt);
  return dump_user_location_t::from_location_t (site.loc);
}

/* Start a remark of KIND reported at LOOP's site.  */

looplicm_remark::looplicm_remark (dump_flags_t kind, class loop *loop)
  : m_pp (new pretty_printer), m_kind (kind), m_stmt (NULL),
    m_loc (UNKNOWN_LOCATION), m_at (NULL), m_origin (NULL_TREE),
    m_borrowed (NULL_TREE),
    m_drop (false)
{
  remark_loop_site site = remark_loop_site_of (loop);
  m_stmt = site.stmt;
  m_loc = site.loc;
  m_origin = site.fn;
}

/* Print "the loop at line N" for LOOP into remark R ("the loop exiting
   at line N" where N is an exit inside its body), "in F" after it where
   the loop lies in another function F than R's statement, "its loop"
   when it has no line.  */

void
looplicm_remark_loop (looplicm_remark *r, class loop *loop)
{
  remark_loop_site site = remark_loop_site_of (loop);
  if (LOCATION_LINE (site.loc) == 0)
    {
      pp_string (r->m_pp, "its loop");
      return;
    }
  pp_string (r->m_pp, (site.exit_inside ? "the loop exiting at "
		       : "the loop at "));
  remark_place (r, site.loc);
  if (site.fn && r->m_origin && site.fn != r->m_origin && DECL_NAME (site.fn))
    pp_printf (r->m_pp, " in %s",
	       lang_hooks.decl_printable_name (site.fn, 1));
}

/* Return true if STORE writes back a value GCC keeps in a variable of
   its own, as scalar replacement of aggregates does before a call that
   may see the aggregate: a store the source does not have.  */

static bool
remark_made_store_p (gimple *store)
{
  tree rhs = gimple_assign_rhs1 (store);
  if (TREE_CODE (rhs) != SSA_NAME)
    return false;
  tree var = SSA_NAME_VAR (rhs);
  return (var && DECL_P (var) && DECL_ARTIFICIAL (var)
	  && (DECL_IGNORED_P (var) || DECL_NAMELESS (var)));
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

/* Print WRITER, a statement that blocks the move of BLOCKED (a
   reference, a pointer, or NULL_TREE), into remark R as the user would
   look for it: "the call to f", "the store to '*p'" or "'...'", with
   its line ("at FILE:N" in another file than R's).  A store to BLOCKED
   itself blocks nothing the user can see, nor does the end of a
   variable's scope (a clobber), which the source does not write: R is
   dropped.  */

void
looplicm_remark_writer (looplicm_remark *r, gimple *writer, tree blocked)
{
  pretty_printer *pp = r->m_pp;
  if (gimple_clobber_p (writer))
    {
      r->m_drop = true;
      return;
    }
  /* The writer's names are those of its own source function.  */
  tree origin = r->m_origin;
  gimple *read_at = r->m_at;
  r->m_origin = looplicm_stmt_function (writer);
  r->m_at = writer;
  location_t loc = gimple_location (writer);
  gcall *call = dyn_cast <gcall *> (writer);
  tree fn = call ? gimple_call_fndecl (call) : NULL_TREE;
  if (call && fn && DECL_NAME (fn))
    {
      pp_string (pp, "the call to ");
      remark_function_name (pp, fn, true);
    }
  else if (call)
    pp_string (pp, "an indirect call");
  else if (gimple_assign_single_p (writer) && gimple_vuse (writer))
    {
      bool store = gimple_vdef (writer) != NULL_TREE;
      tree written = (store ? gimple_assign_lhs (writer)
		      : gimple_assign_rhs1 (writer));
      if (store && remark_made_store_p (writer))
	r->m_drop = true;
      if (blocked && !POINTER_TYPE_P (TREE_TYPE (blocked))
	  && (operand_equal_p (blocked, written, 0)
	      || lim_same_ref_p (blocked, written)))
	r->m_drop = true;
      pp_string (pp, store ? "the store to '" : "the load of '");
      looplicm_remark_ref (r, written);
      pp_string (pp, "'");
    }
  else
    {
      pp_string (pp, "'");
      looplicm_remark_stmt (r, writer);
      pp_string (pp, "'");
    }
  r->m_origin = origin;
  r->m_at = read_at;
  if (LOCATION_LINE (loc) == 0)
    return;
  pp_string (pp, " at ");
  remark_place (r, loc);
}

/* Return what STMT, whose move a write blocks, reads that the write may
   change: the reference a load reads, or a call's first pointer
   argument; NULL_TREE if none is known.  */

tree
looplicm_blocked_operand (gimple *stmt)
{
  if (gimple_assign_single_p (stmt) && gimple_vuse (stmt))
    return gimple_assign_rhs1 (stmt);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      if (POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, i))))
	return gimple_call_arg (call, i);
  return NULL_TREE;
}

/* Emit the remark TEXT of KIND at WHERE, marked as the plugin's.  */

void
looplicm_remark_emit_text (dump_flags_t kind, const dump_user_location_t &where,
			   const char *text)
{
  dump_printf_loc (kind, where, "%s: %s\n", LOOPLICM_PASS_NAME, text);
}

/* Complete remark R: say whose names it borrowed.  Return its text, or
   NULL if it was dropped.  */

const char *
looplicm_remark_text (looplicm_remark *r)
{
  if (r->m_drop)
    return NULL;
  if (r->m_borrowed)
    {
      pp_printf (r->m_pp, " (names as in %s, where this code is inlined)",
		 lang_hooks.decl_printable_name (r->m_borrowed, 1));
      r->m_borrowed = NULL_TREE;
    }
  return pp_formatted_text (r->m_pp);
}

/* Emit remark R, unless it was dropped.  */

void
looplicm_remark_emit (looplicm_remark *r)
{
  const char *text = looplicm_remark_text (r);
  if (!text)
    return;
  if (r->m_stmt)
    looplicm_remark_emit_text (r->m_kind, dump_user_location_t (r->m_stmt),
			       text);
  else
    looplicm_remark_emit_text (r->m_kind,
			       dump_user_location_t::from_location_t (r->m_loc),
			       text);
}

/* Record every statement of SEQ as made by the pass.  */

void
looplicm_mark_made (gimple_seq seq)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    remark->made.add (gsi_stmt (gsi));
}

/* Return true if STMT was made by the pass: never reported or counted.  */

bool
looplicm_made_p (gimple *stmt)
{
  return remark->made.contains (stmt);
}

/* Return true if LOOP is the slow copy of a versioned loop.  */

static bool
remark_slow_copy_p (class loop *loop)
{
  return bitmap_bit_p (remark->slow_copies, loop->num);
}

/* Return true if LOOP runs fewer times than remarks-hotness asks, by a
   profile read with -fprofile-use.  */

static bool
remark_cold_p (class loop *loop)
{
  if (looplicm_opts.remarks_hotness <= 0
      || profile_status_for_fn (cfun) != PROFILE_READ)
    return false;
  profile_count count = loop->header->count.ipa ();
  return (count.initialized_p ()
	  && count.to_gcov_type () < looplicm_opts.remarks_hotness);
}

/* Return true if missed remarks about LOOP are worth the user's time:
   not in versioning's slow copy, not again from the late instance, not
   in a loop colder than remarks-hotness.  */

bool
looplicm_missed_remark_p (class loop *loop)
{
  return (!remark->late && !remark_slow_copy_p (loop)
	  && !remark_cold_p (loop));
}

/* Record LOOP as the slow copy of a versioned loop.  */

void
looplicm_mark_slow_copy (class loop *loop)
{
  bitmap_set_bit (remark->slow_copies, loop->num);
}

/* Start the records of the remarks for a function.  LATE: the instance
   running stands in for lim4.  */

void
looplicm_remark_initialize (bool late)
{
  gcc_assert (!remark);
  remark = new remark_state;
  remark->slow_copies = BITMAP_ALLOC (NULL);
  remark->late = late;
  name_cache = new remark_name_cache;
  name_cache->binds = vNULL;
  name_cache->binds_built = false;
  name_cache->versions = vNULL;
  name_cache->versions_built = false;
}

/* Forget what was kept for the function just done.  */

void
looplicm_remark_finalize (void)
{
  BITMAP_FREE (remark->slow_copies);
  delete remark;
  remark = NULL;
  name_cache->binds.release ();
  name_cache->versions.release ();
  delete name_cache;
  name_cache = NULL;
}
