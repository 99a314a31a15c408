#!/usr/bin/env python3
# Usage: scripts/remark-corpus.py [--plugin SO] [--jobs N] [--sample N]
#                                 [--no-compile] [--write-doc]
#                                 [--record-round LABEL]
#
# The remark review of six real projects nobody here wrote (an FFT
# library, a deflate library, an MP3 decoder, a C++ mesh library, image
# code from a single-header library, a zip library), fetched as Debian
# source packages with `apt-get source` into build/remark-corpus/src/.
# Each project's C and C++ files are compiled at -O2 -g with the
# project's own preprocessor flags (from CMake's compile_commands.json,
# from configure's config.h, or from the flags its Makefile gives) and
# with -fplugin=SO -fopt-info-loop-all; every line holding "looplicm: "
# is a remark.  The remarks, deduplicated on (file, line, text), go to
# build/remark-corpus/remarks.tsv; a deterministic sample, spread over
# the projects and the kinds of remark, goes to docs/remark-review.tsv
# with a verdict column that a reviewer fills in (ok, wrong, unsure) and
# that a later run keeps for every remark whose text did not change.
# --write-doc regenerates docs/REMARK-REVIEW.md from that file;
# --record-round LABEL adds the verdict counts of this run to the
# file's history.  --no-compile reuses the remarks of the last run.
# Standard library only.
#
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.

import argparse
import collections
import concurrent.futures
import datetime
import glob
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
WORK = os.path.join(ROOT, 'build', 'remark-corpus')
SRC = os.path.join(WORK, 'src')
TSV = os.path.join(ROOT, 'docs', 'remark-review.tsv')
DOC = os.path.join(ROOT, 'docs', 'REMARK-REVIEW.md')
TOOL = 'remark-corpus'

# The flags every file is compiled with, after its project's own.
PLUGIN_FLAGS = ['-O2', '-g', '-fopt-info-loop-all']
VERDICTS = ['ok', 'wrong', 'unsure']
COLUMNS = ['project', 'location', 'kind', 'remark', 'verdict', 'note']
KINDS = ['hoist', 'sink', 'store-motion', 'versioning', 'optimized-other',
         'missed-advice', 'missed']

# The six projects: the Debian source package, the kind of code, how its
# compile commands are found ('cmake' with its options, 'configure' with
# its arguments and the files, or 'files' with the globs and flags), and
# the directories (under the package) whose files are compiled.
PROJECTS = collections.OrderedDict([
    ('kissfft', {
        'package': 'kissfft', 'what': 'FFT library',
        'build': 'cmake',
        'cmake': ['-DKISSFFT_TEST=OFF', '-DKISSFFT_PKGCONFIG=OFF',
                  '-DKISSFFT_STATIC=ON']}),
    ('libdeflate', {
        'package': 'libdeflate', 'what': 'deflate library',
        'build': 'files',
        'files': ['lib/*.c', 'lib/x86/*.c', 'programs/*.c'],
        'flags': ['-std=c99', '-I.', '-fomit-frame-pointer']}),
    ('libmad', {
        'package': 'libmad', 'what': 'MP3 decoder',
        'build': 'configure',
        'configure': ['--enable-fpm=64bit'],
        'files': ['version.c', 'fixed.c', 'bit.c', 'timer.c', 'stream.c',
                  'frame.c', 'synth.c', 'decoder.c', 'layer12.c',
                  'layer3.c', 'huffman.c', 'minimad.c'],
        'flags': ['-DHAVE_CONFIG_H', '-DFPM_64BIT', '-I.']}),
    ('meshoptimizer', {
        'package': 'meshoptimizer', 'what': 'C++ mesh library',
        'build': 'cmake',
        'cmake': ['-DMESHOPT_BUILD_DEMO=OFF', '-DMESHOPT_BUILD_GLTFPACK=OFF',
                  '-DMESHOPT_BUILD_SHARED_LIBS=OFF']}),
    ('stb', {
        'package': 'libstb', 'what': 'image code of a single-header library',
        'build': 'stb',
        # Each header is compiled as its implementation, as a user's one
        # translation unit that defines STB_..._IMPLEMENTATION does.
        'headers': ['stb_image.h', 'stb_image_write.h', 'stb_image_resize.h',
                    'stb_dxt.h'],
        'flags': ['-I.']}),
    ('libzip', {
        'package': 'libzip', 'what': 'zip library',
        'build': 'cmake',
        'cmake': ['-DENABLE_GNUTLS=OFF', '-DENABLE_OPENSSL=OFF',
                  '-DENABLE_MBEDTLS=OFF', '-DENABLE_COMMONCRYPTO=OFF',
                  '-DENABLE_WINDOWS_CRYPTO=OFF', '-DBUILD_REGRESS=OFF',
                  '-DBUILD_EXAMPLES=OFF', '-DBUILD_DOC=OFF']}),
])


