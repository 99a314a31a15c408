/* looplicm: the plugin's arguments.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   One table, licm_arg_table, lists every -fplugin-arg-NAME-KEY[=VALUE]
   the plugin accepts: its key, the function that parses its value, where
   the value goes and its help text.  Parsing, the help GCC prints for
   --help and the list of valid keys in the error for an unknown one are
   all read off the table, so that a new argument is one row.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "diagnostic-core.h"
#include "looplicm.h"

struct licm_arg;

/* Parse VALUE (NULL when the argument has no '=') for ARG.  Return
   false, after an error naming PLUGIN, if it is invalid.  */
typedef bool (*licm_arg_parser) (const char *plugin, const licm_arg *arg,
				 const char *value);

/* One argument of the plugin.  */

struct licm_arg
{
  const char *key;
  licm_arg_parser parse;
  /* Where the value goes: a flag, a number from MIN to MAX, or a
     string.  */
  bool *flag;
  int *number;
  int min, max;
  const char **text;
  /* Its help: "key\tmeaning" lines, each ending in a newline.  */
  const char *help;
};

/* The strings the arguments dump, remarks and remarks-file give.  */
static struct looplicm_args licm_parsed;

/* The dump flag words dump=FLAGS accepts.  "graph" writes the pass's
   CFG as x.c.NNNt.looplicm.dot, for graphviz, besides the dump.  */
static const char *const dump_words[] =
{
  "details", "stats", "blocks", "vops", "lineno", "uid", "alias",
  "graph", "all", "raw", "slim", "note", "optimized", "missed", "optall",
  NULL
};

/* Return true if FLAGS is a '-'-separated list of dump_words.  */

static bool
valid_dump_flags_p (const char *flags)
{
  const char *p = flags;
  while (*p)
    {
      size_t len = strcspn (p, "-");
      bool found = false;
      for (int i = 0; dump_words[i]; i++)
	if (strlen (dump_words[i]) == len
	    && strncmp (dump_words[i], p, len) == 0)
	  found = true;
      if (!found)
	return false;
      p += len;
      if (*p == '-')
	{
	  p++;
	  if (!*p)
	    return false;
	}
    }
  return true;
}

/* A flag: 0 or 1, and a missing value means 1.  */

static bool
parse_bool_arg (const char *plugin, const licm_arg *arg, const char *value)
{
  if (!value || strcmp (value, "1") == 0)
    *arg->flag = true;
  else if (strcmp (value, "0") == 0)
    *arg->flag = false;
  else
    {
      error ("%s: invalid value %qs for argument %qs; expected 0 or 1",
	     plugin, value, arg->key);
      return false;
    }
  return true;
}

/* An integer from MIN to MAX.  */

static bool
parse_int_arg (const char *plugin, const licm_arg *arg, const char *value)
{
  char *end = NULL;
  long v = value ? strtol (value, &end, 10) : 0;
  if (!value || !*value || *end || v < arg->min || v > arg->max)
    {
      error ("%s: invalid value %qs for argument %qs; expected an integer "
	     "from %d to %d", plugin, value ? value : "", arg->key, arg->min,
	     arg->max);
      return false;
    }
  *arg->number = (int) v;
  return true;
}

/* Dump flags, or none: "" for the default ones.  */

static bool
parse_dump_arg (const char *plugin, const licm_arg *arg, const char *value)
{
  if (value && !valid_dump_flags_p (value))
    {
      error ("%s: invalid value %qs for argument %qs; expected dump "
	     "flags such as %<details%> or %<details-stats%>",
	     plugin, value, arg->key);
      return false;
    }
  *arg->text = value ? value : "";
  return true;
}

/* The kinds of remarks, checked once the pass exists
   (looplicm_streams_select).  */

static bool
parse_remarks_arg (const char *plugin, const licm_arg *arg,
		   const char *value)
{
  if (!value || !*value)
    {
      error ("%s: argument %qs needs the kinds of remarks, as in "
	     "%<-fplugin-arg-%s-remarks=missed%>", plugin, arg->key, plugin);
      return false;
    }
  *arg->text = value;
  return true;
}

