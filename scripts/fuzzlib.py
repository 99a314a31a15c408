# fuzzlib: the harness of looplicm's program generators (scripts/fuzz.py,
# which runs csmith, scripts/fuzz-punned.py, scripts/fuzz-nest.py).  Copyright
# (C) 2026 The looplicm authors.  Licensed under the GNU GPL version 3 or
# later, like GCC itself.
#
# A generator script describes itself in a Tool (its name, generate (seed),
# its version, and what a plugin build is compared with) and calls main
# (tool).  The option sets, by default all of scripts/dglib.py's CONFIGS,
# are named as scripts/torture.py names them.  For each seed the harness writes
# the program, builds it with plain GCC at -O0 (the reference, unless the
# Tool says not to) and with the plugin (plus verify and -fchecking) under
# each option set, runs them and compares output and exit status; a
# failing seed is kept with a repro.sh in build/NAME-failures/SEED/.
# Standard library only.

import argparse
import concurrent.futures
import os
import shlex
import shutil
import signal
import sys
import tempfile
import time

import dglib  # (scripts/dglib.py)
import pluginlib  # (scripts/pluginlib.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
COMPILE_TIMEOUT = 60
CLASSES = ["pass", "ice", "compile-error", "timeout", "wrong-code"]
# What every plugin build gets besides the plugin.
PLUGIN_CHECKS = ["-fplugin-arg-looplicm-verify", "-fchecking"]


class Tool:
  """One program generator: what the harness needs to know of it."""

  def __init__(self, name, script, generate, version, against, cflags=(),
               o0_reference=True):
    # The script's name (fuzz-punned): messages, build/NAME-work and
    # build/NAME-failures.
    self.name = name
    # The script's path: --help prints its leading comment.
    self.script = script
    # generate (SEED) returns the program's text, or None when the
    # generator fails (the seed is then skipped).
    self.generate = generate
    # Bumped when a change makes a seed generate another program (or the
    # generator's own version, as text).
    self.version = version
    # "plain": a plugin build is compared with plain GCC's at the same
    # option set (-O0 only checks the generator); "O0": with the -O0
    # build, and plain GCC's build at the option set is made only when
    # they differ, to tell a generator bug from the plugin's.
    self.against = against
    # Options every compile of the program needs (csmith's -I).
    self.cflags = list(cflags)
    # False: no -O0 reference build (csmith's programs compare with plain
    # GCC at the same option set, and may run too long at -O0).
    self.o0_reference = o0_reference
    self.work = os.path.join(BUILD, name + "-work")
    # Kept apart per GCC, so that one release's run keeps another's.
    gcc = os.path.basename(os.environ.get("GCC", "gcc"))
    self.failures = os.path.join(
        BUILD, name + "-failures" + ("" if gcc == "gcc" else "-" + gcc))


