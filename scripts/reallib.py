# The real code of the looplicm tools: C libraries shipped in the
# gcc-12-source package (zlib, libiberty, libdecnumber, libbacktrace),
# extracted once into build/real-src/ and configured once for a compiler.
# Used by scripts/bench-real.py (builds, tests, workloads) and
# scripts/asm-identity.py --real (every file compiled with and without the
# plugin).  Standard library only.
#
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.

import concurrent.futures
import os
import shutil
import subprocess
import sys

import benchlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
TARBALL = os.environ.get('BENCH_REAL_TARBALL',
                         '/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz')
SRC = os.path.join(ROOT, 'build', 'real-src')
TOP = os.path.join(SRC, 'gcc-12.2.0')
# The configured libraries, one directory per compiler (GCC in the
# environment, as the tools take it): cfg/ for gcc, cfg-gcc-16/ for gcc-16.
_GCC = os.environ.get('GCC', 'gcc')
CFG = os.path.join(SRC, 'cfg' if _GCC == 'gcc'
                   else 'cfg-' + os.path.basename(_GCC))
LIBS = ['zlib', 'libiberty', 'libdecnumber', 'libbacktrace']
# The libraries built with their own configure (zlib's files are
# compiled by hand).
CONFIGURED = ['libiberty', 'libdecnumber', 'libbacktrace']

ZLIB_DEFS = ['-D_LARGEFILE64_SOURCE=1', '-DHAVE_UNISTD_H']
# What the extraction takes from the tarball, under gcc-12.2.0/.
EXTRACT = ['zlib', 'libiberty', 'libdecnumber', 'libbacktrace', 'include',
           'config', 'config.guess', 'config.sub', 'install-sh', 'ltmain.sh',
           'missing', 'mkinstalldirs', 'move-if-change', 'config-ml.in',
           'test-driver', 'compile', 'depcomp']


def extract(tool):
    """Extract the libraries from TARBALL into SRC, once; TOOL names the
    caller in messages."""
    stamp = os.path.join(SRC, '.extracted')
    if os.path.exists(stamp):
        return
    if not os.path.exists(TARBALL):
        sys.exit('%s: %s not found: install the gcc-12-source package '
                 '(apt-get install gcc-12-source) or set BENCH_REAL_TARBALL'
                 % (tool, TARBALL))
    print('%s: extracting %s from %s' % (tool, ', '.join(EXTRACT[:4]),
                                         TARBALL),
          file=sys.stderr, flush=True)
    shutil.rmtree(TOP, ignore_errors=True)
    os.makedirs(SRC, exist_ok=True)
    members = ['gcc-12.2.0/' + m for m in EXTRACT]
    # Names that do not exist are not an error for --wildcards patterns.
    r = subprocess.run(['tar', '-xJf', TARBALL, '-C', SRC, '--wildcards'] +
                       [m + '/*' for m in members[:6]] + members[6:],
                       stderr=subprocess.PIPE, text=True)
    if not os.path.isdir(os.path.join(TOP, 'zlib')):
        sys.exit('%s: extraction failed: %s' % (tool, r.stderr))
    open(stamp, 'w').close()


def configure(lib, gcc):
    """Configure LIB for GCC in CFG/LIB (CFLAGS=-O2), unless it already
    is for this compiler.  Return None, or what failed."""
    d = os.path.join(CFG, lib)
    stamp = os.path.join(d, '.configured')
    want = benchlib.gcc_version(gcc)
    if os.path.exists(stamp) and open(stamp).read().strip() == want:
        return None
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    logf = os.path.join(d, 'configure.out')
    rc = benchlib.run([os.path.join(TOP, lib, 'configure'), 'CC=' + gcc,
                       'CFLAGS=-O2'], cwd=d, logf=logf)
    if rc != 0:
        return 'configure of %s failed (see %s)' % (lib, logf)
    with open(stamp, 'w') as f:
        f.write(want + '\n')
    return None


def prepare(tool, gcc, jobs):
    """Extract the sources and configure the libraries that need it;
    exit with a message if that fails."""
    extract(tool)
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        errs = [e for e in pool.map(lambda lib: configure(lib, gcc),
                                    CONFIGURED) if e]
    if errs:
        sys.exit('%s: %s' % (tool, '; '.join(errs)))


def compile_flags(path):
    """The preprocessor flags of the file PATH, LIB/FILE.c, as its
    library's build compiles it."""
    lib = path.split('/')[0]
    if lib == 'zlib':
        return ZLIB_DEFS + ['-I' + os.path.join(TOP, 'zlib')]
    if lib == 'libiberty':
        return ['-DHAVE_CONFIG_H', '-I' + os.path.join(CFG, 'libiberty'),
                '-I' + os.path.join(TOP, 'include')]
    if lib == 'libdecnumber':
        return ['-I' + os.path.join(TOP, 'libdecnumber'),
                '-I' + os.path.join(CFG, 'libdecnumber')]
    return ['-DHAVE_CONFIG_H', '-funwind-tables',
            '-I' + os.path.join(CFG, 'libbacktrace'),
            '-I' + os.path.join(TOP, 'libbacktrace'),
            '-I' + os.path.join(TOP, 'include')]


def sources(lib):
    """Every C file of LIB's directory, as LIB/FILE.c, sorted (some are
    for other hosts and do not compile here)."""
    d = os.path.join(TOP, lib)
    return [lib + '/' + f for f in sorted(os.listdir(d)) if f.endswith('.c')]
