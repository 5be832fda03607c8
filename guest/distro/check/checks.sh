# The checks of `make check-distro`, sourced by run, which runs each
# check_NAME in the order of checks below.  Helpers (pass, fail, expect,
# refused, mask, glass_only, $out, $here, $kernel) come from run.

# The order the checks run in (glassvm.checks= runs some of them, still in
# this order).  The boot as systemd saw it first, SELinux's view of the same
# boot next; the modules one by one; the load, the regression suites and
# the other LSMs.  SELinux, enforcing since 01_selinux, is looked at again
# after all of them; kmemleak scans after every other check, and lockdown
# goes last: it cannot be lowered again, and it closes debugfs.
# shellcheck disable=SC2034 # run reads it
checks=(
	01_boot
	01_selinux
	02_apparmor_profiles
	03_apparmor_service
	04_smack_service
	05_tomoyo
	06_landlock
	07_yama
	08_bpf_lsm
	09_labels
	10_load
	11_aa_regression
	12_network_labels
	13_compat
	14_ltp_smack
	15_ima
	16_ipe
	17_safesetid
	20_ct_apparmor
	21_ct_selinux
	90_selinux_after
	98_kmemleak
	99_lockdown
)

# audit_logged WHAT FILTER MATCH: auditd wrote a record with both strings.
# ausearch 3.0.9 (Debian 12) skips AppArmor's and Smack's AVC records as
# malformed (audit-userspace #351, on mainline too), so their denials are
# read from the log itself, on either Debian.
audit_logged() {
	sleep 1
	if grep -F -- "$2" /var/log/audit/audit.log | grep -qF -- "$3"; then
		pass "audit: auditd logged $1"
	else
		fail "audit: auditd did not log $1"
	fi
}

# The boot as systemd saw it; the host compares these files with mainline's.
# The boot's journal lines of priority warning and above.  Once (7.3, the
# SELinux image) journalctl gave none at all, where the same boot's kernel
# log had its usual warnings and a later boot's journal had them too: an
# empty answer is asked again, and each try's status goes to the log.
# journalctl writes to a pipe, its errors where the check's go, as before:
# under SELinux it runs in its own domain, and a file of the check's would
# add denials of its own to the permissive boot's list.
journal_warnings() {
	local i rc w
	for i in 1 2 3; do
		rc=0
		w=$(journalctl -b -p warning --no-pager -o cat) || rc=$?
		echo "### journalctl -b -p warning, try $i: exit $rc, $(grep -c . <<<"$w") lines" >>"$log"
		[ -z "$w" ] || break
		sleep 2
	done
	[ -z "$w" ] || printf '%s\n' "$w"
}

check_01_boot() {
	local state
	state=$(systemctl is-system-running --wait)
	echo "$state" >"$out/state"
	if [ "$state" = running ]; then
		pass "systemd: is-system-running: running"
	else
		fail "systemd: is-system-running: $state ($(systemctl --failed --no-legend --plain | awk '{ print $1 }' | xargs))"
	fi
	systemd-analyze time >"$out/boot-time" 2>&1
	# The check's own unit and the getty of this console are the same on
	# both kernels; units whose name holds a number (devices) are masked.
	systemctl list-units --all --no-legend --plain |
		awk '$3 == "active" || $3 == "failed" { print $1, $3, $4 }' |
		mask | LC_ALL=C sort -u >"$out/units"
	journal_warnings | mask | LC_ALL=C sort >"$out/journal-warnings"
	ps -eo label,comm --no-headers | mask | LC_ALL=C sort -u >"$out/ps-labels"
	pass "systemd: boot recorded ($(head -n1 "$out/boot-time"))"
}

# SELinux with Debian's reference policy (the SELinux image, make
# check-distro-selinux; lsm= or glass.stack= names selinux): systemd loaded
# the policy, permissive as /etc/selinux/config says; SELinux's unmodified
# programs; then enforcing for the rest of the boot, where dmesg's confined
# domain is refused a file.  The host compares every selinux-* file with
# mainline lsm=selinux's.
check_01_selinux() {
	lsm_on selinux || return 0
	local f=$out/selinux-programs s
	expect "selinux: systemd loaded Debian's reference policy" \
		bash -c 'sestatus | grep -Eq "^Loaded policy name: +default$"'
	expect "selinux: permissive at boot, as /etc/selinux/config says" \
		bash -c '[ "$(getenforce)" = Permissive ]'
	sestatus >"$out/selinux-sestatus"
	systemd-analyze blame --no-pager 2>&1 | head -n 8 >"$out/boot-blame"
	# Every process's domain (the kernel's threads, named by work, and
	# short-lived workers such as "(udev-worker)" aside) and the labels
	# setfiles gave some files.
	ps -eo label,comm --no-headers | grep -v '^system_u:system_r:kernel_t:' |
		grep -v ' (.*)$' | mask | LC_ALL=C sort -u >"$out/selinux-ps"
	ls -dZ /etc/shadow /etc/hostname /usr/bin/dmesg /usr/lib/systemd/systemd \
		/root/.bashrc /var/log/audit /dev/null /tmp /run/systemd >"$out/selinux-files" 2>&1
	# The permissive boot's denials, by permission, domain and target:
	# which process meets a denial first (and names the object) varies.
	# All three logs: before auditd starts, the kernel's log drops what
	# exceeds printk_ratelimit(), and the journal has it.  Which log had
	# which: selinux-boot-avc-sources.
	selinux_avc permissive=1 "audit kernel journal" | cut -d' ' -f2,4- |
		LC_ALL=C sort -u >"$out/selinux-boot-avc"
	for s in audit kernel journal; do
		selinux_avc permissive=1 $s | sed "s/^/$s: /"
	done >"$out/selinux-boot-avc-sources"
	journalctl -k -b --no-pager -o cat | grep 'callbacks suppressed' >>"$out/selinux-boot-avc-sources"
	if glass_only; then
		# Smack is composed on Debian 12's image only (check-distro.sh).
		local want='(selinux=system_u:system_r:initrc_t:s0,apparmor=unconfined)' n=three
		if lsm_on smack; then
			want='(selinux=system_u:system_r:initrc_t:s0,smack=_,apparmor=unconfined)' n=four
		fi
		glass-exec --display=composite cat /proc/self/attr/current >"$out/selinux-composite"
		echo >>"$out/selinux-composite"
		expect "selinux: /proc/self/attr/current under the composite display names $n modules" \
			grep -qxF "$want" "$out/selinux-composite"
	fi
	# libselinux's readers and writers of /proc/self/attr (getcon,
	# setexeccon, setfscreatecon) and of file labels, unmodified.
	{
		echo "id -Z: $(id -Z)"
		echo "pid 1: $(tr -d '\0' </proc/1/attr/current)"
		echo "runcon: $(runcon -t dmesg_t -- cat /proc/self/attr/current 2>&1 | tr -d '\0')"
		echo x >/etc/glass-relabel
		chcon -t user_home_t /etc/glass-relabel
		ls -Z /etc/glass-relabel
		restorecon -v /etc/glass-relabel
		ls -Z /etc/glass-relabel
		matchpathcon /etc/shadow
		rm -rf /tmp/glass-mkdir-z
		mkdir -Z /tmp/glass-mkdir-z && ls -dZ /tmp/glass-mkdir-z
		install -Z /etc/hostname /etc/glass-install-z && ls -Z /etc/glass-install-z
	} >"$f" 2>&1
	expect "selinux: id -Z: the check runs in initrc_t" grep -qx 'id -Z: system_u:system_r:initrc_t:s0' "$f"
	expect "selinux: runcon -t (setexeccon) runs a command in that domain" \
		grep -qx 'runcon: system_u:system_r:dmesg_t:s0' "$f"
	expect "selinux: restorecon relabels a file chcon changed" \
		grep -qx 'system_u:object_r:etc_t:s0 /etc/glass-relabel' "$f"
	expect "selinux: mkdir -Z creates with the policy's label" \
		grep -qx 'system_u:object_r:initrc_tmp_t:s0 /tmp/glass-mkdir-z' "$f"
	# journald keeps a logged message's SCM_SECURITY as _SELINUX_CONTEXT.
	local tag=glasscheck$RANDOM
	logger -t $tag "hello from glass-check"
	sleep 1
	journalctl -t $tag -o verbose --no-pager | sed -n 's/^ *_SELINUX_CONTEXT=//p' \
		>"$out/selinux-journal-context"

	setenforce 1
	expect "selinux: setenforce 1: enforcing" bash -c '[ "$(getenforce)" = Enforcing ]'
	# dmesg_exec_t enters dmesg_t: it may read the kernel's log, not
	# /etc/shadow (shadow_t), whoever starts it.
	expect "selinux: enforcing, dmesg (dmesg_t) reads the kernel log" \
		bash -c 'dmesg | grep -q "Linux version"'
	refused "selinux: enforcing, dmesg (dmesg_t) is refused /etc/shadow" "Permission denied" \
		dmesg -F /etc/shadow
	refused "selinux: enforcing, a systemd service running dmesg is refused /etc/shadow" \
		"Permission denied" systemd-run --quiet --wait --pipe --collect /usr/bin/dmesg -F /etc/shadow
	refused "selinux: enforcing, SELinuxContext= service in dmesg_t is refused /etc/shadow" \
		"Permission denied" systemd-run --quiet --wait --pipe --collect \
		-p SELinuxContext=system_u:system_r:dmesg_t:s0 /usr/bin/dmesg -F /etc/shadow
	sleep 1
	selinux_avc permissive=0 >"$out/selinux-avc"
	expect "selinux: auditd logged dmesg_t's denial" grep -qx \
		'dmesg read shadow system_u:system_r:dmesg_t:s0 system_u:object_r:shadow_t:s0 file permissive=0' \
		"$out/selinux-avc"
	expect "selinux: ausearch -m avc finds it" \
		bash -c 'ausearch -m avc -c dmesg --raw | grep -q "scontext=system_u:system_r:dmesg_t:s0 tcontext=system_u:object_r:shadow_t:s0"'
}

