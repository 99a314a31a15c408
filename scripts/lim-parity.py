#!/usr/bin/env python3
# Usage: scripts/lim-parity.py [--plugin SO] [--suites LIST] [-j N] [--explain]
#                              [--list] [TEST-GLOB...]
#
# Parity check against GCC's own lim: every test of $GCC's testsuite
# whose dg-final scans the "lim2" dump (scan-tree-dump, scan-tree-dump-times,
# scan-tree-dump-not ... "lim2") is compiled twice,
#
#   lim2    with the test's options, as GCC's testsuite would: the lim2
#           scans are evaluated against x.c.NNNt.lim2;
#   plugin  with the same options plus -fno-tree-loop-im
#           -fplugin=SO -fplugin-arg-looplicm-dump=FLAGS (FLAGS from the
#           test's -fdump-tree-lim2-FLAGS or -fdump-tree-lim-FLAGS, "dump"
#           alone when it has none): the same scans are evaluated against
#           the plugin's dump x.c.NNNt.looplicm in place of lim2's.
#
# One line per lim2 scan: test, scan, the lim2 result, the plugin result
# (pass/fail, with the match count for -times scans) and a marker:
#   SHORT   lim2 passes the scan and the plugin fails it
#   KNOWN   the same, but listed in KNOWN_DIFFERENCES below with a reason
#   BETTER  the plugin passes and lim2 fails
# A scan with an xfail selector (lim2 is expected to fail it here) is shown
# with "[xfail]"; its raw results are still compared.  A scan whose target
# selector does not pick x86_64 GNU/Linux is shown as "skipped".  A GIMPLE
# test that starts at lim (__GIMPLE (ssa, startwith ("lim"))) never reaches
# the plugin's pass, which runs after lim2: its plugin result is "n/a"
# ("gimple: starts at lim, not applicable"); for information the line also
# gives the result of a copy that says startwith ("looplicm") instead.
# Scans of other dumps (optimized, recip, ...) in the same tests are listed
# in a separate informational section with both compilations' results.
#
# The summary counts tests, scans, lim2 passes, plugin passes, SHORT, KNOWN
# and BETTER scans; the last line is "N passed, N failed", where failed is
# the number of SHORT scans and passed the number of the other evaluated
# lim2 scans (skipped and n/a scans are in neither).  Exit status: 1 when
# anything is SHORT, 2 on a setup or usage error, else 0.
#
#   --plugin SO      the plugin (default ./looplicm.so).  It is copied to
#                    build/lim-parity-work/looplicm.so first (GCC takes a
#                    plugin's name for -fplugin-arg-NAME-* from its file
#                    name up to the first "-", so a copy such as
#                    /tmp/parity-plugin.so could not take arguments; the
#                    copy also keeps the run stable while plugin/ is rebuilt)
#   --suites LIST    comma- or space-separated, default "gcc.dg":
#                      gcc.dg          gcc.dg/** and c-c++-common/** as C
#                                      (gcc.dg/dg.exp runs c-c++-common)
#                      g++.dg          g++.dg/** (and c-c++-common as C++)
#                      gfortran.dg     gfortran.dg/**
#                    or "all"
#   -j N             parallel compilations (default 2)
#   --explain        after each SHORT line, what lim2 moved or promoted and
#                    the plugin did not (from the two dumps), and the
#                    plugin's "Not moving/Not promoting/Not sinking" lines
#   --list           print the selected tests and their options and exit
#   TEST-GLOB        only tests whose name ("tree-ssa/ssa-lim-3.c", the
#                    suite prefix "gcc.dg/" optional) or file name matches
#
# Environment: GCC, GXX, GFORTRAN (compilers, default gcc g++ gfortran),
# GCC_SRC_TARBALL (default the gcc-N-source package's tarball for $GCC's
# release N, /usr/src/gcc-N/gcc-*.tar.xz).
#
# Files (build/ is not tracked):
# gccN below is the release of $GCC (gcc12):
#   build/lim-parity-src-gccN/
#                             the tests that scan lim (and the suites'
#                             headers), extracted once in a single pass
#                             over the tarball; without the tarball, the
#                             gcc.dg/tree-ssa tests scripts/torture.py
#                             extracted into build/torture-src-gccN/ are
#                             used
#   build/lim-parity-work/    the last run's compilations, kept for reading
#                             the dumps: TEST/lim2/ and TEST/plugin/ (each
#                             with cmd.txt and out.txt)
#
# Test options follow GCC 12's drivers: the test's dg-options (or the
# directory's default flags: "-ansi -pedantic-errors" in gcc.dg,
# "-pedantic-errors" in gfortran.dg, "-pedantic-errors -Wno-long-long" in
# g++.dg) and then dg-additional-options, compiled with -S (dg-do run and
# link tests too: only the dumps matter).  C++ tests run once, in the
# test's -std= or GCC's default dialect.  dg-do, dg-require-effective-target
# and dg-skip-if are evaluated for x86_64 GNU/Linux (scripts/dglib.py has
# the effective targets and the Tcl); a test this script cannot decide is
# skipped and counted with its reason.  Scan patterns are Tcl: a "quoted"
# word goes through Tcl's backslash substitution ("\\\[" is "\[", "\n" a
# newline), a {braced} word does not; the result is a Tcl ARE, translated
# to Python's re and matched against the whole dump with "." matching
# newlines, as Tcl's regexp does; -times counts with regexp -all.

