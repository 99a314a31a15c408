#!/bin/sh
# Usage: scripts/check-cross.sh [SAMPLE]      (make check-cross TARGET=...)
#
# Test the plugin of a cross GCC: the DejaGnu run tests (looplicm.run,
# at every option set) and a sample of SAMPLE (default 60) GCC torture
# programs, each compiled with $GCC and the plugin $LOOPLICM_SO and run
# under $LOOPLICM_RUN (qemu-user, as make sets it).  The compile-only tests
# of the other directories scan dumps whose shape depends on the target,
# so they run natively only.  Ends with "N passed, N failed" summed over
# both; exits non-zero if anything failed.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
sample=${1:-60}
: "${GCC:?set GCC to the cross compiler}"
: "${LOOPLICM_SO:?set LOOPLICM_SO to its plugin}"
export LOOPLICM_SO

scripts/install-deps.sh check-cross
scripts/install-deps.sh torture

total_pass=0
total_fail=0
status=0

# step NAME COMMAND...: run COMMAND and add up its "N passed, N failed".
step ()
{
  name=$1
  shift
  out=$(mktemp)
  rc=0
  "$@" > "$out" 2>&1 || rc=$?
  cat "$out"
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$out" | tail -n 1 || true)
  rm -f "$out"
  if [ -z "$last" ]; then
    echo "check-cross: $name printed no summary (exit $rc)"
    total_fail=$((total_fail + 1))
    status=1
    return
  fi
  p=${last%% passed*}
  f=${last#*passed, }
  f=${f%% failed*}
  total_pass=$((total_pass + p))
  total_fail=$((total_fail + f))
  if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ]; then
    status=1
  fi
  echo "check-cross: $name: $last"
}

echo "check-cross: $GCC, plugin $LOOPLICM_SO, run with ${LOOPLICM_RUN:-nothing}"
step "run tests" scripts/check.sh run.exp
step "torture sample" scripts/torture.py --sample "$sample"

echo "$total_pass passed, $total_fail failed"
exit $status
