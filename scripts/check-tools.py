#!/usr/bin/env python3
# Usage: scripts/check-tools.py [-v]
#
# The unit tests of what the user commands share (scripts/pluginlib.py:
# where the plugin for a GCC is, copying it with its core) and of
# looplicm-diff's reading of the dump and its normalisation, on made-up
# dumps and files (no compile).  make check runs them through
# testsuite/looplicm.tools/tools.exp, one result per test.  Ends with
# "N passed, N failed"; exits 1 on a failure.

import importlib.machinery
import importlib.util
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname (os.path.abspath (__file__))
sys.path.insert (0, HERE)
import pluginlib  # noqa: E402  (scripts/pluginlib.py)

_loader = importlib.machinery.SourceFileLoader (
  "looplicm_diff", os.path.join (HERE, "looplicm-diff.py"))
_spec = importlib.util.spec_from_loader ("looplicm_diff", _loader)
ld = importlib.util.module_from_spec (_spec)
_loader.exec_module (ld)


def touch (path):
  """Create the file PATH, and its directory, holding its own name."""
  os.makedirs (os.path.dirname (path), exist_ok=True)
  with open (path, "w") as f:
    f.write (path)


def read (path):
  """Return the text of the file PATH."""
  with open (path) as f:
    return f.read ()


class BuildDir (unittest.TestCase):
  """make's directory for each GCC, as pluginlib reads it from
  scripts/gcc-config.sh."""

  def test_plain_gcc_builds_here (self):
    self.assertEqual (pluginlib.build_dir ("gcc"), ".")

  def test_versioned_gcc_builds_in_build_gccN (self):
    self.assertEqual (pluginlib.build_dir ("gcc-11"), "build/gcc11")
    self.assertEqual (pluginlib.build_dir ("gcc-16"), "build/gcc16")

  def test_cross_gcc_builds_in_build_triple_gccN (self):
    self.assertEqual (pluginlib.build_dir ("aarch64-linux-gnu-gcc-12"),
                      "build/aarch64-linux-gnu-gcc12")

  def test_no_build_dir_outside_a_checkout (self):
    with tempfile.TemporaryDirectory () as top:
      self.assertIsNone (pluginlib.build_dir ("gcc-11", top))


class FindPlugin (unittest.TestCase):
  """The plugin a command loads into $GCC."""

  def checkout (self, top):
    """Make TOP look like a checkout: its scripts/gcc-config.sh."""
    os.makedirs (os.path.join (top, "scripts"))
    os.symlink (os.path.join (HERE, "gcc-config.sh"),
                os.path.join (top, "scripts", "gcc-config.sh"))

  def test_looplicm_so_comes_first (self):
    with tempfile.TemporaryDirectory () as top:
      self.checkout (top)
      touch (os.path.join (top, "build", "gcc11", "looplicm.so"))
      so = pluginlib.find_plugin ("gcc-11", {"LOOPLICM_SO": "x/looplicm.so"},
                                  top)
      self.assertEqual (so, os.path.abspath ("x/looplicm.so"))

  def test_checkout_build_for_that_gcc (self):
    with tempfile.TemporaryDirectory () as top:
      self.checkout (top)
      touch (os.path.join (top, "looplicm.so"))
      touch (os.path.join (top, "build", "gcc11", "looplicm.so"))
      self.assertEqual (pluginlib.find_plugin ("gcc-11", {}, top),
                        os.path.join (top, "build", "gcc11", "looplicm.so"))
      self.assertEqual (pluginlib.find_plugin ("gcc", {}, top),
                        os.path.join (top, "looplicm.so"))

  def test_gcc_from_environment (self):
    with tempfile.TemporaryDirectory () as top:
      self.checkout (top)
      touch (os.path.join (top, "build", "gcc11", "looplicm.so"))
      self.assertEqual (pluginlib.find_plugin (None, {"GCC": "gcc-11"}, top),
                        os.path.join (top, "build", "gcc11", "looplicm.so"))

  def test_another_gccs_build_is_not_taken (self):
    with tempfile.TemporaryDirectory () as top:
      self.checkout (top)
      touch (os.path.join (top, "looplicm.so"))
      so = pluginlib.find_plugin ("gcc-11", {}, top)
      self.assertNotEqual (so, os.path.join (top, "looplicm.so"))
      self.assertEqual (so, pluginlib.installed_plugin ("gcc-11"))


