#!/usr/bin/env python3
# Usage: scripts/bench.py [KERNEL...]
#
# Run the looplicm benchmark (what `make bench` runs) and write BENCH.md.
#
# Every bench/NAME.c (or only the KERNELs named) is built in four ways at
# each -O level:
#   a  -OL                                  GCC's own lim2
#   b  -OL -fno-tree-loop-im                no GIMPLE LICM at all
#   c  -OL -fno-tree-loop-im -fplugin=...   looplicm instead of lim2
#   d  -OL -fplugin=...                     looplicm right after lim2
# and, when clang-14 or clang is installed, a fifth way, `clang -OL`,
# and run under `valgrind --tool=callgrind --toggle-collect=kernel`, which
# counts the instructions executed from entry to return of the function
# `kernel', callees included (strlen, tick...), and nothing else.  The
# count is deterministic: no timing noise, so one run is enough.
#
# For a and d it also takes the size of `kernel' (nm -S, with the parts
# GCC splits off) and, unless BENCH_COMPILE=0, the instructions of cc1
# compiling the file (cc1 alone under callgrind, `-S`).
#
# It fails (exit 1) on a compile error, a crash or timeout, or a checksum
# that differs from (a)'s.  When looplicm.so does not exist yet, c and d
# read n/a; when it exists but does not load, that is a compile error.
# Then it runs scripts/bench-compile.py (the compile time of generated
# inputs) unless BENCH_COMPILE=0, and writes the tables to BENCH.md: the
# counts, the kernels beside their twins (TWINS below) and clang, code
# size and cc1 cost, compile time.
#
# Environment:
#   GCC                 compiler (gcc)
#   CLANG               clang for the clang column (clang-14, else clang;
#                       CLANG=none leaves the column out)
#   OLEVELS             -O levels to run ("-O2 -O3")
#   JOBS                parallel builds and runs (number of CPUs)
#   BENCH_CFLAGS        extra flags for every build
#   BENCH_PLUGIN_ARGS   extra flags after -fplugin= (c and d)
#   BENCH_COMPILE=0     skip the compile-time measurements (the cc1 column
#                       reads n/a, and BENCH.md keeps bench-compile's last
#                       table; see scripts/bench-compile.py for its knobs)
#   BENCH_TIMEOUT       seconds per valgrind run (300)
#   BENCH_PLUGIN_SO     the plugin (./looplicm.so); the run uses a copy in
#                       build/bench, so a rebuild meanwhile cannot mix two
# Products go to build/bench/ (OL/CFG/NAME{,.out,.cg,.log,.s,.cc1.cg}).
#
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.

import concurrent.futures
import glob
import os
import shlex
import shutil
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(sys.argv[0]), '..'))
sys.path.insert(0, os.path.join(ROOT, 'scripts'))
import benchlib  # noqa: E402  (scripts/benchlib.py)
import pluginlib  # noqa: E402  (scripts/pluginlib.py)

os.chdir(ROOT)
GCC = os.environ.get('GCC', 'gcc')
OLEVELS = os.environ.get('OLEVELS', '-O2 -O3').split()
JOBS = int(os.environ.get('JOBS') or os.cpu_count() or 2)
BENCH_CFLAGS = shlex.split(os.environ.get('BENCH_CFLAGS', ''))
PLUGIN_ARGS = shlex.split(os.environ.get('BENCH_PLUGIN_ARGS', ''))
DO_COMPILE = os.environ.get('BENCH_COMPILE', '1') != '0'
TIMEOUT = int(os.environ.get('BENCH_TIMEOUT', '300'))
PLUGIN_SO = os.environ.get('BENCH_PLUGIN_SO',
                           os.path.join(ROOT, 'looplicm.so'))
BUILD = os.path.join('build', 'bench')

# The builds of every kernel, in the order of the tables.
CONFIGS = 'abcd'

