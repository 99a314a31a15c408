/* dump=graph writes GCC's CFG dump of the pass for graphviz,
   x.c.NNNt.looplicm.dot, next to the text dump.  The loop is versioned
   for alias: the graph holds both copies, loop 1 with *sum promoted to a
   register and loop 2, the original, and the block of the check.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-dump=graph" } */

void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

/* { dg-final { scan-tree-dump "^digraph \"\[^\"\]*args-5.c.\\d+t.looplicm\" \{\n" "looplicm.dot" } } */
/* { dg-final { scan-tree-dump "\nsubgraph \"cluster_acc\" \{\n" "looplicm.dot" } } */
/* { dg-final { scan-tree-dump-times "\tlabel=\"loop \[12\]\";\n" 2 "looplicm.dot" } } */
/* { dg-final { scan-tree-dump "\\|sum__lsm\[.\\d_\]+\\\\ =\\\\ " "looplicm.dot" } } */
/* { dg-final { scan-tree-dump "\\|if\\\\ \\(_\\d+\\\\ !=\\\\ 0\\)\\\\l\\\\" "looplicm.dot" } } */
