#!/usr/bin/env python3
# Usage: scripts/bench-scale.py [--quick] [--shapes S,S..] [--out FILE]
#        scripts/bench-scale.py --gen SHAPE SIZE > file.c
#        (make bench-scale [SCALE_ARGS=--quick])
#
# How looplicm's compile cost grows with the size of its input, against
# GCC's own lim2.  Each shape below is generated at four or more sizes
# (--gen prints one) and compiled `-S` natively three ways:
#   lim2    -O2                                  (GCC alone)
#   plugin  -O2 -fplugin=looplicm.so             (lim2, then the pass)
#   alone   -O2 -fno-tree-loop-im -fplugin=...   (the pass in lim's place)
# and at -O3 the first two.  Each compile is timed by the kernel (user
# seconds and peak resident memory of the compiler and its children, from
# wait4) and reports -ftime-report's "tree loop invariant motion" (TV_LIM:
# GCC's lim passes and looplicm's, whose pass_data says TV_LIM), whose
# difference between plugin and lim2 is the pass's own time.  The table
# gives plugin/lim2 for time and memory and the growth exponent of each
# between sizes (1 linear, 2 quadratic: log (t2 / t1) / log (n2 / n1)).
#
# Shapes (SIZE is the shape's N):
#   deep     one nest N loops deep, *s += a[i0 + .. + iN-1] * (x * y + N)
#   sib      N sibling loops in one function, s[k] += a[i + k] * x + b[k]
#   funcs    N functions, each one such loop
#   refs     one loop with N accumulators through pointers that may alias
#   chain    one loop whose value adds an invariant chain of N operations
#   branch   one loop of N if-else statements on loaded values
#   tmpl     a C++ template of a loop instantiated N times
#
# Seconds vary with the machine's load: read the ratios and exponents.
# Standard library only; scripts/check-bench-scale tests the generator
# and the arithmetic; --write-bench puts the tables in BENCH.md.  $GCC and $GXX name the compilers (gcc, g++),
# $LOOPLICM_SO the plugin (./looplicm.so).

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'scripts'))
import benchlib  # noqa: E402  (scripts/benchlib.py)

SIZES = {
    'deep': [4, 8, 16, 32, 48],
    'sib': [25, 50, 100, 200],
    'funcs': [100, 200, 400, 800],
    'refs': [100, 200, 400, 800],
    'chain': [250, 500, 1000, 2000],
    'branch': [50, 100, 200, 400],
    'tmpl': [25, 50, 100, 200],
}
QUICK = {shape: sizes[:2] for shape, sizes in SIZES.items()}

CONFIGS = [
    ('O2', 'lim2', ['-O2'], False),
    ('O2', 'plugin', ['-O2'], True),
    ('O2', 'alone', ['-O2', '-fno-tree-loop-im'], True),
    ('O3', 'lim2', ['-O3'], False),
    ('O3', 'plugin', ['-O3'], True),
]


# The section's text before the tables (make bench-scale --write-bench).
INTRO = [
    'Generated inputs at growing sizes (`make bench-scale`, '
    '`scripts/bench-scale.py --gen SHAPE N` prints one): `deep` one nest '
    'N loops deep; `sib` N sibling loops in one function; `funcs` N '
    'functions of one loop; `refs` one loop with N accumulators through '
    'pointers that may alias; `chain` one loop adding an invariant chain '
    'of N operations; `branch` one loop of N if-else statements; `tmpl` '
    'a C++ loop template instantiated N times.  lim2 is `-O2` (or '
    '`-O3`), plugin the same with `-fplugin=looplicm.so`, alone '
    '`-O2 -fno-tree-loop-im` with the plugin.', '',
    'What bounds the cost: `sib`, `funcs` and `tmpl` are versioned loops, '
    'whose copies GCC\'s later passes compile again; versioning stops '
    'once a function has grown by `version-growth` (100 %) or the '
    'functions compiled so far by `version-unit-growth` (30 %, at least '
    '300 statements; a copy counts twice at -O3), so the loops past '
    'that budget keep no copy and gain nothing.  Files smaller than '
    'about 1,000 statements stay under the floor: their loops are all '
    'versioned, as every `bench/` kernel is, and `sib 25` compiles in '
    'about twice lim2\'s time.  Below 0.05 s the seconds are at the '
    'resolution of the measure.', '']


def gen_deep(n):
    idx = ' + '.join('i%d' % k for k in range(n))
    out = ['void', 'deep (float *s, const float *a, float x, float y, int m)',
           '{']
    for k in range(n):
        out.append('  ' * (k + 1) + 'for (int i%d = 0; i%d < m; i%d++)'
                   % (k, k, k))
    out.append('  ' * (n + 1) + '*s += a[%s] * (x * y + %d);' % (idx, n))
    out.append('}')
    return out