# Twins: KERNEL: (TWIN, what TWIN is), where KERNEL is
# a loop as people write it (plain pointers, a call in the condition) and
# TWIN the same loop with restrict pointers, or with the work moved by
# hand: what versioning the loop for alias, or hoisting the call, can
# reach at best.  For the cost-model kernels (LOSSES below) the twin is
# the loop as lim2 leaves it: there the target is not to lose.  BENCH.md
# compares KERNEL's d with TWIN's a (a report, not a failure).  Their
# checksums may differ: a -ptr kernel's driver also makes calls whose arguments
# overlap, which its restrict twin cannot.  Add a pair here.
TWINS = {
    'accum-ptr': ('accum-restrict', 'accumulators through restrict pointers'),
    'matvec-ptr': ('matvec-restrict', 'y += A x with restrict y, A, x'),
    'matmul-ptr': ('matmul-ptr-restrict',
                   'C += A B, i-j-k, with restrict A, B, C'),
    'strlen-restrict': ('strlen-hoisted',
                        'strlen (s) hoisted by hand out of the condition'),
    'inv-load-alias': ('inv-load-alias-hoisted',
                       'the loop versioned on "p outside a[0..n)" by hand'),
    'gemm-ptr': ('gemm-restrict', 'C = beta C + alpha A B, i-k-j, '
                 'restrict C, A, B'),
    'gesummv-ptr': ('gesummv-restrict', 'tmp, y += A x, B x with restrict'),
    'bicg-ptr': ('bicg-restrict', 's += r A, q += A p, run-time n, restrict'),
    'syrk-ptr': ('syrk-restrict', 'C = beta C + alpha A A^T, j <= i, '
                 'restrict'),
    'covariance-ptr': ('covariance-restrict', 'means, then the covariance '
                       'matrix, restrict'),
    'covariance-n-ptr': ('covariance-n-restrict', 'covariance with run-time '
                         'bounds, arrays one after the other, restrict'),
    'gesummv-n-ptr': ('gesummv-n-restrict', 'gesummv with a run-time bound, '
                      'restrict'),
    'durbin-ptr': ('durbin-restrict', 'durbin with a run-time bound, '
                   'restrict'),
    'adi-ptr': ('adi-restrict', 'adi with run-time bounds, restrict'),
    'fdtd-ptr': ('fdtd-restrict', 'fdtd-2d with run-time bounds, restrict'),
    'aat-k-ptr': ('aat-k-restrict', 'B += A A^T, innermost k, restrict'),
    'aat-j-ptr': ('aat-j-restrict', 'B += A A^T, innermost j, restrict'),
    'jacobi-1d-ptr': ('jacobi-1d-restrict', 'the 3-point stencil, restrict'),
    'mvt-ptr': ('mvt-restrict', 'x1 += A y1, x2 += A^T y2, restrict'),
    'flag-sm-ptr': ('flag-sm-hand', 'the loop as lim2 leaves it'),
    'flag-sm-call': ('flag-sm-call-hand', 'the loop as lim2 leaves it'),
    'regtight-ptr': ('regtight-hand', 'the loop as lim2 leaves it'),
    'sink-gcc': ('sink-gcc-hand', 'the value computed after the loop by '
                 'hand'),
    'sink-exits': ('sink-exits-hand', 'the value computed after the loop '
                   'by hand'),
    'reassoc-add': ('reassoc-add-hand', 'out[i] = v[i] + (a + b), a + b '
                    'regrouped by hand'),
    'reassoc-mul': ('reassoc-mul-hand', 's += v[i] * (a * b), regrouped by '
                    'hand'),
    'reassoc-cmp': ('reassoc-cmp-hand', 'v[i] + a == b as v[i] == b - a, '
                    'by hand'),
}
# Above this ratio KERNEL's d is marked as missing the target.
TWIN_SLACK = 1.03
# The cost-model kernels: their target is d/a <= 1 (not to lose to lim2),
# and their twin, the loop as lim2 leaves it or GCC's own result written
# by hand, is shown but not a target (sink-gcc's hand twin, reloading
# a[n - 1] after the loop, is a transformation neither GCC nor looplicm
# makes).
LOSSES = ('flag-sm-ptr', 'flag-sm-call', 'regtight-ptr', 'sink-gcc')
# Build e: d's flags with RESTRICT defined empty, for a -ptr kernel whose
# restrict twin is the same file with RESTRICT defined as restrict (the
# twin defines it and includes the kernel's file).  Its driver then makes
# the twin's calls, none overlapping, with plain pointers: the twin
# table compares the two on the same work (the overlapping calls, which
# only the plain kernel may make, run the unversioned copy), and e's
# checksum must equal the twin's.
SAME_CALLS = ['-DRESTRICT=']


def log(msg):
    print('bench: ' + msg, file=sys.stderr, flush=True)


