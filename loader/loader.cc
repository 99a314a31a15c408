/* looplicm: the loader, the file GCC opens as looplicm.so.
   Copyright (C) 2026 The looplicm authors.
   Licensed under the GNU GPL version 3 or later, like GCC itself.

   A plugin is built against the headers of one GCC and calls that GCC's
   C++ functions, whose mangled names change between releases.  Loaded
   into another release, it fails inside dlopen, before any of its code
   runs, and GCC can only name the first symbol it missed:

     cc1: error: cannot load plugin ./looplicm.so: ./looplicm.so:
       undefined symbol: _Z19gimple_could_trap_pP6gimple

   So the plugin is two files.  The core, looplicm-core.so, is the pass.
   This loader, looplicm.so, uses only the C library and the C structures
   of plugin.h, which keep one layout in every release from GCC 11 on; it
   finds GCC's error () at run time and falls back to stderr without it.
   It compares the running GCC with the one it was built for, as
   plugin_default_version_check does, and opens the core only when they
   agree:

     gcc-12 -fplugin=./looplicm.so   built for 12.2.0, running 12.2.0:
				     dlopen ./looplicm-core.so, call its
				     plugin_init with the same arguments
     gcc-11 -fplugin=./looplicm.so   built for 12.2.0, running 11.3.0:
       cc1: error: looplicm: ./looplicm.so was built for GCC 12.2.0, but
	 this is GCC 11.3.0; build the plugin for this compiler with
	 'make GCC=gcc-11' (it goes to build/gcc11/looplicm.so)

   The core gets plugin_init's arguments untouched, so it is registered
   under the loader's name and -fplugin-arg-looplicm-* reach it.  The
   suggested build follows scripts/gcc-config.sh build-dir: build/gccN for a
   native GCC, build/TRIPLE-gccN for a cross one.

   The loader also holds the core's SHA-256 (make computes it), so that
   a cache keyed on the contents of the -fplugin= file sees a new plugin
   whenever the core changes.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include <dlfcn.h>

#ifndef LOOPLICM_CORE_SHA256
#error "LOOPLICM_CORE_SHA256 must be the core's SHA-256 (make defines it)"
#endif

/* GCC refuses to load a plugin that does not claim GPL compatibility.  */
int plugin_is_GPL_compatible;

/* Marks a loader.  A loader refuses a core that has it: that core would
   open its own core in turn, without end.  */
extern "C" const int looplicm_loader = 1;

/* The core's file name, in the loader's directory.  */
#define LOADER_CORE_NAME "looplicm-core.so"

/* The core's SHA-256.  Nothing reads it: it is here to change the file's
   contents whenever the core changes.  */
static const char loader_core_sha256[] __attribute__ ((used))
  = LOADER_CORE_NAME " sha256 " LOOPLICM_CORE_SHA256;

/* GCC's error (), the same C++ declaration in every release.  */
typedef void (*loader_error_fn) (const char *, ...);

/* The mangled name of GCC's void error (const char *, ...).  */
#define LOADER_ERROR_SYMBOL "_Z5errorPKcz"

/* A span of a string: START and LEN characters.  */
struct loader_span
{
  /* The first character, or NULL for no span.  */
  const char *start;
  /* The number of characters.  */
  int len;
};

/* Report the error FORMAT, printf-style, as GCC's error () does, or on
   stderr after the program's name if this GCC does not export error ().  */

static void __attribute__ ((format (printf, 1, 2)))
loader_error (const char *format, ...)
{
  char msg[2048];
  va_list ap;
  va_start (ap, format);
  vsnprintf (msg, sizeof msg, format, ap);
  va_end (ap);

  loader_error_fn gcc_error
    = (loader_error_fn) dlsym (RTLD_DEFAULT, LOADER_ERROR_SYMBOL);
  if (gcc_error)
    gcc_error ("%s", msg);
  else
    fprintf (stderr, "%s: error: %s\n", program_invocation_short_name, msg);
}

/* Return the value of the configure option OPTION ("--target=") in the
   configure arguments ARGS, or an empty span.  */

