/* A conditional store to a global (`if (c[i]) g = i;', c a short * that
   cannot be g): no store is guaranteed to run, so an exit store of its
   own would write g where the loop did not (a data race, or a fault if g
   is read-only).  A flag, set with every store, guards the exit store.
   The loop never reads g, so nothing is loaded before it either.  */
/* { dg-do compile } */
/* { dg-additional-options "-fstrict-aliasing -fplugin-arg-looplicm-verify" } */

int g;

void
set_last (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      g = i;
}

/* { dg-final { scan-tree-dump-times "Executing store motion of g from loop 1 \\(with a flag: no store is guaranteed to run\\)\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  g_lsm_flag\\.\[0-9\]+_\[0-9\]+ = 0;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  g_lsm\\.\[0-9\]+_\[0-9\]+ = i_\[0-9\]+;\n  g_lsm_flag\\.\[0-9\]+_\[0-9\]+ = 1;\n" 1 "looplicm" } } */
/* The exit store runs only if the flag is set.  */
/* { dg-final { scan-tree-dump-times "\n  if \\(g_lsm_flag\\.\[0-9\]+_\[0-9\]+ != 0\\)\n    goto <bb (\[0-9\]+)>; \[^\n\]*\n  else\n    goto <bb \[0-9\]+>; \[^\n\]*\n\n  <bb \\1> \[^\n\]*\n  g = g_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "  g_lsm\\.\[0-9\]+_\[0-9\]+ = g;" "looplicm" } } */