def find_clang():
    """The clang of the clang column, or None."""
    c = os.environ.get('CLANG')
    if c == 'none':
        return None
    for cand in ([c] if c else ['clang-14', 'clang']):
        if shutil.which(cand):
            return cand
    return None


class Bench:
    """One run: its plugin, its clang, and the results of every build.
    RES[(OL, CFG, NAME)] is a dict: ir (count, 'n/a' or None), out (the
    output), size (bytes of kernel), cc1 (cc1's instructions), fail (the
    reason, or None)."""

    def __init__(self, names):
        self.names = names
        self.plugin = None
        self.plugin_ok = False
        self.clang = find_clang()
        self.configs = list(CONFIGS) + (['clang'] if self.clang else [])
        self.res = {}

    def flags_of(self, olevel, cfg):
        if cfg == 'e':
            return self.flags_of(olevel, 'd') + SAME_CALLS
        return (benchlib.config_flags(olevel, cfg, self.plugin, PLUGIN_ARGS)
                + BENCH_CFLAGS)

    def same_calls_p(self, name):
        """Whether NAME gets build e: a kernel of TWINS in this run whose
        twin is NAME itself with RESTRICT defined (see SAME_CALLS)."""
        if name not in TWINS or TWINS[name][0] not in self.names:
            return False
        with open(os.path.join('bench', TWINS[name][0] + '.c')) as f:
            twin = f.read()
        return ('#define RESTRICT restrict' in twin
                and '#include "%s.c"' % name in twin)

    def one(self, olevel, cfg, name):
        """Build and run NAME in CFG at OLEVEL; fill self.res."""
        r = {'ir': None, 'out': None, 'size': None, 'cc1': None,
             'fail': None}
        self.res[(olevel, cfg, name)] = r
        d = os.path.join(BUILD, olevel.lstrip('-'), cfg)
        base = os.path.join(d, name)
        logf = base + '.log'
        src = os.path.join('bench', name + '.c')
        if cfg in ('c', 'd', 'e') and not self.plugin_ok:
            r['ir'] = 'n/a'
            return
        if cfg == 'clang':
            cmd = [self.clang, olevel, '-Ibench', '-o', base, src, '-lm']
            if benchlib.run(cmd, logf=logf, timeout=TIMEOUT) != 0:
                r['fail'] = ('%s %s clang: compile error: %s (see %s)'
                             % (name, olevel, ' '.join(cmd), logf))
                return
        else:
            cc = [GCC] + self.flags_of(olevel, cfg) + ['-Ibench']
            # cc1 alone under callgrind for a and d (gcc -S runs only
            # cc1), then the assembler and the link.
            measure = DO_COMPILE and cfg in ('a', 'd')
            cmd = cc + ['-S', '-o', base + '.s', src]
            if measure:
                cmd += ['-wrapper', 'valgrind,-q,--tool=callgrind,'
                        '--callgrind-out-file=' + base + '.cc1.cg']
            if (benchlib.run(cmd, logf=logf, timeout=TIMEOUT * 4) != 0
                    or benchlib.run(cc + ['-o', base, base + '.s', '-lm'],
                                    logf=logf, timeout=TIMEOUT) != 0):
                r['fail'] = ('%s %s %s: compile error: %s (see %s)'
                             % (name, olevel, cfg,
                                ' '.join(cc + [src]), logf))
                return
            if measure:
                r['cc1'] = benchlib.callgrind_totals(base + '.cc1.cg')
        r['size'] = benchlib.function_size(base, 'kernel')
        with open(base + '.out', 'w') as out:
            rc = benchlib.run(['valgrind', '--tool=callgrind',
                               '--toggle-collect=kernel',
                               '--callgrind-out-file=' + base + '.cg',
                               './' + base], logf=logf, stdout=out,
                              timeout=TIMEOUT)
        if rc != 0:
            r['fail'] = ('%s %s %s: run failed or timed out (see %s)'
                         % (name, olevel, cfg, logf))
            return
        with open(base + '.out') as f:
            r['out'] = f.read()
        r['ir'] = benchlib.callgrind_totals(base + '.cg')
        if not r['ir']:
            r['fail'] = ('%s %s %s: no instructions counted in kernel ()'
                         % (name, olevel, cfg))

    def check(self):
        """Report failures and checksums that differ from a's; mark them
        FAIL or BAD in place of the count.  Return the exit status."""
        status = 0
        for (olevel, cfg, name), r in sorted(self.res.items()):
            if r['fail']:
                log(r['fail'])
                r['ir'] = 'FAIL'
                status = 1
                continue
            # e makes the calls of NAME's twin.
            a = self.res[(olevel, 'a',
                          TWINS[name][0] if cfg == 'e' else name)]
            if (cfg != 'a' and benchlib.is_count(r['ir'])
                    and a['out'] is not None and r['out'] != a['out']):
                log('%s %s %s: checksum %s differs from (a)\'s %s'
                    % (name, olevel, cfg, r['out'].strip(),
                       a['out'].strip()))
                r['ir'] = 'BAD'
                status = 1
        return status

    def ir(self, olevel, cfg, name):
        r = self.res.get((olevel, cfg, name))
        return r['ir'] if r else None

    def get(self, olevel, cfg, name, key):
        r = self.res.get((olevel, cfg, name))
        return r[key] if r else None

    # ----------------------------------------------------------------
    # The tables.

    def counts_table(self, olevel):
        """Instructions of every kernel in a, b, c, d at OLEVEL, with c/a,
        d/a, their geometric means and that of b/a."""
        rows, ca, da, ba = [], [], [], []
        for n in self.names:
            ir = {c: self.ir(olevel, c, n) for c in CONFIGS}
            rows.append([n] + [ir[c] if ir[c] is not None else 'n/a'
                               for c in CONFIGS]
                        + [benchlib.mark(ir['c'], ir['a']),
                           benchlib.mark(ir['d'], ir['a'])])
            ca.append(benchlib.ratio(ir['c'], ir['a']))
            da.append(benchlib.ratio(ir['d'], ir['a']))
            ba.append(benchlib.ratio(ir['b'], ir['a']))
        rows.append(['geomean', '', '', '', '', benchlib.geomean(ca),
                     benchlib.geomean(da)])
        return (benchlib.md_table(['kernel', 'a', 'b', 'c', 'd', 'c/a',
                                   'd/a'], rows)
                + '\nGeometric mean of b/a (what turning lim2 off costs): '
                '%s\n' % benchlib.geomean(ba))

    def twins_table(self, olevel):
        """Each kernel of TWINS that ran beside its twin and clang."""
        rows, dt, dts = [], [], []
        for k, (t, _) in TWINS.items():
            if k not in self.names or t not in self.names:
                continue
            a, d = self.ir(olevel, 'a', k), self.ir(olevel, 'd', k)
            e = self.ir(olevel, 'e', k)
            ta = self.ir(olevel, 'a', t)
            cl = self.ir(olevel, 'clang', k) if self.clang else None
            r_dt = benchlib.ratio(e if e is not None else d, ta)
            dt.append(r_dt)
            if (r_dt != 'n/a' and float(r_dt) > TWIN_SLACK
                    and k not in LOSSES):
                r_dt += ' *'
            row = [k, t, a, d, e if e is not None else '', ta]
            if self.clang:
                row.append(cl if cl is not None else 'n/a')
            row += [benchlib.mark(d, a), benchlib.ratio(a, ta), r_dt]
            if self.clang:
                row.append(benchlib.ratio(cl, a))
            rows.append(row)
        if not rows:
            return 'No pair of twins in this run.\n'
        head = ['kernel', 'twin', 'lim2 (a)', 'plugin (d)',
                'twin\'s calls (e)', 'twin (a)']
        tail = ['d/a', 'a/twin', 'd/twin']
        if self.clang:
            head.append('clang')
            tail.append('clang/a')
        geo = ['geomean', '', '', '', '', ''] + ([''] if self.clang else [])
        geo += ['', '', benchlib.geomean(dt)] + ([''] if self.clang else [])
        return benchlib.md_table(head + tail, rows + [geo], left=2)

    def size_table(self, olevel):
        """Bytes of kernel () and cc1's instructions, a against d."""
        rows, sg, cg = [], [], []
        for n in self.names:
            sa, sd = (self.get(olevel, 'a', n, 'size'),
                      self.get(olevel, 'd', n, 'size'))
            ca, cd = (self.get(olevel, 'a', n, 'cc1'),
                      self.get(olevel, 'd', n, 'cc1'))
            sg.append(benchlib.ratio(sd, sa))
            cg.append(benchlib.ratio(cd, ca))
            rows.append([n, sa if sa is not None else 'n/a',
                         sd if sd is not None else 'n/a',
                         benchlib.growth(sd, sa),
                         ca if ca is not None else 'n/a',
                         cd if cd is not None else 'n/a',
                         benchlib.growth(cd, ca)])
        rows.append(['geomean', '', '', geo_growth(sg), '', '',
                     geo_growth(cg)])
        return benchlib.md_table(['kernel', 'bytes a', 'bytes d', 'growth',
                                  'cc1 a', 'cc1 d', 'cc1 growth'], rows)

    def slower(self):
        """Lines naming every kernel and -O level where d > a."""
        lines = []
        for olevel in OLEVELS:
            for n in self.names:
                a, d = self.ir(olevel, 'a', n), self.ir(olevel, 'd', n)
                if benchlib.is_count(a) and benchlib.is_count(d) and d > a:
                    lines.append('- `%s` at %s: d = %d, a = %d (+%d, %s)'
                                 % (n, olevel, d, a, d - a,
                                    benchlib.growth(d, a)))
        return '\n'.join(lines) + '\n' if lines else 'None.\n'


