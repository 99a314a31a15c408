# dglib: GCC's testsuite as its DejaGnu drivers read it, for the looplicm
# scripts that run GCC's own tests (torture.py, lim-parity.py), and the
# option sets that every test driver names (fuzzlib.py too).
# Copyright (C) 2026 The looplicm authors.
# Licensed under the GNU GPL version 3 or later, like GCC itself.
#
# The pieces, in file order:
#   Tcl          the words of a command, the elements of a list, the
#                commands of a script, backslash substitution, Tcl's
#                regular expressions in Python's re (tcl_words, tcl_list,
#                tcl_commands, tcl_regexp)
#   targets      Target: x86_64 GNU/Linux as GCC's target-supports.exp
#                sees it: triplets, effective-target keywords and
#                selectors such as { target { ! x86_64-*-* } },
#                { xfail *-*-* } or { target { lp64 && c++11 } }
#   directives   DgTest: what gcc-dg-runtest makes of a test's dg- lines
#                (dg-do, dg-options, dg-additional-options, dg-add-options,
#                dg-require-effective-target, dg-skip-if); DumpScan: one
#                dg-final scan-tree-dump*; XScript: the NAME.x script that
#                c-torture-execute sources
#   sources      the gcc-N-source package's tarball and what to extract
#   option sets  CONFIGS: O1 O2 O3, each also with -fno-tree-loop-im
#                ("-nolim"), and "-report" (the pass's dump and remarks)
#   running      run: a command with a time limit, as DejaGnu's remote_exec
#
# Nothing here evaluates Tcl: a [command] or $variable stays as written,
# or, when asked (strict), is refused with Unsupported.  Standard library
# only; scripts/test_dglib.py holds its tests.

import fnmatch
import glob
import os
import re
import shutil
import signal
import subprocess
import tarfile


class Unsupported(Exception):
  """Raised for a test, directive or script this library cannot decide."""


# ------------------------------------------------------------------ Tcl

# The simple backslash sequences of Tcl.
TCL_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
               "t": "\t", "v": "\v"}


def tcl_backslash(text, i):
  """Return (replacement, next index) for the Tcl backslash sequence at
  TEXT[I], as Tcl's backslash substitution makes it."""
  if i + 1 >= len(text):
    return "\\", i + 1
  c = text[i + 1]
  if c in TCL_ESCAPES:
    return TCL_ESCAPES[c], i + 2
  if c == "\n":
    return " ", skip_blanks(text, i + 2)
  for lead, maxlen in (("x", 2), ("u", 4), ("U", 8)):
    if c == lead:
      m = re.match(r"[0-9a-fA-F]{1,%d}" % maxlen, text[i + 2:])
      if not m:
        return c, i + 2
      return chr(int(m.group(0), 16)), i + 2 + len(m.group(0))
  m = re.match(r"[0-7]{1,3}", text[i + 1:])
  if m:
    return chr(int(m.group(0), 8) & 0xff), i + 1 + len(m.group(0))
  return c, i + 2


def skip_blanks(text, i):
  """Return the index of the first character at or after I of TEXT that
  is neither a space nor a tab."""
  while i < len(text) and text[i] in " \t":
    i += 1
  return i


def closing(text, i):
  """Return the index of the bracket or brace that closes the one at
  TEXT[I]; a backslash protects the character after it."""
  open_, close = text[i], "}" if text[i] == "{" else "]"
  depth, j = 0, i
  while j < len(text):
    if text[j] == "\\":
      j += 2
      continue
    if text[j] == open_:
      depth += 1
    elif text[j] == close:
      depth -= 1
      if depth == 0:
        return j
    j += 1
  raise Unsupported("unbalanced %s in Tcl text" % open_)


def tcl_word(text, i, mode, strict):
  """Return (word, next index) for the quoted or bare word at TEXT[I],
  after backslash substitution.  In MODE "list" brackets and dollars are
  ordinary characters; otherwise a [command] is kept as written, or with
  STRICT refused, as is a $variable."""
  quoted = text[i] == '"'
  n, j, buf = len(text), i + 1 if quoted else i, []
  while j < n:
    ch = text[j]
    if quoted and ch == '"':
      return "".join(buf), j + 1
    if not quoted and (ch.isspace() or (mode == "script" and ch == ";")
                       or text.startswith("\\\n", j)):
      break
    if ch == "\\":
      s, j = tcl_backslash(text, j)
      buf.append(s)
      continue
    if ch == "[" and mode != "list":
      if strict:
        raise Unsupported("Tcl command substitution in %r" % text)
      k = closing(text, j)
      buf.append(text[j:k + 1])
      j = k + 1
      continue
    if (ch == "$" and mode != "list" and strict and j + 1 < n
        and re.match(r"[\w:{(]", text[j + 1])):
      raise Unsupported("Tcl variable substitution in %r" % text)
    buf.append(ch)
    j += 1
  if quoted:
    raise Unsupported("unbalanced quotes in Tcl text")
  return "".join(buf), j