class Snapshot (unittest.TestCase):
  """Copies of the plugin keep the loader's name and take its core."""

  def test_loader_and_core_copied (self):
    with tempfile.TemporaryDirectory () as tmp:
      src = os.path.join (tmp, "b", "looplicm.so")
      touch (src)
      touch (os.path.join (tmp, "b", "looplicm-core.so"))
      os.makedirs (os.path.join (tmp, "snap"))
      copy = pluginlib.snapshot (src, os.path.join (tmp, "snap"))
      self.assertEqual (copy, os.path.join (tmp, "snap", "looplicm.so"))
      self.assertEqual (read (copy), src)
      self.assertEqual (read (os.path.join (tmp, "snap", "looplicm-core.so")),
                        os.path.join (tmp, "b", "looplicm-core.so"))

  def test_plugin_in_one_file (self):
    with tempfile.TemporaryDirectory () as tmp:
      src = os.path.join (tmp, "other-name.so")
      touch (src)
      copy = pluginlib.snapshot (src, tmp + "/")
      self.assertEqual (os.path.basename (copy), "looplicm.so")
      self.assertFalse (os.path.exists (os.path.join (tmp,
                                                      "looplicm-core.so")))


# A function before the pass, and after it: t_16 sunk as t_22 into the
# new block 8, which takes over the exit from block 5; the new PHI _23.
BEFORE = """int f (int * a, int k)
{
  int _4;
  int _5;

  <bb 2> [local count: 10]:
  _4 = *a_3(D);
  t_16 = _4 * k_15(D);
  _5 = t_16 + 1;
  if (_4 != 0)
    goto <bb 5>; [50.00%]
  else
    goto <bb 3>; [50.00%]

  <bb 3> [local count: 5]:
  goto <bb 2>; [100.00%]

  <bb 5> [local count: 5]:
  # r_9 = PHI <_5(2)>
  return r_9;

}""".split ("\n")

AFTER = """int f (int * a, int k)
{
  int _4;
  int _7;
  int _23;

  <bb 2> [local count: 10]:
  _4 = *a_3(D);
  if (_4 != 0)
    goto <bb 8>; [50.00%]
  else
    goto <bb 3>; [50.00%]

  <bb 3> [local count: 5]:
  goto <bb 2>; [100.00%]

  <bb 8> [local count: 5]:
  # _23 = PHI <_4(2)>
  t_22 = _23 * k_15(D);
  _7 = t_22 + 1;
  # r_9 = PHI <_7(8)>
  return r_9;

}""".split ("\n")


