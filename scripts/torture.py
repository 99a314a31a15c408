#!/usr/bin/env python3
# Usage: scripts/torture.py [--suites LIST] [--sample K] [--configs LIST]
#                           [-j N] [--full-baseline] [--list] [TEST-GLOB...]
#
# Run run-time tests of GCC's testsuite (that of the release of $GCC: the
# gcc-N-source package's; make torture GCC=gcc-16 runs in a Debian chroot,
# see scripts/chroot-run.sh) with the looplicm plugin and
# -fplugin-arg-looplicm-verify, in several option configurations, and count
# a (program, configuration) as failed only when plain GCC with the same
# options passes it.  Ends with "N passed, N failed"; exits 1 when anything
# failed, 2 on a setup or usage error.
#
#   --suites LIST    test suites, comma- or space-separated (default: all):
#                      execute      gcc.c-torture/execute (+ ieee/, builtins/)
#                      gcc-torture  gcc.dg/torture (+ stackalign/, tls/)
#                      tree-ssa     gcc.dg/tree-ssa
#                      gxx-torture  g++.dg/torture (+ stackalign/), with g++
#                      gfortran     gfortran.fortran-torture/execute
#                      gnat         gnat.dg (Ada), with gnatmake
#   --sample K       a deterministic sample of K programs drawn from every
#                    selected suite in proportion to its size, but at least
#                    3 from each (fewer when K is small), programs with loops
#                    first (for CI)
#   --configs LIST   configurations, comma- or space-separated.  Names:
#                    O1 O2 O3 (-ON) and O1-nolim O2-nolim O3-nolim (-ON
#                    -fno-tree-loop-im); a "-report" suffix (O2-nolim-report)
#                    adds -fplugin-arg-looplicm-dump=details
#                    -fopt-info-loop-all, which runs the plugin's dump and
#                    report code (the dump goes to the scratch directory,
#                    -fopt-info to the log: a compilation is judged by its
#                    exit status, not by its output).  Anything starting
#                    with "-" is taken as literal options (separate such
#                    items with commas, and write --configs="-O2
#                    -fno-gcse,O3").  Options starting
#                    with -fplugin-arg-looplicm- go to the plugin build only.
#                    Default: "O1 O2 O3 O1-nolim O2-nolim O3-nolim
#                    O2-nolim-report".
#   -j N             parallel jobs (default: 2, or 1 on one CPU)
#   --full-baseline  run plain GCC on every program, not just on the ones
#                    that fail with the plugin
#   --list           print the selected programs and the options and exit
#   TEST-GLOB        only programs whose name matches one of these globs.
#                    Names carry their suite's directory
#                    ("gcc.dg/torture/pr12345.c",
#                    "gcc.c-torture/execute/ieee/rbug.c"); a glob may also
#                    match the name within the suite ("ieee/rbug.c") or the
#                    file name alone ("pr12345.c", which may select it in
#                    several suites: add --suites to pick one).
#
# Environment:
#   GCC              C compiler (default gcc)
#   GXX, GFORTRAN, GNATMAKE
#                    C++ and Fortran compilers and Ada's gnatmake (default:
#                    GCC's name with "gcc" replaced by "g++", "gfortran" and
#                    "gnatmake"); a suite whose compiler is missing is
#                    skipped and counted
#   LOOPLICM_SO      plugin (default ./looplicm.so; a copy must keep the
#                    name looplicm.so, e.g. /tmp/x/looplicm.so); set it
#                    empty to run plain GCC twice, a dry run of the harness
#   GCC_SRC_TARBALL  GCC sources (default the gcc-N-source package's tarball
#                    for $GCC's release N: /usr/src/gcc-N/gcc-*.tar.xz; for
#                    the snapshot, the newest release's: scripts/gcc-config.sh
#                    testsuite-release)
#   LOOPLICM_RUN     command that runs the programs of a cross GCC, such as
#                    "qemu-aarch64 -L /usr/aarch64-linux-gnu" (make sets it)
#
# Plain GCC runs only where the plugin's result is not a pass (on every
# program with --full-baseline); its results are cached per suite and
# configuration and reused until the compiler changes.  Plain GCC gets the
# configuration's options without the -fplugin-arg-looplicm-* ones.
#
# Files (build/ is not tracked):
# gccN below is the release of $GCC (gcc16):
#   build/torture-src-gccN/             the extracted testsuite (done once)
#   build/torture-baseline-gccN-SUITE-CONFIG.txt
#                                       plain-GCC results, keyed by compiler
#   build/torture-failures/gccN/CONFIG/ compiler and program output of every
#                                       plugin-only failure
#   build/torture-work/run-*/           scratch, removed at the end: every
#                                       compilation runs in its own
#                                       directory, so dump files (the tests'
#                                       -fdump-* options are kept, and the
#                                       plugin's dump=details) and files
#                                       the programs write stay out of the
#                                       sources
#
# Which programs run, and with which options, follows GCC 12's drivers;
# our configurations take the place of the torture option lists:
#
#   execute      execute.exp runs every execute/*.c through gcc-dg-runtest,
#                so the dg- directives in the source apply (dg-options,
#                dg-additional-options, dg-skip-if,
#                dg-require-effective-target...); ieee.exp and builtins.exp
#                use c-torture-execute, which sources an optional NAME.x Tcl
#                script that can add options or "return 1" to skip the
#                program, and add -fno-inline (ieee) and the builtins
#                flags (BUILTINS_FLAGS below).
#   gcc-torture, gxx-torture
#                dg-torture.exp (and stackalign.exp, tls.exp) run gcc-dg-
#                runtest: the torture option (our configuration) comes
#                first, then the test's dg-options, which replace the
#                directory's default flags ("" in torture/,
#                "-mstackrealign -mpreferred-stack-boundary=5" (C: also
#                -mno-mmx) in stackalign/, "-ansi -pedantic-errors" in
#                tls/), then dg-additional-options.  So a test's own -ON
#                wins over the configuration's, as in GCC.  Only the base
#                variant of stackalign/ and tls/ runs (not their extra
#                -fpic, -mforce-drap or -pie torture variants).  The
#                c-c++-common/torture tests these drivers also run are not
#                included.
#   tree-ssa     tree-ssa.exp runs dg-runtest with no torture options: the
#                test's dg-options (default "-ansi -pedantic-errors") and
#                dg-additional-options come first and the configuration's
#                options are appended, so the configuration's -ON wins
#                (a test written for -O2 can then fail at -O1 without the
#                plugin too, e.g. one that relies on a call to an
#                undefined link_error being optimized away: such runs
#                count as "both", not as failures).
#   gfortran     execute.exp runs fortran-torture-execute on every
#                *.f, *.f90...: "-w" and the torture option, then what the
#                optional NAME.x adds (add-ieee-options adds nothing on
#                x86_64); dg- comments in the sources are ignored, as there.
#   gnat         dg.exp runs dg-runtest on every *.adb with no torture
#                options, as tree-ssa.exp does (default flags ""), through
#                `gnatmake -q -f`, which compiles the units the test uses
#                from gnat.dg too; here the options go to the compiles
#                (-cargs) and, but for -gnat ones, to the link (-largs), so
#                that the pass also runs at link time under -flto.
#                Programs with ceiling locking (pragma Locking_Policy),
#                whose tasks' real-time priorities make them hang or not
#                from one run to the next, are skipped.
#
# In the dg suites only tests whose dg-do (default "compile") is "run" are
# counted; the others are not mentioned.  Every compilation also gets -w
# (as c-torture does) and -lm.  Target selectors and effective targets are
# evaluated for x86_64 GNU/Linux (EFFECTIVE_TARGETS in scripts/dglib.py;
# run-time ISA keywords from /proc/cpuinfo; c++NN from the test's -std= or
# GCC's default, gnu++17, gnu++20 from GCC 16); for another target (a
# cross GCC, with LOOPLICM_RUN) the x86 keywords are false and
# stackalign's -m flags are dropped, but the rest still assumes x86_64 (a
# warning says so).  Programs that need
# anything this script does not understand or cannot do are skipped and
# counted by reason in the summary: several source files
# (dg-additional-sources), an unknown effective target or dg- directive,
# an unparsable .x script.  dg-output and dg-final are ignored: a run
# passes when the program exits 0.

