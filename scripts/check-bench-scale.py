#!/usr/bin/env python3
# Usage: scripts/check-bench-scale.py
#
# Unit tests of scripts/bench-scale.py: every shape's generated source
# compiles (-fsyntax-only with $GCC / $GXX) and grows with its size, the
# growth exponent, the -ftime-report parser and the table's failure rows.
# Prints PASS:/FAIL: lines and "N passed, N failed".  Standard library.

import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    'bench_scale', os.path.join(HERE, 'bench-scale.py'))
bs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bs)

passed = failed = 0


def check(name, ok, detail=''):
    global passed, failed
    if ok:
        passed += 1
        print('PASS: ' + name)
    else:
        failed += 1
        print('FAIL: %s %s' % (name, detail))


for shape, sizes in bs.SIZES.items():
    small, large = bs.generate(shape, 3), bs.generate(shape, 6)
    text, lang = small
    cc = os.environ.get('GXX' if lang == 'c++' else 'GCC',
                        'g++' if lang == 'c++' else 'gcc')
    r = subprocess.run([cc, '-x', lang, '-fsyntax-only', '-Wall', '-Werror',
                        '-'], input=text, text=True, capture_output=True)
    check('%s compiles' % shape, r.returncode == 0, r.stderr[-500:])
    check('%s grows with N' % shape, len(large[0]) > len(small[0]))
    check('%s has four or more sizes' % shape, len(sizes) >= 4)

check('exponent of a linear growth is 1',
      abs(bs.exponent(10, 2.0, 20, 4.0) - 1.0) < 1e-9)
check('exponent of a quadratic growth is 2',
      abs(bs.exponent(10, 1.0, 30, 9.0) - 2.0) < 1e-9)
check('exponent of a zero time is none', bs.exponent(10, 0.0, 20, 1.0) is None)

report = (' phase opt and generate             :   0.30 (100%)\n'
          ' tree loop invariant motion         :   0.12 ( 40%)   0.00 (  0%)'
          '   0.12 ( 40%)  1024k (  1%)\n')
check('TV_LIM is read off -ftime-report', bs.parse_tv_lim(report) == 0.12)
check('no TV_LIM reads as 0', bs.parse_tv_lim('TOTAL : 1.0') == 0.0)

rows = bs.table({}, ['deep'], {'deep': [4]}, 'O2')
check('a missing measurement is a FAIL row', '| deep | 4 | FAIL |' in rows)
res = {('deep', 4, 'O2', 'lim2'): (1.0, 2048, 0.1),
       ('deep', 4, 'O2', 'plugin'): (1.5, 4096, 0.3),
       ('deep', 4, 'O2', 'alone'): (1.2, 3072, 0.2)}
rows = bs.table(res, ['deep'], {'deep': [4]}, 'O2')
check('the table gives the ratios', '| 1.50 |' in rows and '| 2.00 |' in rows,
      rows)

doc = '# T\n\n## A\n\nold a\n\n## B\n\nb\n'
check('a section is read up to the next heading',
      bs.benchlib.md_section(doc, '## A') == 'old a\n')
check('a section is replaced in place',
      bs.benchlib.md_replace_section(doc, '## A', 'new a')
      == '# T\n\n## A\n\nnew a\n\n## B\n\nb\n')
check('a missing section is appended',
      bs.benchlib.md_replace_section(doc, '## C', 'c').endswith(
          '## B\n\nb\n\n## C\n\nc\n'))

print('%d passed, %d failed' % (passed, failed))
sys.exit(1 if failed else 0)
