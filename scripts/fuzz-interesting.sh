#!/bin/sh
# Usage: FUZZ_OPTS='-O2' [FUZZ_MODE=wrong-code|ice] [FUZZ_FILE=small.c] \
#          creduce /abs/path/scripts/fuzz-interesting.sh small.c
#    or: scripts/fuzz-interesting.sh [FILE]     (exit 0: still interesting)
#
# creduce interestingness test for looplicm bugs found by scripts/fuzz.py or
# scripts/torture.  creduce runs it without arguments in a scratch
# directory holding a copy of the file, so the file name comes from
# FUZZ_FILE (default small.c) unless given as $1.  The file is interesting:
#
#   FUZZ_MODE=wrong-code (default) when
#     1. plain gcc -Wall -Wextra prints no warning that hints at undefined
#        behaviour (uninitialized, implicit declaration, bad pointer casts,
#        missing return, out of bounds, overflow...);
#     2. built by plain gcc -O0 -fsanitize=undefined,address it runs to a
#        clean exit 0;
#     3. built by plain gcc $FUZZ_OPTS (less any -fplugin-arg-looplicm-*)
#        it exits 0; and
#     4. built with the plugin and $FUZZ_OPTS it compiles, but prints
#        something else, exits differently or hangs.
#   FUZZ_MODE=ice when plain gcc $FUZZ_OPTS compiles it and the plugin
#     build fails with "internal compiler error" (whose output must also
#     contain the fixed string $FUZZ_ICE_MATCH when that is set, to keep
#     the same crash).
#
# Environment: GCC (default gcc), LOOPLICM_SO (default looplicm.so next to
# scripts/; give an absolute path), FUZZ_OPTS (default -O2), FUZZ_TIMEOUT
# (seconds per run, default 5), CSMITH_INC (default /usr/include/csmith),
# FUZZ_UB_WARNINGS (the grep -E pattern of step 1), FUZZ_LANG_OPTS (options
# that change the language, such as -fwrapv or -std=gnu89, for every build,
# the sanitizer and warning builds included).  See docs/REDUCING.md.
set -eu

GCC=${GCC:-gcc}
here=$(cd "$(dirname "$0")" && pwd)
so=${LOOPLICM_SO:-$here/../looplicm.so}
opts=${FUZZ_OPTS:--O2}
mode=${FUZZ_MODE:-wrong-code}
file=${1:-${FUZZ_FILE:-small.c}}
limit=${FUZZ_TIMEOUT:-5}
inc=${CSMITH_INC:-/usr/include/csmith}
plugin="-fplugin=$so -fplugin-arg-looplicm-verify"
# Plain GCC takes no -fplugin-arg-looplicm-* options.
plain_opts=
for o in $opts; do
  case $o in -fplugin-arg-looplicm-*) ;; *) plain_opts="$plain_opts $o" ;; esac
done
lang=${FUZZ_LANG_OPTS:-}
ub=${FUZZ_UB_WARNINGS:-'uninitiali[sz]ed|without a cast|control reaches end|return type defaults|type defaults to|cast (from|to) pointer (from|to) integer|pointer from integer|integer from pointer|incompatible pointer|incompatible implicit|implicit declaration|comparison between pointer and integer|ordered comparison of pointer|excess elements|division by zero|array subscript|out of bounds|overflow|too few arguments|too many arguments|discards .* qualifier|no semicolon at end|declaration does not declare|useless type name|-Wreturn-type|-Wsequence-point|-Wstringop|-Waggressive-loop'}

[ -f "$file" ] || { echo "fuzz-interesting: no file $file" >&2; exit 2; }

if [ "$mode" = ice ]; then
  # shellcheck disable=SC2086
  "$GCC" -w -I"$inc" $lang $plain_opts -c "$file" -o fi-plain.o \
    >/dev/null 2>&1 || exit 1
  # shellcheck disable=SC2086
  if "$GCC" $plugin -w -I"$inc" $lang $opts -c "$file" -o fi-plugin.o \
       >fi-plugin.log 2>&1; then
    exit 1
  fi
  grep -q 'internal compiler error' fi-plugin.log || exit 1
  if [ -n "${FUZZ_ICE_MATCH:-}" ]; then
    grep -qF -- "$FUZZ_ICE_MATCH" fi-plugin.log || exit 1
  fi
  exit 0
fi
[ "$mode" = wrong-code ] || { echo "fuzz-interesting: bad FUZZ_MODE" >&2; exit 2; }

# 1. No warnings that point at undefined behaviour.
# shellcheck disable=SC2086
"$GCC" -I"$inc" $lang -O1 -Wall -Wextra -c "$file" -o fi-warn.o \
  >fi-warn.log 2>&1 || exit 1
if grep -Eq -- "$ub" fi-warn.log; then
  exit 1
fi

# 2. Clean under the sanitizers (leak checking aside).
# shellcheck disable=SC2086
"$GCC" -I"$inc" -w $lang -O0 -fsanitize=undefined,address \
  -fno-sanitize-recover=all "$file" -o fi-san.exe -lm >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout "$limit" ./fi-san.exe >/dev/null 2>&1 \
  || exit 1

# 3. Plain GCC's build runs and exits 0.
# shellcheck disable=SC2086
"$GCC" -I"$inc" -w $lang $plain_opts "$file" -o fi-plain.exe -lm \
  >/dev/null 2>&1 || exit 1
timeout "$limit" ./fi-plain.exe >fi-plain.out 2>&1 || exit 1

# 4. The plugin's build compiles and behaves differently.
# shellcheck disable=SC2086
"$GCC" $plugin -I"$inc" -w $lang $opts "$file" -o fi-plugin.exe -lm \
  >/dev/null 2>&1 || exit 1
status=0
timeout "$limit" ./fi-plugin.exe >fi-plugin.out 2>&1 || status=$?
[ "$status" -ne 0 ] && exit 0
cmp -s fi-plain.out fi-plugin.out && exit 1
exit 0
