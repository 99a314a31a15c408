/* looplicm: the plugin's arguments.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   One table, licm_arg_table, lists every -fplugin-arg-NAME-KEY[=VALUE]
   the plugin accepts: its key, the function that parses its value, where
   the value goes (a field of looplicm_opts or of plugin_init's
   looplicm_args, by its offset, as GCC's own option table keeps its
   variables) and its help text.  Parsing, the help GCC prints for
   --help and the list of valid keys in the error for an unknown one are
   all read off the table, so that a new argument is one row.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "diagnostic-core.h"
#include "looplicm.h"

struct licm_arg;

/* Parse VALUE (NULL when the argument has no '=') for ARG into FIELD,
   the variable the value goes to.  Return false, after an error naming
   PLUGIN, if it is invalid.  */
typedef bool (*licm_arg_parser) (const char *plugin, const licm_arg *arg,
				 const char *value, void *field);

/* The structure whose field an argument sets: the pass's options, or the
   arguments plugin_init acts on.  */

enum licm_arg_owner
{
  LICM_ARG_OPTS,	/* looplicm_opts */
  LICM_ARG_ARGS		/* plugin_init's looplicm_args */
};

/* One argument of the plugin.  */

struct licm_arg
{
  /* Its key, as in -fplugin-arg-looplicm-KEY.  */
  const char *key;
  /* The parser of its value.  */
  licm_arg_parser parse;
  /* Where the value goes: the field at OFFSET in the structure OWNER
     says, a flag (bool), a number (int) from MIN to MAX, or a string
     (const char *).  */
  enum licm_arg_owner owner;
  size_t offset;
  int min, max;
  /* Its help: "key\tmeaning" lines, each ending in a newline.  */
  const char *help;
};

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
parse_bool_arg (const char *plugin, const licm_arg *arg, const char *value,
		void *field)
{
  if (!value || strcmp (value, "1") == 0)
    *(bool *) field = true;
  else if (strcmp (value, "0") == 0)
    *(bool *) field = false;
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
parse_int_arg (const char *plugin, const licm_arg *arg, const char *value,
	       void *field)
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
  *(int *) field = (int) v;
  return true;
}

/* Dump flags, or none: "" for the default ones.  */

static bool
parse_dump_arg (const char *plugin, const licm_arg *arg, const char *value,
		void *field)
{
  if (value && !valid_dump_flags_p (value))
    {
      error ("%s: invalid value %qs for argument %qs; expected dump "
	     "flags such as %<details%> or %<details-stats%>",
	     plugin, value, arg->key);
      return false;
    }
  *(const char **) field = value ? value : "";
  return true;
}

/* The kinds of remarks, checked once the pass exists
   (looplicm_streams_select).  */

static bool
parse_remarks_arg (const char *plugin, const licm_arg *arg,
		   const char *value, void *field)
{
  if (!value || !*value)
    {
      error ("%s: argument %qs needs the kinds of remarks, as in "
	     "%<-fplugin-arg-%s-remarks=missed%>", plugin, arg->key, plugin);
      return false;
    }
  *(const char **) field = value;
  return true;
}

/* A file name.  */

static bool
parse_file_arg (const char *plugin, const licm_arg *arg, const char *value,
		void *field)
{
  if (!value || !*value)
    {
      error ("%s: argument %qs needs a file name", plugin, arg->key);
      return false;
    }
  *(const char **) field = value;
  return true;
}

/* Function names.  Separators alone (skip=, or skip=:) name none
   (looplicm_skip_function_p).  */

static bool
parse_names_arg (const char *plugin, const licm_arg *arg, const char *value,
		 void *field)
{
  if (!value || !value[strspn (value, ",:")])
    {
      error ("%s: argument %qs needs function names, as in "
	     "%<-fplugin-arg-%s-skip=f,g%>", plugin, arg->key, plugin);
      return false;
    }
  *(const char **) field = value;
  return true;
}

/* A row of the table: a flag, a number or a string of looplicm_opts,
   or a string of looplicm_args.  */
