/* The twin of reassoc-cmp.c, rewritten by hand: b - a is computed once,
   before the loop (in unsigned int, as the plugin does), and the loop
   compares v[i] with it.  The same driver and checksum.  */

#define HAND 1
#include "reassoc-cmp.c"
