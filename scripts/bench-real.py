#!/usr/bin/env python3
# Usage: scripts/bench-real.py [LIB...]
#
# The real-code part of the looplicm benchmark: C libraries shipped in
# the gcc-12-source package (zlib, libiberty, libdecnumber, libbacktrace;
# or only the LIBs named), each built in four ways at each -O level, as
# scripts/bench.py builds its kernels:
#   a  -OL                                  GCC's own lim2
#   b  -OL -fno-tree-loop-im                no GIMPLE LICM at all
#   c  -OL -fno-tree-loop-im -fplugin=...   looplicm instead of lim2
#   d  -OL -fplugin=...                     looplicm right after lim2
#
# For every build it
#   - runs the library's own tests: zlib's test/example.c, test/infcover.c
#     and a minigzip round trip (also checked with the system's gzip);
#     libiberty's testsuite (test-demangle on the C++, D and Rust
#     demangle-expected files, test-pexecute, test-expandargv,
#     test-strtol); libbacktrace's btest, stest, ztest, edtest, ttest,
#     unittest, dwarf5, ctestg, ctesta (the library's own code and the
#     test programs built with the build's flags); libdecnumber has no
#     tests of its own: its workload checks known answers;
#   - runs a fixed, deterministic workload, bench/real/LIB-work.c (its
#     header says what it does), under `valgrind --tool=callgrind` with
#     a fixed environment (WORK_ENV) and takes the whole program's
#     instruction count (the `totals:` line).
#     The driver itself is compiled with plain -OL in all four builds,
#     so only the library's code differs.  Its output (a checksum of all
#     results) must equal a's;
#   - takes the size of the library's text (`size -t`, TOTALS).
# Then the compile-time cost: cc1 instructions (valgrind --tool=callgrind)
# of `gcc -S` on each library's largest files, a, b, c and d at -O2: the
# whole of cc1, and the passes' own instructions, the inclusive cost of
# GCC's lim passes (pass_lim::execute, which cc1 does not name: the
# function that calls loop_invariant_motion_in_fun) and of the plugin's
# pass (pass_looplicm::execute, both instances, and the function
# summaries it records).
#
# A test that fails, a workload that crashes or prints other results than
# a's, or a build error is a failure; in c or d where a passes it is
# wrong code, reported loudly.  Performance is never a failure: `!` marks
# a count above a's.  Tables go to stdout and build/bench-real/REAL.md;
# the last line is "N passed, N failed" (exit 1 when N failed > 0).
#
# The sources are extracted once from the gcc-12-source package's
# tarball into build/real-src/ (zlib/, libiberty/, libdecnumber/,
# libbacktrace/ and what their configure and headers need: include/,
# config/, config.guess and friends), libiberty, libdecnumber and
# libbacktrace are configured once (build/real-src/cfg/LIB, CC=$GCC
# CFLAGS=-O2; cfg-$GCC/ for a GCC other than gcc; scripts/reallib.py),
# and each build is a copy of that directory made with
# `make CFLAGS=FLAGS`; zlib's files are compiled by hand.  The
# libbacktrace workload reads the DWARF of a fixed program, built once
# with `-O2 -g` (build/real-src/bt-target).
#
# About 12 CPU-minutes, so 7 to 8 minutes on 2 idle cores (the compile
# time is half of it; BENCH_REAL_COMPILE=0 skips it); the first run adds
# about a minute for the extraction and the configures.
#
# Environment:
#   GCC                     compiler (gcc)
#   OLEVELS                 -O levels to run ("-O2 -O3")
#   JOBS                    parallel jobs (2)
#   BENCH_PLUGIN_SO         the plugin (./looplicm.so); the run uses a copy
#                           in build/bench-real
#   BENCH_PLUGIN_ARGS       extra flags after -fplugin= (c and d)
#   BENCH_REAL_COMPILE=0    skip the compile-time measurement
#   BENCH_REAL_COMPILE_FILES  files measured (default "zlib/deflate.c
#                           zlib/inflate.c libiberty/cp-demangle.c
#                           libdecnumber/decNumber.c libbacktrace/dwarf.c";
#                           libiberty/regex.c, libbacktrace/elf.c also work)
#   BENCH_REAL_COMPILE_OLEVEL  -O level of the compile-time measurement (-O2)
#   BENCH_REAL_TARBALL      the GCC source tarball
#                           (/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz)
#   BENCH_TIMEOUT           seconds per valgrind run or make (600)
# Products: build/bench-real/OL/CFG/LIB/ (objects, tests, work.cg,
# work.out, log), build/bench-real/compile/, build/bench-real/REAL.md.

