#!/usr/bin/env python3
# Usage: scripts/fuzz-nest.py [--start S] [--configs LIST] [-j N] [--timeout T]
#                             [--keep] [--ub-check] [N]
#        scripts/fuzz-nest.py --dump-only SEED
#
# Differential testing of the looplicm plugin on generated loop nests, the
# shapes of numeric kernels that csmith and fuzz-punned do not write.
# For seeds S..S+N-1 (default 1..200) generate a C program
# (deterministic, no undefined behaviour), build it with plain GCC at -O0
# (the reference) and with the plugin (plus verify and -fchecking) at each
# option set, run them and compare output and exit status.  Ends with "N
# passed, N failed" counting seeds; exits 1 when a seed failed.
#
#   --configs LIST  option sets, as scripts/torture.py names them (default
#                   "O1 O2 O3 O1-nolim O2-nolim O3-nolim O2-nolim-report":
#                   -nolim adds -fno-tree-loop-im, -report the pass's dump
#                   and -fopt-info-loop-all; also Os, Og and Ofast.  Under
#                   Ofast a kernel of doubles may end in another last bit
#                   or the other sign of a zero than plain GCC's, as
#                   -ffast-math allows: seeds 60000..60399 gave four such
#                   wrong-code reports, none a bug)
#   --seeds FILE    the seeds listed in FILE (one a line) instead of S..S+N-1
#   -j N, --timeout T, --keep, --ub-check, --dump-only SEED: as in
#                   scripts/fuzz-punned.py (the harness is scripts/fuzzlib.py)
#
# A failing seed is kept in build/fuzz-nest-failures/SEED/ (-failures-GCC/
# for another GCC than gcc) with repro.sh; docs/REDUCING.md says how to
# shrink it.  When the plugin's output differs from -O0's, plain GCC is
# built at that option set too: if it also differs, the program has
# undefined behaviour (a generator bug), and the seed is noted, not failed.
#
# What the programs contain: 2-4 kernels, each a noipa (sometimes only
# noinline) function called from main 3-5 times.  A kernel takes 2-4
# arrays of int, unsigned or double as parameters, 1-D (T *), 2-D
# (T (*)[8]) or 3-D (T (*)[8][8]), restrict-qualified or plain; 0-2
# accumulators through pointers (long, unsigned, int); bounds n and m and
# invariants x, y and p.  Its body is a nest of 1-3 levels whose loops may
# have 1-2 sibling inner loops, with loads and stores indexed by the
# enclosing loops' variables and by invariants (the same row in sibling
# loops gives invariant chains that cross loops), locals
# computed from outer values, accumulations through the pointers,
# conditional stores, guarded divisions, reads of a global array, calls
# of a pure function and of one that writes globals, and early exits
# (break, continue, goto, return).  Then a column nest (generator version
# 3: c[j] accumulated over i, the shape looplicm versions whole) and a
# nest for unroll-and-jam (version 4: c[j] += a[0][k] * x * b[k][j], the
# shape GCC's unroll-and-jam fuses at -O3 in the fast copy), each drawn
# from a random stream of its own so that the kernels before them stay
# those of the earlier versions.  Version 5 adds, from a fourth stream, a
# flat-row nest: bicg's s[j] += r[i] * a[(i + C) * w + j] and q[i] +=
# a[(i + C) * w + j] * p[j] over 1-D arrays, the row stride w zero,
# negative or wider than a row, the product i * w made in int (whose
# overflow is undefined: looplicm checks the nest once before its outer
# loop) or in unsigned (where it must not), perhaps in a local, perhaps
# not in every outer iteration.  Version 6 adds, from a fifth stream, a
# three-deep nest (covariance, syrk, gemm: c[i][j] += a[k][i] * a[k][j]
# or a[i][k] * b[k][j] in the k loop, over a rectangle or a triangle of
# i and j, 2-D or in flat rows i * m + j) whose middle loop makes
# accesses of its own (c[j][i] = c[i][j], t[j] = 0, t[i] += c[i][j]), so
# that looplicm checks it once before the outermost loop where it can,
# with calls that put the triangle's last row onto a row the k loop
# reads.  Version 7 adds, from a sixth stream, copy loops (one or two
# y[i + a] = z[i + b] in a loop, durbin's copy back inside an outer
# loop, rows of 2-D arrays), which looplicm versions for GCC's loop
# distribution.  Version 8 adds, from a seventh stream, recurrences
# through memory (p[i] from p[i - 1] beside q[i] from q[i - 1] and u,
# in one dimension or along the rows of adi's 2-D sweep, or a prefix
# sum), which looplicm versions for GCC's predictive commoning at -O3.
# Version 9 adds, from an eighth stream, 2-D nests whose rows read a row
# next to the one they write (fdtd-2d's a[i][j] from b[i][j] and
# b[i - 1][j], or b[i + 1][j]; in place, a[i][j] from a[i - 1][j]; or
# jacobi-2d's five points, which unroll-and-jam leaves), which looplicm
# versions whole for GCC's unroll-and-jam at -O3, called with arrays a
# row, a row and an element, or a few elements apart.
# main calls each kernel with disjoint arrays and with
# arrays and accumulators that overlap (the same region, one element, a
# row, the last element of one the first of the other, or just adjacent),
# so that a versioned loop runs both copies; restrict arrays always get regions
# of their own.  After each call it prints a hash of all the storage.
#
# Why it is defined C: every index stays inside its array (loop bounds are
# at most 6, offsets at most 2, extents 8; the flat-row nest's rows span
# at most 51 elements and the three-deep nest's flat rows 36, and their
# pointers are placed so that the elements they touch lie in their
# regions of 64); signed values carry a bound the generator tracks,
# and a result that could leave [-999, 999] is reduced with % 1000 before
# it is stored; unsigned arithmetic wraps; doubles are never converted to
# integers, and NaNs hash alike; only arrays of one element type
# overlap, and never a restrict one.

import contextlib
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzzlib  # noqa: E402  (the harness, beside this script)

# Bump when a change makes a seed generate another program.
GENERATOR_VERSION = 9
# Every inner dimension's extent, and the elements of an array of each
# rank (the first dimension has 8 rows too).
EXT = 8
SIZE = {1: 64, 2: 64, 3: 512}
# The largest loop bound: an index is a loop variable plus at most 2.
MAX_BOUND = 6
# Bound of the values stored in int storage, and of x and y.
INT_LIMIT = 999
PARAM_LIMIT = 50
# Signed results must stay below this in magnitude.
SAFE = 1 << 30
POOL = 8192

PRELUDE = """\
#include <stdio.h>
#include <string.h>

#define POOL %d
static int pi[POOL];
static unsigned pu[POOL];
static double pd[POOL];
static long pl[64];
static int G[8];
static unsigned gcount;

__attribute__ ((noipa)) void
bump (unsigned v)
{
  gcount = gcount * 31u + v;
  G[gcount & 7] = (int) (gcount %% 1000u);
}

__attribute__ ((noinline, pure)) int
pf (int v)
{
  return G[v & 7] + v;
}

static unsigned long hash;

static void
mix (const void *p, unsigned long n)
{
  const unsigned char *b = p;
  for (unsigned long i = 0; i < n; i++)
    hash = (hash ^ b[i]) * 1099511628211ul;
}

static void
report (const char *what)
{
  hash = 14695981039346656037ul;
  mix (pi, sizeof pi);
  mix (pu, sizeof pu);
  for (int i = 0; i < POOL; i++)
    {
      double d = pd[i] != pd[i] ? -1.5 : pd[i];
      mix (&d, sizeof d);
    }
  mix (pl, sizeof pl);
  mix (G, sizeof G);
  mix (&gcount, sizeof gcount);
  printf ("%%s %%016lx\\n", what, hash);
}

static void
init (unsigned s)
{
  for (int i = 0; i < POOL; i++)
    {
      s = s * 1103515245u + 12345u;
      pi[i] = (int) ((s >> 16) %% 101u) - 50;
      pu[i] = s;
      pd[i] = (double) ((int) ((s >> 8) %% 17u) - 8);
    }
  for (int i = 0; i < 64; i++)
    pl[i] = i;
  for (int i = 0; i < 8; i++)
    G[i] = i * 3;
  gcount = 1;
}
""" % POOL