def geo_growth(ratios):
    """The geometric mean of RATIOS as a signed percentage."""
    g = benchlib.geomean(ratios)
    return g if g == 'n/a' else '%+.1f%%' % (100 * (float(g) - 1))


def compile_table(status_box, rev):
    """Run scripts/bench-compile.py (or keep its last table); return the
    table's Markdown."""
    compile_md = os.path.join(BUILD, 'compile.md')
    if DO_COMPILE:
        env = dict(os.environ, BENCH_LOCKED='1', BENCH_REV=rev,
                   BENCH_PLUGIN_SO=os.path.abspath(
                       os.path.join(BUILD, 'looplicm.so')), GCC=GCC)
        if subprocess.run(['scripts/bench-compile.py'], env=env).returncode:
            status_box[0] = 1
    elif os.path.exists(compile_md):
        text = open(compile_md).read()
        if not text.startswith('Not measured'):
            # Keep the last measurement, saying so.
            note = '(From an earlier run: this one had `BENCH_COMPILE=0`.)'
            if text.startswith(note):
                text = text.split('\n', 2)[2]
            open(compile_md, 'w').write(note + '\n\n' + text)
    else:
        open(compile_md, 'w').write('Not measured (`BENCH_COMPILE=0`).\n')
    if not os.path.exists(compile_md):
        return 'Not measured.\n'
    return open(compile_md).read()


