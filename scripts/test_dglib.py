#!/usr/bin/env python3
# Usage: scripts/test_dglib.py [-v]
#    or: python3 -m unittest discover -s scripts -p 'test_*.py'
#
# The unit tests of scripts/dglib.py: the Tcl tokeniser, target selectors
# and effective targets, each dg- directive DgTest reads, dg-final scans,
# .x scripts, the option sets, the tarball's extraction and the command
# runner, on made-up text (no compiler runs).  Ends with "N passed, N
# failed"; exits 1 on a failure.  Standard library only.

import io
import os
import sys
import tarfile
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dglib  # noqa: E402  (scripts/dglib.py)
from dglib import Unsupported  # noqa: E402

X86 = "x86_64-pc-linux-gnu"


def dg(text, lang="c", triplet=X86, strict=False):
  """Return the DgTest of TEXT, a test in LANG for TRIPLET."""
  return dglib.DgTest(text, lang, dglib.Target(triplet), strict)


def read(text, default_flags=(), lang="c", ignored=(), strict=False):
  """Return the DgTest of TEXT after read."""
  t = dg(text, lang, strict=strict)
  t.read(list(default_flags), set(ignored))
  return t


class Words(unittest.TestCase):
  """tcl_words: the words of one command."""

  def test_bare_quoted_and_braced_words(self):
    self.assertEqual(dglib.tcl_words('a "b c" {d e}'), ["a", "b c", "d e"])

  def test_braces_nest_and_keep_what_they_hold(self):
    self.assertEqual(dglib.tcl_words(r'x { a { b "c" } \n }'),
                     ["x", r' a { b "c" } \n '])

  def test_quotes_substitute_backslashes(self):
    self.assertEqual(dglib.tcl_words(r'"a\"b" "\n" "\x41\101" "\\\["'),
                     ['a"b', "\n", "AA", "\\["])

  def test_bare_words_substitute_backslashes(self):
    self.assertEqual(dglib.tcl_words(r"a\ b c\;"), ["a b", "c;"])

  def test_command_substitution_is_kept_as_written(self):
    self.assertEqual(dglib.tcl_words('set x [list a "b c"] y'),
                     ["set", "x", '[list a "b c"]', "y"])

  def test_strict_refuses_command_and_variable_substitution(self):
    with self.assertRaises(Unsupported):
      dglib.tcl_words('"-I[srcdir]"', strict=True)
    with self.assertRaises(Unsupported):
      dglib.tcl_words('"-I${srcdir}/x"', strict=True)
    self.assertEqual(dglib.tcl_words('"cost $"', strict=True), ["cost $"])
    self.assertEqual(dglib.tcl_words('{-I$srcdir}', strict=True),
                     ["-I$srcdir"])

  def test_unbalanced_text_is_unsupported(self):
    for text in ("{a b", '"a b', "[a b"):
      with self.assertRaises(Unsupported):
        dglib.tcl_words(text)

  def test_backslash_newline_separates_words(self):
    self.assertEqual(dglib.tcl_words("a\\\n    b"), ["a", "b"])
    self.assertEqual(dglib.tcl_words("{a\\\n    b}"), ["a b"])


class Lists(unittest.TestCase):
  """tcl_list: the elements of a list, nested lists left to the caller."""

  def test_nested_lists(self):
    outer = dglib.tcl_list(' { "-O0" } { -flto -g } ')
    self.assertEqual(outer, [' "-O0" ', " -flto -g "])
    self.assertEqual([dglib.tcl_list(e) for e in outer],
                     [["-O0"], ["-flto", "-g"]])

  def test_brackets_and_semicolons_are_ordinary(self):
    self.assertEqual(dglib.tcl_list("*-*-darwin[912]* a;b"),
                     ["*-*-darwin[912]*", "a;b"])

  def test_empty_elements(self):
    self.assertEqual(dglib.tcl_list('"" {}'), ["", ""])
    self.assertEqual(dglib.tcl_list("  \n "), [])


class Commands(unittest.TestCase):
  """tcl_commands: a script's commands, its comments left out."""

  def test_newlines_and_semicolons_end_commands(self):
    self.assertEqual(dglib.tcl_commands("set a 1; set b 2\nreturn 1\n"),
                     [["set", "a", "1"], ["set", "b", "2"], ["return", "1"]])

  def test_comments_start_only_a_command(self):
    script = ("# a comment \\\n  still the comment\nset x #y\n"
              "  # another\nreturn 0")
    self.assertEqual(dglib.tcl_commands(script),
                     [["set", "x", "#y"], ["return", "0"]])

  def test_braced_bodies_span_lines(self):
    script = 'if { [istarget "i?86-*-*"] } {\n  return 1\n}\n'
    self.assertEqual(dglib.tcl_commands(script),
                     [["if", ' [istarget "i?86-*-*"] ', "\n  return 1\n"]])


