/* bench-real workload for libbacktrace (scripts/bench-real.py).

   Usage: libbacktrace-work TARGET

   TARGET is a fixed ELF executable with DWARF debug info (bench-real
   builds it once, with fixed flags, so it is the same for every build
   of the library).  ROUNDS times: a new backtrace state for TARGET
   (which reads its symbol table and DWARF: abbreviations, units,
   address ranges, line programs, function entries, as they are first
   needed), then backtrace_pcinfo on every eighth byte address of its
   .text and backtrace_syminfo on every 64th.  Prints a checksum of the
   file names, line numbers and function and symbol names found.
   Deterministic.  */

#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "backtrace.h"

#define ROUNDS 4

static unsigned long sum, frames, syms, errors;

static void
mix (const char *s)
{
  if (!s)
    s = "?";
  while (*s)
    sum = sum * 1000003u ^ (unsigned char) *s++;
}

static void
error_cb (void *data, const char *msg, int errnum)
{
  (void) data;
  (void) errnum;
  if (errors++ < 3)
    fprintf (stderr, "libbacktrace: %s\n", msg);
}

static int
full_cb (void *data, uintptr_t pc, const char *filename, int lineno,
	 const char *function)
{
  (void) data;
  (void) pc;
  frames++;
  if (filename)
    {
      const char *slash = strrchr (filename, '/');
      mix (slash ? slash + 1 : filename);
    }
  mix (function);
  sum = sum * 31 + (unsigned) lineno;
  return 0;
}

static void
sym_cb (void *data, uintptr_t pc, const char *symname, uintptr_t symval,
	uintptr_t symsize)
{
  (void) data;
  syms++;
  mix (symname);
  sum = sum * 31 + (unsigned long) (pc - symval) + symsize;
}

/* The address and size of TARGET's .text.  */
static int
text_range (const char *file, uintptr_t *start, uintptr_t *size)
{
  FILE *f = fopen (file, "rb");
  Elf64_Ehdr eh;
  Elf64_Shdr *sh;
  char *names;
  int i, found = 0;

  if (!f || fread (&eh, sizeof eh, 1, f) != 1
      || memcmp (eh.e_ident, ELFMAG, SELFMAG) != 0
      || eh.e_ident[EI_CLASS] != ELFCLASS64)
    return 0;
  sh = calloc (eh.e_shnum, sizeof *sh);
  if (fseek (f, (long) eh.e_shoff, SEEK_SET) != 0
      || fread (sh, sizeof *sh, eh.e_shnum, f) != eh.e_shnum)
    return 0;
  names = malloc (sh[eh.e_shstrndx].sh_size);
  if (fseek (f, (long) sh[eh.e_shstrndx].sh_offset, SEEK_SET) != 0
      || fread (names, 1, sh[eh.e_shstrndx].sh_size, f)
	 != sh[eh.e_shstrndx].sh_size)
    return 0;
  for (i = 0; i < eh.e_shnum; i++)
    if (strcmp (names + sh[i].sh_name, ".text") == 0)
      {
	*start = sh[i].sh_addr;
	*size = sh[i].sh_size;
	found = 1;
      }
  free (names);
  free (sh);
  fclose (f);
  return found;
}

int
main (int argc, char **argv)
{
  uintptr_t start, size, pc;
  int r;

  if (argc != 2 || !text_range (argv[1], &start, &size))
    {
      fprintf (stderr, "usage: %s ELF-WITH-DEBUG-INFO\n", argv[0]);
      return 2;
    }
  for (r = 0; r < ROUNDS; r++)
    {
      struct backtrace_state *state
	= backtrace_create_state (argv[1], 0, error_cb, NULL);
      if (!state)
	return 1;
      for (pc = start; pc < start + size; pc += 8)
	{
	  backtrace_pcinfo (state, pc, full_cb, error_cb, NULL);
	  if ((pc - start) % 64 == 0)
	    backtrace_syminfo (state, pc, sym_cb, error_cb, NULL);
	}
    }
  printf (".text %lu bytes, %lu frames, %lu symbols, %lu errors\n",
	  (unsigned long) size, frames, syms, errors);
  printf ("checksum %08lx\n", sum & 0xffffffffUL);
  return errors != 0;
}
