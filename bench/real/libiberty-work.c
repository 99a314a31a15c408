/* bench-real workload for libiberty (scripts/bench-real.py).

   Usage: libiberty-work DEMANGLE-EXPECTED D-DEMANGLE-EXPECTED
			 RUST-DEMANGLE-EXPECTED

   Demangles every name of libiberty's own demangler test files (lines
   starting with '_' that are not comments) ROUNDS times, in the file's
   style (C++ with DMGL_PARAMS | DMGL_ANSI | DMGL_TYPES, D, Rust); runs
   a few regular expressions (libiberty's regex.c) over the demangled
   text; fills and searches a hashtab, a splay tree and an obstack with
   generated keys; takes md5, sha1 and crc32 of a generated buffer.
   Prints a checksum of everything.  Deterministic.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "libiberty.h"
#include "demangle.h"
#include "hashtab.h"
#include "splay-tree.h"
#include "obstack.h"
#include "md5.h"
#include "sha1.h"
#include "xregex.h"

#define ROUNDS 30

#define obstack_chunk_alloc xmalloc
#define obstack_chunk_free free

static unsigned long sum;

static void
mix (const void *p, size_t n)
{
  const unsigned char *s = p;
  while (n--)
    sum = sum * 1000003u ^ *s++;
}

static char **names;
static int *styles;
static size_t nnames, maxnames;

static void
read_names (const char *file, int style)
{
  FILE *f = fopen (file, "r");
  char line[4096];
  if (!f)
    {
      perror (file);
      exit (2);
    }
  while (fgets (line, sizeof line, f))
    {
      size_t len = strcspn (line, "\n");
      line[len] = 0;
      if (line[0] != '_' || len < 2)
	continue;
      if (nnames == maxnames)
	{
	  maxnames = maxnames ? 2 * maxnames : 1024;
	  names = XRESIZEVEC (char *, names, maxnames);
	  styles = XRESIZEVEC (int, styles, maxnames);
	}
      names[nnames] = xstrdup (line);
      styles[nnames++] = style;
    }
  fclose (f);
}

static hashval_t
str_hash (const void *p)
{
  return htab_hash_string (p);
}

static int
str_eq (const void *a, const void *b)
{
  return strcmp (a, b) == 0;
}

/* Write "key-A-B" into BUF (sprintf would dominate the count).  */
static void
make_key (char *buf, unsigned long a, unsigned long b)
{
  char *p = buf;
  int k;
  memcpy (p, "key-", 4);
  p += 4;
  for (k = 0; k < 2; k++)
    {
      unsigned long v = k ? b : a;
      do
	*p++ = (char) ('a' + v % 16);
      while ((v /= 16) != 0);
      *p++ = k ? 0 : '-';
    }
}

static int
count_node (splay_tree_node n, void *data)
{
  *(unsigned long *) data += (unsigned long) n->key * 3 + n->value;
  return 0;
}

