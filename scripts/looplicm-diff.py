#!/usr/bin/env python3
# Usage: looplicm-diff [--raw] FILE.c [GCC-OPTIONS...]
#
# Show what the looplicm pass does to each function of FILE.c: compile it
# with the plugin and its dump on, and print, for every function the pass
# changed, a unified diff of its GIMPLE before and after the pass:
#
#   --- f (before looplicm)
#   +++ f (after looplicm)
#   @@ -20,7 +20,7 @@
#   ...
#
# Nothing else is printed: a function the pass left alone has no entry.
# GCC-OPTIONS default to -O2, as users run GCC: the diff is then what the
# plugin adds to GCC's own lim2, which runs just before it.  Pass
# -O2 -fno-tree-loop-im to see the plugin do lim2's work as well.
#
# The body after is normalised first, in the spirit of GCC's -fdump-noaddr
# and -fdump-unnumbered, so that what only changed its number does not
# show.  Both bodies come from one compilation, where a number names one
# thing: an SSA name or a block in both keeps its number.  What the pass
# made in place of what it removed takes the removed one's number: the
# Kth SSA name of a variable (x_N, x_N(D); _N for the unnamed ones) that
# only the body after has becomes the Kth that only the body before has,
# and so for basic blocks (<bb N>, goto <bb N>, a PHI argument's (N)),
# each in order of first appearance.  A value the pass recreated under a
# new version (a statement sunk into an exit, a name its SSA update
# replaced) then reads as before, and its uses show no change.  --raw
# prints the bodies as GCC dumped them.
#
# $GCC is the compiler (gcc), $LOOPLICM_SO the plugin (else the build of
# this checkout for $GCC, else the one in GCC's plugin directory, where
# make install puts it; scripts/pluginlib.py).  Exits non-zero if the
# compilation fails or writes no looplicm dump.
#
# The dump contract with the plugin: with -fplugin-arg-looplicm-dump=details
# each function's section, after GCC's ';; Function NAME (ASM, funcdef_no=...'
# header, holds the line ';; looplicm: body before', the function as
# dump_function_to_file prints it (up to its closing '}'), the pass's
# report, and last the function after the pass, which GCC prints itself.
# The body after is found as the last copy of the first line of the body
# before (the function's signature).

import difflib
import glob
import os
import re
import signal
import subprocess
import sys
import tempfile

# pluginlib.py is beside this file in the checkout, in ../lib/looplicm
# once installed.
HERE = os.path.dirname (os.path.abspath (__file__))
sys.path[:0] = [HERE, os.path.join (HERE, os.pardir, "lib", "looplicm")]
import pluginlib  # noqa: E402  (scripts/pluginlib.py)

USAGE = "usage: looplicm-diff [--raw] FILE.c [GCC-OPTIONS...]"
# The line the plugin writes before the body it starts from.
BODY_BEFORE = ";; looplicm: body before"

# An SSA name: a variable's name (empty for an unnamed one; a temporary's
# ends in ".N": g.1_7; the virtual operand is .MEM_5), "_", the version.
# Not a field (after "." or "->": s.f_2, p_1->f_2) nor a function called
# by its name ("foo_2 (x)"); an unnamed SSA name called through ("_5 (x)")
# is one.
SSA_NAME = re.compile (r"(?<![\w.$])(?<!->)(\.MEM|[A-Za-z_$][\w$]*?"
                       r"(?:\.\d+)?)?_(\d+)(?![\w.$])")
# A basic block: "<bb 3>" as a label or a goto's target.
BLOCK = re.compile (r"<bb (\d+)>")
# A PHI argument's incoming block: "i_14(6)", "0(2)".
PHI_ARG_BLOCK = re.compile (r"(?<=[^\s<,])\((\d+)\)")


def ssa_name_p (m):
  """Return true if M, a match of SSA_NAME, is an SSA name and not a
  function called by its name."""
  return not (m.group (1) and m.string.startswith (" (", m.end ()))