def tcl_parse(text, mode, strict=False):
  """Split TEXT into words; MODE is "list" (the elements of a Tcl list),
  "command" (the words of one command) or "script" (commands, each ended
  by None in the result; a "#" that starts a command starts a comment).
  A {braced} word is taken as written, but for its backslash-newlines."""
  words, i, n, start = [], 0, len(text), True
  while i < n:
    c = text[i]
    if text.startswith("\\\n", i):
      i = skip_blanks(text, i + 2)
      continue
    if mode == "script" and c in "\n;":
      words.append(None)
      start = True
      i += 1
      continue
    if c.isspace():
      i += 1
      continue
    if mode == "script" and start and c == "#":
      while i < n and text[i] != "\n":
        i += 2 if text.startswith("\\\n", i) else 1
      continue
    start = False
    if c == "{":
      j = closing(text, i)
      words.append(re.sub(r"\\\n[ \t]*", " ", text[i + 1:j]))
      i = j + 1
    else:
      word, i = tcl_word(text, i, mode, strict)
      words.append(word)
  return words


def tcl_words(text, strict=False):
  """Return the words of the Tcl command TEXT (see tcl_parse)."""
  return tcl_parse(text, "command", strict)


def tcl_list(text):
  """Return the elements of the Tcl list TEXT."""
  return tcl_parse(text, "list")


def tcl_commands(script):
  """Split the Tcl SCRIPT into commands, each a list of words."""
  cmds, cur = [], []
  for w in tcl_parse(script, "script"):
    if w is None:
      if cur:
        cmds.append(cur)
      cur = []
    else:
      cur.append(w)
  if cur:
    cmds.append(cur)
  return cmds


# The POSIX bracket classes of Tcl's regexps, as Python's ranges.
POSIX_CLASSES = {
    "alpha": "a-zA-Z", "digit": "0-9", "alnum": "a-zA-Z0-9",
    "upper": "A-Z", "lower": "a-z", "space": r" \t\n\r\f\v",
    "blank": r" \t", "xdigit": "0-9A-Fa-f", "punct": r"!-/:-@\[-`{-~",
    "word": r"\w", "cntrl": r"\x00-\x1f\x7f", "print": r"\x20-\x7e",
    "graph": r"\x21-\x7e",
}
# Tcl ARE escapes outside brackets that Python writes differently.
ARE_ESCAPES = {"m": r"\b(?=\w)", "M": r"\b(?<=\w)", "y": r"\b",
               "Y": r"\B", "e": r"\x1b", "B": r"\\", "A": r"\A",
               "Z": r"\Z"}


def tcl_bracket(pattern, i):
  """Return (Python class, next index) for the bracket expression of the
  Tcl ARE PATTERN that starts at PATTERN[I]."""
  n, j, cls = len(pattern), i + 1, ["["]
  if j < n and pattern[j] == "^":
    cls.append("^")
    j += 1
  if j < n and pattern[j] == "]":
    cls.append(r"\]")
    j += 1
  while j < n and pattern[j] != "]":
    if pattern.startswith("[:", j):
      end = pattern.find(":]", j + 2)
      name = pattern[j + 2:end] if end >= 0 else ""
      if name not in POSIX_CLASSES:
        raise Unsupported("bracket class in %r" % pattern)
      cls.append(POSIX_CLASSES[name])
      j = end + 2
    elif pattern[j] == "\\" and j + 1 < n:
      cls.append(pattern[j:j + 2])
      j += 2
    elif pattern[j] in "[&~|":
      cls.append("\\" + pattern[j])
      j += 1
    else:
      cls.append(pattern[j])
      j += 1
  if j >= n:
    raise Unsupported("unbalanced [ in regexp %r" % pattern)
  cls.append("]")
  return "".join(cls), j + 1


def tcl_regexp(pattern):
  """Translate the Tcl ARE PATTERN into a compiled Python regex with
  Tcl regexp's default semantics (no newline sensitivity: "." and "[^x]"
  match newlines, "^" and "$" anchor at the ends of the whole text)."""
  out, i, n = [], 0, len(pattern)
  while i < n:
    c = pattern[i]
    if c == "\\" and i + 1 < n:
      out.append(ARE_ESCAPES.get(pattern[i + 1], "\\" + pattern[i + 1]))
      i += 2
    elif c == "$":
      out.append(r"\Z")
      i += 1
    elif c == "[":
      cls, i = tcl_bracket(pattern, i)
      out.append(cls)
    else:
      out.append(c)
      i += 1
  try:
    return re.compile("".join(out), re.S)
  except re.error as e:
    raise Unsupported("regexp %r: %s" % (pattern, e))