import concurrent.futures
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[0])))
import benchlib  # noqa: E402  (scripts/benchlib.py)
import pluginlib  # noqa: E402  (scripts/pluginlib.py)
import reallib  # noqa: E402  (scripts/reallib.py)
from reallib import CFG, LIBS, SRC, TOP, ZLIB_DEFS  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(sys.argv[0]), '..'))
os.chdir(ROOT)

GCC = os.environ.get('GCC', 'gcc')
OLEVELS = os.environ.get('OLEVELS', '-O2 -O3').split()
JOBS = int(os.environ.get('JOBS', '2'))
PLUGIN_SO = os.environ.get('BENCH_PLUGIN_SO', os.path.join(ROOT, 'looplicm.so'))
PLUGIN_ARGS = shlex.split(os.environ.get('BENCH_PLUGIN_ARGS', ''))
DO_COMPILE = os.environ.get('BENCH_REAL_COMPILE', '1') != '0'
COMPILE_FILES = os.environ.get(
    'BENCH_REAL_COMPILE_FILES',
    'zlib/deflate.c zlib/inflate.c libiberty/cp-demangle.c '
    'libdecnumber/decNumber.c libbacktrace/dwarf.c').split()
COMPILE_OLEVEL = os.environ.get('BENCH_REAL_COMPILE_OLEVEL', '-O2')
TIMEOUT = int(os.environ.get('BENCH_TIMEOUT', '600'))

BUILD = os.path.join(ROOT, 'build', 'bench-real')
DRIVERS = os.path.join(ROOT, 'bench', 'real')
CONFIGS = 'abcd'

ZLIB_FILES = ('adler32 compress crc32 deflate gzclose gzlib gzread gzwrite '
              'infback inffast inflate inftrees trees uncompr zutil').split()
LIBIBERTY_TESTS = ['check-cplus-dem', 'check-d-demangle',
                   'check-rust-demangle', 'check-pexecute',
                   'check-expandargv', 'check-strtol']
BACKTRACE_TESTS = ['btest', 'stest', 'ztest', 'edtest', 'ttest', 'unittest',
                   'dwarf5', 'ctestg', 'ctesta']
# The workload's whole environment.  The count depends on it: the size of
# the environment moves the stack, and string functions take other paths
# for other alignments (a variable 37 bytes longer: 120 instructions on
# libiberty's workload), so runs from another shell would not repeat.
WORK_ENV = {'PATH': '/usr/bin:/bin', 'LC_ALL': 'C'}
# Rough CPU seconds of each job on an idle core, to start the long ones
# first.
UNIT_COST = {'zlib': 15, 'libiberty': 35, 'libdecnumber': 15,
             'libbacktrace': 40}
COMPILE_COST = {'cp-demangle.c': 45, 'decNumber.c': 40, 'dwarf.c': 35,
                'regex.c': 35, 'elf.c': 25, 'deflate.c': 18, 'inflate.c': 15}


def log(msg):
    print('bench-real: ' + msg, file=sys.stderr, flush=True)


def run(cmd, cwd=None, logf=None, stdin=None, stdout=None, timeout=TIMEOUT,
        env=None):
    """Run CMD (a list); append its command line and output to LOGF.
    Return the exit status (124 on timeout)."""
    return benchlib.run(cmd, cwd=cwd, logf=logf, stdin=stdin, stdout=stdout,
                        timeout=timeout, env=env)


def flags_of(olevel, cfg, plugin):
    return benchlib.config_flags(olevel, cfg, plugin, PLUGIN_ARGS)


