#!/usr/bin/env python3
# Usage: looplicm-report FILE.c [-o DIR] [--function F] [--time]
#                        [GCC-OPTIONS...]
#        (make report FILE=x.c [REPORT_DIR=DIR] [FUNCTION=f]
#                     [OPTIONS="-O2 ..."])
#
# Write an HTML report of what the looplicm pass did to FILE.c, in DIR
# (default FILE-report/, e.g. x-report/ for x.c):
#   index.html      an index of the functions and loops with remarks, with
#                   their numbers of optimized and missed remarks (hottest
#                   first when the compilation reads a profile, else in
#                   source order); the source, each line with what the
#                   pass moved there (green: its optimized remarks) and
#                   what it did not move and why (orange: its missed
#                   remarks), the copies of one remark that GCC makes for
#                   each inlined copy of the code shown once; then the CFG
#                   of one function before and after the pass;
#   before.svg      that function's CFG just before the pass (the graph
#   after.svg       dump of the pass before it) and right after it;
#   remarks.json    the plugin's records from the optimization record, as
#                   a JSON list (for scripts).
# One compilation, with -g, GCC-OPTIONS (default -O2), the plugin (the
# -fplugin-arg-looplicm-* among GCC-OPTIONS after it), the pass's graph
# dump (-fplugin-arg-looplicm-dump=graph), the graph dump of the pass
# that runs just before it (found with -fdump-passes: lim2 at -O2,
# laddress under -fno-tree-loop-im) and -fsave-optimization-record, whose
# x.c.opt-record.json.gz holds the remarks and their profile counts.
# With -fprofile-use it reads the .gcda file a build left (use_profile).
# The remarks shown are the plugin's: those the plugin's source files
# emitted (impl_location), not what GCC's own code records while the pass
# calls it.  The function drawn is F (--function), else the first with a
# versioned loop, else the one with the most optimized remarks.  Without
# graphviz's dot the page has no graphs and says so.  Prints the path of
# index.html; --time also prints to stderr how long GCC, dot and the
# script itself took.  $GCC is the compiler (gcc); the plugin is
# $LOOPLICM_SO, else the checkout's build for $GCC, else the one in GCC's
# plugin directory, where make install puts it (scripts/pluginlib.py).

import glob
import gzip
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

GCC = os.environ.get("GCC", "gcc")
# The source files of the plugin that write its remarks (impl_location
# in the record).
PLUGIN_FILES = r"(?:licm-[a-z-]+|loop-canon(?:-undo)?|looplicm|version/[a-z-]+)\.cc"
PLUGIN_SOURCE = re.compile (r"(^|/)%s$" % PLUGIN_FILES)
# The text that begins each record of the optimization record.
RECORD_START = '{"kind": "'
# Suffixes of the sources for which a one-line C declaration compiles.
STUB_SUFFIXES = (".c", ".i", ".cc", ".cp", ".cxx", ".cpp", ".c++", ".C", ".ii")
# Record kinds: CSS class and what the page calls them.
KINDS = {"success": ("ok", "optimized"), "failure": ("missed", "missed"),
         "note": ("note", "note")}
# Count qualities read from a profile (-fprofile-use, -fauto-profile), not
# guessed by GCC: the names of profile-count.h's profile_quality.
PROFILE_QUALITIES = ("precise", "adjusted", "afdo")
# The loop a remark is about, as licm-remark.cc names it: "the loop at
# line N" or "the loop exiting at FILE:N", then " in F" where the loop
# lies in another function F than the remark's statement.
LOOP_NAME = re.compile (r"\bthe loop (?:exiting )?at (?:line (\d+)|"
                        r"([^\s:]+):(\d+))"
                        r"(?: in ([\w~<>]+(?:::[\w~<>]+)*))?")
# Seconds spent in the commands the script runs, by command (--time).
spent = {"GCC": 0.0, "dot": 0.0}

