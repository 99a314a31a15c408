/* gesummv-ptr.c with restrict pointers: its twin.  lim2 keeps tmp[i] and
   y[i] in registers over the j loop (store motion); nothing vectorizes
   (two double reductions).  The driver's call with x = tmp runs on
   separate arrays here, so the checksum differs from gesummv-ptr's.  */

#define RESTRICT restrict
#include "gesummv-ptr.c"
