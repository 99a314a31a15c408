/* looplicm: the -fopt-info streams that receive the plugin's remarks.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   GCC handles -fopt-info-GROUP-KINDS[=FILE] before it loads plugins.  For
   each option it enables the stream of every pass registered so far
   whose group matches, and it remembers only the last option for the
   passes registered later.  A plugin's passes are registered later.  So
   they would see the last -fopt-info option alone:

     -fopt-info-loop-optimized -fopt-info-loop-missed
	GCC's loop passes: optimized and missed      the plugin's: missed
     -fopt-info-loop-optimized -fopt-info-vec-missed
	GCC's loop passes: optimized                 the plugin's: nothing

   So once its passes are registered, the plugin reads every -fopt-info
   option of the command line again, in order.  It gives its passes the
   stream GCC gives its own passes of the same group (OPTGROUP_LOOP).
   That is the union of the kinds of the matching options, written to the
   file of the first option; GCC ignores an option naming another
   file.
   The parsing follows opt_info_switch_p in GCC's dumpfile.cc; GCC has
   already warned about what it could not parse.

   remarks=KINDS (looplicm_streams_select) opens the same kind of stream for
   the plugin's passes alone, so that its remarks can be read without
   GCC's.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "dumpfile.h"
#include "pass_manager.h"
#include "options.h"
#include "opts.h"
#include "toplev.h"
#include "looplicm.h"

/* The plugin's passes, by the names they are registered under.  */
static const char *const streams_pass_names[]
  = { "tree-" LOOPLICM_PASS_NAME, "tree-" LOOPLICM_LATE_PASS_NAME,
      "tree-" LOOPLICM_VECT_PASS_NAME, "tree-" LOOPLICM_PCOM_PASS_NAME,
      "tree-" LOOPLICM_JAM_PASS_NAME, "tree-" LOOPLICM_JAMMED_PASS_NAME,
      "tree-" LOOPLICM_UNJAM_PASS_NAME };

/* The kind words of -fopt-info, as dumpfile.cc's
   optinfo_verbosity_options has them (that table is not exported).  */
static const struct
{
  const char *name;
  dump_flags_t flags;
} streams_kinds[] = {
  { "optimized", MSG_OPTIMIZED_LOCATIONS },
  { "missed", MSG_MISSED_OPTIMIZATION },
  { "note", MSG_NOTE },
  { "all", MSG_ALL_KINDS },
  { "internals", MSG_PRIORITY_INTERNALS },
};

/* One -fopt-info stream: what it shows and where it goes.  */

struct streams_option
{
  /* The message kinds and priorities.  */
  dump_flags_t flags;
  /* The groups of passes (OPTGROUP_*).  */
  optgroup_flags_t groups;
  /* The file, "stderr" when none is named; owned.  */
  char *file;
};

/* Parse ARG, the text after "-fopt-info-" (NULL for a bare -fopt-info),
   into *OPT, with GROUPS set to the groups it names or to every group
   when it names none (WITH_GROUPS false: group words are not allowed).
   Return false if a word is unknown.  */

static bool
streams_parse (const char *arg, bool with_groups, streams_option *opt)
{
  opt->flags = MSG_PRIORITY_USER_FACING | MSG_PRIORITY_REEMITTED;
  opt->groups = OPTGROUP_NONE;
  opt->file = NULL;
  for (const char *p = arg; p && *p; )
    {
      while (*p == '-')
	p++;
      if (*p == '=')
	{
	  opt->file = xstrdup (p + 1);
	  break;
	}
      size_t len = strcspn (p, "-=");
      bool found = false;
      for (const auto &k : streams_kinds)
	if (strlen (k.name) == len && strncmp (k.name, p, len) == 0)
	  {
	    opt->flags |= k.flags;
	    found = true;
	  }
      for (const kv_pair<optgroup_flags_t> *g = optgroup_options;
	   with_groups && !found && g->name; g++)
	if (strlen (g->name) == len && strncmp (g->name, p, len) == 0)
	  {
	    opt->groups |= g->value;
	    found = true;
	  }
      if (!found && len)
	{
	  free (opt->file);
	  opt->file = NULL;
	  return false;
	}
      p += len;
    }
  if (!opt->file)
    opt->file = xstrdup ("stderr");
  if (!(opt->flags & MSG_ALL_KINDS))
    opt->flags |= MSG_OPTIMIZED_LOCATIONS;
  if (opt->groups == OPTGROUP_NONE)
    opt->groups = OPTGROUP_ALL;
  return true;
}

/* Give every pass of the plugin the stream OPT, as GCC's
   update_dfi_for_opt_info gives its own passes.  */

static void
streams_enable (const streams_option *opt)
{
  gcc::dump_manager *dumps = g->get_dumps ();
  for (const char *name : streams_pass_names)
    {
      opt_pass *pass = g->get_passes ()->get_pass_by_name (name);
      if (!pass)
	continue;
      dump_file_info *dfi = dumps->get_dump_file_info
			      (pass->static_pass_number);
      if (!dfi || !(dfi->optgroup_flags & opt->groups))
	continue;
      dfi->alt_state = 1;
      dfi->alt_flags |= opt->flags;
      const char *old = dfi->alt_filename;
      dfi->alt_filename = xstrdup (opt->file);
      free (const_cast<char *> (old));
    }
}

/* Enable for the plugin's passes every -fopt-info stream of the command
   line, as GCC enables them for its own passes.  Call after the passes
   are registered.  */

void
looplicm_streams_apply (void)
{
  /* GCC takes a bare -fopt-info first, then the others in order, and
     ignores an option that names another file than the first.  */
  const char *first_file = NULL;
  streams_option opt;
  if (flag_opt_info && streams_parse (NULL, true, &opt))
    {
      streams_enable (&opt);
      first_file = opt.file;
    }
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const cl_decoded_option &d = save_decoded_options[i];
      if (d.opt_index != OPT_fopt_info_ || !streams_parse (d.arg, true, &opt))
	continue;
      if (first_file && strcmp (first_file, opt.file) != 0)
	{
	  free (opt.file);
	  continue;
	}
      streams_enable (&opt);
      if (!first_file)
	first_file = opt.file;
      else
	free (opt.file);
    }
}

/* Open the stream that remarks=KINDS asks for, for the plugin's passes
   alone, to FILE (stderr when NULL): KINDS is -fopt-info's kinds
   without a group.  (GCC mangles a plugin argument's value that holds
   '=', so the file has its own argument.)  Return false if KINDS is not
   such a value.  */

bool
looplicm_streams_select (const char *kinds, const char *file)
{
  streams_option opt;
  if (!kinds || !*kinds || strchr (kinds, '=')
      || !streams_parse (kinds, false, &opt))
    return false;
  if (file)
    {
      free (opt.file);
      opt.file = xstrdup (file);
    }
  streams_enable (&opt);
  free (opt.file);
  return true;
}
