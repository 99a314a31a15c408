/* sink-exits.c's twin: t = a[i] * x + i computed once, after the loop, by
   hand (on the element the loop stopped at, or the last one).  The same
   driver and checksum.  */

#define HAND 1
#include "sink-exits.c"