def sib_loop(k, ind):
    return ['%sfor (int i = 0; i < n; i++)' % ind,
            '%s  s[%d] += a[i + %d] * x + b[%d];' % (ind, k, k, k)]


def gen_sib(n):
    out = ['void', 'sib (float *s, const float *a, const float *b, float x, '
           'int n)', '{']
    for k in range(n):
        out += sib_loop(k, '  ')
    out.append('}')
    return out


def gen_funcs(n):
    out = []
    for k in range(n):
        # Each function differs (k + 1.0f), or GCC would merge them.
        out += ['void', 'f%d (float *s, const float *a, const float *b, '
                'float x, int n)' % k, '{',
                '  for (int i = 0; i < n; i++)',
                '    s[%d] += a[i + %d] * x + b[%d] + %d.0f;'
                % (k % 8, k % 5, k % 3, k + 1), '}', '']
    return out


def gen_refs(n):
    params = ', '.join('int *p%d' % k for k in range(n))
    out = ['void', 'refs (const int *a, int m, %s)' % params, '{',
           '  for (int i = 0; i < m; i++)', '    {']
    for k in range(n):
        out.append('      *p%d += a[i] ^ %d;' % (k, k))
    out += ['    }', '}']
    return out


def gen_chain(n):
    terms = ' + '.join('(x%d * %d)' % (k % 8, k + 1) for k in range(n))
    params = ', '.join('int x%d' % k for k in range(8))
    return ['void', 'chain (int *out, const int *a, int m, %s)' % params,
            '{', '  for (int i = 0; i < m; i++)',
            '    out[i] = a[i] + %s;' % terms, '}']


def gen_branch(n):
    out = ['void', 'branch (int *out, const int *a, const int *b, int m, '
           'int x)', '{', '  for (int i = 0; i < m; i++)', '    {',
           '      int v = a[i];']
    for k in range(n):
        out += ['      if (v & %d)' % (1 << (k % 16)),
                '        v += b[%d] * x;' % k,
                '      else',
                '        v ^= x + %d;' % k]
    out += ['      out[i] = v;', '    }', '}']
    return out


def gen_tmpl(n):
    out = ['template <int K, typename T>', 'void',
           'scale (T *s, const T *a, T x, int n)', '{',
           '  for (int i = 0; i < n; i++)',
           '    s[K % 8] += a[i + K % 5] * x + T (K);', '}', '']
    for k in range(n):
        out.append('template void scale<%d, %s> (%s *, const %s *, %s, int);'
                   % ((k,) + ('float' if k % 2 else 'double',) * 4))
    return out


GENERATORS = {'deep': gen_deep, 'sib': gen_sib, 'funcs': gen_funcs,
              'refs': gen_refs, 'chain': gen_chain, 'branch': gen_branch,
              'tmpl': gen_tmpl}


def generate(shape, n):
    """The source text of SHAPE at size N, and its language ('c', 'c++')."""
    if shape not in GENERATORS:
        raise ValueError('unknown shape %r (one of %s)'
                         % (shape, ', '.join(GENERATORS)))
    lines = ['/* Generated by scripts/bench-scale.py --gen %s %d.  */'
             % (shape, n)] + GENERATORS[shape](n)
    return '\n'.join(lines) + '\n', 'c++' if shape == 'tmpl' else 'c'


def exponent(n1, v1, n2, v2):
    """The growth exponent of V from size N1 to N2, or None."""
    if not (v1 and v2 and v1 > 0 and v2 > 0 and n2 != n1):
        return None
    return math.log(v2 / v1) / math.log(n2 / n1)


def parse_tv_lim(report):
    """The user seconds of TV_LIM in an -ftime-report, 0.0 if absent."""
    for line in report.splitlines():
        if 'tree loop invariant motion' in line and ':' in line:
            fields = line.split(':', 1)[1].split()
            if fields:
                return float(fields[0])
    return 0.0


def compile_once(cmd):
    """Run CMD; return (user s, peak KB, its stderr, exit status)."""
    with tempfile.TemporaryFile(mode='w+') as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        _, status, ru = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return ru.ru_utime, ru.ru_maxrss, err.read(), proc.returncode


def measure(path, lang, flags, plugin, runs):
    """The best user time, its peak memory and TV_LIM of RUNS compiles
    of PATH with FLAGS (and PLUGIN), or None if one failed."""
    cc = os.environ.get('GXX' if lang == 'c++' else 'GCC',
                        'g++' if lang == 'c++' else 'gcc')
    cmd = ([cc] + flags + (['-fplugin=' + plugin] if plugin else [])
           + ['-S', '-o', '/dev/null', '-ftime-report', path])
    best = None
    for _ in range(runs):
        user, peak, err, rc = compile_once(cmd)
        if rc != 0:
            sys.stderr.write('bench-scale: %s failed:\n%s' % (' '.join(cmd),
                                                                err[-2000:]))
            return None
        if best is None or user < best[0]:
            best = (user, peak, parse_tv_lim(err))
    return best


