#!/usr/bin/env python3
# Usage: scripts/fuzz-punned.py [--start S] [--configs LIST] [-j N]
#                               [--timeout T] [--keep] [--ub-check] [N]
#        scripts/fuzz-punned.py --dump-only SEED
#
# Differential testing of the looplicm plugin on generated programs that
# csmith does not write: loops that store two types to one address.  For
# seeds S..S+N-1 (default 1..200) generate a small C program (50-200
# lines, deterministic, no undefined behaviour), compile it with plain GCC
# and with the plugin (plus -fplugin-arg-looplicm-verify) under each option
# set, run both and compare their output and exit status.  A seed whose
# plain-GCC program does not finish within the timeout is skipped.  Ends
# with "N passed, N failed" counting seeds; exits 1 when a seed failed, 2 on
# a setup or usage error.
#
#   --start S       first seed (default 1)
#   --configs LIST  option sets, comma- or space-separated, as
#                   scripts/torture.py names them: O1 O2 O3 and O1-nolim
#                   O2-nolim O3-nolim (-fno-tree-loop-im), a -report suffix
#                   (the pass's dump and -fopt-info-loop-all); items
#                   starting with "-" are literal options (separate them
#                   with commas).  Default "O1 O2 O3 O1-nolim O2-nolim
#                   O3-nolim O2-nolim-report".
#   -j N            parallel jobs (default: 2, or 1 on one CPU)
#   --timeout T     seconds a program may run (default 5)
#   --keep          keep every program (in build/fuzz-punned-work/run-*/SEED)
#   --ub-check      also build each program with -O0
#                   -fsanitize=undefined,address and note a seed whose build
#                   does not run cleanly (a generator bug)
#   --dump-only SEED  print the program of SEED and exit (for regression
#                   tests; the program depends on GENERATOR_VERSION)
#
# Environment: GCC (default gcc); LOOPLICM_SO (default ./looplicm.so; empty
# means no plugin: a dry run of the harness); LOOPLICM_RUN (what runs the
# programs of a cross GCC: qemu-aarch64 -L /usr/aarch64-linux-gnu).
#
# Every seed is also built by plain GCC at -O0; a plain -ON output that
# differs from it, or plain outputs that differ between option sets, are
# reported as "note: ... inconsistent": the program has undefined
# behaviour, which is a bug of this generator, not of the plugin.
#
# A failing seed is kept in build/fuzz-punned-failures/SEED/ (-failures-GCC/
# for another GCC than gcc): prog.c, the outputs and compiler log of each
# failing option set, and repro.sh, which rebuilds and compares (exit 1
# while the bug is there).  docs/REDUCING.md explains how to shrink prog.c
# with creduce and scripts/fuzz-interesting.sh (which works on these
# programs as they are).
#
# What the programs contain.  Each program has 2-3 scenarios, each a
# noipa (sometimes only noinline) function with a loop (sometimes with an
# inner loop) called from main, whose effects main prints (integers and
# bytes in hex, never floats) and folds into a final "checksum" line:
#
#   a. union   A union (global, local in main, or malloc'd) whose members of
#              different types (int, unsigned, float, short[4], long,
#              double, unsigned char[8]) are stored in the loop through
#              pointers to the members, passed as separate parameters
#              (int *pi = &u.i and float *pf = &u.f in main), through the
#              union (u->f = ...), or through a small noinline put_T(p, v)
#              function; after the loop the member last stored is read
#              back through its pointer or through the union.
#   b. heap    malloc'd storage stored as int and, on some iterations, as
#              long/short/double/... at the same or an overlapping address,
#              through pointers passed as separate parameters or derived in
#              the function from one unsigned char *; read after the loop
#              with the type last stored.
#   c. self    A global T *gb with gb = (T *)&gb + slot, then *t = x with
#              t = gb, in a loop (T short, unsigned short, int, char,
#              unsigned char or long); the "*b++ = x" shape (gb = t + 1,
#              wrapping inside gb) and an indexed one; the pointer store
#              before the data store (the loop then breaks) or after it;
#              and struct { T *p; long x; } gs whose p points into p
#              itself, into x, or anywhere in gs (x also stored as long).
#              The bytes of gb/gs are printed with the pointer bytes
#              checked against a shadow copy (P = the pointer expected, X =
#              another value), since pointer values vary with ASLR.
#   d. decl    A declared global int/unsigned/long/short/unsigned long
#              stored by name or through a pointer, and in the same loop
#              through unsigned char * at single bytes, and sometimes
#              through a pointer to another type (short into int, int into
#              long).
#   Mixed in: a counter and accumulators (a local, and through pointer
#   parameters to globals), invariant loads, conditional stores, a store
#   with a variant index, an inner loop, early exits (break, continue),
#   calls to small noinline functions (a pure one and one that writes a
#   global), and byte reads of the punned storage through unsigned char *.
#
# Why it is defined C as GCC implements it (we test default options,
# without -fno-strict-aliasing): a store changes the type of the memory it
# writes (malloc'd storage, union members and, as GCC treats memory, any
# object), so stores of any types in any order are fine; the program reads
# a location with a typed lvalue only with the type last stored there (the
# function tracks it at run time in a local "lt"), through the union
# (GCC's documented type punning), or through unsigned char / memcpy.
# Values are computed in unsigned arithmetic; floating-point values are
# small integers, printed as bit patterns.

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzzlib  # noqa: E402  (the harness, beside this script)

