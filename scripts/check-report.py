#!/usr/bin/env python3
# Usage: scripts/check-report.py [--large] [--screenshot PNG]
#        (make check-report [CHECK_REPORT_ARGS=--large])
#
# Test scripts/looplicm-report.py end to end, in build/check-report/: write
# the report of a source, render its index.html in headless Chromium
# (--dump-dom) and check what the rendered page shows.
#   testsuite/report/report-1.c (a versioned loop, a missed move with what
#     to do about it, a sunk value): the text of its first optimized and
#     first missed remark (taken from the report's remarks.json, so that
#     rewording the plugin's remarks does not break the test), after.svg
#     with the loop's two copies, and an index with each of the file's
#     functions and loops (its "for" lines), each linked to its line;
#   testsuite/report/report-inline-copies-1.c (a function inlined three
#     times): each remark GCC repeats for the copies shown once, with
#     "3 inlined copies";
#   testsuite/report/report-profile-hot-1.c, built with -fprofile-generate
#     and run, then reported with -fprofile-use: the index's first
#     function and loop are the hottest, with its count; with
#     -fplugin-arg-looplicm-remarks-hotness=5000 only the hottest is left;
#   --large: a generated file of about 4,000 lines (many functions, each
#     with a loop, and inlined ones): the report is written and its index
#     lists every function with remarks; prints how long it took (GCC,
#     dot and the script apart) but asserts no time.
# Prints PASS:/FAIL: lines and "N passed, N failed"; without Chromium
# (or graphviz, for the graphs) it prints UNSUPPORTED: and what to install.
# --screenshot PNG also saves the first 1200x900 pixels of report-1.c's
# page (as docs/report.png).  $CHROMIUM names the browser (chromium),
# $GCC the compiler (gcc).

import html
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname (os.path.dirname (os.path.abspath (__file__)))
OUT = os.path.join (ROOT, "build", "check-report")
SOURCES = os.path.join (ROOT, "testsuite", "report")
REPORT = os.path.join (ROOT, "scripts", "looplicm-report.py")
GCC = os.environ.get ("GCC", "gcc")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu",
                  "--disable-quic", "--no-first-run",
                  "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
# The lines the --large file reaches at least.
LARGE_LINES = 4000
results = {"PASS": 0, "FAIL": 0, "UNSUPPORTED": 0}


def report (status, what):
  """Print STATUS: WHAT and count it."""
  print ("%s: looplicm-report %s" % (status, what))
  results[status] += 1


def check (ok, what):
  """Report WHAT as passed if OK, else as failed.  Return OK."""
  report ("PASS" if ok else "FAIL", what)
  return ok


def chromium (browser, args):
  """Run BROWSER headless with ARGS and a fresh profile; return its
  stdout."""
  with tempfile.TemporaryDirectory (prefix="looplicm-chromium.") as prof:
    r = subprocess.run ([browser] + CHROMIUM_FLAGS + ["--user-data-dir="
                                                      + prof] + args,
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                        universal_newlines=True, timeout=300)
  return r.stdout


def text_of (items):
  """Return the message ITEMS of a record as the page's text shows them."""
  return normal ("".join (i if isinstance (i, str) else (
    i.get ("expr") or i.get ("stmt") or i.get ("symtab_node") or "").strip ()
                          for i in items))


def normal (text):
  """Return TEXT with runs of white space made one space."""
  return " ".join (text.split ())


def page_text (dom):
  """Return the text of the rendered page DOM, white space made one."""
  return normal (html.unescape (re.sub (r"<[^>]*>", "", dom)))


class IndexRows (html.parser.HTMLParser):
  """The rows of the page's index (the table with id "index"): m_rows
  holds (class, link target, text of the first cell) for each."""

  def __init__ (self):
    super ().__init__ ()
    # How deep inside the index table the parser is; 0 outside it.
    self.m_depth = 0
    # The rows read so far.
    self.m_rows = []
    # The row being read: [class, href, text], or None.
    self.m_row = None
    # The number of the cell being read in that row.
    self.m_cell = 0

  def handle_starttag (self, tag, attrs):
    """Enter TAG with ATTRS: the index, one of its rows, cells, links."""
    attrs = dict (attrs)
    if tag == "table" and attrs.get ("id") == "index":
      self.m_depth = 1
    elif self.m_depth:
      if tag == "table":
        self.m_depth += 1
      elif tag == "tr" and attrs.get ("class") in ("fn", "loop"):
        self.m_row = [attrs["class"], None, ""]
        self.m_cell = 0
      elif tag == "td" and self.m_row:
        self.m_cell += 1
      elif tag == "a" and self.m_row and self.m_cell == 1:
        self.m_row[1] = self.m_row[1] or attrs.get ("href")

  def handle_endtag (self, tag):
    """Leave TAG; a row ends with its </tr>."""
    if not self.m_depth:
      return
    if tag == "table":
      self.m_depth -= 1
    elif tag == "tr" and self.m_row:
      self.m_row[2] = normal (self.m_row[2])
      self.m_rows.append (tuple (self.m_row))
      self.m_row = None

  def handle_data (self, data):
    """Keep the text of a row's first cell."""
    if self.m_row and self.m_cell == 1:
      self.m_row[2] += data