class Regexps(unittest.TestCase):
  """tcl_regexp: Tcl's regexp semantics in Python's re."""

  def test_dot_and_negated_classes_match_newlines(self):
    self.assertTrue(dglib.tcl_regexp("a.b").search("a\nb"))
    self.assertTrue(dglib.tcl_regexp("a[^x]b").search("a\nb"))

  def test_dollar_anchors_at_the_end_of_the_text(self):
    self.assertFalse(dglib.tcl_regexp("a$").search("a\nb"))
    self.assertTrue(dglib.tcl_regexp("b$").search("a\nb"))

  def test_are_escapes_and_posix_classes(self):
    r = dglib.tcl_regexp(r"\mfoo\M [[:digit:]]+")
    self.assertTrue(r.search("x foo 12"))
    self.assertFalse(r.search("xfoo 12"))

  def test_unknown_class_is_unsupported(self):
    with self.assertRaises(Unsupported):
      dglib.tcl_regexp("[[:nope:]]")


class Selectors(unittest.TestCase):
  """Target: triplets, effective targets and the selector language."""

  def setUp(self):
    self.t = dglib.Target(X86)

  def test_triplets(self):
    self.assertTrue(self.t.selector("target x86_64-*-*"))
    self.assertTrue(self.t.selector("target i?86-*-* x86_64-*-*"))
    self.assertFalse(self.t.selector("target { ! x86_64-*-* }"))
    self.assertTrue(self.t.selector("target *-*-linux*"))
    self.assertFalse(self.t.selector("target arm*-*-*"))

  def test_negation_without_a_space_is_a_triplet_that_matches_nothing(self):
    self.assertFalse(self.t.selector("target !powerpc*-*-* !x86_64-*-*"))

  def test_effective_targets_and_operators(self):
    self.assertTrue(self.t.selector("target { lp64 && int128 }"))
    self.assertFalse(self.t.selector("target { ilp32 || ia32 }"))
    self.assertTrue(self.t.selector("target { ! { ilp32 || ia32 } }"))
    self.assertTrue(self.t.selector("target { { ! ilp32 } && lp64 }"))

  def test_every_operand_is_evaluated(self):
    with self.assertRaises(Unsupported):
      self.t.selector("target { lp64 || no_such_keyword }")

  def test_foreign_and_x86_keywords(self):
    self.assertFalse(self.t.effective("arm_neon"))
    self.assertTrue(self.t.effective("sse2"))
    self.assertFalse(dglib.Target("aarch64-unknown-linux-gnu")
                     .effective("sse2"))
    with self.assertRaises(Unsupported):
      self.t.effective("no_such_keyword")

  def test_language_and_cxx_dialect(self):
    c = self.t.for_test("c", [])
    self.assertTrue(c.effective("c"))
    self.assertFalse(c.effective("c++11"))
    cxx = self.t.for_test("c++", ["-O2", "-std=c++11"])
    self.assertTrue(cxx.effective("c++"))
    self.assertTrue(cxx.effective("c++11"))
    self.assertTrue(cxx.effective("c++11_only"))
    self.assertFalse(cxx.effective("c++14"))
    self.assertTrue(cxx.effective("c++17_down"))
    self.assertTrue(dglib.Target(X86, 2020).for_test("c++", [])
                    .effective("c++2a"))

  def test_xfail_selectors(self):
    self.assertEqual(dglib.selector_kind("xfail *-*-*"), "xfail")
    self.assertEqual(dglib.selector_kind("target *-*-*"), "target")
    self.assertTrue(self.t.selector("xfail *-*-*"))
    self.assertFalse(self.t.selector("xfail arm*-*-*"))
    self.assertTrue(self.t.selects("xfail arm*-*-*"))
    self.assertFalse(self.t.selects("target arm*-*-*"))

  def test_options_match(self):
    flags = " toolname -O2 -flto -g "
    self.assertTrue(dglib.options_match('{ "-O0" } { -flto -g }', flags))
    self.assertFalse(dglib.options_match('{ -flto -O3 }', flags))
    self.assertFalse(dglib.options_match('{ "" }', flags))
    self.assertTrue(dglib.skip_if_hits("", '{ "" }', flags))
    self.assertFalse(dglib.skip_if_hits("*", "-g", flags))


