/* alloca in a loop is taken for a statement that may write any memory, as
   GCC's lim takes it (it moves the stack pointer): the global counter
   stays in memory, and so would a load of a global stay in the loop.
   Moving loads across alloca made libiberty's regex matcher slower (make
   bench's real-code part).  */
/* { dg-do compile } */

unsigned rounds;
void use (int *);

void
grow (unsigned size, unsigned n)
{
  int first[4] = { 1, 2, 3, 4 };
  int *stack = first;
  for (unsigned i = 0; i < n; i++)
    {
      /* First, so that the store is guaranteed to run and alloca is the
	 only reason it stays.  */
      rounds++;
      int *p = __builtin_alloca (size * 2);
      __builtin_memcpy (p, stack, size);
      stack = p;
      size *= 2;
    }
  use (stack);
}

/* { dg-final { scan-tree-dump "Not promoting rounds in loop 1: it may also be accessed by p_\[0-9\]+ = __builtin_alloca" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