# ---------------------------------------------------------------------------
# One-time preparation: extraction, configures, the libbacktrace target.

def gcc_version():
    return benchlib.gcc_version(GCC)


def build_bt_target():
    """A fixed program with DWARF for the libbacktrace workload: zlib,
    decNumber and some of libiberty, -O2 -g, built once."""
    target = os.path.join(SRC, 'bt-target')
    stamp = target + '.stamp'
    want = gcc_version()
    if os.path.exists(stamp) and open(stamp).read().strip() == want:
        return None
    z = os.path.join(TOP, 'zlib')
    dn = os.path.join(TOP, 'libdecnumber')
    li = os.path.join(TOP, 'libiberty')
    srcs = [os.path.join(z, f + '.c') for f in ZLIB_FILES] + [
        os.path.join(z, 'test', 'example.c'),
        os.path.join(dn, 'decNumber.c'), os.path.join(dn, 'decContext.c')] + [
        os.path.join(li, f) for f in ('cp-demangle.c', 'regex.c', 'hashtab.c',
                                      'd-demangle.c', 'rust-demangle.c')]
    logf = target + '.log'
    rc = run([GCC, '-O2', '-g', '-w', '-no-pie', '-DHAVE_CONFIG_H'] + ZLIB_DEFS
             + ['-I' + z, '-I' + dn, '-I' + os.path.join(dn, 'bid'),
                '-I' + os.path.join(CFG, 'libdecnumber'),
                '-I' + os.path.join(CFG, 'libiberty'),
                '-I' + os.path.join(TOP, 'include'),
                '-Wl,--unresolved-symbols=ignore-all', '-o', target] + srcs,
             logf=logf)
    if rc != 0:
        return 'building %s failed (see %s)' % (target, logf)
    with open(stamp, 'w') as f:
        f.write(want + '\n')
    return None


# ---------------------------------------------------------------------------
# The drivers: compiled once per -O level with plain -OL.

def driver_includes(lib):
    if lib == 'zlib':
        return ZLIB_DEFS + ['-I' + os.path.join(TOP, 'zlib')]
    if lib == 'libiberty':
        return ['-I' + os.path.join(TOP, 'include')]
    if lib == 'libdecnumber':
        dn = os.path.join(TOP, 'libdecnumber')
        return ['-I' + dn, '-I' + os.path.join(dn, 'bid'),
                '-I' + os.path.join(CFG, 'libdecnumber')]
    return ['-I' + os.path.join(TOP, 'libbacktrace'),
            '-I' + os.path.join(CFG, 'libbacktrace')]


def build_driver(olevel, lib):
    d = os.path.join(BUILD, olevel[1:], 'drivers')
    obj = os.path.join(d, lib + '-work.o')
    logf = os.path.join(d, lib + '-work.log')
    rc = run([GCC, olevel, '-W', '-Wall'] + driver_includes(lib) +
             ['-c', '-o', obj, os.path.join(DRIVERS, lib + '-work.c')],
             logf=logf)
    return None if rc == 0 else 'driver %s %s: compile error (see %s)' % (
        lib, olevel, logf)


def workload_args(lib):
    if lib == 'libiberty':
        t = os.path.join(TOP, 'libiberty', 'testsuite')
        return [os.path.join(t, n) for n in (
            'demangle-expected', 'd-demangle-expected',
            'rust-demangle-expected')]
    if lib == 'libbacktrace':
        return [os.path.join(SRC, 'bt-target')]
    return []


# ---------------------------------------------------------------------------
# One build of one library: unit(LIB, OLEVEL, CFG).

def text_size(archive):
    r = subprocess.run(['size', '-t', archive], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, text=True)
    for line in r.stdout.splitlines():
        if '(TOTALS)' in line:
            return int(line.split()[0])
    return None


def copy_configured(lib, d):
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(os.path.join(CFG, lib), d, symlinks=True)


