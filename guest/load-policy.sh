#!/bin/sh
# Load the Glass demo policy of Smack, AppArmor and TOMOYO.
#
# usage: load-policy.sh [smack] [apparmor] [tomoyo]
#
# With no argument every one of the three modules that is active (listed
# in /sys/kernel/security/lsm) is loaded and the others are reported as
# skipped; a module named on the command line must be active.  Loading
# twice is harmless: each load replaces or merges into what is there.
# Exits non-zero, saying why, when a load fails.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
# One copy of the policy, shipped with the selftests.
POLICY=$HERE/../selftests/policy
SECFS=/sys/kernel/security
SMACKFS=/sys/fs/smackfs
TOMOYO=$SECFS/tomoyo

die() {
	echo "load-policy: FAIL: $*" >&2
	exit 1
}

say() {
	echo "load-policy: $*"
}

ensure_mount() {	# fstype dir
	grep -q " $2 $1 " /proc/mounts && return 0
	mount -t "$1" "$1" "$2" || die "cannot mount $1 on $2"
}

lsm_active() {
	tr ',' '\n' <"$SECFS/lsm" | grep -qx "$1"
}

load_smack() {
	ensure_mount smackfs "$SMACKFS"
	# smackfs takes no comments and no partial writes: one rule per open.
	grep -v -e '^#' -e '^[[:space:]]*$' "$POLICY/smack/rules" |
	while read -r subject object access; do
		echo "$subject $object $access" >"$SMACKFS/load2" ||
			die "smack: rule '$subject $object $access' refused"
		say "smack: rule $subject $object $access"
	done
	# A rule granting nothing is not listed back, so check the other one.
	grep -qx 'Worker Public r' "$SMACKFS/load2" ||
		die "smack: rule 'Worker Public r' not in $SMACKFS/load2"
}

load_apparmor() {
	command -v apparmor_parser >/dev/null ||
		die "apparmor: apparmor_parser is not installed"
	# -r replaces the profiles if they are loaded already; -K: the guest
	# keeps no policy cache; the guest has no parser.conf either.
	apparmor_parser -r -K --config-file=/dev/null "$POLICY/apparmor/glass" ||
		die "apparmor: apparmor_parser failed on $POLICY/apparmor/glass"
	for p in glass_demo glass_caps; do
		grep -qx "$p (enforce)" "$SECFS/apparmor/profiles" ||
			die "apparmor: profile $p not loaded in enforce mode"
		say "apparmor: profile $p (enforce)"
	done
}

# Is TOMOYO enforcing?  Ask it: once active, the target domain may not
# read /proc/self/stat.  (The kernel log may have been cleared.)
tomoyo_active() {
	rc=0
	sh -c "echo '<kernel> /glass/tomoyo_target' >$TOMOYO/self_domain || exit 2
		read -r x </proc/self/stat" 2>/dev/null || rc=$?
	case $rc in
	0) return 1 ;;
	1) return 0 ;;
	*) die "tomoyo: cannot enter <kernel> /glass/tomoyo_target" ;;
	esac
}

# Value of a TOMOYO_* boot parameter, or the kernel's default.
tomoyo_param() {	# name default
	v=$(tr ' ' '\n' </proc/cmdline | sed -n "s/^$1=//p" | tail -n 1)
	echo "${v:-$2}"
}

tomoyo_load_files() {
	command -v tomoyo-loadpolicy >/dev/null ||
		die "tomoyo: tomoyo-loadpolicy is not installed"
	# Profiles and managers first: once TOMOYO is active only a manager
	# may write policy.  Appending is idempotent: the kernel merges
	# entries it already has.
	tomoyo-loadpolicy -p <"$POLICY/tomoyo/profile.conf" ||
		die "tomoyo: loading profile.conf failed"
	tomoyo-loadpolicy -m <"$POLICY/tomoyo/manager.conf" ||
		die "tomoyo: loading manager.conf failed"
	tomoyo-loadpolicy -e <"$POLICY/tomoyo/exception_policy.conf" ||
		die "tomoyo: loading exception_policy.conf failed"
	tomoyo-loadpolicy -d <"$POLICY/tomoyo/domain_policy.conf" ||
		die "tomoyo: loading domain_policy.conf failed"
	# The kernel ignores lines it cannot parse, so read the policy back.
	grep -q '^1-CONFIG::file={ mode=enforcing' "$TOMOYO/profile" ||
		die "tomoyo: profile 1 is not enforcing file access"
	grep -qx 'keep_domain any from <kernel>' "$TOMOYO/exception_policy" ||
		die "tomoyo: keep_domain any from <kernel> missing"
	grep -qx 'task manual_domain_transition <kernel> /glass/tomoyo_target' \
		"$TOMOYO/domain_policy" ||
		die "tomoyo: manual_domain_transition missing"
	grep -qx 'file read /tmp/tomoyo-public' "$TOMOYO/domain_policy" ||
		die "tomoyo: ACL of <kernel> /glass/tomoyo_target missing"
}

