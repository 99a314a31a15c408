/* looplicm: plugin entry point.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   plugin_init checks that the running GCC is the one the plugin was built
   against, parses -fplugin-arg-NAME-KEY[=VALUE] (NAME is the plugin's file
   name without .so, "looplicm" unless renamed), registers the help text
   and inserts the looplicm pass right after GCC's lim2:

     gcc -O2 -fdump-passes ...   ->   tree-lim2  tree-looplicm  tree-walloca2

   with its smaller passes after lim4, after the vectorizer and around
   unroll-and-jam (register_looplicm_pass), and, when the compile writes
   slim LTO objects (so that the pass runs at link time only), says so
   once.  Nothing else lives here.  */

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
#include "langhooks.h"
#include "function.h"
#include "stringpool.h"
#include "attribs.h"
#include "looplicm.h"

/* GCC refuses to load a plugin that does not claim GPL compatibility.  */
int plugin_is_GPL_compatible;

/* The options, with every transformation on.  */
struct looplicm_options looplicm_opts
  = { false, true, true, true, true, 4, LOOPLICM_VERSION_GROWTH, true, true,
      NULL, true, LOOPLICM_VERSION_PEEL, 0, LOOPLICM_VERSION_DEPTH,
      LOOPLICM_VERSION_UNIT_GROWTH };

/* The plugin's file name without ".so", as GCC gives it to plugin_init.  */
const char *looplicm_plugin_name = "looplicm";

/* Enable the pass dump with FLAGS ("" for the default flags).  This must
   run after the pass is registered, since registration creates the dump
   file entry that dump_switch_p looks up.  */

static void
enable_dump (const char *flags)
{
  static const char *const names[]
    = { LOOPLICM_PASS_NAME, LOOPLICM_LATE_PASS_NAME, LOOPLICM_VECT_PASS_NAME,
	LOOPLICM_PCOM_PASS_NAME, LOOPLICM_JAM_PASS_NAME,
	LOOPLICM_JAMMED_PASS_NAME, LOOPLICM_UNJAM_PASS_NAME };
  for (const char *name : names)
    {
      char *sw = concat ("tree-", name, *flags ? "-" : "", flags, NULL);
      g->get_dumps ()->dump_switch_p (sw);
      free (sw);
    }
}

/* Register PASS right after the instance NAME ("tree-lim2") of GCC's
   lim.  Return false if that instance cannot be found.  */

static bool
register_after_lim (const char *plugin, opt_pass *pass, const char *name)
{
  opt_pass *lim = g->get_passes ()->get_pass_by_name (name);
  if (!lim)
    {
      error ("%s: cannot find the GCC pass %qs to insert after",
	     plugin, name);
      return false;
    }
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = "lim";
  /* GCC 12 compares the instance number with static_pass_number.  */
  info.ref_pass_instance_number = lim->static_pass_number;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  return true;
}

/* Register the pass right after lim2, its stand-in for lim4 right
   after lim4, the passes that take back unused checks made for the
   vectorizer and for predictive commoning right after each, and the
   three that carry the marks of a fast nest from right before
   unroll-and-jam to right before ivopts.
   Return false if they cannot be found.  */

