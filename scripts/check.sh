#!/bin/bash
# Host side of `make check`: boot the guest in check mode, take its
# GLASS-RESULT line, add the host-side checks (the boots of
# scripts/check-boots, checkpatch, kernel-doc, the series), and end with
# the line
#   N passed, N failed
# Exit status non-zero on any failure, a missing result line or a timeout.
#
# usage: check.sh TREE LOG [qemu.sh argument...]
set -uo pipefail

tree=$1 log=$2
shift 2
qemu_args=("$@")
here=$(cd "$(dirname "$0")" && pwd)

mkdir -p "$(dirname "$log")"
rm -f "$log.result"
"$here/qemu.sh" -m check -l "$log" "$@"
status=$?

pass=0 fail=0
result=$(tr -d '\r' <"$log" | grep -a -o 'GLASS-RESULT: [0-9]* passed, [0-9]* failed' | tail -n1 || true)
if [ -n "$result" ]; then
	read -r _ pass _ fail _ <<<"$result"
	if [ "$status" != 0 ] && [ "$fail" = 0 ]; then
		echo "check: guest exit status $status despite no failed test" >&2
		fail=1
	fi
else
	echo "check: no GLASS-RESULT line from the guest (exit status $status)" >&2
	fail=1
fi

# The qemu.sh arguments with another kernel (-k).
with_kernel() { # kernel
	local i=0
	swapped=()
	while [ $i -lt ${#qemu_args[@]} ]; do
		if [ "${qemu_args[$i]}" = -k ]; then
			swapped+=(-k "$1")
			i=$((i + 2))
		else
			swapped+=("${qemu_args[$i]}")
			i=$((i + 1))
		fi
	done
}

# A boot checking the stack Glass composes: one test.
stack_boot() { # stack lsms errs arg...
	local args="glass.stack=$1${4:+ ${*:4}}"

	echo "check: booting with $args"
	if "$here/qemu.sh" -m stack -l "$log.stack" -a \
		"$args glassvm.expect=$2 glassvm.expect_err=$3" "${qemu_args[@]}"; then
		echo "ok - $args"
		pass=$((pass + 1))
	else
		tr -d '\r' <"$log.stack" | grep -a -E '^(not )?ok |^# glass' || true
		echo "not ok - $args"
		fail=$((fail + 1))
	fi
}

# A check boot running some selftests: its results are counted.
selftest_boot() { # name append
	local result p f

	echo "check: $1 with $2"
	rm -f "$log.$1"
	"$here/qemu.sh" -m check -l "$log.$1" -a "$2" "${qemu_args[@]}"
	result=$(tr -d '\r' <"$log.$1" | grep -a -o 'GLASS-RESULT: [0-9]* passed, [0-9]* failed' | tail -n1 || true)
	if [ -n "$result" ]; then
		read -r _ p _ f _ <<<"$result"
		pass=$((pass + p)) fail=$((fail + f))
	else
		echo "not ok - $1 with $2: no GLASS-RESULT line"
		fail=$((fail + 1))
	fi
}

# A differential boot: its GLASS-DIFF lines in $log.diff.NAME.
diff_boot() { # name glass|mainline arg...
	local out=$log.diff.$1 kernel=$2

	shift 2
	echo "check: differential boot on $kernel with $*"
	if [ "$kernel" = mainline ]; then
		with_kernel "$NOGLASS_KERNEL"
	else
		swapped=("${qemu_args[@]}")
	fi
	"$here/qemu.sh" -m diff -l "$out.log" -a "$*" "${swapped[@]}" >/dev/null 2>&1
	tr -d '\r' <"$out.log" | grep -a '^GLASS-DIFF ' >"$out" || true
}

# Mainline's GLASS-DIFF lines of PART look like a complete run: enough of
# them, the ones every run prints, no broken child.
sane() { # part file
	local n

	n=$(wc -l <"$2")
	case $1 in
	cap)
		[ "$n" -gt 40 ] && ! grep -qE ' (BROKEN|CRASHED)$' "$2" ;;
	lsm-selftests)
		# Every program ran to its end and gave results.
		[ "$n" -gt 3 ] && grep -q ' exit=' "$2" &&
			! grep -qE ' exit=(12[4-9]|1[3-9][0-9]|2[0-9][0-9])$' "$2" ;;
	selinux)
		[ "$n" -gt 20 ] && grep -qx 'GLASS-DIFF selinux read-secret EACCES' "$2" &&
			grep -qx 'GLASS-DIFF selinux open refuse EACCES' "$2" &&
			! grep -q CHILD_BROKEN "$2" ;;
	*)
		[ "$n" -gt 2 ] && grep -qx "GLASS-DIFF $1 active" "$2" &&
			! grep -q CHILD_BROKEN "$2" ;;
	esac
}

