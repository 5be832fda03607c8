#!/bin/bash
# Generate OBJ/.config: tinyconfig (or $BASE_CONFIG) + fragments
# (merge_config.sh), olddefconfig, then check that every line of the
# fragments survived.
#
# usage: [BASE_CONFIG=FILE] mkconfig.sh TREE OBJ GLASS FRAGMENT...
#   GLASS=1: the Glass symbols are required once the tree's security/Kconfig
#            sources security/glass/Kconfig (until then they are dropped, and that is
#            fine); GLASS=0: Glass must be off.
set -euo pipefail

tree=$1 obj=$2 glass=$3
shift 3
kmake() { make -s -C "$tree" O="$(realpath -m "$obj")" ARCH=x86_64 "$@"; }
die() { echo "mkconfig: error: $*" >&2; exit 1; }

mkdir -p "$obj"
rm -f "$obj/.config"
base=${BASE_CONFIG:-}
if [ -n "$base" ]; then
	cp "$base" "$obj/.config"
else
	kmake tinyconfig >/dev/null
fi
# -m: merge only; olddefconfig below fills in the rest.
"$tree/scripts/kconfig/merge_config.sh" -m -O "$obj" "$obj/.config" "$@" >"$obj/merge_config.log" 2>&1 ||
	{ cat "$obj/merge_config.log" >&2; die "merge_config.sh failed"; }
kmake olddefconfig

has_glass=0
if grep -qs 'glass/Kconfig' "$tree/security/Kconfig"; then
	has_glass=1
fi

# Expected value per symbol, later fragments winning; "n" for "is not set".
want=$(awk '
	/^CONFIG_[A-Za-z0-9_]+=/ { i = index($0, "="); v[substr($0, 1, i - 1)] = substr($0, i + 1); next }
	/^# CONFIG_[A-Za-z0-9_]+ is not set/ { v[$2] = "n" }
	END { for (s in v) print s "\t" v[s] }' "$@" | LC_ALL=C sort)

bad=0
while IFS=$'\t' read -r sym val; do
	case $sym in
	CONFIG_SECURITY_GLASS*)
		# Absent from the tree's Kconfig: olddefconfig dropped it.
		[ $has_glass = 1 ] || continue
		# GLASS=0 only needs Glass itself off.
		[ "$glass" = 1 ] || [ "$sym" = CONFIG_SECURITY_GLASS ] || continue
		;;
	esac
	got=$(grep -m1 "^$sym=" "$obj/.config" | cut -d= -f2- || true)
	[ -n "$got" ] || got=n
	if [ "$got" != "$val" ]; then
		echo "mkconfig: $sym: fragment wants $val, .config has $got" >&2
		bad=1
	fi
done <<<"$want"

# The symbols the project depends on, whatever the fragments say.
must="SECURITY SECURITYFS SECURITY_SMACK SECURITY_TOMOYO SECURITY_APPARMOR"
# The test kernel runs KUnit at boot; a distribution config need not.
[ -n "$base" ] || must="$must KUNIT"
if [ "$glass" = 1 ] && [ $has_glass = 1 ]; then
	must="$must SECURITY_GLASS"
	[ -n "$base" ] || must="$must SECURITY_GLASS_KUNIT_TEST"
fi
for s in $must; do
	# A fragment may turn one off on purpose (config/bench.config: KUnit).
	[ "$(awk -v s="CONFIG_$s" '$1 == s { print $2 }' <<<"$want")" != n ] || continue
	grep -qx "CONFIG_$s=y" "$obj/.config" || { echo "mkconfig: CONFIG_$s is not y" >&2; bad=1; }
done
if [ "$glass" != 1 ] && grep -qx 'CONFIG_SECURITY_GLASS=y' "$obj/.config"; then
	echo "mkconfig: GLASS=0 but CONFIG_SECURITY_GLASS=y" >&2
	bad=1
fi
if [ $bad != 0 ]; then
	mv "$obj/.config" "$obj/.config.bad"
	die "config check failed (see above; a missing dependency usually needs a line in config/glass.config); result in $obj/.config.bad"
fi
if [ "$glass" = 1 ] && [ $has_glass = 0 ]; then
	echo "mkconfig: note: the tree does not source security/glass/Kconfig yet: kernel built without Glass"
fi
echo "mkconfig: $obj/.config ok ($(grep -c '=y$' "$obj/.config") options y)"
