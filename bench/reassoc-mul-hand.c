/* The twin of reassoc-mul.c, regrouped by hand: a * b is computed once,
   before the loop (in unsigned int, as the plugin does), and the loop
   keeps one multiplication.  The same driver and checksum.  */

#define HAND 1
#include "reassoc-mul.c"
