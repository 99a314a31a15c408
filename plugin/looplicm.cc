/* looplicm: plugin entry point.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   plugin_init checks that the running GCC is the one the plugin was built
   against, parses -fplugin-arg-looplicm-KEY[=VALUE], registers the help
   text and inserts the looplicm pass right after GCC's lim2:

     gcc -O2 -fdump-passes ...   ->   tree-lim2  tree-looplicm  tree-walloca2

   Nothing else lives here.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "system.h"
#include "coretypes.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "dumpfile.h"
#include "pass_manager.h"
#include "diagnostic-core.h"
#include "looplicm.h"

/* GCC refuses to load a plugin that does not claim GPL compatibility.  */
int plugin_is_GPL_compatible;

/* The options, with every transformation on.  */
struct looplicm_options looplicm_opts = { false, true, true, true };

/* The keys -fplugin-arg-looplicm-KEY accepts, for error messages.  */
static const char *const valid_keys = "dump, verify, hoist, sink, sm";

/* Help text: one "key\tmeaning" line per argument.  */
static const char looplicm_help[] =
  "dump\tWrite the pass dump x.c.NNNt.looplicm (GCC 12 rejects "
  "-fdump-tree-looplicm)\n"
  "dump=FLAGS\tThe same with dump flags joined by '-', e.g. details, "
  "details-stats\n"
  "verify\tVerify SSA, loop structure, loop-closed SSA and canonical "
  "loop forms after the pass\n"
  "hoist=0|1\tHoist loop-invariant computations and loads (default 1)\n"
  "sink=0|1\tSink computations used only after a loop into its exits "
  "(default 1)\n"
  "sm=0|1\tStore motion: keep memory in registers across a loop "
  "(default 1)\n";

/* The dump flag words dump=FLAGS accepts.  */
static const char *const dump_words[] =
{
  "details", "stats", "blocks", "vops", "lineno", "uid", "alias",
  "all", "raw", "slim", "note", "optimized", "missed", "optall", NULL
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

/* Parse the boolean VALUE of KEY into *FLAG.  Return false, after an
   error, if VALUE is neither 0 nor 1.  A missing value means 1.  */

static bool
parse_bool_arg (const char *plugin, const char *key, const char *value,
		bool *flag)
{
  if (!value || strcmp (value, "1") == 0)
    *flag = true;
  else if (strcmp (value, "0") == 0)
    *flag = false;
  else
    {
      error ("%s: invalid value %qs for argument %qs; expected 0 or 1",
	     plugin, value, key);
      return false;
    }
  return true;
}

/* Enable the pass dump with FLAGS ("" for the default flags).  This must
   run after the pass is registered, since registration creates the dump
   file entry that dump_switch_p looks up.  */

static void
enable_dump (const char *flags)
{
  char *sw = concat ("tree-", LOOPLICM_PASS_NAME, *flags ? "-" : "", flags,
		     NULL);
  g->get_dumps ()->dump_switch_p (sw);
  free (sw);
}

/* Register the pass right after the tree-lim2 instance of GCC's lim.
   Return false if lim2 cannot be found.  */

static bool
register_looplicm_pass (const char *plugin)
{
  opt_pass *lim2 = g->get_passes ()->get_pass_by_name ("tree-lim2");
  if (!lim2)
    {
      error ("%s: cannot find the GCC pass %qs to insert after",
	     plugin, "tree-lim2");
      return false;
    }
  struct register_pass_info info;
  info.pass = make_pass_looplicm (g);
  info.reference_pass_name = "lim";
  /* GCC 12 compares the instance number with static_pass_number.  */
  info.ref_pass_instance_number = lim2->static_pass_number;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  return true;
}

/* The plugin's entry point: check the GCC version, parse the arguments
   and register the pass.  Return 0 on success.  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  const char *plugin = plugin_info->base_name;
  static struct plugin_info info = { LOOPLICM_VERSION, looplicm_help };

  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("%s: this plugin was built for GCC %s (%s) and cannot run in "
	     "GCC %s (%s); rebuild it against the plugin headers of this "
	     "compiler",
	     plugin, gcc_version.basever, gcc_version.datestamp,
	     version->basever, version->datestamp);
      return 1;
    }

  const char *dump_flags = NULL;
  bool ok = true;
  for (int i = 0; i < plugin_info->argc; i++)
    {
      const char *key = plugin_info->argv[i].key;
      const char *value = plugin_info->argv[i].value;
      if (strcmp (key, "dump") == 0)
	{
	  if (value && !valid_dump_flags_p (value))
	    {
	      error ("%s: invalid value %qs for argument %qs; expected dump "
		     "flags such as %<details%> or %<details-stats%>",
		     plugin, value, key);
	      ok = false;
	    }
	  else
	    dump_flags = value ? value : "";
	}
      else if (strcmp (key, "verify") == 0)
	ok &= parse_bool_arg (plugin, key, value, &looplicm_opts.verify);
      else if (strcmp (key, "hoist") == 0)
	ok &= parse_bool_arg (plugin, key, value, &looplicm_opts.hoist);
      else if (strcmp (key, "sink") == 0)
	ok &= parse_bool_arg (plugin, key, value, &looplicm_opts.sink);
      else if (strcmp (key, "sm") == 0)
	ok &= parse_bool_arg (plugin, key, value, &looplicm_opts.sm);
      else
	{
	  error ("%s: unknown argument %qs; valid arguments are: %s",
		 plugin, key, valid_keys);
	  ok = false;
	}
    }
  if (!ok)
    return 1;

  register_callback (plugin, PLUGIN_INFO, NULL, &info);
  if (!register_looplicm_pass (plugin))
    return 1;
  if (dump_flags)
    enable_dump (dump_flags);
  return 0;
}
