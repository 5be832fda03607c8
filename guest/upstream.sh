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
