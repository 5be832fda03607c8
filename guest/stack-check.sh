#!/bin/sh
# Guest side of the stack-choice checks of `make check`: the kernel was
# booted with glass.stack=... and glassvm.expect=LIST (the expected
# /sys/kernel/security/lsm) and glassvm.expect_err=PATTERN,... (grep patterns
# that must each match one of Glass's boot messages).  Prints one
# TAP line per check and exits 1 if any failed.
set -u
expect= expect_err=
for arg in $(cat /proc/cmdline); do
	case $arg in
	glassvm.expect=*) expect=${arg#*=} ;;
	glassvm.expect_err=*) expect_err=${arg#*=} ;;
	esac
done
fail=0
n=0
result() { # ok|not-ok description
	n=$((n + 1))
	if [ "$1" = ok ]; then
		echo "ok $n $2"
	else
		echo "not ok $n $2"
		fail=1
	fi
}

# The modules Glass composes; the other modules (Landlock, Yama, ...) are glass_others's concern.
all=$(cat /sys/kernel/security/lsm)
lsm=$(echo "$all" | tr ',' '\n' | grep -xE 'capability|smack|tomoyo|apparmor|selinux' |
	tr '\n' ',')
lsm=${lsm%,}
if [ "$lsm" = "$expect" ]; then
	result ok "lsm list has $expect ($all)"
else
	result not-ok "lsm list has '$lsm' ($all), expected '$expect'"
fi

# Glass's own view: the same modules in slot order, commoncap last.
slots=$(cut -d' ' -f1 /sys/kernel/security/glass/stack | tr '\n' ',')
want=$(echo "$expect" | tr ',' '\n' | grep -v '^capability$' | tr '\n' ',')capability,
if [ "$slots" = "$want" ]; then
	result ok "glass/stack slots are ${want%,}"
else
	result not-ok "glass/stack slots are '${slots%,}', expected '${want%,}'"
fi

# A module left out of the stack is not initialised at all.
for m in selinux smack apparmor tomoyo; do
	case ",$expect," in *",$m,"*) want=yes ;; *) want=no ;; esac
	case $m in
	smack) [ -d /sys/fs/smackfs ] && have=yes || have=no ;;
	selinux) [ -d /sys/fs/selinux ] && have=yes || have=no ;;
	*) [ -d /sys/kernel/security/$m ] && have=yes || have=no ;;
	esac
	if [ $want = $have ]; then
		result ok "$m securityfs present: $have"
	else
		result not-ok "$m securityfs present: $have, expected $want"
	fi
done

# Boot messages only: the KUnit tests that run later print look-alikes.
dmesg | sed '/KTAP version/,$d' > /tmp/boot-messages
for word in $(echo "$expect_err" | tr ',' ' '); do
	[ "$word" != - ] || continue
	line=$(grep "glass: .*$word" /tmp/boot-messages | head -n1)
	if [ -n "$line" ]; then
		result ok "boot message for $word: ${line#*] }"
	else
		result not-ok "no Glass boot message naming $word"
	fi
done
# A selftest that holds for every stack: one result line for the program.
selftest() { # name
	[ -x "/selftests/$1" ] || return 0
	if (cd /tmp && timeout -k 5 120 "/selftests/$1") >"/tmp/$1.tap" 2>&1; then
		result ok "$1 with this stack: $(grep '^ok ' "/tmp/$1.tap" | grep -vc '# SKIP') ok, $(grep -c '^ok .*# SKIP' "/tmp/$1.tap") skipped"
	else
		grep -E "^not ok|^# .*(Expected|$1.c)" "/tmp/$1.tap" | sed 's/^/# /'
		result not-ok "$1 with this stack"
	fi
}
# Process attributes; network labels reach their owner, whichever module
# that is in this boot.  glass_attr compares the composite with Smack's and
# AppArmor's own attr/<module>/ files; SELinux has none in 6.12, and
# glass_selinux checks its part instead.
case ",$expect," in
*,selinux,*) selftest glass_selinux ;;
*) selftest glass_attr ;;
esac
# Pinned and chosen displays, with whichever module of this stack has
# process attributes, SELinux's too.
selftest glass_pin
selftest glass_net

# The KUnit live tests ran against this stack too, and nothing oopsed.
bad=$(dmesg | grep -E '^[[:space:]]*not ok |BUG:|WARNING:|Oops|Kernel panic' | head -n3)
if [ -z "$bad" ]; then
	result ok "KUnit and kernel log clean with this stack"
else
	result not-ok "KUnit or kernel log: $bad"
fi
dmesg | grep "glass: " | sed 's/^/# /'
exit $fail
