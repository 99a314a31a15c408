/* restrict for calls: the loop writes the bytes of the restrict
   parameter p itself, through its address (p is NULL: its bytes start as
   zeros), and calls strlen on them.  The store is not through p's value,
   so restrict says nothing about it and strlen must stay in the loop
   (found by a helper's review of lim_pointer_root).  */
/* { dg-do run } */

typedef __SIZE_TYPE__ size_t;
extern size_t strlen (const char *);
__attribute__ ((noipa)) size_t
f (char *restrict p, int n)
{
  char *q = (char *) &p;
  size_t t = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = (char) ('a' + i);
      t += strlen (q);
    }
  return t;
}

int
main (void)
{
  if (f (0, 4) != 1 + 2 + 3 + 4)
    __builtin_abort ();
  return 0;
}