# -------------------------------------------------------------- targets

def cpu_flags():
  """Return the set of ISA flags of this machine's CPU."""
  try:
    with open("/proc/cpuinfo") as f:
      for line in f:
        if line.startswith("flags"):
          return set(line.split(":", 1)[1].split())
  except OSError:
    pass
  return set()


CPU = cpu_flags()

# Effective-target keywords for x86_64 GNU/Linux (LP64, glibc, native, no
# -m32, PIE by default).  A keyword missing here makes a test
# "unsupported".
EFFECTIVE_TARGETS = {
    "alloca": True, "c99_runtime": True, "dfp": True, "double64": True,
    "double64plus": True, "fileio": True, "fpic": True,
    "hard_float": True, "indirect_jumps": True, "int128": True,
    "int32": True, "int32plus": True, "label_values": True,
    "large_double": True, "longlong64": True, "lp64": True, "mmap": True,
    "nonlocal_goto": True, "ptr32plus": True, "return_address": True,
    "signal": True, "size32plus": True, "stdint_types": True,
    "trampolines": True, "unwrapped": True, "untyped_assembly": True,
    "weak_undefined": True, "alias": True, "weak": True,
    "freestanding": False, "ia32": False, "ilp32": False, "int16": False,
    "llp64": False, "x32": False,
    "newlib_nano_io": False, "vxworks_kernel": False,
    "coldfire_fpu": False, "ti_c67x": False, "avr_tiny": False,
    "size20plus": True, "fenv": True, "fenv_exceptions": True,
    "float16": True, "float16_runtime": True, "float32": True,
    "float32_runtime": True, "float64": True, "float64_runtime": True,
    "float32x": True, "float32x_runtime": True, "float64x": True,
    "float64x_runtime": True, "float128": True, "float128_runtime": True,
    "float128x": False, "float128x_runtime": False,
    "floatn_nx_runtime": True, "__float128": True,
    "base_quadfloat_support": True, "inf": True, "trapping": True,
    "cet": True, "pthread": True, "popcountl": False, "mempcpy": True,
    "scheduling": True, "tls": True, "tls_native": True,
    "tls_runtime": True, "fd_truncate": True, "vect_cmdline_needed": False,
    "branch_cost": True, "keeps_null_pointer_checks": False,
    "logical_op_short_circuit": False,
    "cas_int": True, "nonpic": False, "pie": True, "pie_enabled": True,
    "fstack_protector": True, "default_packed": False,
    "automatic_stack_alignment": True, "sse": True, "sse2": True,
    "avx": True, "lto": True, "lra": True, "freorder": True,
    "natural_alignment_32": True, "long_neq_int": True,
    "short_eq_int": False, "powerpc_hard_double": False, "mips64": False,
    "arm_hf_eabi": False, "fgnu_tm": True, "fopenmp": True,
    "profiling": True, "vect_int": True, "vect_float": True,
    "vect_double": True,
    "sse_runtime": "sse" in CPU, "sse2_runtime": "sse2" in CPU,
    "avx_runtime": "avx" in CPU, "avx2_runtime": "avx2" in CPU,
    "run_expensive_tests": bool(os.environ.get("GCC_TEST_RUN_EXPENSIVE")),
    "vmx_hw": False, "arm_fp16_alternative_ok": False, "arm_eabi": False,
}

# Keywords about x86 features: false for another target (a cross GCC).
X86_ONLY = {"sse", "sse2", "avx", "sse_runtime", "sse2_runtime",
            "avx_runtime", "avx2_runtime", "cet", "automatic_stack_alignment"}

# Keywords about other architectures' features, all false here.
FOREIGN_RE = re.compile(r"(arm|aarch64|powerpc|ppc|mips|loongarch|s390|"
                        r"riscv|sparc|avr|msp430|nvptx|amdgcn|vmx|vsx|"
                        r"altivec|pru|cris|bfin|m68k|sh|rx|nios2)(\d|_|$)")

# The C++ dialects of the c++NN keywords and of -std=c++NN, as years, so
# that they compare in order (c++03 counts as c++98, as in GCC).
CXX_STDS = {"98": 1998, "03": 1998, "0x": 2011, "11": 2011, "1y": 2014,
            "14": 2014, "1z": 2017, "17": 2017, "2a": 2020, "20": 2020,
            "2b": 2023, "23": 2023, "2c": 2026, "26": 2026}
STD_RE = re.compile(r"-std=(?:c|gnu)\+\+(\w\w)\b")


