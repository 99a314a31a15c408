/* A counted loop: the form report names the preheader and latch GCC's
   loops state creates, and the exit that the guard (n <= 0) shares with
   the loop is made dedicated.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int
f (int *a, int n, int x, int y)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (x + y);
  return s;
}

/* { dg-final { scan-tree-dump ";; Function f " "looplicm" } } */
/* { dg-final { scan-tree-dump "Canonical loop forms of f:" "looplicm" } } */
/* { dg-final { scan-tree-dump "Loop 1 \\(depth 1, header bb \[0-9\]+\\):" "looplicm" } } */
/* Up to GCC 16 the loop reaches the pass entered from the guard's block
   and without its forwarder blocks, which the plugin creates; GCC 17
   keeps a preheader and a latch of its own, which the plugin finds.  */
/* { dg-final { scan-tree-dump "  entering blocks: bb 2\n" "looplicm" { target { ! looplicm_gcc17plus } } } } */
/* { dg-final { scan-tree-dump "  preheader: bb \[0-9\]+ \\(created\\)" "looplicm" { target { ! looplicm_gcc17plus } } } } */
/* { dg-final { scan-tree-dump "  latch: bb \[0-9\]+ \\(created\\)" "looplicm" { target { ! looplicm_gcc17plus } } } } */
/* { dg-final { scan-tree-dump "  entering blocks: bb (\[0-9\]+)\n  latches before: bb \[0-9\]+\n  preheader: bb \\1 \\(found\\)\n  latch: bb \[0-9\]+ \\(found\\)\n" "looplicm" { target looplicm_gcc17plus } } } */
/* { dg-final { scan-tree-dump-times "made dedicated by created bb" 1 "looplicm" } } */
/* s is also used in the loop (its header PHI), so it cannot sink: no
   loop-closed PHI is built.  */
/* { dg-final { scan-tree-dump "Loop-closed SSA: no value is used only after its loop; none built" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "LCSSA PHI created" "looplicm" } } */