import argparse
import concurrent.futures
import fnmatch
import hashlib
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

import dglib  # (scripts/dglib.py)
import pluginlib  # (scripts/pluginlib.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
# Set by main for the release of $GCC: "gcc16", and where its tests go.
RELEASE = "gcc12"
SRC_DIR = os.path.join(BUILD, "torture-src-" + RELEASE)
TESTSUITE = dglib.TESTSUITE
COMPILE_TIMEOUT = 60
RUN_TIMEOUT = 10
RUN_WRAPPER = shlex.split(os.environ.get("LOOPLICM_RUN", ""))
# Bump when the way options are derived changes: it invalidates baselines.
BASELINE_FORMAT = "2"

# Result classes, in table order.
CLASSES = ["pass", "compile-error", "ice", "timeout", "wrong-result"]

# Default flags of the dg directories (replaced by a test's dg-options).
ANSI_FLAGS = ["-ansi", "-pedantic-errors"]
STACKALIGN_FLAGS = ["-mstackrealign", "-mpreferred-stack-boundary=5"]


class Suite:
  """One test directory tree and how GCC's driver runs it."""

  def __init__(self, name, rel, lang, style, config_first, dirs=()):
    # Name for --suites and the summary, e.g. "gcc-torture".
    self.name = name
    # Directory under gcc/testsuite; also the prefix of program names.
    self.rel = rel
    # "c", "c++" or "fortran": which compiler.
    self.lang = lang
    # "execute" (execute.exp, ieee.exp, builtins.exp), "dg" or "fortran".
    self.style = style
    # True: the configuration's options come before the test's (torture
    # drivers); False: after them (dg-runtest without torture options).
    self.config_first = config_first
    # dg style: (subdirectory, file-name regex, default flags).
    self.dirs = dirs


