#!/bin/bash
# Prepare the kernel tree: pristine source (6.12 or 7.3, KVER) in git, the patches of
# PATCHDIR applied with git am in the order of series/order, then the Glass
# overlay synced in.
#
# usage: prepare-tree.sh TREE PATCHDIR STAMPDIR REPO
#   PATCHDIR: patches/, or a directory with some of its patches (testing)
#   REPO: the Glass repo whose series/order orders the patches and whose
#         overlay (security/glass/, Kconfig.glass as
#         security/glass/Kconfig, include/linux/glass.h,
#         the two Documentation pages, the selftests as
#         tools/testing/selftests/glass/) is synced into TREE on every run
#   KVER (env, from make): 7.3 or 6.12, the version the tree must be
#   KERNEL_SRC (env): a source directory of that version to copy instead of
#         the tarball
#   KERNEL_TARBALL (env, from make): the version's source tarball
#
# The tree is re-prepared only when the source, the patches or their order
# change: the stamp name carries a hash of them.  A patches-only change
# resets the tree to the pristine commit instead of unpacking again, so files
# the old and new series leave alone keep their mtime and the out-of-tree
# (O=) build stays incremental, while every file that changes gets a new
# mtime.
set -euo pipefail

tree=$1
patchdir=$2
stampdir=$3
repo=$4
kver=${KVER:?run it through make [KVER=6.12] tree}
tarball=${KERNEL_TARBALL:?run it through make [KVER=6.12] tree}
src=${KERNEL_SRC:-}

die() { echo "prepare-tree: error: $*" >&2; exit 1; }
git_() { git -C "$tree" -c user.name="Glass build" -c user.email=glass-build@localhost \
	-c commit.gpgsign=false "$@"; }

# Identity of the source: cheap to compute on every make run.
if [ -n "$src" ]; then
	if [ ! -f "$src/Makefile" ] || [ ! -d "$src/security" ]; then
		die "KERNEL_SRC=$src is not a kernel tree"
	fi
	src=$(realpath "$src")
	src_id=$( { echo "dir:$src"; find "$src" -path "$src/.git" -prune -o -type f \
		-printf '%P %s %T@\n' | LC_ALL=C sort; } | sha256sum | cut -c1-16)
else
	[ -f "$tarball" ] || die "$tarball missing (make KVER=$kver deps fetches linux-source-$kver)"
	src_id=$(echo "tar:$(realpath "$tarball") $(stat -Lc '%s %Y' "$tarball")" | sha256sum | cut -c1-16)
fi

# The patches in the order of the series (make series), which names each
# one: on a patch line, or folded (+FILE) into an add line.  PATCHDIR may
# lack some; a patch that series/order does not name is an error.
order=$repo/series/order
[ -f "$order" ] || die "$order missing"
patches=()
if [ -d "$patchdir" ]; then
	patchdir=$(realpath "$patchdir")
	declare -A named=()
	while read -r p; do
		named[$p]=1
		[ ! -f "$patchdir/$p" ] || patches+=("$p")
	done < <(awk '$1 == "patch" { print $2 } $1 == "add" { for (i = 3; i <= NF; i++)
		if ($i ~ /^\+/) print substr($i, 2) }' "$order")
	for p in "$patchdir"/*.patch; do
		[ -f "$p" ] || continue
		[ -n "${named[${p##*/}]:-}" ] || die "$p is not in series/order"
	done
fi

