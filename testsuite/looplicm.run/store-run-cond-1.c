/* A conditional store to a global (`if (c[i]) page[0] = i;') must not
   write it when no condition held.  The global is on read-only pages
   while such loops run, so a write faults (and the handler aborts).  */
/* { dg-do run { target *-*-linux* *-*-gnu* } } */

#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>

/* Whole pages of their own for any page size up to 64 KiB.  */
#define SIZE 65536
static int page[SIZE / sizeof (int)] __attribute__ ((aligned (SIZE)));

__attribute__ ((noipa)) void
set_last (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      page[0] = i;
}

__attribute__ ((noipa)) void
count (const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      page[1]++;
}

static void
on_segv (int sig)
{
  (void) sig;
  abort ();
}

int
main (void)
{
  short c[8] = { 0 };
  signal (SIGSEGV, on_segv);
  page[0] = 42;
  page[1] = 10;
  if (mprotect (page, SIZE, PROT_READ) != 0)
    return 0;
  set_last (c, 0);
  set_last (c, 1);
  set_last (c, 8);
  count (c, 0);
  count (c, 8);
  if (page[0] != 42 || page[1] != 10)
    abort ();
  if (mprotect (page, SIZE, PROT_READ | PROT_WRITE) != 0)
    abort ();
  c[2] = c[5] = 1;
  set_last (c, 8);
  count (c, 8);
  if (page[0] != 5 || page[1] != 12)
    abort ();
  set_last (c, 4);
  count (c, 1);
  if (page[0] != 2 || page[1] != 12)
    abort ();
  return 0;
}
