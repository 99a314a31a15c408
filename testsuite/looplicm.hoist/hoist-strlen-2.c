/* strlen of a global char array while the loop stores only to a
   distinct global int array: the stores cannot write the string, so the
   call moves.  Top-tested too (-fno-tree-ch): the call is in the header,
   which dominates everything, so it is guaranteed to execute.  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-tree-ch" } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);

char name[32];
int codes[32];

void
encode (void)
{
  for (size_t i = 0; i < strlen (name); i++)
    codes[i] = name[i] * 2;
}

/* { dg-final { scan-tree-dump-times "Moving statement" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = strlen \\(&name\\);\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Not moving invariant statement" "looplicm" } } */