def index_rows (dom):
  """Return the index rows of the rendered page DOM (IndexRows)."""
  parser = IndexRows ()
  parser.feed (dom)
  return parser.m_rows


def write_report (src, name, options=(), cwd=None, timing=False):
  """Write the report of SRC into OUT/NAME with the GCC OPTIONS, running
  in CWD.  Return (the index page or None, records of remarks.json, the
  --time line if TIMING)."""
  out = os.path.join (OUT, name)
  shutil.rmtree (out, ignore_errors=True)
  r = subprocess.run ([REPORT, src, "-o", out]
                      + (["--time"] if timing else []) + list (options),
                      cwd=cwd, stdout=subprocess.DEVNULL,
                      stderr=subprocess.PIPE, universal_newlines=True)
  page = os.path.join (out, "index.html")
  if not check (r.returncode == 0 and os.path.isfile (page),
                "writes %s" % page):
    sys.stderr.write (r.stderr)
    return None, [], ""
  with open (os.path.join (out, "remarks.json")) as f:
    records = json.load (f)
  times = [l for l in r.stderr.splitlines () if "the script itself" in l]
  return page, records, times[-1] if times else ""


def render (browser, page):
  """Return the DOM of PAGE rendered by BROWSER."""
  return chromium (browser, ["--dump-dom", "file://" + page])


def source_functions (src):
  """Return the functions defined in the C file SRC, in order, each as
  (name, the lines of its "for" loops).  The house style puts a
  definition's name at the start of the line after its return type."""
  with open (src) as f:
    lines = f.read ().splitlines ()
  out = []
  for no, line in enumerate (lines, 1):
    m = re.match (r"([A-Za-z_]\w*) \(", line)
    if m and no < len (lines) and lines[no] == "{":
      out.append ((m.group (1), []))
    elif out and re.match (r"\s+for \(", line):
      out[-1][1].append (no)
  return out


def check_remarks (browser, screenshot):
  """Check the page of report-1.c: remarks, graphs and index."""
  src = os.path.join (SOURCES, "report-1.c")
  page, records, _ = write_report (src, "report-1")
  if not page:
    return
  out = os.path.dirname (page)
  ok = [x for x in records if x["kind"] == "success"]
  missed = [x for x in records if x["kind"] == "failure"]
  if not shutil.which ("dot"):
    report ("UNSUPPORTED", "graphs: graphviz's dot is not installed "
            "(apt-get install graphviz)")
  else:
    after = os.path.join (out, "after.svg")
    svg = open (after).read () if os.path.isfile (after) else ""
    check ("loop 1" in svg and "loop 2" in svg,
           "after.svg shows the versioned loop's two copies")
  if not browser:
    return
  dom = render (browser, page)
  text = page_text (dom)
  for what, recs in (("optimized", ok), ("missed", missed)):
    if not recs:
      report ("FAIL", "%s remark in remarks.json" % what)
      continue
    want = text_of (recs[0]["message"])
    check (want and want in text,
           "rendered page shows the %s remark \"%s\"" % (what, want))
  rows = index_rows (dom)
  functions = [(t, h) for c, h, t in rows if c == "fn"]
  loops = [(t, h) for c, h, t in rows if c == "loop"]
  want = source_functions (src)
  check (rows and [t for t, _ in functions] == [f for f, _ in want],
         "index lists the functions %s in source order (it has %s)"
         % (", ".join (f for f, _ in want),
            ", ".join (t for t, _ in functions) or "none"))
  lines = [l for _, ls in want for l in ls]
  check ([(t, h) for t, h in loops]
         == [("loop at line %d" % l, "#L%d" % l) for l in lines],
         "index lists the loops at lines %s, each linked to its line"
         % ", ".join (map (str, lines)))
  if screenshot:
    chromium (browser, ["--screenshot=" + screenshot,
                        "--window-size=1200,900", "file://" + page])
    check (os.path.isfile (screenshot), "screenshot %s" % screenshot)


def check_inlined (browser):
  """Check that the remarks of an inlined function's copies show once."""
  src = os.path.join (SOURCES, "report-inline-copies-1.c")
  page, records, _ = write_report (src, "inline-copies")
  if not page or not browser:
    return
  copies = {}
  for r in records:
    loc = r.get ("location", {})
    key = (loc.get ("line"), text_of (r["message"]))
    copies[key] = copies.get (key, 0) + 1
  repeated = [k for k, n in copies.items () if n == 3]
  if not check (repeated, "remarks.json has remarks GCC made for each of "
                "3 inlined copies"):
    return
  text = page_text (render (browser, page))
  for line, want in repeated:
    check (text.count (want) == 1
           and re.search (re.escape (want) + r".{0,40}3 inlined copies",
                          text),
           "line %d's remark shown once, with \"3 inlined copies\": \"%s\""
           % (line, want))