# After the other modules' checks, which ran with SELinux enforcing: the
# system is still running, and real services restart in their domains.
check_90_selinux_after() {
	lsm_on selinux || return 0
	systemctl restart systemd-logind.service systemd-networkd.service
	{
		getenforce
		systemctl is-system-running
		ps -eo label,comm --no-headers | grep -E ' (systemd-logind|systemd-network)$'
	} >"$out/selinux-after" 2>&1
	expect "selinux: still enforcing, system running, logind and networkd restarted in their domains" \
		grep -qx 'system_u:system_r:systemd_logind_t:s0 systemd-logind' "$out/selinux-after"
	expect "selinux: systemctl is-system-running: running, enforcing" \
		bash -c 'printf "Enforcing\nrunning\n" | cmp -s - <(head -n2 "$1")' - "$out/selinux-after"
}

# avc_lines SOURCE: SELinux's denials as SOURCE logged them.  audit:
# auditd's log, from auditd's start.  kernel: the kernel's log, where
# kauditd prints a record while no auditd runs, at most 10 in 5 s
# (printk_ratelimit()).  journal: journald's audit socket
# (systemd-journald-audit.socket), every record from journald's start,
# before auditd's.
avc_lines() {
	case $1 in
	audit) grep -a 'avc:  denied' /var/log/audit/audit.log ;;
	kernel) journalctl -k -b --no-pager -o cat | grep -a 'avc:  denied' ;;
	journal) journalctl -b _TRANSPORT=audit --no-pager -o cat | grep -a 'avc:  denied' ;;
	esac
}

# selinux_avc MATCH [SOURCES]: SELinux's denials with MATCH, from SOURCES
# (avc_lines; default auditd's log and the kernel's), as "comm perm name
# scontext tcontext tclass permissive=N", one of each.  Several
# permissions are joined by commas; a record with no name, path or
# capability (a process's setrlimit, say) has "-".
selinux_avc() {
	local s
	for s in ${2:-audit kernel}; do avc_lines $s; done | grep -aF -- "$1" |
		awk '{
			perm = $0; sub(/.*denied  \{ /, "", perm); sub(/ \}.*/, "", perm)
			gsub(/ +/, ",", perm)
			comm = name = sc = tc = cl = pm = "-"
			for (i = 1; i <= NF; i++) {
				k = $i; sub(/=.*/, "", k); v = substr($i, length(k) + 2); gsub(/"/, "", v)
				if (k == "comm") comm = v
				else if (k == "name" || k == "path" || k == "capability") name = v
				else if (k == "scontext") sc = v
				else if (k == "tcontext") tc = v
				else if (k == "tclass") cl = v
				else if (k == "permissive") pm = v
			}
			print comm, perm, name, sc, tc, cl, "permissive=" pm
		}' | LC_ALL=C sort -u
}

# apparmor.service loaded the shipped profiles.
check_02_apparmor_profiles() {
	lsm_on apparmor || return 0
	expect "apparmor: apparmor.service active" systemctl is-active apparmor.service
	aa-status >"$out/aa-status.full" 2>&1
	grep -E '^[0-9]+ ' "$out/aa-status.full" >"$out/aa-status"
	local n
	n=$(awk '/profiles are loaded/ { print $1 }' "$out/aa-status")
	# The host compares the counts with mainline's.
	if [ "${n:-0}" -gt 0 ]; then
		pass "apparmor: aa-status: $n profiles loaded"
	else
		fail "apparmor: aa-status: ${n:-no} profiles loaded"
	fi
}

# A systemd service confined by AppArmorProfile= is refused what its
# profile does not allow, and the denial reaches auditd.
check_03_apparmor_service() {
	lsm_on apparmor || return 0
	echo glass-check-secret >/root/glass-aa-secret
	cat >/etc/apparmor.d/glass-check-svc <<-'EOF'
		abi <abi/3.0>,
		include <tunables/global>
		profile glass-check-svc {
		  include <abstractions/base>
		  /usr/bin/cat mr,
		  /etc/hostname r,
		}
	EOF
	expect "apparmor: load a profile with apparmor_parser" apparmor_parser -r /etc/apparmor.d/glass-check-svc
	expect "apparmor: AppArmorProfile= service reads what the profile allows" \
		systemd-run --quiet --wait --pipe --collect -p AppArmorProfile=glass-check-svc /usr/bin/cat /etc/hostname
	refused "apparmor: AppArmorProfile= service is refused a file outside its profile" "Permission denied" \
		systemd-run --quiet --wait --pipe --collect -p AppArmorProfile=glass-check-svc /usr/bin/cat /root/glass-aa-secret
	audit_logged "AppArmor's denial" 'apparmor="DENIED"' \
		'profile="glass-check-svc" name="/root/glass-aa-secret"'
}