import argparse
import concurrent.futures
import fnmatch
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys

import dglib  # (scripts/dglib.py)
import pluginlib  # (scripts/pluginlib.py)
from dglib import Unsupported

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
# Set by main for the release of $GCC ("gcc16"): where its tests go, and
# where scripts/torture.py put its own.
RELEASE = "gcc12"
SRC_DIR = os.path.join(BUILD, "lim-parity-src-" + RELEASE)
TORTURE_SRC = os.path.join(BUILD, "torture-src-" + RELEASE)
WORK_DIR = os.path.join(BUILD, "lim-parity-work")
TESTSUITE = dglib.TESTSUITE
COMPILE_TIMEOUT = 120

# Testsuite directories we extract from, and which suite runs them.
EXTRACT_ROOTS = [TESTSUITE + "/" + r
                 for r in ("gcc.dg", "c-c++-common", "g++.dg", "gfortran.dg")]
# A test file worth extracting: it scans a lim dump or starts at lim.
LIM_TEST_RE = re.compile(rb'dg-final.*"lim\d*"|dg-final.*\slim\d*\s*\}|'
                         rb'startwith\s*\(\s*"lim')

# suite -> [(directory under gcc/testsuite, language, default flags)]
ANSI = ["-ansi", "-pedantic-errors"]
SUITES = {
    "gcc.dg": [("gcc.dg", "c", ANSI), ("c-c++-common", "c", ANSI)],
    "g++.dg": [("g++.dg", "c++", ["-pedantic-errors", "-Wno-long-long"]),
               ("c-c++-common", "c++", ["-pedantic-errors",
                                        "-Wno-long-long"])],
    "gfortran.dg": [("gfortran.dg", "fortran", ["-pedantic-errors"])],
}
SOURCE_EXT = {"c": (".c",), "c++": (".C", ".cc", ".cpp", ".c"),
              "fortran": (".f", ".f90", ".f95", ".f03", ".f08", ".F",
                          ".F90")}

# Known, documented differences: (test name, scan pattern as the test
# writes it, after Tcl substitution) -> why the plugin's result differs
# from lim2's.  Such scans are reported as KNOWN instead of SHORT.
KNOWN_DIFFERENCES = {
    ("tree-ssa/pr39612.c", "Executing store motion"):
        "cost model: a location the loop only stores to, and only "
        "conditionally, is not promoted (plugin/licm-store.cc sm_loop; "
        "make bench: cond-store)",
}

# Directives that do not change the dumps or whether the test applies.
IGNORED_DIRECTIVES = {
    "dg-warning", "dg-error", "dg-message", "dg-bogus", "dg-note",
    "dg-prune-output", "dg-xfail-if", "dg-xfail-run-if", "dg-output",
    "dg-timeout-factor", "dg-timeout", "dg-excess-errors", "dg-line",
    "dg-require-alias", "dg-require-weak", "dg-require-visibility",
    "dg-require-profiling", "dg-require-stack-size", "dg-require-fork",
    "dg-require-ifunc",
}
GIMPLE_LIM_RE = re.compile(r'startwith\s*\(\s*"(lim\d*)"\s*\)')
LIM_DUMP_OPT_RE = re.compile(r"-fdump-tree-lim\d*(?:-([-\w]+))?(?:=.*)?$")


# ------------------------------------------------------------------ tests

