# The kernel's own selftests in the guest (busybox sh, sourced by
# check.sh and init): /selftests/upstream-SUITE/PROGRAM, built from the
# tree of the kernel under test (tools/testing/selftests/SUITE).

# upstream_display: the display the kernel's own selftests run under on
# Glass; nothing to print on mainline and where Glass shows one module's
# label.  They read /proc/self/attr/current as the framework alone defines
# it: the first module's value (security_getprocattr() with no module
# named), which lsm_get_self_attr_test's basic_lsm_get_self_attr compares
# with the first lsm_ctx.  Glass shows the composite there while two
# composed modules have process labels; the display of the first of them,
# in stack order, gives the framework's answer (the admin guide, "The
# display choice").
upstream_display() {
	local m rest

	[ -f /sys/kernel/security/glass/display ] || return 0
	case $(cat /proc/self/attr/current 2>/dev/null) in
	'('*) ;;
	*) return 0 ;;
	esac
	while read -r m rest; do
		case $m in
		selinux | smack | apparmor)
			echo "$m"
			return 0
			;;
		esac
	done </sys/kernel/security/glass/stack
}

# upstream_run PROGRAM: run it (in /tmp) under upstream_display's display.
upstream_run() {
	local display

	display=$(upstream_display)
	if [ -n "$display" ]; then
		echo "# $1: under glass-exec --display=$display (attr/current as the framework alone shows it)"
		(cd /tmp && exec glass-exec --display="$display" -- "$1")
	else
		(cd /tmp && exec "$1")
	fi
}

# upstream_diff SUITE: each result of each program of the suite as
#   GLASS-DIFF lsm-selftests PROGRAM.TEST ok|not-ok|skip
#   GLASS-DIFF lsm-selftests PROGRAM exit=STATUS
# (PART is the suite's name with "-selftests"), for scripts/check.sh to
# compare with mainline's.
upstream_diff() {
	local t rc out=/tmp/upstream-diff

	for t in /selftests/upstream-"$1"/*; do
		[ -f "$t" ] && [ -x "$t" ] || continue
		upstream_run "$t" </dev/null >"$out" 2>&1
		rc=$?
		awk -v part="$1-selftests" -v prog="${t##*/}" '
			$1 == "ok" || ($1 == "not" && $2 == "ok") {
				res = $1 == "ok" ? "ok" : "not-ok"
				name = $1 == "ok" ? $3 : $4
				if ($0 ~ /# *SKIP/)
					res = "skip"
				sub(/^global\./, "", name)
				print "GLASS-DIFF " part " " prog "." name " " res
			}' "$out"
		echo "GLASS-DIFF $1-selftests ${t##*/} exit=$rc"
	done
	rm -f "$out"
}