class Fuzzer:
  """Shared settings of one fuzz run."""

  def __init__(self, tool, args):
    self.tool = tool
    self.gcc = os.environ.get("GCC", "gcc")
    # What runs a program of a cross GCC (qemu-aarch64 -L ..., as make
    # sets it from scripts/gcc-config.sh qemu); empty for a native GCC.
    self.wrapper = shlex.split(os.environ.get("LOOPLICM_RUN", ""))
    so = os.environ.get("LOOPLICM_SO", os.path.join(ROOT, "looplicm.so"))
    self.so = os.path.abspath(so) if so else ""
    self.plugin_flags = (["-fplugin=" + self.so] + PLUGIN_CHECKS
                         if so else [])
    self.configs = dglib.split_list(args.configs)
    try:
      self.copts = {c: dglib.config_options(c) for c in self.configs}
    except ValueError as e:
      raise SystemExit("%s: %s" % (tool.name, e))
    self.timeout = args.timeout
    self.keep = args.keep
    self.ub_check = args.ub_check
    # This run's scratch directory, build/fuzz-punned-work/run-XXXX.
    self.work = None

  def setup(self):
    """Make this run's scratch directory and snapshot the plugin into it,
    so that overlapping runs and a rebuild of the plugin do not interfere
    (the file name stays: GCC names the plugin after it)."""
    os.makedirs(self.tool.work, exist_ok=True)
    self.work = tempfile.mkdtemp(prefix="run-", dir=self.tool.work)
    if self.so:
      snap = pluginlib.snapshot(self.so, self.work)
      self.plugin_flags = ["-fplugin=" + snap] + PLUGIN_CHECKS

  def compile(self, src, exe, opts, plugin, cwd):
    """Compile SRC to EXE with OPTS, with the plugin if PLUGIN (else
    without OPTS' -fplugin-arg-looplicm-* options, which need it); return
    (class or None when fine, log, argv)."""
    if not plugin:
      opts = dglib.split_plugin_args(opts)[0]
    argv = ([self.gcc] + (self.plugin_flags if plugin else []) +
            ["-w"] + self.tool.cflags + opts + [src, "-o", exe])
    status, out, err = dglib.run(argv, COMPILE_TIMEOUT, cwd)
    log = out + err
    if status is None:
      return "timeout", log + "[compile timed out]\n", argv
    if "internal compiler error" in log or "Segmentation fault" in log \
       or status == 4:
      return "ice", log, argv
    if status != 0:
      return "compile-error", log, argv
    return None, log, argv

  def run(self, exe, cwd, timeout=None, env=None):
    """Run EXE; return its output and exit status as text, None on
    timeout."""
    status, out, _ = dglib.run(self.wrapper + [exe],
                               timeout or self.timeout, cwd, env)
    if status is None:
      return None
    return "%sexit %d\n" % (out, status)

  def reference(self, src, d):
    """Plain GCC's -O0 output of SRC (None on timeout), and a note when
    the sanitizer build (--ub-check) does not run cleanly."""
    if not self.tool.o0_reference:
      return "", None
    exe = os.path.join(d, "ref.exe")
    cls, log, _ = self.compile(src, exe, ["-O0"], False, d)
    if cls:
      return "", "plain gcc -O0: %s: %s" % (cls, log.strip()[:200])
    ref = self.run(exe, d)
    if ref is None:
      return None, None
    note = None
    if self.ub_check:
      exe = os.path.join(d, "san.exe")
      cls, log, _ = self.compile(src, exe, [
          "-O0", "-fsanitize=undefined,address",
          "-fno-sanitize-recover=all"], False, d)
      env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0")
      san = None if cls else self.run(exe, d, env=env)
      if cls or san != ref:
        note = "sanitizer build: %s" % (cls or "output %s" % " ".join(
            (san or "timeout").split())[:200])
    return ref, note

  def plain(self, src, d, opts):
    """Plain GCC's output of SRC with OPTS: (output, None), or (None,
    reason) when it does not build or its program times out."""
    exe = os.path.join(d, "plain.exe")
    cls, _, _ = self.compile(src, exe, opts, False, d)
    if cls:
      return None, "plain gcc: " + cls
    want = self.run(exe, d)
    return want, None if want is not None else "plain run timed out"

  def plugin(self, src, d, opts):
    """Build SRC with the plugin and OPTS and run it: (class or None,
    compiler log, output or None)."""
    exe = os.path.join(d, "plugin.exe")
    cls, log, _ = self.compile(src, exe, opts, True, d)
    got = None
    if not cls:
      got = self.run(exe, d)
      if got is None:
        # Retry once with more time, in case the machine was busy.
        got = self.run(exe, d, 4 * self.timeout)
      if got is None:
        cls = "timeout"
    return cls, log, got

  def config(self, src, d, config, ref, plain_outputs):
    """Test CONFIG on SRC whose -O0 output is REF.  Return (class, detail,
    log, want, got); class "skip" when plain GCC fails at CONFIG, "slow"
    when its program times out."""
    opts = self.copts[config]
    want = ref
    if self.tool.against == "plain":
      want, why = self.plain(src, d, opts)
      if why:
        return ("slow" if want is None and "timed" in why else "skip",
                why, "", None, None)
      plain_outputs.add(want)
    cls, log, got = self.plugin(src, d, opts)
    if not cls and got != want and self.tool.against == "O0":
      # Tell the plugin's bug from the generator's: plain GCC at CONFIG.
      plain, why = self.plain(src, d, opts)
      if plain is not None:
        plain_outputs.add(plain)
      if plain != ref:
        return "skip", why or "plain gcc differs from -O0", "", None, None
    if not cls and got != want:
      cls = "wrong-code"
    if not cls:
      return "pass", "", log, want, got
    ice = [l for l in log.splitlines() if "internal compiler error" in l]
    detail = {"ice": (ice or ["internal compiler error"])[0].strip(),
              "compile-error": "plugin compile failed",
              "timeout": "plugin program timed out",
              "wrong-code": first_difference(want, got or "")
              }[cls]
    return cls, detail, log, want, got

  def seed(self, seed):
    """Test one SEED.  Return (state, {config: (class, detail)}), state
    being "compared" or a reason to skip."""
    d = os.path.join(self.work, str(seed))
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    src = os.path.join(d, "prog.c")
    text = self.tool.generate(seed)
    if text is None:
      shutil.rmtree(d, ignore_errors=True)
      return "the generator failed", {}
    with open(src, "w") as f:
      f.write(text)
    ref, note = self.reference(src, d)
    if ref is None:
      shutil.rmtree(d, ignore_errors=True)
      return "plain run timed out", {}
    results, failed = {}, False
    plain_outputs = set()
    for config in self.configs:
      cls, detail, log, want, got = self.config(src, d, config, ref,
                                                plain_outputs)
      if cls == "slow":
        # Plain GCC's program is too slow: skip the whole seed.
        shutil.rmtree(d, ignore_errors=True)
        return "plain run timed out", {}
      results[config] = (cls, detail)
      if cls not in ("pass", "skip"):
        failed = True
        self.save(seed, config, src, log, want, got)
    if failed:
      self.write_repro(seed, results)
    notes = []
    if note:
      notes.append(note)
    if len(plain_outputs) > 1:
      notes.append("plain GCC output differs between option sets")
    elif (self.tool.o0_reference and plain_outputs
          and ref not in plain_outputs):
      notes.append("plain GCC output differs from -O0's")
    if notes:
      results["note"] = ("inconsistent", "; ".join(notes))
    if not (failed or self.keep):
      shutil.rmtree(d, ignore_errors=True)
    return "compared", results

  def save(self, seed, config, src, log, want, got):
    """Keep SRC and the evidence of CONFIG's failure under FAILURES/SEED."""
    d = os.path.join(self.tool.failures, str(seed))
    os.makedirs(d, exist_ok=True)
    shutil.copyfile(src, os.path.join(d, "prog.c"))
    tag = dglib.config_id(config)
    for name, text in (("plugin-%s.log" % tag, log),
                       ("plain-%s.out" % tag, want),
                       ("plugin-%s.out" % tag, got)):
      if text is not None:
        with open(os.path.join(d, name), "w") as f:
          f.write(text)

  def write_repro(self, seed, results):
    """Write FAILURES/SEED/repro.sh for the failing configs of SEED."""
    d = os.path.join(self.tool.failures, str(seed))
    failing = [(c, r) for c, r in results.items()
               if r[0] not in ("pass", "skip")]
    first = " ".join(self.copts[failing[0][0]])
    lines = ["#!/bin/sh",
             "# looplicm %s failure: seed %d (generator version %s)"
             % (self.tool.name, seed, self.tool.version),
             "#   scripts/%s --dump-only %d > prog.c"
             % (os.path.basename(self.tool.script), seed)]
    for config, (cls, detail) in failing:
      lines.append("#   %s: %s (%s)" % (" ".join(self.copts[config]), cls,
                                         detail))
    lines += [
        "#",
        "# Usage: sh repro.sh [OPTIONS]     (default: %s)" % first,
        "# Exits 1 while the plugin still fails (ICE, compile error, or an",
        "# output or exit status that differs from plain GCC's), 0 once it",
        "# agrees.  To shrink prog.c with creduce see docs/REDUCING.md:",
        "#   cp prog.c small.c",
        "#   FUZZ_OPTS='%s' FUZZ_FILE=small.c LOOPLICM_SO=%s \\" % (
            first, self.so or "<path>/looplicm.so"),
        "#     creduce %s small.c" % os.path.join(ROOT, "scripts",
                                                  "fuzz-interesting.sh"),
        "set -u",
        'cd "$(dirname "$0")"',
        "GCC=${GCC:-%s}" % self.gcc,
        "RUN=${LOOPLICM_RUN-%s}" % shlex.quote(shlex.join(self.wrapper)),
        "SO=${LOOPLICM_SO:-%s}" % (self.so or os.path.join(ROOT,
                                                            "looplicm.so")),
        "OPTS=${1:-'%s'}" % first,
        "CFLAGS=%s" % shlex.quote(shlex.join(self.tool.cflags)),
        "# Plain GCC takes no -fplugin-arg-looplicm-* options.",
        "PLAIN=",
        "for o in $OPTS; do",
        '  case $o in %s*) ;; *) PLAIN="$PLAIN $o" ;; esac' % dglib.PLUGIN_ARG,
        "done",
        "# shellcheck disable=SC2086",
        '"$GCC" -w $CFLAGS $PLAIN prog.c -o plain.exe || exit 2',
        "# shellcheck disable=SC2086",
        'if ! "$GCC" -fplugin="$SO" %s -w $CFLAGS $OPTS \\' % " ".join(
            PLUGIN_CHECKS),
        "     prog.c -o plugin.exe 2>plugin.log; then",
        "  cat plugin.log",
        '  echo "repro: the plugin fails to compile prog.c with $OPTS"',
        "  exit 1",
        "fi",
        "# shellcheck disable=SC2086",
        'want=$(timeout %d $RUN ./plain.exe; echo "exit $?")' % (
            2 * self.timeout),
        "# shellcheck disable=SC2086",
        'got=$(timeout %d $RUN ./plugin.exe; echo "exit $?")' % (
            4 * self.timeout),
        'if [ "$want" = "$got" ]; then',
        '  echo "repro: outputs agree with $OPTS"',
        "  exit 0",
        "fi",
        'printf "%s\\n" "$want" >plain.out',
        'printf "%s\\n" "$got" >plugin.out',
        "diff plain.out plugin.out",
        'echo "repro: wrong code with $OPTS"',
        "exit 1",
        ""]
    path = os.path.join(d, "repro.sh")
    with open(path, "w") as f:
      f.write("\n".join(lines))
    os.chmod(path, 0o755)