# -- fetching and configuring ---------------------------------------------

def package_dir(pkg):
    """The extracted source directory of Debian source package PKG, or
    None."""
    dirs = sorted(d for d in glob.glob(os.path.join(SRC, pkg + '-*'))
                  if os.path.isdir(d))
    return dirs[-1] if dirs else None


def fetch(pkg, log):
    """Fetch and extract source package PKG into SRC, once; return its
    directory.  Where the archive lacks a file that the package lists
    (a signature, a Debian diff), `apt-get source` fails after fetching
    the upstream tarball: that tarball is then extracted as it is."""
    d = package_dir(pkg)
    if d:
        return d
    os.makedirs(SRC, exist_ok=True)
    benchlib.run(['apt-get', 'source', '-q', pkg], cwd=SRC, logf=log)
    d = package_dir(pkg)
    if d:
        return d
    tarballs = sorted(glob.glob(os.path.join(SRC, pkg + '_*.orig.tar.*')))
    tarballs = [t for t in tarballs if not t.endswith('.asc')]
    if not tarballs:
        sys.exit('%s: apt-get source %s failed (see %s); are deb-src lines '
                 'in /etc/apt/sources.list.d/?' % (TOOL, pkg, log))
    benchlib.run(['tar', '-xf', tarballs[0], '-C', SRC], logf=log)
    # An upstream tarball names its directory NAME-VERSION; PKG may differ.
    for e in sorted(os.listdir(SRC)):
        p = os.path.join(SRC, e)
        if (os.path.isdir(p) and not e.startswith(pkg + '-')
                and os.path.exists(os.path.join(p, 'configure'))):
            version = tarballs[0].split('_')[1].split('.orig')[0]
            os.rename(p, os.path.join(SRC, pkg + '-' + version))
    d = package_dir(pkg)
    if not d:
        sys.exit('%s: extracting %s failed (see %s)' % (TOOL, tarballs[0],
                                                       log))
    return d


def split_command(entry):
    """The argument list of compile_commands.json ENTRY."""
    if 'arguments' in entry:
        return list(entry['arguments'])
    return shlex.split(entry['command'])


def plugin_command(args, plugin):
    """ARGS, a compiler command line of a project, without its output,
    optimization and debug options, with the review's flags and PLUGIN,
    compiling to /dev/null."""
    out = []
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ('-o', '-MF', '-MT', '-MQ'):
            skip = True
            continue
        if re.match(r'-O[0-9sgz]?$', a) or re.match(r'-g[0-9]?$', a):
            continue
        if a in ('-MD', '-MMD', '-c'):
            continue
        out.append(a)
    return (out[:1] + PLUGIN_FLAGS + ['-fplugin=' + plugin] + out[1:]
            + ['-c', '-o', '/dev/null'])


