/* covariance-n-ptr.c with restrict pointers: its twin.  The driver's call
   with mean inside cov runs on separate arrays here, so the checksum
   differs from covariance-n-ptr's.  */

#define RESTRICT restrict
#include "covariance-n-ptr.c"
