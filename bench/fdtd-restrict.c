/* fdtd-ptr.c with restrict pointers: its twin.  The driver's call with hz
   one row on from ey runs on separate arrays here, so the checksum
   differs from fdtd-ptr's.  */

#define RESTRICT restrict
#include "fdtd-ptr.c"
