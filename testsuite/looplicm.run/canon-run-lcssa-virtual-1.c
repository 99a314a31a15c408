/* From GCC 13 on, loop-closed SSA covers the memory state (virtual
   operands) too.  The vectorizer leaves the scalar epilogue loop exiting
   to the block that the vector loop's skip edge also reaches.  The late
   instance (in lim4's place, under -fno-tree-loop-im) makes that exit
   dedicated.  The new block must then pass the loop's memory state to the
   store after the loop through an exit PHI.  Otherwise
   verify_loop_closed_ssa (check_loop_closed_ssa_def) stops the compiler
   under verify or -fchecking.  */
/* { dg-do run } */

__attribute__ ((noipa)) void
store (char *restrict p, const char *restrict a, int n, int k)
{
  for (int i = 0; i < n; i++)
    p[k] += a[i];
}

/* Two exits to one block, each with its own memory state.  */

__attribute__ ((noipa)) int
find (int *restrict out, const int *restrict a, int n, int key)
{
  int i;
  for (i = 0; i < n; i++)
    {
      if (a[i] == key)
	break;
      out[i] = a[i] * 3;
    }
  out[n] = i;
  return i;
}

int
main (void)
{
  char a[100], p[4] = { 1, 2, 3, 4 };
  int b[64], out[65];
  for (int i = 0; i < 100; i++)
    a[i] = i;
  for (int n = 0; n < 100; n += 7)
    store (p, a, n, 2);
  /* 3 + sum over n = 0, 7, ..., 98 of n (n - 1) / 2, modulo 256.  */
  int want = 3;
  for (int n = 0; n < 100; n += 7)
    want += n * (n - 1) / 2;
  if (p[2] != (char) want || p[0] != 1 || p[1] != 2 || p[3] != 4)
    __builtin_abort ();
  for (int i = 0; i < 64; i++)
    b[i] = i;
  if (find (out, b, 64, 40) != 40 || out[64] != 40 || out[39] != 117)
    __builtin_abort ();
  if (find (out, b, 64, 99) != 64 || out[64] != 64 || out[63] != 189)
    __builtin_abort ();
  return 0;
}