SUITES = [
    Suite("execute", "gcc.c-torture/execute", "c", "execute", True),
    Suite("gcc-torture", "gcc.dg/torture", "c", "dg", True, [
        ("", r"\.c$", []),
        ("stackalign", r"\.c$", STACKALIGN_FLAGS + ["-mno-mmx"]),
        ("tls", r"\.[cS]$", ANSI_FLAGS)]),
    Suite("tree-ssa", "gcc.dg/tree-ssa", "c", "dg", False, [
        ("", r"\.[cS]$", ANSI_FLAGS)]),
    Suite("gxx-torture", "g++.dg/torture", "c++", "dg", True, [
        ("", r"\.C$", []),
        ("stackalign", r"\.C$", STACKALIGN_FLAGS)]),
    Suite("gfortran", "gfortran.fortran-torture/execute", "fortran",
          "fortran", True),
    Suite("gnat", "gnat.dg", "ada", "dg", False, [("", r"\.adb$", [])]),
]
SUITE_BY_NAME = {s.name: s for s in SUITES}

# What to extract from the GCC sources.
EXTRACT = ([TESTSUITE + "/" + s.rel for s in SUITES] +
           [TESTSUITE + "/gcc.dg/tg-tests.h",
            TESTSUITE + "/lib/c-torture.exp",
            TESTSUITE + "/lib/fortran-torture.exp"])


# Directives that do not change what we run: expected failures are judged
# against plain GCC anyway, Linux has no small stack limit and has fork
# and visibility, and a run passes when it exits 0 (dg-output unchecked).
IGNORED_DIRECTIVES = {
    "dg-xfail-if", "dg-xfail-run-if", "dg-prune-output", "dg-final",
    "dg-require-stack-size", "dg-require-alias", "dg-require-weak",
    "dg-timeout-factor", "dg-message", "dg-warning", "dg-bogus",
    "dg-require-fork", "dg-require-visibility", "dg-output",
}

# Extra options of the c-torture-execute drivers for x86_64 GNU/Linux.
IEEE_FLAGS = ["-fno-inline"]
BUILTINS_FLAGS = ["-fno-tree-dse", "-fno-tree-loop-distribute-patterns",
                  "-fno-tracer", "-fno-ipa-ra", "-fno-inline-functions"]

LOOP_RE = re.compile(r"\b(for|while)\s*\(")
FORTRAN_LOOP_RE = re.compile(r"^\s*(\d+\s+)?(\w+\s*:\s*)?(do|forall)\b",
                             re.I | re.M)
ADA_LOOP_RE = re.compile(r"\bloop\b", re.I)
# Ada programs whose outcome depends on the scheduler (see the top).
ADA_FLAKY_RE = re.compile(r"^\s*pragma\s+Locking_Policy\b", re.I | re.M)


class NotRun(Exception):
  """Raised for a dg test that is not a run test (dg-do compile...)."""


# ---------------------------------------------------------------- programs

class Program:
  """One run test: its sources, options and reasons to skip."""

  def __init__(self, suite, rel, sources):
    self.suite = suite
    # Name within the suite's directory, e.g. "ieee/rbug.c".
    self.rel = rel
    # Full name, e.g. "gcc.c-torture/execute/ieee/rbug.c".
    self.name = suite.rel + "/" + rel
    # Source files to compile together; the first is the test.
    self.sources = sources
    # The test's own options (dg-options or the directory's default flags,
    # dg-additional-options, .x additional_flags).
    self.options = []
    # Why the program never runs here, or None.
    self.skip = None
    # The test's dg- directives (dglib.DgTest), for its dg-skip-if lines.
    self.dg = None
    # Its .x script (dglib.XScript), for torture_eval_before_compile.
    self.x = None
    with open(sources[0], errors="replace") as f:
      self.text = f.read()
    # True when the source has a loop (c-torture's "for*(" / "while*(",
    # Fortran's DO and FORALL, Ada's loop).
    loop_re = {"fortran": FORTRAN_LOOP_RE, "ada": ADA_LOOP_RE}.get(
        suite.lang, LOOP_RE)
    self.has_loops = bool(loop_re.search(self.text))

  def skipped_for(self, config_opts):
    """Return true if the program is skipped under CONFIG_OPTS."""
    if self.x and self.x.skipped(config_opts):
      return True
    return bool(self.dg) and self.dg.skip_message(
        config_opts + self.options) is not None


