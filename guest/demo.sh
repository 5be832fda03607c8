#!/bin/sh
# Glass demo: Smack, TOMOYO and AppArmor each refuse an access in one boot.
#
# usage: demo.sh [module...]   (default: smack tomoyo apparmor)
#
# First the task's labels as /proc/self/attr/current gives them, every
# module's in one context, checked against each module's own file.  Then
# for every module the demo shows one access its policy allows and one it
# refuses, with the errno and the module's own log line as evidence.
# Exits 0 only if every refusal (and every allowed access) went as expected.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
SECFS=/sys/kernel/security
TOMOYO=$SECFS/tomoyo
SMACKFS=/sys/fs/smackfs
SMACK_DIR=/tmp/glass-smack
FAILED=

MODULES=${*:-smack tomoyo apparmor}

fail() {
	echo "FAIL     $*"
	FAILED="$FAILED $1"
}

# errno name of a busybox error message.
errno_of() {
	case "$1" in
	*"Permission denied"*) echo EACCES ;;
	*"Operation not permitted"*) echo EPERM ;;
	"") echo none ;;
	*) echo "unknown($1)" ;;
	esac
}

# Kernel log lines after line $1 matching the pattern $2; the audit records
# reach the log through kauditd, so give them a moment.
new_log() {
	i=0
	while [ $i -lt 30 ]; do
		line=$(dmesg | tail -n +"$(($1 + 1))" | grep -e "$2" | tail -n 1)
		if [ -n "$line" ]; then
			echo "$line"
			return 0
		fi
		usleep 100000
		i=$((i + 1))
	done
	return 1
}

# TOMOYO logs to its own audit file rather than the kernel log.  A record
# is a header line, the domain and the refused ACL; print the records whose
# ACL contains $1 on one line.
tomoyo_record() {
	awk -v pat="$1" '
		/^#/ {
			hdr = $0
			sub(/^#[^#]*# /, "", hdr)
			sub(/ \(global-pid.*/, "", hdr)
			dom = ""
			next
		}
		dom == "" { dom = $0; next }
		index($0, pat) { print dom " | " $0 " | " hdr }
	' "$TOMOYO/audit"
}

log_lines() {
	dmesg | wc -l
}

# Run sh -c "$1", print "rc errno" of its failure.
attempt() {
	if err=$(sh -c "$1" 2>&1 >/dev/null); then
		echo "0 none"
	else
		echo "1 $(errno_of "$err")"
	fi
}

# allowed MODULE WHAT COMMAND
allowed() {
	# shellcheck disable=SC2046 # "rc errno" splits into two words
	set -- "$1" "$2" "$3" $(attempt "$3")
	if [ "$4" = 0 ]; then
		echo "ALLOWED  $1: $2"
	else
		fail "$1: $2 was refused ($5); the policy allows it"
	fi
}

# refused MODULE WHAT ERRNO COMMAND LOGPATTERN
refused() {
	mark=$(log_lines)
	# shellcheck disable=SC2046 # "rc errno" splits into two words
	set -- "$@" $(attempt "$4")
	if [ "$6" = 0 ]; then
		fail "$1: $2 was allowed; the policy refuses it"
		return
	fi
	if [ "$7" != "$3" ]; then
		fail "$1: $2 failed with $7, expected $3"
		return
	fi
	if [ "$1" = tomoyo ]; then
		evidence=$(tomoyo_record "$5")
	else
		evidence=$(new_log "$mark" "$5") || evidence=
	fi
	if [ -z "$evidence" ]; then
		fail "$1: $2 refused with $7 but no log record matches '$5'"
		return
	fi
	echo "REFUSED  $1: $2 -> $7"
	echo "         evidence: $evidence"
}

demo_smack() {
	# A tmpfs of our own: it keeps the security.SMACK64 xattr that holds a
	# file's label.  A file gets the label of the task creating it.
	mkdir -p "$SMACK_DIR"
	grep -q " $SMACK_DIR tmpfs " /proc/mounts ||
		mount -t tmpfs glass-smack "$SMACK_DIR"
	for label in Secret Public; do
		file=$SMACK_DIR/$(echo "$label" | tr '[:upper:]' '[:lower:]')
		sh -c "echo $label >/proc/self/attr/smack/current &&
			echo 'smack $label' >$file" || {
			fail "smack: cannot create $file labelled $label"
			return
		}
	done
	# Root keeps CAP_MAC_OVERRIDE when it changes its label, and that
	# overrides every Smack rule.  onlycap grants Smack privilege only to
	# the labels listed: the demo's own floor label "_", not Worker.
	onlycap=$(cat "$SMACKFS/onlycap")
	echo _ >"$SMACKFS/onlycap"
	worker="echo Worker >/proc/self/attr/smack/current && exec cat"
	allowed smack "task Worker reads file Public ($SMACK_DIR/public)" \
		"$worker $SMACK_DIR/public"
	refused smack "task Worker reads file Secret ($SMACK_DIR/secret)" \
		EACCES "$worker $SMACK_DIR/secret" \
		'lsm=SMACK.*action=denied.*subject="Worker" object="Secret"'
	# An invalid label ("-") empties the list again.
	echo "${onlycap:--}" >"$SMACKFS/onlycap"
}