int
main (int argc, char **argv)
{
  static const char *const patterns[] = {
    "operator[^(]*\\(", "std::[a-z_]+<", "([A-Za-z_][A-Za-z0-9_]*)::~?\\1",
    "const&|const\\*", "[0-9]+u?l?l?",
  };
  regex_t re[sizeof patterns / sizeof *patterns];
  size_t i, k, matches = 0, nulls = 0;
  int r;

  if (argc != 4)
    {
      fprintf (stderr, "usage: %s DEMANGLE-EXPECTED D-DEMANGLE-EXPECTED"
	       " RUST-DEMANGLE-EXPECTED\n", argv[0]);
      return 2;
    }
  read_names (argv[1], DMGL_PARAMS | DMGL_ANSI | DMGL_TYPES);
  read_names (argv[2], DMGL_PARAMS | DMGL_ANSI | DMGL_DLANG);
  read_names (argv[3], DMGL_PARAMS | DMGL_ANSI | DMGL_RUST);

  for (k = 0; k < sizeof patterns / sizeof *patterns; k++)
    if (xregcomp (&re[k], patterns[k], REG_EXTENDED) != 0)
      {
	printf ("regcomp failed: %s\n", patterns[k]);
	return 1;
      }

  /* Demangle, and match the results against the expressions.  */
  for (r = 0; r < ROUNDS; r++)
    for (i = 0; i < nnames; i++)
      {
	char *d = cplus_demangle (names[i], styles[i]);
	if (!d)
	  {
	    nulls++;
	    continue;
	  }
	mix (d, strlen (d));
	if (r == 0)
	  for (k = 0; k < sizeof patterns / sizeof *patterns; k++)
	    {
	      regmatch_t m[2];
	      if (xregexec (&re[k], d, 2, m, 0) == 0)
		{
		  matches++;
		  sum += (unsigned long) m[0].rm_so * 7 + m[0].rm_eo;
		}
	    }
	free (d);
      }
  printf ("demangle: %lu names, %lu rounds, %lu not demangled,"
	  " %lu regex matches\n", (unsigned long) nnames, (unsigned long) ROUNDS,
	  (unsigned long) (nulls / ROUNDS), (unsigned long) matches);

  /* Hash table of generated strings: insert, find, remove half.  */
  {
    htab_t h = htab_create (16, str_hash, str_eq, free);
    char buf[32];
    unsigned long found = 0;
    for (i = 0; i < 30000; i++)
      {
	void **slot;
	make_key (buf, (unsigned long) (i * 2654435761u % 99991),
		  (unsigned long) i);
	slot = htab_find_slot (h, buf, INSERT);
	if (!*slot)
	  *slot = xstrdup (buf);
      }
    for (i = 0; i < 60000; i += 2)
      {
	make_key (buf, (unsigned long) (i * 2654435761u % 99991),
		  (unsigned long) i);
	if (htab_find (h, buf))
	  {
	    found++;
	    htab_remove_elt (h, buf);
	  }
      }
    printf ("hashtab: %lu found, %lu left\n", found,
	    (unsigned long) htab_elements (h));
    sum = sum * 31 + found * 7 + htab_elements (h);
    htab_delete (h);
  }

  /* Splay tree of integer keys in a scrambled order.  */
  {
    splay_tree t = splay_tree_new (splay_tree_compare_ints, NULL, NULL);
    unsigned long acc = 0;
    for (i = 0; i < 10000; i++)
      splay_tree_insert (t, (splay_tree_key) (i * 7919 % 10007),
			 (splay_tree_value) i);
    for (i = 0; i < 20000; i++)
      {
	splay_tree_node n = splay_tree_lookup (t, (splay_tree_key) (i * 31 % 10007));
	if (n)
	  acc += n->value;
      }
    splay_tree_foreach (t, count_node, &acc);
    printf ("splay tree: %lu\n", acc);
    sum = sum * 31 + acc;
    splay_tree_delete (t);
  }

  /* Obstack: grow strings of the names, finish, free.  */
  {
    struct obstack ob;
    size_t total = 0;
    obstack_init (&ob);
    for (r = 0; r < 4; r++)
      for (i = 0; i < nnames; i++)
	{
	  char *s;
	  obstack_grow (&ob, names[i], strlen (names[i]));
	  obstack_1grow (&ob, '/');
	  obstack_grow0 (&ob, names[(i * 13) % nnames], 3);
	  s = obstack_finish (&ob);
	  total += strlen (s);
	}
    obstack_free (&ob, NULL);
    printf ("obstack: %lu bytes\n", (unsigned long) total);
    sum = sum * 31 + total;
  }

  /* Digests of a generated buffer.  */
  {
    size_t n = 1 << 18;
    unsigned char *buf = xmalloc (n), md[20];
    unsigned x = 12345;
    for (i = 0; i < n; i++)
      {
	x = x * 1103515245u + 12345u;
	buf[i] = (unsigned char) (x >> 16);
      }
    md5_buffer ((const char *) buf, n, md);
    mix (md, 16);
    sha1_buffer ((const char *) buf, n, md);
    mix (md, 20);
    sum = sum * 31 + xcrc32 (buf, (int) n, 0xffffffffu);
    free (buf);
  }

  printf ("checksum %08lx\n", sum & 0xffffffffUL);
  return 0;
}