def parse_dg(prog, target, default_flags, default_do="run"):
  """Apply the dg- directives in PROG's source, as gcc-dg-runtest would;
  DEFAULT_FLAGS are the driver's default-extra-flags.  Raise NotRun for
  a test that is not a run test, dglib.Unsupported for a run test that
  is not for this target or that needs what the library cannot decide."""
  test = dglib.DgTest(prog.text, prog.suite.lang, target)
  what, ours = test.dg_do(default_do)
  if what != "run":
    raise NotRun(what)
  if not ours:
    raise dglib.Unsupported("dg-do run for other targets")
  prog.dg = test
  test.read(default_flags, IGNORED_DIRECTIVES)
  prog.options = test.options


def apply_x(prog, target, flags):
  """Run PROG's optional .x script the way c-torture-execute and
  fortran-torture-execute do; FLAGS are the driver's additional_flags."""
  xfile = os.path.splitext(prog.sources[0])[0] + ".x"
  if os.path.exists(xfile):
    with open(xfile) as f:
      prog.x = dglib.XScript(f.read(), target, flags)
    if prog.x.verdict is False:
      prog.skip = ".x returns 1"
    flags = prog.x.flags
  prog.options = flags



def discover_execute(suite, target):
  """Return the Programs of execute/, execute/ieee and execute/builtins."""
  top = os.path.join(SRC_DIR, TESTSUITE, suite.rel)
  progs = []
  for f in sorted(os.listdir(top)):
    if f.endswith(".c"):
      progs.append((Program(suite, f, [os.path.join(top, f)]), None))
  for sub, flags in (("ieee", IEEE_FLAGS), ("builtins", BUILTINS_FLAGS)):
    d = os.path.join(top, sub)
    for f in sorted(os.listdir(d)):
      if not f.endswith(".c") or f.endswith("-lib.c"):
        continue
      srcs = [os.path.join(d, f)]
      if sub == "builtins":
        srcs += [os.path.join(d, f[:-2] + "-lib.c"),
                 os.path.join(d, "lib", "main.c")]
      progs.append((Program(suite, sub + "/" + f, srcs), list(flags)))
  for prog, flags in progs:
    try:
      if flags is None:
        parse_dg(prog, target, [])
        continue
      apply_x(prog, target, flags)
      if dglib.DG_RE.search(prog.text):
        raise dglib.Unsupported("dg- directive in a c-torture-execute"
                                " program")
    except NotRun as e:
      prog.skip = "dg-do %s" % e
    except (dglib.Unsupported, IndexError) as e:
      prog.skip = str(e) or "unparsable directive"
  return [p for p, _ in progs]


def discover_dg(suite, target):
  """Return the run tests of a dg suite (others are left out)."""
  progs = []
  for sub, pattern, default_flags in suite.dirs:
    d = os.path.join(SRC_DIR, TESTSUITE, suite.rel, sub)
    for f in sorted(os.listdir(d)):
      if not re.search(pattern, f):
        continue
      prog = Program(suite, os.path.join(sub, f), [os.path.join(d, f)])
      # The -m default flags of stackalign/ are x86's.
      flags = [o for o in default_flags
               if target.x86 or not o.startswith("-m")]
      try:
        parse_dg(prog, target, flags, "compile")
      except NotRun:
        continue
      except (dglib.Unsupported, IndexError) as e:
        prog.skip = str(e) or "unparsable directive"
      if suite.lang == "ada" and ADA_FLAKY_RE.search(prog.text):
        prog.skip = "ceiling locking (scheduler-dependent)"
      progs.append(prog)
  return progs


def discover_fortran(suite, target):
  """Return the Programs of gfortran.fortran-torture/execute."""
  d = os.path.join(SRC_DIR, TESTSUITE, suite.rel)
  progs = []
  for f in sorted(os.listdir(d)):
    if not re.search(r"\.[fF](90|95|03|08)?$", f):
      continue
    prog = Program(suite, f, [os.path.join(d, f)])
    try:
      apply_x(prog, target, [])
    except (dglib.Unsupported, IndexError) as e:
      prog.skip = str(e) or "unparsable .x script"
    progs.append(prog)
  return progs


def discover(suites, target):
  """Return all Programs of SUITES."""
  progs = []
  for suite in suites:
    progs += {"execute": discover_execute, "dg": discover_dg,
              "fortran": discover_fortran}[suite.style](suite, target)
  return progs


# ---------------------------------------------------------------- running

def run_cmd(argv, timeout, cwd):
  """Run ARGV in CWD; return (status, output), status None on timeout."""
  status, out, _ = dglib.run(argv, timeout, cwd, merge=True)
  return status, out


