/* gemm-ptr.c with restrict pointers: its twin, what versioning gemm-ptr's
   loops for alias can reach at best.  lim2 hoists alpha * A[i][k] out of
   the j loop and the j loops vectorize (at -O2 with the very-cheap cost
   model: NJ = 70 is a multiple of the vector length, so no epilogue).
   The driver is gemm-ptr.c's, except that its call with B = C runs on
   separate arrays (W and a copy of W as C), so the checksum differs.  */

#define RESTRICT restrict
#include "gemm-ptr.c"
