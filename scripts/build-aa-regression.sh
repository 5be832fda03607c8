#!/bin/bash
# Build AppArmor 3.0.8's regression test suite (upstream tests/regression/
# apparmor, vendored in guest/distro/aa-regression/src) on the host against
# the system libapparmor (USE_SYSTEM=1), and install into OUTDIR what the
# Debian 12 guest needs to run it with guest/distro/check/aa-regression:
# the test binaries, every *.sh, the *.inc files (prologue.inc, uservars.inc,
# ...), mkprofile.pl, dbus.conf, and tests.list, the scripts upstream's
# "make tests" runs, in its order.
#
# usage: build-aa-regression.sh OUTDIR
#
# Patches, if ever needed, go in guest/distro/aa-regression/patches/*.patch
# (patch -p1 from src/, applied in name order to a scratch copy; the
# vendored files stay as upstream has them).  OUTDIR is replaced only when
# the build succeeds, and left alone when nothing it depends on changed.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
top=$here/guest/distro/aa-regression
src=$top/src
die() { echo "build-aa-regression: error: $*" >&2; exit 1; }

[ $# -eq 1 ] && [ -n "$1" ] || die "usage: $0 OUTDIR"
out=$(realpath -m -- "$1")
case $out in /|"$here"|"$src"*) die "refusing OUTDIR $out";; esac
[ ! -e "$out" ] || [ -d "$out" ] || die "$out exists and is not a directory"
[ -f "$src/tests/regression/apparmor/Makefile" ] || die "no vendored source in $src"

# Build dependencies.  Without dbus-1 the upstream Makefile silently drops
# the four dbus tests from its list, so it is required here to keep the list
# the same on every host.
for c in make cc pkg-config perl aa-exec; do
	command -v "$c" >/dev/null || die "$c not found (Debian: make gcc pkgconf perl apparmor)"
done
pkg-config --exists libapparmor || die "libapparmor not found by pkg-config (Debian: libapparmor-dev)"
pkg-config --exists dbus-1 || die "dbus-1 not found by pkg-config (Debian: libdbus-1-dev)"
aaver=$(pkg-config --modversion libapparmor)
[ "$aaver" = 3.0.8 ] || echo "build-aa-regression: warning: system libapparmor is $aaver, the suite is 3.0.8" >&2

patches=()
if [ -d "$top/patches" ]; then
	while IFS= read -r p; do patches+=("$p"); done < <(find "$top/patches" -maxdepth 1 -name '*.patch' | LC_ALL=C sort)
fi
[ ${#patches[@]} -eq 0 ] || command -v patch >/dev/null || die "patch not found (Debian: patch)"

# Everything the result depends on; OUTDIR/.stamp holds it.
key=$( { cat "$0"; (cd "$top" && { find src -type f; [ ! -d patches ] || find patches -type f; } |
	LC_ALL=C sort | xargs sha256sum);
	echo "$aaver $(pkg-config --modversion dbus-1)"; cc --version | head -1; uname -m; } | sha256sum | cut -c1-16)
if [ -f "$out/.stamp" ] && [ "$(cat "$out/.stamp")" = "$key" ] && [ -f "$out/tests.list" ]; then
	echo "build-aa-regression: $out is up to date"
	exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/aa-regression-build.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -a "$src/." "$work/"
for p in "${patches[@]}"; do
	echo "build-aa-regression: applying $(basename "$p")"
	patch -d "$work" -p1 --batch --forward --quiet < "$p" || die "patch $p does not apply"
done
t=$work/tests/regression/apparmor

# Upstream's own lists: TESTS is what "make tests" runs, EXEC the binaries.
mkvar() {
	make -s --no-print-directory -C "$t" USE_SYSTEM=1 -f Makefile -f - "print-$1" <<-EOF
	print-$1: ; @echo \$($1)
	EOF
}
tests=$(mkvar TESTS) || die "cannot read TESTS from the upstream Makefile"
execs=$(mkvar EXEC) || die "cannot read EXEC from the upstream Makefile"
[ -n "$tests" ] && [ -n "$execs" ] || die "empty TESTS or EXEC list from the upstream Makefile"

echo "build-aa-regression: building AppArmor $(cat "$work/common/Version") regression tests (libapparmor $aaver)"
log=$work/build.log
if ! make -C "$t" USE_SYSTEM=1 -j"$(nproc)" all > "$log" 2>&1; then
	echo "build-aa-regression: make failed; errors, then the end of the log:" >&2
	grep -E ': (fatal )?error|Error [0-9]|\*\*\*' "$log" >&2 || true
	tail -n 20 "$log" >&2
	die "make -C tests/regression/apparmor USE_SYSTEM=1 all failed"
fi

stage=$out.tmp
rm -rf "$stage"
mkdir -p "$stage"
for e in $execs; do
	[ -x "$t/$e" ] || die "binary $e was not built"
	install -m 755 "$t/$e" "$stage/$e"
done
for x in "$t"/*.sh "$t"/*.inc "$t"/mkprofile.pl "$t"/dbus.conf; do
	[ -f "$x" ] || die "missing $x"
	cp -p "$x" "$stage/"
done
chmod 755 "$stage"/*.sh "$stage"/mkprofile.pl
for s in $tests; do
	[ -f "$stage/$s.sh" ] || die "test $s listed by the Makefile has no $s.sh"
done
printf '%s\n' $tests > "$stage/tests.list"
echo "$key" > "$stage/.stamp"

rm -rf "$out"
mv "$stage" "$out"
echo "build-aa-regression: $out: $(wc -l < "$out/tests.list") test scripts, $(wc -w <<< "$execs") binaries"
