#!/usr/bin/env python3
# Usage: scripts/check-markdown.py [FILE.md...]   (default: every tracked *.md)
#
# Check that the project's Markdown renders as written: every code fence
# closes (a fence line with text after its backticks does not close a
# block in CommonMark, and the block then swallows what follows), and
# cmark renders as many headings as the file has outside its code blocks.
# One result per file; ends with "N passed, N failed"; exits 1 on a
# failure, 2 when cmark is missing (Debian package cmark).

import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
HEADING_RE = re.compile(r"^ {0,3}#{1,6}(\s|$)")


def problems(path):
  """The problems of the Markdown file PATH, as messages."""
  with open(path, encoding="utf-8") as f:
    lines = f.read().split("\n")
  found, fence, headings = [], None, 0
  for n, line in enumerate(lines, 1):
    m = FENCE_RE.match(line)
    if fence is None:
      if m:
        fence = (m.group(1), n)
      elif HEADING_RE.match(line):
        headings += 1
      continue
    if m and m.group(1)[0] == fence[0][0] and len(m.group(1)) >= len(
        fence[0]):
      if m.group(2).strip():
        found.append("line %d: text after a closing fence, which then "
                     "does not close the block of line %d" % (n, fence[1]))
        continue
      fence = None
  if fence:
    found.append("line %d: code block never closed" % fence[1])
  html = subprocess.run(["cmark", path], capture_output=True, text=True,
                        check=True).stdout
  rendered = len(re.findall(r"<h[1-6][ >]", html))
  if rendered != headings:
    found.append("cmark renders %d headings, the file has %d outside "
                 "code blocks" % (rendered, headings))
  return found


def main(argv):
  if not shutil.which("cmark"):
    print("check-markdown: cmark not found (apt-get install cmark)",
          file=sys.stderr)
    return 2
  files = argv or subprocess.run(
      ["git", "-C", ROOT, "ls-files", "*.md"], capture_output=True,
      text=True, check=True).stdout.split()
  passed = failed = 0
  for name in files:
    path = os.path.join(ROOT, name) if not os.path.isabs(name) else name
    found = problems(path)
    if found:
      failed += 1
      for p in found:
        print("FAIL: %s: %s" % (name, p))
    else:
      passed += 1
      print("PASS: %s" % name)
  print("%d passed, %d failed" % (passed, failed))
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