class DgDo(unittest.TestCase):
  """DgTest.dg_do: the action and whether it is for us."""

  def test_default_and_plain_action(self):
    self.assertEqual(dg("int x;").dg_do("compile"), ("compile", True))
    self.assertEqual(dg("/* { dg-do run } */").dg_do("compile"),
                     ("run", True))

  def test_target_selector(self):
    t = dg("/* { dg-do run { target arm*-*-* } } */")
    self.assertEqual(t.dg_do("compile"), ("run", False))
    t = dg("/* { dg-do run { target { ! arm*-*-* } } } */")
    self.assertEqual(t.dg_do("compile"), ("run", True))

  def test_an_earlier_selected_line_wins(self):
    t = dg("/* { dg-do run { target x86_64-*-* } } */\n"
           "/* { dg-do compile { target arm*-*-* } } */")
    self.assertEqual(t.dg_do("compile"), ("run", True))

  def test_xfail_selector_does_not_deselect(self):
    t = dg("/* { dg-do run { xfail arm*-*-* } } */")
    self.assertEqual(t.dg_do("compile"), ("run", True))


class Directives(unittest.TestCase):
  """DgTest.read: options, requirements, skips and the rest."""

  def test_dg_options_replace_the_default_flags(self):
    self.assertEqual(read("int x;", ["-ansi"]).options, ["-ansi"])
    t = read('/* { dg-options "-O2 -fno-foo" } */', ["-ansi"])
    self.assertEqual(t.options, ["-O2", "-fno-foo"])

  def test_additional_options_are_appended(self):
    t = read('/* { dg-additional-options "-fno-bar" } */\n'
             '/* { dg-options "-O1" } */', ["-ansi"])
    self.assertEqual(t.options, ["-O1", "-fno-bar"])

  def test_options_for_other_targets_are_left_out(self):
    t = read('/* { dg-options "-O1" { target arm*-*-* } } */\n'
             '/* { dg-additional-options "-mavx" { target x86_64-*-* } } */',
             ["-ansi"])
    self.assertEqual(t.options, ["-ansi", "-mavx"])

  def test_options_are_tcl_words(self):
    t = read(r'/* { dg-options "\"-DS=a b\" -DT=\"x\" {-DU=1 2}" } */')
    self.assertEqual(t.options, ["-DS=a b", '-DT="x"', "-DU=1 2"])

  def test_require_effective_target(self):
    read("/* { dg-require-effective-target lp64 } */")
    with self.assertRaisesRegex(Unsupported, "needs ilp32"):
      read("/* { dg-require-effective-target ilp32 } */")
    read("/* { dg-require-effective-target ilp32 { target arm*-*-* } } */")
    with self.assertRaisesRegex(Unsupported, "effective target nope"):
      read("/* { dg-require-effective-target nope } */")

  def test_skip_if_whatever_the_options(self):
    with self.assertRaisesRegex(Unsupported, "dg-skip-if why"):
      read('/* { dg-skip-if "why" { x86_64-*-* } } */')
    with self.assertRaisesRegex(Unsupported, "dg-skip-if why"):
      read('/* { dg-skip-if "why" { *-*-* } { "*" } { "" } } */')
    read('/* { dg-skip-if "why" { arm*-*-* } } */')

  def test_skip_if_that_depends_on_the_options(self):
    t = read('/* { dg-skip-if "no lto" { *-*-* } { "-flto" } { "" } } */\n'
             '/* { dg-skip-if "" { *-*-* } { "*" } { "-O2" } } */')
    self.assertEqual(t.skip_message(["-O2", "-flto"]), "no lto")
    self.assertEqual(t.skip_message(["-O1"]), "")
    self.assertIsNone(t.skip_message(["-O2"]))

  def test_add_options(self):
    read("/* { dg-add-options ieee } */")
    with self.assertRaisesRegex(Unsupported, "dg-add-options arm_neon"):
      read("/* { dg-add-options arm_neon } */")

  def test_sources_unknown_and_ignored_directives(self):
    with self.assertRaisesRegex(Unsupported, "several sources"):
      read('/* { dg-additional-sources "b.c" } */')
    with self.assertRaisesRegex(Unsupported, "^dg-output$"):
      read('/* { dg-output "x" } */')
    read('/* { dg-output "x" } */', ignored=["dg-output"])
    with self.assertRaisesRegex(Unsupported, "too few arguments"):
      read('/* { dg-skip-if "x" } */')

  def test_handlers_see_their_directives(self):
    seen = []
    t = dg('/* { dg-final { scan-tree-dump "x" "lim2" } } */\n')
    t.read([], set(), {"dg-final": lambda n, args: seen.append((n, args))})
    self.assertEqual(seen, [(1, [' scan-tree-dump "x" "lim2" '])])

  def test_strict_refuses_substitution(self):
    read('/* { dg-options "-I$srcdir/x" } */')
    with self.assertRaisesRegex(Unsupported, "variable substitution"):
      read('/* { dg-options "-I$srcdir/x" } */', strict=True)

  def test_dialect_comes_from_the_options(self):
    t = read('// { dg-do run { target c++11 } }\n'
             '// { dg-options "-std=c++98" }', lang="c++")
    self.assertEqual(t.dg_do("compile"), ("run", False))
    t = read('// { dg-do run { target c++11 } }', lang="c++")
    self.assertEqual(t.dg_do("compile"), ("run", True))


