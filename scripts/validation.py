#!/usr/bin/env python3
# Usage: scripts/validation.py [RUN...]      (make validation RUNS="...")
#        scripts/validation.py --list
#
# Run the named validation RUNs (none: run nothing), keep each one's
# result in build/validation/RUN.json, then write docs/VALIDATION.md from
# every result kept: for each run its command, the commit and date it ran
# at, how long it took, its closing "N passed, N failed" line and the
# lines of its output that hold its figures.  The page is generated: edit
# this script, not the page.  Standard library only.
#
# A run whose command fails still has its result kept (and the page says
# so); the exit status is 1 when a run named here failed.

import datetime
import json
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "build", "validation")
PAGE = os.path.join(ROOT, "docs", "VALIDATION.md")
SUMMARY_RE = re.compile(r"^(\w+: )?\d+ passed, \d+ failed")


class Run:
  """One validation run: its command and which lines of its output are
  its figures."""

  def __init__(self, name, command, what, figures=None):
    # Name for the command line and the page.
    self.name = name
    # The shell command, run from the top of the tree.
    self.command = command
    # One sentence: what passing it shows.
    self.what = what
    # A regex for the output lines to keep besides the summary.
    self.figures = re.compile(figures) if figures else None


# The lines scripts/torture.py prints per configuration and per suite.
TORTURE_FIGURES = (r"^(config|O\S*|-\S*) +\d|^\s*(execute|gcc-torture|"
                   r"tree-ssa|gxx-torture|gfortran|gnat)\b")

