#!/bin/bash
# Build the SELinux policy the guest's selftests load: the kernel's dummy
# policy (scripts/selinux/mdp: every class and permission of this kernel,
# one type base_t with every permission on itself) with the rules of a .te
# file added, compiled by checkpolicy.  mdp's file system rules for disk
# file systems (its only use of the configuration) are left out: the
# guest has none.
#
# usage: mkselinuxpolicy.sh TREE TE OUT
set -euo pipefail

tree=$1 te=$2 out=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/generated"
: >"$tmp/generated/autoconf.h"
gcc -O2 -o "$tmp/mdp" -I"$tmp" -I"$tree/include/uapi" -I"$tree/include" \
	-I"$tree/security/selinux/include" "$tree/scripts/selinux/mdp/mdp.c"
"$tmp/mdp" "$tmp/mdp.conf" "$tmp/file_contexts"
# Type enforcement rules come before the users in policy.conf.  A rule
# "allow_all SOURCE TARGET;" of the .te file is every permission of every
# class, as mdp gives base_t on itself.
awk -v te="$te" '
	/^allow base_t base_t:/ { split($3, c, ":"); classes[++n] = c[2] }
	/^user / && !done {
		while ((getline l < te) > 0) {
			if (l ~ /^allow_all /) {
				sub(/^allow_all /, "", l)
				sub(/;$/, "", l)
				i = index(l, " ")
				for (k = 1; k <= n; k++)
					printf "allow %s %s:%s *;\n", substr(l, 1, i - 1), substr(l, i + 1), classes[k]
			} else {
				print l
			}
		}
		done = 1
	}
	{ print }' "$tmp/mdp.conf" >"$tmp/policy.conf"
grep -q glass_secret_t "$tmp/policy.conf" || { echo "mkselinuxpolicy: $te not added" >&2; exit 1; }
mkdir -p "$(dirname "$out")"
# Debian 12's checkpolicy (3.4) does not know the newest policy
# capabilities of the kernel: leave those out, named.
while ! checkpolicy -U deny -o "$out.tmp" "$tmp/policy.conf" >"$tmp/log" 2>&1; do
	cap=$(sed -n "s/.*invalid policy capability name \([a-z_]*\).*/\1/p" "$tmp/log" | head -n1)
	[ -n "$cap" ] || { cat "$tmp/log" >&2; exit 1; }
	echo "mkselinuxpolicy: checkpolicy does not know policy capability $cap, left out"
	sed -i "/^policycap $cap;/d" "$tmp/policy.conf"
done
mv "$out.tmp" "$out"
