#!/bin/sh
# Usage: scripts/make-deb.sh            (make deb [GCC=gcc-N])
#
# Build the Debian packages of the plugin for $GCC (default gcc, which is
# its release's gcc-N) with debhelper and dpkg-buildpackage, then check
# them with lintian:
#
#   build/deb/gcc-N/gcc-N-plugin-looplicm_VERSION_ARCH.deb
#                  looplicm.so and looplicm-core.so in the directory that
#                  "gcc-N -print-file-name=plugin" names, depending on the
#                  exact version of the gcc-N package it was built with
#   build/deb/gcc-N/looplicm-tools_VERSION_all.deb
#                  looplicm-diff, looplicm-report and their library
#
# (build/deb/gcc-snapshot/gcc-snapshot-plugin-looplicm_... for
# GCC=gcc-snapshot.)  A package's name holds its GCC, so debian/control
# is made here from debian/control.in, in a copy of the sources that
# dpkg-buildpackage builds in: build/deb/gcc-N/looplicm-VERSION/.
# VERSION is debian/changelog's.  Exits non-zero if the build fails or
# lintian reports an error or a warning.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
config=$top/scripts/gcc-config.sh
gcc=${GCC:-gcc}

if [ "$("$config" cross "$gcc")" = yes ]; then
  echo "make-deb: $gcc is a cross compiler; packages are native only" >&2
  exit 2
fi
gcc_package=$("$config" deb-package "$gcc")
# The GCC in the packages' descriptions: a title and a name in a sentence.
if [ "$gcc_package" = gcc-snapshot ]; then
  gcc_title="GCC snapshot"
  gcc_name="the GCC snapshot"
else
  gcc_title="GCC ${gcc_package#gcc-}"
  gcc_name=$gcc_title
fi
driver=$("$config" driver "$gcc_package")
if ! dpkg-query -W -f '${Version}\n' "$gcc_package" >/dev/null 2>&1; then
  echo "make-deb: the $gcc_package package is not installed" >&2
  exit 2
fi

version=$(dpkg-parsechangelog -l "$top/debian/changelog" -S Version)
out=$top/build/deb/$gcc_package
src=$out/looplicm-$version
rm -rf "$out"
mkdir -p "$src"

# The files the build and the packages need, without build outputs.
(cd "$top" && tar -cf - --exclude='*.o' --exclude='*.so' \
   --exclude=.build-config --exclude=__pycache__ \
   Makefile README.md debian loader man plugin scripts) \
  | (cd "$src" && tar -xf -)

# The build needs the GCC's drivers and plugin headers (Build-Depends).
build_depends=$(for p in $("$config" build-packages "$gcc_package"); do
		  echo "$p"; done | sort -u | sed '2,$s/^/               /;$!s/$/,/')
sed -e "s/@PLUGIN_PACKAGE@/$gcc_package-plugin-looplicm/g" \
    -e "s/@GCC_PACKAGE@/$gcc_package/g" \
    -e "s/@GCC_TITLE@/$gcc_title/g" -e "s/@GCC_NAME@/$gcc_name/g" \
    -e "s|@GCC_COMMAND@|$driver|g" \
    "$top/debian/control.in" > "$src/debian/control.tmp"
awk -v deps="$build_depends" '{ sub (/@BUILD_DEPENDS@/, deps); print }' \
  "$src/debian/control.tmp" > "$src/debian/control"
rm -f "$src/debian/control.tmp" "$src/debian/control.in"

echo "make-deb: building $gcc_package-plugin-looplicm $version in $src"
(cd "$src" && dpkg-buildpackage -b -us -uc) > "$out/build.log" 2>&1 || {
  tail -n 20 "$out/build.log" >&2
  echo "make-deb: dpkg-buildpackage failed (log: $out/build.log)" >&2
  exit 1
}

changes=$(ls "$out"/looplicm_"$version"_*.changes)
echo "make-deb: lintian $changes"
lintian --display-info --fail-on error,warning "$changes"
ls "$out"/*.deb
