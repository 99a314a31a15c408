#!/bin/sh
# usage: plugin-symbols GCC PLUGIN
# Succeed when every symbol PLUGIN leaves undefined, but for the C
# library's, is defined by GCC's compiler proper (cc1) and exported to
# plugins.  Print the missing ones otherwise.
gcc=$1 so=$2
cc1=$($gcc -print-prog-name=cc1)
command -v nm >/dev/null 2>&1 || { echo "plugin-symbols: no nm" >&2; exit 1; }
[ -f "$cc1" ] || { echo "plugin-symbols: no cc1 for $gcc" >&2; exit 1; }
tmp=${TMPDIR:-/tmp}/plugin-symbols.$$
trap 'rm -f $tmp.*' EXIT
# Versioned references (name@GLIBC_...) come from the C library.
nm -D --undefined-only "$so" | awk '$1 == "U" && $2 !~ /@/ { print $2 }' \
  | sort -u > $tmp.und
nm -D --defined-only "$cc1" | awk '{ print $NF }' | sort -u > $tmp.def
comm -23 $tmp.und $tmp.def > $tmp.missing
if [ -s $tmp.missing ]; then
  echo "plugin-symbols: $cc1 does not define:" $(cat $tmp.missing) >&2
  exit 1
fi
exit 0
