/* The pool of the versioning run tests: a kernel built by the plugin
   works on X, its reference through volatile pointers on Y, both
   POOL_SIZE doubles that fill () makes equal (POOL_VALUE (i), by default
   a few values, negative ones too); same () aborts unless they still
   are.  Define POOL_SIZE, and POOL_VALUE where the default does not
   suit, before including this file.  */

extern void abort (void);

#ifndef POOL_VALUE
#define POOL_VALUE(i) (((i) % 7) * 0.5 - 1.0)
#endif

static double X[POOL_SIZE], Y[POOL_SIZE];

static void
fill (void)
{
  for (int i = 0; i < POOL_SIZE; i++)
    X[i] = Y[i] = POOL_VALUE (i);
}

static void
same (void)
{
  for (int i = 0; i < POOL_SIZE; i++)
    if (X[i] != Y[i])
      abort ();
}
