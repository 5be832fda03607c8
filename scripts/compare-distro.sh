#!/bin/bash
# Compare what the boots of `make check-distro` recorded and count the
# results: each boot's own checks (DIR/BOOT/results), then Glass against
# mainline for the files both record.  A line that only one kernel has is a
# failure unless guest/distro/known-differences explains it.
#
# The compatibility rows (DIR/BOOT/compat/ROW, guest/distro/check/checks.sh)
# are compared with the mainline boot that recorded them: AppArmor's with
# "mainline", Smack's with "mainline-smack".
#
# usage: compare-distro.sh DIR BOOT...  (BOOT: glass, mainline, mainline-smack,
#   selinux, mainline-selinux, ct-aa, ct-aa-mainline, ct-se, ct-se-mainline)
# Last line: "N passed, N failed"; exit status 1 when something failed.
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
shift
known=$here/guest/distro/known-differences
pass=0 fail=0
ok() { echo "ok - $*"; pass=$((pass + 1)); }
nok() { echo "not ok - $*"; fail=$((fail + 1)); }

for b in "$@"; do
	if [ ! -f "$dir/$b/done" ]; then
		nok "$b: the guest did not finish its checks (see $dir/$b.log)"
	fi
	if [ -f "$dir/$b/results" ]; then
		while IFS= read -r line; do
			case $line in
			"ok - "*) ok "$b: ${line#ok - }" ;;
			"not ok - "*) nok "$b: ${line#not ok - }" ;;
			esac
		done <"$dir/$b/results"
	fi
	[ -f "$dir/$b/boot-time" ] && echo "# $b: $(head -n1 "$dir/$b/boot-time")"
done

# explained FILE SIDE LINE: does known-differences explain LINE, present
# only on SIDE (glass or mainline) in FILE?  Its lines: FILE SIDE REGEX,
# tab-separated, after a comment that says why.
explained() {
	local kf ks re
	while IFS=$'\t' read -r kf ks re; do
		[ "$kf" = "$1" ] && [ "$ks" = "$2" ] || continue
		grep -qE -- "$re" <<<"$3" && return 0
	done < <(grep -v '^#' "$known" | grep -v '^$')
	return 1
}

# as_on_alt SIDE LINE FILE: the ALT boot's FILE agrees with Glass on LINE:
# it has a line only Glass has, or lacks one only mainline has.
as_on_alt() {
	[ -f "$3" ] || return 1
	if grep -qxF -- "$2" "$3"; then [ "$1" = glass ]; else [ "$1" = mainline ]; fi
}

# compare FILE WHAT [REF [GLASS [ALT]]]: what FILE holds; REF: the mainline
# boot, GLASS: the Glass boot (default glass).  ALT: another mainline boot
# whose module Glass composes too; a line only Glass has is also explained
# when ALT has it, and one only REF has when ALT does not.
compare() {
	local f=$1 what=$2 ref=${3:-mainline} gb=${4:-glass} alt=${5:-} bad=0 line side
	local g=$dir/$gb/$1 m=$dir/$ref/$1
	if [ ! -f "$g" ] || [ ! -f "$m" ]; then
		nok "same $what on $gb and $ref: not recorded by both"
		return
	fi
	while IFS= read -r line; do
		case $line in
		"< "*) side=glass ;;
		"> "*) side=mainline ;;
		*) continue ;;
		esac
		line=${line:2}
		if explained "$f" $side "$line"; then
			echo "# $f: only on $side, explained: $line"
		elif [ -n "$alt" ] && as_on_alt $side "$line" "$dir/$alt/$f"; then
			echo "# $f: only on $side, where $alt gives what Glass gives: $line"
		else
			echo "# $f: only on $side: $line"
			bad=1
		fi
	done < <(diff <(LC_ALL=C sort -u "$g") <(LC_ALL=C sort -u "$m"))
	if [ $bad = 0 ]; then
		ok "same $what on $gb and $ref${alt:+ or $alt} ($(wc -l <"$g") lines)"
	else
		nok "same $what on $gb and $ref${alt:+ or $alt} (see the lines above)"
	fi
}

