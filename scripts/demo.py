#!/usr/bin/env python3
# Usage: scripts/demo.py [GCC-OPTIONS...]     (make demo)
#
# Show what the looplicm pass adds to GCC at plain -O2 (or GCC-OPTIONS),
# on each examples/*.c:
#   - the file's header comment, which says what the pass does to it and
#     why GCC alone does not;
#   - the GIMPLE diff of the pass (scripts/looplicm-diff.py), for the
#     functions it changed;
#   - what it is worth: the example built with `gcc OPTIONS` and with
#     `gcc OPTIONS -fplugin=looplicm.so`, both run under valgrind
#     --tool=callgrind, and the total instructions executed (the whole
#     program, start-up included):
#       accumulate.c: 10,112,345 -> 4,085,012 instructions (0.40x)
#     and a warning if the two programs print different output.
# Without valgrind it says so and still shows the diffs.  Ends with the
# counts of every example; exits 1 if an example failed to compile or run.
# $GCC is the compiler (gcc), $LOOPLICM_SO the plugin (./looplicm.so).
# Instruction counts are exact and repeatable, not times.

import glob
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GCC = os.environ.get("GCC", "gcc")
SO = os.path.abspath(os.environ.get("LOOPLICM_SO",
                                    os.path.join(ROOT, "looplicm.so")))


def header (path):
  """Return the leading comment of the file PATH, up to its closing */."""
  lines = []
  with open (path) as f:
    for line in f:
      lines.append (line.rstrip ("\n"))
      if "*/" in line:
        break
  return "\n".join (lines)


def show_diff (path, options):
  """Print the GIMPLE diff of the functions the pass changed in PATH.
  Return False if looplicm-diff failed."""
  env = dict (os.environ, LOOPLICM_SO=SO, GCC=GCC)
  r = subprocess.run ([os.path.join (ROOT, "scripts", "looplicm-diff.py"),
                       path] + options, env=env, stdout=subprocess.PIPE,
                      universal_newlines=True)
  # looplicm-diff prints only the functions the pass changed.
  if r.stdout.strip ():
    print (r.stdout.rstrip ("\n"))
  elif r.returncode == 0:
    print (";; looplicm changed nothing in %s at %s"
           % (os.path.basename (path), " ".join (options)))
  return r.returncode == 0


def instructions (exe, tmp):
  """Run EXE under callgrind; return (total instructions, its output),
  or None if it failed."""
  out = os.path.join (tmp, "callgrind.out")
  r = subprocess.run (["valgrind", "--tool=callgrind", "--callgrind-out-file="
                       + out, exe], stdout=subprocess.PIPE,
                      stderr=subprocess.PIPE, universal_newlines=True)
  if r.returncode != 0:
    sys.stderr.write (r.stderr)
    return None
  with open (out) as f:
    for line in f:
      if line.startswith ("summary:"):
        return int (line.split ()[1]), r.stdout
  return None


def measure (path, options, tmp):
  """Build PATH with and without the plugin and print the instructions
  each executes.  Return (plain, plugin) counts, or None on failure."""
  name = os.path.basename (path)
  counts = []
  outputs = []
  for tag, extra in (("plain", []), ("plugin", ["-fplugin=" + SO])):
    exe = os.path.join (tmp, tag)
    cmd = [GCC] + options + extra + ["-o", exe, path]
    if subprocess.run (cmd).returncode != 0:
      print ("demo: %s failed" % " ".join (cmd), file=sys.stderr)
      return None
    got = instructions (exe, tmp)
    if got is None:
      print ("demo: %s under callgrind failed" % exe, file=sys.stderr)
      return None
    counts.append (got[0])
    outputs.append (got[1])
  plain, plugin = counts
  print ("%s: %s -> %s instructions (%.2fx)"
         % (name, format (plain, ","), format (plugin, ","),
            plugin / plain))
  if outputs[0] != outputs[1]:
    print ("demo: %s prints different output with the plugin!" % name)
    return None
  return plain, plugin


def main ():
  options = sys.argv[1:] or ["-O2"]
  if not os.path.isfile (SO):
    sys.exit ("demo: plugin %s not found; run make" % SO)
  valgrind = shutil.which ("valgrind") is not None
  failed = False
  results = []
  for path in sorted (glob.glob (os.path.join (ROOT, "examples", "*.c"))):
    rel = os.path.relpath (path, ROOT)
    print ("======== %s ========" % rel)
    print (header (path))
    print ()
    print ("What looplicm adds to %s %s:" % (GCC, " ".join (options)))
    if not show_diff (path, options):
      print ("demo: %s failed" % rel, file=sys.stderr)
      failed = True
      continue
    print ()
    if valgrind:
      with tempfile.TemporaryDirectory (prefix="looplicm-demo.") as tmp:
        got = measure (path, options, tmp)
      if got is None:
        failed = True
      else:
        results.append ((os.path.basename (path),) + got)
      print ()
  if not valgrind:
    print ("demo: valgrind is not installed, so no instruction counts "
           "(apt-get install valgrind)")
  elif results:
    print ("======== instructions executed, %s %s without -> with the "
           "plugin ========" % (GCC, " ".join (options)))
    for name, plain, plugin in results:
      print ("%-16s %13s -> %13s  (%.2fx)"
             % (name, format (plain, ","), format (plugin, ","),
                plugin / plain))
  sys.exit (1 if failed else 0)


if __name__ == "__main__":
  main ()