class Scan(dglib.DumpScan):
  """One dg-final scan-tree-dump* of a test, at line LINE."""

  def __init__(self, test, line, words, target):
    super().__init__(words, target)
    self.test = test
    self.line = line
    # Why the plugin's result differs, if KNOWN_DIFFERENCES says.
    self.known = KNOWN_DIFFERENCES.get((test.name, self.pattern))


class Test:
  """One test file, its options and its scans."""

  def __init__(self, path, name, lang, default_flags):
    self.path = path
    self.name = name
    self.lang = lang
    self.default_flags = default_flags
    with open(path, errors="replace") as f:
      self.text = f.read()
    self.options = []
    self.skip = None
    self.scans = []         # lim2 scans
    self.other_scans = []   # scans of other tree dumps
    self.scan_errors = []   # (line, why) of scans we cannot evaluate
    self.gimple_lim = None  # the lim pass a GIMPLE body starts at
    self.target = None      # the dglib.Target as the test sees it

  def parse(self, target):
    """Read the test's directives for TARGET; set skip if it cannot run."""
    try:
      self._parse(target)
    except Unsupported as e:
      self.skip = str(e)

  def _parse(self, target):
    dg = dglib.DgTest(self.text, self.lang, target, strict=True)
    what, ours = dg.dg_do("compile")
    if not ours:
      raise Unsupported("dg-do %s for other targets" % what)
    self.target = dg.target
    dg.read(self.default_flags, IGNORED_DIRECTIVES,
            {"dg-final": self._parse_final})
    if what in ("preprocess",):
      raise Unsupported("dg-do %s" % what)
    self.options = dg.options
    message = dg.skip_message(self.options)
    if message is not None:
      raise Unsupported("dg-skip-if %s" % message)
    if "-fgimple" in self.options:
      m = GIMPLE_LIM_RE.search(self.text)
      if m:
        self.gimple_lim = m.group(1)

  def _parse_final(self, lineno, args):
    """Read the dg-final ARGS at LINENO: keep a scan of a tree dump."""
    if not args:
      return
    try:
      words = dglib.tcl_words(args[0], strict=True)
    except Unsupported as e:
      if re.search(r'"lim\d*"', args[0]):
        self.scan_errors.append((lineno, str(e)))
      return
    if not words or words[0] not in dglib.SCAN_COMMANDS:
      return
    try:
      scan = Scan(self, lineno, words, self.target)
    except Unsupported as e:
      if len(words) > 2 and "lim2" in words[2:]:
        self.scan_errors.append((lineno, str(e)))
      return
    (self.scans if scan.dump == "lim2" else self.other_scans).append(scan)


  def plugin_dump_flags(self):
    """Return the plugin's dump argument matching the test's lim dump."""
    flags = None
    for o in self.options:
      m = LIM_DUMP_OPT_RE.match(o)
      if m and re.match(r"-fdump-tree-lim2?\b", o):
        flags = m.group(1)
    return "dump=" + flags if flags else "dump"


# ------------------------------------------------------------- extraction

def extract(tarball):
  """Extract the tests that scan lim (and the headers) into SRC_DIR,
  unless already there; fall back on the gcc.dg/tree-ssa tests that
  scripts/torture.py extracted without the tarball.  Return the directory
  holding gcc/testsuite."""
  def keep(path, data):
    return path.endswith((".h", ".inc")) or LIM_TEST_RE.search(data)
  try:
    kept = dglib.extract(tarball, SRC_DIR, EXTRACT_ROOTS, keep,
                         tool="lim-parity", what="the tests that scan lim")
  except FileNotFoundError:
    if os.path.isdir(os.path.join(TORTURE_SRC, TESTSUITE, "gcc.dg",
                                  "tree-ssa")):
      print("lim-parity: %s not found; using the gcc.dg/tree-ssa tests of "
            "%s only" % (tarball, TORTURE_SRC), flush=True)
      return TORTURE_SRC
    raise SystemExit("lim-parity: %s not found (apt-get install %s-source,"
                     " or set GCC_SRC_TARBALL)"
                     % (tarball, RELEASE.replace("gcc", "gcc-")))
  if kept is not None:
    print("lim-parity: kept %d files" % kept, flush=True)
  return SRC_DIR