# Leaves of the expressions in loops, i and c the most frequent (a load of
# *inv, an unsigned, may alias int and unsigned stores).
LEAVES = ["i", "i", "i", "c", "c", "k", "n", "*inv"]
# Bump when a change makes a seed generate another program.
GENERATOR_VERSION = 1

# ---------------------------------------------------------------------------
# The program generator.

# type: (size, conversion of an unsigned expression {e} to the type,
#        conversion of a value {v} of the type to unsigned)
TYPES = {
    "int": (4, "(int)(({e}) & 0x7fffffffu)", "(unsigned)({v})"),
    "unsigned": (4, "({e})", "({v})"),
    "short": (2, "(short)(({e}) & 0x7fffu)", "(unsigned)({v})"),
    "unsigned short": (2, "(unsigned short)({e})", "(unsigned)({v})"),
    "long": (8, "(long)(({e}) & 0x7fffffffu)", "ul2u((unsigned long)({v}))"),
    "unsigned long": (8, "((unsigned long)({e}) * 0x10001ul)", "ul2u({v})"),
    "long long": (8, "((long long)(({e}) & 0xffffffu) << 20)",
                  "ul2u((unsigned long)({v}))"),
    "float": (4, "(float)(({e}) & 0xffffu)", "fbits({v})"),
    "double": (8, "(double)(({e}) & 0xfffffu)", "dbits({v})"),
    "char": (1, "(char)(({e}) & 0x7fu)", "(unsigned)({v})"),
    "unsigned char": (1, "(unsigned char)({e})", "(unsigned)({v})"),
}

PRELUDE = """\
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOIPA __attribute__((noipa))
#define NOINL __attribute__((noinline))
#define UNUSED __attribute__((unused))

static unsigned long ck;
static unsigned gcnt;
static unsigned gmem[8];
static unsigned gacc[4];
static unsigned long long gaccl[4];
static const unsigned ginv[4] = { %s };

static void out(const char *tag, unsigned long v)
{
  printf("%%s %%lu\\n", tag, v);
  ck = ck * 1000003ul ^ v;
}

static void outb(const char *tag, const void *p, unsigned n)
{
  unsigned char b[32];
  unsigned q;
  memcpy(b, p, n);
  printf("%%s", tag);
  for (q = 0; q < n; q++) {
    printf(" %%02x", b[q]);
    ck = ck * 31u + b[q];
  }
  printf("\\n");
}

/* Bytes of an object that may hold a pointer: ISP marks the bytes that
   should hold the pointer whose bytes are in SH (printed P when they do, X
   when not); the other bytes are printed in hex.  */
UNUSED static void outp(const char *tag, const void *p, const unsigned char *sh,
                 const unsigned char *isp, unsigned n)
{
  unsigned char b[32];
  unsigned q, v;
  memcpy(b, p, n);
  printf("%%s", tag);
  for (q = 0; q < n; q++) {
    v = isp[q] ? (b[q] == sh[q] ? 0x100u : 0x200u) : b[q];
    if (v == 0x100u)
      printf(" P");
    else if (v == 0x200u)
      printf(" X");
    else
      printf(" %%02x", v);
    ck = ck * 31u + v;
  }
  printf("\\n");
}

UNUSED static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, sizeof u); return u; }
UNUSED static unsigned dbits(double d)
{
  unsigned long u;
  memcpy(&u, &d, sizeof u);
  return (unsigned)(u ^ (u >> 32));
}
UNUSED static unsigned ul2u(unsigned long v) { return (unsigned)(v ^ (v >> 32)); }

UNUSED NOINL static unsigned mix(unsigned a, unsigned b)
{
  return (a * 2654435761u) ^ (b + (a >> 7));
}

UNUSED NOINL static void bump(unsigned v) { gcnt += v ^ (gcnt >> 3); }
"""


