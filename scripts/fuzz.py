#!/usr/bin/env python3
# Usage: scripts/fuzz.py [--start S] [--configs LIST] [-j N] [--timeout T]
#                        [--keep] [N]
#        scripts/fuzz.py --dump-only SEED
#
# csmith differential testing of the looplicm plugin.  For seeds S..S+N-1
# (default 1..200) generate a program with csmith, compile it with plain GCC
# and with the plugin (plus -fplugin-arg-looplicm-verify and -fchecking)
# under each option set, run both and compare their output (the csmith
# checksum) and exit status.  A seed whose plain-GCC program does not
# finish within the timeout is skipped.  Ends with "N passed, N failed"
# counting seeds; exits 1 when a seed failed, 2 on a setup or usage error.
#
#   --start S       first seed (default 1)
#   --configs LIST  option sets, comma- or space-separated, as
#                   scripts/torture.py names them: O1 O2 O3 and O1-nolim
#                   O2-nolim O3-nolim (-fno-tree-loop-im), a -report suffix
#                   (the pass's dump and -fopt-info-loop-all); items
#                   starting with "-" are literal options (separate them
#                   with commas, and write --configs="-O1 -fno-gcse,O2").
#                   Default "O1 O2 O3 O1-nolim O2-nolim O3-nolim
#                   O2-nolim-report".
#   -j N            parallel jobs (default: 2, or 1 on one CPU)
#   --timeout T     seconds a program may run (default 5)
#   --keep          keep every program (in build/fuzz-work/run-*/SEED)
#   --seeds FILE, --dump-only SEED: as in scripts/fuzz-punned.py
#                   (the harness is scripts/fuzzlib.py)
#
# Environment: GCC (default gcc); LOOPLICM_SO (default ./looplicm.so; empty
# means no plugin: a dry run of the harness); LOOPLICM_RUN (what runs the
# programs of a cross GCC: qemu-aarch64 -L /usr/aarch64-linux-gnu); CSMITH
# (default csmith); CSMITH_INC (default /usr/include/csmith).
#
# A failing seed is kept in build/fuzz-failures/SEED/
# (build/fuzz-failures-GCC/SEED/ for another GCC than gcc): prog.c, the
# outputs and compiler log of each failing option set, and repro.sh, which
# rebuilds and compares (exit 1 while the bug is there).  docs/REDUCING.md
# explains how to shrink prog.c with creduce and
# scripts/fuzz-interesting.sh.

import os
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzzlib  # noqa: E402  (scripts/fuzzlib.py)

CSMITH = os.environ.get("CSMITH", "csmith")
CSMITH_INC = os.environ.get("CSMITH_INC", "/usr/include/csmith")
# Modest programs: a few hundred to ~2000 lines, compiled in well under a
# second, with the loop nests csmith likes to generate.
CSMITH_FLAGS = ["--max-funcs", "6", "--max-block-depth", "4",
                "--max-expr-complexity", "8"]


def csmith(args):
  """Run csmith with ARGS in a scratch directory (it writes platform.info
  into its working directory); return its CompletedProcess."""
  with tempfile.TemporaryDirectory() as d:
    return subprocess.run([CSMITH] + args, cwd=d, capture_output=True,
                          text=True, timeout=120)


def generate(seed):
  """csmith's program for SEED, or None if csmith fails."""
  p = csmith(["--seed", str(seed)] + CSMITH_FLAGS)
  return p.stdout if p.returncode == 0 and p.stdout else None


def version():
  """csmith's version line and the flags, which together fix a seed's
  program (repro.sh and --dump-only regenerate it)."""
  if not shutil.which(CSMITH):
    return "csmith not installed"
  first = csmith(["--version"]).stdout.split("\n")[0]
  return "%s, %s" % (first, shlex.join(CSMITH_FLAGS))


def main():
  if not shutil.which(CSMITH):
    raise SystemExit("fuzz: csmith not found (apt-get install csmith"
                     " libcsmith-dev)")
  tool = fuzzlib.Tool("fuzz", os.path.abspath(__file__), generate, version(),
                      "plain", cflags=["-I" + CSMITH_INC], o0_reference=False)
  return fuzzlib.main(tool)


if __name__ == "__main__":
  sys.exit(main())