/* A file name.  */

static bool
parse_file_arg (const char *plugin, const licm_arg *arg, const char *value)
{
  if (!value || !*value)
    {
      error ("%s: argument %qs needs a file name", plugin, arg->key);
      return false;
    }
  *arg->text = value;
  return true;
}

/* Function names.  Separators alone (skip=, or skip=:) name none
   (looplicm_skip_function_p).  */

static bool
parse_names_arg (const char *plugin, const licm_arg *arg, const char *value)
{
  if (!value || !value[strspn (value, ",:")])
    {
      error ("%s: argument %qs needs function names, as in "
	     "%<-fplugin-arg-%s-skip=f,g%>", plugin, arg->key, plugin);
      return false;
    }
  *arg->text = value;
  return true;
}

#define LICM_BOOL(KEY, FIELD, HELP) \
  { KEY, parse_bool_arg, &looplicm_opts.FIELD, NULL, 0, 0, NULL, HELP }
#define LICM_INT(KEY, FIELD, MIN, MAX, HELP) \
  { KEY, parse_int_arg, NULL, &looplicm_opts.FIELD, MIN, MAX, NULL, HELP }
#define LICM_TEXT(KEY, PARSE, TEXT, HELP) \
  { KEY, PARSE, NULL, NULL, 0, 0, TEXT, HELP }

/* Every argument, in the order --help lists them.  */
static const licm_arg licm_arg_table[] =
{
  LICM_TEXT ("dump", parse_dump_arg, &licm_parsed.dump,
	     "dump\tWrite the pass dump x.c.NNNt.looplicm, and under "
	     "-fno-tree-loop-im x.c.NNNt.looplicm4 of the instance standing "
	     "in for lim4 (GCC 11 and 12 reject -fdump-tree-looplicm)\n"
	     "dump=FLAGS\tThe same with dump flags joined by '-', e.g. "
	     "details, details-stats\n"),
  LICM_BOOL ("verify", verify,
	     "verify\tVerify SSA, loop structure, loop-closed SSA and "
	     "canonical loop forms after the pass\n"),
  LICM_BOOL ("hoist", hoist,
	     "hoist=0|1\tHoist loop-invariant computations and loads "
	     "(default 1)\n"),
  LICM_BOOL ("sink", sink,
	     "sink=0|1\tSink computations used only after a loop into its "
	     "exits (default 1)\n"),
  LICM_BOOL ("sm", sm,
	     "sm=0|1\tStore motion: keep memory in registers across a loop "
	     "(default 1)\n"),
  LICM_BOOL ("reassoc", reassoc,
	     "reassoc=0|1\tRegroup a chain of one associative operation so "
	     "that its invariant operands are combined once, before the loop "
	     "((v[i] + a) + b as v[i] + (a + b)); part of hoisting "
	     "(default 1)\n"),
  LICM_BOOL ("version", version,
	     "version=0|1\tVersion loops on run-time checks that pointers do "
	     "not overlap, where that lets store motion or hoisting work "
	     "(default 1)\n"),
  LICM_INT ("version-checks", version_checks, 0, 64,
	    "version-checks=N\tAt most N address-range checks per versioned "
	    "loop, 0 to 64 (default 4; a check made once before the loops "
	    "around the loop, or one the vectorizer is handed, may hold as "
	    "many as --param vect-max-version-for-alias-checks)\n"),
  LICM_INT ("version-growth", version_growth, 0, 10000,
	    "version-growth=P\tStop versioning the loops of a function once "
	    "it has grown by P percent of its statements (at least by 200), "
	    "0 to 10000 (default " LOOPLICM_STR (LOOPLICM_VERSION_GROWTH)
	    ")\n"),
  LICM_INT ("version-peel", version_peel, 0, 1000,
	    "version-peel=N\tPeel the first iterations of a versioned loop's "
	    "slow copy, at most N statements in all, where a run-time test "
	    "of the number of iterations sends entries too short for the "
	    "check there: they run the peeled iterations alone; 0 to 1000, 0 "
	    "never peels (default " LOOPLICM_STR (LOOPLICM_VERSION_PEEL)
	    ")\n"),
  LICM_INT ("version-depth", version_depth, 1, 1000,
	    "version-depth=N\tVersion no loop nested more than N deep, "
	    "counting itself, 1 to 1000 (default "
	    LOOPLICM_STR (LOOPLICM_VERSION_DEPTH) ")\n"),
  LICM_BOOL ("enable", enable,
	     "enable=0|1\tRun the pass at all (default 1); 0 turns the "
	     "plugin off for the whole build\n"),
  LICM_TEXT ("skip", parse_names_arg, &looplicm_opts.skip,
	     "skip=NAMES\tLeave the functions NAMES (separated by ',' or "
	     "':') alone, as __attribute__ ((" LOOPLICM_OFF_ATTRIBUTE
	     ")) does in the source\n"),
  LICM_BOOL ("lto-note", lto_note,
	     "lto-note=0|1\tSay that -flto's slim objects defer the pass to "
	     "link time (default 1)\n"),
  LICM_TEXT ("remarks", parse_remarks_arg, &licm_parsed.remarks,
	     "remarks=KINDS\tThe plugin's remarks alone, as -fopt-info-KINDS "
	     "shows GCC's: optimized, missed, all, joined by '-'\n"),
  LICM_TEXT ("remarks-file", parse_file_arg, &licm_parsed.remarks_file,
	     "remarks-file=FILE\tWrite the remarks remarks=KINDS asks for to "
	     "FILE, not to stderr\n"),
  LICM_INT ("remarks-hotness", remarks_hotness, 0, INT_MAX,
	    "remarks-hotness=N\tWith -fprofile-use, no missed remark about a "
	    "loop that ran fewer than N iterations (default 0: all)\n"),
};