RUNS = [
    Run("check", "make check",
        "The DejaGnu suite with GCC 12: dump, remark, argument and run "
        "tests (run tests at -O1/-O2/-O3, with and without "
        "-fno-tree-loop-im, with verify)."),
    Run("check-all", "make check-all",
        "The same suite with GCC 11 to 16 (13 to 16 in Debian chroots).",
        r"^GCC \d+: "),
    Run("torture", "make torture",
        "GCC 12's run suites (gcc.c-torture/execute, gcc.dg/torture, "
        "gcc.dg/tree-ssa, g++.dg/torture, gfortran, and gnat.dg in Ada "
        "since it was added: the suite lines say which ran) with the "
        "plugin and verify, against plain GCC.",
        TORTURE_FIGURES),
    Run("torture-gnat", "make torture TORTURE_ARGS='--suites gnat'",
        "GCC 12's Ada run tests (gnat.dg) alone, at the seven option sets.",
        TORTURE_FIGURES),
    Run("torture-gcc16",
        "make torture GCC=gcc-16 TORTURE_ARGS='--configs O2,O3-nolim'",
        "GCC 16's own run suites (gnat.dg too since it was added), at -O2 "
        "and -O3 -fno-tree-loop-im, with verify, in a sid chroot.",
        TORTURE_FIGURES),
    Run("check-snapshot", "make check GCC=gcc-snapshot",
        "The DejaGnu suite with the GCC snapshot (Debian unstable's "
        "gcc-snapshot, GCC's development branch, in the sid chroot)."),
    Run("torture-snapshot",
        "make torture GCC=gcc-snapshot TORTURE_ARGS='--sample 300 "
        "--configs O2,O3-nolim'",
        "A sample of GCC 16's run suites (the snapshot's own are not "
        "packaged) with the GCC snapshot and the plugin.",
        TORTURE_FIGURES),
    Run("torture-gnat-gcc16",
        "make torture GCC=gcc-16 TORTURE_ARGS='--suites gnat'",
        "GCC 16's Ada run tests alone, at the seven option sets, in its "
        "chroot.",
        TORTURE_FIGURES),
    Run("torture-avx512",
        "make torture TORTURE_ARGS='--configs=\"-O3 -march=x86-64-v4,"
        "-O2 -march=x86-64-v4,-O3 -march=x86-64-v4 -fno-tree-loop-im\"'",
        "GCC 12's run suites with AVX-512 (x86-64-v4: vectors of 64 "
        "bytes, masked loops, gathers and scatters for the vectorizer the "
        "fast copies are handed to), with verify; needs a CPU that has "
        "it.",
        TORTURE_FIGURES),
    Run("fuzz-nest", "scripts/fuzz-nest.py 5000",
        "Generated loop nests (sibling loops, restrict and plain 1-3-D "
        "arrays, overlapping calls) at seven option sets with verify and "
        "-fchecking, against -O0.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-nest-1000", "scripts/fuzz-nest.py 1000",
        "The first 1000 seeds of the loop-nest generator (version 9: with "
        "a column nest, a nest for unroll-and-jam, a flat-row nest, a "
        "three-deep nest checked two loops out, copy loops, "
        "recurrences through memory and nests whose rows read a row next "
        "to the one they write), the run made after every change of the "
        "plugin.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-nest-v2",
        "scripts/fuzz-nest.py --seeds docs/fuzz-nest-v2-seeds.txt",
        "The 330 of seeds 1..5000 whose programs generator version 2 "
        "changed (restrict arrays placed past every array that may overlap "
        "another: version 1's seed 4452 had a plain array overlapping two "
        "restrict ones); with the run above, every program of seeds "
        "1..5000 in version 2 has run.",
        r"^(config|O\S*) +\w|^seeds |^note"),
    Run("fuzz-nest-gcc16", "make fuzz-nest GCC=gcc-16 N=1000",
        "fuzz-nest-1000's seeds with GCC 16 (in its chroot): loop-closed "
        "SSA of virtual operands, GCC 16's vectorizer and loop passes "
        "behind the fast copies.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-nest-snapshot", "make fuzz-nest GCC=gcc-snapshot N=1000",
        "fuzz-nest-1000's seeds with the GCC snapshot (Debian unstable's "
        "gcc-snapshot, GCC's development branch, in the sid chroot).",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-nest-gcc13", "make fuzz-nest GCC=gcc-13 N=1000",
        "fuzz-nest-1000's seeds with GCC 13 (in a trixie chroot), the "
        "first release whose loop-closed SSA covers virtual operands.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-nest-gcc11", "make fuzz-nest GCC=gcc-11 O=build/gcc11 N=1000",
        "fuzz-nest-1000's seeds with GCC 11, the oldest release supported.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-nest-aarch64",
        "make fuzz-nest GCC=aarch64-linux-gnu-gcc-12 "
        "O=build/aarch64-linux-gnu N=500",
        "fuzz-nest-1000's first 500 seeds with the aarch64 cross GCC 12, "
        "the programs run under qemu-user: another target's costs, "
        "vectorizer and addressing behind the fast copies.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz", "make fuzz N=200",
        "csmith programs at the seven option sets against plain GCC.",
        r"^(config|O\S*|-\S*) +\w|^seeds "),
    Run("fuzz-punned", "make fuzz-punned N=200",
        "Generated loops storing two types to one address.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("fuzz-gcc16", "make fuzz GCC=gcc-16 N=200",
        "csmith programs with GCC 16 (in its chroot).",
        r"^(config|O\S*|-\S*) +\w|^seeds "),
    Run("fuzz-punned-gcc16", "make fuzz-punned GCC=gcc-16 N=200",
        "The punned-store generator with GCC 16.",
        r"^(config|O\S*) +\w|^seeds "),
    Run("asm-identity", "scripts/asm-identity.py --sample 200",
        "With every transformation off the assembly is GCC's own, byte "
        "for byte."),
    Run("asm-identity-real", "scripts/asm-identity.py --real",
        "The same for every C file of zlib, libiberty, libdecnumber and "
        "libbacktrace (the libraries of make bench-real), with their own "
        "flags."),
    Run("asm-identity-real-gcc16",
        "make asm-identity GCC=gcc-16 IDENTITY_ARGS=--real",
        "The same with GCC 16 (in its chroot), whose loop-closed SSA also "
        "covers virtual operands."),
    Run("deb-gcc12", "make deb GCC=gcc-12 && make check-deb GCC=gcc-12",
        "GCC 12's Debian packages: built, lintian clean, installed alone "
        "with apt in a clean bookworm chroot, a program compiled and run "
        "with the plugin, removed."),
    Run("deb-gcc14", "make deb GCC=gcc-14 && make check-deb GCC=gcc-14",
        "The same for GCC 14, built in the trixie chroot and tested in a "
        "clean one."),
    Run("deb-gcc16", "make deb GCC=gcc-16 && make check-deb GCC=gcc-16",
        "The same for GCC 16, built in the sid chroot and tested in a "
        "clean one."),
    Run("check-cross", "make check-cross TARGET=aarch64-linux-gnu",
        "The run tests and a torture sample with the aarch64 cross GCC, "
        "under qemu-user."),
]
RUN_BY_NAME = {r.name: r for r in RUNS}


