/* Shared helpers for the looplicm benchmark drivers.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   Every .c file in bench/ has one function called `kernel', marked KERNEL,
   and a main that builds fixed data, calls the kernel REPS times and
   prints a checksum.  scripts/bench.py counts the instructions executed
   between entry to and return from `kernel' (callgrind
   --toggle-collect=kernel), so the drivers' own work does not count.
   KERNEL is noipa so that GCC neither inlines, clones nor specializes the
   kernel for the driver's constant arguments, nor merges repeated calls:
   the kernel is compiled as a library function would be.  clang, which
   scripts/bench.py also runs where installed, has no noipa: noinline keeps
   the kernel a function of its own there, and it is external, so clang
   does not specialize it for the driver's arguments either.  */

#ifndef BENCH_H
#define BENCH_H

#include <stdio.h>
#include <string.h>

#ifdef __clang__
#define KERNEL __attribute__ ((noinline))
#else
#define KERNEL __attribute__ ((noipa))
#endif

/* State of the data generator: the same sequence on every run.  */
static unsigned long bench_state = 0x2545f4914f6cdd1dUL;

/* Return the next pseudo-random 32-bit number (xorshift64*).  */
static inline unsigned
bench_rand (void)
{
  bench_state ^= bench_state >> 12;
  bench_state ^= bench_state << 25;
  bench_state ^= bench_state >> 27;
  return (unsigned) ((bench_state * 0x2545f4914f6cdd1dUL) >> 32);
}

/* Return the hash H with V mixed in (FNV-1a over the 8 bytes of V).  */
static inline unsigned long
bench_mix (unsigned long h, unsigned long v)
{
  for (int i = 0; i < 8; i++)
    {
      h ^= (v >> (8 * i)) & 0xff;
      h *= 0x100000001b3UL;
    }
  return h;
}

/* Return the hash H with the bits of double D mixed in.  */
static inline unsigned long
bench_mix_double (unsigned long h, double d)
{
  unsigned long v;
  memcpy (&v, &d, sizeof v);
  return bench_mix (h, v);
}

/* Start value of every checksum.  */
#define BENCH_HASH0 0xcbf29ce484222325UL

/* Print checksum H in the one format scripts/bench.py compares.  */
static inline void
bench_print (unsigned long h)
{
  printf ("checksum %016lx\n", h);
}

#endif /* BENCH_H */