def unit(lib, olevel, cfg, plugin):
    """Build LIB with CFG's flags at OLEVEL, run its tests and workload.
    Return a dict: tests [(name, ok)], ir, out, text, error."""
    d = os.path.join(BUILD, olevel[1:], cfg, lib)
    logf = os.path.join(d, 'log')
    flags = flags_of(olevel, cfg, plugin)
    cflags = 'CFLAGS=' + ' '.join(shlex.quote(f) for f in flags)
    res = {'tests': [], 'ir': None, 'out': None, 'text': None, 'error': None,
           'dir': d}
    tests = res['tests']

    def fail(msg):
        res['error'] = '%s %s %s: %s (see %s)' % (lib, olevel, cfg, msg, logf)
        return res

    if lib == 'zlib':
        os.makedirs(d, exist_ok=True)
        z = os.path.join(TOP, 'zlib')
        objs = []
        for f in ZLIB_FILES:
            o = os.path.join(d, f + '.o')
            if run([GCC] + flags + ZLIB_DEFS + ['-I' + z, '-c', '-o', o,
                                                os.path.join(z, f + '.c')],
                   logf=logf) != 0:
                return fail('compile error in %s.c' % f)
            objs.append(o)
        archive = os.path.join(d, 'libz.a')
        if run(['ar', 'rcs', archive] + objs, logf=logf) != 0:
            return fail('ar failed')
        for t in ('example', 'infcover', 'minigzip'):
            if run([GCC] + flags + ZLIB_DEFS +
                   ['-I' + z, '-o', os.path.join(d, t),
                    os.path.join(z, 'test', t + '.c'), archive],
                   logf=logf) != 0:
                return fail('compile error in test/%s.c' % t)
        for t in ('example', 'infcover'):
            tests.append((t, run([os.path.join(d, t)], cwd=d,
                                 logf=logf) == 0))
        # minigzip -9, then -d, must give the input back; so must gzip -d.
        data = os.path.join(BUILD, 'minigzip-input')
        gz = os.path.join(d, 'mg.gz')
        back = os.path.join(d, 'mg.out')
        ok = False
        with open(data, 'rb') as i, open(gz, 'wb') as o:
            ok = run([os.path.join(d, 'minigzip'), '-9'], stdin=i, stdout=o,
                     logf=logf) == 0
        if ok:
            with open(gz, 'rb') as i, open(back, 'wb') as o:
                ok = run([os.path.join(d, 'minigzip'), '-d'], stdin=i,
                         stdout=o, logf=logf) == 0
        ok = ok and open(back, 'rb').read() == open(data, 'rb').read()
        if ok and shutil.which('gzip'):
            r = subprocess.run(['gzip', '-dc', gz], stdout=subprocess.PIPE)
            ok = r.returncode == 0 and r.stdout == open(data, 'rb').read()
        tests.append(('minigzip round trip', ok))
        link = [archive]
    elif lib in ('libiberty', 'libdecnumber'):
        copy_configured(lib, d)
        if run(['make', cflags], cwd=d, logf=logf) != 0:
            return fail('build error')
        archive = os.path.join(d, lib + '.a')
        if lib == 'libiberty':
            for t in LIBIBERTY_TESTS:
                tests.append((t[6:], run(['make', '-C', 'testsuite', cflags,
                                          t], cwd=d, logf=logf) == 0))
        link = [archive]
    else:
        copy_configured(lib, d)
        if run(['make', cflags, 'libbacktrace.la'], cwd=d, logf=logf) != 0:
            return fail('build error')
        archive = os.path.join(d, '.libs', 'libbacktrace.a')
        if run(['make', cflags] + BACKTRACE_TESTS, cwd=d, logf=logf) != 0:
            return fail('build error in the tests')
        for t in BACKTRACE_TESTS:
            rc = run([os.path.join(d, t)], cwd=d, logf=logf)
            if rc != 77:                        # 77: skipped
                tests.append((t, rc == 0))
        link = [archive, '-static']
    res['text'] = text_size(archive)

    # The workload: the driver (plain -OL) against this build.
    work = os.path.join(d, 'work')
    drv = os.path.join(BUILD, olevel[1:], 'drivers', lib + '-work.o')
    if run([GCC, olevel, '-o', work, drv] + link, logf=logf) != 0:
        return fail('link error of the workload')
    cg = os.path.join(d, 'work.cg')
    outf = os.path.join(d, 'work.out')
    with open(outf, 'w') as o:
        rc = run([shutil.which('valgrind'), '--tool=callgrind',
                  '--callgrind-out-file=' + cg, work] + workload_args(lib),
                 cwd=d, stdout=o, logf=logf, env=WORK_ENV)
    res['out'] = open(outf).read()
    if rc != 0:
        tests.append(('workload', False))
        return fail('workload exited with %d' % rc)
    for line in open(cg):
        if line.startswith('totals:'):
            res['ir'] = int(line.split()[1])
    if not res['ir']:
        return fail('no instruction count in ' + cg)
    return res


