#!/bin/bash
# Host side of `make check`: boot the guest in check mode, take its
# GLASS-RESULT line, add the host-side checks, and end with the line
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
	set -- $result
	pass=$2 fail=$4
	if [ "$status" != 0 ] && [ "$fail" = 0 ]; then
		echo "check: guest exit status $status despite no failed test" >&2
		fail=1
	fi
else
	echo "check: no GLASS-RESULT line from the guest (exit status $status)" >&2
	fail=1
fi

# Host check: the stack is chosen at boot.  Each line: glass.stack= value,
# the /sys/kernel/security/lsm expected, the words Glass's boot errors name.
while read -r stack expect errs; do
	echo "check: booting with glass.stack=$stack"
	if "$here/qemu.sh" -m stack -l "$log.stack" -a \
		"glass.stack=$stack glassvm.expect=$expect glassvm.expect_err=$errs" "${qemu_args[@]}"; then
		echo "ok - glass.stack=$stack"
		pass=$((pass + 1))
	else
		tr -d '\r' <"$log.stack" | grep -a -E '^(not )?ok |^# glass' || true
		echo "not ok - glass.stack=$stack"
		fail=$((fail + 1))
	fi
done <<'STACKS'
apparmor,selinux,tomoyo,apparmor,capability capability,apparmor,tomoyo selinux,apparmor
tomoyo capability,tomoyo -
smack,apparmor capability,smack,apparmor -
STACKS

# Host check: the matrix of selftests/glass_matrix.c with glasstest
# composed last, under two stack orders (the errno is the first refusal in
# stack order, so cells refused by two modules give different errnos).
for stack in smack,tomoyo,apparmor,glasstest apparmor,tomoyo,smack,glasstest; do
	echo "check: matrix with glass.stack=$stack"
	rm -f "$log.matrix"
	"$here/qemu.sh" -m check -l "$log.matrix" -a \
		"glass.stack=$stack glassvm.tests=glass_matrix" "${qemu_args[@]}"
	result=$(tr -d '\r' <"$log.matrix" | grep -a -o 'GLASS-RESULT: [0-9]* passed, [0-9]* failed' | tail -n1 || true)
	if [ -n "$result" ]; then
		set -- $result
		pass=$((pass + $2)) fail=$((fail + $4))
	else
		echo "not ok - matrix with glass.stack=$stack: no GLASS-RESULT line"
		fail=$((fail + 1))
	fi
done

# Host check: checkpatch --strict on Glass's own files, as in the tree
# (CHECKPATCH=0: skipped).
files=()
[ "${CHECKPATCH:-1}" = 0 ] ||
for f in "$tree"/security/glass/*.[ch] "$tree"/include/linux/glass.h; do
	[ -f "$f" ] && files+=("${f#"$tree"/}")
done
if [ ${#files[@]} -gt 0 ]; then
	echo "check: checkpatch --strict ${files[*]}"
	# System python first: spdxcheck.py needs python3-ply and python3-git.
	if (cd "$tree" && PATH=/usr/bin:/bin:$PATH ./scripts/checkpatch.pl --strict --terse --no-summary --show-types \
		-f "${files[@]}"); then
		echo "ok - checkpatch"
		pass=$((pass + 1))
	else
		echo "not ok - checkpatch"
		fail=$((fail + 1))
	fi
fi

echo "$pass passed, $fail failed" | tee "$log.result"
[ "$fail" = 0 ]