/* Return the table's keys as "dump, verify, ...", for errors.  */

static char *
licm_arg_keys (void)
{
  size_t len = 1;
  for (const licm_arg &arg : licm_arg_table)
    len += strlen (arg.key) + 2;
  char *keys = XNEWVEC (char, len);
  char *p = keys;
  for (const licm_arg &arg : licm_arg_table)
    p += sprintf (p, "%s%s", p == keys ? "" : ", ", arg.key);
  return keys;
}

/* Return the help text GCC prints for --help: every argument's lines.
   Made once, kept for the compilation.  */

const char *
looplicm_args_help (void)
{
  static char *help;
  if (help)
    return help;
  size_t len = 1;
  for (const licm_arg &arg : licm_arg_table)
    len += strlen (arg.help);
  help = XNEWVEC (char, len);
  char *p = help;
  for (const licm_arg &arg : licm_arg_table)
    {
      strcpy (p, arg.help);
      p += strlen (arg.help);
    }
  return help;
}

/* Parse PLUGIN's arguments INFO into looplicm_opts and *ARGS.  Return
   false if one was invalid or unknown, each with its error.  */

bool
looplicm_parse_args (const char *plugin, struct plugin_name_args *info,
		     struct looplicm_args *args)
{
  bool ok = true;
  for (int i = 0; i < info->argc; i++)
    {
      const char *key = info->argv[i].key;
      const licm_arg *found = NULL;
      for (const licm_arg &arg : licm_arg_table)
	if (strcmp (key, arg.key) == 0)
	  found = &arg;
      if (found)
	{
	  ok &= found->parse (plugin, found, info->argv[i].value);
	  continue;
	}
      char *keys = licm_arg_keys ();
      error ("%s: unknown argument %qs; valid arguments are: %s",
	     plugin, key, keys);
      XDELETEVEC (keys);
      ok = false;
    }
  *args = licm_parsed;
  return ok;
}