demo_tomoyo() {
	echo 'tomoyo secret' >/tmp/tomoyo-secret
	echo 'tomoyo public' >/tmp/tomoyo-public
	# Drain old records so the evidence is from this refusal.
	cat "$TOMOYO/audit" >/dev/null
	# Enter the enforcing domain by a manual domain transition; then only
	# shell builtins run, as the domain may not execute anything.
	enter="echo '<kernel> /glass/tomoyo_target' >$TOMOYO/self_domain &&"
	allowed tomoyo "domain <kernel> /glass/tomoyo_target reads /tmp/tomoyo-public" \
		"$enter read -r x </tmp/tomoyo-public"
	refused tomoyo "domain <kernel> /glass/tomoyo_target reads /tmp/tomoyo-secret" \
		EPERM "$enter read -r x </tmp/tomoyo-secret" \
		'file read /tmp/tomoyo-secret'
}

demo_apparmor() {
	echo 'apparmor secret' >/tmp/aa-secret
	echo 'apparmor public' >/tmp/aa-public
	# change_onexec: the exec'd cat runs confined by glass_demo.
	enter='echo "exec glass_demo" >/proc/self/attr/apparmor/exec && exec'
	echo "         confined view: $(sh -c "$enter cat /proc/self/attr/apparmor/current")"
	allowed apparmor "profile glass_demo reads /tmp/aa-public" \
		"$enter cat /tmp/aa-public"
	refused apparmor "profile glass_demo reads /tmp/aa-secret" \
		EACCES "$enter cat /tmp/aa-secret" \
		'apparmor="DENIED".*profile="glass_demo".*name="/tmp/aa-secret"'
}

# One module's part of a context: quoted if it holds a separator.
ctx_value() {
	case "$1" in
	*' '*|*'	'*|*'('*|*')'*|*','*|*'='*|*'"'*|*\\*|'') printf '"%s"' "$1" ;;
	*) printf '%s' "$1" ;;
	esac
}

# /proc/self/attr/current names every module with a process label, in
# stack order, as one context; each part must be what the module's own
# file says.  (SELinux has no file of its own in 6.12: shown, not checked.)
composite() {
	ctx=$(cat /proc/self/attr/current) || {
		fail "attr: /proc/self/attr/current cannot be read"
		return
	}
	want='' n=0 check=1
	for m in $(tr ',' ' ' <$SECFS/lsm); do
		case "$m" in
		smack|apparmor) ;;
		selinux) check=''; continue ;;
		*) continue ;;
		esac
		own=$(cat "/proc/self/attr/$m/current")
		want="$want${want:+,}$m=$(ctx_value "$own")"
		last=$own
		n=$((n + 1))
	done
	[ "$n" != 1 ] || want=$last
	[ "$n" -lt 2 ] || want="($want)"
	if [ -n "$check" ] && [ "$ctx" != "$want" ]; then
		fail "attr: /proc/self/attr/current reads '$ctx', the modules' own files '$want'"
		return
	fi
	echo "COMPOSED $ctx"
	[ -z "$check" ] ||
		echo "         each part is that module's own /proc/self/attr/<module>/current"
}

echo "== Glass demo on $(uname -r)"
echo "== /sys/kernel/security/lsm: $(cat $SECFS/lsm)"
echo "== /proc/self/attr/current: this task's labels, every module's, in stack order"
composite
echo "== this task as each module sees it"
active() {
	tr ',' '\n' <$SECFS/lsm | grep -qx "$1"
}
if active smack; then
	echo "   smack:    $(cat /proc/self/attr/smack/current)"
fi
if active apparmor; then
	echo "   apparmor: $(cat /proc/self/attr/apparmor/current)"
fi
if active tomoyo; then
	echo "   tomoyo:   $(cat $TOMOYO/self_domain)"
fi

echo "== loading policy"
# shellcheck disable=SC2086 # one word per module
"$HERE/load-policy.sh" $MODULES || {
	echo "FAIL     policy did not load"
	exit 1
}

# Audit records reach the console through printk_ratelimit(); the default
# burst of 10 could swallow the evidence.
echo 1000 >/proc/sys/kernel/printk_ratelimit_burst

echo "== refusals"
for m in $MODULES; do
	case "$m" in
	smack|tomoyo|apparmor) "demo_$m" ;;
	*) fail "$m: unknown module" ;;
	esac
done

if [ -n "$FAILED" ]; then
	echo "== demo FAILED:$FAILED"
	exit 1
fi
echo "== demo PASSED: $MODULES each refused an access under its own policy"
