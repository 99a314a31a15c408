#!/usr/bin/env python3
# Usage: scripts/check-remark-corpus.py
#
# The unit tests of scripts/remark-corpus.py, on made-up compiler output
# (no project is fetched or compiled): remark parsing, deduplication, the
# kind of a remark, the sample's determinism and spread, the review file
# keeping verdicts across a re-run, and the command line given to GCC.
# Ends with "N passed, N failed"; exits 1 on a failure.

import importlib.util
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'remark_corpus', os.path.join(HERE, 'remark-corpus.py'))
rc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rc)

HOIST = "optimized: looplicm: moved 'n * 4' before the loop at line 12"
MISSED = ("missed: looplicm: 'strlen (s)' not moved out of the loop at line "
          "17: it may be changed by the store to 'd[i]' at line 18")
ADVICE = MISSED + (" (if the two never overlap, restrict-qualify 's' and "
                   "'d')")


class Parse(unittest.TestCase):
    def test_remarks_only(self):
        lines = ['/p/a.c:12:5: ' + HOIST,
                 '/p/a.c:3:1: optimized: loop vectorized using 16 byte '
                 'vectors',
                 'In function f:',
                 'b.h:17:9: ' + MISSED]
        got = rc.parse_remarks(lines, '/p', '/p/build')
        self.assertEqual(got, [('a.c', 12, HOIST),
                               ('build/b.h', 17, MISSED)])

    def test_outside_top_kept_absolute(self):
        got = rc.parse_remarks(['/usr/include/x.h:4:2: ' + HOIST], '/p', '/p')
        self.assertEqual(got, [('/usr/include/x.h', 4, HOIST)])

    def test_dedupe(self):
        r = [('a.c', 1, HOIST), ('a.c', 1, HOIST), ('a.c', 2, HOIST)]
        self.assertEqual(rc.dedupe(r), [('a.c', 1, HOIST), ('a.c', 2, HOIST)])


class Kind(unittest.TestCase):
    def test_kinds(self):
        k = rc.remark_kind
        self.assertEqual(k(HOIST), 'hoist')
        self.assertEqual(k(MISSED), 'missed')
        self.assertEqual(k(ADVICE), 'missed-advice')
        self.assertEqual(k(MISSED + ' (names as in f, where this code is '
                           'inlined)'), 'missed')
        self.assertEqual(k("optimized: looplicm: moved '... + 1' after the "
                           "loop at line 4: only its last value is used, "
                           "after the loop"), 'sink')
        self.assertEqual(k("optimized: looplicm: kept 'i[0]' in a register "
                           "in the loop at line 480: loaded before the loop, "
                           "stored after it"), 'store-motion')
        self.assertEqual(k("optimized: looplicm: versioned the loop at line "
                           "3: a run-time check picks a copy"), 'versioning')


class Sample(unittest.TestCase):
    def remarks(self):
        out = []
        for p in ('a', 'b'):
            for i in range(30):
                out.append((p, 'f.c', i, HOIST))
                out.append((p, 'f.c', i, MISSED))
        out.append(('a', 'g.c', 1, ADVICE))
        return out

    def test_deterministic_and_spread(self):
        s1 = rc.sample(self.remarks(), 20)
        s2 = rc.sample(list(reversed(self.remarks())), 20)
        self.assertEqual(s1, s2)
        self.assertGreaterEqual(len(s1), 20)
        self.assertIn(('a', 'g.c', 1, ADVICE), s1)
        for p in ('a', 'b'):
            for text in (HOIST, MISSED):
                self.assertTrue(any(r[0] == p and r[3] == text for r in s1))

    def test_small_population_all(self):
        r = self.remarks()[:5]
        self.assertEqual(sorted(rc.sample(r, 240)), sorted(r))


class Review(unittest.TestCase):
    def test_verdicts_survive(self):
        picked = [('a', 'f.c', 12, HOIST), ('a', 'f.c', 17, MISSED)]
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, 'r.tsv')
            rows = rc.merge_review(picked, {})
            rows[0]['verdict'] = 'ok'
            rows[1]['verdict'] = 'wrong'
            rows[1]['note'] = 'the writer is in a header'
            rc.write_review(path, ['# round 1: plugin x'], rows)
            history, old = rc.read_review(path)
            self.assertEqual(history, ['# round 1: plugin x'])
            # The second remark's text changed: it is reviewed again.
            again = rc.merge_review([('a', 'f.c', 12, HOIST),
                                     ('a', 'f.c', 17, ADVICE)], old)
            self.assertEqual(again[0]['verdict'], 'ok')
            self.assertEqual(again[1]['verdict'], '')
            c = rc.counts(again)
            self.assertEqual((c['ok'], c['wrong'], c['']), (1, 0, 1))

    def test_doc(self):
        rows = rc.merge_review([('kissfft', 'f.c', 12, HOIST)], {})
        rows[0]['verdict'] = 'wrong'
        rows[0]['note'] = '[loop-line] wrong loop line'
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, 'R.md')
            rc.write_doc(path, rows, [], {})
            text = open(path).read()
        self.assertIn('ok 0, wrong 1, unsure 0', text)
        self.assertIn('| loop-line | 1 |', text)
        self.assertIn('Why: wrong loop line', text)

    def test_note_class(self):
        self.assertEqual(rc.note_class('[va-list] ap[0]'),
                         ('va-list', 'ap[0]'))
        self.assertEqual(rc.note_class('why'), ('unclassified', 'why'))


class Command(unittest.TestCase):
    def test_plugin_command(self):
        got = rc.plugin_command(['/usr/bin/cc', '-DX', '-I/p', '-O3', '-g',
                                 '-MD', '-MT', 't', '-MF', 'd', '-o', 'x.o',
                                 '-c', 'x.c'], '/so')
        self.assertEqual(got, ['/usr/bin/cc'] + rc.PLUGIN_FLAGS +
                         ['-fplugin=/so', '-DX', '-I/p', 'x.c', '-c', '-o',
                          '/dev/null'])


if __name__ == '__main__':
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    print('%d passed, %d failed' % (result.testsRun - failed, failed))
    sys.exit(1 if failed else 0)
