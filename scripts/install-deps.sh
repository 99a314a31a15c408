#!/bin/sh
# Usage: scripts/install-deps.sh [build|check|check-cross|torture|fuzz|bench|bench-real|
#                              asm-identity|deb|all]
#
# Make sure the Debian packages a make target needs are installed.  As
# root, install what is missing with apt-get; otherwise name the packages
# and fail.  The compiler packages follow $GCC (scripts/gcc-config.sh):
# GCC=gcc-11 needs gcc-11, g++-11 and gcc-11-plugin-dev;
# GCC=aarch64-linux-gnu-gcc-12 needs gcc-12-aarch64-linux-gnu, the host
# g++-12 that builds the plugin and gcc-12-plugin-dev-aarch64-linux-gnu.
set -eu

what=${1:-all}
GCC=${GCC:-gcc}
config=$(dirname "$0")/gcc-config.sh
pkgs=

need ()
{
  # need PACKAGE TEST-COMMAND...: add PACKAGE when the test fails.
  pkg=$1
  shift
  if ! "$@" >/dev/null 2>&1; then
    pkgs="$pkgs $pkg"
  fi
}

has_file ()
{
  test -e "$1"
}

# Whether the Debian package $1 is installed.
has_package ()
{
  dpkg-query -W -f '${Status}\n' "$1" | grep -q 'install ok installed'
}

# Word N of the space-separated list LIST.
word ()
{
  n=$1
  # shellcheck disable=SC2086
  set -- $2
  if [ $# -ge "$n" ]; then
    shift $((n - 1))
    echo "$1"
  fi
}

build_pkgs=$("$config" build-packages "$GCC")
check_pkgs=$("$config" check-packages "$GCC")
cxx=${CXX:-$("$config" plugin-cxx "$GCC")}
plugin_inc=$("$GCC" -print-file-name=plugin 2>/dev/null || true)/include
# A cross compiler's tests run under qemu, and only the C ones.
if [ "$what" = check ] && [ "$("$config" cross "$GCC")" = yes ]; then
  what=check-cross
fi

case $what in
  build|all|check|check-cross|torture|fuzz|bench|bench-real|deb)
    need "$(word 1 "$build_pkgs")" command -v "$GCC"
    need "$(word 2 "$build_pkgs")" command -v "$cxx"
    need "$(word 3 "$build_pkgs")" has_file "$plugin_inc/gcc-plugin.h" ;;
esac
case $what in
  check|all)
    need dejagnu command -v runtest
    need "$(word 2 "$check_pkgs")" command -v "$("$config" gfortran "$GCC")" ;;
  check-cross)
    if [ "$("$config" cross "$GCC")" = no ]; then
      echo "install-deps: $GCC is not a cross compiler" >&2
      exit 1
    fi
    target=$("$config" target "$GCC")
    qemu=$("$config" qemu "$GCC")
    need dejagnu command -v runtest
    need qemu-user command -v "${qemu%% *}"
    need "$(word 3 "$check_pkgs")" has_file "/usr/$target/include/stdio.h" ;;
esac
case $what in
  torture|all)
    # The testsuite of the release of $GCC (scripts/torture.py).
    need "gcc-$("$config" testsuite-release "$GCC")-source" \
      has_file "/usr/src/gcc-$("$config" testsuite-release "$GCC")"
    need xz-utils command -v xz
    # The gfortran and gnat suites (skipped, and said so, when their
    # compiler is missing).
    if [ "$("$config" cross "$GCC")" = no ]; then
      need "$(word 2 "$check_pkgs")" command -v "$("$config" gfortran "$GCC")"
      need "$(word 2 "$("$config" torture-packages "$GCC")")" \
	command -v "$("$config" gnatmake "$GCC")"
    fi ;;
  bench-real)
    need gcc-12-source has_file /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
    need xz-utils command -v xz
    need valgrind command -v valgrind ;;
  deb)
    # dpkg-buildpackage wants build-essential besides the Build-Depends.
    need build-essential has_package build-essential
    need dpkg-dev command -v dpkg-buildpackage
    need debhelper command -v dh
    need dh-python command -v dh_python3
    need python3 command -v python3
    need lintian command -v lintian ;;
  asm-identity)
    # GCC 12's torture programs and real libraries, whatever GCC runs.
    need gcc-12-source has_file /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
    need xz-utils command -v xz ;;
esac
case $what in
  fuzz|all)
    need csmith command -v csmith
    need libcsmith-dev has_file /usr/include/csmith/csmith.h
    need creduce command -v creduce ;;
esac
case $what in
  bench|all)
    need valgrind command -v valgrind ;;
esac

[ -z "$pkgs" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: installing:$pkgs"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  # shellcheck disable=SC2086
  apt-get install -y -q $pkgs >/dev/null
  exit 0
fi

echo "install-deps: missing Debian packages:$pkgs" >&2
echo "install-deps: run as root: apt-get install$pkgs" >&2
exit 1
