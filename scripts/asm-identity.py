#!/usr/bin/env python3
# Usage: scripts/asm-identity.py [--sample K] [--real] [--extract] [FILE.c...]
#
# With every transformation off (hoist=0 sink=0 sm=0) the plugin must not
# change the generated code: compile each file to assembly with and
# without the plugin at -O1, -O2, -O3 (each also with -fno-tree-loop-im)
# and compare.  The files:
#   FILE.c...   these (compiled with -w and no other flags);
#   --real      every C file of the four libraries of scripts/bench-real.py
#               (zlib, libiberty, libdecnumber, libbacktrace, extracted
#               and configured as it does, with their own include flags);
#   neither     GCC's execute torture programs that have loops (see
#               scripts/torture.py).
# --sample K takes a deterministic sample of about K of them.  A file
# that does not compile without the plugin is skipped.  Ends with
# "N passed, N failed" (exit 1 when N failed > 0).  --extract only
# extracts the sources from GCC 12's tarball (on the host, for a run in a
# chroot: make asm-identity GCC=gcc-16).
#
# Environment: GCC (gcc), LOOPLICM_SO (./looplicm.so), JOBS (2).
#
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.

import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dglib  # noqa: E402  (scripts/dglib.py)
import pluginlib  # noqa: E402  (scripts/pluginlib.py)
import reallib  # noqa: E402  (scripts/reallib.py)

ROOT = reallib.ROOT
GCC = os.environ.get('GCC', 'gcc')
SO = os.environ.get('LOOPLICM_SO', os.path.join(ROOT, 'looplicm.so'))
JOBS = int(os.environ.get('JOBS', '2'))
# The option sets without the report ones (whose dump changes nothing).
CONFIGS = [' '.join(dglib.config_options(c)) for c in dglib.CONFIGS
           if not c.endswith('-report')]
OFF = ['-fplugin-arg-looplicm-hoist=0', '-fplugin-arg-looplicm-sink=0',
       '-fplugin-arg-looplicm-sm=0']
TORTURE = dglib.TESTSUITE + '/gcc.c-torture/execute'
SKIP = 'skip'


def torture_files():
    """GCC's execute torture programs with a loop, extracted once."""
    src = os.path.join(ROOT, 'build', 'asm-identity-src')
    try:
        dglib.extract(reallib.TARBALL, src, [TORTURE], tool='asm-identity',
                      what='the execute tests')
    except FileNotFoundError:
        sys.exit('asm-identity: %s not found (apt-get install '
                 'gcc-12-source) or set BENCH_REAL_TARBALL' % reallib.TARBALL)
    loop = re.compile(r'\b(for|while)\b')
    return [(f, []) for f in sorted(glob.glob(os.path.join(src, TORTURE,
                                                           '*.c')))
            if loop.search(open(f, errors='replace').read())]


def real_files():
    """Every C file of the real libraries, with its flags."""
    reallib.prepare('asm-identity', GCC, JOBS)
    return [(os.path.join(reallib.TOP, p), reallib.compile_flags(p))
            for lib in reallib.LIBS for p in reallib.sources(lib)]


def sample(files, k):
    step = max(len(files) // k, 1)
    return files[::step]


def compare(tmp, so, item, config):
    """Return SKIP if ITEM's file does not compile without the plugin at
    CONFIG, None if it compiles to the same assembly with the plugin,
    otherwise the failure message."""
    path, flags = item
    base = os.path.join(tmp, re.sub(r'\W', '_', path + config))
    cmd = [GCC] + config.split() + ['-w', '-S'] + flags + [path]
    if subprocess.run(cmd + ['-o', base + '.plain.s'],
                      stderr=subprocess.DEVNULL).returncode != 0:
        return SKIP
    r = subprocess.run(cmd + ['-o', base + '.plugin.s', '-fplugin=' + so]
                       + OFF, stderr=subprocess.PIPE, text=True)
    same = (r.returncode == 0
            and open(base + '.plain.s', 'rb').read()
            == open(base + '.plugin.s', 'rb').read())
    for s in ('.plain.s', '.plugin.s'):
        if os.path.exists(base + s):
            os.remove(base + s)
    if same:
        return None
    return ('DIFFERS: %s %s -S %s (with -fplugin=%s, all transformations '
            'off)\n%s' % (GCC, config, path, so,
                          '\n'.join(r.stderr.splitlines()[:5]))).rstrip()


def main(argv):
    k = 0
    real = False
    extract_only = False
    while argv and argv[0].startswith('--'):
        if argv[0] == '--sample' and len(argv) > 1:
            k = int(argv[1])
            argv = argv[2:]
        elif argv[0] in ('--real', '--extract'):
            real |= argv[0] == '--real'
            extract_only |= argv[0] == '--extract'
            argv = argv[1:]
        else:
            sys.exit('usage: scripts/asm-identity.py [--sample K] [--real] '
                     '[--extract] [FILE.c...]')
    if extract_only:
        # What a chroot without GCC 12's sources needs (make asm-identity).
        if real:
            reallib.extract('asm-identity')
        else:
            torture_files()
        return 0
    if argv:
        files = [(f, []) for f in argv]
    elif real:
        files = real_files()
    else:
        files = torture_files()
    if k > 0:
        files = sample(files, k)

    with tempfile.TemporaryDirectory() as tmp:
        # A private copy, so that rebuilding the plugin does not disturb
        # the run.
        so = pluginlib.snapshot(SO, tmp)
        jobs = [(f, c) for f in files for c in CONFIGS]
        with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
            results = list(pool.map(lambda j: compare(tmp, so, *j), jobs))
    failed = [r for r in results if r and r != SKIP]
    for r in failed:
        print(r)
    passed = results.count(None)
    print('%d passed, %d failed' % (passed, len(failed)))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
