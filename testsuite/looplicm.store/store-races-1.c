/* store-cond-1.c with -fallow-store-data-races: g cannot trap and races
   are allowed, so the exit store is plain (no flag), and g is loaded
   before the loop so that the exit stores back its old value when no
   condition held.  */
/* { dg-do compile } */
/* { dg-additional-options "-fallow-store-data-races -fstrict-aliasing -fplugin-arg-looplicm-verify" } */
/* From GCC 15, cselim makes the conditional store unconditional (it may,
   races being allowed) before the loop passes, leaving the plugin no
   conditional store to promote: keep it conditional there.  */
/* { dg-additional-options "-fno-tree-cselim" { target looplicm_gcc15plus } } */

int g;

void
set_last (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      g = i;
}

/* { dg-final { scan-tree-dump-times "Executing store motion of g from loop 1\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "lsm_flag" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  g_lsm\\.\[0-9\]+_\[0-9\]+ = g;\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "  g = g_lsm\\.\[0-9\]+_\[0-9\]+;\n" 1 "looplicm" } } */