def check_profile (browser):
  """Check that with -fprofile-use the index starts with the hottest
  loop: build report-profile-hot-1.c with -fprofile-generate and run it,
  then write its report with -fprofile-use in the same directory."""
  name = "report-profile-hot-1.c"
  work = os.path.join (OUT, "profile")
  shutil.rmtree (work, ignore_errors=True)
  os.makedirs (work)
  shutil.copy (os.path.join (SOURCES, name), work)
  built = subprocess.run ([GCC, "-O2", "-fprofile-generate", name, "-o",
                           "prog"], cwd=work).returncode == 0
  if not check (built and subprocess.run ([os.path.join (work, "prog")],
                                          cwd=work).returncode == 0,
                "profile of %s: built with -fprofile-generate and run"
                % name):
    return
  page, records, _ = write_report (name, "profile-report",
                                   ["-O2", "-fprofile-use"], cwd=work)
  if not page or not browser:
    return
  hot = dict (source_functions (os.path.join (work, name)))["lower_many"]
  rows = index_rows (render (browser, page))
  functions = [t for c, _, t in rows if c == "fn"]
  loops = [(t, h) for c, h, t in rows if c == "loop"]
  precise = [r for r in records
             if r.get ("count", {}).get ("quality") == "precise"]
  check (precise, "remarks.json has counts read from the profile")
  check (functions[:1] == ["lower_many"] and functions[-1:] == ["lower_few"],
         "index with -fprofile-use puts lower_many (hottest) first and "
         "lower_few (coldest) last (it has %s)" % ", ".join (functions))
  check (loops[:1] == [("loop at line %d" % hot[0], "#L%d" % hot[0])],
         "index with -fprofile-use puts the loop at line %d (hottest) "
         "first" % hot[0])
  page, _, _ = write_report (name, "profile-hotness",
                             ["-O2", "-fprofile-use",
                              "-fplugin-arg-looplicm-remarks-hotness=5000"],
                             cwd=work)
  if page:
    rows = index_rows (render (browser, page))
    functions = [t for c, _, t in rows if c == "fn"]
    check (functions == ["lower_many"], "index with remarks-hotness=5000 "
           "keeps lower_many alone (it has %s)" % ", ".join (functions))


def large_source (path):
  """Write a C file of about LARGE_LINES lines to PATH: groups of a
  static inline function with a loop, inlined twice, and a function with
  a loop whose strlen cannot move.  Return the names of the functions
  that get remarks and the number of lines.  Each group differs by a
  constant, so that GCC does not fold identical functions into one."""
  out = ["/* Generated by scripts/check-report.py --large.  */", "",
         "#include <string.h>", ""]
  names = []
  i = 0
  while len (out) < LARGE_LINES:
    out += ["static inline void",
            "scale_row_%d (int *row, const int *w, int n, int k)" % i,
            "{",
            "  for (int i = 0; i < n; i++)",
            "    row[i] = w[i] + row[k] * %d;" % (i + 2),
            "}",
            "",
            "void",
            "lower_%d (char *d, const char *s)" % i,
            "{",
            "  for (int i = 0; i < strlen (s); i++)",
            "    d[i] = s[i] + %d;" % (i + 1),
            "}",
            "",
            "void",
            "use_%d (int *a, int *b, const int *v, int n, int k)" % i,
            "{",
            "  scale_row_%d (a, v, n, k);" % i,
            "  scale_row_%d (b, v, n, k + 1);" % i,
            "}",
            ""]
    names += ["scale_row_%d" % i, "lower_%d" % i]
    i += 1
  with open (path, "w") as f:
    f.write ("\n".join (out) + "\n")
  return names, len (out)


def check_large (browser):
  """Check the report of a generated file of about LARGE_LINES lines."""
  os.makedirs (OUT, exist_ok=True)
  src = os.path.join (OUT, "large.c")
  names, lines = large_source (src)
  page, records, times = write_report (src, "large", timing=True)
  if times:
    print ("looplicm-report of %d lines, %d remarks: %s"
           % (lines, len (records), times.split (": ", 1)[1]))
  if not page or not browser:
    return
  functions = set (t for c, _, t in index_rows (render (browser, page))
                   if c == "fn")
  lost = [n for n in names if n not in functions]
  check (not lost, "index of %d lines lists all %d functions with remarks%s"
         % (lines, len (names),
            " (not %s)" % ", ".join (lost[:5]) if lost else ""))


def main ():
  screenshot = None
  large = False
  args = sys.argv[1:]
  while args:
    if args[0] == "--screenshot" and len (args) > 1:
      screenshot = os.path.abspath (args[1])
      args = args[2:]
    elif args[0] == "--large":
      large = True
      args = args[1:]
    else:
      sys.exit ("usage: %s [--large] [--screenshot PNG]" % sys.argv[0])
  browser = os.environ.get ("CHROMIUM", "chromium")
  if not shutil.which (browser):
    report ("UNSUPPORTED", "page rendering: %s is not installed "
            "(apt-get install chromium)" % browser)
    browser = None
  check_remarks (browser, screenshot)
  check_inlined (browser)
  check_profile (browser)
  if large:
    check_large (browser)
  print ("%d passed, %d failed" % (results["PASS"], results["FAIL"]))
  sys.exit (1 if results["FAIL"] else 0)


if __name__ == "__main__":
  main ()