static bool
register_looplicm_pass (const char *plugin)
{
  if (!register_after_lim (plugin, make_pass_looplicm (g), "tree-lim2")
      || !register_after_lim (plugin, make_pass_looplicm_late (g),
			      "tree-lim4"))
    return false;
  struct register_pass_info info;
  info.pass = make_pass_looplicm_vect (g, false);
  info.reference_pass_name = "vect";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  info.pass = make_pass_looplicm_vect (g, true);
  info.reference_pass_name = "pcom";
  register_callback (plugin, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  /* The marks of the fast nests, from unroll-and-jam to ivopts
     (version/jam.cc), in jam_step's order.  */
  static const struct { const char *ref; enum pass_positioning_ops pos; }
    jam_places[] = { { "unrolljam", PASS_POS_INSERT_BEFORE },
		     { "unrolljam", PASS_POS_INSERT_AFTER },
		     { "ivopts", PASS_POS_INSERT_BEFORE } };
  for (int step = JAM_REMARK; step <= JAM_UNMARK; step++)
    {
      info.pass = make_pass_looplicm_jam (g, step);
      info.reference_pass_name = jam_places[step].ref;
      info.pos_op = jam_places[step].pos;
      register_callback (plugin, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
    }
  return true;
}

/* Return, in a new string, the configure option of A (A's words from one
   " -" to the next) in which the configure arguments A and B first
   differ.  */

static char *
first_different_option (const char *a, const char *b)
{
  const char *start = a;
  const char *p = a;
  while (*p && *p == *b)
    {
      if (p[0] == ' ' && p[1] == '-')
	start = p + 1;
      p++, b++;
    }
  const char *end = strstr (start, " -");
  return xstrndup (start, end ? (size_t) (end - start) : strlen (start));
}

/* Report that the GCC running the plugin, described by RUNNING, is not
   the one it was built for (gcc_version), naming the first field of
   plugin_gcc_version that plugin_default_version_check found different.
   A plugin built for another release usually never gets here: loading it
   fails first on a C++ symbol that release lacks ("undefined symbol:
   _Z...").  Here the release agrees and the configuration differs, as for
   the same release built for another target; of configure's arguments,
   only the first option that differs is shown.  PLUGIN names the plugin.  */

static void
report_version_mismatch (const char *plugin,
			 const struct plugin_gcc_version *running)
{
  static const char *const names[] =
    { "basever", "datestamp", "devphase", "revision",
      "configuration_arguments" };
  const char *const built_fields[] =
    { gcc_version.basever, gcc_version.datestamp, gcc_version.devphase,
      gcc_version.revision, gcc_version.configuration_arguments };
  const char *const running_fields[] =
    { running->basever, running->datestamp, running->devphase,
      running->revision, running->configuration_arguments };

  for (unsigned i = 0; i < ARRAY_SIZE (names); i++)
    if (strcmp (built_fields[i], running_fields[i]) != 0)
      {
	char *built = xstrdup (built_fields[i]);
	char *here = xstrdup (running_fields[i]);
	if (i == ARRAY_SIZE (names) - 1)
	  {
	    free (built);
	    free (here);
	    built = first_different_option (built_fields[i],
					    running_fields[i]);
	    here = first_different_option (running_fields[i],
					   built_fields[i]);
	  }
	error ("%s: this plugin was built for a different GCC: %s %qs, "
	       "but %qs in this compiler; rebuild the plugin against the "
	       "plugin headers of this compiler "
	       "(%<-print-file-name=plugin%>)",
	       plugin, names[i], built, here);
	free (built);
	free (here);
	return;
      }
  error ("%s: this plugin was built for another GCC (%s %s); rebuild it "
	 "against the plugin headers of this compiler", plugin,
	 gcc_version.basever, gcc_version.datestamp);
}

/* Return true if the driver that runs this compile also links, with the
   same options, so with the plugin: no -c, -S or -E among the options it
   passes down in COLLECT_GCC_OPTIONS ('-opt' words, each quoted).  */

static bool
driver_links_p (void)
{
  const char *opts = getenv ("COLLECT_GCC_OPTIONS");
  if (!opts)
    return false;
  return (!strstr (opts, "'-c'") && !strstr (opts, "'-S'")
	  && !strstr (opts, "'-E'"));
}

/* Say once, as a note, that this compile does not run the pass when it
   writes slim LTO objects (-flto without -ffat-lto-objects): GCC then
   only streams GIMPLE, and the pass runs at link time, in the LTRANS
   stage, if and only if the link line loads the plugin too, with its own
   arguments (those given here are not kept in the objects).  Nothing to
   say in lto1 itself, when lto-note=0, or when the same driver links
   (gcc -flto -fplugin=... a.c b.c -o prog).  PLUGIN_INFO is the
   plugin's.  */

static void
note_slim_lto (const struct plugin_name_args *plugin_info)
{
  if (!flag_generate_lto || flag_fat_lto_objects
      || strcmp (lang_hooks.name, "GNU GIMPLE") == 0
      || !looplicm_opts.lto_note || driver_links_p ())
    return;
  inform (UNKNOWN_LOCATION,
	  "%s: %<-flto%> writes slim LTO objects, so the %s pass runs only "
	  "at link time: give %<-fplugin=%s%> and its %<-fplugin-arg-%s-*%> "
	  "arguments on the link line too (or compile with "
	  "%<-ffat-lto-objects%>; %<-fplugin-arg-%s-lto-note=0%> silences "
	  "this note)",
	  plugin_info->base_name, LOOPLICM_PASS_NAME, plugin_info->full_name,
	  plugin_info->base_name, plugin_info->base_name);
}

/* Return true if the user keeps the pass out of FUN: the no_looplicm
   attribute, or its name in skip=NAMES.  */

bool
looplicm_skip_function_p (function *fun)
{
  tree decl = fun->decl;
  if (lookup_attribute (LOOPLICM_OFF_ATTRIBUTE, DECL_ATTRIBUTES (decl)))
    return true;
  const char *list = looplicm_opts.skip;
  if (!list || !DECL_NAME (decl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (decl));
  size_t len = strlen (name);
  for (const char *p = list; *p; )
    {
      size_t n = strcspn (p, ",:");
      if (n == len && strncmp (p, name, len) == 0)
	return true;
      p += n;
      if (*p)
	p++;
    }
  return false;
}

/* The attribute no_looplicm: on a function only; nothing to check.  */

static tree
handle_off_attribute (tree *node, tree name, tree, int, bool *no_add_attrs)
{
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute applies only to functions",
	       name);
      *no_add_attrs = true;
    }
  return NULL_TREE;
}

/* The attribute's specification (GCC 11 to 16 share the layout).  */
static const struct attribute_spec off_attribute_spec
  = { LOOPLICM_OFF_ATTRIBUTE, 0, 0, true, false, false, false,
      handle_off_attribute, NULL };

/* PLUGIN_ATTRIBUTES callback: register no_looplicm.  */

static void
register_off_attribute (void *, void *)
{
  register_attribute (&off_attribute_spec);
}

/* The plugin's entry point: check the GCC version, parse the arguments
   and register the pass.  Return 0 on success.  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  const char *plugin = plugin_info->base_name;
  looplicm_plugin_name = plugin;
  /* GCC keeps a pointer to it for --help, after plugin_init returns.  */
  static struct plugin_info info = { LOOPLICM_VERSION, NULL };
  info.help = looplicm_args_help ();

  if (!plugin_default_version_check (version, &gcc_version))
    {
      report_version_mismatch (plugin, version);
      return 1;
    }

  struct looplicm_args args;
  if (!looplicm_parse_args (plugin, plugin_info, &args))
    return 1;

  register_callback (plugin, PLUGIN_INFO, NULL, &info);
  /* The attribute is known whether or not the pass runs, so that a
     build with enable=0 compiles the same sources without warnings.  */
  register_callback (plugin, PLUGIN_ATTRIBUTES, register_off_attribute,
		     NULL);
  if (!looplicm_opts.enable)
    return 0;
  if (!register_looplicm_pass (plugin))
    return 1;
  if (args.dump)
    enable_dump (args.dump);
  /* GCC gave its -fopt-info streams before the passes existed.  */
  looplicm_streams_apply ();
  if (args.remarks_file && !args.remarks)
    {
      error ("%s: argument %qs needs %qs, the kinds of remarks to write",
	     plugin, "remarks-file", "remarks");
      return 1;
    }
  if (args.remarks
      && !looplicm_streams_select (args.remarks, args.remarks_file))
    {
      error ("%s: invalid value %qs for argument %qs; expected kinds of "
	     "remarks such as %<missed%> or %<optimized-missed%>", plugin,
	     args.remarks, "remarks");
      return 1;
    }
  note_slim_lto (plugin_info);
  return 0;
}