PAGE_STYLE = """
body { font-family: sans-serif; margin: 1em; color: #222; }
h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.5em; }
table.src { border-collapse: collapse; width: 100%; }
table.src td { vertical-align: top; padding: 0 0.5em; }
td.no { color: #888; text-align: right; font-family: monospace; }
td.code { font-family: monospace; white-space: pre; }
td.rem { font-size: 0.9em; }
div.ok { background: #dff5df; border-left: 4px solid #2a2; margin: 1px 0;
         padding: 0 0.3em; }
div.missed { background: #fdebd3; border-left: 4px solid #e80;
             margin: 1px 0; padding: 0 0.3em; }
div.note { background: #eee; border-left: 4px solid #999; margin: 1px 0;
           padding: 0 0.3em; }
tr.hit td.code { background: #f6f6ff; }
span.meta { color: #666; font-size: 0.9em; }
table.index { border-collapse: collapse; margin-bottom: 1em; }
table.index th { text-align: left; font-weight: normal; color: #666;
                 border-bottom: 1px solid #ccc; padding: 0 0.8em 0 0; }
table.index td { padding: 0 0.8em 0 0; }
table.index td.n { text-align: right; font-family: monospace; }
table.index tr.fn td { padding-top: 0.3em; font-weight: bold; }
table.index tr.fn td.n { font-weight: normal; }
table.index tr.loop td:first-child,
table.index tr.rest td:first-child { padding-left: 1.5em; }
td.n.ok { color: #170; } td.n.missed { color: #b50; }
td.n.zero { color: #bbb; }
code { background: rgba(0,0,0,0.05); }
.cfg { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
.cfg figure { margin: 0; border: 1px solid #ccc; padding: 0.5em;
              flex: 1 1 45%; }
.cfg img { max-width: 100%; }
"""


def plugin_path ():
  """Return the plugin to load (scripts/pluginlib.py): $LOOPLICM_SO, the
  checkout's build for $GCC, or the one in GCC's plugin directory."""
  # pluginlib.py is beside this file, in ../lib/looplicm once installed.
  here = os.path.dirname (os.path.abspath (__file__))
  sys.path[:0] = [here, os.path.join (here, os.pardir, "lib", "looplicm")]
  import pluginlib
  return pluginlib.find_plugin (GCC) or "for %s" % GCC


def run (what, cmd, **kwargs):
  """Run CMD (a list) as subprocess.run does with KWARGS, adding its
  time to spent[WHAT].  Return its CompletedProcess."""
  start = time.monotonic ()
  r = subprocess.run (cmd, **kwargs)
  spent[what] += time.monotonic () - start
  return r


def pass_before (cmd, src, tmp):
  """Return the dump name of the pass that runs just before looplicm
  under the compilation CMD (a list) of SRC, e.g. "tree-lim2", or None.
  -fdump-passes lists the passes as they are for a function made up for
  it, whatever the source, and still compiles the file: a C-family SRC
  is replaced by a one-line file in TMP."""
  stub = os.path.join (tmp, "passes" + os.path.splitext (src)[1])
  if os.path.splitext (src)[1] in STUB_SUFFIXES:
    with open (stub, "w") as f:
      f.write ("int looplicm_report_passes;\n")
    found = passes_before ([stub if a == src else a for a in cmd])
    if found:
      return found
  return passes_before (cmd)


def passes_before (cmd):
  """Return the dump name of the pass that runs just before looplicm in
  the output of CMD (a list) with -fdump-passes, or None."""
  r = run ("GCC", cmd + ["-fdump-passes"], stdout=subprocess.PIPE,
           stderr=subprocess.STDOUT, universal_newlines=True)
  last = None
  for line in r.stdout.splitlines ():
    m = re.match (r"\s*(\S+)\s+:\s+(ON|OFF)$", line)
    if not m:
      continue
    if m.group (1) == "tree-looplicm":
      return last
    if m.group (2) == "ON":
      last = m.group (1)
  return None


def function_graph (dot, fn):
  """Return the graph of function FN in the GCC graph dump DOT (a path) as
  a digraph of its own, or None.  GCC writes each function as a top-level
  'subgraph "cluster_FN" {' that ends with a line '}'."""
  if not dot or not os.path.isfile (dot):
    return None
  out = None
  with open (dot) as f:
    for line in f:
      if out is None:
        if line.rstrip ("\n") == 'subgraph "cluster_%s" {' % fn:
          out = ['digraph "%s" {\n' % fn, "overlap=false;\n", line]
      else:
        out.append (line)
        if line.rstrip ("\n") == "}":
          out.append ("}\n")
          return "".join (out)
  return None


def render (graph, svg):
  """Write GRAPH (dot text) as SVG to the file SVG.  Return True on
  success."""
  r = run ("dot", ["dot", "-Tsvg", "-o", svg], input=graph,
           universal_newlines=True)
  return r.returncode == 0