static struct loader_span
loader_config_value (const char *args, const char *option)
{
  struct loader_span span = { NULL, 0 };
  size_t n = strlen (option);
  for (const char *p = args; (p = strstr (p, option)); p += n)
    if (p == args || p[-1] == ' ')
      {
	span.start = p + n;
	span.len = (int) strcspn (span.start, " ");
      }
  return span;
}

/* Return true if the spans A and B hold the same text.  */

static bool
loader_span_eq (struct loader_span a, struct loader_span b)
{
  return (a.len == b.len
	  && (a.len == 0 || memcmp (a.start, b.start, a.len) == 0));
}

/* Return the target of the GCC described by V if it is a cross compiler,
   one whose --target differs from its --host (its --build if there is
   no --host), else an empty span.  */

static struct loader_span
loader_cross_target (const struct plugin_gcc_version *v)
{
  struct loader_span target
    = loader_config_value (v->configuration_arguments, "--target=");
  struct loader_span host
    = loader_config_value (v->configuration_arguments, "--host=");
  if (!host.start)
    host = loader_config_value (v->configuration_arguments, "--build=");
  if (!target.start || loader_span_eq (target, host))
    target.start = NULL, target.len = 0;
  return target;
}

/* Write to BUF, of SIZE bytes, how a message names the GCC described by
   V: "GCC 12.2.0", or "GCC 12.2.0 for aarch64-linux-gnu" for a cross
   compiler.  */

static void
loader_describe (const struct plugin_gcc_version *v, char *buf, size_t size)
{
  struct loader_span target = loader_cross_target (v);
  if (target.start)
    snprintf (buf, size, "GCC %s for %.*s", v->basever, target.len,
	      target.start);
  else
    snprintf (buf, size, "GCC %s", v->basever);
}

/* Write to BUF, of SIZE bytes, the advice that ends every message about
   the running GCC V: the make command that builds the plugin for it and
   where that puts the plugin, as scripts/gcc-config.sh build-dir says.  A
   native GCC of the development branch (devphase "experimental") is
   Debian's gcc-snapshot.  */

static void
loader_advice (const struct plugin_gcc_version *v, char *buf, size_t size)
{
  int major = (int) strcspn (v->basever, ".");
  struct loader_span target = loader_cross_target (v);
  if (!target.start && strcmp (v->devphase, "experimental") == 0)
    snprintf (buf, size, "build the plugin for this compiler with "
	      "'make GCC=gcc-snapshot' (it goes to "
	      "build/gcc-snapshot/looplicm.so)");
  else if (target.start)
    snprintf (buf, size, "build the plugin for this compiler with "
	      "'make GCC=%.*s-gcc-%.*s' (it goes to "
	      "build/%.*s-gcc%.*s/looplicm.so)", target.len, target.start,
	      major, v->basever, target.len, target.start, major,
	      v->basever);
  else
    snprintf (buf, size, "build the plugin for this compiler with "
	      "'make GCC=gcc-%.*s' (it goes to build/gcc%.*s/looplicm.so)",
	      major, v->basever, major, v->basever);
}

/* Return the length of the configure option at S: up to the next " -"
   or the end.  */

static int
loader_option_len (const char *s)
{
  const char *end = strstr (s, " -");
  return (int) (end ? end - s : (ptrdiff_t) strlen (s));
}

/* Return the first configure option (a word from one " -" to the next)
   in which the configure arguments A and B differ: A's, empty if A has
   no more options there.  */

static struct loader_span
loader_first_different_option (const char *a, const char *b)
{
  for (;;)
    {
      int la = loader_option_len (a);
      int lb = loader_option_len (b);
      if (la != lb || memcmp (a, b, la) != 0)
	break;
      /* Step over the space before the next option; if B ends first,
	 A's next option is the difference.  */
      if (!a[la])
	return { a + la, 0 };
      a += la + 1;
      if (!b[lb])
	return { a, loader_option_len (a) };
      b += lb + 1;
    }
  return { a, loader_option_len (a) };
}

