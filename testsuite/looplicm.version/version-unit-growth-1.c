/* version-unit-growth bounds what versioning adds to the translation
   unit: with version-unit-growth=0 only the floor of 300 statements is
   left, which twenty-four small versioned loops, one per function,
   overrun; the functions compiled after that keep their loops as they
   are.  version-unit-growth-2.c is the same unit with a budget that does
   not stop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-version-unit-growth=0" } */

#include "unit-growth-funcs.h"

/* { dg-final { scan-tree-dump "Not versioning loop \\d+ for alias: the translation unit has grown by version-unit-growth already\n" "looplicm" } } */
/* { dg-final { scan-tree-dump "Versioning loop" "looplicm" } } */
