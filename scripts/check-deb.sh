#!/bin/sh
# Usage: scripts/check-deb.sh            (make check-deb [GCC=gcc-N])
#
# Test the Debian packages that make deb built for $GCC (default gcc) in
# build/deb/gcc-N/, in the manner of autopkgtest: in a clean chroot of
# GCC's Debian release (bookworm for the host's GCC, scripts/gcc-config.sh
# chroot's suite for the others; scripts/chroot-run.sh --clean, thrown away
# afterwards), install the plugin's package alone with apt, which brings
# in the GCC it depends on; compile a small program with -fplugin=looplicm,
# check the remark that says what moved, run it against the same program
# built without the plugin; install looplicm-tools and run looplicm-diff;
# then remove both packages and check that nothing is left.  As root.
# Prints PASS or FAIL for each check, and ends "N passed, N failed".
#
# Inside the chroot it runs itself as
#   scripts/check-deb.sh --in-chroot GCC-PACKAGE PLUGIN-DEB TOOLS-DEB
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
config=$top/scripts/gcc-config.sh

# The part outside: find the packages and the release, enter the chroot.
if [ "${1:-}" != --in-chroot ]; then
  gcc=${GCC:-gcc}
  gcc_package=$("$config" deb-package "$gcc")
  dir=$top/build/deb/$gcc_package
  plugin_deb=$(ls "$dir/$gcc_package-plugin-looplicm_"*.deb 2>/dev/null \
	       | head -n 1)
  tools_deb=$(ls "$dir"/looplicm-tools_*_all.deb 2>/dev/null | head -n 1)
  if [ -z "$plugin_deb" ] || [ -z "$tools_deb" ]; then
    echo "check-deb: no packages in $dir: run make deb GCC=$gcc first" >&2
    echo "0 passed, 1 failed"
    exit 1
  fi
  suite=$("$config" chroot "$gcc")
  if [ -z "$suite" ]; then
    suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  fi
  echo "check-deb: $(basename "$plugin_deb") and $(basename "$tools_deb")" \
    "in a clean $suite chroot"
  status=0
  "$top/scripts/chroot-run.sh" --clean "$suite" "" -- \
    scripts/check-deb.sh --in-chroot "$gcc_package" "$plugin_deb" "$tools_deb" \
    || status=$?
  # The part inside prints the summary; without one it did not get there.
  if [ "$status" -eq 2 ]; then
    echo "0 passed, 1 failed"
  fi
  exit "$status"
fi

gcc_package=$2
plugin_deb=$3
tools_deb=$4
plugin_package=$gcc_package-plugin-looplicm
driver=$("$config" driver "$gcc_package")
work=$(mktemp -d /tmp/check-deb.XXXXXX)
log=$work/log
passed=0
failed=0
export DEBIAN_FRONTEND=noninteractive

# check NAME COMMAND...: run COMMAND (its output in the log), count it.
check ()
{
  name=$1
  shift
  if "$@" > "$log" 2>&1; then
    echo "PASS: $name"
    passed=$((passed + 1))
  else
    echo "FAIL: $name"
    sed 's/^/  | /' "$log" | tail -n 15
    failed=$((failed + 1))
  fi
}

# apt_install OPTIONS... DEB: install DEB with what it depends on, from
# the suite's archive (its lists renewed if they are out of date).
apt_install ()
{
  apt-get install -y -q "$@" \
    || { apt-get update -q && apt-get install -y -q "$@"; }
}

# The plugin's two files are where GCC looks for -fplugin=looplicm.
plugin_files ()
{
  dir=$("$driver" -print-file-name=plugin)
  test -f "$dir/looplicm.so" && test -f "$dir/looplicm-core.so"
}

# The plugin's package depends on the very version of GCC's package that
# apt installed with it.
exact_depends ()
{
  want="$gcc_package (= $(dpkg-query -W -f '${Version}' "$gcc_package"))"
  dpkg-query -W -f '${Depends}\n' "$plugin_package" | tee /dev/stderr \
    | tr ',' '\n' | sed 's/^ *//' | grep -qxF "$want"
}

# Nothing of either package is left.
nothing_left ()
{
  if dpkg-query -W -f '${Status}\n' "$plugin_package" looplicm-tools \
       2>/dev/null | grep -q 'install ok installed'; then
    return 1
  fi
  dir=$("$driver" -print-file-name=plugin)
  ! test -e "$dir/looplicm.so" && ! test -e "$dir/looplicm-core.so" \
    && ! test -e /usr/bin/looplicm-diff && ! test -e /usr/lib/looplicm
}

# The README's example: *sum may be one of the a[i], so the plugin
# versions the loop; main also calls it where they do overlap.
cat > "$work/sum.c" <<'EOF'
#include <stdio.h>

__attribute__ ((noinline)) void
accumulate (long *sum, const long *a, int n)
{
  for (int i = 0; i < n; i++)
    *sum += a[i] * a[i];
}

int
main (void)
{
  long a[100], s = 0;
  for (int i = 0; i < 100; i++)
    a[i] = i;
  accumulate (&s, a, 100);
  accumulate (&a[50], a, 100);
  printf ("%ld %ld\n", s, a[50]);
  return 0;
}
EOF

cd "$work"
check "install $(basename "$plugin_deb") alone, with what it depends on" \
  apt_install "$plugin_deb"
check "looplicm.so and looplicm-core.so in $gcc_package's plugin directory" \
  plugin_files
check "it depends on the exact $gcc_package installed with it" exact_depends
check "compile with -O2 -fplugin=looplicm" \
  sh -c "'$driver' -O2 -fplugin=looplicm -fopt-info-loop-optimized \
	   sum.c -o sum 2> remarks && cat remarks"
check "the remark says the loop was versioned" \
  grep "optimized: looplicm: versioned the loop at line 6" remarks
check "the program prints what the program built without the plugin does" \
  sh -c "'$driver' -O0 sum.c -o sum-O0 && ./sum-O0 > want && ./sum > got \
	 && cat got && cmp want got"
check "install $(basename "$tools_deb")" \
  apt_install --no-install-recommends "$tools_deb"
check "looplicm-diff shows the pass's change" \
  sh -c "GCC='$driver' looplicm-diff sum.c -O2 > diff \
	 && grep '^+++ accumulate (after looplicm)' diff"
check "looplicm-diff has a manual page" \
  test -f /usr/share/man/man1/looplicm-diff.1.gz
check "remove both packages" \
  apt-get purge -y -q "$plugin_package" looplicm-tools
check "nothing of them is left" nothing_left
check "-fplugin=looplicm is an error once the plugin is removed" \
  sh -c "! '$driver' -O2 -fplugin=looplicm -c sum.c -o sum.o"

cd /
rm -rf "$work"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