def fmt(x, digits=2):
    return '-' if x is None else '%.*f' % (digits, x)


def table(results, shapes, sizes, level):
    """The Markdown table of LEVEL's results."""
    head = ['shape', 'N', 'lim2 s', 'plugin s', 'plugin/lim2',
            'lim2 MB', 'plugin MB', 'mem ratio', 'pass s']
    if level == 'O2':
        head += ['alone s', 'alone MB']
    head += ['exp lim2', 'exp plugin', 'exp pass']
    rows = ['| ' + ' | '.join(head) + ' |',
            '|' + '---|' * len(head)]
    for shape in shapes:
        prev = None
        for n in sizes[shape]:
            a = results.get((shape, n, level, 'lim2'))
            d = results.get((shape, n, level, 'plugin'))
            e = results.get((shape, n, level, 'alone'))
            if not a or not d:
                rows.append('| %s | %d | FAIL |' % (shape, n))
                prev = None
                continue
            own = max(d[2] - a[2], 0.0)
            cells = [shape, str(n), fmt(a[0]), fmt(d[0]),
                     fmt(d[0] / a[0] if a[0] else None),
                     fmt(a[1] / 1024, 0), fmt(d[1] / 1024, 0),
                     fmt(d[1] / a[1]), fmt(own)]
            if level == 'O2':
                cells += [fmt(e[0]) if e else 'FAIL',
                          fmt(e[1] / 1024, 0) if e else 'FAIL']
            if prev:
                pn, pa, pd, po = prev
                cells += [fmt(exponent(pn, pa[0], n, a[0])),
                          fmt(exponent(pn, pd[0], n, d[0])),
                          fmt(exponent(pn, po, n, own))]
            else:
                cells += ['', '', '']
            rows.append('| ' + ' | '.join(cells) + ' |')
            prev = (n, a, d, own)
    return '\n'.join(rows)


def main(argv):
    ap = argparse.ArgumentParser(description='Compile cost at growing '
                                 'sizes, plugin against lim2.')
    ap.add_argument('--gen', nargs=2, metavar=('SHAPE', 'SIZE'))
    ap.add_argument('--quick', action='store_true',
                    help='the two smallest sizes of each shape')
    ap.add_argument('--shapes', default=','.join(SIZES))
    ap.add_argument('--runs', type=int, default=3)
    ap.add_argument('--out', default=os.path.join(ROOT, 'build',
                                                  'bench-scale.md'))
    ap.add_argument('--write-bench', action='store_true',
                    help="replace BENCH.md's section with the tables")
    args = ap.parse_args(argv)
    if args.gen:
        try:
            text, _ = generate(args.gen[0], int(args.gen[1]))
        except ValueError as e:
            sys.exit('bench-scale: %s' % e)
        sys.stdout.write(text)
        return 0
    plugin = os.path.abspath(os.environ.get(
        'LOOPLICM_SO', os.path.join(ROOT, 'looplicm.so')))
    if not os.path.isfile(plugin):
        sys.exit('bench-scale: %s not built (run make)' % plugin)
    shapes = [s for s in args.shapes.split(',') if s]
    for s in shapes:
        if s not in SIZES:
            sys.exit('bench-scale: unknown shape %r' % s)
    sizes = QUICK if args.quick else SIZES
    work = os.path.join(ROOT, 'build', 'bench-scale')
    os.makedirs(work, exist_ok=True)
    results, failed = {}, 0
    for shape in shapes:
        for n in sizes[shape]:
            text, lang = generate(shape, n)
            path = os.path.join(work, '%s-%d.%s'
                                % (shape, n, 'cc' if lang == 'c++' else 'c'))
            with open(path, 'w') as f:
                f.write(text)
            for level, name, flags, with_plugin in CONFIGS:
                r = measure(path, lang, flags, plugin if with_plugin else None,
                            args.runs)
                if r is None:
                    failed += 1
                else:
                    results[(shape, n, level, name)] = r
            print('bench-scale: %s-%d done' % (shape, n), file=sys.stderr)
    md = ['User seconds (best of %d) and peak memory of `-S` compiles; '
          '"pass s" is TV_LIM of plugin minus lim2; "exp" is the growth '
          'exponent against the size before.' % args.runs, '']
    for level in ('O2', 'O3'):
        md += ['### -%s' % level, '', table(results, shapes, sizes, level),
               '']
    with open(args.out, 'w') as f:
        f.write('\n'.join(md))
    if args.write_bench:
        bench = os.path.join(ROOT, 'BENCH.md')
        old = open(bench).read() if os.path.exists(bench) else ''
        with open(bench, 'w') as f:
            f.write(benchlib.md_replace_section(
                old, '## Compile cost at growing sizes',
                '\n'.join(INTRO + md)))
    print('\n'.join(md))
    print('%d passed, %d failed' % (len(results), failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
