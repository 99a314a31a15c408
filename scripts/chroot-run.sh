#!/bin/sh
# Usage: scripts/chroot-run.sh [--clean] SUITE PACKAGES -- COMMAND...
#
# Run COMMAND in this tree, inside a cached Debian SUITE chroot (trixie,
# sid), for GCC releases Debian 12's archive lacks (scripts/gcc-config.sh
# chroot says which).  As root only.  The chroot is made once with
#
#   debootstrap --variant=minbase SUITE $LOOPLICM_CHROOTS/SUITE $DEBIAN_MIRROR
#
# (defaults /var/cache/looplicm and http://deb.debian.org/debian; debootstrap
# is installed on the host first if missing); PACKAGES (one space-separated
# argument: gcc-N, g++-N, ...) are installed inside when missing.  COMMAND
# runs in a private mount namespace (unshare), with /proc, a new devpts
# instance (DejaGnu's expect needs ptys) and this tree bind-mounted at its
# own path, so that its absolute paths (testsuite/site.exp) hold inside and
# build outputs land in the tree; the mounts vanish when COMMAND ends.
# Setting DEBIAN_MIRROR also points an existing chroot's sources.list at it.
# Exits with COMMAND's status.
#
# --clean: run COMMAND in a throwaway copy of a bare SUITE chroot, made
# once in SUITE-clean by debootstrap alone (and apt's package lists), so
# that what COMMAND installs (a package under test, with its dependencies)
# starts from nothing.  The copy is an overlay mount whose changes are
# thrown away when COMMAND ends; PACKAGES are installed in the copy.  The
# packages apt downloads are kept for the next run in SUITE-clean.apt,
# which starts with those of the SUITE chroot.
set -eu

usage="usage: scripts/chroot-run.sh [--clean] SUITE PACKAGES -- COMMAND..."
clean=no
if [ "${1:-}" = --clean ]; then
  clean=yes
  shift
fi
suite=${1:?$usage}
pkgs=${2?$usage}
shift 2
[ "${1:-}" = -- ] && shift
top=$(cd "$(dirname "$0")/.." && pwd)
cache=${LOOPLICM_CHROOTS:-/var/cache/looplicm}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if [ "$clean" = yes ]; then
  root=$cache/$suite-clean
else
  root=$cache/$suite
fi

if [ "$(id -u)" != 0 ]; then
  echo "chroot-run: GCC from Debian $suite needs a chroot: run as root" >&2
  exit 2
fi
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8

# Make the chroot once (about 3 minutes and 220 MB); a half-made one is
# left in SUITE.tmp and started again next time.
if [ ! -x "$root/usr/bin/apt-get" ]; then
  if ! command -v debootstrap >/dev/null 2>&1; then
    apt-get update -q >/dev/null && apt-get install -y -q debootstrap >/dev/null
  fi
  mkdir -p "$cache"
  rm -rf "$root.tmp"
  echo "chroot-run: debootstrap $suite from $mirror into $root" \
    "(log: $root.log)" >&2
  debootstrap --variant=minbase "$suite" "$root.tmp" "$mirror" \
    > "$root.log" 2>&1 || { tail -n 5 "$root.log" >&2; exit 2; }
  mv "$root.tmp" "$root"
elif [ -n "${DEBIAN_MIRROR:-}" ]; then
  echo "deb $mirror $suite main" > "$root/etc/apt/sources.list"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# The mounts of the command's private namespace: /proc, a new devpts
# instance and this tree.  With --clean, first the overlay of the bare
# chroot LOWER (upper and work directories in RUN) at ROOT, with apt's
# cache bound to APT, and PACKAGES installed in it.
mounts='
  root=$1 top=$2 lower=$3 run=$4 apt=$5 pkgs=$6
  shift 6
  if [ -n "$lower" ]; then
    mount -t overlay overlay \
      -o "lowerdir=$lower,upperdir=$run/upper,workdir=$run/work" "$root"
    mount --bind "$apt" "$root/var/cache/apt/archives"
  fi
  mount -t proc proc "$root/proc"
  mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts"
  touch "$root/dev/ptmx" 2>/dev/null || true
  mount --bind "$root/dev/pts/ptmx" "$root/dev/ptmx"
  mkdir -p "$root$top"
  mount --bind "$top" "$root$top"
  if [ -n "$lower" ] && [ -n "$pkgs" ]; then
    { chroot "$root" apt-get install -y -q --no-install-recommends $pkgs \
	|| { chroot "$root" apt-get update -q \
	     && chroot "$root" apt-get install -y -q --no-install-recommends \
		  $pkgs; }; } > "$run/install.log" 2>&1 \
      || { tail -n 5 "$run/install.log" >&2; exit 2; }
  fi
  cd /
  exec chroot "$root" /usr/bin/env LOOPLICM_CHROOT=1 HOME=/root \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
    sh -c "cd \"\$0\" && exec \"\$@\"" "$top" "$@"
'

if [ "$clean" = yes ]; then
  # The bare chroot gets apt's lists once; its apt cache starts with the
  # packages the SUITE chroot downloaded (hard links: apt never rewrites
  # a downloaded package).
  if ! ls "$root"/var/lib/apt/lists/*_Packages >/dev/null 2>&1; then
    chroot "$root" apt-get update -q > "$root.update.log" 2>&1 \
      || { tail -n 5 "$root.update.log" >&2; exit 2; }
  fi
  if [ ! -d "$root.apt" ]; then
    mkdir -p "$root.apt.tmp/partial"
    cp -l "$cache/$suite"/var/cache/apt/archives/*.deb "$root.apt.tmp/" \
      2>/dev/null || true
    mv "$root.apt.tmp" "$root.apt"
  fi
  run=$(mktemp -d "$root.run.XXXXXX")
  mkdir "$run/upper" "$run/work" "$run/root"
  status=0
  unshare --mount --propagation private sh -eu -c "$mounts" chroot-run \
    "$run/root" "$top" "$root" "$run" "$root.apt" "$pkgs" "$@" || status=$?
  rm -rf "$run"
  exit $status
fi

# Install what is missing (the first time: about 3 minutes and 1 GB per
# GCC release with its Fortran compiler).
missing=
for p in make $pkgs; do
  chroot "$root" dpkg-query -W -f '${Status}\n' "$p" 2>/dev/null \
    | grep -q 'install ok installed' || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "chroot-run: installing in $suite:$missing" >&2
  # shellcheck disable=SC2086
  { chroot "$root" apt-get install -y -q --no-install-recommends $missing \
      || { chroot "$root" apt-get update -q \
	   && chroot "$root" apt-get install -y -q --no-install-recommends \
		$missing; }; } > "$root.install.log" 2>&1 \
    || { tail -n 5 "$root.install.log" >&2; exit 2; }
fi

exec unshare --mount --propagation private sh -eu -c "$mounts" chroot-run \
  "$root" "$top" "" "" "" "" "$@"