def cxx_default_std(major):
  """Return GCC release MAJOR's default C++ dialect (as CXX_STDS has it):
  gnu++17 from GCC 11, gnu++20 from GCC 16."""
  return 2020 if major >= 16 else 2017


def dump_machine(gcc):
  """Return the target triplet of the compiler GCC, with the vendor field
  filled in as config.guess writes it (x86_64-pc-linux-gnu)."""
  machine = subprocess.run([gcc, "-dumpmachine"], capture_output=True,
                           text=True).stdout.strip()
  parts = machine.split("-")
  if len(parts) == 3 and parts[1] == "linux":
    parts.insert(1, "pc" if re.match(r"(x86_64|i.86)$", parts[0])
                 else "unknown")
  return "-".join(parts)


class Target:
  """What GCC's DejaGnu library knows of the target, and of the test
  whose directives are being read (its language and C++ dialect, which
  decide the "c", "c++" and c++NN keywords: see for_test)."""

  def __init__(self, triplet, cxx_std=2017):
    # The normalised triplet, x86_64-pc-linux-gnu.
    self.triplet = triplet
    # True for x86_64 GNU/Linux, the target EFFECTIVE_TARGETS describes.
    self.supported = bool(re.match(r"x86_64-.*-linux", triplet))
    # True for x86 (the x86 keywords and -m flags apply).
    self.x86 = bool(re.match(r"(x86_64|i.86)-", triplet))
    # The test's language: "c", "c++", "fortran" or "ada".
    self.lang = "c"
    # The compiler's default C++ dialect, and the test's.
    self.cxx_default = cxx_std
    self.cxx_std = cxx_std

  def for_test(self, lang, options):
    """Return a copy of this target for a test in LANG whose option words
    are OPTIONS: the last -std=c++NN among them sets its C++ dialect."""
    t = Target(self.triplet, self.cxx_default)
    t.lang = lang
    stds = STD_RE.findall(" ".join(options))
    t.cxx_std = CXX_STDS.get(stds[-1], 0) if stds else self.cxx_default
    return t

  def istarget(self, pattern):
    """Return true if PATTERN (a glob like "i?86-*-*") names us."""
    return fnmatch.fnmatchcase(self.triplet, pattern)

  def effective(self, keyword):
    """Return the value of the effective-target KEYWORD."""
    if keyword in ("c", "c++"):
      return self.lang == keyword
    m = re.match(r"c\+\+(\w\w)(_only|_down)?$", keyword)
    if m and m.group(1) in CXX_STDS:
      if self.lang != "c++":
        return False
      want = CXX_STDS[m.group(1)]
      return {None: self.cxx_std >= want, "_only": self.cxx_std == want,
              "_down": self.cxx_std <= want}[m.group(2)]
    if keyword not in EFFECTIVE_TARGETS and FOREIGN_RE.match(keyword):
      return False
    if keyword in X86_ONLY and not self.x86:
      return False
    if keyword not in EFFECTIVE_TARGETS:
      raise Unsupported("effective target %s" % keyword)
    return EFFECTIVE_TARGETS[keyword]

  def operand(self, word):
    """Evaluate one selector operand: a group, a triplet or a keyword
    ("!x86_64-*-*", with no space, is a triplet that matches nothing)."""
    w = word.strip()
    if re.search(r"\s", w):
      return self.selector(w)
    if w.count("-") >= 2 or "*" in w:
      return self.istarget(w)
    return self.effective(w)

  def selector(self, text):
    """Evaluate a DejaGnu target selector such as "target { ! a-*-* b }",
    "xfail { x && y }" or a plain list of triplets and keywords (any of).
    Every operand is evaluated, so that an unknown keyword is never
    passed over."""
    words = tcl_list(text)
    if words and words[0] in ("target", "xfail"):
      words = words[1:]
    if not words:
      return False
    if words[0] == "!":
      if len(words) != 2:
        raise Unsupported("selector %s" % text.strip())
      return not self.operand(words[1])
    if "&&" in words or "||" in words:
      value = self.operand(words[0])
      for i in range(1, len(words) - 1, 2):
        rhs = self.operand(words[i + 1])
        value = (value and rhs) if words[i] == "&&" else (value or rhs)
      return value
    return any(self.operand(w) for w in words)

  def selects(self, text):
    """Return true if the selector TEXT of a directive that only applies
    to some targets (dg-options, dg-skip-if...) picks us; an "xfail"
    selector only marks an expected failure and always applies."""
    return selector_kind(text) == "xfail" or self.selector(text)


def selector_kind(text):
  """Return "xfail" for an "xfail ..." selector TEXT, else "target"."""
  words = tcl_list(text)
  return "xfail" if words and words[0] == "xfail" else "target"


