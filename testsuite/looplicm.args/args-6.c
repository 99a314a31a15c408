/* dump=details-graph: the text dump with details and the graph, of both
   instances under -fno-tree-loop-im (looplicm, and looplicm4 in lim4's
   place).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fplugin-arg-looplicm-dump=details-graph" } */

void
acc (unsigned *sum, const unsigned *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] ^ i;
}

/* { dg-final { scan-tree-dump "Versioning loop 1 for alias" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "\tlabel=\"loop \[12\]\";\n" 2 "looplicm.dot" } } */
/* { dg-final { scan-tree-dump "\nsubgraph \"cluster_acc\" \{\n" "looplicm4.dot" } } */
