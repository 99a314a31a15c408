# Shared helpers of the benchmark drivers, scripts/bench.py and
# scripts/bench-real.py (standard library only).
#
# What both need: running a command with its output in a log, the source
# revision and compiler of a run, a probe that the plugin loads, the one
# lock of a run, callgrind's count, the flags of the builds a to d, the size of a
# function, and the ratios and
# Markdown tables of the reports.
#
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.

import math
import os
import re
import shlex
import subprocess


def run(cmd, cwd=None, logf=None, stdin=None, stdout=None, timeout=600,
        env=None):
    """Run CMD (a list); append its command line and output to LOGF.
    Return the exit status (124 on timeout)."""
    out = open(logf, 'a') if logf else subprocess.DEVNULL
    try:
        if logf:
            out.write('$ ' + ' '.join(shlex.quote(c) for c in cmd) + '\n')
            out.flush()
        try:
            return subprocess.run(cmd, cwd=cwd, stdin=stdin,
                                  stdout=stdout if stdout else out,
                                  stderr=out, timeout=timeout,
                                  env=env).returncode
        except subprocess.TimeoutExpired:
            if logf:
                out.write('TIMEOUT after %d s\n' % timeout)
            return 124
    finally:
        if logf:
            out.close()


def gcc_version(gcc):
    """The first line of `GCC --version`."""
    return subprocess.run([gcc, '--version'], stdout=subprocess.PIPE,
                          text=True).stdout.splitlines()[0]


def source_rev():
    """HEAD's short hash, saying so when plugin/ has uncommitted changes."""
    rev = subprocess.run(['git', 'rev-parse', '--short', 'HEAD'],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         text=True).stdout.strip() or 'unknown'
    if subprocess.run(['git', 'diff', '--quiet', 'HEAD', '--', 'plugin'],
                      stderr=subprocess.DEVNULL).returncode != 0:
        rev += ' + uncommitted plugin/ changes'
    return rev


def probe_plugin(gcc, plugin):
    """None if GCC loads PLUGIN, else what GCC said."""
    probe = subprocess.run([gcc, '-O2', '-fplugin=' + plugin, '-x', 'c', '-c',
                            '-o', '/dev/null', '-'],
                           input='int main (void) { return 0; }\n',
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True)
    return None if probe.returncode == 0 else probe.stdout


class Lock:
    """The lock directory PATH of a run: one run at a time shares a build
    directory.  `with Lock (path):`; SystemExit when it is taken."""

    def __init__(self, path, who):
        self.path = path
        self.who = who

    def __enter__(self):
        os.makedirs(os.path.dirname(self.path) or '.', exist_ok=True)
        try:
            os.mkdir(self.path)
        except FileExistsError:
            raise SystemExit('%s: %s exists: another run is going on '
                             '(or remove it)' % (self.who, self.path))
        return self

    def __exit__(self, *exc):
        os.rmdir(self.path)


def callgrind_totals(cg):
    """The `totals:` (else `summary:`) count of callgrind output CG, or
    None."""
    total = None
    try:
        with open(cg) as f:
            for line in f:
                if line.startswith('totals:'):
                    return int(line.split()[1])
                if line.startswith('summary:'):
                    total = int(line.split()[1])
    except OSError:
        return None
    return total


def config_flags(olevel, cfg, plugin, plugin_args):
    """The flags of build CFG at OLEVEL: a = lim2 (-OL), b = no GIMPLE LICM
    (-fno-tree-loop-im), c = looplicm instead of lim2, d = looplicm after
    lim2; PLUGIN and its PLUGIN_ARGS for c and d."""
    f = [olevel]
    if cfg in ('b', 'c'):
        f.append('-fno-tree-loop-im')
    if cfg in ('c', 'd'):
        f += ['-fplugin=' + plugin] + plugin_args
    return f


def function_size(path, name):
    """Bytes of function NAME in PATH and of its parts GCC split off
    (NAME.cold, NAME.part.N...), from `nm -S`; None when absent."""
    r = subprocess.run(['nm', '-S', path], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, text=True)
    total = None
    for line in r.stdout.splitlines():
        f = line.split()
        if (len(f) == 4 and f[2] in 'tT'
                and (f[3] == name or f[3].startswith(name + '.'))):
            total = (total or 0) + int(f[1], 16)
    return total


def is_count(x):
    return isinstance(x, int) and not isinstance(x, bool)


def ratio(x, y, digits=3):
    """X / Y as text, or n/a when either is not a count."""
    if not is_count(x) or not is_count(y) or y == 0:
        return 'n/a'
    return '%.*f' % (digits, x / y)


def mark(x, y, digits=3):
    """X / Y, marked ` !` when X is above Y at all (then the ratio can
    still read 1.000)."""
    r = ratio(x, y, digits)
    if r != 'n/a' and x > y:
        r += ' !'
    return r


def growth(x, y):
    """X against Y as a signed percentage, or n/a."""
    if not is_count(x) or not is_count(y) or y == 0:
        return 'n/a'
    return '%+.1f%%' % (100.0 * (x - y) / y)


def geomean(ratios):
    """The geometric mean of the numbers in RATIOS (text or float; n/a and
    marks are skipped), as text."""
    logs = []
    for r in ratios:
        m = re.match(r'\s*([0-9.]+)', str(r))
        if m and float(m.group(1)) > 0:
            logs.append(math.log(float(m.group(1))))
    return '%.3f' % math.exp(sum(logs) / len(logs)) if logs else 'n/a'


def md_section(text, heading):
    """The body of TEXT's Markdown section HEADING ("## X"), up to the
    next heading of its level, or None."""
    lines = text.split('\n')
    if heading not in lines:
        return None
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines))
                if lines[i].startswith('## ')), len(lines))
    return '\n'.join(lines[start:end]).strip('\n') + '\n'


def md_replace_section(text, heading, body):
    """TEXT with section HEADING's body replaced by BODY (the section
    appended at the end if TEXT has none)."""
    lines = text.split('\n')
    new = [heading, ''] + body.rstrip('\n').split('\n') + ['']
    if heading not in lines:
        return text.rstrip('\n') + '\n\n' + '\n'.join(new)
    start = lines.index(heading)
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].startswith('## ')), len(lines))
    return '\n'.join(lines[:start] + new + lines[end:]).rstrip('\n') + '\n'


def md_table(header, rows, left=1):
    """A Markdown table of HEADER and ROWS (lists of cells), each column as
    wide as its widest cell; the first LEFT columns left-aligned, the
    others right-aligned."""
    cells = [[str(c) for c in header]] + [[str(c) for c in r] for r in rows]
    width = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = []
    for n, r in enumerate(cells):
        lines.append('| ' + ' | '.join(
            c.ljust(width[i]) if i < left else c.rjust(width[i])
            for i, c in enumerate(r)) + ' |')
        if n == 0:
            lines.append('|' + '|'.join(
                '-' * (width[i] + 2) if i < left else
                '-' * (width[i] + 1) + ':' for i in range(len(header))) + '|')
    return '\n'.join(lines) + '\n'