def find_tests(src, suites, globs):
  """Return the Test objects of SUITES under SRC whose source scans a lim
  dump or starts at lim, filtered by GLOBS."""
  tests = []
  for suite in suites:
    for rel, lang, flags in SUITES[suite]:
      top = os.path.join(src, TESTSUITE, rel)
      for dirpath, dirnames, filenames in os.walk(top):
        dirnames.sort()
        for fn in sorted(filenames):
          if not fn.endswith(SOURCE_EXT[lang]):
            continue
          if lang == "c++" and fn.endswith(".c") and rel != "c-c++-common":
            continue
          path = os.path.join(dirpath, fn)
          with open(path, "rb") as f:
            if not LIM_TEST_RE.search(f.read()):
              continue
          name = os.path.relpath(path, os.path.join(src, TESTSUITE))
          if name.startswith(suite + "/"):
            short = name[len(suite) + 1:]
          else:
            short = name + ("" if lang == "c" else " (%s)" % lang)
          if globs and not any(fnmatch.fnmatchcase(n, g) for g in globs
                               for n in (name, short, fn)):
            continue
          tests.append(Test(path, short, lang, flags))
  return tests


# -------------------------------------------------------------- compiling

def compiler(lang):
  """Return the compiler of LANG: $GCC, $GXX or $GFORTRAN, the last two by
  default of $GCC's release."""
  gcc = os.environ.get("GCC", "gcc")
  if lang == "c":
    return gcc
  if lang == "c++":
    return os.environ.get("GXX") or dglib.sibling(gcc, "g++")
  return os.environ.get("GFORTRAN") or dglib.sibling(gcc, "gfortran")


def safe_name(name):
  return re.sub(r"[^\w.+-]", "_", name)


def compile_test(test, kind, plugin, source=None):
  """Compile TEST for KIND ("lim2", "plugin" or "gimple") in its own
  directory; return (directory, status text or None when it compiled)."""
  d = os.path.join(WORK_DIR, safe_name(test.name), kind)
  shutil.rmtree(d, ignore_errors=True)
  os.makedirs(d)
  source = source or test.path
  base = os.path.splitext(os.path.basename(test.path))[0]
  cmd = [compiler(test.lang)] + test.options
  if kind != "lim2":
    cmd += ["-fno-tree-loop-im", "-fplugin=" + plugin,
            "-fplugin-arg-looplicm-" + test.plugin_dump_flags()]
  cmd += [source, "-S", "-o", base + ".s"]
  with open(os.path.join(d, "cmd.txt"), "w") as f:
    f.write(" ".join(shlex.quote(c) for c in cmd) + "\n")
  try:
    p = subprocess.run(cmd, cwd=d, capture_output=True, text=True,
                       errors="replace", timeout=COMPILE_TIMEOUT)
  except subprocess.TimeoutExpired:
    return d, "timeout"
  except OSError as e:
    return d, "cannot run %s: %s" % (cmd[0], e)
  with open(os.path.join(d, "out.txt"), "w") as f:
    f.write(p.stdout + p.stderr)
  if p.returncode != 0:
    if "internal compiler error" in p.stderr:
      return d, "ICE"
    return d, "compile error"
  return d, None


def read_dump(d, pass_name):
  """Return the text of the PASS_NAME dump in D, or None."""
  files = sorted(glob.glob(os.path.join(d, "*.[0-9][0-9][0-9]t." +
                                        pass_name)))
  if not files:
    return None
  with open(files[-1], errors="replace") as f:
    return f.read()


class Result:
  """The outcome of one scan in one compilation."""

  def __init__(self, passed=None, count=None, note=None):
    self.passed = passed
    self.count = count
    self.note = note

  def __str__(self):
    if self.passed is None:
      return "n/a"
    text = "pass" if self.passed else "fail"
    if self.note:
      return "%s(%s)" % (text, self.note)
    if self.count is not None:
      return "%s(%d)" % (text, self.count)
    return text


def evaluate(scan, d, status, dump_name):
  """Evaluate SCAN against the DUMP_NAME dump of the compilation in D
  (STATUS: why it failed, or None)."""
  if status:
    return Result(False, note=status)
  text = read_dump(d, dump_name)
  if text is None:
    return Result(False, note="no %s dump" % dump_name)
  passed, count = scan.evaluate(text)
  return Result(passed, None if scan.command == "scan-tree-dump" else count)