# A service given a Smack label by systemd's SmackProcessLabel= is refused
# by a Smack rule.  Smack is enabled on Glass only (mainline: AppArmor is
# Debian's exclusive module).
check_04_smack_service() {
	glass_only && lsm_on smack || return 0
	echo glass-check-secret >/root/glass-secret
	setfattr -n security.SMACK64 -v GlassSecret /root/glass-secret
	echo "GlassSvc GlassSecret -" >/sys/fs/smackfs/load2
	# A root service with CAP_MAC_OVERRIDE bypasses Smack's rules: these
	# services run without it, as a confined service would.
	local how=SmackProcessLabel= svc=(systemd-run --quiet --wait --pipe --collect -p SmackProcessLabel=GlassSvc
		-p "CapabilityBoundingSet=~CAP_MAC_OVERRIDE CAP_MAC_ADMIN")
	# systemd writes SmackProcessLabel= to /proc/PID/attr/current.  Under
	# glass.display=selinux (the SELinux image, where PID 1 reads and
	# writes SELinux's contexts there) that write is SELinux's, so the
	# service takes its Smack label itself, in Smack's attr/smack/current.
	if [ "$(cat /sys/kernel/security/glass/display_default)" = selinux ]; then
		how=attr/smack/current
		svc=(systemd-run --quiet --wait --pipe --collect -p "CapabilityBoundingSet=~CAP_MAC_OVERRIDE"
			/bin/sh -c 'echo GlassSvc >/proc/self/attr/smack/current &&
				exec setpriv --bounding-set -mac_admin "$@"' -)
	fi
	expect "smack: $how service runs with its label" \
		bash -c '"$@" /usr/bin/cat /proc/self/attr/smack/current | grep -qx GlassSvc' - "${svc[@]}"
	refused "smack: $how service is refused by a Smack rule" "Permission denied" \
		"${svc[@]}" /usr/bin/cat /root/glass-secret
	echo "GlassSvc GlassSecret r" >/sys/fs/smackfs/load2
	expect "smack: the same service reads once a rule allows it" \
		"${svc[@]}" /usr/bin/cat /root/glass-secret
	echo "GlassSvc GlassSecret -" >/sys/fs/smackfs/load2
	audit_logged "Smack's denial" lsm=SMACK 'subject="GlassSvc" object="GlassSecret"'
}

# TOMOYO learned the domains of the real services during the boot (the
# image puts <kernel> in learning mode); a domain switched to enforcing
# refuses what it did not learn.  Policy changes go through
# tomoyo-loadpolicy: TOMOYO takes them from its policy managers only.
check_05_tomoyo() {
	local t=/sys/kernel/security/tomoyo probe=/tmp/glass-tomoyo-probe dom svc='<kernel> /usr/sbin/init'
	dom="<kernel> $probe"
	grep '^<kernel>' $t/domain_policy | mask | LC_ALL=C sort -u >"$out/tomoyo-domains"
	# systemd 255 and later (Debian 13) start every service through
	# systemd-executor, which PID 1 executes as /proc/self/fd/N and which
	# then executes the service's program: one more step in each
	# service's domain.  TOMOYO names that step proc:/self/fd/N on 6.12
	# and by the executor's path on 7.3.
	[ ! -x /usr/lib/systemd/systemd-executor ] ||
		svc+=' (proc:/self/fd/[0-9]+|/usr/lib/systemd/systemd-executor)'
	# apparmor.service runs where AppArmor is enabled.
	if grep -qxE "$svc /usr/lib/systemd/systemd-journald" $t/domain_policy &&
		{ ! lsm_on apparmor ||
			grep -qxE "$svc /usr/lib/apparmor/apparmor.systemd /usr/sbin/apparmor_parser" $t/domain_policy; }; then
		pass "tomoyo: learning mode recorded the domains of journald and apparmor.service"
	else
		fail "tomoyo: the domains of the boot's services were not learned"
	fi
	cp /usr/bin/cat $probe
	expect "tomoyo: tomoyo-loadpolicy gives the probe a domain of its own" \
		tomoyo-loadpolicy -e <<<"initialize_domain $probe from any"
	expect "tomoyo: the probe runs in learning mode" $probe /etc/hostname
	tomoyo-savepolicy -d | awk -v d="$dom" '$0 == d { p = 1; next } /^<kernel>/ { p = 0 } p' \
		>"$out/tomoyo-probe-domain"
	expect "tomoyo: the probe learned what it read" grep -qx 'file read /etc/hostname' "$out/tomoyo-probe-domain"
	expect "tomoyo: tomoyo-loadpolicy switches the probe to enforcing" \
		tomoyo-loadpolicy -d <<<"$(printf '%s\nuse_profile 3\n' "$dom")"
	expect "tomoyo: enforcing, the probe reads what it learned" $probe /etc/hostname
	# TOMOYO writes no audit record of its own: a syscall rule catches
	# the refused open, with the task's subj=, for ausearch.
	auditctl -a always,exit -F arch=b64 -S openat -F exit=-EPERM -F key=glass-tomoyo >/dev/null
	refused "tomoyo: enforcing, the probe is refused what it did not learn" "Operation not permitted" \
		$probe /etc/os-release
	auditctl -d always,exit -F arch=b64 -S openat -F exit=-EPERM -F key=glass-tomoyo >/dev/null
	tomoyo-loadpolicy -d <<<"$(printf '%s\nuse_profile 1\n' "$dom")"
}

# Landlock's upstream selftests (tools/testing/selftests/landlock of this
# tree): the host compares the list of results with mainline's.
# The audit tests (7.3) register themselves as the audit daemon: auditd is
# stopped while they run (its unit refuses a manual stop, not a signal).
# With Smack, some tests fail on mainline too: Smack refuses a truncated
# address with EINVAL before TCP's EPIPE (smack_socket_sendmsg).  There the
# host compares each result with mainline's with Smack as well.
check_06_landlock() {
	local t name d auditd=
	: >"$out/landlock"
	if systemctl -q is-active auditd; then
		auditd=1
		systemctl kill -s TERM auditd
		for _ in $(seq 50); do systemctl -q is-active auditd || break; sleep 0.1; done
	fi
	for t in "$here"/landlock/*_test; do
		name=${t##*/}
		# Each in a directory of its own: a failed test may leave its
		# tmp/ behind.  The helpers (true, sandbox-and-launch, ...)
		# are run from the test's cwd.
		d=$(mktemp -d /tmp/landlock.XXXXXX)
		find "$here/landlock" -maxdepth 1 -type f ! -name '*_test' -exec cp {} "$d/" \;
		(cd "$d" && timeout -k 5 600 "$t" 2>&1) >"$out/landlock.$name.log"
		echo "$name exit $?" >>"$out/landlock"
		grep -E '^(ok|not ok) ' "$out/landlock.$name.log" | sed "s/^/$name: /" >>"$out/landlock"
	done
	[ -z "$auditd" ] || systemctl start auditd
	local nok cut
	nok=$(grep -c ': not ok ' "$out/landlock")
	# kselftest exits 0, 1 (a test failed) or 4 (skipped); else it died.
	cut=$(grep ' exit ' "$out/landlock" | grep -v 'exit [014]$')
	if [ -n "$cut" ]; then
		fail "landlock: upstream selftests: a test did not run to its end ($(xargs <<<"$cut"))"
	elif [ "$nok" = 0 ]; then
		pass "landlock: upstream selftests: $(grep -c ': ok ' "$out/landlock") ok, none failed"
	elif lsm_on smack; then
		pass "landlock: upstream selftests: $nok failed, compared with mainline's with Smack"
	else
		fail "landlock: upstream selftests: $nok failed"
	fi
}

# Yama: with ptrace_scope 1 an unprivileged task may not attach to a task
# that is not its descendant; with 0 it may.
check_07_yama() {
	local scope target
	scope=$(cat /proc/sys/kernel/yama/ptrace_scope)
	setpriv --reuid=65534 --regid=65534 --clear-groups sleep 60 &
	target=$!
	sleep 0.5
	echo 1 >/proc/sys/kernel/yama/ptrace_scope
	refused "yama: ptrace_scope 1 refuses a non-descendant attach" "Operation not permitted" \
		setpriv --reuid=65534 --regid=65534 --clear-groups glass-ptrace $target
	echo 0 >/proc/sys/kernel/yama/ptrace_scope
	expect "yama: ptrace_scope 0 allows it" \
		setpriv --reuid=65534 --regid=65534 --clear-groups glass-ptrace $target
	echo "$scope" >/proc/sys/kernel/yama/ptrace_scope
	kill $target
	wait $target 2>/dev/null
}

# The BPF LSM: Debian's bpftool loads and attaches a program to file_open;
# it refuses the opens of one command name, then is detached.
check_08_bpf_lsm() {
	local pin=/sys/fs/bpf/glass-check link=/sys/fs/bpf/glass-check-link deny=/tmp/glassbpfdeny
	grep -q bpf /sys/kernel/security/lsm || { fail "bpf: the BPF LSM is not active"; return; }
	cp /usr/bin/cat $deny
	expect "bpf: bpftool loads an LSM program" \
		bpftool prog load "$here/bpf/glass_bpf_deny.bpf.o" $pin
	expect "bpf: bpftool lists it" bash -c "bpftool prog show pinned $pin | grep -q 'lsm.*glass_bpf_deny'"
	expect "bpf: attached to file_open" glass-bpf-attach $pin $link
	refused "bpf: the program refuses file_open" "Operation not permitted" $deny /etc/hostname
	expect "bpf: other tasks are not refused" cat /etc/hostname
	rm -f $link $pin
	expect "bpf: detached, the open is allowed again" $deny /etc/hostname
}

# What real tools show of the labels: journald's _SELINUX_CONTEXT, ps -Z,
# auditd's subj= read by ausearch and aureport.
check_09_labels() {
	local tag=glasscheck$RANDOM ctx
	logger -t $tag "hello from glass-check"
	sleep 1
	journalctl -t $tag -o verbose --no-pager >"$out/journal-verbose" 2>&1
	ctx=$(sed -n 's/^ *_SELINUX_CONTEXT=//p' "$out/journal-verbose" | head -n1)
	echo "$ctx" >"$out/journal-context"
	# Datagrams to /dev/log: journald records SCM_SECURITY, the
	# modules' datagram peer labels.  AppArmor has none: mainline's
	# Debian stack records nothing, Glass records Smack's.
	if [ -n "$ctx" ]; then
		pass "journald: _SELINUX_CONTEXT of a logged message: $ctx"
	elif glass_only; then
		fail "journald: no _SELINUX_CONTEXT for a logged message"
	else
		pass "journald: no _SELINUX_CONTEXT (no module with a datagram peer label)"
	fi
	ps -eZ >"$out/ps-Z" 2>&1
	if awk 'NR > 1 { print $1 }' "$out/ps-Z" | grep -q .; then
		pass "ps -eZ shows labels ($(awk 'NR == 2 { print $1 }' "$out/ps-Z"))"
	else
		fail "ps -eZ shows no labels"
	fi
	ausearch -k glass-tomoyo -i >"$out/ausearch-i" 2>&1
	ausearch -k glass-tomoyo --format csv >"$out/ausearch-csv" 2>&1
	if grep -q 'comm=glass-tomoyo-pr' "$out/ausearch-i"; then
		pass "audit: ausearch -k -i shows TOMOYO's refused open"
	else
		fail "audit: ausearch -k -i does not show TOMOYO's refused open"
	fi
	expect "audit: aureport --summary" aureport --summary
	expect "audit: aureport -k lists the key" bash -c 'aureport -k | grep -q glass-tomoyo'
	local subj
	subj=$(ausearch -k glass-tomoyo --raw 2>/dev/null | grep -o 'subj=[^ ]*' | head -n1)
	subj=${subj#subj=}
	echo "$subj" >"$out/audit-subj"
	if [ -n "$subj" ] && ausearch -k glass-tomoyo -su "$subj" 2>/dev/null | grep -q 'comm="glass-tomoyo-pr"'; then
		pass "audit: ausearch -su finds the record of subj=$subj"
	else
		fail "audit: ausearch -su '$subj' finds nothing"
	fi
}

# load_run ROUND WANT CMD...: one command of a load round.  WANT: ok (CMD
# succeeds), =TEXT (and prints TEXT), refused (CMD fails and says
# "Permission denied").  A wrong outcome goes to load-wrong with the round,
# CMD, its status and its output.
load_run() {
	local round=$1 want=$2 got rc=0 err=/tmp/glass-load-err
	shift 2
	got=$("$@" 2>"$err") || rc=$?
	case $want in
	ok) [ $rc = 0 ] && return 0 ;;
	=*) [ $rc = 0 ] && [ "$got" = "${want#=}" ] && return 0 ;;
	refused) [ $rc != 0 ] && cat "$err" - <<<"$got" | grep -q "Permission denied" && return 0 ;;
	esac
	{
		echo "round $round: $* (want $want): status $rc"
		{ [ -z "$got" ] || echo "$got"; cat "$err"; } | sed 's/^/  /'
	} >>"$out/load-wrong"
	return 1
}

