/* flag-sm-call.c's twin: the same loop, as lim2 leaves it (the load of
   s->best and the conditional store in the loop).  In a loop that
   usually runs once or twice that is the best code; the target is that
   looplicm does no worse (d/a <= 1 on flag-sm-call).  The same driver
   and checksum.  */

#include "flag-sm-call.c"