def phi_line_p (line):
  """Return true if LINE is a PHI node: '# x_1 = PHI <x_2(3), 0(2)>'."""
  return line.lstrip ().startswith ("# ") and "= PHI <" in line


def first_appearances (lines):
  """Return the SSA names of LINES as (VARIABLE, VERSION) pairs, and their
  block numbers, each list in order of first appearance (a block's: as
  a label or a goto's target)."""
  names = {}
  blocks = {}
  for line in lines:
    for m in SSA_NAME.finditer (line):
      if ssa_name_p (m):
        names.setdefault ((m.group (1) or "", m.group (2)), None)
    for m in BLOCK.finditer (line):
      blocks.setdefault (m.group (1), None)
  return list (names), list (blocks)


def pair_up (before, after, key):
  """Return a map from each of AFTER's items that BEFORE lacks to one of
  BEFORE's that AFTER lacks, with the same KEY (item), the Kth of AFTER's
  to the Kth of BEFORE's, in the lists' order."""
  gone = {}
  in_after = set (after)
  for item in before:
    if item not in in_after:
      gone.setdefault (key (item), []).append (item)
  in_before = set (before)
  mapping = {}
  for item in after:
    if item not in in_before and gone.get (key (item)):
      mapping[item] = gone[key (item)].pop (0)
  return mapping


def normalise (before, after):
  """Return the body AFTER (a function as GCC dumps it, a list of lines)
  with the numbers the pass changed given back: an SSA name of AFTER
  that BEFORE lacks takes the version of one of the same variable that
  BEFORE has and AFTER lacks, and so does a basic block, in order of
  first appearance.  Numbers BEFORE and AFTER share stay: in one
  compilation they name the same thing."""
  names_before, blocks_before = first_appearances (before)
  names_after, blocks_after = first_appearances (after)
  names = pair_up (names_before, names_after, lambda name: name[0])
  blocks = pair_up (blocks_before, blocks_after, lambda block: "")

  def ssa (m):
    name = (m.group (1) or "", m.group (2))
    if name not in names or not ssa_name_p (m):
      return m.group (0)
    return "%s_%s" % names[name]

  def block (m):
    return "<bb %s>" % blocks.get (m.group (1), m.group (1))

  def phi_block (m):
    return "(%s)" % blocks.get (m.group (1), m.group (1))

  out = []
  for line in after:
    if phi_line_p (line):
      head, _, args = line.partition ("= PHI <")
      line = head + "= PHI <" + PHI_ARG_BLOCK.sub (phi_block, args)
    line = BLOCK.sub (block, line)
    out.append (SSA_NAME.sub (ssa, line))
  return out


def declaration_key (line):
  """Sort key of a declaration line '  TYPE NAME;': NAME's variable, then
  its SSA version as a number."""
  name = line.rstrip (";").split ()[-1] if line.split () else ""
  m = re.fullmatch (r"(.*?)_(\d+)", name)
  return (m.group (1), int (m.group (2)), line) if m else (name, -1, line)


def sort_declarations (body):
  """Return BODY with its declarations (the lines after '{' up to the
  first empty line) in one order: GCC lists a function's temporaries in
  an order that a pass may change without changing any of them."""
  if "{" not in body:
    return body
  start = body.index ("{") + 1
  end = start
  while end < len (body) and body[end].endswith (";") \
        and body[end].startswith ("  "):
    end += 1
  return body[:start] + sorted (body[start:end], key=declaration_key) \
         + body[end:]


def function_name (header):
  """Return the function's name in GCC's dump header HEADER, ';; Function
  NAME (ASSEMBLER_NAME, funcdef_no=N, ...)'."""
  name = header[len (";; Function "):]
  m = re.search (r" \([^ ]*, funcdef_no=", name)
  return name[:m.start ()] if m else name


def body_at (lines, start):
  """Return the function body of LINES that starts at index START: up to
  and including its closing '}' line."""
  end = start
  while end < len (lines) and lines[end] != "}":
    end += 1
  return lines[start:end + 1]