# Identity of the patch series: the patches' names, contents and order.
patch_id=none
if [ ${#patches[@]} -gt 0 ]; then
	patch_id=$(cd "$patchdir" && sha256sum -- "${patches[@]}" | sha256sum | cut -c1-16)
fi

# rsync -c: files whose content did not change keep their mtime, so kbuild
# recompiles only what was edited.  No -t: a changed file gets a new mtime.
sync_overlay() {
	if [ -d "$repo/security/glass" ]; then
		mkdir -p "$tree/security/glass"
		# Kconfig comes from Kconfig.glass (below): not deleted here.
		# Another kernel's version files (*_v73.* on 6.12) are not
		# part of this tree, as they are not of its series.
		rsync -rc --delete --exclude=/Kconfig --include="*_v${kver//./}.*" \
			--exclude="*_v[0-9]*.*" "$repo/security/glass/" "$tree/security/glass/"
		find "$tree/security/glass" -maxdepth 1 -name '*_v[0-9]*.*' \
			! -name "*_v${kver//./}.*" -delete
	elif [ -d "$tree/security/glass" ] && [ -z "$(git_ ls-files security/glass)" ]; then
		rm -rf "$tree/security/glass"
	fi
	sync_file Kconfig.glass security/glass/Kconfig
	sync_file include/linux/glass.h include/linux/glass.h
	sync_file Documentation/admin-guide/LSM/Glass.rst Documentation/admin-guide/LSM/Glass.rst
	sync_file Documentation/security/glass.rst Documentation/security/glass.rst
	sync_selftests
}
# selftests/*.[ch], selftests/kselftest/* and selftests/policy/ make
# tools/testing/selftests/glass/.
sync_selftests() {
	local dst=$tree/tools/testing/selftests/glass f
	local files=("$repo"/selftests/*.[ch] "$repo"/selftests/kselftest/*)
	mkdir -p "$dst"
	rsync -c "${files[@]}" "$dst/"
	rsync -rc --delete "$repo/selftests/policy/" "$dst/policy/"
	for f in "$dst"/* "$dst"/.[!.]*; do
		[ -e "$f" ] || continue
		[ -e "$repo/selftests/${f##*/}" ] || [ -e "$repo/selftests/kselftest/${f##*/}" ] ||
			rm -rf "$f"
	done
}
sync_file() {
	if [ -f "$repo/$1" ]; then
		rsync -c "$repo/$1" "$tree/$2"
	elif [ -f "$tree/$2" ] && [ -z "$(git_ ls-files "$2")" ]; then
		rm -f "$tree/$2"
	fi
}

mkdir -p "$stampdir"
stamp=$stampdir/tree-$src_id-$patch_id.stamp
if [ -f "$stamp" ] && [ -d "$tree/.git" ]; then
	sync_overlay
	exit 0
fi

# tree.src: the source the pristine commit was made from.
if [ -d "$tree/.git" ] && [ "$(cat "$stampdir/tree.src" 2>/dev/null)" = "$src_id" ] &&
	git_ rev-parse -q --verify pristine >/dev/null; then
	echo "prepare-tree: patches changed, resetting $tree to pristine"
	git_ am --abort >/dev/null 2>&1 || true
	git_ reset -q --hard pristine
	git_ clean -q -fdx
else
	echo "prepare-tree: creating $tree from ${src:-$tarball} (takes a minute)"
	rm -rf "$tree" "$stampdir/tree.src"
	mkdir -p "$tree"
	# Every file gets a new mtime (tar -m, rsync without -t): objects built
	# from an earlier tree must not look newer than the new sources.
	if [ -n "$src" ]; then
		rsync -rlpD --exclude=/.git "$src/" "$tree/"
		# An in-tree build in KERNEL_SRC would make O= builds refuse the copy.
		if [ -e "$tree/.config" ] || [ -d "$tree/include/config" ]; then
			make -s -C "$tree" mrproper
		fi
	else
		tar -xJmf "$tarball" -C "$tree" --strip-components=1
	fi
	# Debian's tarball ignores everything at the end of .gitignore.
	sed -i '/^# Debian packaging: ignore everything/,$d' "$tree/.gitignore"
	# A tree of another version than KVER would build, and be tested, as
	# if it were this one.
	v=$(awk '$1 == "VERSION" { v = $3 } $1 == "PATCHLEVEL" { p = $3 }
		END { print v "." p }' "$tree/Makefile")
	[ "$v" = "$kver" ] || { rm -rf "$tree"; die "${src:-$tarball} is $v, not KVER=$kver"; }
	full=$(make -s -C "$tree" kernelversion)
	git -C "$tree" init -q -b pristine-base
	git_ add -A -f
	git_ commit -q -m "pristine $full source"
	git_ tag -f pristine >/dev/null
	echo "$src_id" >"$stampdir/tree.src"
fi
rm -f "$stampdir"/tree-*.stamp

git_ checkout -q -B glass pristine
if [ ${#patches[@]} -gt 0 ]; then
	echo "prepare-tree: applying ${#patches[@]} patch(es)"
	if ! git_ am -q --whitespace=nowarn "${patches[@]/#/$patchdir/}"; then
		git_ am --abort >/dev/null 2>&1 || true
		die "git am failed; tree left at pristine, fix patches/ and rerun"
	fi
fi
sync_overlay
echo "$src_id" >"$stamp"
# A fixed name for make to depend on; touched only when the tree changed.
touch "$stampdir/tree.stamp"
echo "prepare-tree: $tree ready ($(git_ log --oneline pristine..HEAD | wc -l) patches)"
