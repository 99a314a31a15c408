#!/bin/sh
# Usage: scripts/gcc-config.sh FIELD [GCC]
#
# Print one fact about the GCC that loads the plugin (GCC, default $GCC or
# gcc), derived from its answers when it is installed and otherwise from
# its Debian name (gcc, gcc-11, aarch64-linux-gnu-gcc-12), so that
# scripts/install-deps.sh can name the packages of a compiler not yet there.
# GCC=gcc-snapshot names Debian's snapshot of GCC's development branch,
# whose drivers are in /usr/lib/gcc-snapshot/bin (not on PATH).
#
#   driver      the command that runs GCC: GCC itself, or for gcc-snapshot
#               /usr/lib/gcc-snapshot/bin/gcc
#   major       the release: 12
#   target      the target triple: x86_64-linux-gnu, aarch64-linux-gnu
#   cross       yes if the target's CPU is not this machine's, else no
#   plugin-cxx  the host C++ compiler that builds the plugin.  A plugin is
#               a shared object loaded by cc1, which runs on this machine,
#               so it is always built by a host g++ of the same release as
#               GCC (gcc-11 -> g++-11; aarch64-linux-gnu-gcc-12 -> g++-12,
#               never the cross g++, whose output cc1 cannot load)
#   gxx         the C++ driver of the same compiler, for the tests
#   gfortran    the Fortran driver of the same compiler, for the tests
#   gnatmake    Ada's gnatmake of the same compiler, for make torture
#   qemu        for a cross GCC, the qemu-user command that runs its
#               programs here ("qemu-aarch64 -L /usr/aarch64-linux-gnu");
#               empty for a native one
#   build-packages, check-packages, torture-packages
#               the Debian packages that building and testing need
#   testsuite-release
#               the release N whose gcc-N-source package holds the tests
#               scripts/torture.py runs: GCC's own, or for the snapshot, whose
#               tests Debian does not package, the newest release's
#   deb-package the Debian package of a native GCC, whose exact version
#               the plugin's package depends on (scripts/make-deb.sh): gcc-N
#               for release N (gcc is its release's), gcc-snapshot
#   build-dir   where make puts this GCC's plugin: "." for plain gcc (the
#               host's default compiler), build/gccN for any other native
#               GCC (gcc-11, gcc-12, /opt/gcc-13/bin/gcc), build/TRIPLE-gccN
#               for a cross GCC (build/aarch64-linux-gnu-gcc12),
#               build/gcc-snapshot for the snapshot (whose release changes),
#               so that a plugin built for one GCC never replaces another's
#   chroot      the Debian suite whose chroot provides GCC (scripts/chroot-run.sh)
#               when it is neither installed nor in this machine's archive:
#               trixie for GCC 13 and 14, sid from GCC 15 and for the
#               snapshot; empty otherwise (and inside such a chroot, where
#               LOOPLICM_CHROOT is set)
set -eu

field=${1:?usage: scripts/gcc-config.sh FIELD [GCC]}
gcc=${2:-${GCC:-gcc}}

# The snapshot's drivers keep their plain names in their own directory;
# from here on GCC is the snapshot's gcc, and the siblings follow.
snapshot_bin=/usr/lib/gcc-snapshot/bin
# The newest release with a gcc-N-source package beside the snapshot.
snapshot_testsuite=16
snapshot=no
if [ "${gcc##*/}" = gcc-snapshot ] || [ "$gcc" = "$snapshot_bin/gcc" ]; then
  snapshot=yes
  gcc=$snapshot_bin/gcc
fi

# The compiler's Debian name split up: [TRIPLE-]gcc[-VERSION].
base=${gcc##*/}
name_triple=$(printf '%s\n' "$base" | sed -n 's/^\(.*\)-gcc\(-[0-9][0-9.]*\)\{0,1\}$/\1/p')
name_version=$(printf '%s\n' "$base" | sed -n 's/^.*gcc-\([0-9][0-9.]*\)$/\1/p')

# sibling NAME: GCC with its last "gcc" replaced by NAME (g++, gfortran),
# keeping the directory, the triple and the version suffix.
sibling ()
{
  printf '%s\n' "$gcc" | sed "s/gcc\(-[0-9][0-9.]*\)\{0,1\}\$/$1\1/"
}

major ()
{
  v=$("$gcc" -dumpversion 2>/dev/null) || v=$name_version
  v=${v%%.*}
  echo "${v:-12}"
}

target ()
{
  t=$("$gcc" -dumpmachine 2>/dev/null) || t=$name_triple
  if [ -z "$t" ]; then
    t=$(uname -m)-linux-gnu
  fi
  echo "$t"
}

cross ()
{
  t=$(target)
  if [ "${t%%-*}" = "$(uname -m)" ]; then
    echo no
  else
    echo yes
  fi
}

# The Debian architecture of the target, as in libc6-dev-ARCH-cross.
deb_arch ()
{
  case $(target) in
    aarch64-*) echo arm64 ;;
    arm-*hf) echo armhf ;;
    arm-*) echo armel ;;
    powerpc64le-*) echo ppc64el ;;
    powerpc64-*) echo ppc64 ;;
    i686-*) echo i386 ;;
    x86_64-*) echo amd64 ;;
    *) t=$(target); echo "${t%%-*}" ;;
  esac
}

