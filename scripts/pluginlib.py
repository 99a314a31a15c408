# looplicm: where the commands find the plugin, and how they copy it.
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.
#
# The plugin is two files in one directory: looplicm.so, the loader GCC
# opens (it checks that GCC is the one it was built for), and
# looplicm-core.so, the pass, which the loader opens from its own
# directory.  A command that runs GCC with the plugin passes the loader's
# path; one that snapshots the plugin copies both files (snapshot).
#
# The plugin for $GCC (find_plugin), first found of:
#   $LOOPLICM_SO
#   in a checkout, the build make makes for $GCC: ./looplicm.so for gcc,
#     build/gccN/looplicm.so for gcc-N, build/TRIPLE-gccN/ for a cross GCC
#     (scripts/gcc-config.sh build-dir)
#   GCC's plugin directory ($GCC -print-file-name=plugin), where make
#     install puts it
# Standard library only: make install puts this file in
# $(PREFIX)/lib/looplicm, beside $(PREFIX)/bin's commands.

import os
import shutil
import subprocess

# The loader's and the core's file names; GCC names a plugin after its
# file, so -fplugin-arg-looplicm-* need the loader's to stay.
LOADER = "looplicm.so"
CORE = "looplicm-core.so"


def checkout ():
  """Return the top directory of the checkout this file belongs to, or
  None when it is installed."""
  top = os.path.dirname (os.path.dirname (os.path.abspath (__file__)))
  if os.path.isfile (os.path.join (top, "scripts", "gcc-config.sh")):
    return top
  return None


def build_dir (gcc, top=None):
  """Return the directory of the checkout TOP (default: this one) where
  make builds the plugin for the compiler GCC, as scripts/gcc-config.sh
  build-dir names it (relative, "." for gcc), or None outside a
  checkout."""
  top = top or checkout ()
  config = os.path.join (top or "", "scripts", "gcc-config.sh")
  if not top or not os.path.isfile (config):
    return None
  r = subprocess.run ([config, "build-dir", gcc], stdout=subprocess.PIPE,
                      stderr=subprocess.DEVNULL, universal_newlines=True)
  if r.returncode != 0 or not r.stdout.strip ():
    return None
  return r.stdout.strip ()


def installed_plugin (gcc):
  """Return the path of the plugin in GCC's plugin directory (which may
  not exist), or None if GCC cannot be run."""
  try:
    r = subprocess.run ([gcc, "-print-file-name=plugin"],
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                        universal_newlines=True)
  except OSError:
    return None
  if r.returncode != 0 or not r.stdout.strip ():
    return None
  return os.path.join (r.stdout.strip (), LOADER)


def find_plugin (gcc=None, environ=None, top=None):
  """Return the absolute path of the plugin to load into GCC (default
  $GCC, else gcc): $LOOPLICM_SO, else the build for GCC of the checkout
  TOP (default: this one) if it exists, else the one in GCC's plugin
  directory.  ENVIRON is the environment (os.environ).  The file may not
  exist, and it is None if GCC cannot be run; the caller says so."""
  environ = os.environ if environ is None else environ
  gcc = gcc or environ.get ("GCC") or "gcc"
  if environ.get ("LOOPLICM_SO"):
    return os.path.abspath (environ["LOOPLICM_SO"])
  top = top or checkout ()
  sub = build_dir (gcc, top)
  if sub:
    so = os.path.normpath (os.path.join (top, sub, LOADER))
    if os.path.isfile (so):
      return so
  return installed_plugin (gcc)


def core_of (so):
  """Return the path of the core that the loader SO opens."""
  return os.path.join (os.path.dirname (so), CORE)


def snapshot (so, directory):
  """Copy the plugin SO into DIRECTORY as looplicm.so, with the core
  beside it when there is one (a plugin built in one file has none).
  Return the path of the copy."""
  copy = os.path.join (directory, LOADER)
  if os.path.isfile (core_of (so)):
    shutil.copyfile (core_of (so), core_of (copy))
  shutil.copyfile (so, copy)
  return copy
