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
# the /sys/kernel/security/lsm expected, the patterns (grep, no spaces,
# comma-separated) Glass's boot messages must match, more boot arguments
# (comma-separated).  "-" for none.
while read -r stack expect errs extra; do
	extra=${extra#-}
	extra=${extra//,/ }
	echo "check: booting with glass.stack=$stack $extra"
	if "$here/qemu.sh" -m stack -l "$log.stack" -a \
		"glass.stack=$stack $extra glassvm.expect=$expect glassvm.expect_err=$errs" "${qemu_args[@]}"; then
		echo "ok - glass.stack=$stack $extra"
		pass=$((pass + 1))
	else
		tr -d '\r' <"$log.stack" | grep -a -E '^(not )?ok |^# glass' || true
		echo "not ok - glass.stack=$stack $extra"
		fail=$((fail + 1))
	fi
done <<'STACKS'
apparmor,yama,tomoyo,apparmor,capability capability,apparmor,tomoyo unknown.module..yama,module..apparmor..named.twice,the.secmark.label.belongs.to.apparmor -
tomoyo capability,tomoyo - -
smack capability,smack - -
apparmor capability,apparmor - -
smack,apparmor capability,smack,apparmor apparmor:.the.secmark.label.belongs.to.smack,.apparmor.does.without.it,the.netlabel.label.belongs.to.smack -
smack,apparmor capability,smack,apparmor smack:.the.secmark.label.belongs.to.apparmor,glass.netlabel=tomoyo:.tomoyo.is.not.composed,the.netlabel.label.belongs.to.smack glass.secmark=apparmor,glass.netlabel=tomoyo
selinux capability,selinux - -
selinux,tomoyo,apparmor capability,selinux,tomoyo,apparmor - -
selinux,smack,tomoyo,apparmor capability,selinux,smack,tomoyo,apparmor selinux:.the.netlabel.label.belongs.to.smack,selinux:.the.secmark.label.belongs.to.smack glass.netlabel=smack,glass.secmark=smack
STACKS

# The same qemu.sh arguments with another kernel (-k).
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

# A check boot running some selftests: its results are counted.
selftest_boot() { # what append
	echo "check: $1 with $2"
	rm -f "$log.$1"
	"$here/qemu.sh" -m check -l "$log.$1" -a "$2" "${qemu_args[@]}"
	result=$(tr -d '\r' <"$log.$1" | grep -a -o 'GLASS-RESULT: [0-9]* passed, [0-9]* failed' | tail -n1 || true)
	if [ -n "$result" ]; then
		set -- $result
		pass=$((pass + $2)) fail=$((fail + $4))
	else
		echo "not ok - $1 with $2: no GLASS-RESULT line"
		fail=$((fail + 1))
	fi
}

# Host check: the matrix of selftests/glass_matrix.c with glasstest
# composed last, under two stack orders (the errno is the first refusal in
# stack order, so cells refused by two modules give different errnos), and
# with SELinux first, its policy loaded by the test (Smack owns NetLabel:
# it cannot do without it); and glass_testmodule, glasstest's own tests.
for stack in smack,tomoyo,apparmor,glasstest apparmor,tomoyo,smack,glasstest \
	selinux,smack,tomoyo,apparmor,glasstest; do
	selftest_boot matrix "glass.stack=$stack glass.netlabel=smack glassvm.tests=glass_matrix,glass_testmodule"
done

# Host check: the secid table's shares, with glasstest, whose label any
# task may set, composed: an unprivileged loop of new label combinations,
# and IMA's rule on a secid the table did not record (glass_share loads an
# IMA policy, so it runs alone).
selftest_boot share "glass.stack=smack,tomoyo,apparmor,glasstest glassvm.tests=glass_share"

# Host check: SELinux composed with Smack, TOMOYO and AppArmor (Smack owns
# NetLabel: it cannot do without it), first, and last, after AppArmor and
# Smack (a composite write with AppArmor's part and a refused SELinux part;
# a long SELinux context that Smack, ahead of it, must not see).  The selftests
# of capabilities that hold for any stack (capget's sets are filled once,
# before AppArmor masks them, in either order); glass_policy, where Smack,
# TOMOYO and AppArmor each refuse with their policy; glass_selinux; then
# glass_selinux_policy, last, where SELinux refuses with its policy.
for stack in selinux,smack,tomoyo,apparmor apparmor,smack,tomoyo,selinux; do
	selftest_boot selinux "glass.stack=$stack glass.netlabel=smack glassvm.tests=glass_caps,glass_capdiff,glass_policy,glass_selinux,glass_selinux_policy"
done

# Host check: differential.  glass_matrix --diff prints each active
# module's decisions (errno per operation, allowed and refused; labels read
# back) in a canonical form.  Each module's lines must be the same on the
# mainline kernel (the same tree without Glass, lsm=MODULE), on Glass
# composing the module alone (glass.stack=MODULE) and on Glass composing
# all three (the others unconfined).  DIFF=0: skipped.
diff_boot() { # name kernel append
	local out=$log.diff.$1
	with_kernel "$2"
	"$here/qemu.sh" -m diff -l "$out.log" -a "$3" "${swapped[@]}" >/dev/null 2>&1
	tr -d '\r' <"$out.log" | grep -a '^GLASS-DIFF ' >"$out" || true
}
# One differential test: the Glass lines @glass equal the mainline lines
# @mainline, which pass the sanity check @sane (a shell condition on the
# file $f, which is @mainline).
same_as_mainline() { # what mainline glass sane count
	local f=$2

	if eval "$4" && diff -u "$2" "$3"; then
		echo "ok - differential $1: the same as mainline ($5)"
		pass=$((pass + 1))
	else
		echo "not ok - differential $1: differs from mainline (or no output)"
		fail=$((fail + 1))
	fi
}
if [ "${DIFF:-1}" != 0 ]; then
	if [ ! -f "${NOGLASS_KERNEL:-}" ]; then
		echo "not ok - differential: no mainline kernel (NOGLASS_KERNEL=${NOGLASS_KERNEL:-})"
		fail=$((fail + 1))
	else
		glass_kernel=
		for ((i = 0; i < ${#qemu_args[@]}; i++)); do
			[ "${qemu_args[$i]}" != -k ] || glass_kernel=${qemu_args[$((i + 1))]}
		done
		# lsm= names the same modules on both kernels: Glass ignores it
		# for the modules it composes, and it leaves out the others
		# (Yama, Landlock, ...) that mainline would leave out.
		echo "check: differential boots (mainline, Glass alone, Glass full stack)"
		diff_boot glass-all "$glass_kernel" "lsm=smack,tomoyo,apparmor"
		for m in smack tomoyo apparmor; do
			diff_boot "mainline-$m" "$NOGLASS_KERNEL" "lsm=$m"
			diff_boot "glass-$m" "$glass_kernel" "glass.stack=$m lsm=$m"
			grep "^GLASS-DIFF $m " "$log.diff.mainline-$m" >"$log.diff.$m.mainline" || true
			for k in glass-$m glass-all; do
				grep "^GLASS-DIFF $m " "$log.diff.$k" >"$log.diff.$m.$k" || true
				n=$(wc -l <"$log.diff.$m.mainline")
				same_as_mainline "$m: $k" "$log.diff.$m.mainline" "$log.diff.$m.$k" \
					"[ $n -gt 2 ] && grep -qx 'GLASS-DIFF $m active' \"\$f\" && ! grep -q CHILD_BROKEN \"\$f\"" \
					"$n lines"
			done
		done
		# SELinux: its capability answers before a policy is loaded,
		# then the dummy policy with glass.te, enforcing
		# (selftests/glass_selinux_policy.c), then glass_matrix's
		# operations under it (--diff-selinux).  The full stack boot
		# gives NetLabel to Smack, which cannot do without it.
		diff_boot mainline-selinux "$NOGLASS_KERNEL" "lsm=selinux"
		diff_boot glass-selinux "$glass_kernel" "glass.stack=selinux lsm=selinux"
		diff_boot glass-selinux-all "$glass_kernel" \
			"glass.stack=selinux,smack,tomoyo,apparmor glass.netlabel=smack lsm=selinux,smack,tomoyo,apparmor"
		grep "^GLASS-DIFF selinux " "$log.diff.mainline-selinux" >"$log.diff.selinux.mainline" || true
		for k in glass-selinux glass-selinux-all; do
			grep "^GLASS-DIFF selinux " "$log.diff.$k" >"$log.diff.selinux.$k" || true
			n=$(wc -l <"$log.diff.selinux.mainline")
			same_as_mainline "selinux: $k" "$log.diff.selinux.mainline" "$log.diff.selinux.$k" \
				"[ $n -gt 20 ] && grep -qx 'GLASS-DIFF selinux read-secret EACCES' \"\$f\" &&
				 grep -qx 'GLASS-DIFF selinux open refuse EACCES' \"\$f\" && ! grep -q CHILD_BROKEN \"\$f\"" \
				"$n lines"
		done
		# commoncap's hooks, with and without the capability
		# (selftests/glass_capdiff.c): every Glass boot answers as
		# mainline does with the same module.
		for m in smack tomoyo apparmor selinux; do
			grep '^GLASS-DIFF cap ' "$log.diff.mainline-$m" >"$log.diff.cap.mainline-$m" || true
			others=glass-all
			[ $m != selinux ] || others=glass-selinux-all
			for k in glass-$m $others; do
				grep '^GLASS-DIFF cap ' "$log.diff.$k" >"$log.diff.cap.$k" || true
				n=$(wc -l <"$log.diff.cap.mainline-$m")
				same_as_mainline "capabilities: $k, mainline-$m" \
					"$log.diff.cap.mainline-$m" "$log.diff.cap.$k" \
					"[ $n -gt 40 ] && ! grep -qE ' (BROKEN|CRASHED)\$' \"\$f\"" "$n cases"
			done
		done
	fi
fi

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