# The qemu-user binary for the target's CPU.
qemu_cpu ()
{
  case $(target) in
    powerpc64le-*) echo ppc64le ;;
    powerpc64-*) echo ppc64 ;;
    arm-*) echo arm ;;
    i686-*) echo i386 ;;
    *) t=$(target); echo "${t%%-*}" ;;
  esac
}

# The Debian package of a driver: NAME-MAJOR, or NAME for an unversioned
# native compiler (gcc, g++, gfortran are the default-version packages);
# the snapshot is one package with every language and the plugin headers.
pkg ()
{
  if [ "$snapshot" = yes ]; then
    echo gcc-snapshot
  elif [ -n "$name_version" ] || [ "$(cross)" = yes ]; then
    echo "$1-$(major)"
  else
    echo "$1"
  fi
}

case $field in
  driver) echo "$gcc" ;;
  major) major ;;
  target) target ;;
  cross) cross ;;
  plugin-cxx)
    if [ "$(cross)" = yes ]; then
      echo "g++-$(major)"
    else
      sibling g++
    fi ;;
  gxx) sibling g++ ;;
  gfortran) sibling gfortran ;;
  gnatmake) sibling gnatmake ;;
  qemu)
    if [ "$(cross)" = yes ]; then
      echo "qemu-$(qemu_cpu) -L /usr/$(target)"
    fi ;;
  build-packages)
    if [ "$snapshot" = yes ]; then
      echo "gcc-snapshot gcc-snapshot gcc-snapshot"
    elif [ "$(cross)" = yes ]; then
      echo "gcc-$(major)-$(target) g++-$(major)" \
	"gcc-$(major)-plugin-dev-$(target)"
    else
      echo "$(pkg gcc) $(pkg g++) gcc-$(major)-plugin-dev"
    fi ;;
  check-packages)
    if [ "$(cross)" = yes ]; then
      echo "dejagnu qemu-user libc6-dev-$(deb_arch)-cross"
    else
      echo "dejagnu $(pkg gfortran)"
    fi ;;
  testsuite-release)
    if [ "$snapshot" = yes ]; then
      echo "$snapshot_testsuite"
    else
      major
    fi ;;
  torture-packages)
    # Ada's suite runs natively only (no cross gnat here).
    if [ "$(cross)" = no ]; then
      echo "gcc-$("$0" testsuite-release "$gcc")-source $(pkg gnat)"
    else
      echo "gcc-$(major)-source"
    fi ;;
  deb-package)
    if [ "$snapshot" = yes ]; then
      echo gcc-snapshot
    else
      echo "gcc-$(major)"
    fi ;;
  build-dir)
    if [ "$gcc" = gcc ]; then
      echo .
    elif [ "$snapshot" = yes ]; then
      echo build/gcc-snapshot
    elif [ "$(cross)" = yes ]; then
      echo "build/$(target)-gcc$(major)"
    else
      echo "build/gcc$(major)"
    fi ;;
  chroot)
    if [ "$snapshot" = yes ]; then
      if [ -z "${LOOPLICM_CHROOT:-}" ] && [ ! -x "$gcc" ] \
	 && ! apt-cache show gcc-snapshot 2>/dev/null | grep -q '^Package:'; then
	echo sid
      fi
    elif [ -z "${LOOPLICM_CHROOT:-}" ] && [ -n "$name_version" ] \
       && [ "$(cross)" = no ] && ! command -v "$gcc" >/dev/null 2>&1 \
       && ! apt-cache show "gcc-$name_version" >/dev/null 2>&1; then
      case $(major) in
	13|14) echo trixie ;;
	1[5-9]|[2-9][0-9]) echo sid ;;
      esac
    fi ;;
  *)
    echo "gcc-config: unknown field $field" >&2
    exit 2 ;;
esac