def classify(compile_argv, exe, cwd, ada=False):
  """Compile with COMPILE_ARGV and run EXE; return (class, log).  ADA:
  COMPILE_ARGV is gnatmake's, whose status 4 is a compile error."""
  status, out = run_cmd(compile_argv, COMPILE_TIMEOUT, cwd)
  if status is None:
    return "timeout", (out + "\n[compile timed out after %ds]\n"
                       % COMPILE_TIMEOUT)
  if ("internal compiler error" in out or "Segmentation fault" in out
      or "GNAT BUG DETECTED" in out or (status == 4 and not ada)):
    return "ice", out
  if status != 0:
    return "compile-error", out
  status, run_out = run_cmd(RUN_WRAPPER + [exe], RUN_TIMEOUT, cwd)
  out += run_out
  if status is None:
    return "timeout", out + "\n[run timed out after %ds]\n" % RUN_TIMEOUT
  if status != 0:
    why = ("signal %d" % -status) if status < 0 else ("exit %d" % status)
    return "wrong-result", out + "\n[program: %s]\n" % why
  return "pass", out


class Baseline:
  """Plain-GCC results of one suite and configuration, cached in a file."""

  def __init__(self, suite, config, key):
    self.path = os.path.join(BUILD, "torture-baseline-%s-%s-%s.txt"
                             % (RELEASE, suite, config))
    self.header = "# looplicm torture baseline %s\n" % key
    self.results = {}
    self.lock = threading.Lock()
    try:
      with open(self.path) as f:
        lines = f.readlines()
      if lines and lines[0] == self.header:
        for line in lines[1:]:
          name, cls = line.split()
          self.results[name] = cls
    except (OSError, ValueError):
      self.results = {}
    if not self.results:
      with open(self.path, "w") as f:
        f.write(self.header)

  def add(self, name, cls):
    """Record CLS for program NAME, in memory and on disk."""
    with self.lock:
      self.results[name] = cls
      with open(self.path, "a") as f:
        f.write("%s %s\n" % (name, cls))


def config_options(name):
  """Return the option list of configuration NAME."""
  try:
    return dglib.config_options(name)
  except ValueError as e:
    raise SystemExit("torture: %s" % e)



