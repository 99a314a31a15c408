#!/usr/bin/env python3
# Usage: scripts/plugin-compare.py OLD.so NEW.so [--real] [--flags F]
#                                  [--configs C1,C2] [FILE...]
#
# Compile each file to assembly with two builds of the plugin and compare:
# a change that should not move anything (a refactor, new remarks) must
# leave the assembly byte for byte the same.  The files: FILE..., else
# every bench/ kernel, examples/ file and compile test of the DejaGnu
# suite (testsuite/looplicm.*/*.c and *.C, with their dg-options and
# dg-additional-options; not the slim LTO ones), and with --real also every C file of the four
# libraries of scripts/bench-real.  The option sets (--configs): -O2, -O3
# and both with -fno-tree-loop-im.  --flags adds options to both builds'
# compiles (e.g. -fopt-info-loop-all, to show that remarks change no
# code).  A file whose compile fails with both builds is skipped; one
# that fails with one build only is a difference.  Prints each
# difference and ends with "N passed, N failed".
#
# Environment: GCC (gcc), GXX (g++), JOBS (2).
#
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.

import argparse
import concurrent.futures
import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reallib  # noqa: E402  (scripts/reallib.py)

ROOT = reallib.ROOT
GCC = os.environ.get('GCC', 'gcc')
GXX = os.environ.get('GXX', 'g++')
JOBS = int(os.environ.get('JOBS', '2'))
CONFIGS = ['-O2', '-O3', '-O2 -fno-tree-loop-im', '-O3 -fno-tree-loop-im']
DG_OPTS = re.compile(r'\{\s*dg-(options|additional-options)\s+"([^"]*)"'
                     r'\s*(\{[^}]*\})?\s*\}')


def test_flags(path):
    """The options a DejaGnu test gives itself (dg-options,
    dg-additional-options without a target selector), or None for a
    test that is no compile test."""
    text = open(path, errors='replace').read()
    if re.search(r'dg-do\s+(run|link)', text) or 'dg-error' in text:
        return None
    flags = []
    for kind, opts, selector in DG_OPTS.findall(text):
        if selector:
            continue
        if kind == 'options':
            flags = shlex.split(opts) + flags
        else:
            flags += shlex.split(opts)
    return flags


def default_files(real):
    """The files and their own flags: bench, examples, compile tests,
    and with REAL the libraries."""
    files = [(f, ['-I', os.path.join(ROOT, 'bench')])
             for f in sorted(glob.glob(os.path.join(ROOT, 'bench', '*.c')))]
    files += [(f, []) for f in
              sorted(glob.glob(os.path.join(ROOT, 'examples', '*.c')))]
    for f in sorted(glob.glob(os.path.join(ROOT, 'testsuite', 'looplicm.*',
                                           '*.[cC]'))):
        flags = test_flags(f)
        # A slim LTO object holds GIMPLE and the command line (with the
        # plugin's path), no code.
        if flags is not None and not ('-flto' in flags
                                      and '-ffat-lto-objects' not in flags):
            files.append((f, flags))
    if real:
        reallib.prepare('plugin-compare', GCC, JOBS)
        for lib in reallib.LIBS:
            for rel in reallib.sources(lib):
                files.append((os.path.join(reallib.TOP, rel),
                              reallib.compile_flags(rel)))
    return files


def compile_asm(so, src, flags, config, extra, out):
    """Compile SRC with plugin SO into OUT; return True if it compiled."""
    cc = GXX if src.endswith('.C') else GCC
    # The producer string of -g would name the plugin's path.
    cmd = ([cc, '-S', '-w', '-gno-record-gcc-switches', '-o', out,
            '-fplugin=' + so]
           + config.split() + flags + extra + [src])
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, cwd=os.path.dirname(out))
    return r.returncode == 0


def compare(job):
    """Compare one file at one option set: None if the same or skipped,
    else a line saying what differs."""
    old, new, (src, flags), config, extra = job
    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, 'a.s'), os.path.join(tmp, 'b.s')
        ok_a = compile_asm(old, src, flags, config, extra, a)
        ok_b = compile_asm(new, src, flags, config, extra, b)
        if not ok_a and not ok_b:
            return 'skip'
        if ok_a != ok_b:
            return '%s %s: compiles with one build only' % (src, config)
        if open(a, 'rb').read() != open(b, 'rb').read():
            return '%s %s: assembly differs' % (src, config)
    return None


def main():
    ap = argparse.ArgumentParser(description='Compare the assembly of two '
                                 'plugin builds.')
    ap.add_argument('old')
    ap.add_argument('new')
    ap.add_argument('files', nargs='*')
    ap.add_argument('--real', action='store_true')
    ap.add_argument('--flags', default='')
    ap.add_argument('--configs', default=','.join(CONFIGS))
    args = ap.parse_args()
    files = ([(os.path.abspath(f), []) for f in args.files] if args.files
             else default_files(args.real))
    extra = shlex.split(args.flags)
    jobs = [(os.path.abspath(args.old), os.path.abspath(args.new), f, c,
             extra) for f in files for c in args.configs.split(',')]
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        for res in pool.map(compare, jobs):
            if res == 'skip':
                continue
            if res:
                failed += 1
                print('DIFF: ' + res, flush=True)
            else:
                passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