# One differential test: the GLASS-DIFF PART lines of two diff boots.
same_as_mainline() { # part mainline glass
	local m=$log.diff.$1.$2 g=$log.diff.$1.$3 what="$1: $3" unit=lines n

	grep "^GLASS-DIFF $1 " "$log.diff.$2" >"$m" || true
	grep "^GLASS-DIFF $1 " "$log.diff.$3" >"$g" || true
	[ "$1" != cap ] || what="capabilities: $3, $2" unit=cases
	n=$(wc -l <"$m")
	if sane "$1" "$m" && diff -u "$m" "$g"; then
		echo "ok - differential $what: the same as mainline ($n $unit)"
		pass=$((pass + 1))
	else
		echo "not ok - differential $what: differs from mainline (or no output)"
		fail=$((fail + 1))
	fi
}

# Are the differential boots and tests on?  DIFF=0 leaves them out; without
# the mainline kernel they fail once.
differential() {
	[ "${DIFF:-1}" != 0 ] || return 1
	[ ! -f "${NOGLASS_KERNEL:-}" ] || return 0
	if [ -z "${no_mainline:-}" ]; then
		echo "not ok - differential: no mainline kernel (NOGLASS_KERNEL=${NOGLASS_KERNEL:-})"
		fail=$((fail + 1))
		no_mainline=1
	fi
	return 1
}

# Host checks: the boots of scripts/check-boots, in its order.
while read -r -a row; do
	case ${row[0]:-#} in
	'#'*) ;;
	stack) stack_boot "${row[@]:1}" ;;
	check) selftest_boot "${row[1]}" "${row[*]:2}" ;;
	diff) ! differential || diff_boot "${row[@]:1}" ;;
	same) ! differential || same_as_mainline "${row[@]:1}" ;;
	*)
		echo "not ok - check-boots: unknown line '${row[*]}'"
		fail=$((fail + 1))
		;;
	esac
done <"$here/check-boots"

# Host check: checkpatch --strict on Glass's own files, as in the tree
# (CHECKPATCH=0: skipped); its objections to the X-macros over
# lsm_hook_defs.h are set aside, as security.c's own.
files=()
[ "${CHECKPATCH:-1}" = 0 ] ||
for f in "$tree"/security/glass/*.[ch] "$tree"/include/linux/glass.h; do
	[ -f "$f" ] && files+=("${f#"$tree"/}")
done
if [ ${#files[@]} -gt 0 ]; then
	echo "check: checkpatch --strict ${files[*]}"
	# System python first: spdxcheck.py needs python3-ply and python3-git.
	if out=$(cd "$tree" && { PATH=/usr/bin:/bin:$PATH ./scripts/checkpatch.pl --strict --terse \
		--no-summary --show-types -f "${files[@]}" 2>&1 || true; } |
		awk -f "$here/checkpatch-xmacro.awk") && [ -z "$out" ]; then
		echo "ok - checkpatch"
		pass=$((pass + 1))
	else
		printf '%s\n' "$out"
		echo "not ok - checkpatch"
		fail=$((fail + 1))
	fi
fi

# Host check: kernel-doc has nothing to say about the comments that
# Documentation/security/glass.rst pulls in (CHECKPATCH=0: skipped).
if [ ${#files[@]} -gt 0 ]; then
	echo "check: kernel-doc -none -Wall ${files[*]}"
	if out=$(cd "$tree" && perl ./scripts/kernel-doc -none -Wall "${files[@]}" 2>&1) &&
		[ -z "$out" ]; then
		echo "ok - kernel-doc"
		pass=$((pass + 1))
	else
		printf '%s\n' "$out"
		echo "not ok - kernel-doc"
		fail=$((fail + 1))
	fi
fi

# Host check: the published series (make series) gives, file for file,
# the tree these kernels were built from (SERIES=0: skipped).
if [ "${SERIES:-1}" != 0 ] && [ -d "$tree/.git" ]; then
	echo "check: make series, compared with $tree"
	wt=$(dirname "$tree")/series.check
	if scripts/mkseries.sh "$tree" "$(dirname "$tree")/series" "$wt" >/dev/null &&
		d=$("$here/same-tree.sh" "$tree" "$wt"); then
		echo "ok - the published series gives the tested tree"
		pass=$((pass + 1))
	else
		printf '%s\n' "${d:-}" | head -n 20
		echo "not ok - the published series gives the tested tree"
		fail=$((fail + 1))
	fi
	git -C "$tree" worktree remove --force "$wt" 2>/dev/null
fi

echo "$pass passed, $fail failed" | tee "$log.result"
[ "$fail" = 0 ]
