/* regtight-ptr.c's twin: the loads of *k and *m and their conversions
   hoisted by hand before the loop (what versioning the loop for alias can
   reach at best, and whether hoisting them pays at all).  The driver's
   call with k and m inside cnt passes copies of those cells here, so the
   checksum differs from regtight-ptr's.  */

#define HAND 1
#include "regtight-ptr.c"
