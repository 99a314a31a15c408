/* sink-gcc.c's twin: t = a[n-1] * x computed once, after the loop, by
   hand (what GCC's sink pass makes of sink-gcc.c).  The same driver and
   checksum.  */

#define HAND 1
#include "sink-gcc.c"