def walk (records):
  """Yield every record of the list RECORDS, the children of scopes
  included."""
  for r in records:
    if not isinstance (r, dict):
      continue
    yield r
    yield from walk (r.get ("children", []))


def plugin_record_p (r):
  """Return true if the record R is one of the plugin's remarks."""
  return (r.get ("kind") in KINDS and PLUGIN_SOURCE.search (
    r.get ("impl_location", {}).get ("file", "")) is not None)


def plugin_records (record_file):
  """Return the plugin's records in the gzip JSON RECORD_FILE.

  GCC records every remark of every pass, and the vectorizer's notes make
  the plugin's records a small part of the file: parsing it whole would
  take most of the script's time.  Instead, find the places that name a
  source file of the plugin and parse only the records there: each
  record is an object whose first key is "kind", and since quotes inside
  JSON strings are escaped, the text RECORD_START begins records only.
  A scope is parsed with its children, so a match inside one already
  parsed is skipped.  Should the file not look like that, it is parsed
  whole."""
  with open (record_file, "rb") as f:
    text = gzip.decompress (f.read ()).decode ()
  decoder = json.JSONDecoder ()
  place = re.compile (r'"file": "(?:[^"]*/)?%s"' % PLUGIN_FILES)
  out = []
  end = 0
  for m in place.finditer (text):
    if m.start () < end:
      continue
    start = text.rfind (RECORD_START, end, m.start ())
    if start < 0:
      continue
    try:
      r, end = decoder.raw_decode (text, start)
    except ValueError:
      end = 0
    if end <= m.start ():
      # [header, pass tree, records]: the records are the third.
      return [r for r in walk (json.loads (text)[2]) if plugin_record_p (r)]
    out.extend (x for x in walk ([r]) if plugin_record_p (x))
  return out


def message_html (items):
  """Return the message items of a record as HTML: text, and <code> for
  expressions, statements and symbols."""
  parts = []
  for item in items:
    if isinstance (item, str):
      parts.append (html.escape (item))
    else:
      text = item.get ("expr") or item.get ("stmt") or item.get (
        "symtab_node") or ""
      parts.append ("<code>%s</code>" % html.escape (text.strip ()))
  return "".join (parts).strip ()


def message_text (items):
  """Return the message items of a record as plain text."""
  return "".join (i if isinstance (i, str) else (
    i.get ("expr") or i.get ("stmt") or i.get ("symtab_node") or "").strip ()
                  for i in items).strip ()


def pick_function (records):
  """Return the function to draw: the first with a versioned loop (a
  record of plugin/version/), else the one with most optimized remarks."""
  for r in records:
    if (r["kind"] == "success" and r.get ("function")
        and "version/" in r.get ("impl_location", {}).get ("file", "")):
      return r["function"]
  counts = {}
  for r in records:
    if r["kind"] == "success" and r.get ("function"):
      counts[r["function"]] = counts.get (r["function"], 0) + 1
  return max (counts, key=counts.get) if counts else None


def short_name (decl):
  """Return the function DECL of an inlining chain as remarks name it: a
  C++ signature ("void acc::add(const int*, int) const") loses its
  return type, parameters, qualifiers and template arguments ("[with
  T = int]"), leaving "acc::add"."""
  name = decl.partition (" [with ")[0]
  m = re.search (r"\)[\s\w&]*$", name)
  if not m:
    return decl
  depth = 0
  for i in range (m.start (), -1, -1):
    depth += {")": 1, "(": -1}.get (name[i], 0)
    if depth == 0:
      break
  name = name[:i]
  # The return type ends at the last space outside template brackets.
  depth = 0
  for j in range (len (name) - 1, -1, -1):
    depth += {">": 1, "<": -1}.get (name[j], 0)
    if depth == 0 and name[j] == " " and not name[:j].endswith ("operator"):
      return name[j + 1:]
  return name


def source_function (r):
  """Return the function whose source holds the statement of record R,
  named as remarks name it: the innermost of its inlining chain, else
  the function it was compiled in."""
  chain = r.get ("inlining_chain") or []
  return short_name (chain[0].get ("fndecl", "?") if chain
                     else r.get ("function", "?"))


def compiled_in (r):
  """Return the function the statement of record R was compiled in, with
  the arguments of a template instance."""
  chain = r.get ("inlining_chain") or []
  if not chain:
    return r.get ("function", "?")
  decl = chain[-1].get ("fndecl", "?")
  name = short_name (decl)
  _, bracket, args = decl.partition (" [with ")
  return name + (" [with " + args if bracket else "")