def sample(progs, k):
  """Return a deterministic sample of K of PROGS: from every suite a share
  in proportion to its size but at least 3 (fewer when K is small), each
  share taken from the suite's programs with loops first."""
  def key(p):
    return hashlib.sha1(p.name.encode()).hexdigest()
  pools = {}
  for p in progs:
    pools.setdefault(p.suite.name, []).append(p)
  for name, pool in pools.items():
    pools[name] = (sorted((p for p in pool if p.has_loops), key=key) +
                   sorted((p for p in pool if not p.has_loops), key=key))
  total = len(progs)
  k = min(k, total)
  floor = min(3, k // max(1, len(pools)))
  quota = {name: min(len(pool), floor) for name, pool in pools.items()}
  while sum(quota.values()) < k:
    # The suite furthest below its proportional share gets the next one.
    name = max((n for n in pools if quota[n] < len(pools[n])),
               key=lambda n: (k * len(pools[n]) / total - quota[n], n))
    quota[name] += 1
  chosen = [p for name, pool in pools.items() for p in pool[:quota[name]]]
  return sorted(chosen, key=lambda p: p.name)


def extract(tarball):
  """Extract the tests into SRC_DIR unless already there."""
  try:
    dglib.extract(tarball, SRC_DIR, EXTRACT, tool="torture")
  except FileNotFoundError:
    raise SystemExit("torture: %s not found (apt-get install %s-source,"
                     " or set GCC_SRC_TARBALL)"
                     % (tarball, RELEASE.replace("gcc", "gcc-")))


def testsuite_release(cc, major):
  """Return the release whose gcc-N-source package holds the tests for
  CC: its own, MAJOR, or the newest release's for the snapshot
  (scripts/gcc-config.sh testsuite-release)."""
  config = os.path.join(ROOT, "scripts", "gcc-config.sh")
  out = subprocess.run([config, "testsuite-release", cc], capture_output=True,
                       text=True).stdout.strip()
  return int(out) if out.isdigit() else major


def compiler_key(cc):
  """Return a string that changes when CC or the option logic changes."""
  version = subprocess.run([cc, "--version"], capture_output=True,
                           text=True).stdout.splitlines()
  path = shutil.which(cc) or cc
  return "%s|%s|%s|%s" % (version[0] if version else "?",
                          os.path.realpath(path), BASELINE_FORMAT,
                          subprocess.run([cc, "-dumpmachine"],
                                         capture_output=True,
                                         text=True).stdout.strip())


SANITY = {
    "c": ("sanity.c", "int a[8]; int main (void) { int i, n = a[1];"
          " for (i = 0; i < 8; i++) a[i] = n * 2; return a[7]; }\n"),
    "c++": ("sanity.C", "int a[8]; int main () { int n = a[1];"
            " for (int i = 0; i < 8; i++) a[i] = n * 2; return a[7]; }\n"),
    "fortran": ("sanity.f90", "program p\n  integer :: a(8), i, n\n"
                "  a = 0\n  n = a(2)\n  do i = 1, 8\n    a(i) = n * 2\n"
                "  end do\n  if (a(8) /= 0) stop 1\nend program p\n"),
    "ada": ("sanity.adb", "procedure Sanity is\n"
            "   A : array (1 .. 8) of Integer := (others => 0);\n"
            "   N : Integer := A (2);\n"
            "begin\n   for I in A'Range loop\n      A (I) := N * 2;\n"
            "   end loop;\n   if A (8) /= 0 then\n      raise Program_Error;\n"
            "   end if;\nend Sanity;\n"),
}


def build_argv(lang, cc, opts, sources, exe):
  """Return the command that builds SOURCES into EXE with OPTS: the
  compiler driver CC, or for Ada gnatmake, which also compiles the units
  the program uses (found beside it), then links with OPTS but the -gnat
  ones (so that the pass runs at link time under -flto)."""
  if lang != "ada":
    return [cc] + opts + sources + ["-o", exe, "-lm"]
  return ([cc, "-q", "-f", "-D", os.path.dirname(exe),
           "-aI" + os.path.dirname(sources[0]), sources[0], "-o", exe,
           "-cargs"] + opts + ["-largs"] +
          [o for o in opts if not o.startswith("-gnat")] + ["-lm"])


def check_plugin(cc, lang, plugin_flags, work):
  """Exit with a message if CC cannot compile a loop with the plugin."""
  name, text = SANITY[lang]
  src = os.path.join(work, name)
  with open(src, "w") as f:
    f.write(text)
  cmd = build_argv(lang, cc, plugin_flags + dglib.REPORT_OPTIONS + ["-O2"],
                   [src], os.path.join(work, "sanity"))
  status, out = run_cmd(cmd, 60, work)
  if status != 0:
    sys.stderr.write(out)
    raise SystemExit("torture: the compiler fails with the plugin: %s"
                     % shlex.join(cmd))


def main():
  # Die quietly when the output goes to a closed pipe (| head).
  signal.signal(signal.SIGPIPE, signal.SIG_DFL)
  ap = argparse.ArgumentParser(add_help=False)
  ap.add_argument("--suites", default=",".join(s.name for s in SUITES))
  ap.add_argument("--sample", type=int)
  ap.add_argument("--configs", default=" ".join(dglib.CONFIGS))
  ap.add_argument("-j", type=int, default=min(2, os.cpu_count() or 1))
  ap.add_argument("--full-baseline", action="store_true")
  ap.add_argument("--list", action="store_true")
  ap.add_argument("-h", "--help", action="store_true")
  ap.add_argument("globs", nargs="*")
  try:
    args = ap.parse_args()
  except SystemExit:
    sys.exit(2)
  if args.help:
    with open(os.path.abspath(__file__)) as f:
      for line in f.readlines()[1:]:
        if not line.startswith("#"):
          break
        print(line[2:].rstrip())
    return 0

  gcc = os.environ.get("GCC", "gcc")
  global RELEASE, SRC_DIR
  major = dglib.gcc_major(gcc)
  RELEASE = "gcc%d" % major
  SRC_DIR = os.path.join(BUILD, "torture-src-" + RELEASE)
  compilers = {
      "c": gcc,
      "c++": os.environ.get("GXX") or dglib.sibling(gcc, "g++"),
      "fortran": os.environ.get("GFORTRAN") or dglib.sibling(gcc, "gfortran"),
      "ada": os.environ.get("GNATMAKE") or dglib.sibling(gcc, "gnatmake")}
  so = os.environ.get("LOOPLICM_SO", os.path.join(ROOT, "looplicm.so"))
  if so:
    so = os.path.abspath(so)
    if not os.path.exists(so):
      raise SystemExit("torture: %s not found (run make, or set LOOPLICM_SO;"
                       " LOOPLICM_SO= runs without the plugin)" % so)
    if os.path.basename(so) != "looplicm.so":
      raise SystemExit("torture: %s: the plugin's file must be named"
                       " looplicm.so, since GCC names a plugin after its file"
                       " and the options are -fplugin-arg-looplicm-*" % so)
    plugin_flags = ["-fplugin=" + so, "-fplugin-arg-looplicm-verify"]
  else:
    plugin_flags = []
  configs = dglib.split_list(args.configs)
  copts = {c: config_options(c) for c in configs}
  suites = []
  for name in dglib.split_list(args.suites):
    if name not in SUITE_BY_NAME:
      sys.stderr.write("torture: unknown suite %r (known: %s)\n" % (
          name, " ".join(s.name for s in SUITES)))
      return 2
    if SUITE_BY_NAME[name] not in suites:
      suites.append(SUITE_BY_NAME[name])
  suites.sort(key=SUITES.index)

  extract(os.environ.get("GCC_SRC_TARBALL")
          or dglib.source_tarball(testsuite_release(gcc, major)))
  target = dglib.compiler_target(gcc, major)
  if not target.supported:
    print("torture: warning: effective targets assume x86_64 GNU/Linux,"
          " not %s" % target.triplet)
  progs = discover(suites, target)
  missing = {lang for lang, cc in compilers.items() if not shutil.which(cc)}
  for p in progs:
    if not p.skip and p.suite.lang in missing:
      p.skip = "no compiler %s" % compilers[p.suite.lang]
  if args.globs:
    progs = [p for p in progs
             if any(fnmatch.fnmatchcase(p.name, g) or
                    fnmatch.fnmatchcase(p.rel, g) or
                    fnmatch.fnmatchcase(os.path.basename(p.name), g)
                    for g in args.globs)]
  skipped = [p for p in progs if p.skip]
  runnable = [p for p in progs if not p.skip]
  if args.sample is not None:
    runnable = sample(runnable, args.sample)

  jobs = [(p, c) for p in runnable for c in configs]
  opt_skipped = [(p, c) for p, c in jobs if p.skipped_for(copts[c])]
  jobs = [(p, c) for p, c in jobs if not p.skipped_for(copts[c])]

  def options(prog, config, with_plugin):
    """The options of PROG under CONFIG, with or without the plugin."""
    gcc_opts, plugin_args = dglib.split_plugin_args(copts[config])
    own = ["-w"] + prog.options
    opts = gcc_opts + own if prog.suite.config_first else own + gcc_opts
    if with_plugin and plugin_flags:
      return plugin_flags + plugin_args + opts
    return opts

  if not jobs:
    raise SystemExit("torture: no programs selected")
  if args.list:
    for p in skipped:
      print("skip %-44s %s" % (p.name, p.skip))
    for p, c in jobs:
      print("run  %-44s %-15s %s" % (p.name, c, shlex.join(
          [os.path.basename(compilers[p.suite.lang])] +
          [o for o in options(p, c, True) if o not in plugin_flags])))
    return 0

  # A private directory per run, so that runs can overlap, holding a
  # snapshot of the plugin, so that a rebuild during the run does not
  # change it (the file name stays: GCC names the plugin after it).
  os.makedirs(os.path.join(BUILD, "torture-work"), exist_ok=True)
  work = tempfile.mkdtemp(prefix="run-", dir=os.path.join(BUILD,
                                                          "torture-work"))
  used_langs = sorted({p.suite.lang for p, _ in jobs})
  if plugin_flags:
    snap = pluginlib.snapshot(so, work)
    plugin_flags = ["-fplugin=" + snap, "-fplugin-arg-looplicm-verify"]
    for lang in used_langs:
      check_plugin(compilers[lang], lang, plugin_flags, work)
  keys = {lang: compiler_key(compilers[lang]) for lang in used_langs}
  baselines = {}
  for s in suites:
    if s.lang in keys:
      for c in configs:
        baselines[s.name, c] = Baseline(
            s.name, dglib.config_id(c),
            keys[s.lang] + "|"
            + " ".join(dglib.split_plugin_args(copts[c])[0]))
  fail_dir = os.path.join(BUILD, "torture-failures", RELEASE)

  def shown(cmd):
    """Return CMD as a user should run it: the real plugin, /tmp output."""
    exe = cmd[cmd.index("-o") + 1]
    return [a.replace(work + "/", os.path.dirname(so) + "/")
            if a.startswith("-fplugin=") else
            "/tmp/torture-repro" if a == exe else
            "/tmp" if a == os.path.dirname(exe) else a for a in cmd]

  def log_path(prog, config):
    return os.path.join(fail_dir, dglib.config_id(config),
                        prog.name.replace("/", "_") + ".log")

  def argv(prog, config, with_plugin, exe):
    return build_argv(prog.suite.lang, compilers[prog.suite.lang],
                      options(prog, config, with_plugin), prog.sources, exe)

  def one(index, prog, config):
    """Run PROG under CONFIG; return (class, baseline class, argv, log)."""
    jdir = os.path.join(work, "j%d" % index)
    os.makedirs(jdir, exist_ok=True)
    exe = os.path.join(jdir, "t")
    cmd = argv(prog, config, True, exe)
    if os.path.exists(log_path(prog, config)):
      os.remove(log_path(prog, config))
    ada = prog.suite.lang == "ada"
    cls, log = classify(cmd, exe, jdir, ada)
    if cls == "timeout":
      cls, log = classify(cmd, exe, jdir, ada)
    baseline = baselines[prog.suite.name, config]
    base = baseline.results.get(prog.name)
    if base is None and (cls != "pass" or args.full_baseline):
      # A clean directory: the plugin build may have left files behind.
      shutil.rmtree(jdir, ignore_errors=True)
      os.makedirs(jdir)
      base, _ = classify(argv(prog, config, False, exe), exe, jdir, ada)
      if base == "timeout":
        base, _ = classify(argv(prog, config, False, exe), exe, jdir, ada)
      baseline.add(prog.name, base)
    shutil.rmtree(jdir, ignore_errors=True)
    return cls, base, cmd, log

  start = time.time()
  print("torture: %d programs in %d suites (%d more skipped as unsupported),"
        " %d configs, %d runs, -j%d, plugin: %s" % (
            len(runnable), len(suites), len(skipped), len(configs),
            len(jobs), args.j, so or "none (dry run)"), flush=True)
  counts = {c: dict.fromkeys(CLASSES + ["both", "plugin-only"], 0)
            for c in configs}
  # Per suite and configuration: passed, failed (plugin only), both.
  table = {(s.name, c): dict.fromkeys(["passed", "failed", "both"], 0)
           for s in suites for c in configs}
  failures = []
  done = 0
  step = max(1, len(jobs) // 20)
  with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as ex:
    futs = {ex.submit(one, i, p, c): (p, c) for i, (p, c) in enumerate(jobs)}
    for fut in concurrent.futures.as_completed(futs):
      prog, config = futs[fut]
      cls, base, cmd, log = fut.result()
      counts[config][cls] += 1
      cell = table[prog.suite.name, config]
      if cls == "pass":
        cell["passed"] += 1
      elif base == "pass":
        counts[config]["plugin-only"] += 1
        cell["failed"] += 1
        failures.append((prog.name, config, cls, shown(cmd)))
        os.makedirs(os.path.dirname(log_path(prog, config)), exist_ok=True)
        with open(log_path(prog, config), "w") as f:
          f.write("$ %s\n%s" % (shlex.join(shown(cmd)), log))
        print("FAIL %s [%s]: %s" % (prog.name, config, cls), flush=True)
      else:
        counts[config]["both"] += 1
        cell["both"] += 1
      done += 1
      if done % step == 0:
        elapsed = time.time() - start
        print("torture: %d/%d runs, %.0fs, about %.0fs to go" % (
            done, len(jobs), elapsed, elapsed * (len(jobs) - done) / done),
              flush=True)

  # Summary.
  print()
  cols = CLASSES + ["both", "plugin-only"]
  width = max([len(c) for c in configs] + [8])
  print("%-*s %s" % (width, "config", " ".join("%13s" % c for c in cols)))
  for c in configs:
    print("%-*s %s" % (width, c, " ".join("%13d" % counts[c][k]
                                          for k in cols)))
  print("(columns are plugin results; both = also fails without the plugin,"
        " not counted)")

  print()
  unsupported = {}
  for p in skipped:
    unsupported[p.suite.name] = unsupported.get(p.suite.name, 0) + 1
  for p, c in opt_skipped:
    key = (p.suite.name, c)
    table[key]["skipped"] = table[key].get("skipped", 0) + 1
  print("%-12s %-*s %7s %7s %7s %7s" % ("suite", width, "config", "passed",
                                        "failed", "both", "skipped"))
  for s in suites:
    for c in configs:
      cell = table[s.name, c]
      print("%-12s %-*s %7d %7d %7d %7d" % (
          s.name, width, c, cell["passed"], cell["failed"], cell["both"],
          unsupported.get(s.name, 0) + cell.get("skipped", 0)))
  print("(failed = plugin-only failures; both = also fails without the"
        " plugin, not counted; skipped = the suite's unsupported programs,"
        " all of them also with --sample, + runs skipped by dg-skip-if or"
        " .x option filters)")
  if skipped:
    print("\nskipped as unsupported (%d programs), by reason:" % len(skipped))
    for s in suites:
      by_reason = {}
      for p in skipped:
        if p.suite is s:
          by_reason[p.skip] = by_reason.get(p.skip, 0) + 1
      if by_reason:
        print("  %s: %s" % (s.name, "; ".join(
            "%s: %d" % kv for kv in sorted(by_reason.items(),
                                           key=lambda kv: (-kv[1], kv[0])))))
  print("%d runs skipped by dg-skip-if or .x option filters"
        % len(opt_skipped))
  if failures:
    print("\nplugin-only failures (logs in %s):" % os.path.relpath(fail_dir))
    for name, config, cls, cmd in sorted(failures):
      print("  %s [%s] %s\n    %s && /tmp/torture-repro" % (
          name, config, cls, shlex.join(cmd)))
  shutil.rmtree(work, ignore_errors=True)
  passed = sum(counts[c]["pass"] for c in configs)
  print("wall time %.0fs" % (time.time() - start))
  print("%d passed, %d failed" % (passed, len(failures)))
  return 1 if failures else 0


if __name__ == "__main__":
  sys.exit(main())
