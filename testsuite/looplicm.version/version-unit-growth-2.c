/* version-unit-growth-1.c with version-unit-growth=10000: the loops of
   all twenty-four functions are versioned.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=10000" } */

#include "unit-growth-funcs.h"

/* { dg-final { scan-tree-dump-not "grown by version-unit-growth" "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Versioning loop \\d+ for alias" 24 "looplicm" } } */