def profile_count (r):
  """Return how many times the statement of record R ran by the profile
  that was read, or None: 0 where the profile says its function never
  runs, None for a count GCC guessed."""
  count = r.get ("count") or {}
  quality = count.get ("quality", "")
  if quality in PROFILE_QUALITIES:
    return count.get ("value")
  if quality.startswith ("guessed_global0"):
    return 0
  return None


class Remark:
  """One remark of the page: the records GCC wrote for one source
  location and text, one for each copy of the code (inlined copies, or
  the same remark from two of the plugin's passes)."""

  def __init__ (self, r, in_source):
    # The records, in the order of the optimization record.
    self.m_records = [r]
    # The record kind, as a key of KINDS.
    self.m_kind = r["kind"]
    loc = r.get ("location") or {}
    # The location: file as GCC names it, line, and whether that file is
    # the page's source (IN_SOURCE).
    self.m_file = loc.get ("file", "?")
    self.m_line = loc.get ("line", 0)
    self.m_in_source = in_source
    # The message as plain text, and the function whose source it is in.
    self.m_text = message_text (r.get ("message", []))
    self.m_function = source_function (r)
    # The id of the page element it is shown in ("L12" for line 12).
    self.m_anchor = None
    m = LOOP_NAME.search (self.m_text)
    # The loop it is about, as (file's base name, line), or None; and the
    # function that loop lies in.
    self.m_loop = None
    self.m_loop_function = self.m_function
    if m:
      if m.group (1):
        self.m_loop = (os.path.basename (self.m_file), int (m.group (1)))
      else:
        self.m_loop = (m.group (2), int (m.group (3)))
      self.m_loop_function = m.group (4) or self.m_function

  def key (self):
    """Return what copies of one remark share."""
    r = self.m_records[0]
    return (self.m_kind, self.m_file, self.m_line,
            (r.get ("location") or {}).get ("column"), self.m_text)

  def count (self):
    """Return the runs of all its copies by the profile, or None."""
    counts = [c for c in map (profile_count, self.m_records)
              if c is not None]
    return sum (counts) if counts else None

  def copies (self):
    """Return "" for one copy, else what the copies are and where:
    "3 inlined copies, in f, g ×2"."""
    n = len (self.m_records)
    if n == 1:
      return ""
    callers = {}
    for r in self.m_records:
      f = compiled_in (r)
      callers[f] = callers.get (f, 0) + 1
    inlined = all (len (r.get ("inlining_chain") or []) > 1
                   for r in self.m_records)
    return "%d %s, in %s" % (
      n, "inlined copies" if inlined else "copies",
      ", ".join (f if k == 1 else "%s \u00d7%d" % (f, k)
                 for f, k in callers.items ()))

  def html (self, profiled):
    """Return its HTML; with the count where PROFILED."""
    css, what = KINDS[self.m_kind]
    meta = []
    count = self.count () if profiled else None
    if count is not None:
      meta.append ("count %d" % count)
    if self.copies ():
      meta.append (self.copies ())
    return ('<div class="%s"><b>%s</b> (%s): %s%s</div>'
            % (css, what, html.escape (self.m_function),
               message_html (self.m_records[0].get ("message", [])),
               ' <span class="meta">[%s]</span>' % html.escape (
                 "; ".join (meta)) if meta else ""))


def merge_remarks (records, src, lines):
  """Return the remarks of RECORDS, one for the copies of each: those at
  lines of SRC (of LINES lines) in line order, then the others."""
  merged = {}
  here = {}
  for r in records:
    name = (r.get ("location") or {}).get ("file", "")
    if name not in here:
      here[name] = os.path.realpath (name) == os.path.realpath (src)
    line = (r.get ("location") or {}).get ("line", 0)
    rem = Remark (r, here[name] and 1 <= line <= lines)
    if rem.key () in merged:
      merged[rem.key ()].m_records.append (r)
    else:
      merged[rem.key ()] = rem
  remarks = list (merged.values ())
  remarks.sort (key=lambda x: (not x.m_in_source,
                               x.m_line if x.m_in_source else 0))
  other = 0
  for rem in remarks:
    if rem.m_in_source:
      rem.m_anchor = "L%d" % rem.m_line
    else:
      other += 1
      rem.m_anchor = "R%d" % other
  return remarks