def compiler_target(gcc, major):
  """Return the Target of the compiler GCC of release MAJOR."""
  return Target(dump_machine(gcc), cxx_default_std(major))


def options_match(groups, flags):
  """Return true if one of the option GROUPS (a Tcl list of lists) is in
  FLAGS (" toolname OPTIONS "), as check_conditional_xfail decides."""
  for group in tcl_list(groups):
    opts = tcl_list(group)
    if opts and all(fnmatch.fnmatchcase(flags, "* %s *" % o) for o in opts):
      return True
  return False


def skip_if_hits(include, exclude, flags):
  """Return true if a dg-skip-if with the option lists INCLUDE and
  EXCLUDE skips a test compiled with FLAGS: an empty INCLUDE takes any
  flags, as in DejaGnu."""
  return ((not tcl_list(include) or options_match(include, flags))
          and not options_match(exclude, flags))


# ----------------------------------------------------------- directives

DG_RE = re.compile(r"\{\s+(dg-[-a-z]+)\s+(.*)\s+\}")

# dg-add-options features that add nothing on x86_64 GNU/Linux.
NOOP_ADD_OPTIONS = {"stack_size", "ieee", "tls", "float16", "float32",
                    "float64", "float128", "float32x", "float64x",
                    "float128x", "__float128", "bind_pic_locally"}


# The directives DgTest.read knows, and how many arguments each needs.
MIN_ARGS = {"dg-options": 1, "dg-additional-options": 1, "dg-add-options": 1,
            "dg-require-effective-target": 1, "dg-skip-if": 2,
            "dg-additional-sources": 0}


def option_words(text):
  """Split the option string TEXT of dg-options into the compiler's
  arguments, as DejaGnu's command line does: Tcl words."""
  return tcl_words(text)


class DgTest:
  """One test's dg- directives, read as gcc-dg-runtest does for TARGET:
  first the C++ dialect (from -std= in the options), then dg-do (dg_do),
  then the rest in order (read).  With STRICT, a line that needs Tcl's
  command or variable substitution is Unsupported."""

  def __init__(self, text, lang, target, strict=False):
    # [(line number, directive name, its text)], in source order.
    self.lines = [(n, m.group(1), m.group(2))
                  for n, m in ((n, DG_RE.search(line)) for n, line in
                               enumerate(text.splitlines(), 1)) if m]
    self.strict = strict
    # The options after read: the default flags or dg-options, then
    # dg-additional-options.
    self.options = []
    # The dg-skip-if lines that depend on the options: (message,
    # include, exclude), for skip_message.
    self.skip_if = []
    words = [w for _, args in self.directives("dg-options",
                                              "dg-additional-options")
             for w in args]
    # The target as this test sees it (its language and dialect).
    self.target = target.for_test(lang, words)

  def directives(self, *names):
    """Yield (line number, arguments) of each directive in NAMES, or
    (line number, name, arguments) of every one when NAMES is empty."""
    for n, name, text in self.lines:
      if not names:
        yield n, name, tcl_words(text, self.strict)
      elif name in names:
        yield n, tcl_words(text, self.strict)

  def dg_do(self, default):
    """Return (action, for us): what the dg-do lines make the test do
    ("run", "compile"...), as DejaGnu's dg-do decides, and false when a
    target selector deselects it (unless an earlier line selected it)."""
    what, selected = default, ""
    for _, args in self.directives("dg-do"):
      action = args[0]
      if len(args) > 1:
        if selector_kind(args[1]) == "xfail":
          pass
        elif self.target.selector(args[1]):
          selected = "S"
        elif selected != "S":
          selected = "N"
        else:
          action = what
      else:
        selected = "S"
      what = action
    return what, selected != "N"

  def read(self, default_flags, ignored, handlers=None):
    """Apply the directives but dg-do, and those in IGNORED: set options
    and skip_if.  DEFAULT_FLAGS are the driver's default-extra-flags;
    HANDLERS maps a name to a function of (line number, arguments) for
    a directive the caller reads itself.  Raise Unsupported for any other
    directive, an unknown effective target or feature, several sources,
    or a dg-skip-if that skips the test whatever its options."""
    dg_options, extra = None, []
    for n, name, args in self.directives():
      if name == "dg-do" or name in ignored:
        continue
      if handlers and name in handlers:
        handlers[name](n, args)
        continue
      if name not in MIN_ARGS:
        raise Unsupported(name)
      if len(args) < MIN_ARGS[name]:
        raise Unsupported("%s with too few arguments" % name)
      if name in ("dg-options", "dg-additional-options"):
        if len(args) > 1 and not self.target.selects(args[1]):
          continue
        if name == "dg-options":
          dg_options = option_words(args[0])
        else:
          extra += option_words(args[0])
      elif name == "dg-add-options":
        if args[0] not in NOOP_ADD_OPTIONS:
          raise Unsupported("dg-add-options %s" % args[0])
      elif name == "dg-require-effective-target":
        if len(args) > 1 and not self.target.selects(args[1]):
          continue
        if not self.target.effective(args[0]):
          raise Unsupported("needs %s" % args[0])
      elif name == "dg-skip-if":
        if not self.target.selects(args[1]):
          continue
        include = args[2] if len(args) > 2 else "*"
        exclude = args[3] if len(args) > 3 else ""
        if tcl_list(include) in ([], ["*"]) and not any(
            tcl_list(g) for g in tcl_list(exclude)):
          raise Unsupported("dg-skip-if %s" % args[0])
        self.skip_if.append((args[0], include, exclude))
      else:
        raise Unsupported("several sources (dg-additional-sources)")
    self.options = (default_flags if dg_options is None
                    else dg_options) + extra

  def skip_message(self, options):
    """Return the message (perhaps "") of the first dg-skip-if that skips
    the test when it is compiled with OPTIONS (a list), or None."""
    flags = " toolname %s " % " ".join(options)
    for message, include, exclude in self.skip_if:
      if skip_if_hits(include, exclude, flags):
        return message
    return None


