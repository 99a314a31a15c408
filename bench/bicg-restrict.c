/* bicg-ptr.c with restrict pointers: its twin.  lim2 keeps q[i] in a
   register over the j loop and hoists r[i].  The driver's call with q
   inside s runs on separate arrays here, so the checksum differs from
   bicg-ptr's.  */

#define RESTRICT restrict
#include "bicg-ptr.c"