class Group:
  """A function or a loop of the index, and its remarks."""

  def __init__ (self, name, css):
    # What the index calls it, and the CSS class of its row: "fn",
    # "loop", or "rest" for a function's remarks about no one loop.
    self.m_name = name
    self.m_css = css
    # The page element it links to, and where that comes in source
    # order: its first remark, or the loop's own line.
    self.m_anchor = None
    self.m_position = None
    # Its remarks, and for a function its loops by (file, line).
    self.m_remarks = []
    self.m_loops = {}

  def place (self, anchor, position):
    """Link to ANCHOR if POSITION comes before where it links to now."""
    if self.m_position is None or position < self.m_position:
      self.m_anchor, self.m_position = anchor, position

  def number (self, kind):
    """Return how many of its remarks are of KIND."""
    return sum (1 for r in self.m_remarks if r.m_kind == kind)

  def count (self):
    """Return the highest profile count of its remarks, or None."""
    counts = [c for c in (r.count () for r in self.m_remarks)
              if c is not None]
    return max (counts) if counts else None


def index_groups (remarks, src):
  """Return the functions of the index (Group) with their loops, for the
  REMARKS of the page of SRC.  A remark belongs to the loop it names,
  and to the function that loop lies in."""
  base = os.path.basename (src)
  functions = {}
  for n, rem in enumerate (remarks):
    position = (0, rem.m_line) if rem.m_in_source else (1, n)
    fn = functions.get (rem.m_loop_function)
    if not fn:
      fn = functions[rem.m_loop_function] = Group (rem.m_loop_function,
                                                   "fn")
    loop = fn.m_loops.get (rem.m_loop)
    if not loop:
      if rem.m_loop is None:
        loop = Group ("not about one loop", "rest")
      else:
        loop = Group ("loop at %s" % ("line %d" % rem.m_loop[1]
                                      if rem.m_loop[0] == base
                                      else "%s:%d" % rem.m_loop), "loop")
        if rem.m_loop[0] == base:
          loop.place ("L%d" % rem.m_loop[1], (0, rem.m_loop[1]))
      fn.m_loops[rem.m_loop] = loop
    for group in (fn, loop):
      group.m_remarks.append (rem)
      group.place (rem.m_anchor, position)
  for fn in functions.values ():
    for loop in fn.m_loops.values ():
      fn.place (loop.m_anchor, loop.m_position)
  return list (functions.values ())


def ranked (groups, profiled):
  """Return GROUPS hottest first where PROFILED, else in source order;
  the remarks about no one loop last."""
  if profiled:
    return sorted (groups, key=lambda g: (g.m_css == "rest",
                                          -1 if g.count () is None
                                          else -g.count (), g.m_position))
  return sorted (groups, key=lambda g: (g.m_css == "rest", g.m_position))


def index_html (remarks, src, profiled):
  """Return the HTML of the index of REMARKS on the page of SRC: each
  function with remarks, then its loops (hottest first where PROFILED,
  else in source order), each with its numbers of optimized and missed
  remarks and a link to its line."""
  if not remarks:
    return "<p>No remarks from the looplicm passes.</p>"
  out = ['<h2 id="functions">Functions and loops</h2>']
  if profiled:
    out.append ("<p>Hottest first: <i>count</i> is how many times the "
                "hottest statement with a remark ran, by the profile "
                "read with <code>-fprofile-use</code>.</p>")
  else:
    out.append ("<p>In source order; compiled with "
                "<code>-fprofile-use</code>, the hottest come first.</p>")
  out.append ('<table class="index" id="index"><tr><th>function, loop</th>'
              '<th>optimized</th><th>missed</th>%s</tr>'
              % ("<th>count</th>" if profiled else ""))
  for fn in ranked (index_groups (remarks, src), profiled):
    for group in [fn] + ranked (fn.m_loops.values (), profiled):
      count = group.count () if profiled else None
      ok, missed = group.number ("success"), group.number ("failure")
      out.append ('<tr class="%s"><td><a href="#%s">%s</a></td>'
                  '<td class="n %s">%d</td><td class="n %s">%d</td>%s'
                  '</tr>' % (group.m_css, group.m_anchor,
                             html.escape (group.m_name),
                             "ok" if ok else "zero", ok,
                             "missed" if missed else "zero", missed,
                             '<td class="n">%s</td>'
                             % ("" if count is None else count)
                             if profiled else ""))
  out.append ("</table>")
  return "\n".join (out)