# The scanners of dg-final that DumpScan reads.
SCAN_COMMANDS = ("scan-tree-dump", "scan-tree-dump-times",
                 "scan-tree-dump-not")


class DumpScan:
  """One dg-final scan-tree-dump, -times or -not: WORDS are the words
  of its command, read for TARGET."""

  def __init__(self, words, target):
    # "scan-tree-dump", "scan-tree-dump-times" or "scan-tree-dump-not".
    self.command = words[0]
    if self.command not in SCAN_COMMANDS:
      raise Unsupported("scanner %s" % self.command)
    if len(words) < 2:
      raise Unsupported("%s without a pattern" % self.command)
    # The Tcl regexp, after Tcl's substitution, and its Python form.
    self.pattern = words[1]
    rest = words[2:]
    # The count of scan-tree-dump-times, else None.
    self.times = None
    if self.command == "scan-tree-dump-times":
      if not rest:
        raise Unsupported("scan-tree-dump-times without a count")
      try:
        self.times = int(rest[0])
      except ValueError:
        raise Unsupported("count %r" % rest[0])
      rest = rest[1:]
    if not rest:
      raise Unsupported("%s without a dump name" % self.command)
    # The dump's pass name ("lim2").
    self.dump = rest[0]
    # True when an xfail selector picks us: the scan is expected to fail.
    self.xfail = False
    # False when a target selector leaves us out.
    self.applies = True
    if len(rest) > 1:
      if selector_kind(rest[1]) == "xfail":
        self.xfail = target.selector(rest[1])
      else:
        self.applies = target.selector(rest[1])
    self.regexp = tcl_regexp(self.pattern)

  def describe(self):
    """Return the scan as a line: command, "pattern", count, dump."""
    text = '%s "%s"' % (self.command, self.pattern.replace("\n", "\\n")
                        .replace("\r", "\\r"))
    if self.times is not None:
      text += " %d" % self.times
    text += " " + self.dump
    return text + (" [xfail]" if self.xfail else "")

  def evaluate(self, text):
    """Return (passed, count) against the dump TEXT: the count is that
    of regexp -all."""
    count = sum(1 for _ in self.regexp.finditer(text))
    if self.command == "scan-tree-dump":
      return count > 0, count
    if self.command == "scan-tree-dump-not":
      return count == 0, count
    return count == self.times, count


# The Tcl variables c-torture-execute lets a .x file set that do not
# change what runs (expected failures, before-execute hooks).
IGNORED_X_VARS = {
    "torture_execute_xfail", "torture_compile_xfail",
    "torture_eval_before_execute",
}


def tcl_condition(cond, target):
  """Evaluate the Tcl if-condition COND of a .x file for TARGET: [istarget
  X] and [check_effective_target_X] joined by !, &&, || and parentheses."""
  tokens, i = [], 0
  while i < len(cond):
    if cond[i].isspace():
      i += 1
    elif cond[i] == "[":
      j = closing(cond, i)
      tokens.append(cond[i:j + 1])
      i = j + 1
    elif cond.startswith(("&&", "||"), i):
      tokens.append(cond[i:i + 2])
      i += 2
    elif cond[i] in "!()":
      tokens.append(cond[i])
      i += 1
    else:
      raise Unsupported(".x condition %s" % cond.strip())
  thunks, expr = [], []
  for tok in tokens:
    if tok in ("&&", "||", "!", "(", ")"):
      expr.append({"&&": " and ", "||": " or ", "!": " not "}.get(tok, tok))
      continue
    words = tcl_words(tok[1:-1])

    def thunk(words=words):
      if words[0] == "istarget" and len(words) == 2:
        return target.istarget(words[1])
      if words[0].startswith("check_effective_target_") and len(words) == 1:
        return target.effective(words[0][len("check_effective_target_"):])
      raise Unsupported(".x condition %s" % " ".join(words))

    thunks.append(thunk)
    expr.append("t[%d]()" % (len(thunks) - 1))
  # Python's and/or short-circuit like Tcl's, so an unknown command behind
  # a false istarget is never evaluated.
  try:
    return bool(eval("".join(expr), {"__builtins__": {}}, {"t": thunks}))
  except SyntaxError:
    raise Unsupported(".x condition %s" % cond.strip()) from None