def evaluate_all(test, d, status, lim_dump):
  """Return {scan: Result} for TEST's scans against the compilation in D
  (STATUS as for evaluate): its lim2 scans against the LIM_DUMP dump (None:
  not applicable), the others against their own dumps."""
  results = {s: evaluate(s, d, status, lim_dump) if lim_dump else Result()
             for s in test.scans}
  results.update({s: evaluate(s, d, status, s.dump)
                  for s in test.other_scans})
  return results


def run_test(test, plugin):
  """Compile TEST both ways and evaluate its scans.  Return a dict."""
  out = {"lim2": {}, "plugin": {}, "gimple": {}, "dirs": {}}
  d, status = compile_test(test, "lim2", None)
  out["dirs"]["lim2"], out["status_lim2"] = d, status
  out["lim2"] = evaluate_all(test, d, status, "lim2")
  if test.gimple_lim:
    # Not applicable; for information, a copy starting at the plugin.
    src = os.path.join(WORK_DIR, safe_name(test.name),
                       os.path.basename(test.path))
    text = GIMPLE_LIM_RE.sub('startwith ("looplicm")', test.text)
    os.makedirs(os.path.dirname(src), exist_ok=True)
    with open(src, "w") as f:
      f.write(text)
    d, status = compile_test(test, "gimple", plugin, source=src)
    out["dirs"]["gimple"] = d
    for s in test.scans:
      out["gimple"][s] = evaluate(s, d, status, "looplicm")
    out["plugin"] = evaluate_all(test, d, status, None)
    return out
  d, status = compile_test(test, "plugin", plugin)
  out["dirs"]["plugin"], out["status_plugin"] = d, status
  out["plugin"] = evaluate_all(test, d, status, "looplicm")
  return out


# -------------------------------------------------------------- explaining

EVENT_RE = re.compile(r"^(Moving statement|Moving PHI node)\n(.*)$|"
                      r"^(Executing store motion of .*)$", re.M)
STAY_RE = re.compile(r"^(Not (?:moving|promoting|sinking) .*)$(?:\n(  .*))?",
                     re.M)


def events(text):
  """Return the list of transformations a lim-style dump reports."""
  ev = []
  for m in EVENT_RE.finditer(text or ""):
    ev.append("%s: %s" % (m.group(1), m.group(2)) if m.group(1)
              else m.group(3))
  return ev


def explain(result, limit=8):
  """Return lines saying what lim2 did that the plugin did not."""
  lim2 = read_dump(result["dirs"]["lim2"], "lim2")
  plug = read_dump(result["dirs"].get("plugin", ""), "looplicm")
  a, b = events(lim2), events(plug)
  lines = []
  rest = list(b)
  only_lim2 = []
  for e in a:
    if e in rest:
      rest.remove(e)
    else:
      only_lim2.append(e)
  for e in only_lim2[:limit]:
    lines.append("      lim2 only:   " + e)
  for e in rest[:limit]:
    lines.append("      plugin only: " + e)
  for m in list(STAY_RE.finditer(plug or ""))[:limit]:
    lines.append("      plugin: " + m.group(1) +
                 (" [" + m.group(2).strip() + "]" if m.group(2) else ""))
  return lines


# -------------------------------------------------------------------- main

