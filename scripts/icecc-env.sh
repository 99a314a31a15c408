#!/bin/sh
# Usage: scripts/icecc-env.sh PLUGIN.so [GCC [G++]]     (make icecc-env)
#
# Build an icecream compiler environment that holds GCC, G++ (default gcc
# and g++) and the plugin, at the plugin's absolute path, so that a remote
# iceccd, which compiles inside the environment, finds -fplugin=PATH
# where the client's command line says.  The plugin is both files: the
# loader PLUGIN.so and the looplicm-core.so beside it, which it opens.
# Writes build/icecc/HASH.tar.gz (HASH names the contents: a rebuilt
# plugin gives a new environment, so no remote host keeps a stale one),
# deletes the older ones, and prints
#   ICECC_VERSION=/abs/build/icecc/HASH.tar.gz
# to set for the builds that use it.
set -eu

[ $# -ge 1 ] || { echo "usage: $0 PLUGIN.so [GCC [G++]]" >&2; exit 2; }
so=$(realpath "$1")
core=$(dirname "$so")/looplicm-core.so
gcc=$(command -v "${2:-gcc}")
gxx=$(command -v "${3:-g++}")
if ! command -v icecc-create-env >/dev/null; then
  echo "icecc-env: icecc-create-env not found (apt-get install icecc)" >&2
  exit 1
fi
top=$(cd "$(dirname "$0")/.." && pwd)
dir=$top/build/icecc
mkdir -p "$dir"
cd "$dir"
rm -f ./*.tar.gz
# A plugin built in one file has no core.
set -- --addfile "$so"
if [ -f "$core" ]; then
  set -- "$@" --addfile "$core"
fi
icecc-create-env --gcc "$gcc" "$gxx" "$@" > create-env.log 2>&1 || {
  cat create-env.log >&2
  exit 1
}
env=$(sed -n 's/^creating \(.*\.tar\.gz\)$/\1/p' create-env.log)
for f in "$so" "$core"; do
  if [ "$f" = "$core" ] && [ ! -f "$core" ]; then
    continue
  fi
  if [ -z "$env" ] || [ ! -f "$env" ] \
     || ! tar tzf "$env" | grep -qx "${f#/}"; then
    echo "icecc-env: no environment with $f (see $dir/create-env.log)" >&2
    exit 1
  fi
done
echo "ICECC_VERSION=$dir/$env"