class XScript:
  """What the NAME.x script TEXT of a c-torture-execute or
  fortran-torture-execute program says for TARGET, starting from the
  driver's additional_flags FLAGS."""

  def __init__(self, text, target, flags):
    self.target = target
    # additional_flags as the script leaves them.
    self.flags = list(flags)
    # torture_eval_before_compile globs: the options they match skip it.
    self.option_globs = []
    # False when the script returns 1 (skip the program), True when it
    # returns 0, None when it falls off its end.
    self.verdict = self.run(text)

  def run(self, script):
    """Interpret SCRIPT; return as for verdict."""
    for cmd in tcl_commands(script):
      op = cmd[0]
      if op in ("load_lib", "global", "verbose"):
        continue
      if op == "add-ieee-options" and len(cmd) == 1:
        # fortran-torture.exp: -ffloat-store on i?86 and m68k, -mieee on
        # alpha and sh.
        if self.target.istarget("i?86-*-*") or self.target.istarget(
            "m68k-*-*"):
          self.flags.append("-ffloat-store")
        if self.target.istarget("alpha*-*-*") or self.target.istarget(
            "sh*-*-*"):
          self.flags.append("-mieee")
        continue
      if op == "return":
        return cmd[1:2] in ([], ["0"])
      if op in ("set", "lappend") and len(cmd) >= 3:
        self.assign(op, cmd[1], cmd[2:])
        continue
      if op == "if":
        ret = self.run_if(cmd)
        if ret is not None:
          return ret
        continue
      raise Unsupported(".x command %s" % op)
    return None

  def assign(self, op, var, values):
    """Apply "set VAR VALUES" or "lappend VAR VALUES" (OP)."""
    if var == "additional_flags":
      vals = [w for v in values for w in tcl_list(v)]
      self.flags[:] = vals if op == "set" else self.flags + vals
    elif var == "torture_eval_before_compile":
      m = re.search(r"string match \{([^}]*)\} \"\$option\"", values[0])
      if not m or "continue" not in values[0]:
        raise Unsupported("torture_eval_before_compile %s" % values[0])
      self.option_globs.append(m.group(1))
    elif var not in IGNORED_X_VARS:
      raise Unsupported(".x sets %s" % var)

  def run_if(self, cmd):
    """Run the Tcl "if COND BODY ?elseif COND BODY ...? ?else BODY?" CMD;
    return as for verdict."""
    i = 1
    while i < len(cmd):
      if cmd[i] == "else":
        return self.run(cmd[i + 1])
      if cmd[i] == "elseif":
        i += 1
      if tcl_condition(cmd[i], self.target):
        body = cmd[i + 1] if cmd[i + 1] != "then" else cmd[i + 2]
        return self.run(body)
      i += 3 if cmd[i + 1] == "then" else 2
    return None

  def skipped(self, options):
    """Return true if torture_eval_before_compile skips OPTIONS (a list)."""
    opts = " ".join(options)
    return any(fnmatch.fnmatchcase(opts, g) for g in self.option_globs)


# -------------------------------------------------------------- sources

# The gcc-N-source package's tarball, for release N.
SOURCE_TARBALL = "/usr/src/gcc-%d/gcc-*.tar.xz"
TESTSUITE = "gcc/testsuite"


def gcc_major(cc):
  """Return the major release of CC (12), or 12 if it does not say."""
  out = subprocess.run([cc, "-dumpversion"], capture_output=True,
                       text=True).stdout.strip()
  m = re.match(r"(\d+)", out)
  return int(m.group(1)) if m else 12


def source_tarball(major):
  """Return the gcc-MAJOR-source package's tarball (its pattern if the
  package is not installed)."""
  pattern = SOURCE_TARBALL % major
  found = sorted(glob.glob(pattern))
  return found[-1] if found else pattern


