#!/usr/bin/env python3
# Usage: scripts/bench-compile.py
#        scripts/bench-compile.py --gen SERIES SIZE > file.c
#
# Measure what looplicm costs at compile time.  scripts/bench.py (make bench)
# runs this unless BENCH_COMPILE=0; it also runs on its own.
#
# Generated inputs (--gen prints one), SIZE statements each:
#   body-S   one loop whose body has S statements (S = 10 .. 10000)
#   nest-S   a three-deep nest, S/3 statements at each level
#   many-S   S/10 loops of 10 statements, ten loops per function
# The statements load and store through six pointers that may alias, read
# invariant cells, accumulate into acc[0..15], conditionally store to
# globals, and compute invariant arithmetic: every kind of work the pass
# analyses.
#
# Each input is compiled with `-O2 -S` three ways, cc1 running under
# `valgrind --tool=callgrind` (instructions, deterministic):
#   nolim   -O2 -fno-tree-loop-im
#   lim2    -O2
#   plugin  -O2 -fplugin=./looplicm.so      (lim2, then looplicm)
# and reports lim2/nolim (what GCC's own LICM costs, with its effect on
# later passes), plugin/lim2 (what adding looplicm costs), the extra cc1
# instructions, and the pass's own instructions: the inclusive cost of the
# plugin's pass execute method (callgrind_annotate --inclusive=yes), per
# statement.  "exp" is the growth exponent of the pass's cost against the
# previous size of the series: 1 is linear, 2 quadratic.  Last, a native
# -ftime-report of the largest input shows "tree loop invariant motion"
# (TV_LIM: GCC's lim1 to lim4 and looplicm, whose pass_data says TV_LIM).
#
# Environment: GCC, JOBS, BENCH_COMPILE_TIMEOUT (seconds per compile,
# 3600), BENCH_COMPILE_SERIES (inputs, default "body-10 body-100
# body-1000 body-10000 nest-100 nest-1000 many-100 many-1000"),
# BENCH_COMPILE_NOLIM_MAX (largest size compiled as nolim, 1000).
# About 4 minutes on 2 idle cores; valgrind needs ~4.5 s to start cc1,
# and a body-10000 compile is 24G instructions, ~2 minutes.  Skipping
# nolim there saves one of those; lim2/nolim hardly varies with size.
# Products: build/bench/compile/ (inputs, callgrind outputs, logs); the
# table is printed and saved as build/bench/compile.md.  Standard library
# only (and scripts/benchlib.py).

import concurrent.futures
import math
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'scripts'))
import benchlib  # noqa: E402  (scripts/benchlib.py)
import pluginlib  # noqa: E402  (scripts/pluginlib.py)

GCC = os.environ.get('GCC', 'gcc')
JOBS = int(os.environ.get('JOBS') or os.cpu_count() or 2)
TIMEOUT = int(os.environ.get('BENCH_COMPILE_TIMEOUT', '3600'))
SERIES = os.environ.get('BENCH_COMPILE_SERIES',
                        'body-10 body-100 body-1000 body-10000 nest-100 '
                        'nest-1000 many-100 many-1000').split()
NOLIM_MAX = int(os.environ.get('BENCH_COMPILE_NOLIM_MAX', '1000'))
BUILD = os.path.join('build', 'bench')
DIR = os.path.join(BUILD, 'compile')
CONFIGS = {'nolim': ['-O2', '-fno-tree-loop-im'], 'lim2': ['-O2'],
           'plugin': ['-O2']}


# ----------------------------------------------------------------------
# The generated inputs.

