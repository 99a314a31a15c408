/* The twin of reassoc-add.c, regrouped by hand: a + b is computed once,
   before the loop, as the plugin does (in unsigned int, so that it
   cannot overflow), and the loop keeps one addition.  The same driver
   and checksum.  */

#define HAND 1
#include "reassoc-add.c"
