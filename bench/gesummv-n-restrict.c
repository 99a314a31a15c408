/* gesummv-n-ptr.c with restrict pointers: its twin.  The driver's call
   with x = tmp runs on separate arrays here, so the checksum differs from
   gesummv-n-ptr's.  */

#define RESTRICT restrict
#include "gesummv-n-ptr.c"
