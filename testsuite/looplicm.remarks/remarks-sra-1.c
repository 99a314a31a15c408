/* Scalar replacement keeps main's struct in registers and stores it back
   before each call that may see it: those stores are not the source's,
   and no remark names them as a writer or a location to keep.  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fplugin-arg-looplicm-remarks=missed" } */
#include <stdbool.h>
struct options { bool to_stdout, force, keep, test; int level; };
extern int xopen (const char *, bool);
extern int stat_file (bool);
extern int getopt_next (void);
static int
do_file (const char *path, const struct options *options)
{
  int ret = xopen (path, options->force || options->to_stdout);	/* { dg-bogus "store to 'options|not kept in a register" } */
  if (ret)
    return ret;
  return stat_file (options->force || options->keep);	/* { dg-bogus "store to 'options|not kept in a register" } */
}
int
main (int argc, char **argv)
{
  struct options options;
  int c, ret = 0;
  options.to_stdout = options.force = options.keep = options.test = false;
  options.level = 6;
  while ((c = getopt_next ()) != -1)
    switch (c)
      {
      case 'c': options.to_stdout = true; break;
      case 'f': options.force = true; break;
      case 'k': options.keep = true; break;
      case 't': options.test = true; break;
      }
  for (int i = 1; i < argc; i++)	/* { dg-prune-output "not versioned for alias" } */
    ret |= do_file (argv[i], &options);
  return ret;
}

