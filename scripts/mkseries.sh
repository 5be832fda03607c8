#!/bin/bash
# Generate the published patch series: series/order applied to the
# pristine tree (6.12 or 7.3, KVER), the Glass files of this repository
# added in the commits it names, then git format-patch with a cover letter.
#
# usage: KVER=7.3|6.12 PATCHES=DIR mkseries.sh TREE OUT [WORKTREE]
#   TREE      the prepared kernel tree (build-7.3/linux, tag "pristine")
#   OUT       where the series goes (build-7.3/series); emptied first
#   WORKTREE  the git worktree the series is built in (default OUT.tree);
#             left at the last patch, for make check-series
#
#   KVER      the kernel version: a file named *_v<ver>.* (secctx_v73.c)
#             is published in that version's series only
#   PATCHES   the version's patches (patches/7.3, 6.12: patches/)
#   Both come from make, which maps the version to its patches.
#
# The commits get fixed dates and author, so that the same repository
# gives the same series byte for byte.
set -euo pipefail

tree=$(realpath "$1")
out=$(realpath -m "$2")
wt=$(realpath -m "${3:-$out.tree}")
repo=$(cd "$(dirname "$0")/.." && pwd)
order=$repo/series/order
kver=${KVER:?run it through make [KVER=6.12] series}
ver=v${kver//./}
patches=$(realpath "${PATCHES:?run it through make [KVER=6.12] series}")
author="Glass Developers <glass@example.org>"

die() { echo "mkseries: error: $*" >&2; exit 1; }

git -C "$tree" rev-parse -q --verify pristine >/dev/null ||
	die "$tree has no tag pristine (make tree)"

# The path of a repository file in the kernel tree.
tree_path() {
	case $1 in
	selftests/kselftest/*) echo "tools/testing/selftests/glass/${1#selftests/kselftest/}" ;;
	selftests/*) echo "tools/testing/selftests/glass/${1#selftests/}" ;;
	Kconfig.glass) echo security/glass/Kconfig ;;
	*) echo "$1" ;;
	esac
}

# Another version's file (*_v<ver>.*, not this one's): not published.
other_version() {
	[[ $1 =~ _v[0-9]+\.[^/]*$ ]] && [[ ! $1 =~ _${ver}\.[^/]*$ ]]
}

# Every file that must be published is named once in series/order.
published=$(cd "$repo" && { find security/glass -type f ! -name '*.o' | grep -v '/glass_\(hooks\|wrappers\)\.h$'
	echo Kconfig.glass; echo include/linux/glass.h
	echo Documentation/admin-guide/LSM/Glass.rst; echo Documentation/security/glass.rst
	ls selftests/*.[ch] selftests/kselftest/*; find selftests/policy -type f; } |
	grep -Ev "_v[0-9]+\.[^/]*\$" ; cd "$repo" && ls security/glass/*_"$ver".* 2>/dev/null)
published=$(echo "$published" | LC_ALL=C sort)
named=$(awk '$1 == "add" { for (i = 3; i <= NF; i++) if ($i !~ /^\+/) print $i }' "$order" |
	while read -r f; do other_version "$f" || echo "$f"; done | LC_ALL=C sort)
[ -z "$(LC_ALL=C comm -3 <(echo "$published") <(echo "$named") | head -1)" ] || {
	LC_ALL=C comm -3 <(echo "$published") <(echo "$named") >&2
	die "series/order does not name each file above exactly once (left: missing, right: unknown)"
}
[ "$(echo "$named" | uniq -d)" = "" ] || die "series/order names a file twice"
# And every patch of patches/ is used once, alone or folded into a commit.
used=$(awk '$1 == "patch" { print $2 } $1 == "add" { for (i = 3; i <= NF; i++)
	if ($i ~ /^\+/) print substr($i, 2) }' "$order" | LC_ALL=C sort)
[ "$used" = "$(cd "$patches" && printf '%s\n' *.patch | LC_ALL=C sort)" ] ||
	die "series/order does not use each patch of patches/ exactly once"
# The patches are stored unnumbered ([PATCH]): their place is series/order's,
# and git format-patch numbers the series below.
numbered=$(cd "$patches" && { grep -lE '^Subject: \[[^]]*[0-9]+/[0-9]+\]' -- *.patch || true; })
[ -z "$numbered" ] ||
	die "patches/ numbered [PATCH n/m], store them as [PATCH] (git format-patch -N): ${numbered//$'\n'/ }"

# A fresh worktree at the pristine commit.
git -C "$tree" worktree remove --force "$wt" >/dev/null 2>&1 || rm -rf "$wt"
git -C "$tree" worktree prune
git -C "$tree" worktree add -q --detach "$wt" pristine

date=$(git -C "$repo" log -1 --format=%cI 2>/dev/null || date -Iseconds)
export GIT_AUTHOR_NAME="Glass Developers" GIT_AUTHOR_EMAIL=glass@example.org
export GIT_COMMITTER_NAME="Glass Developers" GIT_COMMITTER_EMAIL=glass@example.org
export GIT_AUTHOR_DATE=$date GIT_COMMITTER_DATE=$date
g() { git -C "$wt" -c commit.gpgsign=false "$@"; }

while read -r kind what rest; do
	case $kind in
	''|'#'*) continue ;;
	patch)
		[ -f "$patches/$what" ] || die "no $patches/$what"
		g am -q --committer-date-is-author-date "$patches/$what" ||
			die "$patches/$what does not apply"
		;;
	add)
		msg=$repo/series/$what
		[ -f "$msg" ] || die "no series/$what"
		for f in $rest; do
			if [ "${f#+}" != "$f" ]; then
				g apply --index "$patches/${f#+}" ||
					die "$patches/${f#+} does not apply"
				continue
			fi
			! other_version "$f" || continue
			t=$(tree_path "$f")
			mkdir -p "$wt/$(dirname "$t")"
			cp "$repo/$f" "$wt/$t"
			g add -f "$t"
		done
		{ cat "$msg"; echo; echo "Signed-off-by: $author"; } |
			g commit -q -F - || die "nothing to commit for series/$what"
		;;
	*) die "series/order: unknown line '$kind $what'" ;;
	esac
done < "$order"

rm -rf "$out"
mkdir -p "$out"
g format-patch -q --numbered --cover-letter --no-signature -o "$out" pristine..HEAD

# The cover letter: subject and blurb from series/cover-letter.  A line
# that begins with [<version>] is this version's only (the tag is
# dropped), and @VERSION@ is the version.
cover=$(ls "$out"/0000-cover-letter.patch)
subject=$(head -1 "$repo/series/cover-letter")
python3 - "$cover" "$subject" "$repo/series/cover-letter" "$kver" <<'EOF'
import re
import sys
path, subject, blurb, kver = sys.argv[1:5]
text = open(path).read()
lines = []
for line in open(blurb).read().split('\n')[1:]:
    m = re.match(r'\[([0-9.]+)\]', line)
    if m:
        if m.group(1) != kver:
            continue
        line = line[m.end():]
    lines.append(line.replace('@VERSION@', kver))
body = '\n'.join(lines).strip('\n')
text = text.replace('*** SUBJECT HERE ***', subject)
text = text.replace('*** BLURB HERE ***', body)
open(path, 'w').write(text)
EOF
n=$(find "$out" -name '*.patch' ! -name 0000-cover-letter.patch | wc -l)
echo "mkseries: $n patches and a cover letter in $out"
