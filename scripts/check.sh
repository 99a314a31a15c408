#!/bin/sh
# Usage: scripts/check.sh [RUNTEST-ARGS...]
#
# Run the DejaGnu testsuite, `runtest --tool looplicm' in testsuite/, with
# RUNTEST-ARGS passed through (make check RUNTESTFLAGS="hoist.exp=hoist-1.c"
# gives hoist.exp=hoist-1.c; --all and -v work too), then summarise
# testsuite/looplicm.sum.  The last line printed is always
#
#   N passed, N failed
#
# Passed: PASS, and the expected failures XFAIL and KFAIL.
# Failed: FAIL, XPASS, KPASS, UNRESOLVED, each DejaGnu error report (a run
# of `ERROR:' lines in looplicm.sum, or in looplicm.log if the summary has
# none, up to the next result or `Running' line, before the summary; a Tcl
# error in a driver is one report), plus one for a runtest exit status other
# than 0 and 1 (a Tcl error), for status 1 with no failing result, for a
# missing looplicm.sum, and for a run with no result at all ("0 passed,
# 1 failed").  UNSUPPORTED and UNTESTED count neither way.
# Exits 0 when nothing failed, 1 otherwise.  $RUNTEST names runtest.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
testsuite=$top/testsuite
sum=$testsuite/looplicm.sum
log=$testsuite/looplicm.log
RUNTEST=${RUNTEST:-runtest}

# Never read the summary of an earlier run.
rm -f "$sum" "$log"

status=0
(cd "$testsuite" && "$RUNTEST" --tool looplicm "$@") || status=$?

# count KIND: the number of results of KIND in the summary.
count ()
{
  if [ -f "$sum" ]; then
    grep -c "^$1: " "$sum" || true
  else
    echo 0
  fi
}

pass=$(count PASS)
xfail=$(count XFAIL)
kfail=$(count KFAIL)
fail=$(count FAIL)
xpass=$(count XPASS)
kpass=$(count KPASS)
unresolved=$(count UNRESOLVED)
unsupported=$(count UNSUPPORTED)
untested=$(count UNTESTED)

# reports FILE: the number of error reports in FILE (0 if it is missing).
reports ()
{
  if [ -f "$1" ]; then
    # runtest repeats the errors after the summary line; skip the repeat.
    awk '/=== .* Summary ===/ { exit }
	 /^ERROR:/ { if (!in_report) n++; in_report = 1; next }
	 /^([A-Z]+: |Running )/ { in_report = 0 }
	 END { print n + 0 }' "$1"
  else
    echo 0
  fi
}

errors=$(reports "$sum")
if [ "$errors" -eq 0 ]; then
  errors=$(reports "$log")
fi

passed=$((pass + xfail + kfail))
failed=$((fail + xpass + kpass + unresolved + errors))

echo "check: PASS $pass, XFAIL $xfail, KFAIL $kfail, FAIL $fail," \
  "XPASS $xpass, KPASS $kpass, UNRESOLVED $unresolved, ERROR $errors," \
  "UNSUPPORTED $unsupported, UNTESTED $untested; runtest status $status"

if [ ! -f "$sum" ]; then
  echo "check: runtest wrote no $sum" >&2
  failed=$((failed + 1))
elif [ "$status" -gt 1 ]; then
  echo "check: runtest stopped with status $status (Tcl error?)" >&2
  failed=$((failed + 1))
elif [ "$status" -eq 1 ] && [ "$failed" -eq 0 ]; then
  echo "check: runtest reported failure, but the summary shows none" >&2
  failed=1
fi
if [ $((passed + failed)) -eq 0 ]; then
  echo "check: no test ran" >&2
  failed=1
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