if [[ " $* " == *" glass "* && " $* " == *" mainline "* ]]; then
	compare state "systemd state"
	compare units "active and failed units"
	compare journal-warnings "journalctl -p warning lines"
	compare aa-status "aa-status counts"
	compare safesetid "SafeSetID selftest output"
	if [ -f "$dir/mainline-smack/landlock" ]; then
		compare landlock "Landlock selftest results" mainline glass mainline-smack
	else
		compare landlock "Landlock selftest results"
	fi
	if [ -f "$dir/glass/aa-regression" ] || [ -f "$dir/mainline/aa-regression" ]; then
		compare aa-regression "AppArmor regression suite results"
	fi
fi

# SELinux with the reference policy: Glass's four modules against mainline
# lsm=selinux, on the SELinux image.
if [[ " $* " == *" selinux "* && " $* " == *" mainline-selinux "* ]]; then
	for f in state:"systemd state" units:"active and failed units" \
		journal-warnings:"journalctl -p warning lines" \
		selinux-sestatus:"sestatus" selinux-ps:"SELinux domains of the processes" \
		selinux-files:"file labels (ls -Z)" selinux-programs:"libselinux programs' output" \
		selinux-boot-avc:"denials of the permissive boot" \
		selinux-avc:"denials once enforcing" selinux-journal-context:"journald's _SELINUX_CONTEXT" \
		selinux-after:"state once enforcing"; do
		compare "${f%%:*}" "${f#*:}" mainline-selinux selinux
	done
fi

# Containers with their own module (make check-containers): what the
# container's programs read on Glass, against the same container on
# mainline with the container's module alone.
ct_compare() { # GLASS REF CT FILE:WHAT...
	local gb=$1 ref=$2 ct=$3 f
	shift 3
	for f in "$@"; do
		compare "ct-$ct/${f%%:*}" "container $ct: ${f#*:}" "$ref" "$gb"
	done
}
if [[ " $* " == *" ct-aa "* && " $* " == *" ct-aa-mainline "* ]]; then
	ct_compare ct-aa ct-aa-mainline aa state:"systemd state" failed-units:"failed units" \
		attr-current:"/proc/self/attr/current of a service" \
		attr-current-sudo:"/proc/self/attr/current under sudo" \
		attr-current-attach:"/proc/self/attr/current of lxc-attach's command" \
		aa-status:"aa-status"
fi
if [[ " $* " == *" ct-se "* && " $* " == *" ct-se-mainline "* ]]; then
	ct_compare ct-se ct-se-mainline se state:"systemd state" failed-units:"failed units" \
		sestatus:"sestatus" id-z:"id -Z" attr-current:"/proc/self/attr/current of a service" \
		attr-current-sudo:"/proc/self/attr/current under sudo" ps-z:"ps -eZ" \
		relabel:"chcon and restorecon" host-domains:"the host's domains under the container's policy"
fi

# compare_rows REF: each row the mainline boot REF recorded, byte for byte
# the same on Glass.
compare_rows() {
	local ref=$1 r n
	if ! ls "$dir/$ref"/compat/* >/dev/null 2>&1; then
		nok "compat: $ref recorded no row"
		return
	fi
	for r in "$dir/$ref"/compat/*; do
		n=${r##*/}
		if [ ! -f "$dir/glass/compat/$n" ]; then
			nok "compat $n: not recorded on Glass"
		elif diff -u "$r" "$dir/glass/compat/$n" >"$dir/compat-$n-$ref.diff"; then
			ok "compat $n: Glass the same as $ref ($(head -n1 "$r" | cut -c1-60))"
		else
			sed 's/^/# /' "$dir/compat-$n-$ref.diff"
			nok "compat $n: Glass differs from $ref"
		fi
	done
}
if [[ " $* " == *" glass "* && " $* " == *" mainline-smack "* ]]; then
	compare ltp-smack "LTP Smack test results" mainline-smack
fi
for ref in mainline mainline-smack; do
	if [[ " $* " == *" glass "* && " $* " == *" $ref "* ]]; then
		compare_rows $ref
	fi
done

echo "$pass passed, $fail failed"
[ $fail = 0 ]
