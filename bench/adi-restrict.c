/* adi-ptr.c with restrict pointers: its twin.  The driver's call with q
   one element on from p runs on separate arrays here, so the checksum
   differs from adi-ptr's.  */

#define RESTRICT restrict
#include "adi-ptr.c"