def split_dump (text):
  """Return, for each function section of the looplicm dump TEXT, a
  tuple (NAME, BEFORE, AFTER): its bodies before and after the pass as
  lists of lines, BEFORE None when the pass did not dump it (it did
  not run there), AFTER None when no body follows the report."""
  sections = []
  for part in re.split (r"^(?=;; Function )", text, flags=re.M):
    lines = part.split ("\n")
    if not lines[0].startswith (";; Function "):
      continue
    name = function_name (lines[0])
    if BODY_BEFORE not in lines:
      sections.append ((name, None, None))
      continue
    start = lines.index (BODY_BEFORE) + 1
    while start < len (lines) and lines[start] == "":
      start += 1
    before = body_at (lines, start)
    first = before[0] if before else None
    copies = [i for i in range (start + len (before), len (lines))
              if lines[i] == first]
    after = body_at (lines, copies[-1]) if copies else None
    sections.append ((name, before, after))
  return sections


def function_diff (name, before, after, raw):
  """Return the lines of the unified diff of the function NAME from the
  body BEFORE to the body AFTER, normalised unless RAW; no lines if they
  agree."""
  if not raw:
    after = sort_declarations (normalise (before, after))
    before = sort_declarations (before)
  hunks = list (difflib.unified_diff (before, after, lineterm=""))[2:]
  if not hunks:
    return []
  return (["--- %s (before looplicm)" % name,
           "+++ %s (after looplicm)" % name] + hunks)


def compile_dump (gcc, so, src, options, tmp):
  """Compile SRC with GCC, the plugin SO and its details dump, and the
  OPTIONS, into the directory TMP.  Return the text of the looplicm
  dump, or exit with a message."""
  # The dump lands next to the output, named after the source: -dumpbase "".
  cmd = ([gcc, "-S", "-o", os.path.join (tmp, "out.s"), "-fplugin=" + so,
          "-fplugin-arg-looplicm-dump=details", "-dumpbase", ""]
         + options + [src])
  if subprocess.run (cmd).returncode != 0:
    sys.exit ("looplicm-diff: %s failed on %s" % (gcc, src))
  dumps = sorted (glob.glob (os.path.join (tmp,
                                           "*.[0-9][0-9][0-9]t.looplicm")))
  if not dumps:
    sys.exit ("looplicm-diff: no looplicm dump for %s (did the pass run?)"
              % src)
  with open (dumps[-1], errors="replace") as f:
    return f.read ()


def parse_args (argv):
  """Return (RAW, FILE, GCC-OPTIONS) from the command line ARGV, or exit
  with the usage."""
  raw = False
  args = list (argv)
  while args and args[0] in ("--raw", "-h", "--help"):
    if args[0] != "--raw":
      print (USAGE)
      sys.exit (0)
    raw = True
    args.pop (0)
  if not args or args[0].startswith ("-"):
    print (USAGE, file=sys.stderr)
    sys.exit (2)
  return raw, args[0], args[1:] or ["-O2"]


def main ():
  # Piped into head or a pager that quits: stop quietly, as diff does.
  signal.signal (signal.SIGPIPE, signal.SIG_DFL)
  raw, src, options = parse_args (sys.argv[1:])
  if not os.path.isfile (src):
    print ("looplicm-diff: %s: no such file" % src, file=sys.stderr)
    sys.exit (2)
  gcc = os.environ.get ("GCC") or "gcc"
  so = pluginlib.find_plugin (gcc) or "for %s" % gcc
  if not os.path.isfile (so):
    sys.exit ("looplicm-diff: plugin %s not found; run make (GCC=%s) or set "
              "LOOPLICM_SO" % (so, gcc))
  with tempfile.TemporaryDirectory (prefix="looplicm-diff.") as tmp:
    text = compile_dump (gcc, so, src, options, tmp)
  status = 0
  for name, before, after in split_dump (text):
    if before is None:
      continue
    if after is None:
      print ("looplicm-diff: %s: no function body after the looplicm report"
             % name, file=sys.stderr)
      status = 1
      continue
    for line in function_diff (name, before, after, raw):
      print (line)
  sys.exit (status)


if __name__ == "__main__":
  main ()