def compile_jobs(name, spec, log):
    """The compile jobs of project NAME: (directory, file relative to the
    package, argument list without the plugin)."""
    top = fetch(spec['package'], log)
    kind = spec['build']
    jobs = []
    if kind == 'cmake':
        bdir = os.path.join(WORK, 'cmake', name)
        cc = os.path.join(bdir, 'compile_commands.json')
        if not os.path.exists(cc):
            os.makedirs(bdir, exist_ok=True)
            rc = benchlib.run(['cmake', '-S', top, '-B', bdir,
                               '-DCMAKE_BUILD_TYPE=Release',
                               '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON']
                              + spec['cmake'], logf=log)
            if rc != 0 or not os.path.exists(cc):
                sys.exit('%s: cmake of %s failed (see %s)' % (TOOL, name, log))
        # CMake writes the headers it generates at build time only.
        benchlib.run(['cmake', '--build', bdir, '--target', 'help'],
                     logf=log)
        for e in json.load(open(cc)):
            f = os.path.relpath(os.path.join(e['directory'], e['file']), top)
            jobs.append((e['directory'], f, split_command(e)))
    elif kind == 'configure':
        if not os.path.exists(os.path.join(top, 'config.h')):
            rc = benchlib.run(['./configure', 'CFLAGS=-O2'] +
                              spec['configure'], cwd=top, logf=log)
            if rc != 0:
                sys.exit('%s: configure of %s failed (see %s)'
                         % (TOOL, name, log))
        for f in spec['files']:
            jobs.append((top, f, ['gcc'] + spec['flags'] + [f]))
    elif kind == 'files':
        for pat in spec['files']:
            for p in sorted(glob.glob(os.path.join(top, pat))):
                f = os.path.relpath(p, top)
                jobs.append((top, f, ['gcc'] + spec['flags'] + [f]))
    elif kind == 'stb':
        tus = os.path.join(WORK, 'stb-tu')
        os.makedirs(tus, exist_ok=True)
        for h in spec['headers']:
            macro = os.path.splitext(h)[0].upper() + '_IMPLEMENTATION'
            tu = os.path.join(tus, os.path.splitext(h)[0] + '.c')
            with open(tu, 'w') as f:
                f.write('#define %s\n#include "%s"\n' % (macro, h))
            jobs.append((top, h, ['gcc'] + spec['flags'] + [tu]))
    return top, jobs


def run_compile(job, plugin):
    """Compile JOB with PLUGIN; return (status, its stderr lines)."""
    d, f, args = job
    cmd = plugin_command(args, plugin)
    r = subprocess.run(['nice'] + cmd, cwd=d, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True, errors='replace')
    return r.returncode, r.stderr.splitlines()


# -- remarks ---------------------------------------------------------------

REMARK_RE = re.compile(r'^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:\d+:)?\s*'
                       r'(?P<text>(?:optimized|missed|note): looplicm: .*)$')


def parse_remarks(lines, top, cwd):
    """The plugin's remarks in compiler output LINES of a compilation in
    CWD, as (file, line, text) with the file relative to TOP where it is
    inside it."""
    out = []
    for ln in lines:
        if 'looplicm: ' not in ln:
            continue
        m = REMARK_RE.match(ln)
        if not m:
            continue
        f = os.path.normpath(os.path.join(cwd, m.group('file')))
        if f.startswith(top + os.sep):
            f = os.path.relpath(f, top)
        out.append((f, int(m.group('line')), m.group('text').rstrip()))
    return out


def dedupe(remarks):
    """REMARKS without repeats of one (file, line, text), first kept, in
    the order given."""
    seen = set()
    out = []
    for r in remarks:
        if r not in seen:
            seen.add(r)
            out.append(r)
    return out


ADVICE_RE = re.compile(r'\((?:if |declare |restrict|mark |make |use |'
                       r'qualify |add |compile |pass )', re.I)


def remark_kind(text):
    """The kind of remark TEXT: one of KINDS."""
    body = text.split('looplicm: ', 1)[1]
    if text.startswith('optimized:'):
        if body.startswith('versioned') or ' versioned ' in body:
            return 'versioning'
        if ('stored after' in body or 'kept ' in body[:6]
                or 'store motion' in body or 'in a register' in body):
            return 'store-motion'
        if 'after the loop' in body or body.startswith('sunk') \
           or ' into the exit' in body:
            return 'sink'
        if body.startswith('moved'):
            return 'hoist'
        return 'optimized-other'
    if ADVICE_RE.search(body) or 'restrict-qualify' in body \
       or 'pure or const' in body or 'declare it' in body:
        return 'missed-advice'
    return 'missed'


def remark_key(project, f, line, text):
    """The row key of a remark in the review: its text decides, so that a
    changed text is reviewed again."""
    return (project, '%s:%d' % (f, line), text)


def sample(remarks, size):
    """A deterministic sample of at least SIZE of REMARKS, (project, file,
    line, text) tuples: round-robin over the (project, kind) strata,
    largest share first, each stratum in the order of a hash of its
    remark's place, so that a changed text at one place keeps its turn."""
    strata = collections.defaultdict(list)
    for r in remarks:
        strata[(r[0], remark_kind(r[3]))].append(r)
    for k in strata:
        strata[k].sort(key=lambda r: hashlib.sha1(
            ('%s\0%s\0%d\0%s' % (r[0], r[1], r[2], remark_kind(r[3])))
            .encode()).hexdigest() + r[3])
    order = sorted(strata)
    picked = []
    depth = 0
    while len(picked) < size and any(len(strata[k]) > depth for k in order):
        for k in order:
            if len(strata[k]) > depth:
                picked.append(strata[k][depth])
        depth += 1
    return sorted(picked)


