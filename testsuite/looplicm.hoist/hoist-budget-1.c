/* 160 invariant loads and 160 stores in one loop.  Each load asks the
   alias oracle about every store; after 20000 queries the loop's budget
   is spent and every further load is reported as staying because of
   "too many alias queries" (the cap keeps the cost linear).  The first
   loads move; the last one stays.  */
/* { dg-do compile } */

int g[160];

#define S(k) out[160 * i + (k)] = g[k];
#define S4(k) S (k) S ((k) + 1) S ((k) + 2) S ((k) + 3)
#define S16(k) S4 (k) S4 ((k) + 4) S4 ((k) + 8) S4 ((k) + 12)

void
f (float *restrict out, int n)
{
  for (int i = 0; i < n; i++)
    {
      S16 (0) S16 (16) S16 (32) S16 (48) S16 (64)
      S16 (80) S16 (96) S16 (112) S16 (128) S16 (144)
    }
}

/* { dg-final { scan-tree-dump "Moving statement\n_\\d+ = g\\\[0\\\];\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Not moving invariant statement from loop 1: too many alias queries\n  _\\d+ = g\\\[159\\\];\n" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\n_\\d+ = g\\\[159\\\];" "looplicm" } } */