def sibling(gcc, tool):
  """Return the TOOL ("g++", "gfortran", "gnatmake") of the same release
  as the compiler GCC: "gcc" in its file name replaced by TOOL."""
  base = os.path.basename(gcc)
  if "gcc" not in base:
    return tool
  return os.path.join(os.path.dirname(gcc), base.replace("gcc", tool, 1))


def extract(tarball, dest, roots, keep=None, tool="dglib",
            what="the tests"):
  """Extract from the GCC source TARBALL the files under ROOTS (paths in
  the source tree, a directory or a file each) into DEST, in one pass,
  unless DEST's stamp says it holds them already.  KEEP (path, data), if
  given, decides which files to keep.  TOOL and WHAT make the progress
  line.  Return None when there was nothing to do, else the number of
  files kept.  Raise FileNotFoundError when TARBALL is missing."""
  stamp = os.path.join(dest, ".extracted")
  want = "\n".join([tarball] + list(roots)) + "\n"
  try:
    with open(stamp) as f:
      if f.read() == want:
        return None
  except OSError:
    pass
  if not os.path.exists(tarball):
    raise FileNotFoundError(tarball)
  print("%s: extracting %s from %s" % (tool, what, tarball), flush=True)
  tmp = dest + ".tmp"
  shutil.rmtree(tmp, ignore_errors=True)
  os.makedirs(tmp)
  kept = 0
  with tarfile.open(tarball, "r|*") as tar:
    for member in tar:
      if not member.isfile():
        continue
      path = member.name.split("/", 1)[1] if "/" in member.name else ""
      if ".." in path.split("/") or not any(
          path == r or path.startswith(r.rstrip("/") + "/") for r in roots):
        continue
      data = tar.extractfile(member).read()
      if keep and not keep(path, data):
        continue
      out = os.path.join(tmp, path)
      os.makedirs(os.path.dirname(out), exist_ok=True)
      with open(out, "wb") as f:
        f.write(data)
      kept += 1
  with open(os.path.join(tmp, ".extracted"), "w") as f:
    f.write(want)
  shutil.rmtree(dest, ignore_errors=True)
  os.rename(tmp, dest)
  return kept


# ---------------------------------------------------------- option sets

# The option sets every driver names: -ON, "-nolim" adds
# -fno-tree-loop-im (the plugin then does lim2's work), "-report" adds
# the pass's dump and -fopt-info-loop-all (runs its dump and remark code).
CONFIGS = ["O1", "O2", "O3", "O1-nolim", "O2-nolim", "O3-nolim",
           "O2-nolim-report"]
REPORT_OPTIONS = ["-fplugin-arg-looplicm-dump=details", "-fopt-info-loop-all"]
PLUGIN_ARG = "-fplugin-arg-looplicm-"
CONFIG_RE = re.compile(r"^O([0-3sg]|fast)(-nolim)?(-report)?$")


def split_list(text):
  """Split a comma- or space-separated option value (commas win, so that
  an item may hold spaces)."""
  sep = "," if "," in text else None
  return [c.strip() for c in text.split(sep) if c.strip()]


def config_options(name):
  """Return the option list of the option set NAME: O1..O3, Os, Og or
  Ofast, with the -nolim and -report suffixes, or literal options (NAME
  starting with "-").  Raise ValueError for another name."""
  if name.startswith("-"):
    return name.split()
  m = CONFIG_RE.match(name)
  if not m:
    raise ValueError("unknown configuration %r" % name)
  return (["-O" + m.group(1)] +
          (["-fno-tree-loop-im"] if m.group(2) else []) +
          (REPORT_OPTIONS if m.group(3) else []))


def split_plugin_args(opts):
  """Split OPTS into (GCC's options, -fplugin-arg-looplicm-* options)."""
  return ([o for o in opts if not o.startswith(PLUGIN_ARG)],
          [o for o in opts if o.startswith(PLUGIN_ARG)])


def config_id(name):
  """Return a file-name-safe id for the option set NAME."""
  return re.sub(r"[^A-Za-z0-9_.=+-]+", "_", name.strip("-")) or "none"


# -------------------------------------------------------------- running

def run(argv, timeout, cwd, env=None, merge=False):
  """Run ARGV in CWD; return (status, stdout, stderr), status None on
  timeout, when the whole process group is killed (gcc runs cc1 and as).
  MERGE sends stderr to stdout, in the order written."""
  p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT if merge else subprocess.PIPE,
                       start_new_session=True, env=env)
  try:
    out, err = p.communicate(timeout=timeout)
    status = p.returncode
  except subprocess.TimeoutExpired:
    try:
      os.killpg(p.pid, signal.SIGKILL)
    except ProcessLookupError:
      pass
    out, err = p.communicate()
    status = None
  return (status, out.decode(errors="replace"),
          (err or b"").decode(errors="replace"))