# ---------------------------------------------------------------------------
# Compile time: cc1 under cachegrind for one file and one configuration.

def pass_costs(cg):
    """The inclusive instructions of GCC's lim passes and of looplicm's
    pass in the callgrind output CG: (lim, looplicm), 0 when absent."""
    r = subprocess.run(['callgrind_annotate', '--inclusive=yes',
                        '--tree=caller', '--threshold=100', cg],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       text=True)
    lines = r.stdout.splitlines()
    incl = {}
    callers = {}
    pending = []
    for line in lines:
        m = re.match(r'\s*([\d,]+) \([^)]*\)\s+([<*])\s+(.*?)'
                     r'(?: \(\d+x\))?(?: \[[^\]]*\])?\s*$', line)
        if not m:
            pending = []
            continue
        n, kind, fn = int(m.group(1).replace(',', '')), m.group(2), m.group(3)
        fn = fn.split(':', 1)[-1]
        if kind == '<':
            pending.append(fn)
        else:
            incl[fn] = max(incl.get(fn, 0), n)
            callers[fn] = callers.get(fn, []) + pending
            pending = []
    lim = 0
    for fn, cs in callers.items():
        if fn.startswith('loop_invariant_motion_in_fun('):
            lim = sum(incl.get(c, 0) for c in set(cs))
    own = sum(n for fn, n in incl.items()
              if 'pass_looplicm::execute(' in fn)
    return lim, own


def compile_one(path, cfg, plugin):
    """((cc1 instructions, lim's own, looplicm's own), error)."""
    d = os.path.join(BUILD, 'compile')
    base = os.path.join(d, path.replace('/', '-')[:-2] + '.' + cfg)
    logf = base + '.log'
    out = base + '.callgrind'
    rc = run([GCC] + flags_of(COMPILE_OLEVEL, cfg, plugin) +
             reallib.compile_flags(path) +
             ['-S', '-o', base + '.s', os.path.join(TOP, path), '-wrapper',
              'valgrind,-q,--tool=callgrind,--callgrind-out-file=' + out],
             logf=logf)
    if rc != 0:
        return None, '%s %s: compile failed (see %s)' % (path, cfg, logf)
    for line in open(out):
        if line.startswith('summary:'):
            return (int(line.split()[1]),) + pass_costs(out), None
    return None, '%s %s: no count in %s' % (path, cfg, out)


# ---------------------------------------------------------------------------
# Per-function differences, for the report of a slower build.

def self_costs(cg):
    r = subprocess.run(['callgrind_annotate', '--threshold=100', cg],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       text=True)
    costs = {}
    for line in r.stdout.splitlines():
        m = re.match(r'\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(\S.*?)\s*(\[.*\])?$',
                     line)
        if m and ':' in m.group(2) and 'PROGRAM TOTALS' not in line:
            fn = m.group(2).split(':', 1)[1]
            costs[fn] = costs.get(fn, 0) + int(m.group(1).replace(',', ''))
    return costs


def slower_functions(cg_a, cg_x, n=4):
    a, x = self_costs(cg_a), self_costs(cg_x)
    diff = sorted(((x.get(f, 0) - a.get(f, 0), f) for f in set(a) | set(x)),
                  reverse=True)
    return ', '.join('%s %+d' % (f, dlt) for dlt, f in diff[:n] if dlt > 0)


