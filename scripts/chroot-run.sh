#!/bin/sh
# Usage: scripts/chroot-run.sh SUITE PACKAGES -- COMMAND...
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
set -eu

suite=${1:?usage: scripts/chroot-run.sh SUITE PACKAGES -- COMMAND...}
pkgs=${2?usage: scripts/chroot-run.sh SUITE PACKAGES -- COMMAND...}
shift 2
[ "${1:-}" = -- ] && shift
top=$(cd "$(dirname "$0")/.." && pwd)
cache=${LOOPLICM_CHROOTS:-/var/cache/looplicm}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
root=$cache/$suite

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

mkdir -p "$root$top"
# The mounts below are private to this command's namespace.
exec unshare --mount --propagation private sh -eu -c '
  root=$1 top=$2
  shift 2
  mount -t proc proc "$root/proc"
  mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts"
  touch "$root/dev/ptmx" 2>/dev/null || true
  mount --bind "$root/dev/pts/ptmx" "$root/dev/ptmx"
  mount --bind "$top" "$root$top"
  cd /
  exec chroot "$root" /usr/bin/env LOOPLICM_CHROOT=1 HOME=/root \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
    sh -c "cd \"\$0\" && exec \"\$@\"" "$top" "$@"
' chroot-run "$root" "$top" "$@"