class Array:
  """An array parameter of a kernel."""

  def __init__(self, name, ty, rank, restrict):
    self.name = name
    # "int", "unsigned" or "double".
    self.ty = ty
    # 1, 2 or 3 dimensions.
    self.rank = rank
    self.restrict = restrict

  def decl(self):
    r = " restrict " if self.restrict else ""
    if self.rank == 1:
      return "%s *%s%s" % (self.ty, r.strip() + " " if r else "", self.name)
    dims = "[%d]" % EXT * (self.rank - 1)
    return "%s (*%s%s)%s" % (self.ty, r.lstrip(), self.name, dims)

  def cast(self):
    """The type of a pointer to pass as this parameter."""
    if self.rank == 1:
      return "%s *" % self.ty
    return "%s (*)%s" % (self.ty, "[%d]" % EXT * (self.rank - 1))


class Acc:
  """An accumulator parameter: a pointer to long, unsigned or int."""

  def __init__(self, name, ty):
    self.name = name
    self.ty = ty


class Scope:
  """What a statement may use: loop variables and locals in scope."""

  def __init__(self, loops, locals_):
    # Loop variables, outermost first.
    self.loops = loops
    # Locals: (name, type, bound or None).
    self.locals = locals_

  def inner(self, var=None):
    return Scope(self.loops + ([var] if var else []), list(self.locals))


def offset(r):
  """Return " + 1" or " + 2" four times in ten (drawn from R), else ""."""
  return " + %d" % r.randrange(1, 3) if r.random() < 0.4 else ""