# -- the review file -------------------------------------------------------

def read_review(path):
    """The review file PATH as (history lines, {key: row dict})."""
    history = []
    rows = collections.OrderedDict()
    if not os.path.exists(path):
        return history, rows
    with open(path) as f:
        for ln in f:
            ln = ln.rstrip('\n')
            if ln.startswith('#'):
                if ln.startswith('# round '):
                    history.append(ln)
                continue
            cols = ln.split('\t')
            if cols == COLUMNS or len(cols) < 4:
                continue
            cols += [''] * (len(COLUMNS) - len(cols))
            row = dict(zip(COLUMNS, cols))
            rows[(row['project'], row['location'], row['remark'])] = row
    return history, rows


def merge_review(picked, old):
    """The rows of the review of sample PICKED, keeping the verdict and
    note of each row of OLD with the same key."""
    rows = []
    for project, f, line, text in picked:
        key = remark_key(project, f, line, text)
        prev = old.get(key, {})
        rows.append({'project': project, 'location': key[1],
                     'kind': remark_kind(text), 'remark': text,
                     'verdict': prev.get('verdict', ''),
                     'note': prev.get('note', '')})
    return rows


def write_review(path, history, rows):
    """Write ROWS and HISTORY to the review file PATH."""
    with open(path, 'w') as f:
        f.write('# The reviewed sample of looplicm remarks on six real '
                'projects: written by scripts/remark-corpus.py,\n'
                '# verdicts (ok, wrong, unsure) and notes by a reviewer; '
                'see docs/REMARK-REVIEW.md.\n')
        for h in history:
            f.write(h + '\n')
        f.write('\t'.join(COLUMNS) + '\n')
        for r in rows:
            f.write('\t'.join(r[c].replace('\t', ' ') for c in COLUMNS)
                    + '\n')


def counts(rows):
    """The number of ROWS of each verdict, '' for not reviewed."""
    c = collections.Counter(r['verdict'] for r in rows)
    return collections.OrderedDict((v, c.get(v, 0))
                                   for v in VERDICTS + [''])


def round_line(label, rev, rows):
    """The history line of round LABEL at plugin revision REV."""
    c = counts(rows)
    return ('# round %s: plugin %s, %d remarks: ok %d, wrong %d, unsure %d, '
            'not reviewed %d' % (label, rev, len(rows), c['ok'], c['wrong'],
                                 c['unsure'], c['']))


# -- the document ----------------------------------------------------------

def note_class(note):
    """The class a reviewer's NOTE starts with, '[CLASS] why', and the
    rest; 'unclassified' when it has none."""
    m = re.match(r'\[([^\]]+)\]\s*(.*)$', note)
    return (m.group(1), m.group(2)) if m else ('unclassified', note)


