/* looplicm: what a called function of this file reads, writes, and
   whether it returns.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   GCC compiles callees before their callers, and the looplicm pass sees
   every function of the file.  So when it runs on a function it records a
   summary of it.  When it later runs on a caller, a call to that function
   need not be taken for "may write anything, may never return":

     void tick (unsigned v) { g_count += v; }   summary: writes {g_count},
						 reads {g_count}, returns
     for (i = 0; i < n; i++)
       {
	 tick (a[i]);            g_scale is not in tick's writes: the load
	 s += a[i] * g_scale;    of g_scale is invariant, and tick returns,
       }                         so what follows it is guaranteed to run.

   GCC 12's own mod/ref summaries record alias sets, not variables, so the
   oracle cannot tell g_count from g_scale (both unsigned).

   A summary knows the function's writes (reads) when every statement that
   writes (reads) memory accesses a global variable directly or a local
   of the function.  A call to a const function, to a pure function
   (reads) or to a function with a known summary is fine too.  A call
   statement itself also reads the arguments it passes in memory, and
   writes the memory it stores its result to.  A summary knows the
   function returns when its CFG has no cycle, no statement may throw,
   it has no volatile asm, and every call is to a function known to
   return.  A summary is only used for a direct call to
   a function whose body cannot be replaced at link or load time
   (AVAIL_AVAILABLE).  Variables are kept by DECL_UID.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "cgraph.h"
#include "gimple-iterator.h"
#include "tree-ssa-alias.h"
#include "tree-eh.h"
#include "attribs.h"
#include "dumpfile.h"
#include "looplicm.h"
#include "gcc-compat.h"

/* What one function reads and writes, and whether it returns.  */

struct summary
{
  /* Whether WRITES lists every global variable the function may write.  */
  bool writes_known;
  /* Whether READS lists every global variable the function may read.  */
  bool reads_known;
  /* Whether every call returns to its caller.  */
  bool returns;
  /* Whether the function accesses volatile memory or has a volatile
     asm: effects besides its memory writes.  */
  bool volatile_ops;
  /* DECL_UIDs of the global variables written and read.  */
  hash_set<int_hash <int, -1, -2> > writes;
  hash_set<int_hash <int, -1, -2> > reads;
};

/* Summaries by the DECL_UID of their function, made as each function is
   compiled and kept for the whole translation unit.  GCC gives a pass
   no place that outlives one function but the pass object, which the
   analyses that ask about calls cannot reach (and which GCC may clone).
   So the table is file-static, made at the first summary, and lives
   until the compiler exits.  */
static hash_map<int_hash <int, -1, -2>, summary *> *summaries;

/* Return the summary of the function CALL calls, or NULL if there is
   none that may be used.  */

static summary *
summary_for_call (const gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!summaries || !fndecl || gimple_call_internal_p (call))
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node || lookup_attribute ("noipa", DECL_ATTRIBUTES (fndecl)))
    return NULL;
  enum availability avail;
  node = node->ultimate_alias_target (&avail);
  if (!node || avail < AVAIL_AVAILABLE)
    return NULL;
  summary **s = summaries->get (DECL_UID (node->decl));
  return s ? *s : NULL;
}

/* Return the global variable that REF accesses directly, or NULL.  Set
   *LOCAL if REF accesses a local variable of the current function.  */

static tree
summary_global_base (tree ref, bool *local)
{
  *local = false;
  tree base = get_base_address (ref);
  if (base && TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR)
    base = TREE_OPERAND (TREE_OPERAND (base, 0), 0);
  if (!base || !VAR_P (base))
    return NULL_TREE;
  if (auto_var_in_fn_p (base, current_function_decl))
    {
      *local = true;
      return NULL_TREE;
    }
  return is_global_var (base) ? base : NULL_TREE;
}

/* Return true if the CFG of FUN has a cycle (a depth-first search meets
   a block on its stack).  */

static bool
summary_cfg_has_cycle_p (function *fun)
{
  int n = last_basic_block_for_fn (fun);
  /* 0: not seen, 1: on the stack, 2: done.  */
  auto_vec<char> state;
  state.safe_grow_cleared (n);
  auto_vec<std::pair<basic_block, unsigned> > stack;
  stack.safe_push (std::make_pair (ENTRY_BLOCK_PTR_FOR_FN (fun), 0u));
  state[ENTRY_BLOCK] = 1;
  while (!stack.is_empty ())
    {
      basic_block bb = stack.last ().first;
      unsigned ix = stack.last ().second;
      if (ix >= EDGE_COUNT (bb->succs))
	{
	  state[bb->index] = 2;
	  stack.pop ();
	  continue;
	}
      stack.last ().second++;
      basic_block dest = EDGE_SUCC (bb, ix)->dest;
      if (state[dest->index] == 1)
	return true;
      if (state[dest->index] == 0)
	{
	  state[dest->index] = 1;
	  stack.safe_push (std::make_pair (dest, 0u));
	}
    }
  return false;
}