# SMP and a workload: for GLASS_LOAD_SECONDS (default 180), restart real
# services and run confined transient services on both vCPUs while the
# policies are reloaded (every AppArmor profile replaced, Smack rules
# rewritten, TOMOYO's policy reloaded).  Every transient service must keep
# its label and its refusal; the kernel log is checked at the end of the run.
# What went wrong in which round, and what the command said: load-wrong.
check_10_load() {
	local secs=${GLASS_LOAD_SECONDS:-180} end i=0 bad=0 w pids=() host u
	local load_units="systemd-logind.service systemd-networkd.service"
	end=$(($(date +%s) + secs))
	host=$(</etc/hostname)
	: >"$out/load-wrong"
	echo "cpus: $(nproc)" >>"$log"
	# Each round restarts logind and networkd, on a fast machine more
	# often than systemd's start limit allows (DefaultStartLimitBurst=5
	# starts in DefaultStartLimitIntervalSec=10s): systemd then refuses
	# the restart ("start-limit-hit") whatever the kernel.  For the load
	# they have no start limit, so that a failed restart is the service's
	# own failure.
	for u in $load_units; do
		mkdir -p /run/systemd/system/$u.d
		printf '[Unit]\nStartLimitIntervalSec=0\n' >/run/systemd/system/$u.d/glass-load.conf
	done
	systemctl daemon-reload
	systemctl show -p Id,StartLimitIntervalUSec,StartLimitBurst $load_units >>"$log"
	(while [ "$(date +%s)" -lt $end ]; do
		apparmor_parser -r /etc/apparmor.d/ >/dev/null 2>&1
	done) &
	pids+=($!)
	if [ -d /sys/fs/smackfs ]; then
		(while [ "$(date +%s)" -lt $end ]; do
			for r in - r -; do echo "GlassLoad GlassSecret $r" >/sys/fs/smackfs/load2; done
		done) &
		pids+=($!)
	fi
	(while [ "$(date +%s)" -lt $end ]; do
		tomoyo-savepolicy -d >/tmp/tomoyo-domains 2>/dev/null &&
			tomoyo-loadpolicy -d </tmp/tomoyo-domains 2>/dev/null
		sleep 1
	done) &
	pids+=($!)
	while [ "$(date +%s)" -lt $end ]; do
		i=$((i + 1))
		w=0
		if ! load_run $i ok systemctl restart $load_units; then
			w=1
			systemctl show -p Id,ActiveState,Result $load_units | grep . | sed 's/^/  /' >>"$out/load-wrong"
		fi
		load_run $i "=$host" systemd-run --quiet --wait --pipe --collect \
			-p AppArmorProfile=glass-check-svc /usr/bin/cat /etc/hostname || w=1
		load_run $i refused systemd-run --quiet --wait --pipe --collect \
			-p AppArmorProfile=glass-check-svc /usr/bin/cat /root/glass-aa-secret || w=1
		if glass_only; then
			load_run $i =GlassSvc systemd-run --quiet --wait --pipe --collect \
				-p SmackProcessLabel=GlassSvc /usr/bin/cat /proc/self/attr/smack/current || w=1
		fi
		bad=$((bad + w))
	done
	wait "${pids[@]}"
	for u in $load_units; do
		rm -f /run/systemd/system/$u.d/glass-load.conf
		rmdir --ignore-fail-on-non-empty /run/systemd/system/$u.d
	done
	systemctl daemon-reload
	echo "load: $i rounds, $bad wrong" >>"$log"
	cat "$out/load-wrong" >>"$log"
	if [ $i -gt 0 ] && [ $bad = 0 ]; then
		pass "load: $i rounds of service restarts and confined services during policy reloads on $(nproc) CPUs"
	else
		fail "load: $bad of $i rounds went wrong, first $(head -n1 "$out/load-wrong"): $(sed -n 2p "$out/load-wrong")"
	fi
	systemctl --failed --no-legend --plain >"$out/failed-after-load"
	if [ -s "$out/failed-after-load" ]; then
		fail "load: failed units afterwards: $(awk '{ print $1 }' "$out/failed-after-load" | xargs)"
	else
		pass "load: no failed unit afterwards"
	fi
}

# IMA beside the stack: a measure rule keyed on an AppArmor profile
# (subj_role=, an LSM rule IMA matches with security_filter_rule_match(),
# through Glass on Glass) measures the file a task in that profile reads,
# and not the one an unconfined task reads.  The policy can be written once
# a boot (no CONFIG_IMA_WRITE_POLICY).
check_15_ima() {
	local pol=/sys/kernel/security/ima/policy m=/sys/kernel/security/ima/ascii_runtime_measurements
	local d=/root/glass-ima
	[ -e $m ] || { fail "ima: no measurement list ($m)"; return; }
	mkdir -p $d
	echo confined >$d/read-confined
	echo unconfined >$d/read-unconfined
	expect "ima: load the profile the rule names" apparmor_parser -r \
		<(echo 'profile glass-check-ima flags=(complain) { file, }')
	if ! echo "measure func=FILE_CHECK mask=MAY_READ subj_role=glass-check-ima" >$pol; then
		fail "ima: the policy with a subj_role= rule was refused"
		return
	fi
	pass "ima: a policy with a subj_role= (AppArmor profile) rule loads"
	aa-exec -p glass-check-ima -- cat $d/read-confined >/dev/null
	cat $d/read-unconfined >/dev/null
	grep -F "$d/" $m | awk '{ print $5 }' >>"$log"
	expect "ima: the profile's task's read is measured" grep -qF " $d/read-confined" $m
	if grep -qF "$d/read-unconfined" $m; then
		fail "ima: an unconfined read was measured"
	else
		pass "ima: an unconfined read is not measured"
	fi
}

# IPE beside the stack: a policy signed with the kernels' built-in trusted
# key (make's $(B)/certs/glass-check.pem) refuses to execute one fs-verity
# file by its digest, and audits it; an unsigned policy and one signed by
# another key are refused.  The policy stays active (it names one file).
check_16_ipe() {
	local ipe=/sys/kernel/security/ipe key=$here/ipe/glass-check.pem d=$here/ipe digest
	[ -d $ipe ] || { fail "ipe: no $ipe"; return; }
	cp /usr/bin/true $d/verity-true
	cp /usr/bin/true $d/plain-true
	expect "ipe: enable fs-verity on a copy of true" fsverity enable $d/verity-true
	digest=$(fsverity measure $d/verity-true | cut -d' ' -f1)
	printf '%s\n' "policy_name=glass_check policy_version=0.0.1" "DEFAULT action=ALLOW" \
		"op=EXECUTE fsverity_digest=$digest action=DENY" >$d/policy
	openssl smime -sign -in $d/policy -signer $key -inkey $key -noattr -nodetach \
		-nosmimecap -outform der -out $d/policy.p7b 2>>"$log"
	openssl req -new -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=untrusted \
		-keyout $d/other.key -out $d/other.crt 2>>"$log"
	openssl smime -sign -in $d/policy -signer $d/other.crt -inkey $d/other.key -noattr \
		-nodetach -nosmimecap -outform der -out $d/other.p7b 2>>"$log"
	refused "ipe: an unsigned policy is refused" "Bad message" \
		dd if=$d/policy of=$ipe/new_policy bs=64k status=none
	refused "ipe: a policy signed by an untrusted key is refused" "Required key not available" \
		dd if=$d/other.p7b of=$ipe/new_policy bs=64k status=none
	expect "ipe: the signed policy loads" dd if=$d/policy.p7b of=$ipe/new_policy bs=64k status=none
	expect "ipe: the policy is activated" sh -c "echo 1 >$ipe/policies/glass_check/active"
	expect "ipe: another file runs" $d/plain-true
	refused "ipe: the policy refuses to execute the fs-verity file" "Permission denied" $d/verity-true
	audit_logged "IPE's refusal" "ipe_op=EXECUTE" "/ipe/verity-true"
}

