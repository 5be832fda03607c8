#!/bin/bash
# Check the published series (make series):
#   1. it gives, file for file, the tree make check tests ($B/linux:
#      $PATCHES and the Glass files of this repository);
#   2. checkpatch --strict has nothing to say about any patch;
#   3. git am applies it patch by patch to the pristine tree, and the
#      kernel builds after every patch, with Glass off and on (on only
#      once Glass can be selected: before that the two configs are one);
#   4. the last kernel boots and runs the demo (Smack, TOMOYO and
#      AppArmor each refuse an access).
# Prints "ok N ..." / "not ok N ..." and "N passed, N failed".
#
# usage: check-series.sh   (from the repository root; make [KVER=6.12] check-series)
# environment (from make, which maps the version to the rest): KVER (7.3
#   or 6.12), B (its build directory), PATCHES (its kernel patches)
#
# The builds run in $B/linux and $B/obj{,-noglass}, so that ccache and the
# objects of the last build serve; the tree is prepared again afterwards.
# Do not run another build at the same time.
set -uo pipefail

: "${KVER:?run it through make [KVER=6.12] check-series}" "${B:?}" "${PATCHES:?}"
# The fragments make kernel merges for the test kernel.
frags="config/glass.config config/$KVER.config"
tree=$B/linux
series=$B/series
pass=0 fail=0 n=0
ok() { n=$((n + 1)); pass=$((pass + 1)); echo "ok $n $*"; }
notok() { n=$((n + 1)); fail=$((fail + 1)); echo "not ok $n $*"; }
die() { echo "check-series: error: $*" >&2; exit 2; }

export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
kmake() { # OBJ TARGET...
	local obj=$1
	shift
	make -s -C "$tree" O="$(realpath -m "$obj")" ARCH=x86_64 CC="ccache gcc" \
		LOCALVERSION= KBUILD_BUILD_USER=glass KBUILD_BUILD_HOST=glass \
		-j"$(nproc)" "$@"
}

make -s tree >/dev/null || die "make tree failed"
PATCHES=$PATCHES scripts/mkseries.sh "$tree" "$series" "$series.tree" || die "make series failed"

# 1. The series and the tested tree are the same files.
if d=$(scripts/same-tree.sh "$tree" "$series.tree"); then
	ok "the series gives the tree make check builds"
else
	printf '%s\n' "$d" | head -n 20
	notok "the series gives the tree make check builds"
fi

# 2. checkpatch on every patch.  A patch adding files is asked whether
# MAINTAINERS needs updating: it does not when the Glass entry that the
# first patch adds covers every file it adds.  Its objections to the
# X-macros over lsm_hook_defs.h are set aside, as security.c's own
# (scripts/checkpatch-xmacro.awk).
xmacro=$PWD/scripts/checkpatch-xmacro.awk
entry=$(awk '/^GLASS SECURITY MODULE$/ { on = 1; next } on && /^$/ { exit }
	on && /^F:/ { print $2 }' "$series.tree/MAINTAINERS")
covered() { # PATCH
	local f p
	for f in $(sed -n 's|^+++ b/||p' "$1"); do
		grep -q "^new file mode" <(sed -n "\|^diff --git a/$f b/$f|,/^+++/p" "$1") || continue
		for p in $entry; do
			case $f in "$p"*) continue 2 ;; esac
		done
		return 1
	done
}
for p in "$series"/0*.patch; do
	case $p in */0000-cover-letter.patch) continue ;; esac
	ignore=
	covered "$p" && ignore=--ignore=FILE_PATH_CHANGES
	if out=$(cd "$series.tree" && { PATH=/usr/bin:/bin:$PATH ./scripts/checkpatch.pl --strict \
		--terse --no-summary --show-types $ignore "../series/${p##*/}" 2>&1 || true; } |
		awk -f "$xmacro") && [ -z "$out" ]; then
		ok "checkpatch --strict ${p##*/}"
	else
		printf '%s\n' "$out"
		notok "checkpatch --strict ${p##*/}"
	fi
done
git -C "$tree" worktree remove --force "$series.tree"

# 3. Patch by patch, in the tree the normal builds use.  The stamp goes
# first: if this stops half-way, the next make prepares the tree again.
rm -f "$B"/tree-*.stamp
git -C "$tree" am --abort >/dev/null 2>&1
git -C "$tree" reset -q --hard pristine && git -C "$tree" clean -q -fdx || die "cannot reset $tree"
g() { git -C "$tree" -c user.name="Glass build" -c user.email=glass-build@localhost "$@"; }
for p in "$series"/0*.patch; do
	case $p in */0000-cover-letter.patch) continue ;; esac
	name=${p##*/}
	if ! g am -q "$(realpath "$p")"; then
		g am --abort
		notok "$name applies"
		break
	fi
	if scripts/mkconfig.sh "$tree" "$B/obj-noglass" 0 $frags config/noglass.config \
		>"$B/series.log" 2>&1 && kmake "$B/obj-noglass" bzImage >>"$B/series.log" 2>&1; then
		ok "$name: builds with Glass off"
	else
		tail -n 20 "$B/series.log"
		notok "$name: builds with Glass off"
	fi
	if ! grep -qs 'glass/Kconfig' "$tree/security/Kconfig"; then
		echo "# $name: Glass cannot be selected yet, the Glass-on config is the Glass-off one"
		continue
	fi
	if scripts/mkconfig.sh "$tree" "$B/obj" 1 $frags >"$B/series.log" 2>&1 &&
		kmake "$B/obj" bzImage >>"$B/series.log" 2>&1; then
		ok "$name: builds with Glass on"
	else
		tail -n 20 "$B/series.log"
		notok "$name: builds with Glass on"
	fi
done

# 4. The last kernel boots: the demo of make run, with the initramfs of
# the last make (the guest side does not come from the series).  Only a
# series that applied and built throughout has a last kernel.
if [ "$fail" = 0 ] && [ -f "$B/initramfs.cpio.gz" ] &&
	scripts/qemu.sh -k "$B/obj/arch/x86/boot/bzImage" -i "$B/initramfs.cpio.gz" -m run >"$B/series.log" 2>&1 &&
	grep -q 'demo PASSED' "$B/series.log"; then
	ok "the last kernel boots and each module refuses an access"
else
	tail -n 20 "$B/series.log"
	notok "the last kernel boots and each module refuses an access"
fi

# Back to the tree make builds (the same files, by check 1).
make -s tree >/dev/null || die "make tree failed"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