/* Record in S that the function writes (WRITE) or reads the memory
   REF: a global variable goes into the set, a local of the function
   changes nothing, anything else makes the set unknown.  */

static void
summary_note_access (summary *s, tree ref, bool write)
{
  bool local;
  tree g = summary_global_base (ref, &local);
  if (g)
    (write ? s->writes : s->reads).add (DECL_UID (g));
  else if (!local)
    {
      if (write)
	s->writes_known = false;
      else
	s->reads_known = false;
    }
}

/* Return the argument I of CALL if the call passes it in memory (an
   aggregate by value, which the call reads where it is, whatever the
   function called does), otherwise NULL_TREE.  */

static tree
summary_memory_arg (gcall *call, unsigned i)
{
  tree arg = gimple_call_arg (call, i);
  if (TREE_CODE (arg) == WITH_SIZE_EXPR)
    arg = TREE_OPERAND (arg, 0);
  if (TREE_CODE (arg) == SSA_NAME || is_gimple_min_invariant (arg))
    return NULL_TREE;
  return arg;
}

/* Return the left-hand side of CALL if the call stores its result to
   memory, otherwise NULL_TREE.  */

static tree
summary_memory_lhs (gcall *call)
{
  tree lhs = gimple_call_lhs (call);
  return lhs && TREE_CODE (lhs) != SSA_NAME ? lhs : NULL_TREE;
}

/* Merge into S what the call CALL does.  */

static void
summary_add_call (summary *s, gcall *call)
{
  int flags = gimple_call_flags (call);
  if (flags & (ECF_NORETURN | ECF_RETURNS_TWICE | ECF_LOOPING_CONST_OR_PURE))
    s->returns = false;
  /* What the call statement itself accesses, whatever the function
     called: the arguments it passes in memory, the memory it stores the
     result to.  */
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    if (tree arg = summary_memory_arg (call, i))
      summary_note_access (s, arg, false);
  if (tree lhs = summary_memory_lhs (call))
    summary_note_access (s, lhs, true);
  if (flags & ECF_CONST)
    return;
  summary *c = summary_for_call (call);
  if (!c)
    {
      if (!lim_builtin_returns_p (call))
	s->returns = false;
      if (!(flags & ECF_PURE))
	s->writes_known = false;
      s->reads_known = false;
      return;
    }
  s->returns &= c->returns;
  if (!(flags & ECF_PURE))
    {
      s->writes_known &= c->writes_known;
      for (int uid : c->writes)
	s->writes.add (uid);
    }
  s->reads_known &= c->reads_known;
  for (int uid : c->reads)
    s->reads.add (uid);
}

/* Record the summary of FUN, the current function.  */

void
summary_record (function *fun)
{
  if (!summaries)
    summaries = new hash_map<int_hash <int, -1, -2>, summary *>;
  summary *s = new summary;
  s->writes_known = s->reads_known = true;
  s->returns = !summary_cfg_has_cycle_p (fun);
  s->volatile_ops = false;
  /* The sets count only while known: once nothing is known, the walk may
     stop (the dump lists the sets' sizes, so it walks on).  */
  bool dumping = dump_file && (dump_flags & TDF_DETAILS);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	if (!dumping && !s->returns && !s->writes_known && !s->reads_known)
	  goto done;
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	if (gimple_has_volatile_ops (stmt)
	    || (gimple_code (stmt) == GIMPLE_ASM
		&& gimple_asm_volatile_p (as_a <gasm *> (stmt))))
	  s->volatile_ops = true;
	if (s->returns
	    && (stmt_could_throw_p (fun, stmt)
		|| (gimple_code (stmt) == GIMPLE_ASM
		    && gimple_asm_volatile_p (as_a <gasm *> (stmt)))))
	  s->returns = false;
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    summary_add_call (s, call);
	    continue;
	  }
	/* A return's VUSE only keeps memory live past the function.  */
	if (!gimple_vuse (stmt) || gimple_code (stmt) == GIMPLE_RETURN)
	  continue;
	if (!gimple_assign_single_p (stmt))
	  {
	    /* An asm, or anything else touching memory.  */
	    s->reads_known = s->writes_known = false;
	    continue;
	  }
	if (gimple_vdef (stmt) && (s->writes_known || dumping))
	  summary_note_access (s, gimple_assign_lhs (stmt), true);
	tree rhs = gimple_assign_rhs1 (stmt);
	if ((s->reads_known || dumping)
	    && !is_gimple_reg (rhs) && !is_gimple_min_invariant (rhs))
	  summary_note_access (s, rhs, false);
      }
 done:
  if (dumping)
    fprintf (dump_file, "Summary of %s for its callers: writes %s globals "
	     "(%d), reads %s globals (%d), %s\n", function_name (fun),
	     s->writes_known ? "only" : "any", (int) s->writes.elements (),
	     s->reads_known ? "only" : "any", (int) s->reads.elements (),
	     s->returns ? "returns" : "may not return");
  summary **slot = &summaries->get_or_insert (DECL_UID (fun->decl));
  delete *slot;
  *slot = s;
}