class Scans(unittest.TestCase):
  """DumpScan: dg-final's scan-tree-dump, -times and -not."""

  def scan(self, text):
    return dglib.DumpScan(dglib.tcl_words(text), dglib.Target(X86))

  def test_times(self):
    s = self.scan('scan-tree-dump-times "Moving statement" 2 "lim2"')
    self.assertEqual((s.times, s.dump, s.applies, s.xfail),
                     (2, "lim2", True, False))
    self.assertEqual(s.evaluate("Moving statement\nMoving statement\n"),
                     (True, 2))
    self.assertEqual(s.evaluate("Moving statement\n"), (False, 1))
    self.assertEqual(s.describe(),
                     'scan-tree-dump-times "Moving statement" 2 lim2')

  def test_not_and_plain(self):
    self.assertEqual(self.scan('scan-tree-dump-not "x" "lim2"')
                     .evaluate("y"), (True, 0))
    self.assertEqual(self.scan('scan-tree-dump {a.b} "lim2"')
                     .evaluate("a\nb"), (True, 1))

  def test_selectors(self):
    s = self.scan('scan-tree-dump "x" "lim2" { xfail *-*-* }')
    self.assertTrue(s.xfail)
    self.assertTrue(s.describe().endswith("[xfail]"))
    s = self.scan('scan-tree-dump "x" "lim2" { target { ! x86_64-*-* } }')
    self.assertFalse(s.applies)

  def test_malformed_scans(self):
    for text in ('scan-tree-dump-times "x" "lim2"',
                 'scan-tree-dump "x"', 'scan-rtl-dump "x" "y"'):
      with self.assertRaises(Unsupported):
        self.scan(text)


class XScripts(unittest.TestCase):
  """XScript: c-torture-execute's NAME.x."""

  def x(self, text, flags=(), triplet=X86):
    return dglib.XScript(text, dglib.Target(triplet), list(flags))

  def test_return(self):
    self.assertIs(self.x("return 1\n").verdict, False)
    self.assertIs(self.x("return 0\n").verdict, True)
    self.assertIsNone(self.x("load_lib x.exp\n").verdict)

  def test_additional_flags(self):
    x = self.x('set additional_flags "-fno-a"\n'
               'lappend additional_flags "-fno-b"\nreturn 0\n', ["-w"])
    self.assertEqual(x.flags, ["-fno-a", "-fno-b"])

  def test_if_elseif_else(self):
    text = ('if { [istarget "arm*-*-*"] } {\n  return 1\n}'
            ' elseif { [check_effective_target_lp64] && ![istarget "x"] }'
            ' {\n  set additional_flags "-DLP64"\n} else {\n  return 1\n}\n'
            'return 0\n')
    x = self.x(text)
    self.assertEqual((x.verdict, x.flags), (True, ["-DLP64"]))
    self.assertIs(self.x(text, triplet="arm-unknown-linux-gnueabi").verdict,
                  False)

  def test_option_globs(self):
    x = self.x('set torture_eval_before_compile {\n'
               '  if { [string match {*-flto*} "$option"] } { continue }\n'
               '}\n')
    self.assertTrue(x.skipped(["-O2", "-flto"]))
    self.assertFalse(x.skipped(["-O2"]))

  def test_ieee_options_and_unknown_commands(self):
    self.assertEqual(self.x("add-ieee-options\n",
                            triplet="i686-pc-linux-gnu").flags,
                     ["-ffloat-store"])
    with self.assertRaisesRegex(Unsupported, ".x command puts"):
      self.x("puts hello\n")
    with self.assertRaisesRegex(Unsupported, ".x sets other"):
      self.x("set other 1\n")