# ---------------------------------------------------------------------------

ratio = benchlib.ratio
mark = benchlib.mark


def main():
    libs = sys.argv[1:] or LIBS
    for lib in libs:
        if lib not in LIBS:
            sys.exit('bench-real: unknown library %s (one of %s)'
                     % (lib, ' '.join(LIBS)))
    if not shutil.which('valgrind'):
        sys.exit('bench-real: valgrind not found')
    if not os.path.exists(PLUGIN_SO):
        sys.exit('bench-real: %s not built (make)' % PLUGIN_SO)

    with benchlib.Lock(BUILD + '.lock', 'bench-real'):
        return bench(libs)


def bench(libs):
    start = time.time()
    rev = benchlib.source_rev()
    os.makedirs(BUILD, exist_ok=True)
    plugin = pluginlib.snapshot(PLUGIN_SO, BUILD)
    err = benchlib.probe_plugin(GCC, plugin)
    if err is not None:
        sys.exit('bench-real: %s does not load:\n%s' % (PLUGIN_SO, err))

    # Preparation (cached across runs).
    reallib.prepare('bench-real', GCC, JOBS)
    err = build_bt_target() if 'libbacktrace' in libs else None
    if err:
        sys.exit('bench-real: ' + err)
    prep = time.time() - start

    for ol in OLEVELS:
        shutil.rmtree(os.path.join(BUILD, ol[1:]), ignore_errors=True)
        os.makedirs(os.path.join(BUILD, ol[1:], 'drivers'))
    shutil.rmtree(os.path.join(BUILD, 'compile'), ignore_errors=True)
    os.makedirs(os.path.join(BUILD, 'compile'))
    with open(os.path.join(BUILD, 'minigzip-input'), 'wb') as o:
        for f in sorted(os.listdir(os.path.join(TOP, 'zlib'))):
            if f.endswith('.c'):
                o.write(open(os.path.join(TOP, 'zlib', f), 'rb').read())
    errs = [e for e in (build_driver(ol, lib) for ol in OLEVELS
                        for lib in libs) if e]
    if errs:
        sys.exit('bench-real: ' + '; '.join(errs))

    # Everything else, longest first.
    jobs = []
    for ol in OLEVELS:
        for lib in libs:
            for cfg in CONFIGS:
                jobs.append((UNIT_COST[lib], 'unit', (lib, ol, cfg)))
    compile_files = [f for f in COMPILE_FILES
                     if f.split('/')[0] in libs] if DO_COMPILE else []
    for f in compile_files:
        for cfg in CONFIGS:
            jobs.append((COMPILE_COST.get(os.path.basename(f), 30), 'compile',
                         (f, cfg)))
    jobs.sort(key=lambda j: -j[0])
    units, compiles = {}, {}
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        futs = {}
        for _, kind, key in jobs:
            if kind == 'unit':
                futs[pool.submit(unit, *key, plugin)] = (kind, key)
            else:
                futs[pool.submit(compile_one, *key, plugin)] = (kind, key)
        for fut in concurrent.futures.as_completed(futs):
            kind, key = futs[fut]
            try:
                r = fut.result()
            except Exception as e:          # a bug here: report, go on
                r = ({'tests': [], 'ir': None, 'out': None, 'text': None,
                      'error': '%s: %r' % (key, e), 'dir': ''}
                     if kind == 'unit' else (None, '%s: %r' % (key, e)))
            if kind == 'unit':
                units[key] = r
            else:
                compiles[key] = r
    run_time = time.time() - start

    # Results: tests, then the tables.
    passed = failed = 0
    problems = []
    for ol in OLEVELS:
        for lib in libs:
            ua = units[(lib, ol, 'a')]
            a_ok = dict(ua['tests'])
            for cfg in CONFIGS:
                u = units[(lib, ol, cfg)]
                if u['error']:
                    failed += 1
                    problems.append('FAIL: ' + u['error'])
                for name, ok in u['tests']:
                    if ok:
                        passed += 1
                        continue
                    failed += 1
                    if cfg in 'cd' and a_ok.get(name):
                        problems.append(
                            'WRONG CODE: %s %s %s: test %s fails, passes in a'
                            ' (see %s/log)' % (lib, ol, cfg, name, u['dir']))
                    else:
                        problems.append('FAIL: %s %s %s: test %s (see %s/log)'
                                        % (lib, ol, cfg, name, u['dir']))
                if u['ir']:
                    if cfg != 'a' and ua['out'] is not None \
                       and u['out'] != ua['out']:
                        failed += 1
                        u['ir'] = 'BAD'
                        problems.append(
                            '%s: %s %s %s: the workload prints other results '
                            'than a (%s/work.out)' % (
                                'WRONG CODE' if cfg in 'cd' else 'FAIL',
                                lib, ol, cfg, u['dir']))
                    else:
                        passed += 1

    md = []
    md.append('# looplicm on real code\n')
    md.append('Generated by `scripts/bench-real.py`; do not edit by hand.  '
              'Source: %s.  Compiler: %s.  %d s (%d s preparation).\n'
              % (rev, gcc_version(), run_time, prep))
    md.append('a = `-OL` (lim2), b = `-OL -fno-tree-loop-im`, c = `-OL '
              '-fno-tree-loop-im -fplugin=looplicm.so`, d = `-OL '
              '-fplugin=looplicm.so`.  Instructions of the whole workload '
              '(bench/real/LIB-work.c, callgrind `totals:`; the driver is '
              'built with plain -OL, so only the library differs).  `!`: '
              'above a.  BAD: other results than a.\n')
    slower = []
    for ol in OLEVELS:
        md.append('## Workload instructions, %s\n' % ol)
        md.append('| library      |           a |           b |           c '
                  '|           d |     c/a |     d/a |')
        md.append('|--------------|------------:|------------:|------------:'
                  '|------------:|--------:|--------:|')
        lc = ld = 0.0
        nc = nd = 0
        for lib in libs:
            ir = {c: units[(lib, ol, c)]['ir'] for c in CONFIGS}
            cell = {c: (str(ir[c]) if ir[c] else 'FAIL') for c in CONFIGS}
            md.append('| %-12s | %11s | %11s | %11s | %11s | %7s | %7s |' % (
                lib, cell['a'], cell['b'], cell['c'], cell['d'],
                mark(ir['c'], ir['a']), mark(ir['d'], ir['a'])))
            for c in 'cd':
                if isinstance(ir[c], int) and isinstance(ir['a'], int):
                    if c == 'c':
                        lc += math.log(ir[c] / ir['a'])
                        nc += 1
                    else:
                        ld += math.log(ir[c] / ir['a'])
                        nd += 1
                    if ir[c] > ir['a']:
                        slower.append((lib, ol, c, ir[c] - ir['a']))
        md.append('| %-12s | %11s | %11s | %11s | %11s | %7s | %7s |' % (
            'geomean', '', '', '', '',
            '%.3f' % math.exp(lc / nc) if nc else 'n/a',
            '%.3f' % math.exp(ld / nd) if nd else 'n/a'))
        md.append('')
    if slower:
        md.append('Slower than a (functions with the largest self-count '
                  'increase, callgrind):\n')
        for lib, ol, c, delta in slower:
            base = os.path.join(BUILD, ol[1:])
            md.append('- %s %s %s: +%d: %s' % (
                lib, ol, c, delta,
                slower_functions(os.path.join(base, 'a', lib, 'work.cg'),
                                 os.path.join(base, c, lib, 'work.cg'))))
        md.append('')

    if compile_files:
        md.append('## Compile time, %s\n' % COMPILE_OLEVEL)
        md.append('cc1 instructions for `gcc %s -S FILE` (callgrind).  '
                  'lim2 = (a-b)/b, what GCC\'s LICM costs; plugin alone = '
                  '(c-b)/b; added = (d-a)/a, what adding looplicm after lim2 '
                  'costs.  All include the effect on later passes.\n'
                  % COMPILE_OLEVEL)
        md.append('| file                     |            a |            b |'
                  '            c |            d |    lim2 | plugin alone |'
                  '   added |')
        md.append('|--------------------------|-------------:|-------------:|'
                  '-------------:|-------------:|--------:|-------------:|'
                  '--------:|')
        own = {}
        for f in compile_files:
            n = {}
            for c in CONFIGS:
                r, e = compiles[(f, c)]
                n[c] = r[0] if r else None
                own[(f, c)] = r
                if e:
                    failed += 1
                    problems.append('FAIL: ' + e)

            def pct(x, y):
                if not isinstance(x, int) or not isinstance(y, int):
                    return 'n/a'
                return '%+.2f%%' % (100.0 * (x - y) / y)
            md.append('| %-24s | %12s | %12s | %12s | %12s | %7s | %12s | '
                      '%7s |' % (f, *(n[c] or 'FAIL' for c in CONFIGS),
                                 pct(n['a'], n['b']), pct(n['c'], n['b']),
                                 pct(n['d'], n['a'])))
        md.append('')
        md.append('The passes\' own cc1 instructions (inclusive, callgrind): '
                  'lim = GCC\'s lim passes in a (pass_lim::execute: lim2, '
                  'lim4, and lim3 under graphite); looplicm alone = the '
                  'plugin\'s pass in c, where it stands in for lim2 and '
                  'lim4 (both instances and the function summaries); '
                  'looplicm added = the plugin\'s pass in d, after lim2.  '
                  '`!`: above lim.\n')
        md.append('| file                     |          lim | looplicm '
                  'alone |  ratio | looplicm added |  ratio |')
        md.append('|--------------------------|-------------:|'
                  '---------------:|-------:|---------------:|-------:|')
        for f in compile_files:
            ra, rc_, rd = own[(f, 'a')], own[(f, 'c')], own[(f, 'd')]
            lim = ra[1] if ra else None
            oc = rc_[2] if rc_ else None
            od = rd[2] if rd else None

            def rat(x):
                if not lim or x is None:
                    return 'n/a'
                return '%.2f%s' % (x / lim, '!' if x > lim else '')
            md.append('| %-24s | %12s | %14s | %6s | %14s | %6s |' % (
                f, lim if lim is not None else 'n/a',
                oc if oc is not None else 'n/a', rat(oc),
                od if od is not None else 'n/a', rat(od)))
        md.append('')

    md.append('## Text size (bytes, `size -t` of the library archive)\n')
    md.append('| library      | -O |        a |        c |        d |'
              '     c/a |     d/a |')
    md.append('|--------------|----|---------:|---------:|---------:|'
              '--------:|--------:|')
    for lib in libs:
        for ol in OLEVELS:
            t = {c: units[(lib, ol, c)]['text'] for c in CONFIGS}
            md.append('| %-12s | %s | %8s | %8s | %8s | %7s | %7s |' % (
                lib, ol[1:], t['a'] or 'n/a', t['c'] or 'n/a',
                t['d'] or 'n/a', ratio(t['c'], t['a']),
                ratio(t['d'], t['a'])))
    md.append('')

    md.append('## Tests\n')
    for lib in libs:
        names = []
        for ol in OLEVELS:
            for c in CONFIGS:
                for name, _ in units[(lib, ol, c)]['tests']:
                    if name not in names:
                        names.append(name)
        md.append('- %s: %s, and the workload\'s results equal to a\'s; '
                  'each in %d builds' % (lib, ', '.join(names) or
                                         'known answers in the workload',
                                         len(OLEVELS) * 4))
    md.append('')
    if problems:
        md.append('### Failures\n')
        md += ['- ' + p for p in problems]
        md.append('')
    md.append('%d passed, %d failed' % (passed, failed))

    text = '\n'.join(md) + '\n'
    with open(os.path.join(BUILD, 'REAL.md'), 'w') as f:
        f.write(text)
    for p in problems:
        log(p)
    sys.stdout.write(text)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