def tname(ty):
  return ty.replace(" ", "_")


class Cell:
  """A location the loop stores to: TY, the lvalue LV used in the
  function, optionally PTR (a pointer parameter, for put_T calls) and UNION
  (the same location through the union), the byte range [OFF, OFF+size) in
  the storage, and CODE, the value of lt after a store."""

  def __init__(self, ty, lv, off, code, ptr=None, union=None):
    self.ty, self.lv, self.off, self.code = ty, lv, off, code
    self.ptr, self.union = ptr, union

  def end(self):
    return self.off + TYPES[self.ty][0]


def overlap(a, b):
  return a.off < b.end() and b.off < a.end()


class Gen:
  """Generate the program of one seed."""

  def __init__(self, seed):
    self.seed = seed
    self.r = random.Random("fuzz-punned-%d-%d" % (GENERATOR_VERSION, seed))
    self.globals = []
    self.funcs = []
    self.main = []
    self.puts = set()
    self.count = 0
    self.classes = []

  # -- small pieces ---------------------------------------------------------

  def chance(self, p):
    return self.r.random() < p

  def const(self):
    r = self.r
    if self.chance(0.2):
      return "0x%xu" % r.getrandbits(32)
    return "%du" % r.randint(0, 300)

  def expr(self, leaves, depth=2):
    """An expression of type unsigned."""
    r = self.r
    if depth == 0 or self.chance(0.35):
      return self.const() if self.chance(0.25) else r.choice(leaves)
    op = r.choice(["+", "-", "*", "^", "&", "|", ">>", "<<", "+", "^"])
    if op in (">>", "<<"):
      return "(%s %s %d)" % (self.expr(leaves, depth - 1), op, r.randint(1, 7))
    return "(%s %s %s)" % (self.expr(leaves, depth - 1), op,
                           self.expr(leaves, depth - 1))

  def cond(self, leaves):
    """A condition, mostly one that changes from iteration to
    iteration."""
    r = self.r
    v = "j" if "j" in leaves and self.chance(0.5) else "i"
    form = r.randrange(8)
    if form <= 1:
      m = r.randint(2, 5)
      return "%s %% %du == %du" % (v, m, r.randrange(m))
    if form == 2:
      return "%s == %du" % (v, r.randint(0, 6))
    if form == 3:
      return "%s > %du" % (v, r.randint(0, 12))
    if form == 4:
      return "(c & %du) == 0" % r.choice([1, 2, 3, 4, 6])
    if form == 5:
      return "(%s & %du) == 0" % (self.expr(leaves, 1), r.choice([1, 2, 3, 4]))
    if form == 6:
      a, b = r.sample(sorted(set(leaves)), 2)
      return "(%s ^ %s) & 1u" % (a, b)
    return "%s < %s" % (self.expr(leaves, 1), self.expr(leaves, 1))

  def conv(self, ty, e):
    return TYPES[ty][1].format(e=e)

  def tou(self, ty, v):
    return TYPES[ty][2].format(v=v)

  def put_fn(self, ty):
    self.puts.add(ty)
    return "put_" + tname(ty)

  # -- loop bodies ----------------------------------------------------------

  def ordinary(self, ctx, leaves, depth):
    """One ordinary statement (a list of lines)."""
    r = self.r
    e = lambda: self.expr(leaves)
    kinds = ["counter", "counter", "acc", "acc", "call", "bump", "mem",
             "inv"]
    if ctx["break"]:
      kinds.append("break")
    if ctx["continue"]:
      kinds.append("continue")
    kind = r.choice(kinds)
    if kind == "counter":
      return ["c %s= %s;" % (r.choice(["+", "^", "+"]), e())]
    if kind == "acc":
      if self.chance(0.5):
        return ["*acc += %s;" % e()]
      return ["if (%s)" % self.cond(leaves), "  *acc = %s;" % e()]
    if kind == "call":
      return ["c ^= mix(%s, %s);" % (e(), r.choice(leaves))]
    if kind == "bump":
      return ["if (%s)" % self.cond(leaves), "  bump(%s);" % e()]
    if kind == "mem":
      return ["gmem[(%s) & 7u] += %s;" % (self.expr(leaves, 1), e())]
    if kind == "inv":
      return ["c += *inv * %s + inv[1];" % r.choice(leaves)]
    if kind == "break":
      return ["if (%s)" % self.cond(leaves), "  break;"]
    return ["if (%s)" % self.cond(leaves), "  continue;"]

  def cell_store(self, fn, cell, leaves):
    """Lines storing to CELL and recording it in lt."""
    val = self.conv(cell.ty, self.expr(leaves))
    how = self.r.random()
    if cell.union and how < 0.3:
      lv = cell.union
      lines = ["%s = %s;" % (lv, val)]
    elif cell.ptr and how < 0.45:
      lv = cell.lv
      lines = ["%s(%s, %s);" % (self.put_fn(cell.ty), cell.ptr, val)]
    else:
      lv = cell.lv
      lines = ["%s = %s;" % (lv, val)]
    lines.append("lt = %d;" % cell.code)
    if self.chance(0.35):
      # A read with the type just stored is fine.
      lines.append("c += %s;" % self.tou(cell.ty, lv))
    return lines

  def extra_read(self, fn, leaves):
    """A read of the punned storage that is always defined: bytes, or an
    integer member through the union."""
    r = self.r
    if fn.get("union") and self.chance(0.5):
      m, ty = r.choice([("u", "unsigned"), ("s[%d]" % r.randrange(4),
                                             "short"),
                        ("c[%d]" % r.randrange(8), "unsigned char"),
                        ("l", "long")])
      return ["c += %s;" % self.tou(ty, "%s->%s" % (fn["union"], m))]
    cell = r.choice(fn["cells"])
    base = cell.ptr or "&" + cell.lv
    return ["c += ((unsigned char *)%s)[%d];" % (
        base, r.randrange(TYPES[cell.ty][0]))]

  def body(self, fn, items, leaves, depth, ctx):
    """The lines of a loop body holding the statement lists ITEMS (each
    placed as they are or under a condition) mixed with ordinary ones."""
    r = self.r
    stmts = [("item", it) for it in items]
    for _ in range(r.randint(1, 3 if depth == 0 else 2)):
      stmts.append(("ord", None))
    r.shuffle(stmts)
    # Maybe an inner loop taking some of the statements.
    if depth == 0 and len(stmts) >= 2 and self.chance(0.35):
      a = r.randrange(len(stmts))
      b = r.randint(a + 1, min(len(stmts), a + 3))
      bound = r.choice(["%du" % r.randint(1, 6), "(k & 3u) + 1u",
                        "(i & 3u) + 1u"])
      inner_items = [s[1] if s[0] == "item" else None for s in stmts[a:b]]
      stmts[a:b] = [("loop", (bound, inner_items))]
    lines = []
    for kind, what in stmts:
      if kind == "ord":
        lines += self.ordinary(ctx, leaves, depth)
      elif kind == "item":
        if self.chance(0.4):
          lines.append("if (%s) {" % self.cond(leaves))
          lines += ["  " + l for l in what]
          lines.append("}")
        else:
          lines += what
      else:
        bound, inner_items = what
        inner_leaves = leaves + ["j"]
        lines.append("for (j = 0; j < %s; j++) {" % bound)
        for it in inner_items:
          if it is None:
            it = self.ordinary(ctx, inner_leaves, depth + 1)
          elif self.chance(0.4):
            it = ["if (%s) {" % self.cond(inner_leaves)] + [
                "  " + l for l in it] + ["}"]
          lines += ["  " + l for l in it]
        lines.append("}")
    return lines

  def params_common(self):
    """Parameters and arguments every scenario function takes."""
    r = self.r
    n = r.randint(1, 40)
    k = r.randint(0, 50)
    if self.chance(0.7):
      acc_t, acc_a = "unsigned", "&gacc[%d]" % r.randrange(4)
    else:
      acc_t, acc_a = "unsigned long long", "&gaccl[%d]" % r.randrange(4)
    return (["unsigned n", "unsigned k", "%s *acc" % acc_t,
             "const unsigned *inv"],
            ["%du" % n, "%du" % k, acc_a, "ginv + %d" % r.randrange(3)])

  def attr(self):
    return "NOIPA" if self.chance(0.8) else "NOINL"

  def loop_function(self, name, params, decls, pre, fn, post):
    """Emit function NAME with a loop over i < n whose body mixes the
    stores of FN's cells with ordinary statements; POST computes r."""
    r = self.r
    leaves = LEAVES
    items = []
    for cell in fn["cells"]:
      for _ in range(r.choice([1, 1, 2])):
        items.append(self.cell_store(fn, cell, leaves))
    if self.chance(0.3):
      items.append(self.extra_read(fn, leaves))
    ctx = {"break": True, "continue": True}
    step = "i++" if self.chance(0.85) else "i += 2"
    lines = ["%s static unsigned %s(%s)" % (self.attr(), name,
                                             ", ".join(params)),
             "{",
             "  unsigned i, j, c = %s, lt = 0, r = 0;" % self.const()]
    lines += ["  " + l for l in decls]
    lines += ["  " + l for l in pre]
    lines.append("  for (i = 0; i < n; %s) {" % step)
    lines += ["    " + l for l in self.body(fn, items, leaves, 0, ctx)]
    lines.append("  }")
    lines += ["  " + l for l in post]
    lines += ["  return r ^ c ^ lt;", "}", ""]
    self.funcs += lines

  def lt_switch(self, cells, via_union):
    """Post-loop read of the cell last stored, with its type."""
    lines = ["switch (lt) {"]
    for cell in cells:
      lv = cell.union if via_union and cell.union else cell.lv
      lines.append("case %d: r = %s; break;" % (cell.code,
                                                self.tou(cell.ty, lv)))
    lines += ["default: break;", "}"]
    return lines

  # -- scenarios ------------------------------------------------------------

  def pick_cells(self, options, count):
    """Pick COUNT of OPTIONS ((ty, member, off) triples), the first two
    overlapping and of different types."""
    r = self.r
    while True:
      picked = r.sample(options, count)
      a, b = [Cell(t, "", o, 0) for t, _, o in picked[:2]]
      if overlap(a, b) and picked[0][0] != picked[1][0]:
        return picked

  def scen_union(self):
    r = self.r
    num = self.count
    self.classes.append("a:union")
    u = "U%d" % num
    self.globals.append("union %s { int i; unsigned u; float f; short s[4]; "
                        "long l; double d; unsigned char c[8]; };" % u)
    place = r.choice(["global", "local", "heap"])
    obj = {"global": "gu%d" % num, "local": "lu%d" % num,
           "heap": "hu%d[0]" % num}[place]
    q2, q1 = r.randrange(4), r.randrange(8)
    options = [("int", "i", 0), ("float", "f", 0), ("long", "l", 0),
               ("double", "d", 0), ("short", "s[%d]" % q2, 2 * q2),
               ("short", "s[0]", 0), ("unsigned char", "c[%d]" % q1, q1),
               ("unsigned", "u", 0)]
    picked = self.pick_cells(options, r.choice([2, 2, 3]))
    with_union = self.chance(0.6)
    params, args = [], []
    fn = {"cells": [], "union": "u" if with_union else None}
    for idx, (ty, m, off) in enumerate(picked):
      p = "p%d" % idx
      params.append("%s *%s" % (ty, p))
      args.append("&%s.%s" % (obj, m))
      fn["cells"].append(Cell(ty, "*" + p, off, idx + 1, ptr=p,
                              union="u->" + m if with_union else None))
    if with_union:
      params.append("union %s *u" % u)
      args.append("&" + obj)
    cp, ca = self.params_common()
    name = "fa%d" % num
    self.loop_function(name, params + cp, [], [], fn,
                       self.lt_switch(fn["cells"], with_union and
                                      self.chance(0.5)))
    if place == "global":
      self.globals.append("union %s gu%d;" % (u, num))
    elif place == "local":
      self.main += ["union %s lu%d;" % (u, num),
                    "memset(&lu%d, 0, sizeof lu%d);" % (num, num)]
    else:
      self.main += ["union %s *hu%d = malloc(sizeof *hu%d);" % (u, num, num),
                    "if (!hu%d)" % num, "  return 1;",
                    "memset(hu%d, 0, sizeof *hu%d);" % (num, num)]
    for _ in range(r.choice([1, 1, 2])):
      self.main.append('out("%s", %s(%s));' % (name, name,
                                               ", ".join(args + cp_args(cp,
                                                                       self))))
      self.main += ['outb("%s.bytes", &%s, sizeof %s);' % (name, obj, obj),
                    'out("%s.u", %s.u);' % (name, obj)]
    if place == "heap":
      self.main.append("free(hu%d);" % num)

  def scen_heap(self):
    r = self.r
    num = self.count
    self.classes.append("b:heap")
    size = 24
    base = r.choice([0, 8, 16])
    pool = ["int", "int", "long", "short", "double", "float",
            "unsigned char", "unsigned long", "long long", "unsigned short"]
    options = []
    for ty in pool:
      sz = TYPES[ty][0]
      sub = 0 if self.chance(0.6) else sz * r.randrange(8 // sz)
      options.append((ty, None, base + sub))
    picked = self.pick_cells(options, r.choice([2, 2, 3]))
    derived = self.chance(0.3)
    params, args, decls = [], [], []
    fn = {"cells": [], "union": None}
    if derived:
      params.append("unsigned char *h")
      args.append("h%d" % num)
    for idx, (ty, _, off) in enumerate(picked):
      p = "p%d" % idx
      if derived:
        decls.append("%s *%s = (%s *)(h + %d);" % (ty, p, ty, off))
      else:
        params.append("%s *%s" % (ty, p))
        args.append("(%s *)(h%d + %d)" % (ty, num, off))
      fn["cells"].append(Cell(ty, "*" + p, off, idx + 1, ptr=p))
    pre = []
    if self.chance(0.3):
      cell = fn["cells"][0]
      pre = ["%s = %s;" % (cell.lv, self.conv(cell.ty, self.const())),
             "lt = %d;" % cell.code]
    cp, _ = self.params_common()
    name = "fb%d" % num
    self.loop_function(name, params + cp, decls, pre, fn,
                       self.lt_switch(fn["cells"], False))
    self.main += ["unsigned char *h%d = malloc(%d);" % (num, size),
                  "if (!h%d)" % num, "  return 1;",
                  "memset(h%d, %d, %d);" % (num, r.choice([0, 0, 0x5a]),
                                            size)]
    for _ in range(r.choice([1, 1, 2])):
      self.main.append('out("%s", %s(%s));' % (
          name, name, ", ".join(args + cp_args(cp, self))))
      self.main.append('outb("%s.bytes", h%d, %d);' % (name, num, size))
    self.main.append("free(h%d);" % num)

  def scen_decl(self):
    r = self.r
    num = self.count
    self.classes.append("d:decl")
    t0 = r.choice(["int", "unsigned", "long", "short", "unsigned long"])
    size = TYPES[t0][0]
    g = "gd%d" % num
    self.globals.append("%s %s%s;" % (t0, g, r.choice(["", " = 3"])))
    fn = {"cells": [], "union": None}
    params, args = [], []
    code = 1
    if self.chance(0.5):
      fn["cells"].append(Cell(t0, g, 0, code))
    else:
      params.append("%s *tp" % t0)
      args.append("&" + g)
      fn["cells"].append(Cell(t0, "*tp", 0, code, ptr="tp"))
    params.append("unsigned char *cp")
    args.append("(unsigned char *)&" + g)
    for b in r.sample(range(size), r.choice([1, 1, 2])):
      code += 1
      fn["cells"].append(Cell("unsigned char", "cp[%d]" % b, b, code))
    foreign = None
    if size >= 4 and self.chance(0.5):
      foreign = "short" if size == 4 or self.chance(0.5) else "int"
      fsz = TYPES[foreign][0]
      q = r.randrange(size // fsz)
      code += 1
      params.append("%s *fp" % foreign)
      args.append("(%s *)&%s + %d" % (foreign, g, q))
      fn["cells"].append(Cell(foreign, "*fp", q * fsz, code, ptr="fp"))
    cp, _ = self.params_common()
    name = "fd%d" % num
    self.loop_function(name, params + cp, [], [], fn,
                       self.lt_switch(fn["cells"], False))
    for _ in range(r.choice([1, 1, 2])):
      self.main.append('out("%s", %s(%s));' % (
          name, name, ", ".join(args + cp_args(cp, self))))
      self.main.append('outb("%s.bytes", &%s, sizeof %s);' % (name, g, g))
      if not foreign:
        # Only char stores besides the declared type: a typed read is fine.
        self.main.append('out("%s.v", %s);' % (name, self.tou(t0, g)))

  def scen_self(self):
    r = self.r
    num = self.count
    self.classes.append("c:self")
    ty = r.choice(["short", "short", "int", "int", "unsigned short", "char",
                   "unsigned char", "long"])
    sz = TYPES[ty][0]
    struct = self.chance(0.4)
    if struct:
      obj, objsize, pv_off = "gs%d" % num, 16, 0
      self.globals.append("struct S%d { %s *p; long x; } %s;" % (num, ty, obj))
      ptr = obj + ".p"
      region = r.choice(["p", "x", "all"])
      base = {"p": "(%s *)&%s.p" % (ty, obj), "x": "(%s *)&%s.x" % (ty, obj),
              "all": "(%s *)&%s" % (ty, obj)}[region]
      nslots = (16 if region == "all" else 8) // sz
      clobbers = region != "x"
    else:
      obj, objsize, pv_off = "gb%d" % num, 8, 0
      self.globals.append("%s *%s;" % (ty, obj))
      ptr = obj
      base = "(%s *)&%s" % (ty, obj)
      nslots = 8 // sz
      clobbers = True
    end = "%s + %d" % (base, nslots)
    leaves = LEAVES
    # Shadow of the pointer bytes.
    set_ptr = ["%s = pv;" % ptr,
               "memcpy(sh + %d, &pv, sizeof pv);" % pv_off,
               "memset(isp + %d, 1, sizeof pv);" % pv_off]
    incr = self.chance(0.5)
    if incr:
      compute = ["pv = t + 1;", "if (pv == %s)" % end, "  pv = %s;" % base]
    else:
      compute = ["pv = %s + (%s) %% %du;" % (base, self.expr(leaves, 1),
                                             nslots)]
    data = ["*t = %s;" % self.conv(ty, self.expr(leaves)),
            "off = (unsigned)((unsigned char *)t - (unsigned char *)&%s);"
            % obj,
            "memset(isp + off, 0, sizeof *t);"]
    ptr_first = self.chance(0.4)
    ctx = {"break": True, "continue": False}
    ords = lambda: [l for _ in range(r.randint(0, 2))
                    for l in self.ordinary(ctx, leaves, 0)]
    body = ["t = %s;" % ptr] + ords()
    if struct and self.chance(0.5):
      body += ["if (%s) {" % self.cond(leaves),
               "  %s.x = %s;" % (obj, self.conv("long", self.expr(leaves))),
               "  memset(isp + 8, 0, 8);", "}"]
    if ptr_first:
      # The pointer store, then the data store, which may clobber the
      # pointer: the loop must end there.
      body += compute + set_ptr + ords()
      cond = self.cond(leaves)
      if clobbers:
        body += ["if (%s) {" % cond] + ["  " + l for l in data] + [
            "  break;", "}"]
      else:
        body += ["if (%s) {" % cond] + ["  " + l for l in data] + [
            "  if (%s)" % self.cond(leaves), "    break;", "}"]
    else:
      # The data store, maybe an exit, then the pointer store.
      if self.chance(0.6):
        body += ["if (%s) {" % self.cond(leaves)] + [
            "  " + l for l in data] + [
            "  if (%s)" % self.cond(leaves), "    break;", "}"]
      else:
        body += data + ["if (%s)" % self.cond(leaves), "  break;"]
      body += ords() + compute + set_ptr
    cp, _ = self.params_common()
    name = "fc%d" % num
    lines = ["%s static unsigned %s(%s)" % (self.attr(), name, ", ".join(cp)),
             "{",
             "  unsigned char sh[%d], isp[%d];" % (objsize, objsize),
             "  unsigned i, c = %s, off;" % self.const(),
             "  %s *t, *pv;" % ty,
             "  memset(sh, 0, sizeof sh);",
             "  memset(isp, 0, sizeof isp);"]
    if struct:
      lines.append("  %s.x = %s;" % (obj, self.conv("long", self.const())))
    lines += ["  pv = %s + %d;" % (base, r.randrange(nslots))]
    lines += ["  " + l for l in set_ptr]
    lines.append("  for (i = 0; i < n; i++) {")
    lines += ["    " + l for l in body]
    lines += ["  }",
              '  outp("%s.bytes", &%s, sh, isp, %d);' % (name, obj, objsize),
              "  return c;", "}", ""]
    self.funcs += lines
    for _ in range(r.choice([1, 1, 2])):
      self.main.append('out("%s", %s(%s));' % (name, name,
                                               ", ".join(cp_args(cp, self))))

  # -- the program ----------------------------------------------------------

  def program(self):
    r = self.r
    scens = [self.scen_union, self.scen_heap, self.scen_self, self.scen_decl]
    chosen = [r.choice(scens) for _ in range(r.randint(2, 3))]
    for s in chosen:
      self.count += 1
      s()
    lines = ["/* scripts/fuzz-punned.py seed %d (generator version %d): %s */"
             % (self.seed, GENERATOR_VERSION, " ".join(self.classes))]
    lines += (PRELUDE % ", ".join(self.const() for _ in range(4))).split(
        "\n")
    for ty in sorted(self.puts):
      lines += ["NOINL static void put_%s(%s *p, %s v) { *p = v; }" % (
          tname(ty), ty, ty)]
    lines.append("")
    lines += self.globals + [""] + self.funcs
    lines += ["int main(void)", "{"]
    lines += ["  " + l for l in self.main]
    lines += ["  outb(\"gmem\", gmem, sizeof gmem);",
              "  out(\"gcnt\", gcnt);",
              "  outb(\"gacc\", gacc, sizeof gacc);",
              "  outb(\"gaccl\", gaccl, sizeof gaccl);",
              "  printf(\"checksum %lu\\n\", ck);",
              "  return 0;", "}", ""]
    return "\n".join(lines)


def cp_args(cp, gen):
  """Fresh arguments for the common parameters CP (new n and k per call)."""
  r = gen.r
  args = []
  for p in cp:
    if p == "unsigned n":
      args.append("%du" % r.randint(1, 40))
    elif p == "unsigned k":
      args.append("%du" % r.randint(0, 50))
    elif p.endswith("*acc"):
      args.append(("&gacc[%d]" if p.startswith("unsigned *")
                   else "&gaccl[%d]") % r.randrange(4))
    else:
      args.append("ginv + %d" % r.randrange(3))
  return args


if __name__ == "__main__":
  sys.exit(fuzzlib.main(fuzzlib.Tool(
      "fuzz-punned", os.path.abspath(__file__),
      lambda seed: Gen(seed).program(), GENERATOR_VERSION, "plain")))
