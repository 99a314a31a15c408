/* reassoc-run-1.c under -fsanitize=undefined: the source has no
   undefined behaviour for these values, and the program prints what it
   prints at -O0.  (UBSan instruments signed arithmetic before the pass
   runs, as calls that the pass does not regroup; the unsigned, MIN, MAX
   and bitwise chains and the comparisons are still regrouped.  The
   statements the pass makes are not instrumented: their legality is the
   proof in licm-reassoc.cc, which reassoc-run-1.c exercises.)  */
/* { dg-do run } */
/* { dg-additional-options "-fsanitize=undefined -fno-sanitize-recover" } */

#include "reassoc-run-1.c"

/* { dg-output "add1 2147483647 2147483646 2147483645 2147483638 2147483548 2147482648 2147418112 1\\n" } */
/* { dg-output "add2 -2147483648 -2147483647 -2147483646 -2147483549 -2147482649 -2147418113 -3 -2\\n" } */
/* { dg-output "sub 2147483647 2147483646 2147483645 2147483638 2147483548 2147482648 2147418112 1\\n" } */
/* { dg-output "mul -8589934592\\n" } */
/* { dg-output "nest 30064637762\\n" } */
/* { dg-output "eq 0 1\\n" } */
/* { dg-output "lt 4 4\\n" } */
/* { dg-output "minmax 1001 1002 1002 1002 1002 65538 2147483644 2147483645\\n" } */
/* { dg-output "uns 2147483646 -2 2147483644 -100 -1000 -65536 -2147483646 0\\n" } */
/* { dg-output "shared 2147483647 2147483646 2147483645 2147483638 2147483548 2147482648 2147418112 1\\n" } */
/* { dg-output "shared2 2147483646 2147483645 2147483644 2147483637 2147483547 2147482647 2147418111 0\\n" } */