# TOMOYO enforces nothing until it is activated, which happens once: when
# the "trigger" program is executed, the kernel runs the "loader"
# (TOMOYO_loader=, default /sbin/tomoyo-init) and then activates.  The
# trigger is TOMOYO_trigger= or CONFIG_SECURITY_TOMOYO_ACTIVATION_TRIGGER
# (/sbin/tomoyo-activate in config/glass.config, /sbin/init by default).
tomoyo_activate() {
	loader=$(tomoyo_param TOMOYO_loader /sbin/tomoyo-init)
	trigger=$(tomoyo_param TOMOYO_trigger "")
	if [ -z "$trigger" ]; then
		trigger=/sbin/tomoyo-activate
		[ -e "$trigger" ] || trigger=/sbin/init
	fi
	# Debian's tomoyo-init loads /etc/tomoyo/*.conf.  Beware: given an
	# /etc/tomoyo without profile.conf it prompts on the console forever.
	mkdir -p /etc/tomoyo
	for f in profile manager exception_policy domain_policy; do
		cp "$POLICY/tomoyo/$f.conf" "/etc/tomoyo/$f.conf"
	done
	if [ ! -e "$loader" ]; then
		mkdir -p "$(dirname "$loader")"
		cat >"$loader" <<-EOF
		#!/bin/sh
		# Written by $HERE/load-policy.sh: TOMOYO policy loader.
		for f in profile:-p manager:-m exception_policy:-e domain_policy:-d; do
			tomoyo-loadpolicy \${f#*:} </etc/tomoyo/\${f%%:*}.conf
		done
		EOF
		chmod 755 "$loader"
		say "tomoyo: wrote loader $loader"
	fi
	[ -x "$trigger" ] || die "tomoyo: activation trigger $trigger missing"
	# Run as anything but PID 1, busybox init only exits: harmless.  Any
	# other init could take over; refuse it.
	case "$trigger:$(readlink -f "$trigger")" in
	/sbin/init:*/busybox | *:*/tomoyo-activate | *:*/true) ;;
	*) die "tomoyo: will not run $trigger to activate TOMOYO" ;;
	esac
	say "tomoyo: activating (trigger $trigger, loader $loader)"
	"$trigger" </dev/null >/dev/null 2>&1 || true
	tomoyo_active || die "tomoyo: still not enforcing after activation; see dmesg"
}

load_tomoyo() {
	# Before activation anyone may write policy; after it, only managers
	# (manager.conf).  Load, activate if need be, load again: the loader
	# may have defined profiles of its own.
	tomoyo_load_files
	tomoyo_active || tomoyo_activate
	tomoyo_load_files
	say "tomoyo: profile 1 enforcing for <kernel> /glass/tomoyo_target"
}

ensure_mount securityfs "$SECFS"
say "active LSMs: $(cat "$SECFS/lsm")"

if [ $# -eq 0 ]; then
	for m in smack apparmor tomoyo; do
		if lsm_active "$m"; then
			set -- "$@" "$m"
		else
			say "$m: not active, skipped"
		fi
	done
fi

for m in "$@"; do
	case "$m" in
	smack|apparmor|tomoyo) ;;
	*) die "unknown module '$m'" ;;
	esac
	lsm_active "$m" || die "$m is not an active LSM"
	"load_$m"
done
say "done: $*"
