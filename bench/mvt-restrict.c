/* mvt-ptr.c with restrict pointers: its twin.  lim2 keeps x1[i] and
   x2[i] in registers over the j loops (store motion) and the vectorizer
   vectorizes the i loops (outer-loop vectorization).  The driver's call
   with x2 inside A runs on separate arrays here, so the checksum
   differs from mvt-ptr's.  */

#define RESTRICT restrict
#include "mvt-ptr.c"
