/* covariance-ptr.c with restrict pointers: its twin.  lim2 keeps mean[j]
   and cov[i][j] in registers over their loops.  The driver's call with
   mean inside cov runs on separate arrays here, so the checksum differs
   from covariance-ptr's.  */

#define RESTRICT restrict
#include "covariance-ptr.c"