# SafeSetID beside the stack: the kernel's own selftest
# (tools/testing/selftests/safesetid of this tree) restricts uid and gid 1
# to 2 and 3, then tries each transition and a user namespace's mapping.
# Its policy stays for the rest of the boot: uid and gid 1 are Debian's
# daemon, which no later check switches from.  The host compares its
# output with mainline's.
check_17_safesetid() {
	local rc=0
	if ! lsm_on safesetid; then
		fail "safesetid: not among the active LSMs ($(cat /sys/kernel/security/lsm))"
		return
	fi
	(cd /tmp && timeout -k 5 120 "$here/bin/safesetid-test") >"$out/safesetid.log" 2>&1 || rc=$?
	{
		echo "exit $rc"
		grep -v '^$' "$out/safesetid.log"
	} >"$out/safesetid"
	if [ "$rc" = 0 ] && grep -qx 'test successful!' "$out/safesetid.log"; then
		pass "safesetid: upstream selftest: every transition as its policy says"
	else
		fail "safesetid: upstream selftest: exit $rc, $(tail -n 1 "$out/safesetid.log")"
	fi
}

# A debug kernel (kmemleak built): what leaked during the boot and the
# checks.  Before lockdown, which closes debugfs.  Objects must stay
# unreferenced a while before kmemleak reports them: wait, scan twice.
# Leaks elsewhere in the kernel are counted; one whose allocation passed
# through a security module fails.
check_98_kmemleak() {
	local f=/sys/kernel/debug/kmemleak all lsm

	[ -e $f ] || return 0
	sleep 6
	if ! { echo scan >$f && sleep 1 && echo scan >$f && cat $f >"$out/kmemleak"; }; then
		fail "kmemleak: cannot scan"
		return
	fi
	all=$(grep -c '^unreferenced object' "$out/kmemleak" || true)
	lsm=$(awk '/^unreferenced object/ { obj = $3 }
		/(glass|selinux|avc|smack|tomoyo|apparmor|security)_/ && obj != "" { print obj }' \
		"$out/kmemleak" | sort -u | wc -l)
	if [ "$lsm" = 0 ]; then
		pass "kmemleak: $all suspected leaks, none allocated through a security module"
	else
		fail "kmemleak: $lsm of $all suspected leaks allocated through a security module"
	fi
}

# lockdown: raised to integrity at run time (it cannot be lowered again,
# so this runs last): /dev/mem is refused.
check_99_lockdown() {
	local f=/sys/kernel/security/lockdown
	grep -q '\[none\]' $f || { fail "lockdown: not at none: $(cat $f)"; return; }
	expect "lockdown: read /dev/mem before" dd if=/dev/mem of=/dev/null bs=1 count=1 skip=0
	echo integrity >$f
	expect "lockdown: raised to integrity" grep -q '\[integrity\]' $f
	refused "lockdown: integrity refuses /dev/mem" "Operation not permitted" \
		dd if=/dev/mem of=/dev/null bs=1 count=1
}

# AppArmor's upstream regression suite (3.0.8, Debian 12's version): the
# host compares the PASS/FAIL list with mainline's.
check_11_aa_regression() {
	# About an hour per kernel under TCG: only when asked
	# (DISTRO_AA_REGRESSION=1: glassvm.aa_regression=1; DISTRO_AA_TESTS=a,b:
	# glassvm.aa_regression=a,b, those scripts only).
	local arg sel=
	for arg in $(cat /proc/cmdline); do
		case $arg in glassvm.aa_regression=*) sel=${arg#*=} ;; esac
	done
	[ -n "$sel" ] || return 0
	[ "$sel" = 1 ] || export AA_TESTS=${sel//,/ }
	[ -d "$here/aa-suite" ] || { fail "apparmor: regression suite not on the check disk"; return; }
	local rc=0
	"$here/aa-regression" "$here/aa-suite" "$out/aa-regression" >"$out/aa-regression.log" 2>&1 || rc=$?
	# Every module's refusals during the suite, to tell which module
	# refused a failed test.
	grep -E 'apparmor="DENIED"|lsm=SMACK|type=AVC' /var/log/audit/audit.log >"$out/aa-regression-denials" 2>/dev/null
	if [ $rc = 0 ] || grep -q '^[A-Z]' "$out/aa-regression" 2>/dev/null; then
		pass "apparmor: regression suite ran: $(grep -c ^PASS "$out/aa-regression") passed, $(grep -c ^FAIL "$out/aa-regression") failed"
	else
		fail "apparmor: regression suite did not run: $(tail -n1 "$out/aa-regression.log")"
	fi
}

# Network labels set by real tools label real traffic, and the module that
# owns them (Smack, the first secmark and NetLabel user in the stack)
# enforces and logs the label.  Glass only: mainline's Debian stack has no
# Smack.
#   secmark: an nftables rule "meta secmark set" on UDP to 127.0.0.1:7931.
#   NetLabel: a static label (netlabelctl) for datagrams from 10.9.0.2 that
#   arrive through a tun device, i.e. from outside, with no local sender.
check_12_network_labels() {
	glass_only || return 0
	local port=7931 got
	# A context must name labels Smack knows: the rules import them.
	echo "GlassNetSecret GlassNetVault -" >/sys/fs/smackfs/load2
	echo "GlassNlSecret GlassNlVault -" >/sys/fs/smackfs/load2
	nft -f - <<-EOF >>"$log" 2>&1
		table ip glass_check {
			secmark glass_peer { "(smack=GlassNetSecret)" }
			chain input {
				type filter hook input priority 0;
				udp dport $port meta secmark set "glass_peer"
			}
		}
	EOF
	expect "nft: a secmark object with a composite context" nft list secmark ip glass_check glass_peer
	glass-udp recv $port 3 GlassNetVault >"$out/secmark-recv" 2>&1 &
	sleep 0.5
	echo secmark-refused >/dev/udp/127.0.0.1/$port
	if wait $!; then fail "secmark: Smack let an unruled label through"; else pass "secmark: Smack refuses GlassNetSecret -> GlassNetVault"; fi
	echo "GlassNetSecret GlassNetVault w" >/sys/fs/smackfs/load2
	glass-udp recv $port 5 GlassNetVault >"$out/secmark-recv" 2>&1 &
	sleep 0.5
	echo secmark-allowed >/dev/udp/127.0.0.1/$port
	if wait $! && grep -q secmark-allowed "$out/secmark-recv"; then
		pass "secmark: with the rule the datagram arrives"
	else
		fail "secmark: with the rule the datagram did not arrive"
	fi
	nft delete table ip glass_check

	ip tuntap add dev glasstun0 mode tun
	ip addr add 10.9.0.1/24 dev glasstun0
	ip link set glasstun0 up
	sysctl -qw net.ipv4.conf.glasstun0.rp_filter=0 net.ipv4.conf.all.rp_filter=0
	expect "netlabelctl: a static label for unlabelled traffic from 10.9.0.2" \
		netlabelctl unlbl add interface:glasstun0 address:10.9.0.2/32 "label:(smack=GlassNlSecret)"
	netlabelctl -p unlbl list >"$out/netlabel-list" 2>&1
	if grep -q 'GlassNlSecret' "$out/netlabel-list"; then
		pass "netlabelctl lists the label back: $(grep -o 'GlassNlSecret[^ ,]*' "$out/netlabel-list" | head -n1)"
	else
		fail "netlabelctl does not list the label"
	fi
	glass-udp recv 7932 3 GlassNlVault >"$out/netlabel-recv" 2>&1 &
	sleep 0.5
	glass-udp inject glasstun0 10.9.0.2 10.9.0.1 7932 netlabel-refused
	if wait $!; then fail "netlabel: Smack let an unruled static label through"; else pass "netlabel: Smack refuses GlassNlSecret -> GlassNlVault"; fi
	echo "GlassNlSecret GlassNlVault w" >/sys/fs/smackfs/load2
	glass-udp recv 7932 5 GlassNlVault >"$out/netlabel-recv" 2>&1 &
	sleep 0.5
	glass-udp inject glasstun0 10.9.0.2 10.9.0.1 7932 netlabel-allowed
	if wait $! && grep -q netlabel-allowed "$out/netlabel-recv"; then
		pass "netlabel: with the rule the datagram arrives"
	else
		fail "netlabel: with the rule the datagram did not arrive"
	fi
	netlabelctl unlbl del interface:glasstun0 address:10.9.0.2/32
	ip tuntap del dev glasstun0 mode tun
	audit_logged "Smack's refusal with the secmark's label" lsm=SMACK \
		'subject="GlassNetSecret" object="GlassNetVault"'
	audit_logged "Smack's refusal with the NetLabel static label" lsm=SMACK \
		'subject="GlassNlSecret" object="GlassNlVault"'
}

# Unmodified userspace (the admin guide, "Unmodified programs"): real Debian programs
# that read or write the shared attr files and peer labels.  Each row
# records what the program did in $out/compat/ROW (its output and exit
# status); the host compares a row with the mainline boot that has the
# row's module: AppArmor rows with "mainline" (Debian's lsm=), Smack rows
# with "mainline-smack" (lsm= with Smack instead of AppArmor).
lsm_on() { grep -qw "$1" /sys/kernel/security/lsm; }
# kernel_since X.Y: the running kernel is version X.Y or later.
kernel_since() {
	local IFS=. v
	read -ra v <<<"$(uname -r | cut -d- -f1)"
	local a=${1%.*} b=${1#*.}
	[ "${v[0]}" -gt "$a" ] || { [ "${v[0]}" = "$a" ] && [ "${v[1]}" -ge "$b" ]; }
}
# row NAME CMD...: run CMD, record its output and exit status.
row() {
	local name=$1 rc=0
	shift
	mkdir -p "$out/compat"
	"$@" >"$out/compat/$name" 2>&1 || rc=$?
	# Smack's attribute has no newline.
	[ -z "$(tail -c1 "$out/compat/$name")" ] || echo >>"$out/compat/$name"
	echo "exit $rc" >>"$out/compat/$name"
	echo "### compat $name: $*" >>"$log"
	cat "$out/compat/$name" >>"$log"
}
# The display rules of Glass, when it is there; "" clears them, and
# display_rules "$boot_rules" puts back what the image's
# glass-display-rules.service loaded at boot.  The newline makes "" a
# write (an empty table); printf '%s' "" would write nothing at all.
display_rules() {
	glass_only || return 0
	printf '%s\n' "$1" >/sys/kernel/security/glass/display_rules
}
boot_rules=$(cat /sys/kernel/security/glass/display_rules 2>/dev/null || :)

# with_display MODULE CMD...: CMD under glass-exec --display=MODULE on
# Glass, as it is on mainline.
with_display() {
	local m=$1
	shift
	if glass_only; then
		glass-exec --display="$m" -- "$@"
	else
		"$@"
	fi
}

# An AppArmor profile for the programs that attach one themselves.
compat_profile() {
	cat >/etc/apparmor.d/glass-compat <<-'EOF2'
		abi <abi/3.0>,
		profile glass-compat flags=(attach_disconnected,mediate_deleted) {
		  file,
		  capability,
		  network,
		  signal,
		  ptrace,
		  unix,
		  mount,
		  umount,
		  pivot_root,
		  deny /glass-compat-secret r,
		}
	EOF2
	apparmor_parser -r /etc/apparmor.d/glass-compat
	echo glass-compat-secret >/glass-compat-secret
}

# crun (1.8.1 in Debian 12, 1.21 in Debian 13) writes "exec <profile>" to
# /proc/thread-self/attr/exec for a container's process.apparmorProfile.
compat_crun() {
	local b=/tmp/glass-crun
	rm -rf $b
	mkdir -p $b/rootfs/bin $b/rootfs/proc $b/rootfs/dev $b/rootfs/sys
	cp /bin/busybox $b/rootfs/bin/
	ln -s busybox $b/rootfs/bin/sh
	ln -s busybox $b/rootfs/bin/cat
	echo secret >$b/rootfs/glass-compat-secret
	(cd $b && crun spec) || return 1
	jq '.process.terminal = false |
	    .process.args = ["/bin/sh", "-c", "cat /proc/self/attr/apparmor/current; cat /glass-compat-secret"] |
	    .process.apparmorProfile = "glass-compat"' $b/config.json >$b/config.new &&
		mv $b/config.new $b/config.json
	crun run --bundle $b glass-compat-$$ </dev/null
}

# dbus-daemon (1.14 in Debian 12, 1.16 in 13) keeps SO_PEERSEC as a
# connection's LinuxSecurityLabel: a private bus, and a client asking for
# its own credentials (the first connection is :1.0).  Prints the label as dbus-send does, or nothing.
# With "smack", dbus-daemon is Smack's reader: no display rule, and no
# AppArmor D-Bus mediation (which would parse Smack's label as
# AppArmor's), as on mainline with Smack and without AppArmor.
compat_dbus() {
	local bus=/run/glass-compat-bus pid rc=0 conf=/run/glass-compat-bus.conf
	rm -f $bus
	echo '<busconfig><include>/usr/share/dbus-1/session.conf</include>' >$conf
	[ "${1:-}" != smack ] || echo '<apparmor mode="disabled"/>' >>$conf
	echo '</busconfig>' >>$conf
	dbus-daemon --config-file=$conf --nofork --nopidfile --address=unix:path=$bus &
	pid=$!
	for _ in $(seq 50); do [ -S $bus ] && break; sleep 0.1; done
	dbus-send --bus=unix:path=$bus --print-reply --dest=org.freedesktop.DBus \
		/org/freedesktop/DBus org.freedesktop.DBus.GetConnectionCredentials string::1.0 |
		awk '/"LinuxSecurityLabel"/ { l = 1; next } l && /^ *\)/ { exit }
		     l { sub(/^ +variant +/, ""); print }'
	echo
	kill $pid
	wait $pid 2>/dev/null || rc=$?
	return 0
}

# criu (3.17 in Debian 12, 4.1 in 13) keeps a task's AppArmor profile
# across dump and restore: it reads /proc/PID/attr/current up to the first
# space, and the restored task writes "changeprofile NAME" to its own
# attr/current.  Under Glass's composite display both are composites, so
# criu needs a display rule (the admin guide, "Unmodified programs").
# Dumps a sleep, confined by the profile $1 or unconfined, restores it and
# prints its profile.
compat_criu() {
	local d=/tmp/glass-criu pid
	rm -rf $d
	mkdir -p $d
	if [ -n "${1:-}" ]; then
		setsid aa-exec -p "$1" -- sleep 600 </dev/null >/dev/null 2>&1 &
	else
		setsid sleep 600 </dev/null >/dev/null 2>&1 &
	fi
	pid=$!
	# criu dump kills it: no job notice with its pid in the row.
	disown $pid
	for _ in $(seq 50); do
		[ "$(cat /proc/$pid/comm 2>/dev/null)" = sleep ] && break
		sleep 0.1
	done
	if ! criu dump -t $pid -D $d -o dump.log; then
		echo "dump failed: $(grep -m1 Error $d/dump.log)"
		kill $pid
		return 1
	fi
	if ! criu restore -D $d -d -o restore.log; then
		echo "restore failed: $(grep -m1 Error $d/restore.log)"
		kill $pid 2>/dev/null
		return 1
	fi
	echo "restored: $(cat /proc/$pid/attr/apparmor/current)"
	kill $pid
}

# journald records SCM_SECURITY (syslog datagrams) as _SELINUX_CONTEXT.
# For a stream client (systemd-cat) it records SO_PEERSEC or nothing from
# one run to the next, on mainline too: that line is kept, not compared.
compat_journald() {
	local tag=glasscompat$RANDOM
	logger -t $tag-dgram "a datagram"
	echo "a stream line" | systemd-cat -t $tag-stream
	sleep 1
	printf 'datagram: %s\n' "$(journalctl -t $tag-dgram -o verbose --no-pager | sed -n 's/^ *_SELINUX_CONTEXT=//p')"
	printf 'stream: %s\n' "$(journalctl -t $tag-stream -o verbose --no-pager | sed -n 's/^ *_SELINUX_CONTEXT=//p')" \
		>"$out/journald-stream-context"
}

# ausearch --format csv [--extra-labels]: how many lines have another
# column count than the header.  audit 3.0.9 and 4.0.2 print labels in CSV
# unquoted: a label with a comma (a composite, or an SELinux context with
# MCS categories, s0:c1,c2) adds columns.
compat_audit_event() {
	auditctl -w /etc/glass-compat-audit -p r -k glass-compat >/dev/null
	: >/etc/glass-compat-audit
	cat /etc/glass-compat-audit
	sleep 1
	auditctl -W /etc/glass-compat-audit -p r -k glass-compat >/dev/null
}
compat_ausearch_csv() {
	ausearch -k glass-compat --format csv "$@" 2>/dev/null >"$out/ausearch-csv$*"
	awk -F, 'NR == 1 { n = NF; next } NF != n { bad++ }
		 END { print "records: " NR - 1; print "lines with another column count: " bad + 0 }' \
		"$out/ausearch-csv$*"
}

# verdict ROW EXIT PATTERN: the row exited EXIT and its output matches
# PATTERN (grep -E), as it must on every kernel with the row's module.
verdict() {
	local r=$out/compat/$1
	if [ -f "$r" ] && tail -n1 "$r" | grep -qx "exit $2" &&
		head -n -1 "$r" | grep -qE -- "$3"; then
		pass "compat: $1: $(head -n1 "$r")"
	else
		fail "compat: $1: $(tr '\n' ' ' <"$r" 2>/dev/null)"
	fi
}

check_13_compat() {
	if lsm_on smack; then
		row systemd-smack systemd-run --quiet --wait --pipe --collect \
			-p SmackProcessLabel=GlassCompat cat /proc/self/attr/smack/current
		verdict systemd-smack 0 '^GlassCompat$'
		row journald compat_journald
		verdict journald 0 '^datagram: _$'
		display_rules ""
		row dbus-default compat_dbus smack
		display_rules "$boot_rules"
		verdict dbus-default 0 '^array of bytes "_"'
		row libsmack-peer libsmack-probe peer
		verdict libsmack-peer 0 '^_$'
		# attr/current holds the composite, which libsmack refuses
		# (a newline, then bytes no Smack label has)...
		if glass_only; then
			row libsmack-self-default libsmack-probe self
			verdict libsmack-self-default 1 '^error: label refused$'
		fi
		# ...so it takes one of the documented settings.
		row libsmack-self-glass-exec with_display smack libsmack-probe self
		verdict libsmack-self-glass-exec 0 '^_$'
		display_rules "smack $here/bin/libsmack-probe"
		row libsmack-self-rule libsmack-probe self
		display_rules "$boot_rules"
		verdict libsmack-self-rule 0 '^_$'
	fi
	if lsm_on apparmor; then
		compat_profile >>"$log" 2>&1
		row setpriv setpriv --apparmor-profile=glass-compat cat /proc/self/attr/apparmor/current
		verdict setpriv 0 '^glass-compat \(enforce\)$'
		row setpriv-refused setpriv --apparmor-profile=glass-compat cat /glass-compat-secret
		verdict setpriv-refused 1 'Permission denied'
		row aa-exec aa-exec -p glass-compat -- cat /proc/self/attr/apparmor/current
		verdict aa-exec 0 '^glass-compat \(enforce\)$'
		row crun compat_crun
		# Debian 13's AppArmor has a profile for /usr/bin/crun
		# (flags=(unconfined)), and the container's process has
		# no_new_privs (crun spec's default), under which AppArmor
		# leaves a profile only by stacking: the container runs as
		# crun//&glass-compat, mixed (crun's mode is unconfined,
		# glass-compat's enforce), on mainline too.  Debian 12 has no
		# crun profile: glass-compat alone.  Either way it is refused.
		verdict crun 1 '^(glass-compat \(enforce\)|crun//&glass-compat \(mixed\))$'
		# AppArmor's view: no label on 6.12, whose AppArmor labels
		# no unix stream peer; on 7.3 the peer's profile.
		display_rules "apparmor /usr/bin/dbus-daemon"
		row dbus-apparmor compat_dbus
		display_rules "$boot_rules"
		verdict dbus-apparmor 0 '^$|^array of bytes "unconfined"'
		# criu reads and writes attr/current as AppArmor's: under the
		# composite display it dumps a composite it cannot restore...
		if glass_only; then
			row criu-default compat_criu glass-compat
			verdict criu-default 1 '^restore failed: .*lsm'
		fi
		# ...so it takes a display rule.
		display_rules "apparmor /usr/sbin/criu"
		row criu-unconfined compat_criu
		row criu-profile compat_criu glass-compat
		display_rules "$boot_rules"
		verdict criu-unconfined 0 '^restored: unconfined$'
		verdict criu-profile 0 '^restored: glass-compat \(enforce\)$'
	fi
	compat_audit_event >>"$log" 2>&1
	row ausearch-csv compat_ausearch_csv
	verdict ausearch-csv 0 '^lines with another column count: 0$'
	# A known limit on 6.12 (the admin guide, "Unmodified programs"): with
	# both modules' labels, the subject's composite splits into more
	# columns.  Since 6.18 such a record says subj=? and lists the labels
	# in a MAC_TASK_CONTEXTS record, which --extra-labels does not print.
	if glass_only; then
		row ausearch-csv-labels compat_ausearch_csv --extra-labels
		if kernel_since 6.18; then
			verdict ausearch-csv-labels 0 '^lines with another column count: 0$'
		else
			verdict ausearch-csv-labels 0 '^lines with another column count: [1-9]'
		fi
	fi
}

# LTP's Smack tests (testcases/kernel/security/smack): the host compares
# the PASS/FAIL list with mainline's with Smack.  On Glass they run under
# glass-exec --display=smack (guest/distro/check/ltp-smack).
check_14_ltp_smack() {
	lsm_on smack || return 0
	if [ ! -d "$here/ltp-smack-tests" ]; then
		fail "smack: LTP's Smack tests are not on the check disk"
		return
	fi
	"$here/ltp-smack" "$here/ltp-smack-tests" "$out/ltp-smack" >"$out/ltp-smack.log" 2>&1
	if [ -s "$out/ltp-smack" ]; then
		pass "smack: LTP's Smack tests ran: $(grep -c ^PASS "$out/ltp-smack") passed, $(grep -c ^FAIL "$out/ltp-smack") failed, $(grep -c ^CONF "$out/ltp-smack") not run"
	else
		fail "smack: LTP's Smack tests did not run: $(tail -n1 "$out/ltp-smack.log")"
	fi
}

# ct_run CT CMD...: CMD as a transient service of the container CT's own
# systemd, its output on a pipe: a descendant of the container's init, as
# the container's services and logins are.  (A command lxc-attach runs is
# forked by the host's lxc-attach instead: it keeps the host's display.)
# The output goes through a pipe: the container's profiles would refuse
# its tasks the check disk's log, and they should not get it.
ct_run() {
	local ct=$1
	shift
	timeout 300 lxc-attach -n "$ct" -- systemd-run --quiet --wait --pipe --collect "$@" 2>&1 | cat
	return "${PIPESTATUS[0]}"
}

# ct_wait_systemd CT: wait (up to 5 min: TCG) for the container's systemd
# to listen on its private socket, which systemctl talks to; not when
# the container stopped.
ct_wait_systemd() {
	local i
	for i in $(seq 150); do
		lxc-attach -n "$1" -- test -S /run/systemd/private 2>/dev/null && return 0
		lxc-info -n "$1" -s 2>/dev/null | grep -q RUNNING || return 1
		sleep 2
	done
	return 1
}

# ct_logs CT: stop the container CT and keep what says how it went in
# $out/ct-CT/: its processes, LXC's log, its console, the denials.  Through
# cat: under SELinux, a program's own domain may not write the check disk.
ct_logs() {
	local d=$out/ct-$1
	lxc-attach -n "$1" -- ps -ef 2>&1 | cat >"$d/ps"
	timeout 300 systemctl stop "lxc@$1.service" >>"$log" 2>&1
	journalctl -b -u "lxc@$1.service" --no-pager -o cat 2>&1 | cat >"$d/lxc.log"
	cat "/var/log/lxc/$1.log" >>"$d/lxc.log" 2>&1
	cat "/var/log/lxc/$1.console" >"$d/console" 2>&1
	grep -aE 'denied|DENIED' /var/log/audit/audit.log | cat >"$d/denials"
}

# ct_start CT WHAT: start the container CT (WHAT: what it is, for the rows)
# as Debian starts one, through LXC's unit, which delegates a cgroup; on
# mainline without the display pin, which only Glass has.  Records its
# systemd's state and failed units in $out/ct-CT/; fails when it does not
# come up.
ct_start() {
	local ct=$1 what=$2 d=$out/ct-$1 st
	mkdir -p "$d"
	glass_only || sed -i '/display_pin/d' "/var/lib/lxc/$ct/config"
	# LXC's log and the container's console, where ct_logs reads them.
	mkdir -p /var/log/lxc
	printf '%s\n' "lxc.log.file = /var/log/lxc/$ct.log" 'lxc.log.level = INFO' \
		"lxc.console.logfile = /var/log/lxc/$ct.console" >>"/var/lib/lxc/$ct/config"
	expect "containers: $ct: systemctl start lxc@$ct starts $what" \
		systemctl start "lxc@$ct.service"
	expect "containers: $ct: RUNNING" lxc-wait -n "$ct" -s RUNNING -t 120
	if ! ct_wait_systemd "$ct"; then
		fail "containers: $ct: the container's systemd never listened"
		ct_logs "$ct"
		return 1
	fi
	st=$(timeout 900 lxc-attach -n "$ct" -- systemctl is-system-running --wait 2>&1)
	echo "$st" >"$d/state"
	timeout 120 lxc-attach -n "$ct" -- systemctl list-units --failed --plain --no-legend 2>&1 |
		cat >"$d/failed-units"
	# An unprivileged container cannot mount configfs or debugfs, nor load
	# modules: its systemd is degraded on any kernel (the host compares).
	expect "containers: $ct: the container's systemd finished starting ($st)" \
		bash -c "[ '$st' = running ] || [ '$st' = degraded ]"
}

# An AppArmor container (guest/distro/containers/aa: unprivileged LXC, a
# generated profile with nesting, so an AppArmor policy namespace of its
# own) on this host: on Glass, the SELinux image's host (SELinux enforcing,
# display selinux) with the container's display pinned to AppArmor; on
# mainline, Debian's AppArmor host, where the container's programs see
# what they should see on Glass.  Each boot records what the container's
# programs read in ct-aa/, which the host compares.
check_20_ct_apparmor() {
	[ -d /var/lib/lxc/aa ] || return 0
	local d=$out/ct-aa
	! lsm_on selinux || setenforce 1
	# A directory the host shares with the container.
	mkdir -p /srv/glass-ct
	echo glass-ct-shared >/srv/glass-ct/shared
	chmod 0644 /srv/glass-ct/shared
	echo 'lxc.mount.entry = /srv/glass-ct srv/glass-ct none bind,create=dir 0 0' \
		>>/var/lib/lxc/aa/config
	ct_start aa "the unprivileged AppArmor container" || return
	expect "containers: aa: the container's apparmor.service is active" \
		ct_run aa systemctl is-active apparmor.service
	ct_run aa cat /proc/self/attr/current >"$d/attr-current" 2>&1
	echo >>"$d/attr-current"
	expect "containers: aa: a container service reads AppArmor's view in /proc/self/attr/current" \
		grep -qx unconfined "$d/attr-current"
	# lxc-attach's command is the host's child: the administrator attaches
	# under the container's display (README), on Glass only.
	if glass_only; then
		glass-exec --pin=apparmor -- lxc-attach -n aa -- cat /proc/self/attr/current
	else
		lxc-attach -n aa -- cat /proc/self/attr/current
	fi >"$d/attr-current-attach" 2>&1
	echo >>"$d/attr-current-attach"
	expect "containers: aa: lxc-attach's command reads AppArmor's view (Glass: under glass-exec --pin)" \
		grep -qx unconfined "$d/attr-current-attach"
	ct_run aa -p User=nobody sudo -n /usr/bin/cat /proc/self/attr/current \
		>"$d/attr-current-sudo" 2>&1
	echo >>"$d/attr-current-sudo"
	expect "containers: aa: so does sudo's command (a set-user-ID exec)" \
		grep -qx unconfined "$d/attr-current-sudo"
	# Nothing else either: sudo finds the container's host name in its
	# /etc/hosts (without it, "unable to resolve host" on stderr).
	# shellcheck disable=SC2016 # the inner bash expands it
	expect "containers: aa: sudo's command prints its label alone" \
		bash -c '[ "$(grep -vc "^\$" "$1")" = 1 ]' _ "$d/attr-current-sudo"
	ct_run aa aa-status >"$d/aa-status.full" 2>&1
	grep -E '^[0-9]+ |glass-ct-probe' "$d/aa-status.full" >"$d/aa-status"
	expect "containers: aa: aa-status in the container lists its own profile, enforcing" \
		grep -q glass-ct-probe "$d/aa-status.full"
	ct_run aa sh -c 'echo glass-ct-secret >/root/glass-ct-secret' >>"$log"
	expect "containers: aa: the container's profile lets its probe read /etc/hostname" \
		ct_run aa /usr/local/bin/glass-ct-cat /etc/hostname
	refused "containers: aa: the container's profile refuses its probe a file of root's" \
		"Permission denied" ct_run aa /usr/local/bin/glass-ct-cat /root/glass-ct-secret
	refused "containers: aa: aa-exec -p glass-ct-probe in the container is refused it too" \
		"Permission denied" ct_run aa aa-exec -p glass-ct-probe -- /usr/local/bin/glass-ct-cat /root/glass-ct-secret
	expect "containers: aa: apparmor_parser in the container loads a profile into its namespace" \
		ct_run aa sh -c 'printf "abi <abi/4.0>,\nprofile glass-ct-new { }\n" | apparmor_parser -r &&
			grep -q "^glass-ct-new " /sys/kernel/security/apparmor/profiles'
	# A count of 0, not grep's failure: an unreadable list must not pass.
	# shellcheck disable=SC2016 # the inner bash expands it
	expect "containers: aa: the host's AppArmor namespace does not have the container's profiles" \
		bash -c '[ "$(grep -cE "^glass-ct-(probe|new) " /sys/kernel/security/apparmor/profiles)" = 0 ]'
	grep -c '^lxc-aa_' /sys/kernel/security/apparmor/profiles >"$d/host-lxc-profiles"
	lxc-info -n aa -p >"$d/lxc-info" 2>&1
	ps -eZ >"$d/host-ps-z" 2>&1
	expect "containers: aa: the container reads the file the host shares with it" \
		ct_run aa cat /srv/glass-ct/shared
	# The host's SELinux policy still decides what the container's tasks
	# (the domain of LXC's unit: LXC confines with AppArmor) may do: a
	# shared file of a type no domain may read (ct-private.cil) is refused,
	# where the container's AppArmor profile allows it.
	if lsm_on selinux; then
		echo glass-ct-private >/srv/glass-ct/private
		chmod 0644 /srv/glass-ct/private
		chcon -t glass_ct_private_t /srv/glass-ct/private
		refused "containers: aa: the host's SELinux policy refuses the container a file AppArmor allows" \
			"Permission denied" ct_run aa cat /srv/glass-ct/private
		audit_logged "SELinux's denial of the container" 'avc:  denied  { read }' \
			'tcontext=system_u:object_r:glass_ct_private_t:s0'
	fi
	ct_logs aa
}

# An SELinux container (guest/distro/containers/se: privileged LXC, Debian's
# reference policy, which the host loads when the container starts) on an
# AppArmor host: on Glass, the default image's host (display apparmor,
# SELinux composed, no policy until the container's) with the container's
# display pinned to SELinux; on mainline lsm=selinux, the same host with
# SELinux alone.  What the container's programs read goes to ct-se/, which
# the host compares.  The policy is the whole system's: the host's tasks,
# started before it, become the kernel's domain (kernel_t), and its files
# are unlabelled; refpolicy leaves both unconfined.
check_21_ct_selinux() {
	[ -d /var/lib/lxc/se ] || return 0
	local d=$out/ct-se st
	mkdir -p "$d"
	aa-status 2>&1 | grep -E '^[0-9]+ profiles ' | cat >"$d/host-aa-status-before"
	ct_start se "the SELinux container" || return
	ct_run se sestatus 2>&1 | cat >"$d/sestatus"
	expect "containers: se: sestatus in the container: enforcing Debian's reference policy" \
		bash -c "grep -Eq '^Current mode: +enforcing$' '$d/sestatus' &&
			grep -Eq '^Loaded policy name: +default$' '$d/sestatus'"
	ct_run se id -Z 2>&1 | cat >"$d/id-z"
	ct_run se cat /proc/self/attr/current 2>&1 | tr -d '\0' | cat >"$d/attr-current"
	echo >>"$d/attr-current"
	expect "containers: se: a container service reads SELinux's context in /proc/self/attr/current" \
		grep -Eqx '[a-z_]+:[a-z_]+:[a-z_]+:s0(-s0:c0\.c1023)?' "$d/attr-current"
	ct_run se -p User=nobody sudo -n /usr/bin/cat /proc/self/attr/current 2>&1 | tr -d '\0' |
		cat >"$d/attr-current-sudo"
	echo >>"$d/attr-current-sudo"
	expect "containers: se: so does sudo's command (a set-user-ID exec)" \
		grep -Eqx '[a-z_]+:[a-z_]+:[a-z_]+:s0(-s0:c0\.c1023)?' "$d/attr-current-sudo"
	# Nothing else either: sudo finds the container's host name in its
	# /etc/hosts (without it, "unable to resolve host" on stderr).
	# shellcheck disable=SC2016 # the inner bash expands it
	expect "containers: se: sudo's command prints its label alone" \
		bash -c '[ "$(grep -vc "^\$" "$1")" = 1 ]' _ "$d/attr-current-sudo"
	ct_run se ps -e -o label,comm 2>&1 | mask | LC_ALL=C sort -u | cat >"$d/ps-z"
	# shellcheck disable=SC2016 # the container's shell expands them
	ct_run se sh -c 'f=/root/glass-ct; echo x >$f; restorecon $f; ls -Z $f
		chcon -t tmp_t $f; ls -Z $f; restorecon -v $f; ls -Z $f' 2>&1 | cat >"$d/relabel"
	expect "containers: se: chcon and restorecon relabel a file in the container" \
		bash -c "grep -q ':tmp_t:' '$d/relabel' &&
			[ \"\$(head -n 1 '$d/relabel')\" = \"\$(tail -n 1 '$d/relabel')\" ]"
	refused "containers: se: refpolicy refuses dmesg's domain /etc/shadow in the container (runcon)" \
		"Permission denied" ct_run se runcon -t dmesg_t -- /usr/bin/dmesg -F /etc/shadow
	if glass_only; then
		refused "containers: se: the host's AppArmor profile refuses the container /proc/sysrq-trigger" \
			"Permission denied" ct_run se sh -c 'echo h >/proc/sysrq-trigger'
		audit_logged "the host's AppArmor denial of the container" 'apparmor="DENIED"' \
			'name="/proc/sysrq-trigger"'
	fi
	# The host keeps working under the container's policy.
	st=$(systemctl is-system-running 2>&1)
	expect "containers: se: the host's systemd is still $st" \
		bash -c "[ '$st' = running ] || [ '$st' = degraded ]"
	expect "containers: se: the host starts a unit as another user" \
		systemd-run --quiet --wait --pipe --collect -p User=nobody /usr/bin/id -u
	expect "containers: se: su logs a user in on the host" su -s /bin/sh nobody -c true
	aa-status 2>&1 | grep -E '^[0-9]+ profiles ' | cat >"$d/host-aa-status-after"
	expect "containers: se: the host's AppArmor profiles are the same" \
		cmp "$d/host-aa-status-before" "$d/host-aa-status-after"
	if glass_only; then
		glass-exec --display=selinux ps -e -o label,comm
	else
		ps -e -o label,comm
	fi 2>&1 | awk '{ print $1 }' | LC_ALL=C sort | uniq -c | cat >"$d/host-domains"
	ps -eZ 2>&1 | head -n 5 | cat >"$d/host-ps-z"
	ct_logs se
}