def main():
  ap = argparse.ArgumentParser(
      description="Compare the looplicm plugin with GCC's lim2 on GCC's "
      "own lim2 dump scans.")
  ap.add_argument("--plugin", default=os.path.join(ROOT, "looplicm.so"))
  ap.add_argument("--suites", default="gcc.dg")
  ap.add_argument("-j", type=int, default=2)
  ap.add_argument("--explain", action="store_true")
  ap.add_argument("--list", action="store_true")
  ap.add_argument("globs", nargs="*", metavar="TEST-GLOB")
  args = ap.parse_args()

  suites = [s for s in re.split(r"[,\s]+", args.suites) if s]
  if suites == ["all"]:
    suites = list(SUITES)
  for s in suites:
    if s not in SUITES:
      ap.error("unknown suite %s (known: %s, all)" % (s, ", ".join(SUITES)))
  if not os.path.exists(args.plugin):
    print("lim-parity: %s not found (make)" % args.plugin, file=sys.stderr)
    return 2

  global RELEASE, SRC_DIR, TORTURE_SRC
  try:
    major = dglib.gcc_major(compiler("c"))
    target = dglib.compiler_target(compiler("c"), major)
  except OSError:
    raise SystemExit("lim-parity: %s not found" % compiler("c"))
  RELEASE = "gcc%d" % major
  SRC_DIR = os.path.join(BUILD, "lim-parity-src-" + RELEASE)
  TORTURE_SRC = os.path.join(BUILD, "torture-src-" + RELEASE)
  src = extract(os.environ.get("GCC_SRC_TARBALL")
                or dglib.source_tarball(major))
  if not fnmatch.fnmatchcase(target.triplet, "x86_64-*-linux*"):
    print("lim-parity: the target %s is not x86_64 GNU/Linux; selectors "
          "are evaluated for x86_64 GNU/Linux" % target.triplet,
          file=sys.stderr)
  tests = find_tests(src, suites, args.globs)
  for t in tests:
    t.parse(target)
  if not tests:
    print("lim-parity: no tests selected", file=sys.stderr)
    return 2
  runnable = [t for t in tests if not t.skip and t.scans]

  if args.list:
    for t in tests:
      why = ("skipped: " + t.skip if t.skip else
             "no lim2 scan" if not t.scans else " ".join(t.options))
      print("%s: %s" % (t.name, why))
    return 0

  shutil.rmtree(WORK_DIR, ignore_errors=True)
  os.makedirs(WORK_DIR)
  plugin = pluginlib.snapshot(args.plugin, WORK_DIR)

  with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as pool:
    futures = {t: pool.submit(run_test, t, plugin) for t in runnable}
    results = {t: f.result() for t, f in futures.items()}

  n_scans = n_eval = lim2_pass = lim2_pass_na = plugin_pass = 0
  short = known = better = skipped = na = 0
  shorts = []
  print("# test | scan | lim2 | plugin | marker")
  for t in tests:
    if t.skip:
      print("%s | skipped: %s" % (t.name, t.skip))
      continue
    for line, why in t.scan_errors:
      print("%s | line %d: scan not evaluated: %s" % (t.name, line, why))
    if not t.scans:
      continue
    r = results[t]
    for s in t.scans:
      n_scans += 1
      head = "%s | %s" % (t.name, s.describe())
      if not s.applies:
        skipped += 1
        print("%s | skipped (target selector)" % head)
        continue
      a, b = r["lim2"][s], r["plugin"][s]
      if b.passed is None:
        na += 1
        lim2_pass_na += a.passed
        g = r["gimple"].get(s)
        print("%s | %s | n/a | gimple: starts at %s, not applicable "
              "(with startwith (\"looplicm\"): %s)" % (head, a, t.gimple_lim,
                                                       g))
        continue
      n_eval += 1
      lim2_pass += a.passed
      plugin_pass += b.passed
      mark = ""
      if a.passed and not b.passed:
        if s.known:
          known += 1
          mark = "KNOWN: " + s.known
        else:
          short += 1
          mark = "SHORT"
          shorts.append("%s | %s" % (t.name, s.describe()))
      elif b.passed and not a.passed:
        better += 1
        mark = "BETTER"
      print("%s | %s | %s | %s" % (head, a, b, mark))
      if mark == "SHORT" and args.explain:
        for x in explain(r):
          print(x)

  others = [(t, s) for t in runnable for s in t.other_scans if s.applies]
  if others:
    print()
    print("# informational: scans of other dumps (lim2 run | plugin run)")
    for t, s in others:
      r = results[t]
      print("%s | %s | %s | %s" % (t.name, s.describe(), r["lim2"][s],
                                   r["plugin"][s]))

  n_tests = len(runnable)
  n_skipped_tests = sum(1 for t in tests if t.skip)
  print()
  print("lim-parity: %d tests (%d skipped), %d lim2 scans (%d skipped for "
        "the target, %d not applicable to the plugin)"
        % (n_tests, n_skipped_tests, n_scans, skipped, na))
  if na:
    print("lim-parity: lim2 passes %d of the %d scans not applicable to "
          "the plugin" % (lim2_pass_na, na))
  print("lim-parity: of %d scans evaluated both ways: lim2 passes %d, "
        "plugin passes %d" % (n_eval, lim2_pass, plugin_pass))
  print("lim-parity: SHORT %d, KNOWN %d, BETTER %d" % (short, known, better))
  for x in shorts:
    print("SHORT: " + x)
  print("%d passed, %d failed" % (n_eval - short, short))
  return 1 if short else 0


if __name__ == "__main__":
  sys.exit(main())