#define LICM_BOOL(KEY, FIELD, HELP) \
  { KEY, parse_bool_arg, LICM_ARG_OPTS, \
    offsetof (struct looplicm_options, FIELD), 0, 0, HELP }
#define LICM_INT(KEY, FIELD, MIN, MAX, HELP) \
  { KEY, parse_int_arg, LICM_ARG_OPTS, \
    offsetof (struct looplicm_options, FIELD), MIN, MAX, HELP }
#define LICM_OPT_TEXT(KEY, PARSE, FIELD, HELP) \
  { KEY, PARSE, LICM_ARG_OPTS, \
    offsetof (struct looplicm_options, FIELD), 0, 0, HELP }
#define LICM_ARG_TEXT(KEY, PARSE, FIELD, HELP) \
  { KEY, PARSE, LICM_ARG_ARGS, \
    offsetof (struct looplicm_args, FIELD), 0, 0, HELP }

/* Every argument, in the order --help lists them.  */
static const licm_arg licm_arg_table[] =
{
  LICM_ARG_TEXT ("dump", parse_dump_arg, dump,
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
  LICM_INT ("version-unit-growth", version_unit_growth, 0, 10000,
	    "version-unit-growth=P\tStop versioning once the functions "
	    "compiled so far have grown by P percent of their statements in "
	    "all (at least by " LOOPLICM_STR (LOOPLICM_VERSION_UNIT_MIN)
	    "), 0 to 10000 (default "
	    LOOPLICM_STR (LOOPLICM_VERSION_UNIT_GROWTH) ")\n"),
  LICM_BOOL ("enable", enable,
	     "enable=0|1\tRun the pass at all (default 1); 0 turns the "
	     "plugin off for the whole build\n"),
  LICM_OPT_TEXT ("skip", parse_names_arg, skip,
	     "skip=NAMES\tLeave the functions NAMES (separated by ',' or "
	     "':') alone, as __attribute__ ((" LOOPLICM_OFF_ATTRIBUTE
	     ")) does in the source\n"),
  LICM_BOOL ("lto-note", lto_note,
	     "lto-note=0|1\tSay that -flto's slim objects defer the pass to "
	     "link time (default 1)\n"),
  LICM_ARG_TEXT ("remarks", parse_remarks_arg, remarks,
	     "remarks=KINDS\tThe plugin's remarks alone, as -fopt-info-KINDS "
	     "shows GCC's: optimized, missed, all, joined by '-'\n"),
  LICM_ARG_TEXT ("remarks-file", parse_file_arg, remarks_file,
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

/* Return, in a new string, the help text GCC prints for --help: every
   argument's lines.  */

const char *
looplicm_args_help (void)
{
  size_t len = 1;
  for (const licm_arg &arg : licm_arg_table)
    len += strlen (arg.help);
  char *help = XNEWVEC (char, len);
  char *p = help;
  for (const licm_arg &arg : licm_arg_table)
    {
      strcpy (p, arg.help);
      p += strlen (arg.help);
    }
  return help;
}

/* Return the variable that ARG sets: a field of looplicm_opts, or of
   ARGS.  */

static void *
licm_arg_field (const licm_arg *arg, struct looplicm_args *args)
{
  char *owner = (arg->owner == LICM_ARG_OPTS ? (char *) &looplicm_opts
		 : (char *) args);
  return owner + arg->offset;
}

/* Parse PLUGIN's arguments INFO into looplicm_opts and *ARGS.  Return
   false if one was invalid or unknown, each with its error.  */

bool
looplicm_parse_args (const char *plugin, struct plugin_name_args *info,
		     struct looplicm_args *args)
{
  args->dump = NULL;
  args->remarks = NULL;
  args->remarks_file = NULL;
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
	  ok &= found->parse (plugin, found, info->argv[i].value,
			      licm_arg_field (found, args));
	  continue;
	}
      char *keys = licm_arg_keys ();
      error ("%s: unknown argument %qs; valid arguments are: %s",
	     plugin, key, keys);
      XDELETEVEC (keys);
      ok = false;
    }
  return ok;
}