class Normalise (unittest.TestCase):
  """looplicm-diff's renumbering of the body after the pass."""

  def test_recreated_names_take_the_replaced_numbers (self):
    out = ld.normalise (BEFORE, AFTER)
    self.assertIn ("  t_16 = _23 * k_15(D);", out)
    self.assertIn ("  _5 = t_16 + 1;", out)
    self.assertIn ("  int _5;", out)
    self.assertNotIn ("  int _7;", out)

  def test_declarations_in_one_order (self):
    body = ["f ()", "{", "  int _20;", "  unsigned int _6;", "  int _5;",
            "  int x;", "", "  _5 = 1;", "}"]
    self.assertEqual (ld.sort_declarations (body),
                      ["f ()", "{", "  int _5;", "  unsigned int _6;",
                       "  int _20;", "  int x;", "", "  _5 = 1;", "}"])

  def test_names_in_both_bodies_keep_their_numbers (self):
    out = ld.normalise (BEFORE, AFTER)
    self.assertIn ("  _4 = *a_3(D);", out)
    self.assertIn ("  # r_9 = PHI <_5(5)>", out)

  def test_a_new_name_with_nothing_replaced_keeps_its_number (self):
    self.assertIn ("  int _23;", ld.normalise (BEFORE, AFTER))

  def test_blocks_labels_gotos_and_phi_arguments (self):
    out = ld.normalise (BEFORE, AFTER)
    self.assertIn ("  <bb 5> [local count: 5]:", out)
    self.assertIn ("    goto <bb 5>; [50.00%]", out)
    self.assertIn ("  # _23 = PHI <_4(2)>", out)
    self.assertNotIn ("<bb 8>", "\n".join (out))

  def test_pairs_in_order_of_first_appearance (self):
    before = ["  x_3 = 1;", "  x_4 = 2;", "  y_1 = x_3 + x_4;"]
    after = ["  x_7 = 1;", "  x_8 = 2;", "  x_9 = 3;", "  y_1 = x_7 + x_8;"]
    self.assertEqual (ld.normalise (before, after),
                      ["  x_3 = 1;", "  x_4 = 2;", "  x_9 = 3;",
                       "  y_1 = x_3 + x_4;"])

  def test_only_names_of_the_same_variable_pair_up (self):
    self.assertEqual (ld.normalise (["  x_3 = 1;"], ["  y_5 = 1;"]),
                      ["  y_5 = 1;"])

  def test_fields_and_named_calls_are_no_ssa_names (self):
    before = ["  p_1->f_2 = s.g_3;", "  foo_2 (x_1);", "  x_1 = 0;"]
    after = ["  p_9->f_8 = s.g_7;", "  foo_6 (x_5);", "  x_5 = 0;"]
    self.assertEqual (ld.normalise (before, after),
                      ["  p_1->f_8 = s.g_7;", "  foo_6 (x_1);", "  x_1 = 0;"])

  def test_a_call_through_an_unnamed_ssa_name (self):
    self.assertEqual (ld.normalise (["  _2 (x_1);"], ["  _6 (x_1);"]),
                      ["  _2 (x_1);"])

  def test_default_definitions_and_dotted_names (self):
    before = ["  g.1_7 = g;", "  n_2(D) + g.1_7;",
              "  # .MEM_5 = VDEF <.MEM_4(D)>", "  s__lsm.5_72 = *s_3(D);"]
    after = ["  g.1_9 = g;", "  n_2(D) + g.1_9;",
             "  # .MEM_8 = VDEF <.MEM_4(D)>", "  s__lsm.5_80 = *s_3(D);"]
    self.assertEqual (ld.normalise (before, after), before)


# A dump with two functions: g, where the pass did not run, and f.
DUMP = "\n".join ([
  "", ";; Function g (g, funcdef_no=0, decl_uid=1, cgraph_uid=1)", "",
  "int g ()", "{", "  return 0;", "}", "",
  ";; Function f (f, funcdef_no=1, decl_uid=2, cgraph_uid=2)", "",
  ld.BODY_BEFORE] + BEFORE + [";; looplicm: end of body before", "",
                             "Sinking t_16", ""] + AFTER + [""])


class ReadDump (unittest.TestCase):
  """looplicm-diff's reading of the dump, and what it prints."""

  def test_sections (self):
    sections = ld.split_dump (DUMP)
    self.assertEqual ([s[0] for s in sections], ["g", "f"])
    self.assertEqual (sections[0][1:], (None, None))
    self.assertEqual (sections[1][1:], (BEFORE, AFTER))

  def test_cxx_function_name (self):
    self.assertEqual (ld.function_name (";; Function int A::f(int) "
                                        "(_ZN1A1fEi, funcdef_no=3, ...)"),
                      "int A::f(int)")

  def test_diff_shows_the_move_and_not_the_renumbering (self):
    lines = ld.function_diff ("f", BEFORE, AFTER, False)
    self.assertEqual (lines[:2], ["--- f (before looplicm)",
                                  "+++ f (after looplicm)"])
    changed = [l for l in lines[2:] if l[:1] in "+-"]
    self.assertIn ("-  t_16 = _4 * k_15(D);", changed)
    self.assertIn ("+  t_16 = _23 * k_15(D);", changed)
    self.assertIn ("+  int _23;", changed)
    self.assertNotIn ("-  int _5;", changed)

  def test_raw_diff_shows_gccs_numbers (self):
    changed = ld.function_diff ("f", BEFORE, AFTER, True)
    self.assertIn ("-  int _5;", changed)
    self.assertIn ("+  int _7;", changed)

  def test_a_function_that_only_renumbered_has_no_diff (self):
    after = [l.replace ("t_16", "t_30") for l in BEFORE]
    self.assertEqual (ld.function_diff ("f", BEFORE, after, False), [])


if __name__ == "__main__":
  verbose = 2 if "-v" in sys.argv[1:] else 1
  result = unittest.main (argv=sys.argv[:1], exit=False,
                          verbosity=verbose).result
  failed = len (result.failures) + len (result.errors)
  print ("%d passed, %d failed" % (result.testsRun - failed, failed))
  sys.exit (1 if failed else 0)