/* Return true if the memory REF, in the current function, may be a global
   variable of the set SET: REF is that variable, or a dereference of a
   pointer that may point to global memory.  */

static bool
summary_ref_in_set_p (tree ref, hash_set<int_hash <int, -1, -2> > &set)
{
  bool local;
  tree g = summary_global_base (ref, &local);
  if (g)
    return set.contains (DECL_UID (g));
  if (local)
    return false;
  tree base = get_base_address (ref);
  if (base && (TREE_CODE (base) == MEM_REF
	       || TREE_CODE (base) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    return set.is_empty () ? false
	   : ptr_deref_may_alias_global_p (TREE_OPERAND (base, 0), false);
  return true;
}

/* Return true if CALL may read REF itself: REF may overlap an argument
   the call passes in memory.  A summary tells what the function called
   reads, which for such an argument is its own copy: the call statement
   reads the original (GCC's PR 110165: f (t) with t a structure of the
   caller, whose t.t the loop stores).  */

static bool
summary_call_site_reads_p (gcall *call, ao_ref *ref)
{
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    if (tree arg = summary_memory_arg (call, i))
      {
	ao_ref r;
	ao_ref_init (&r, arg);
	if (refs_may_alias_p_1 (&r, ref, true))
	  return true;
      }
  return false;
}

/* Return true if CALL may write REF itself: the call stores its result
   to memory that may overlap REF.  */

static bool
summary_call_site_writes_p (gcall *call, ao_ref *ref)
{
  tree lhs = summary_memory_lhs (call);
  if (!lhs)
    return false;
  ao_ref r;
  ao_ref_init (&r, lhs);
  return refs_may_alias_p_1 (&r, ref, true);
}

/* Return 1 if CALL provably does not write REF, 0 if it may, and -1 if no
   summary tells.  */

int
summary_call_writes_ref (gcall *call, ao_ref *ref)
{
  summary *s = summary_for_call (call);
  if (!s || !s->writes_known || !ref->ref)
    return -1;
  if (summary_call_site_writes_p (call, ref))
    return 0;
  return summary_ref_in_set_p (ref->ref, s->writes) ? 0 : 1;
}

/* Return 1 if CALL provably does not read REF, 0 if it may, and -1 if no
   summary tells.  */

int
summary_call_reads_ref (gcall *call, ao_ref *ref)
{
  summary *s = summary_for_call (call);
  if (!s || !s->reads_known || !ref->ref)
    return -1;
  if (summary_call_site_reads_p (call, ref))
    return 0;
  return summary_ref_in_set_p (ref->ref, s->reads) ? 0 : 1;
}

/* Return 1 if the writes of WRITER, a call, provably miss what READER, a
   call, reads; 0 if they may not; -1 if no summaries tell.  Each call
   statement also accesses memory itself: WRITER the memory it stores its
   result to, READER the arguments it passes in memory.  */

int
summary_calls_independent (gcall *writer, gcall *reader)
{
  summary *w = summary_for_call (writer);
  summary *r = summary_for_call (reader);
  if (!w || !r || !w->writes_known || !r->reads_known)
    return -1;
  if (tree lhs = summary_memory_lhs (writer))
    {
      ao_ref l;
      ao_ref_init (&l, lhs);
      if (summary_ref_in_set_p (lhs, r->reads)
	  || summary_call_site_reads_p (reader, &l))
	return 0;
    }
  for (unsigned i = 0; i < gimple_call_num_args (reader); i++)
    if (tree arg = summary_memory_arg (reader, i))
      if (summary_ref_in_set_p (arg, w->writes))
	return 0;
  for (int uid : w->writes)
    if (r->reads.contains (uid))
      return 0;
  return 1;
}

/* Return true if a summary says CALL returns to its caller.  */

bool
summary_call_returns_p (gcall *call)
{
  summary *s = summary_for_call (call);
  return s && s->returns;
}

/* Return true if the body of FNDECL seen in this file writes no memory
   but its own locals, has no volatile access and returns: what the
   attribute pure promises.  Set *CONST_P if it reads no global memory
   either (const).  The body counts even where it may be replaced at
   link or load time: this is for advice to the user, whose attribute
   then holds for the body they wrote.  */

bool
summary_function_pure_p (tree fndecl, bool *const_p)
{
  *const_p = false;
  cgraph_node *node = summaries ? cgraph_node::get (fndecl) : NULL;
  if (!node)
    return false;
  node = node->ultimate_alias_target ();
  summary **slot = summaries->get (DECL_UID (node->decl));
  if (!slot)
    return false;
  summary *s = *slot;
  if (!s->writes_known || !s->writes.is_empty () || !s->returns
      || s->volatile_ops)
    return false;
  *const_p = s->reads_known && s->reads.is_empty ();
  return true;
}
