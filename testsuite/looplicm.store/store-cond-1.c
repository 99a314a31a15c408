/* Conditional stores to globals, with c a short * that cannot alias them.
   No store is guaranteed to run, so an exit store of its own would write
   where the loop did not (a data race, or a fault if the variable is
   read-only).

   `if (c[i]) h += i;' reads h as well: it is promoted, and a flag, set
   with every store, guards the exit store.

   `if (c[i]) g = i;' only stores: the flag and the register copies would
   cost more per iteration than the conditional stores they save (make
   bench: cond-store), so g stays in memory (the cost model).  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

int g, h;

void
set_last (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      g = i;
}

void
sum_hits (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      h += i;
}

/* { dg-final { scan-tree-dump-times "Not promoting g in loop 1: not profitable: only stored, and only conditionally\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion of g " "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Executing store motion of h from loop 1 \\(with a flag: no store is guaranteed to run\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  h_lsm_flag\\.\[0-9\]+_\[0-9\]+ = 0;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  h_lsm\\.\[0-9\]+_\[0-9\]+ = _\[0-9\]+;\n  h_lsm_flag\\.\[0-9\]+_\[0-9\]+ = 1;\n" 1 "looplicm" } } */
/* The exit store runs only if the flag is set.  */
/* { dg-final { scan-tree-dump-times "\n  if \\(h_lsm_flag\\.\[0-9\]+_\[0-9\]+ != 0\\)\n    goto <bb (\[0-9\]+)>; \[^\n\]*\n  else\n    goto <bb \[0-9\]+>; \[^\n\]*\n\n  <bb \\1> \[^\n\]*\n  h = h_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