/* Return true if the running GCC, described by RUNNING, is the one the
   loader was built for (gcc_version, from plugin-version.h).  Otherwise
   report the difference that matters most, the release or the target
   before the other fields, for the plugin of PLUGIN_INFO, and return
   false.  */

static bool
loader_version_ok (const struct plugin_name_args *plugin_info,
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
  unsigned i;
  for (i = 0; i < ARRAY_SIZE (names); i++)
    if (strcmp (built_fields[i], running_fields[i]) != 0)
      break;
  if (i == ARRAY_SIZE (names))
    return true;

  char built[256], here[256], advice[256];
  loader_describe (&gcc_version, built, sizeof built);
  loader_describe (running, here, sizeof here);
  loader_advice (running, advice, sizeof advice);
  if (strcmp (built, here) != 0)
    loader_error ("%s: %s was built for %s, but this is %s; %s",
		  plugin_info->base_name, plugin_info->full_name, built, here,
		  advice);
  else
    {
      /* The same release for the same target, configured or packaged
	 differently: name the first field that differs, and of the
	 configure arguments only the first option.  */
      struct loader_span b = { built_fields[i],
			       (int) strlen (built_fields[i]) };
      struct loader_span r = { running_fields[i],
			       (int) strlen (running_fields[i]) };
      if (i == ARRAY_SIZE (names) - 1)
	{
	  b = loader_first_different_option (built_fields[i],
					     running_fields[i]);
	  r = loader_first_different_option (running_fields[i],
					     built_fields[i]);
	}
      loader_error ("%s: %s was built for another build of %s (%s '%.*s', "
		    "but '%.*s' in this one); %s", plugin_info->base_name,
		    plugin_info->full_name, built, names[i], b.len, b.start,
		    r.len, r.start, advice);
    }
  return false;
}

/* Write to BUF, of SIZE bytes, the file name of the core: LOADER_CORE_NAME
   in the directory of the file this function was loaded from.  Return
   false if the name does not fit.  */

static bool
loader_core_path (char *buf, size_t size)
{
  Dl_info self;
  const char *file = "";
  if (dladdr ((void *) &loader_core_path, &self) && self.dli_fname)
    file = self.dli_fname;
  const char *slash = strrchr (file, '/');
  int dir = slash ? (int) (slash - file + 1) : 0;
  int n = snprintf (buf, size, "%.*s%s", dir, file, LOADER_CORE_NAME);
  return n > 0 && (size_t) n < size;
}

/* The plugin's entry point: check the running GCC, described by
   VERSION, then open the core and return what its plugin_init returns
   for PLUGIN_INFO and VERSION.  Return non-zero, after an error, if GCC
   is not the one the plugin was built for or the core cannot run.  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  if (!loader_version_ok (plugin_info, version))
    return 1;

  char advice[256];
  char core[4096];
  if (!loader_core_path (core, sizeof core))
    {
      loader_error ("%s: the directory of %s is too long a file name",
		    plugin_info->base_name, plugin_info->full_name);
      return 1;
    }
  /* As GCC opens plugins: bind every symbol now, so that a core built
     for another GCC fails here and not in the middle of a pass.  */
  void *handle = dlopen (core, RTLD_NOW | RTLD_GLOBAL);
  if (!handle)
    {
      loader_advice (version, advice, sizeof advice);
      loader_error ("%s: %s cannot open its core: %s; %s, or install "
		    "looplicm.so and " LOADER_CORE_NAME " together",
		    plugin_info->base_name, plugin_info->full_name, dlerror (),
		    advice);
      return 1;
    }
  /* dlsym with a handle searches the core and what it needs, not what
     was loaded before it, such as the loader.  */
  plugin_init_func init = (plugin_init_func) dlsym (handle, "plugin_init");
  if (dlsym (handle, "looplicm_loader") || !init
      || !dlsym (handle, "plugin_is_GPL_compatible"))
    {
      loader_error ("%s: %s is not the looplicm core (a loader, or no "
		    "GPL-compatible plugin_init)", plugin_info->base_name,
		    core);
      dlclose (handle);
      return 1;
    }
  /* The core stays loaded even if it fails: it may have registered
     callbacks already.  */
  return init (plugin_info, version);
}
