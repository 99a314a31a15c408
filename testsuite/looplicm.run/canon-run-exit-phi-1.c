/* A shared exit block with a virtual PHI whose arguments differ between
   several exit edges.  Splitting the exit edges grows that PHI, which may
   reallocate it: canon_split_exit_edges must not keep a pointer to the
   old one.  Reduced from GCC's torture test pr90949.c.  */
/* { dg-do run } */

struct node { struct node *child; };
struct node space[2];
int puts_calls;

void __attribute__ ((noipa)) my_puts (const char *s) { puts_calls++; }
void __attribute__ ((noipa)) my_free (void *p) { }

void
walk (struct node *n, int cleanup)
{
  if (n == 0)
    return;
  if (!cleanup)
    my_puts ("no cleanup");
  walk (n->child, cleanup);
  if (cleanup)
    my_free (n);
}

int
main (void)
{
  space[0].child = &space[1];
  walk (&space[0], 1);
  walk (&space[0], 0);
  if (puts_calls != 2)
    __builtin_abort ();
  return 0;
}
