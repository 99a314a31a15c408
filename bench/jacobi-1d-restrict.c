/* jacobi-1d-ptr.c with restrict pointers: its twin.  Both i loops
   vectorize, at -O2 too.  The driver's call with b = a + 1 runs on
   separate arrays here, so the checksum differs from jacobi-1d-ptr's.  */

#define RESTRICT restrict
#include "jacobi-1d-ptr.c"