class Gen:
  """The program of one seed."""

  def __init__(self, seed):
    # Version 2 changed only where restrict arrays go: the same draws.
    # Version 3 added a last kernel, a column nest (colnest), drawn from
    # a stream of its own: the other kernels are version 2's.  Version 4
    # added one more, a nest for unroll-and-jam (jamnest), from a third;
    # version 5 a flat-row nest (flatrow), kernel and calls from a fourth;
    # version 6 a three-deep nest (trinest), kernel and calls from a fifth;
    # version 7 copy loops (copynest), kernel and calls from a sixth;
    # version 8 recurrences (recnest), kernel and calls from a seventh;
    # version 9 row nests (rownest), kernel and calls from an eighth.
    self.r = random.Random(seed * 7919 + 1)
    self.rc = random.Random(seed * 104729 + 3)
    self.rj = random.Random(seed * 15485863 + 5)
    self.rf = random.Random(seed * 179424673 + 7)
    self.rt = random.Random(seed * 2750159 + 11)
    self.rp = random.Random(seed * 3021377 + 13)
    self.rr = random.Random(seed * 4256233 + 17)
    self.rw = random.Random(seed * 67867967 + 19)
    self.seed = seed
    self.out = []
    self.nloops = 0
    self.nlocals = 0

  def pick(self, *items):
    return self.r.choice(items)

  def chance(self, p):
    return self.r.random() < p

  # -- indices and expressions -----------------------------------------

  def dim_index(self, scope):
    """An index in [0, 7]."""
    r = self.r
    loops = scope.loops
    k = r.random()
    if loops and k < 0.6:
      v = r.choice(loops) if r.random() < 0.5 else loops[-1]
      off = r.choice((0, 0, 0, 1, 2))
      return v if not off else "%s + %d" % (v, off)
    if loops and k < 0.7:
      return "%d - %s" % (EXT - 1, r.choice(loops))
    if len(loops) > 1 and k < 0.75:
      return "(%s + %s) & 7" % tuple(r.sample(loops, 2))
    return self.pick("p", "p", "(x & 7)", str(r.randrange(EXT)))

  def ref(self, arr, scope):
    """An element of ARR."""
    if arr.rank == 1:
      return "%s[(%s) * 8 + (%s)]" % (arr.name, self.dim_index(scope),
                                      self.dim_index(scope))
    return arr.name + "".join("[%s]" % self.dim_index(scope)
                              for _ in range(arr.rank))

  def int_leaf(self, scope, invariant):
    """(text, bound) of an int leaf; INVARIANT prefers outer values."""
    r = self.r
    k = r.random()
    loops = scope.loops[:-1] if invariant else scope.loops
    ints = [a for a in self.arrays if a.ty == "int"]
    locs = [l for l in scope.locals if l[1] == "int"]
    if loops and k < 0.3:
      return r.choice(loops), MAX_BOUND
    if k < 0.5:
      return self.pick("x", "y"), PARAM_LIMIT
    if k < 0.55:
      return self.pick("p", "n", "m"), EXT
    if locs and k < 0.7:
      name, _, bound = r.choice(locs)
      return name, bound
    if ints and k < (0.8 if invariant else 0.9):
      return self.ref(r.choice(ints), scope), INT_LIMIT
    if k < 0.93:
      return "G[%s]" % self.dim_index(scope), INT_LIMIT
    return str(r.randrange(-9, 10)), 9

  def fit(self, text, bound):
    """TEXT, reduced modulo 1000 when its BOUND leaves no room for a sum
    with another operand."""
    if bound < SAFE // 4:
      return text, bound
    return "(%s) %% 1000" % text, INT_LIMIT

  def int_expr(self, scope, depth=2, invariant=False):
    """(text, bound) of an int expression whose magnitude stays below
    the bound."""
    r = self.r
    if depth <= 0 or r.random() < 0.3:
      return self.int_leaf(scope, invariant)
    a, ba = self.fit(*self.int_expr(scope, depth - 1, invariant))
    k = r.random()
    if k < 0.08:
      return "pf (%s)" % a, ba + INT_LIMIT
    if k < 0.14:
      return "(int) ((unsigned) (%s) %% 1000u)" % a, INT_LIMIT
    if k < 0.2:
      return "(%s) / (p + 1)" % a, ba
    if k < 0.25:
      return "(%s) %% (y | 1)" % a, min(ba, PARAM_LIMIT)
    b, bb = self.fit(*self.int_expr(scope, depth - 1, invariant))
    if k < 0.5 and ba * bb < SAFE:
      return "(%s) * (%s)" % (a, b), ba * bb
    if k < 0.6:
      return "(%s) & (%s)" % (a, b), max(ba, bb) * 2
    op = self.pick("+", "-")
    return "(%s) %s (%s)" % (a, op, b), ba + bb

  def uns_expr(self, scope, depth=2):
    """An unsigned expression (it wraps)."""
    r = self.r
    if depth <= 0 or r.random() < 0.3:
      uns = [a for a in self.arrays if a.ty == "unsigned"]
      locs = [l for l in scope.locals if l[1] == "unsigned"]
      k = r.random()
      if uns and k < 0.4:
        return self.ref(r.choice(uns), scope)
      if locs and k < 0.55:
        return r.choice(locs)[0]
      if k < 0.85:
        return "(unsigned) (%s)" % self.int_expr(scope, 1)[0]
      return "%du" % r.randrange(1, 100)
    a = self.uns_expr(scope, depth - 1)
    if r.random() < 0.15:
      return "(%s) >> %d" % (a, r.randrange(1, 4))
    b = self.uns_expr(scope, depth - 1)
    return "(%s) %s (%s)" % (a, self.pick("+", "-", "*", "^", "|", "&"), b)

  def dbl_expr(self, scope, depth=2):
    """A double expression."""
    r = self.r
    if depth <= 0 or r.random() < 0.3:
      dbls = [a for a in self.arrays if a.ty == "double"]
      k = r.random()
      if dbls and k < 0.5:
        return self.ref(r.choice(dbls), scope)
      if k < 0.85:
        return "(double) (%s)" % self.int_expr(scope, 1)[0]
      return self.pick("0.5", "2.0", "-1.25", "3.0")
    a = self.dbl_expr(scope, depth - 1)
    b = self.dbl_expr(scope, depth - 1)
    return "(%s) %s (%s)" % (a, self.pick("+", "-", "*", "*"), b)

  def cond(self, scope):
    """A condition."""
    r = self.r
    k = r.random()
    if k < 0.5:
      a, _ = self.int_expr(scope, 1)
      b, _ = self.int_expr(scope, 1)
      return "%s %s %s" % (a, self.pick("<", ">", "==", "!=", "<="), b)
    if k < 0.7:
      return "((%s) & %d) == 0" % (self.uns_expr(scope, 1),
                                   self.pick(1, 3, 7))
    if k < 0.8 and [a for a in self.arrays if a.ty == "double"]:
      return "%s > %s" % (self.dbl_expr(scope, 1), self.dbl_expr(scope, 0))
    return "%s == %s" % (r.choice(scope.loops) if scope.loops else "n",
                         self.pick("p", "n", "x & 3", "m - 1"))

  # -- statements ----------------------------------------------------------

  def emit(self, ind, text):
    self.out.append("  " * ind + text)

  def kernel_head(self, k, arrays, scalars="int n, int m", first=False):
    """Emit the head of kernel K, up to its opening brace: noipa, and the
    parameters SCALARS and ARRAYS (ARRAYS first if FIRST)."""
    decls = ", ".join(a.decl() for a in arrays)
    self.emit(0, "__attribute__ ((noipa)) void")
    self.emit(0, "k%d (%s)" % (k, decls + ", " + scalars if first
                               else scalars + ", " + decls))
    self.emit(0, "{")

  def store(self, scope):
    """A store to an array element or through an accumulator pointer."""
    r = self.r
    targets = self.arrays + self.accs
    t = r.choice(targets)
    if isinstance(t, Acc):
      lhs = "*" + t.name
    else:
      lhs = self.ref(t, scope)
    if t.ty == "int":
      e, b = self.int_expr(scope)
      if r.random() < 0.5:
        if b + INT_LIMIT >= SAFE:
          e = "(%s) %% 1000" % e
        return "%s = (%s + (%s)) %% 1000;" % (lhs, lhs, e)
      return "%s = %s;" % (lhs, e if b <= INT_LIMIT else "(%s) %% 1000" % e)
    if t.ty == "long":
      return "%s %s= %s;" % (lhs, self.pick("+", "-"), self.int_expr(scope)[0])
    if t.ty == "unsigned":
      return "%s %s %s;" % (lhs, self.pick("=", "+=", "^=", "*="),
                            self.uns_expr(scope))
    if r.random() < 0.3:
      return "%s = %s * 0.5 + %s;" % (lhs, lhs, self.dbl_expr(scope))
    return "%s %s %s;" % (lhs, self.pick("=", "+=", "-="),
                          self.dbl_expr(scope))

  def local(self, ind, scope):
    """Declare a local computed from values of the enclosing loops."""
    name = "t%d" % self.nlocals
    self.nlocals += 1
    if self.r.random() < 0.7:
      e, b = self.int_expr(scope, 2, invariant=True)
      if b >= SAFE // 2:
        e, b = "(%s) %% 1000" % e, INT_LIMIT
      self.emit(ind, "int %s = %s;" % (name, e))
      scope.locals.append((name, "int", b))
    else:
      self.emit(ind, "unsigned %s = %s;" % (name, self.uns_expr(scope)))
      scope.locals.append((name, "unsigned", None))

  def exit_stmt(self, ind, scope):
    """An early exit under a condition."""
    kind = self.pick("break", "break", "continue", "goto", "return")
    if kind == "goto":
      self.has_out = True
      kind = "goto out"
    self.emit(ind, "if (%s)" % self.cond(scope))
    self.emit(ind + 1, kind + ";")

  def statement(self, ind, scope):
    r = self.r
    k = r.random()
    if k < 0.4:
      self.emit(ind, self.store(scope))
    elif k < 0.55:
      self.local(ind, scope)
    elif k < 0.72:
      self.emit(ind, "if (%s)" % self.cond(scope))
      self.emit(ind + 1, self.store(scope))
      if r.random() < 0.3:
        self.emit(ind, "else")
        self.emit(ind + 1, self.store(scope))
    elif k < 0.78:
      ints = [a for a in self.arrays if a.ty == "int"]
      lhs = self.ref(r.choice(ints), scope) if ints else "G[p]"
      e, _ = self.int_expr(scope, 1)
      self.emit(ind, "if (y != 0)")
      self.emit(ind + 1, "%s = (%s) / y %% 1000;" % (lhs, e))
    elif k < 0.84:
      self.emit(ind, "bump ((unsigned) (%s));" % self.int_expr(scope, 1)[0])
    elif k < 0.88:
      self.emit(ind, "G[%s] = (%s) %% 1000;" % (self.dim_index(scope),
                                               self.int_expr(scope, 1)[0]))
    elif scope.loops:
      self.exit_stmt(ind, scope)
    else:
      self.emit(ind, self.store(scope))

  def loop(self, ind, scope, depth, max_depth):
    """A loop and its body: statements and 1-2 sibling inner loops."""
    r = self.r
    var = "i%d" % self.nloops
    self.nloops += 1
    hi = self.pick("n", "m", str(r.randrange(1, MAX_BOUND + 1)),
                   str(MAX_BOUND))
    if r.random() < 0.15:
      self.emit(ind, "for (int %s = %s - 1; %s >= 0; %s--)"
                % (var, hi, var, var))
    else:
      lo = "1" if r.random() < 0.15 else "0"
      self.emit(ind, "for (int %s = %s; %s < %s; %s++)"
                % (var, lo, var, hi, var))
    self.emit(ind, "  {")
    inner = scope.inner(var)
    kids = 0
    if depth < max_depth:
      kids = 1 if r.random() < 0.55 else 2
    items = ["s"] * r.randrange(1, 4) + ["l"] * kids
    r.shuffle(items)
    for it in items:
      if it == "l":
        self.loop(ind + 2, inner, depth + 1, max_depth)
      else:
        self.statement(ind + 2, inner)
    self.emit(ind, "  }")

  def kernel(self, k):
    """Kernel K: its parameters, then its body."""
    r = self.r
    self.arrays = []
    for a in range(r.randrange(2, 5)):
      ty = self.pick("int", "int", "unsigned", "double")
      self.arrays.append(Array("a%d" % a, ty, r.randrange(1, 4),
                               r.random() < 0.35))
    self.accs = [Acc("s%d" % a, self.pick("long", "unsigned", "int"))
                 for a in range(r.choice((0, 1, 1, 2)))]
    self.has_out = False
    self.nloops = 0
    self.nlocals = 0
    params = ([a.decl() for a in self.arrays] +
              ["%s *%s" % (a.ty, a.name) for a in self.accs] +
              ["int n", "int m", "int x", "int y", "int p"])
    body_start = len(self.out)
    scope = Scope([], [])
    max_depth = r.randrange(1, 4)
    if r.random() < 0.3:
      self.statement(1, scope)
    for _ in range(1 if r.random() < 0.7 else 2):
      self.loop(1, scope, 1, max_depth)
    if self.has_out:
      self.emit(0, "out:")
      self.emit(1, "gcount += 7u;")
    body = self.out[body_start:]
    del self.out[body_start:]
    attr = "noipa" if r.random() < 0.8 else "noinline"
    self.emit(0, "__attribute__ ((%s)) void" % attr)
    self.emit(0, "k%d (%s)" % (k, ", ".join(params)))
    self.emit(0, "{")
    self.out.extend(body)
    self.emit(0, "}")
    self.emit(0, "")
    return self.arrays, self.accs

  def colnest(self, k):
    """Kernel K, a column nest (version 3): for each j, a location c[j]
    accumulates over the i loop, perhaps set before it and scaled after
    (the references of a nest looplicm versions as a whole and whose
    outer loop it hands to the vectorizer), with perhaps a store of the
    inner loop that every column writes again (e[i]) or that moves with
    both loops (e[i + j]), and d read by column or by row."""
    r = self.rc
    ty = r.choice(("double", "double", "unsigned"))
    arrays = [Array("c", ty, 1, False), Array("d", ty, 2, False),
              Array("e", ty, 1, r.random() < 0.2)]
    hi_j = r.choice(("n", "m", "6", "8"))
    hi_i = r.choice(("n", "m", "6", str(r.randrange(1, 7))))
    mj = "c[j + %d]" % r.randrange(3)
    dij = r.choice(("d[i][j]", "d[j][i]", "d[i + 1][j]", "d[i][7 - j]"))
    op = r.choice(("+=", "+=", "-=")) if ty == "double" else r.choice(
        ("+=", "^=", "*="))
    body = ["%s %s %s%s;" % (mj, op, dij, r.choice(("", " * x", " + e[i]")))]
    k2 = r.random()
    if k2 < 0.25:
      body.append("e[i] = %s * 2 + j;" % dij)
    elif k2 < 0.4:
      body.append("e[i + j] = e[i + j] + %s;" % dij)
    elif k2 < 0.5:
      body.append("e[i] %s= %s;" % ("+" if ty == "double" else "^", dij))
    r.shuffle(body)
    self.kernel_head(k, arrays, "int n, int m_, int x", first=True)
    self.emit(1, "int m = m_;")
    self.emit(1, "for (int j = 0; j < %s; j++)" % hi_j)
    self.emit(1, "  {")
    if r.random() < 0.5:
      self.emit(3, "%s = %s;" % (mj, r.choice(("0", "1", "x", "e[j]"))))
    self.emit(3, "for (int i = 0; i < %s; i++)" % hi_i)
    self.emit(3, "  {")
    for b in body:
      self.emit(5, b)
    self.emit(3, "  }")
    if r.random() < 0.5:
      self.emit(3, "%s = %s * %s;" % (mj, mj, r.choice(("2", "x", "3"))))
    self.emit(1, "  }")
    self.emit(0, "}")
    self.emit(0, "")
    return arrays

  def jamnest(self, k):
    """Kernel K, a nest for unroll-and-jam (version 4): row c accumulates
    over the k loop a product with an invariant of the j loop, as gemm's
    c[i][j] += alpha * a[i][k] * b[k][j] (the fast copy of a nest that
    GCC's unroll-and-jam fuses two iterations of at -O3), perhaps shifted
    by a column, with perhaps a store of b one row and one column on
    (a dependence between the fused iterations)."""
    r = self.rj
    ty = r.choice(("double", "double", "unsigned"))
    arrays = [Array("c", ty, 1, False), Array("a", ty, 2, False),
              Array("b", ty, 2, False)]
    hi_k = r.choice(("n", "n", "m", "6"))
    hi_j = r.choice(("m", "m", "n", "7"))
    cj = r.choice(("c[j]", "c[j]", "c[j + 1]"))
    ak = r.choice(("a[0][k]", "a[1][k]", "a[k][0]"))
    bkj = r.choice(("b[k][j]", "b[k][j]", "b[k + 1][j]", "b[j][k]"))
    op = r.choice(("+=", "+=", "-=")) if ty == "double" else r.choice(
        ("+=", "^=", "+="))
    body = ["%s %s %s * %s * %s;" % (cj, op, ak, r.choice(("x", "3")), bkj)]
    if r.random() < 0.3:
      body.append("b[k + 1][j + 1] = b[k][j] + %s;" % r.choice(("1", "x")))
    r.shuffle(body)
    self.kernel_head(k, arrays, "int n, int m_, int x", first=True)
    self.emit(1, "int m = m_;")
    self.emit(1, "for (int k = 0; k < %s; k++)" % hi_k)
    self.emit(1, "  for (int j = 0; j < %s; j++)" % hi_j)
    self.emit(3, "{")
    for b in body:
      self.emit(4, b)
    self.emit(3, "}")
    self.emit(0, "}")
    self.emit(0, "")
    return arrays

  def flat_row(self, c, wrap):
    """The start of row i + C of the flat-row nest's matrix: i * w made in
    int, whose overflow is undefined (looplicm may take the product as
    exact), or when WRAP in unsigned and converted back (a product that
    wraps: looplicm must not)."""
    r = self.rf
    i = "i" if c == 0 else "(i %s %d)" % ("+" if c > 0 else "-", abs(c))
    if wrap:
      return "(int) ((unsigned) %s * w)" % i
    return r.choice(("%s * w" % i, "w * %s" % i))

  def flat_body(self, ty, elt):
    """1-3 statements of the flat-row nest's inner loop, ELT being the
    matrix element a[row + j]: bicg's two (s[j] over i, q[i] over j),
    a plain store and a difference, and rarely a store to the element
    (so the matrix is written too).  int values are reduced with % 1000:
    a product of two stored values stays below 10^6."""
    r = self.rf
    forms = {"s": "s[j] + r[i] * %s" % elt, "q": "q[i] + %s * p[j]" % elt,
             "s2": "%s + p[j]" % elt, "q2": "q[i] - %s" % elt,
             "a": "s[j] + q[i]"}
    lhs = {"s": "s[j]", "q": "q[i]", "s2": "s[j]", "q2": "q[i]", "a": elt}
    names = r.sample(("s", "q", "s", "q", "s2", "q2"), r.randrange(1, 4))
    if r.random() < 0.15:
      names[-1] = "a"
    body = []
    for name in dict.fromkeys(names):
      e = forms[name] if ty == "double" else "(%s) %% 1000" % forms[name]
      body.append("%s = %s;" % (lhs[name], e))
    return body

  def flat_inner(self, ind, row, body):
    """The flat-row nest's inner loop at indent IND, after the local ROW
    when there is one."""
    if row:
      self.emit(ind, row)
    self.emit(ind, "for (int j = 0; j < m; j++)")
    self.emit(ind, "  {")
    for b in body:
      self.emit(ind + 2, b)
    self.emit(ind, "  }")

  def flatrow(self, k):
    """Kernel K, a flat-row nest (version 5): bicg's rows of a 1-D matrix,
    a[(i + C) * w + j] with a run-time stride w, read in the j loop with
    s[j] and q[i] accumulated, perhaps q[i] set in the i loop's own body,
    perhaps the row skipped (continue) or the j loop under a condition
    (the product then not made in every i iteration).  Return what its
    calls need: its arrays (a, s, q, p, r), the first i and C."""
    r = self.rf
    ty = r.choice(("double", "double", "int"))
    c = r.choice((0, 0, 1, -1))
    # Row i - 1 from i = 1 on: no row before the matrix's first.
    lo = r.choice((1, 2) if c < 0 else (0, 0, 1, 2))
    start = self.flat_row(c, r.random() < 0.25)
    row = None
    if r.random() < 0.4:
      row = "int row = %s;" % start
      start = "row"
    body = self.flat_body(ty, "a[%s + j]" % start)
    r.shuffle(body)
    guard = r.choice((None, None, "continue", "if"))
    cond = r.choice(("(i & 1) == 0", "i == m - 1", "i > w", "r[i] > 0",
                     "i != n - 2"))
    arrays = [Array(name, ty, 1, False) for name in "asqpr"]
    self.kernel_head(k, arrays, "int n, int m, int w")
    self.emit(1, "for (int i = %d; i < n; i++)" % lo)
    self.emit(1, "  {")
    if r.random() < 0.5:
      self.emit(3, "q[i] = %s;" % r.choice(("0", "r[i]")))
    if guard == "continue":
      self.emit(3, "if (%s)" % cond)
      self.emit(4, "continue;")
    if guard == "if":
      self.emit(3, "if (%s)" % cond)
      self.emit(3, "  {")
      self.flat_inner(5, row, body)
      self.emit(3, "  }")
    else:
      self.flat_inner(3, row, body)
    self.emit(1, "  }")
    self.emit(0, "}")
    self.emit(0, "")
    return arrays, lo, c

  def flat_place(self, offs, lo, c, n, m, w):
    """The offset of the flat-row matrix's pointer, given the offset of
    its region in OFFS: the indices (i + C) * w + j for i in [LO, N) and
    j in [0, M) span at most 51 elements (w at most m + 3), placed at the
    start or at the end of the region of 64 (the end so that an array
    placed one element or just past it meets or touches the last row)."""
    idx = [(i + c) * w + j for i in range(lo, n) for j in range(m)] or [0]
    assert max(idx) - min(idx) < SIZE[1]
    if self.rf.random() < 0.5:
      return offs["a"] - min(idx)
    return offs["a"] + SIZE[1] - 1 - max(idx)

  def flat_call(self, k, nest, n):
    """A call of the flat-row nest K: a, s and q apart or overlapping
    (layout), p and r too in half the overlapping calls, else past them;
    the stride w a row's width, wider, 0, -1 or minus a row's.  All drawn
    from the nest's stream."""
    arrays, lo, c = nest
    r = self.rf
    with self.drawing_from(r):
      overlap = n % 2 == 1
      mixed = arrays[:3] if r.random() < 0.5 else arrays[:]
      r.shuffle(mixed)
      offs = self.layout(mixed, [], overlap)
      end = max(offs.values()) + SIZE[1] + 8
      for a in arrays:
        if a.name not in offs:
          offs[a.name] = end
          end += SIZE[1] + 8
      # Mostly a nest that runs: i from LO to N > LO, M > 0.
      nb = r.randrange(lo + 1, MAX_BOUND + 1) if r.random() < 0.9 else 0
      mb = r.randrange(1, MAX_BOUND + 1) if r.random() < 0.95 else 0
      w = r.choice((mb, mb + 1, mb + 3, 0, -1, -mb))
      offs["a"] = self.flat_place(offs, lo, c, nb, mb, w)
      pool = {"int": "pi", "double": "pd"}
      args = ["%d" % v for v in (nb, mb, w)]
      args += ["(%s) (%s + %d)" % (a.cast(), pool[a.ty], offs[a.name])
               for a in arrays]
      self.emit_call(r, k, args, n, " overlap" if overlap else "")

  def tri_ref(self, nest, acc):
    """The text of the three-deep nest's access ACC, (array, row, column)
    of loop variables: t[col], c[row][col], or c[row * m + col] in flat
    rows."""
    name, row, col = acc
    if row is None:
      return "%s[%s]" % (name, col)
    if nest["flat"]:
      return "%s[%s * m + %s]" % (name, row, col)
    return "%s[%s][%s]" % (name, row, col)

  def tri_stmt(self, nest, lhs, op, rhs):
    """LHS OP= RHS in the nest's element type (int reduced % 1000)."""
    if nest["ty"] == "double":
      return "%s %s= %s;" % (lhs, op, rhs)
    return "%s = (%s %s %s) %% 1000;" % (lhs, lhs, op, rhs)

  def tri_term(self, nest):
    """A product or value the k loop accumulates, and its reads: a
    column of a (covariance, syrk), a row of a by a column of b (gemm)."""
    r = self.rt
    form = r.choice(("cov", "cov", "gemm", "gemm", "syr2k", "col"))
    reads = {"cov": [("a", "k", "i"), ("a", "k", "j")],
             "gemm": [("a", "i", "k"), ("b", "k", "j")],
             "syr2k": [("a", "k", "i"), ("b", "k", "j")],
             "col": [(r.choice("ab"), "k", r.choice("ij"))]}[form]
    return (" * ".join(self.tri_ref(nest, a) for a in reads),
            [a + (True,) for a in reads])

  def trinest(self, k):
    """Kernel K, a three-deep nest (version 6): covariance's, syrk's or
    gemm's i, j and k loops, a location c[i][j] (or c[j][i]) accumulated
    over k, over a rectangle of i and j or a triangle (j from i, j up to
    i, j from i + 1), with 1-2 statements of the middle loop's own
    (c[i][j] = 0 before the k loop, the mirror c[j][i] = c[i][j], t[j] =
    0, t[i] += c[i][j]): where they are not the inner loop's accesses,
    looplicm checks the nest once before the outermost loop.  c, a and b
    are 2-D, or 1-D with rows i * m + j.  Return the nest (a dict) for
    its calls."""
    r = self.rt
    ty = r.choice(("double", "double", "int"))
    flat = r.random() < 0.3
    bound = lambda: r.choice(("m", "m", "n", str(r.randrange(1, 7))))
    hi_i = bound()
    kind = r.choice(("rect", "upper", "upper", "upper", "lower", "lower",
                     "strict"))
    hi_j = hi_i if kind == "upper" and r.random() < 0.7 else bound()
    hi_k = r.choice(("n", "n", "m", str(r.randrange(1, 7))))
    nest = {"ty": ty, "flat": flat, "hi_i": hi_i, "kind": kind,
            "hi_j": hi_j, "hi_k": hi_k}
    loc = ("c", "i", "j") if r.random() < 0.7 else ("c", "j", "i")
    mirror = ("c", loc[2], loc[1])
    lref = self.tri_ref(nest, loc)
    # The k loop: LOC accumulated, perhaps a second location (LOC again,
    # t[i] or t[j]) or a second term.
    term, reads = self.tri_term(nest)
    inner = [self.tri_stmt(nest, lref, r.choice("++-"), term)]
    iacc = [loc + (False,)] + reads
    if r.random() < 0.35:
      lhs = r.choice((loc, ("t", None, "i"), ("t", None, "j")))
      term, reads = self.tri_term(nest)
      inner.append(self.tri_stmt(nest, self.tri_ref(nest, lhs),
                                 r.choice("+-"), term))
      iacc += [lhs + (False,)] + reads
    # The middle loop's own statements, before and after the k loop.
    ti = ("t", None, r.choice("ij"))
    stmts = {"zero": ("pre", "%s = 0;" % lref, [loc]),
             "mirror": (r.choice(("pre", "post", "post")), "%s = %s;"
                        % (self.tri_ref(nest, mirror), lref),
                        [mirror, loc]),
             "tzero": ("pre", "%s = 0;" % self.tri_ref(nest, ti), [ti]),
             "tacc": ("post", self.tri_stmt(nest, "t[i]", "+", lref),
                      [("t", None, "i"), loc]),
             "tset": ("post", "t[j] = %s;" % lref, [("t", None, "j"), loc])}
    names = r.sample(("zero", "zero", "mirror", "mirror", "tzero", "tacc",
                      "tset"), r.randrange(1, 3))
    pre, post, macc = [], [], []
    for name in dict.fromkeys(names):
      where, text, acc = stmts[name]
      (pre if where == "pre" else post).append(text)
      macc += acc
    nest.update(loc=loc, inner=iacc, mid=macc)
    if flat:
      arrays = [Array(a, ty, 1, False) for a in "cabt"]
    else:
      arrays = [Array(a, ty, 2, False) for a in "cab"] + [
          Array("t", ty, 1, False)]
    nest["arrays"] = arrays
    j0, j1 = {"rect": ("0", "j < %s" % hi_j), "upper": ("i", "j < %s" % hi_j),
              "lower": ("0", "j <= i"),
              "strict": ("i + 1", "j < %s" % hi_j)}[kind]
    self.kernel_head(k, arrays)
    self.emit(1, "for (int i = 0; i < %s; i++)" % hi_i)
    self.emit(1, "  for (int j = %s; %s; j++)" % (j0, j1))
    self.emit(3, "{")
    for s in pre:
      self.emit(4, s)
    self.emit(4, "for (int k = 0; k < %s; k++)" % hi_k)
    if len(inner) == 1:
      self.emit(5, inner[0])
    else:
      self.emit(4, "  {")
      for s in inner:
        self.emit(6, s)
      self.emit(4, "  }")
    for s in post:
      self.emit(4, s)
    self.emit(3, "}")
    self.emit(0, "}")
    self.emit(0, "")
    return nest

  def tri_elements(self, nest, n, m):
    """The elements the three-deep nest touches with bounds N and M:
    per array the set of all, per array the set the k loop reads, and the
    elements of the accumulated location in the last outer iteration that
    runs the middle loop (the triangle's far corner)."""
    width = m if nest["flat"] else EXT
    val = lambda b: n if b == "n" else m if b == "m" else int(b)

    def at(acc, env):
      name, row, col = acc
      if row is None:
        e = env[col]
      else:
        assert nest["flat"] or (env[row] < EXT and env[col] < EXT)
        e = env[row] * width + env[col]
      assert 0 <= e < SIZE[1]
      return e

    touched = {a.name: set() for a in nest["arrays"]}
    reads = {a.name: set() for a in nest["arrays"]}
    corner = []
    for i in range(val(nest["hi_i"])):
      js = {"rect": range(0, val(nest["hi_j"])),
            "upper": range(i, val(nest["hi_j"])),
            "lower": range(0, i + 1),
            "strict": range(i + 1, val(nest["hi_j"]))}[nest["kind"]]
      if len(js):
        corner = []
      for j in js:
        env = {"i": i, "j": j}
        corner.append(at(nest["loc"], env))
        for acc in nest["mid"]:
          touched[acc[0]].add(at(acc, env))
        for kk in range(val(nest["hi_k"])):
          env["k"] = kk
          for acc in nest["inner"]:
            touched[acc[0]].add(at(acc[:3], env))
            if acc[3]:
              reads[acc[0]].add(at(acc[:3], env))
    return touched, reads, corner

  def tri_call(self, k, nest, n):
    """A call of the three-deep nest K: c, a, b and t apart or overlapping
    (layout), each pointer placed so that what the nest touches lies at
    the start or at the end of its region of 64; in the first overlapping
    call, and in some others, c placed so that an element of the
    triangle's last row is one that the k loop reads of a or b (where a
    check whose range stops short of the last row would take the fast
    copy).  n and m in 0..6, mostly 1..6.  All drawn from the nest's
    stream."""
    arrays = nest["arrays"]
    r = self.rt
    with self.drawing_from(r):
      overlap = n % 2 == 1
      corner = overlap and (n == 1 or r.random() < 0.4)
      nb = r.randrange(1, MAX_BOUND + 1) if corner or r.random() < 0.9 else 0
      mb = r.randrange(1, MAX_BOUND + 1) if corner or r.random() < 0.9 else 0
      mixed = arrays[:]
      r.shuffle(mixed)
      offs = self.layout(mixed, [], overlap)
      touched, reads, last = self.tri_elements(nest, nb, mb)
      ptr = {}
      for a in arrays:
        idx = touched[a.name] or {0}
        if r.random() < 0.5:
          ptr[a.name] = offs[a.name] - min(idx)
        else:
          ptr[a.name] = offs[a.name] + SIZE[1] - 1 - max(idx)
      srcs = [s for s in "ab" if reads[s]]
      if corner and srcs and last:
        s = r.choice(srcs)
        rs = sorted(reads[s])
        e = rs[0] if r.random() < 0.5 else r.choice(rs)
        f = last[-1] if r.random() < 0.5 else r.choice(last)
        if r.random() < 0.3 and nest["flat"] and mb:
          # Row on row: c's last row at the start of e's.
          e, f = e - e % mb, f - f % mb
        elif r.random() < 0.3 and not nest["flat"]:
          e, f = e - e % EXT, f - f % EXT
        ptr["c"] = ptr[s] + e - f
      else:
        corner = False
      for a in arrays:
        idx = touched[a.name] or {0}
        assert 0 <= ptr[a.name] + min(idx) and ptr[a.name] + max(idx) < POOL
      pool = {"int": "pi", "double": "pd"}
      args = ["%d" % nb, "%d" % mb]
      args += ["(%s) (%s + %d)" % (a.cast(), pool[a.ty], ptr[a.name])
               for a in arrays]
      self.emit_call(r, k, args, n, " overlap corner" if corner else
                     " overlap" if overlap else "")

  def copynest(self, k):
    """Kernel K, copy loops (version 7), which looplicm versions for
    GCC's loop distribution (a call to memmove in the fast copy): one or
    two copies y[i + a] = z[i + b] in one loop; durbin's, a copy back
    of what an inner loop computed, in an outer loop (z[i] from y[i] and
    y[k - i - 1], then y[i] = z[i] for i < k); or rows of 2-D arrays,
    c[i][j] = a[i][j].  Return the arrays."""
    r = self.rp
    ty = r.choice(("double", "int", "unsigned"))
    shape = r.choice(("flat", "flat", "two", "durbin", "rows"))
    rank = 2 if shape == "rows" else 1
    names = "cavb" if shape == "two" else "ca"
    arrays = [Array(a, ty, rank, False) for a in names]
    self.kernel_head(k, arrays)
    if shape == "rows":
      self.emit(1, "for (int i = 0; i < n; i++)")
      self.emit(1, "  for (int j = 0; j < m; j++)")
      self.emit(3, "c[i][j%s] = a[i][j%s];" % (offset(r), offset(r)))
    elif shape == "durbin":
      val = "a[i] + a[k - i - 1]"
      if ty == "int":
        val = "(%s) %% 1000" % val
      self.emit(1, "for (int k = 1; k < n; k++)")
      self.emit(2, "{")
      self.emit(3, "for (int i = 0; i < k; i++)")
      self.emit(4, "  c[i] = %s;" % val)
      self.emit(3, "for (int i = 0; i < k; i++)")
      self.emit(4, "  a[i] = c[i];")
      self.emit(3, "a[k] = c[0];")
      self.emit(2, "}")
    else:
      self.emit(1, "for (int i = 0; i < %s; i++)" % r.choice(("n", "m")))
      self.emit(2, "{")
      self.emit(3, "c[i%s] = a[i%s];" % (offset(r), offset(r)))
      if shape == "two":
        self.emit(3, "v[i%s] = b[i%s];" % (offset(r), offset(r)))
      self.emit(2, "}")
    self.emit(0, "}")
    self.emit(0, "")
    return arrays

  def recnest(self, k):
    """Kernel K, recurrences through memory (version 8), which looplicm
    versions for GCC's predictive commoning at -O3: p[i + a] from
    p[i + a - 1] beside q[i + b] from q[i + b - 1] and u[i + c]
    (a tridiagonal sweep); the same along the rows of 2-D arrays, u read
    down a column (adi's sweep, u[j][i + c]); or a prefix sum, whose
    only store is the one reused.  Return the arrays."""
    r = self.rr
    ty = r.choice(("double", "int", "unsigned"))
    shape = r.choice(("tri", "tri", "adi", "prefix"))
    rank = 2 if shape == "adi" else 1
    names = "pu" if shape == "prefix" else "pqu"
    arrays = [Array(a, ty, rank, False) for a in names]
    self.kernel_head(k, arrays)
    mod = " %% 1000" if ty == "int" else ""
    if ty == "double":
      pval, qval = "0.5 * %s + 1.0", "(%s - 0.25 * %s) * 0.5"
    else:
      pval, qval = "(%s * 3 + 1)" + mod, "(%s - %s)" + mod
    if shape == "adi":
      c = offset(r)
      self.emit(1, "for (int i = 0; i < n; i++)")
      self.emit(1, "  for (int j = 1; j < m; j++)")
      self.emit(2, "  {")
      self.emit(3, "p[i][j] = %s;" % (pval % "p[i][j - 1]"))
      self.emit(3, "q[i][j] = %s;" % (qval % ("u[j][i%s]" % c,
                                                "q[i][j - 1]")))
      self.emit(2, "  }")
    else:
      # Up to 48 iterations (i + 2 stays in the 64 elements): looplicm
      # checks a loop of fewer than about 12 only after a test of n.
      a, b, c = offset(r), offset(r), offset(r)
      self.emit(1, "for (int i = 1; i < %s * 8; i++)"
                % r.choice(("n", "m")))
      self.emit(2, "{")
      if shape == "prefix":
        self.emit(3, "p[i%s] = p[i%s - 1] + u[i%s];" % (a, a, b)
                  if ty != "int" else
                  "p[i%s] = (p[i%s - 1] + u[i%s]) %% 1000;" % (a, a, b))
      else:
        self.emit(3, "p[i%s] = %s;" % (a, pval % ("p[i%s - 1]" % a)))
        self.emit(3, "q[i%s] = %s;" % (b, qval % ("u[i%s]" % c,
                                                    "q[i%s - 1]" % b)))
      self.emit(2, "}")
    self.emit(0, "}")
    self.emit(0, "")
    return arrays

  def rownest(self, k):
    """Kernel K, a 2-D nest whose rows read a row next to the one they
    write (version 9), which looplicm versions whole for GCC's
    unroll-and-jam at -O3: fdtd-2d's ey rows (a[i][j] from b[i][j] and
    b[i - d][j]) or hz rows (b[i][j + 1] - b[i][j] + c[i + 1][j] -
    c[i][j]), b[i + d][j] read forwards, a[i][j] from a[i - 1][j] in
    place, or jacobi-2d's five points, which unroll-and-jam leaves (one
    row on is one column back).  Return the arrays."""
    r = self.rw
    ty = r.choice(("double", "double", "int", "unsigned"))
    shape = r.choice(("ey", "hz", "fwd", "self", "jac"))
    d = r.choice((1, 1, 2))
    names = "abc" if shape == "hz" else "ab"
    arrays = [Array(a, ty, 2, False) for a in names]
    kk = "0.5" if ty == "double" else "3"
    lo_i, lo_j = 0, 0
    if shape == "ey":
      lo_i = d
      val = "a[i][j] - %s * (b[i][j] - b[i - %d][j])" % (kk, d)
    elif shape == "hz":
      val = ("a[i][j] - %s * (b[i][j + 1] - b[i][j] + c[i + 1][j] - c[i][j])"
             % kk)
    elif shape == "fwd":
      val = "b[i + %d][j] + b[i][j] * %s" % (d, kk)
    elif shape == "self":
      lo_i = 1
      val = "a[i - 1][j] + b[i][j] * %s" % kk
    else:
      lo_i = lo_j = 1
      val = ("b[i][j] + b[i][j - 1] + b[i][j + 1] + b[i + 1][j]"
             " + b[i - 1][j]")
    if ty == "int":
      val = "(%s) %% 1000" % val
    self.kernel_head(k, arrays)
    self.emit(1, "for (int i = %d; i < n; i++)" % lo_i)
    self.emit(1, "  for (int j = %d; j < m; j++)" % lo_j)
    self.emit(2, "  a[i][j] = %s;" % val)
    self.emit(0, "}")
    self.emit(0, "")
    return arrays

  def row_call(self, k, arrays, n):
    """A call of the row nest K: its arrays apart (layout), or each
    placed from the first a few elements on or back (where row i + 1
    reads or writes what row i reaches only a few columns later: the
    order fusion changes), a row, or a row and an element either way;
    n in 3..6 and m in 2..6, or 0 (an index is at most 7: every element
    lies in its array's 64).  All drawn from the nest's stream."""
    r = self.rw
    with self.drawing_from(r):
      overlap = n % 2 == 1
      offs = self.layout(arrays, [], False)
      if overlap:
        for a in arrays[1:]:
          offs[a.name] = offs[arrays[0].name] + self.pick(
              1, 2, 3, -3, -5, -7, EXT, EXT + 1, -EXT + 1, 0,
              r.randrange(-2 * EXT, 2 * EXT + 1))
      pool = {"int": "pi", "unsigned": "pu", "double": "pd"}
      # Rows to fuse: n at least 3 (a nest from row 2 on runs two rows),
      # m at least 2.
      args = [str(r.randrange(lo, MAX_BOUND + 1) if r.random() < 0.9 else 0)
              for lo in (3, 2)]
      args += ["(%s) (%s + %d)" % (a.cast(), pool[a.ty], offs[a.name])
               for a in arrays]
      self.emit_call(r, k, args, n, " overlap" if overlap else "")

  def copy_call(self, k, arrays, n, stream=None):
    """A call of the copy kernel K (or of the recurrence kernel, drawing
    from STREAM): its arrays apart (layout), or each within 9 elements
    of the first (2 for a recurrence), where a copy's ranges overlap by
    a few elements or just touch; n and m in 0..6, mostly 1..6.  All
    drawn from its stream."""
    r = stream or self.rp
    with self.drawing_from(r):
      overlap = n % 2 == 1
      offs = self.layout(arrays, [], False)
      # A recurrence goes wrong where a store is the element another
      # array's reference reads or writes one iteration on: its arrays
      # within 2 elements of the first.
      # The last array, u, which it only reads, stays apart in half the
      # calls: overlapping, it fails the check whatever p and q do.
      spread = 3 if stream else 10
      if overlap:
        for a in arrays[1:]:
          if stream and a is arrays[-1] and r.random() < 0.5:
            continue
          offs[a.name] = (offs[arrays[0].name]
                          + r.randrange(1 - spread, spread))
      pool = {"int": "pi", "unsigned": "pu", "double": "pd"}
      args = [str(r.randrange(1, MAX_BOUND + 1) if r.random() < 0.9 else 0)
              for _ in range(2)]
      args += ["(%s) (%s + %d)" % (a.cast(), pool[a.ty], offs[a.name])
               for a in arrays]
      self.emit_call(r, k, args, n, " overlap" if overlap else "")

  def emit_call(self, r, k, args, n, what):
    """Emit call N of kernel K with ARGS: the pools filled from a seed
    drawn from R, the call, and the report of the storage after it,
    labelled kK.N and WHAT (" overlap", or "")."""
    self.emit(1, "init (%du);" % r.randrange(1 << 30))
    self.emit(1, "k%d (%s);" % (k, ", ".join(args)))
    self.emit(1, 'report ("k%d.%d%s");' % (k, n, what))

  @contextlib.contextmanager
  def drawing_from(self, stream):
    """Within the block, layout() and the other helpers that draw from
    self.r draw from STREAM, a nest's own, so that the main stream's
    draws, and the programs of earlier generator versions, stay as they
    were."""
    save = self.r
    self.r = stream
    try:
      yield
    finally:
      self.r = save

  def nest_call(self, k, arrays, n, stream):
    """A call of the column or jam nest K: apart or overlapping (layout,
    drawing from the nest's STREAM; the arguments from the main one, as
    version 3 drew them)."""
    r = self.r
    with self.drawing_from(stream):
      overlap = n % 2 == 1
      offs = self.layout(arrays, [], overlap)
      pool = {"unsigned": "pu", "double": "pd"}
      args = ["(%s) (%s + %d)" % (a.cast(), pool[a.ty], offs[a.name])
              for a in arrays]
      # n, m at most 6: d[i + 1] stays in d's 8 rows.
      args += [str(r.randrange(0, 7)) for _ in range(2)]
      args += [str(r.randrange(-3, 4))]
      self.emit_call(r, k, args, n, " overlap" if overlap else "")

  # -- main ------------------------------------------------------------------

  def layout(self, arrays, accs, overlap):
    """Offsets into the pools for ARRAYS and ACCS: disjoint, or with plain
    arrays and accumulators of one type overlapping."""
    r = self.r
    nxt = {"int": 1000, "unsigned": 1000, "double": 1000}
    offs, placed = {}, {}
    for a in arrays:
      same = [b for b in placed.get(a.ty, []) if not b.restrict]
      if overlap and not a.restrict and same and r.random() < 0.9:
        b = r.choice(same)
        sb, sa = SIZE[b.rank], SIZE[a.rank]
        shift = self.pick(0, 1, EXT, sb - 1, sb, -(sa - 1), -EXT,
                          r.randrange(-sa + 1, sb))
        offs[a.name] = offs[b.name] + shift
      else:
        offs[a.name] = nxt[a.ty]
        nxt[a.ty] += SIZE[a.rank] + self.pick(0, 8, 100)
      placed.setdefault(a.ty, []).append(a)
    for s in accs:
      same = [b for b in placed.get(s.ty, []) if not b.restrict]
      if s.ty == "long":
        offs[s.name] = r.randrange(64)
      elif overlap and same and r.random() < 0.8:
        b = r.choice(same)
        offs[s.name] = offs[b.name] + self.pick(
            0, 1, SIZE[b.rank] - 1, r.randrange(SIZE[b.rank]))
      else:
        offs[s.name] = nxt[s.ty]
        nxt[s.ty] += 1
    # Move every restrict array past the end of everything else of its
    # type, so no overlap can reach it: an array placed relative to
    # another may end past nxt (version 1 missed that, and seed 4452 had
    # a plain array overlapping two restrict ones: undefined behaviour).
    end = dict(nxt)
    for a in arrays:
      if not a.restrict:
        end[a.ty] = max(end[a.ty], offs[a.name] + SIZE[a.rank])
    for s in accs:
      if s.ty in end:
        end[s.ty] = max(end[s.ty], offs[s.name] + 1)
    for a in arrays:
      if a.restrict:
        offs[a.name] = end[a.ty] + 8
        end[a.ty] += SIZE[a.rank] + 8
    return offs

  def call(self, k, arrays, accs, n):
    r = self.r
    overlap = n % 2 == 1
    offs = self.layout(arrays, accs, overlap)
    pool = {"int": "pi", "unsigned": "pu", "double": "pd", "long": "pl"}
    args = ["(%s) (%s + %d)" % (a.cast(), pool[a.ty], offs[a.name])
            for a in arrays]
    args += ["%s + %d" % (pool[s.ty], offs[s.name]) for s in accs]
    args += [str(r.randrange(0, MAX_BOUND + 1)) if r.random() < 0.85
             else "0" for _ in range(2)]
    args += [str(r.randrange(-PARAM_LIMIT, PARAM_LIMIT + 1))
             for _ in range(2)]
    args += [str(r.randrange(EXT))]
    self.emit_call(r, k, args, n, " overlap" if overlap else "")

  def program(self):
    self.out.append("/* fuzz-nest seed %d, generator version %d.  */"
                    % (self.seed, GENERATOR_VERSION))
    self.out.append(PRELUDE)
    kernels = [self.kernel(k) for k in range(self.r.randrange(2, 5))]
    ck = len(kernels)
    carrays = self.colnest(ck)
    jarrays = self.jamnest(ck + 1)
    flat = self.flatrow(ck + 2)
    tri = self.trinest(ck + 3)
    copy = self.copynest(ck + 4)
    rec = self.recnest(ck + 5)
    rows = self.rownest(ck + 6)
    self.emit(0, "int")
    self.emit(0, "main (void)")
    self.emit(0, "{")
    for k, (arrays, accs) in enumerate(kernels):
      for n in range(self.r.randrange(3, 6)):
        self.call(k, arrays, accs, n)
    for n in range(4):
      self.nest_call(ck, carrays, n, self.rc)
    for n in range(4):
      self.nest_call(ck + 1, jarrays, n, self.rj)
    for n in range(self.rf.randrange(3, 6)):
      self.flat_call(ck + 2, flat, n)
    for n in range(self.rt.randrange(3, 6)):
      self.tri_call(ck + 3, tri, n)
    for n in range(self.rp.randrange(3, 6)):
      self.copy_call(ck + 4, copy, n)
    for n in range(self.rr.randrange(3, 6)):
      self.copy_call(ck + 5, rec, n, self.rr)
    for n in range(self.rw.randrange(6, 10)):
      self.row_call(ck + 6, rows, n)
    self.emit(1, "return 0;")
    self.emit(0, "}")
    return "\n".join(self.out) + "\n"


if __name__ == "__main__":
  sys.exit(fuzzlib.main(fuzzlib.Tool(
      "fuzz-nest", os.path.abspath(__file__),
      lambda seed: Gen(seed).program(), GENERATOR_VERSION, "O0")))