def write_page (path, src, options, records, fn, graphs, before_name):
  """Write the report page PATH for the source SRC."""
  with open (src, errors="replace") as f:
    lines = f.read ().splitlines ()
  remarks = merge_remarks (records, src, len (lines))
  profiled = any ((r.get ("count") or {}).get ("quality")
                  in PROFILE_QUALITIES for r in records)
  by_line = {}
  for rem in remarks:
    if rem.m_in_source:
      by_line.setdefault (rem.m_line, []).append (rem)
  elsewhere = [rem for rem in remarks if not rem.m_in_source]
  moved = sum (1 for r in remarks if r.m_kind == "success")
  missed = sum (1 for r in remarks if r.m_kind == "failure")
  out = ["<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">",
         "<title>looplicm report: %s</title>" % html.escape (
           os.path.basename (src)),
         "<style>%s</style></head><body>" % PAGE_STYLE,
         "<h1>looplicm report: %s</h1>" % html.escape (src),
         "<p><code>%s</code><br>%d optimized remarks (what moved), %d missed "
         "(not moved, with the reason) from the looplicm passes%s.</p>"
         % (html.escape (" ".join ([GCC] + options)), moved, missed,
            "" if len (records) == len (remarks) else
            "; GCC wrote %d, one for each copy of the code, shown once "
            "per line and text" % len (records)),
         index_html (remarks, src, profiled),
         '<h2>Source</h2>\n<table class="src">']
  for no, text in enumerate (lines, 1):
    rs = by_line.get (no, [])
    out.append ('<tr id="L%d"%s><td class="no">%d</td><td class="code">%s'
                '</td><td class="rem">%s</td></tr>'
                % (no, ' class="hit"' if rs else "", no, html.escape (text),
                   "".join (r.html (profiled) for r in rs)))
  out.append ("</table>")
  if elsewhere:
    out.append ("<h2>Remarks at other locations</h2>")
    for rem in elsewhere:
      out.append ('<p id="%s">%s:%s %s</p>'
                  % (rem.m_anchor, html.escape (rem.m_file), rem.m_line,
                     rem.html (profiled)))
  out.append ('<h2 id="cfg">Control-flow graph of %s</h2>'
              % html.escape (fn or "(no function)"))
  if graphs:
    out.append ('<div class="cfg">')
    for svg, caption in graphs:
      out.append ('<figure><figcaption>%s</figcaption><img src="%s" '
                  'alt="%s"></figure>' % (html.escape (caption), svg,
                                          html.escape (caption)))
    out.append ("</div>")
  elif not shutil.which ("dot"):
    out.append ("<p>No graphs: graphviz's dot is not installed "
                "(apt-get install graphviz).</p>")
  else:
    out.append ("<p>No graphs: the pass changed no function with "
                "loops, or the graph dumps lack it.</p>")
  out.append ("</body></html>\n")
  with open (path, "w") as f:
    f.write ("\n".join (out))


def profile_file (option, src):
  """Return the .gcda file that the -fprofile-use OPTION should read for
  SRC, or None.  GCC looks for it beside the report's dumps, in a
  directory of its own, so this finds the file where a build leaves it:
  beside the object (x.gcda), beside a program compiled and linked in
  one command (prog-x.gcda), or, under -fprofile-generate=DIR, in DIR
  with the object's path in its name (#path#to#x.gcda); in the current
  directory and in SRC's, or in PATH for -fprofile-use=PATH, which may
  also name the file."""
  stem = glob.escape (os.path.splitext (os.path.basename (src))[0])
  path = option.partition ("=")[2]
  if path and os.path.isfile (path):
    return path
  dirs = [path] if path else [".", os.path.dirname (src)]
  found = [f for d in dirs
           for pattern in ("%s.gcda", "*-%s.gcda", "*#%s.gcda")
           for f in glob.glob (os.path.join (glob.escape (d),
                                             pattern % stem))]
  return max (found, key=os.path.getmtime) if found else None


def use_profile (cmd, src, tmp):
  """Return the compilation CMD (a list) of SRC, whose dumps go to TMP,
  with its -fprofile-use reading the profile that profile_file finds,
  copied into TMP under the name GCC looks for there."""
  out = []
  for a in cmd:
    if a == "-fprofile-use" or a.startswith ("-fprofile-use="):
      gcda = profile_file (a, src)
      if gcda:
        shutil.copy (gcda, os.path.join (tmp, os.path.splitext (
          os.path.basename (src))[0] + ".gcda"))
        a = "-fprofile-use"
    out.append (a)
  return out