class OptionSets(unittest.TestCase):
  """The option sets: names, the default list and the helpers."""

  def test_default_list(self):
    self.assertEqual(dglib.CONFIGS, ["O1", "O2", "O3", "O1-nolim",
                                     "O2-nolim", "O3-nolim",
                                     "O2-nolim-report"])

  def test_names(self):
    self.assertEqual(dglib.config_options("O2"), ["-O2"])
    self.assertEqual(dglib.config_options("O3-nolim"),
                     ["-O3", "-fno-tree-loop-im"])
    self.assertEqual(dglib.config_options("O2-nolim-report"),
                     ["-O2", "-fno-tree-loop-im"] + dglib.REPORT_OPTIONS)
    self.assertEqual(dglib.config_options("Ofast"), ["-Ofast"])
    self.assertEqual(dglib.config_options("-O2 -fno-gcse"),
                     ["-O2", "-fno-gcse"])
    with self.assertRaises(ValueError):
      dglib.config_options("O4")

  def test_helpers(self):
    self.assertEqual(dglib.split_list("O1 O2,O3"), ["O1 O2", "O3"])
    self.assertEqual(dglib.split_list(" O1  O2 "), ["O1", "O2"])
    self.assertEqual(dglib.split_plugin_args(
        ["-O2", "-fplugin-arg-looplicm-dump"]),
        (["-O2"], ["-fplugin-arg-looplicm-dump"]))
    self.assertEqual(dglib.config_id("-O2 -fno-gcse"), "O2_-fno-gcse")
    self.assertEqual(dglib.config_id("-"), "none")


class Extract(unittest.TestCase):
  """extract: the files under the roots, once."""

  def test_roots_keep_and_stamp(self):
    with tempfile.TemporaryDirectory() as d:
      tarball = os.path.join(d, "gcc.tar.xz")
      with tarfile.open(tarball, "w:xz") as tar:
        for name, data in (("gcc-1/gcc/testsuite/a/x.c", b"lim"),
                           ("gcc-1/gcc/testsuite/a/y.c", b"no"),
                           ("gcc-1/gcc/testsuite/ab/z.c", b"lim"),
                           ("gcc-1/gcc/testsuite/lib/t.exp", b"t")):
          info = tarfile.TarInfo(name)
          info.size = len(data)
          tar.addfile(info, io.BytesIO(data))
      dest = os.path.join(d, "src")
      roots = ["gcc/testsuite/a", "gcc/testsuite/lib/t.exp"]
      out = io.StringIO()
      sys.stdout, saved = out, sys.stdout
      try:
        kept = dglib.extract(tarball, dest, roots,
                             lambda p, data: data != b"no", tool="t")
        again = dglib.extract(tarball, dest, roots)
      finally:
        sys.stdout = saved
      self.assertEqual((kept, again), (2, None))
      self.assertEqual(out.getvalue(), "t: extracting the tests from %s\n"
                       % tarball)
      found = sorted(os.path.relpath(os.path.join(p, f), dest)
                     for p, _, fs in os.walk(dest) for f in fs)
      self.assertEqual(found, [".extracted", "gcc/testsuite/a/x.c",
                               "gcc/testsuite/lib/t.exp"])
      with self.assertRaises(FileNotFoundError):
        dglib.extract(os.path.join(d, "none.tar.xz"), dest, ["x"])


class Run(unittest.TestCase):
  """run: output, status and the time limit."""

  def test_status_and_output(self):
    status, out, err = dglib.run(["sh", "-c", "echo a; echo b >&2; exit 3"],
                                 10, "/")
    self.assertEqual((status, out, err), (3, "a\n", "b\n"))
    status, out, err = dglib.run(["sh", "-c", "echo a; echo b >&2"], 10, "/",
                                 merge=True)
    self.assertEqual((status, out, err), (0, "a\nb\n", ""))

  def test_timeout_kills_the_group(self):
    status, _, _ = dglib.run(["sh", "-c", "sleep 30 & sleep 30"], 0.5, "/")
    self.assertIsNone(status)


if __name__ == "__main__":
  result = unittest.main(argv=sys.argv[:1], exit=False,
                         verbosity=2 if "-v" in sys.argv[1:] else 1).result
  failed = len(result.failures) + len(result.errors)
  print("%d passed, %d failed" % (result.testsRun - failed, failed))
  sys.exit(1 if failed else 0)
