/* aat-j-ptr.c with restrict pointers: its twin.  The driver's call with
   B and A in one block runs on separate arrays here, so the checksum
   differs from aat-j-ptr's.  */

#define RESTRICT restrict
#include "aat-j-ptr.c"