def first_difference(want, got):
  """The first line where WANT and GOT differ, as "plain: ...; plugin: ..."."""
  a, b = want.splitlines(), got.splitlines()
  for x, y in zip(a + [""] * len(b), b + [""] * len(a)):
    if x != y:
      return "plain: %s; plugin: %s" % (x or "<none>", y or "<none>")
  return "same lines"


def main(tool):
  """Run TOOL's command line: seeds, option sets, the summary.  Return the
  exit status."""
  # Die quietly when the output goes to a closed pipe (| head).
  signal.signal(signal.SIGPIPE, signal.SIG_DFL)
  ap = argparse.ArgumentParser(add_help=False)
  ap.add_argument("n", nargs="?", type=int, default=200)
  ap.add_argument("--start", type=int, default=1)
  ap.add_argument("--seeds", metavar="FILE")
  ap.add_argument("--configs", default=" ".join(dglib.CONFIGS))
  ap.add_argument("-j", type=int, default=min(2, os.cpu_count() or 1))
  ap.add_argument("--timeout", type=float, default=5)
  ap.add_argument("--keep", action="store_true")
  ap.add_argument("--ub-check", action="store_true")
  ap.add_argument("--dump-only", type=int, metavar="SEED")
  ap.add_argument("-h", "--help", action="store_true")
  try:
    args = ap.parse_args()
  except SystemExit:
    sys.exit(2)
  if args.help:
    with open(tool.script) as f:
      for line in f.readlines()[1:]:
        if not line.startswith("#"):
          break
        print(line[2:].rstrip())
    return 0
  if args.dump_only is not None:
    text = tool.generate(args.dump_only)
    if text is None:
      raise SystemExit("%s: the generator failed on seed %d"
                       % (tool.name, args.dump_only))
    sys.stdout.write(text)
    return 0
  if args.ub_check and not tool.o0_reference:
    raise SystemExit("%s: --ub-check compares with the -O0 reference, "
                     "which %s does not build" % (tool.name, tool.name))

  fz = Fuzzer(tool, args)
  if fz.so and not os.path.exists(fz.so):
    raise SystemExit("%s: %s not found (run make, or set LOOPLICM_SO; "
                     "LOOPLICM_SO= runs without the plugin)"
                     % (tool.name, fz.so))
  if args.n < 1:
    raise SystemExit("%s: N must be at least 1" % tool.name)
  fz.setup()
  seeds = range(args.start, args.start + args.n)
  if args.seeds:
    # The seeds listed in FILE, one a line, instead of a range.
    with open(args.seeds) as f:
      seeds = [int(w) for w in f.read().split()]
  for s in seeds:
    shutil.rmtree(os.path.join(tool.failures, str(s)), ignore_errors=True)
  print("%s: seeds %d..%d, configs: %s, -j%d, plugin: %s" % (
      tool.name, seeds[0], seeds[-1], ", ".join(fz.configs), args.j,
      fz.so or "none (dry run)"), flush=True)

  start = time.time()
  counts = {c: dict.fromkeys(CLASSES + ["skip"], 0) for c in fz.configs}
  skipped, failed, passed, notes = {}, [], 0, []
  done = 0
  with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as ex:
    futs = {ex.submit(fz.seed, s): s for s in seeds}
    for fut in concurrent.futures.as_completed(futs):
      seed = futs[fut]
      state, results = fut.result()
      done += 1
      if state != "compared":
        skipped[state] = skipped.get(state, 0) + 1
      else:
        bad = []
        for config in fz.configs:
          cls, detail = results.get(config, ("skip", ""))
          counts[config][cls] += 1
          if cls not in ("pass", "skip"):
            bad.append((config, cls, detail))
        if "note" in results:
          notes.append((seed, results["note"][1]))
        if bad:
          failed.append((seed, bad))
          for config, cls, detail in bad:
            print("FAIL seed %d [%s]: %s: %s" % (seed, config, cls, detail),
                  flush=True)
        else:
          passed += 1
      if done % max(1, len(seeds) // 10) == 0:
        print("%s: %d/%d seeds, %.0fs" % (
            tool.name, done, len(seeds), time.time() - start), flush=True)

  print()
  width = max([len(c) for c in fz.configs] + [8])
  cols = CLASSES + ["skip"]
  print("%-*s %s" % (width, "config", " ".join("%13s" % c for c in cols)))
  for c in fz.configs:
    print("%-*s %s" % (width, c, " ".join("%13d" % counts[c][k]
                                          for k in cols)))
  print("seeds %d..%d: %d compared, %d skipped%s" % (
      seeds[0], seeds[-1], passed + len(failed), sum(skipped.values()),
      "".join(" (%s: %d)" % kv for kv in sorted(skipped.items()))))
  for seed, note in sorted(notes):
    print("note: seed %d: %s" % (seed, note))
  if failed:
    print("\nfailures (see docs/REDUCING.md to reduce them):")
    for seed, bad in sorted(failed):
      print("  seed %d [%s]: %s" % (seed, ", ".join(
          "%s %s" % (c, k) for c, k, _ in bad), os.path.relpath(
              os.path.join(tool.failures, str(seed), "repro.sh"))))
  if args.keep:
    print("programs kept in %s" % os.path.relpath(fz.work))
  else:
    shutil.rmtree(fz.work, ignore_errors=True)
  print("wall time %.0fs" % (time.time() - start))
  print("%d passed, %d failed" % (passed, len(failed)))
  return 1 if failed else 0