def parse_args (argv):
  """Return (FILE, out directory or None, function or None, whether to
  print times, GCC options) from the command line ARGV.  -o and
  --function take the next word; everything else but the file and
  --time is for GCC."""
  usage = ("usage: looplicm-report FILE.c [-o DIR] [--function F] [--time] "
           "[GCC-OPTIONS...]")
  src = out = fn = None
  timing = False
  options = []
  i = 0
  while i < len (argv):
    a = argv[i]
    if a in ("-o", "--function") and i + 1 < len (argv):
      if a == "-o":
        out = argv[i + 1]
      else:
        fn = argv[i + 1]
      i += 2
      continue
    if a in ("-h", "--help"):
      sys.exit (usage)
    if a == "--time":
      timing = True
    elif src is None and not a.startswith ("-"):
      src = a
    else:
      options.append (a)
    i += 1
  if src is None:
    sys.exit (usage)
  return src, out, fn, timing, options


def main ():
  start = time.monotonic ()
  file, out, function, timing, options = parse_args (sys.argv[1:])
  # -g names the variables of inlined code as its source does, so that
  # the remarks of its copies read alike; it changes no code.
  options = ["-g"] + (options or ["-O2"])
  # The plugin's arguments must come after -fplugin=, and GCC takes
  # options after the source file.
  plugin_args = [a for a in options if a.startswith ("-fplugin-arg-")]
  options = [a for a in options if a not in plugin_args]
  src = os.path.abspath (file)
  if not os.path.isfile (src):
    sys.exit ("looplicm-report: %s: no such file" % file)
  out = os.path.abspath (out or os.path.splitext (file)[0] + "-report")
  os.makedirs (out, exist_ok=True)
  so = plugin_path ()
  if not os.path.isfile (so):
    sys.exit ("looplicm-report: plugin %s not found; run make or set "
              "LOOPLICM_SO" % so)
  with tempfile.TemporaryDirectory (prefix="looplicm-report.") as tmp:
    cmd = [GCC] + options + ["-fplugin=" + so, "-c", "-o",
                             os.path.join (tmp, "out.o"), src]
    # The source is named as on the command line, in the current
    # directory, as a build names it: a profile's checksums include the
    # file name.  The dumps and the record go to TMP.
    cmd = [file if a == src else a
           for a in use_profile (cmd, src, tmp)] + plugin_args
    before = pass_before (cmd, file, tmp)
    full = cmd + ["-fplugin-arg-looplicm-dump=graph",
                  "-fsave-optimization-record", "-dumpdir",
                  os.path.join (tmp, ""), "-dumpbase", ""]
    if before:
      full.append ("-fdump-%s-graph" % before)
    if run ("GCC", full).returncode != 0:
      sys.exit ("looplicm-report: %s failed" % " ".join (full))
    base = os.path.join (tmp, os.path.basename (src))
    record = glob.glob (base + ".opt-record.json.gz")
    if not record:
      sys.exit ("looplicm-report: GCC wrote no optimization record")
    records = plugin_records (record[0])
    fn = function or pick_function (records)
    graphs = []
    if fn and shutil.which ("dot"):
      dots = [(glob.glob (base + ".[0-9][0-9][0-9]t.%s.dot"
                          % before[len ("tree-"):]) if before else [],
               "before.svg", "before looplicm (after %s)" % before),
              (glob.glob (base + ".[0-9][0-9][0-9]t.looplicm.dot"),
               "after.svg", "after looplicm")]
      for found, svg, caption in dots:
        graph = function_graph (found[0] if found else None, fn)
        if graph and render (graph, os.path.join (out, svg)):
          graphs.append ((svg, caption))
  with open (os.path.join (out, "remarks.json"), "w") as f:
    json.dump (records, f, indent=1)
  page = os.path.join (out, "index.html")
  write_page (page, src, options + plugin_args, records, fn, graphs,
              before)
  print (page)
  if timing:
    total = time.monotonic () - start
    print ("looplicm-report: %.2f s: GCC %.2f s, dot %.2f s, the script "
           "itself %.2f s" % (total, spent["GCC"], spent["dot"],
                              total - spent["GCC"] - spent["dot"]),
           file=sys.stderr)


if __name__ == "__main__":
  main ()
