/* durbin-ptr.c with restrict pointers: its twin.  The driver's call with
   z = y + 1 runs on separate arrays here, so the checksum differs from
   durbin-ptr's.  */

#define RESTRICT restrict
#include "durbin-ptr.c"