def main():
    names = sys.argv[1:] or sorted(
        os.path.basename(f)[:-2] for f in glob.glob('bench/*.c'))
    for n in names:
        if not os.path.isfile(os.path.join('bench', n + '.c')):
            sys.exit('bench: no bench/%s.c' % n)
    subprocess.run(['scripts/install-deps.sh', 'bench'], check=True)
    if not shutil.which('valgrind'):
        sys.exit('bench: valgrind not found')
    with benchlib.Lock(BUILD + '.lock', 'bench'):
        return bench(names)


def bench(names):
    os.makedirs(BUILD, exist_ok=True)
    b = Bench(names)
    rev = benchlib.source_rev()
    # Run a copy of the plugin, so that a rebuild during the run cannot
    # mix two versions.  Missing: c and d are n/a.  Broken: fail.
    if os.path.isfile(PLUGIN_SO):
        b.plugin = pluginlib.snapshot(PLUGIN_SO, os.path.abspath(BUILD))
        err = benchlib.probe_plugin(GCC, b.plugin)
        if err is not None:
            sys.exit('%sbench: %s does not load' % (err, PLUGIN_SO))
        b.plugin_ok = True
    else:
        log('%s not built; columns c and d are n/a' % PLUGIN_SO)

    start = time.time()
    jobs = []
    for ol in OLEVELS:
        shutil.rmtree(os.path.join(BUILD, ol.lstrip('-')), ignore_errors=True)
        for cfg in b.configs + ['e']:
            os.makedirs(os.path.join(BUILD, ol.lstrip('-'), cfg))
        jobs += [(ol, cfg, n) for n in names for cfg in b.configs]
        jobs += [(ol, 'e', n) for n in names if b.same_calls_p(n)]
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        list(pool.map(lambda j: b.one(*j), jobs))
    status = [b.check()]
    kernels_time = time.time() - start

    tables = ''
    for ol in OLEVELS:
        tables += '\n### %s\n\n' % ol + b.counts_table(ol)
    twins = ''
    for ol in OLEVELS:
        twins += '\n### %s\n\n' % ol + b.twins_table(ol)
    sizes = ''
    for ol in OLEVELS:
        sizes += '\n### %s\n\n' % ol + b.size_table(ol)
    slower = b.slower()
    print(tables + '\nTwins:\n' + twins + '\nSlower than lim2:\n\n' + slower)
    log('kernels took %d s' % kernels_time)

    cstart = time.time()
    compile_md = compile_table(status, rev)
    compile_time = (' and %d s for compile time' % (time.time() - cstart)
                    if DO_COMPILE else '')
    with open('BENCH.md', 'w') as f:
        f.write(report(b, rev, tables, twins, sizes, slower, compile_md,
                       '%d s for the kernels%s' % (kernels_time,
                                                   compile_time)))
    log('wrote BENCH.md')
    if status[0]:
        log('FAILED (see above)')
    return status[0]


