/* store-run-cond-1.c through a pointer to a read-only mapping: the
   loops that set or increment *g under a condition must not write it
   when no condition held.  */
/* { dg-do run { target *-*-linux* *-*-gnu* } } */

#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

__attribute__ ((noipa)) void
set_last (int *g, const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      *g = i;
}

__attribute__ ((noipa)) void
count (int *g, const short *c, int n)
{
  for (int i = 0; i < n; i++)
    if (c[i])
      *g += 1;
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
  long size = sysconf (_SC_PAGESIZE);
  int *g = mmap (0, size, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (g == MAP_FAILED)
    return 0;
  short c[8] = { 0 };
  signal (SIGSEGV, on_segv);
  *g = 42;
  if (mprotect (g, size, PROT_READ) != 0)
    return 0;
  set_last (g, c, 0);
  set_last (g, c, 8);
  count (g, c, 8);
  if (*g != 42)
    abort ();
  if (mprotect (g, size, PROT_READ | PROT_WRITE) != 0)
    abort ();
  c[2] = c[5] = 1;
  set_last (g, c, 8);
  if (*g != 5)
    abort ();
  count (g, c, 8);
  if (*g != 7)
    abort ();
  /* A null pointer is fine when no condition holds.  */
  c[2] = c[5] = 0;
  set_last (0, c, 8);
  count (0, c, 8);
  return 0;
}