def git(*args):
  """Output of a git command in the tree, stripped; "" on failure."""
  try:
    return subprocess.run(["git", "-C", ROOT] + list(args), check=True,
                          capture_output=True, text=True).stdout.strip()
  except (OSError, subprocess.CalledProcessError):
    return ""


def execute(run):
  """Run RUN, echoing its output; keep its result.  Return its status."""
  print("=== %s: %s" % (run.name, run.command), flush=True)
  start = time.time()
  proc = subprocess.Popen(run.command, shell=True, cwd=ROOT, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
  lines = []
  for line in proc.stdout:
    sys.stdout.write(line)
    lines.append(line.rstrip("\n"))
  status = proc.wait()
  summaries = [l for l in lines if SUMMARY_RE.match(l)]
  figures = [l for l in lines if run.figures and run.figures.search(l)]
  dirty = git("status", "--porcelain", "--untracked-files=no")
  result = {
      "name": run.name,
      "command": run.command,
      "commit": git("rev-parse", "--short", "HEAD") + (" (modified)"
                                                        if dirty else ""),
      "date": datetime.datetime.now(datetime.timezone.utc).strftime(
          "%Y-%m-%d %H:%M UTC"),
      "seconds": round(time.time() - start),
      "status": status,
      "summary": summaries[-1] if summaries else "no summary line",
      "figures": figures[-60:],
  }
  os.makedirs(STORE, exist_ok=True)
  with open(os.path.join(STORE, run.name + ".json"), "w") as f:
    json.dump(result, f, indent=1)
  return status


def section(run, result):
  """The page's section for RUN, from RESULT (or None: never run)."""
  out = ["## %s" % run.name, "", run.what, "", "```sh", run.command, "```",
         ""]
  if not result:
    out += ["Not run yet: `make validation RUNS=%s`." % run.name, ""]
    return out
  state = "exit %d" % result["status"]
  out += ["At %s, %s, in %d s (%s): **%s**" % (
      result["commit"], result["date"], result["seconds"], state,
      result["summary"]), ""]
  if result["figures"]:
    out += ["```"] + result["figures"] + ["```", ""]
  return out


def write_page():
  """Write docs/VALIDATION.md from the kept results."""
  out = ["# looplicm: validation", "",
         "Generated by `scripts/validation.py` (`make validation RUNS=\"...\"`)"
         " from the results kept in build/validation/; do not edit by hand."
         "  Each section is one run: what passing it shows, the command, "
         "and what it printed at the commit named.  Machine: Debian 12, "
         "2 cores; benchmarks are in BENCH.md and BENCH-REAL.md.", ""]
  for run in RUNS:
    path = os.path.join(STORE, run.name + ".json")
    result = None
    if os.path.exists(path):
      with open(path) as f:
        result = json.load(f)
    out += section(run, result)
  os.makedirs(os.path.dirname(PAGE), exist_ok=True)
  with open(PAGE, "w") as f:
    f.write("\n".join(out).rstrip() + "\n")
  print("validation: wrote %s" % os.path.relpath(PAGE, ROOT))


def main(argv):
  if argv[:1] == ["--list"]:
    for run in RUNS:
      print("%-14s %s" % (run.name, run.command))
    return 0
  unknown = [a for a in argv if a not in RUN_BY_NAME]
  if unknown:
    print("validation: unknown run %s; --list shows them" % ", ".join(
        unknown), file=sys.stderr)
    return 2
  status = 0
  for name in argv:
    if execute(RUN_BY_NAME[name]) != 0:
      status = 1
  write_page()
  return status


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