def scale_section():
    """The section make bench-scale last wrote into BENCH.md, kept."""
    old = open('BENCH.md').read() if os.path.exists('BENCH.md') else ''
    return (benchlib.md_section(old, '## ' + SCALE_HEADING)
            or 'Not measured: run `make bench-scale`.\n')


SCALE_HEADING = 'Compile cost at growing sizes'


def report(b, rev, tables, twins, sizes, slower, compile_md, took):
    """BENCH.md: what the numbers mean, then the tables."""
    pairs = ''.join('| `%s` | `%s` | %s |\n' % (k, t, what)
                    for k, (t, what) in TWINS.items())
    clang = ('`%s` (%s)' % (b.clang, benchlib.gcc_version(b.clang))
             if b.clang else 'not installed, so the clang column is left out')
    return HEAD.format(
        rev=rev, gcc=benchlib.gcc_version(GCC), clang=clang,
        plugin=('looplicm.so loaded' if b.plugin_ok else
                'looplicm.so not built, so c and d are n/a'),
        took=took, tables=tables, slack=TWIN_SLACK,
        slack_pct=round((TWIN_SLACK - 1) * 100), pairs=pairs, twins=twins,
        slower=slower, sizes=sizes, compile=compile_md, scale=scale_section())


HEAD = '''# looplicm benchmark

Generated by `make bench` (`scripts/bench.py`); do not edit by hand.
Source: {rev}.  Compiler: {gcc}.
Plugin: {plugin}.  Clang: {clang}.

## What is measured

Each `bench/*.c` is one loop kernel (the function `kernel`, `noipa`)
plus a driver that builds fixed data, calls it many times and prints a
checksum.  Each is built four ways at each -O level:

| column | flags | meaning |
|---|---|---|
| a | `-OL` | GCC's own lim2 (the baseline) |
| b | `-OL -fno-tree-loop-im` | no GIMPLE loop-invariant motion |
| c | `-OL -fno-tree-loop-im -fplugin=./looplicm.so` | looplicm replaces lim2 |
| d | `-OL -fplugin=./looplicm.so` | looplicm runs after lim2 |
| clang | `clang -OL` | the same file built by clang, where installed |

The numbers are instructions executed inside `kernel`, callees included
(strlen, called functions), counted by `valgrind --tool=callgrind
--toggle-collect=kernel`: the `totals:` line of the callgrind output.
They are exact and repeatable; they are not cycles (a division counts as
one instruction, a vector instruction as one, a cache miss as nothing).
Lower is better.  Every checksum, clang's included, equals (a)'s, or the
run fails.

Targets:
- d/a <= 1.000 on every kernel: looplicm after lim2 never runs more
  instructions than lim2 alone, the cost-model kernels (`flag-sm-ptr`,
  `flag-sm-call`, `regtight-ptr`, `sink-gcc`) included;
- c/a <= 1.000 on every kernel (looplicm alone does at least what lim2
  does), and a geometric mean of c/a <= 0.97;
- d/a < 1.000 where lim2 leaves work that looplicm is meant to do:
  sinking into loop exits (`after-loop`), conditional stores
  (`cond-store`), loads and calls past calls that do not clobber them
  (`call-noclobber`, `strlen-cond`, `strsearch`), loads behind
  stores that may alias (`inv-load-alias`, `accum-ptr`);
- d/twin <= {slack} on every pair of twins (below) but the losses, the
  vectorized ones at -O2 included.

`!` marks a count above a's: looplicm made the kernel slower, if only
by a few instructions (then the ratio can still read 1.000; the list
"Slower than lim2" gives the exact counts).  BAD marks a wrong checksum,
FAIL a compile error or crash.  b/a shows how much GIMPLE LICM matters
at all: RTL's loop-invariant pass still hoists arithmetic when lim2 is
off, so b = a on the arithmetic kernels.  On `cond-store` b < a: lim2's
store motion with a flag costs more than the stores it saves when one
iteration in four stores.

Moving a call out of a loop weighs heavily in the geometric means:
hoisting strlen out of a loop condition (`strlen-cond`, `strsearch`)
removes a term quadratic in the string length (at -O3 the loop then also
vectorizes), and `call-noclobber` calls a 16-iteration loop on every
iteration.  Each kernel's file starts with a comment saying what it
tests, what lim2 does with it and what looplicm does.

Run it: `make bench` (how long this run took is at the end of this
paragraph: cc1 under callgrind for every kernel's a and d is most of
it, then the compile time of generated inputs); `make bench
BENCH_COMPILE=0` for the kernels only, without cc1 under callgrind (the
cc1 columns then read n/a and BENCH.md keeps the last compile-time
table); `scripts/bench.py KERNEL...` for some;
`OLEVELS=-O2`, `BENCH_PLUGIN_ARGS=-fplugin-arg-looplicm-...`, `JOBS=N`,
`CLANG=none`.  Build products are in `build/bench/`.  This run took
{took}.

## Instructions in kernel ()
{tables}
## Slower than lim2

Every kernel and -O level where d runs more instructions than a, with
the exact counts:

{slower}
## Kernels against their twins and clang

Issues 12 and 26 (versioning loops for alias, restrict for calls): each
kernel written the way people write it, with plain pointers or a call
in the loop condition, has a twin: the same loop with `restrict`
pointers, or with the work moved out by hand.  The twin is what
versioning the loop on "these pointers do not overlap", or hoisting the
call, can reach at best, store motion and vectorization included (at
-O2 GCC 12 vectorizes with the very-cheap cost model: no versioning of
its own, so a plain-pointer loop vectorizes only where looplicm's fast
copy tells the vectorizer that nothing overlaps).  The twins of the
cost-model kernels (`flag-sm-ptr`, `flag-sm-call`, `regtight-ptr`,
`sink-gcc`) are the
loop as lim2 leaves it, or with the work done by hand: there the target
is d/a <= 1.

The target: with looplicm after lim2, each kernel but the losses within
{slack_pct}% of its twin's a, that is d/twin <= {slack}, on the same
calls (below).  `*` marks a d/twin above that, `!` a d above a (as
above); both are reports, not failures.  a/twin is where GCC alone
stands; clang is the plain kernel built by clang at the same -O level
(clang/a below 1: clang runs fewer instructions than GCC with lim2).

| kernel | twin | what the twin is |
|---|---|---|
{pairs}
The twins' drivers make the same calls, with the same sizes.  Where a
`-ptr` kernel's driver passes overlapping arguments (one call in 16
for `accum-ptr` and `matvec-ptr`, one in 8 for `matmul-ptr`, one call
of each of the cost-model kernels that take arrays), so that a wrong
transformation changes the checksum, its restrict twin, for which that
would be undefined, makes the call on separate data: their checksums
differ, and a versioned kernel runs its unversioned copy on those calls.
So that d/twin compares the same work, such a kernel is built once more
with d's flags and `-DRESTRICT=` (column e, "twin's calls"): plain
pointers, as looplicm sees them, but the twin's driver, whose checksum
e must reproduce; d/twin is then e against the twin's a.  Column d
(overlapping calls included) is the one of the tables above.  The
hand-written twins keep the driver, overlapping calls included, and
the checksum.
{twins}
## Code size and compile cost

Bytes of the function `kernel` (`nm -S`, with any part GCC split off,
`kernel.cold`), and the instructions of cc1 compiling the kernel's file
(driver included; `gcc -OL -S` with cc1 under `valgrind
--tool=callgrind`, the `totals:` line), a against d.  Growth is d
against a; its geometric mean is over all kernels, most of which
looplicm leaves alone (0 %).  cc1's count includes loading looplicm.so,
about 3.9M instructions.
{sizes}
## Compile time of generated inputs

{compile}
## Compile cost at growing sizes

{scale}'''


if __name__ == '__main__':
    sys.exit(main())