def write_doc(path, rows, history, meta):
    """Write docs/REMARK-REVIEW.md to PATH from the review ROWS, the
    round HISTORY and META (the run's projects and totals)."""
    c = counts(rows)
    per = collections.defaultdict(collections.Counter)
    for r in rows:
        per[r['project']][r['kind']] += 1
    out = []
    w = out.append
    w('# Remark review on real code\n')
    w('Generated by `scripts/remark-corpus.py --write-doc` from '
      '`docs/remark-review.tsv`; the verdicts and notes there are a '
      "reviewer's.\n")
    w('## Method\n')
    w('Six projects nobody here wrote, one of each of six kinds of code, '
      'are fetched as Debian (bookworm) source packages with '
      '`apt-get source` into `build/remark-corpus/src/` (never committed). '
      "Every C and C++ file of each is compiled with the project's own "
      'preprocessor and language flags (CMake\'s `compile_commands.json` '
      'for the CMake projects, the flags of its Makefile or configure '
      "otherwise), with the project's `-O` and `-g` options replaced by:\n")
    w('```\n%s -fplugin=looplicm.so\n```\n' % ' '.join(PLUGIN_FLAGS))
    w('`-g` is there as for a user who debugs the build; it does not change '
      "the plugin's decisions, but it gives GCC the source locations that "
      'the remarks print.  Every line containing `looplicm: ` is a remark; '
      'remarks are deduplicated on (file, line, text), which folds the '
      'copies of one inlined function.  The sample is deterministic: '
      'round-robin over the (project, kind) strata, each in the order of '
      "a hash of the remark's place, so that it spreads over the projects "
      'and over hoisting, sinking, store motion, versioning and missed '
      'remarks with and without advice.\n')
    w('A remark is **ok** when every expression it prints means what the '
      'source means at that point (C precedence, the source\'s names and '
      'index, the right function after inlining, the loop\'s own line, '
      'the right writer and its line) and any advice is safe to follow and '
      'would help; **wrong** otherwise; **unsure** when the reviewer could '
      'not tell.  A re-run keeps the verdict of every remark whose text '
      'did not change.\n')
    w('## Projects\n')
    w('| project | kind of code | Debian source | files compiled | remarks '
      '(distinct) | sampled |')
    w('| --- | --- | --- | --- | --- | --- |')
    for name, spec in PROJECTS.items():
        m = meta.get('projects', {}).get(name, {})
        w('| %s | %s | %s %s | %s | %s | %d |'
          % (name, spec['what'], spec['package'], m.get('version', '?'),
             m.get('files', '?'), m.get('remarks', '?'),
             sum(per[name].values())))
    w('')
    w('How each is built: kissfft, meshoptimizer and libzip by their CMake '
      '(Release, the compile commands it exports; libzip without TLS '
      'back-ends, regression tests, examples and docs); libdeflate file by '
      'file with its Makefile\'s flags (`-std=c99 -I.`; lib/, lib/x86/, '
      'programs/); libmad by its configure (`--enable-fpm=64bit`), from the '
      'upstream tarball, since the archive lacks the package\'s Debian diff; '
      'stb as one translation unit per header (stb_image.h, '
      'stb_image_write.h, stb_image_resize.h, stb_dxt.h) that defines its '
      '`STB_..._IMPLEMENTATION`.\n')
    w('Compiler: %s; plugin revision: %s; run: %s.\n'
      % (meta.get('gcc', '?'), meta.get('rev', '?'), meta.get('date', '?')))
    w('## Sample by kind\n')
    w('| project | ' + ' | '.join(KINDS) + ' |')
    w('| --- |' + ' --- |' * len(KINDS))
    for name in PROJECTS:
        w('| %s | ' % name + ' | '.join(str(per[name][k]) for k in KINDS)
          + ' |')
    w('')
    w('## Verdicts\n')
    w('%d remarks sampled: ok %d, wrong %d, unsure %d, not reviewed %d.\n'
      % (len(rows), c['ok'], c['wrong'], c['unsure'], c['']))
    if history:
        w('Earlier rounds (from the history lines of the review file):\n')
        for h in history:
            w('- ' + h[len('# round '):])
        w('')
    for verdict in ('wrong', 'unsure'):
        sel = [r for r in rows if r['verdict'] == verdict]
        w('### %s (%d)\n' % (verdict.capitalize(), len(sel)))
        if not sel:
            w('None.\n')
            continue
        groups = collections.OrderedDict()
        for r in sel:
            groups.setdefault(note_class(r['note'])[0], []).append(r)
        w('| class | remarks |\n| --- | --- |')
        for cls, members in sorted(groups.items(), key=lambda g: -len(g[1])):
            w('| %s | %d |' % (cls, len(members)))
        w('')
        for cls, members in sorted(groups.items(), key=lambda g: -len(g[1])):
            w('#### %s\n' % cls)
            for r in members:
                w('- %s `%s`: %s  \n  Why: %s'
                  % (r['project'], r['location'],
                     r['remark'].replace('`', "'"),
                     note_class(r['note'])[1] or '(no note)'))
            w('')
    w('## Re-running\n')
    w('```\nmake\nscripts/remark-corpus.py            # fetch, compile, '
      'merge the sample into docs/remark-review.tsv\n'
      '# fill in the empty verdicts (ok, wrong, unsure) and notes; a wrong\n'
      '# note starts with its [class], which groups it below; then\n'
      'scripts/remark-corpus.py --no-compile --record-round LABEL '
      '--write-doc\n```\n')
    w('`--plugin SO` tries another build, `--jobs N` sets the parallel '
      'compiles (2), `--sample N` the sample\'s least size (240).  '
      'scripts/check-remark-corpus.py tests the tool itself.\n')
    w('Needs `deb-src` lines for bookworm in `/etc/apt/sources.list.d/`, '
      'cmake, and zlib1g-dev, libbz2-dev and liblzma-dev for libzip.  '
      'The whole sample, one remark per row, is `docs/remark-review.tsv`.')
    with open(path, 'w') as f:
        f.write('\n'.join(out) + '\n')


