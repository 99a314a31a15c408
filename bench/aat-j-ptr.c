/* B += A A^T (the shape of syrk and of a Gram matrix; SMALL sizes
   M = 60, N = 80) with plain pointers to rows, innermost j: the only invariant of the j loop is the load of
   A[i][k], behind the store to B[i][j] that may be it, so lim2 reloads
   it in every iteration: "only a load would move" if the loop were
   versioned.  aat-j-restrict.c: lim2 hoists the load, and the j loop
   (A[j][k] a strided load) vectorizes, at -O2 too.  looplicm (at
   adb2074) does not version: "only a load would move, which alone is
   not worth a check" (its dump), so d = a.
   The driver makes one call with B and A in one block.  */

#define INNER_J 1
#include "aat-k-ptr.c"