class Input:
    """The C text of one generated input, built statement by statement."""

    def __init__(self):
        self.lines = []
        # The statements of the current body that are conditional stores.
        self.cond = set()
        # Makes the functions of a "many" input differ, or GCC would merge
        # them (-fipa-icf) and compile only one.
        self.salt = 0

    def out(self, text):
        self.lines.append(text)

    def stmt(self, k, iv, ind):
        """Statement K, with induction expression IV, indented by IND.
        Temporaries t<K> form chains, so no statement is dead."""
        r = k % 8
        a = 'p%d' % (k % 4)
        b = 'p%d' % ((k + 1) % 4)
        if r == 0:
            s = 't%d = %s[%s + %d] + x * %d;' % (k, a, iv, k,
                                                 k % 16 + 1 + self.salt)
        elif r == 1:
            s = '%s[%s + %d] = t%d ^ (y + %d);' % (b, iv, k, k - 1, k % 16)
        elif r == 2:
            s = 't%d = t%d + q[%d] * (x - y);' % (k, k - 2, k)
        elif r == 3:
            s = 'acc[%d] += t%d;' % (k % 16, k - 1)
        elif r == 4:
            s = 't%d = (t%d >> 3) + %s[%d];' % (k, k - 2, a, k)
        elif r == 5 and k in self.cond:
            s = 'if (t%d & 1)\n%s  g%d = %s;' % (k - 1, ind, k % 8, iv)
        elif r == 5:
            s = 't%d = t%d - %s[%s + %d];' % (k, k - 1, b, iv, k + 1)
        elif r == 6:
            s = 't%d = t%d * y + *s%d;' % (k, k - 2, k % 4)
        else:
            s = '%s[%s * 2 + %d] = t%d + t%d;' % (a, iv, k, k - 1, k - 3)
        self.out(ind + s)

    def body(self, start, end, iv, ind):
        """Statements START .. END-1.  At most eight are conditional
        stores: each one splits the block, and more would make GCC's own
        PRE quadratic, which is not what we measure."""
        self.cond = set()
        step = max(8, (end - start) // 8)
        k = start + 5
        while k < end:
            while k % 8 != 5:
                k += 1
            self.cond.add(k)
            k += step
        for k in range(start, end):
            self.stmt(k, iv, ind)

    def header(self, name, start, end):
        """Start function NAME with temporaries t<START-3> .. t<END-1>,
        all zero, so that no statement reads an undefined value."""
        self.out('void')
        self.out(name + ' (int *p0, int *p1, int *p2, int *p3, '
                 'const int *q, int *acc,')
        self.out('        const int *s0, const int *s1, const int *s2, '
                 'const int *s3,')
        self.out('        int n, int x, int y)')
        self.out('{')
        temps = ['t%d = 0' % k for k in range(start - 3, end)]
        self.out('  int ' + ', '.join(temps) + ';')


def generate(series, size):
    """The C text of input SERIES-SIZE."""
    g = Input()
    g.out('/* Generated by scripts/bench-compile.py --gen %s %d.  */'
          % (series, size))
    g.out('int g0, g1, g2, g3, g4, g5, g6, g7;')
    if series == 'body':
        g.header('f_body', 3, size + 3)
        g.out('  for (int i = 0; i < n; i++)\n    {')
        g.body(3, size + 3, 'i', '      ')
        g.out('    }\n}')
    elif series == 'nest':
        m = max(3, size // 3)
        g.header('f_nest', 3, 3 * m + 3)
        g.out('  for (int i = 0; i < n; i++)\n    {')
        g.body(3, m + 3, 'i', '      ')
        g.out('      for (int j = 0; j < n; j++)\n\t{')
        g.body(m + 3, 2 * m + 3, 'j', '\t  ')
        g.out('\t  for (int k = 0; k < n; k++)\n\t    {')
        g.body(2 * m + 3, 3 * m + 3, '(k + j)', '\t      ')
        g.out('\t    }\n\t}\n    }\n}')
    elif series == 'many':
        for loop in range(max(1, size // 10)):
            if loop % 10 == 0:
                if loop:
                    g.out('}\n')
                g.salt = loop // 10
                g.header('f_many_%d' % g.salt, 3, 103)
            g.out('  for (int i = 0; i < n; i++)\n    {')
            base = 3 + 10 * (loop % 10)
            g.body(base, base + 10, 'i', '      ')
            g.out('    }')
        g.out('}')
    else:
        raise ValueError('unknown series ' + series)
    return '\n'.join(g.lines) + '\n'


def split_input(name):
    """('body', 100) for 'body-100'."""
    series, size = name.rsplit('-', 1)
    return series, int(size)


# ----------------------------------------------------------------------
# The measurements.

def pass_count(cg):
    """The inclusive instructions of every execute (function*) method of
    the plugin in callgrind output CG, or 'n/a'."""
    r = subprocess.run(['callgrind_annotate', '--inclusive=yes',
                        '--threshold=100', cg], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, text=True)
    total, found = 0, False
    for line in r.stdout.splitlines():
        if 'looplicm.so' in line and '::execute(function*)' in line:
            total += int(line.split()[0].replace(',', ''))
            found = True
    return total if found else 'n/a'


def compile_one(plugin, name, cfg):
    """Compile input NAME as CFG with cc1 under callgrind.  Return
    (instructions, pass instructions or None, failure or None)."""
    base = os.path.join(DIR, '%s.%s' % (name, cfg))
    flags = CONFIGS[cfg] + (['-fplugin=' + plugin] if cfg == 'plugin'
                            else [])
    cmd = ([GCC] + flags + ['-S', '-o', base + '.s',
                            os.path.join(DIR, name + '.c'), '-wrapper',
                            'valgrind,-q,--tool=callgrind,'
                            '--callgrind-out-file=' + base + '.cg'])
    if benchlib.run(cmd, logf=base + '.log', timeout=TIMEOUT) != 0:
        return None, None, ('%s %s: compile failed or timed out: %s (see '
                            '%s.log)' % (name, cfg, ' '.join(cmd[:-2]),
                                         base))
    ir = benchlib.callgrind_totals(base + '.cg')
    return ir, pass_count(base + '.cg') if cfg == 'plugin' else None, None


def tv_lim(flags, path):
    """'T s of U s': "tree loop invariant motion" and the total of a
    native -ftime-report compile of PATH."""
    r = subprocess.run([GCC] + flags + ['-S', '-o', '/dev/null',
                                        '-ftime-report', path],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    t, u = '0.00', ''
    for line in r.stdout.splitlines():
        if ':' not in line:
            continue
        fields = line.split(':', 1)[1].split()
        if 'tree loop invariant motion' in line and fields:
            t = fields[0]
        elif ' TOTAL ' in line and fields:
            u = fields[0]
    return '%s s of %s s' % (t, u)


def table(rows):
    """The Markdown table of ROWS: (series, size, nolim, lim2, plugin,
    pass), counts or 'skipped' / 'FAIL' / 'n/a'."""
    out, prev = [], None
    for series, size, nolim, lim2, plugin, pas in rows:
        extra = (plugin - lim2 if benchlib.is_count(plugin)
                 and benchlib.is_count(lim2) else 'n/a')
        per = '%.0f' % (pas / size) if benchlib.is_count(pas) else 'n/a'
        exp = ''
        if (prev and prev[0] == series and benchlib.is_count(pas)
                and benchlib.is_count(prev[2]) and prev[2] > 0
                and size != prev[1]):
            exp = '%.2f' % (math.log(pas / prev[2]) / math.log(size / prev[1]))
        out.append([series, size, nolim, lim2, plugin, benchlib.ratio(lim2, nolim, 4),
                    benchlib.ratio(plugin, lim2, 4), extra, pas, per, exp])
        prev = (series, size, pas)
    return benchlib.md_table(['input', 'stmts', 'nolim', 'lim2', 'plugin',
                              'lim2/nolim', 'plugin/lim2', 'plugin extra',
                              'pass', 'pass/stmt', 'exp'], out)


INTRO = """\
Source: {rev}.

cc1 instructions (callgrind, `-O2 -S`) on generated inputs
(`scripts/bench-compile.py --gen SERIES SIZE`): `body` is one loop with
SIZE statements, `nest` a three-deep nest with SIZE/3 at each level,
`many` SIZE/10 loops of 10 statements.  nolim is `-O2
-fno-tree-loop-im`, lim2 `-O2`, plugin `-O2 -fplugin=./looplicm.so`.
plugin/lim2 is the cost of adding looplicm; lim2/nolim, for scale, what
GCC's own LICM costs (both include the effect on later passes).  "pass"
is the inclusive count of the plugin's `execute` method alone; "exp"
is its growth exponent against the previous size (1 = linear, 2 =
quadratic).  "plugin extra" is plugin - lim2: the pass, loading
looplicm.so (about 3.9M instructions at every size), and the change in
the work of later passes.  nolim is skipped above {nolim_max}
statements to save time (`BENCH_COMPILE_NOLIM_MAX`).

"""


def measure(plugin, rev):
    """Compile every input every way; write BUILD/compile.md; return the
    exit status."""
    start = time.time()
    shutil.rmtree(DIR, ignore_errors=True)
    os.makedirs(DIR)
    if not os.environ.get('BENCH_PLUGIN_SO'):
        # Alone, run a copy of the plugin (scripts/bench.py passes its own).
        plugin = pluginlib.snapshot(plugin, os.path.abspath(DIR))
    for name in SERIES:
        with open(os.path.join(DIR, name + '.c'), 'w') as f:
            f.write(generate(*split_input(name)))
    # Largest inputs first, so that the long runs overlap.
    jobs = [(n, c) for n in SERIES for c in CONFIGS
            if not (c == 'nolim' and split_input(n)[1] > NOLIM_MAX)]
    jobs.sort(key=lambda j: (-split_input(j[0])[1], j[0]))
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        results = dict(zip(jobs, pool.map(lambda j: compile_one(plugin, *j),
                                          jobs)))
    status, rows = 0, []
    for name in SERIES:
        cells, pas = [], 'n/a'
        for cfg in CONFIGS:
            if (name, cfg) not in results:
                cells.append('skipped')
                continue
            ir, p, fail = results[(name, cfg)]
            if fail:
                print(fail, file=sys.stderr)
                status = 1
                cells.append('FAIL')
                continue
            cells.append(ir)
            if p is not None:
                pas = p
        rows.append(list(split_input(name)) + cells + [pas])
    largest = max(SERIES, key=lambda n: split_input(n)[1])
    path = os.path.join(DIR, largest + '.c')
    tv = [tv_lim(f, path) for f in (['-O2', '-fno-tree-loop-im'], ['-O2'],
                                    ['-O2', '-fplugin=' + plugin])]
    md = (INTRO.format(rev=rev, nolim_max=NOLIM_MAX) + table(rows)
          + '\nNative `-ftime-report` of %s, "tree loop invariant motion"\n'
          '(TV_LIM, which counts GCC\'s lim1 to lim4 and looplicm): %s\n'
          'with -fno-tree-loop-im, %s with -O2, %s with -O2 and\n'
          'the plugin.\n' % (largest, tv[0], tv[1], tv[2]))
    with open(os.path.join(BUILD, 'compile.md'), 'w') as f:
        f.write(md)
    print(md)
    print('bench-compile: took %d s' % (time.time() - start))
    return status


def main(argv):
    os.chdir(ROOT)
    if argv[:1] == ['--gen']:
        if len(argv) != 3 or not re.fullmatch(r'\d+', argv[2]):
            sys.exit('usage: scripts/bench-compile.py --gen body|nest|many '
                     'SIZE')
        try:
            sys.stdout.write(generate(argv[1], int(argv[2])))
        except ValueError as e:
            sys.exit('bench-compile: %s' % e)
        return 0
    if argv:
        sys.exit('usage: scripts/bench-compile.py [--gen SERIES SIZE]')
    if not shutil.which('valgrind'):
        sys.exit('bench-compile: valgrind not found')
    plugin = os.environ.get('BENCH_PLUGIN_SO',
                            os.path.join(ROOT, 'looplicm.so'))
    if not os.path.isfile(plugin):
        print('bench-compile: %s not built' % plugin, file=sys.stderr)
        os.makedirs(BUILD, exist_ok=True)
        with open(os.path.join(BUILD, 'compile.md'), 'w') as f:
            f.write('Not measured: looplicm.so was not built.\n')
        return 0
    rev = os.environ.get('BENCH_REV') or benchlib.source_rev()
    # One run at a time (scripts/bench.py holds the lock when it runs us).
    if os.environ.get('BENCH_LOCKED') == '1':
        return measure(plugin, rev)
    with benchlib.Lock(BUILD + '.lock', 'bench-compile'):
        return measure(plugin, rev)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