# -- the driver ------------------------------------------------------------

def collect(plugin, jobs_n):
    """Compile the six projects with PLUGIN; return the remarks as
    (project, file, line, text) and the run's META."""
    os.makedirs(WORK, exist_ok=True)
    log = os.path.join(WORK, 'fetch.log')
    meta = {'projects': {}, 'gcc': benchlib.gcc_version('gcc'),
            'date': datetime.date.today().isoformat()}
    remarks = []
    for name, spec in PROJECTS.items():
        top, jobs = compile_jobs(name, spec, log)
        print('%s: %s: compiling %d files' % (TOOL, name, len(jobs)),
              file=sys.stderr, flush=True)
        failed = 0
        mine = []
        with concurrent.futures.ThreadPoolExecutor(jobs_n) as pool:
            for (rc, lines), job in zip(
                    pool.map(lambda j: run_compile(j, plugin), jobs), jobs):
                if rc != 0:
                    failed += 1
                    with open(os.path.join(WORK, 'failed.log'), 'a') as f:
                        f.write('%s %s\n%s\n' % (name, job[1],
                                                 '\n'.join(lines[-5:])))
                mine += parse_remarks(lines, top, job[0])
        mine = dedupe(mine)
        remarks += [(name,) + r for r in mine]
        meta['projects'][name] = {
            'version': os.path.basename(top)[len(spec['package']) + 1:],
            'files': '%d' % len(jobs) + (' (%d failed)' % failed
                                         if failed else ''),
            'remarks': len(mine)}
    return remarks, meta


def main():
    ap = argparse.ArgumentParser(description='Review looplicm remarks on '
                                 'six real projects.')
    ap.add_argument('--plugin', default=os.path.join(ROOT, 'looplicm.so'))
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--sample', type=int, default=240)
    ap.add_argument('--no-compile', action='store_true')
    ap.add_argument('--write-doc', action='store_true')
    ap.add_argument('--record-round', metavar='LABEL')
    args = ap.parse_args()
    all_tsv = os.path.join(WORK, 'remarks.tsv')
    meta_json = os.path.join(WORK, 'meta.json')
    if args.no_compile:
        if not os.path.exists(all_tsv):
            sys.exit('%s: no remarks yet: run without --no-compile' % TOOL)
        remarks = []
        for ln in open(all_tsv):
            p, f, line, text = ln.rstrip('\n').split('\t', 3)
            remarks.append((p, f, int(line), text))
        meta = json.load(open(meta_json))
    else:
        plugin = os.path.abspath(args.plugin)
        err = benchlib.probe_plugin('gcc', plugin)
        if err:
            sys.exit('%s: gcc does not load %s: %s' % (TOOL, plugin, err))
        if os.path.exists(os.path.join(WORK, 'failed.log')):
            os.remove(os.path.join(WORK, 'failed.log'))
        remarks, meta = collect(plugin, args.jobs)
        cwd = os.getcwd()
        os.chdir(ROOT)
        meta['rev'] = benchlib.source_rev()
        os.chdir(cwd)
        with open(all_tsv, 'w') as f:
            for r in remarks:
                f.write('%s\t%s\t%d\t%s\n' % r)
        with open(meta_json, 'w') as f:
            json.dump(meta, f, indent=1)
    history, old = read_review(TSV)
    rows = merge_review(sample(remarks, args.sample), old)
    if args.record_round:
        history.append(round_line(args.record_round, meta.get('rev', '?'),
                                  rows))
    write_review(TSV, history, rows)
    c = counts(rows)
    print('%s: %d remarks, %d sampled into %s: ok %d, wrong %d, unsure %d, '
          'not reviewed %d' % (TOOL, len(remarks), len(rows),
                               os.path.relpath(TSV, ROOT), c['ok'],
                               c['wrong'], c['unsure'], c['']))
    if args.write_doc:
        write_doc(DOC, rows, history, meta)


if __name__ == '__main__':
    main()
