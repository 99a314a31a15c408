/* hoist-run-zerotrip-1.c with top-tested loops (no header copying).  */
/* { dg-do run } */
/* { dg-additional-options "-fno-tree-ch" } */

#include "hoist-run-zerotrip-1.c"
