/* syrk-ptr.c with restrict pointers: its twin.  lim2 hoists
   alpha * A[i][k] out of the j loop.  The driver's call with C and A in
   one block runs on separate arrays here, so the checksum differs from
   syrk-ptr's.  */

#define RESTRICT restrict
#include "syrk-ptr.c"
