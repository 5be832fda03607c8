#!/bin/bash
# Host side of `make bench`: build the mainline and the Glass benchmark
# kernels, boot every configuration under QEMU TCG with -icount (guest clock =
# instruction count), check each boot has the stack asked for, check that a
# repeated boot gives the same numbers, and report (bench/report.py).
#
# Two kernel configs, each with its own report: "tiny" (tinyconfig + Glass,
# -Os, one CPU; both kernels built here, mainline from the pristine tree) and
# "distro" (the kernels of make DISTRO=1: Debian's config, -O2, SMP, jump
# labels, mitigations as Debian ships them; the Makefile builds them first).
# A QEMU plugin (bench/icalls.c) counts the kernel's indirect branches in
# each timed loop.
#
# usage: bench.sh GEN_INIT_CPIO GLASS_BENCH EXIT0 ICALLS_PLUGIN
#   environment: B (the version's build directory, from make: build/ for
#   6.12, build-7.3/ for 7.3), JOBS (kernel build), BENCH_SETS=tiny,distro (the kernel
#   configs to run), BENCH_ONLY=config,... (boot only these; testing),
#   BENCH_SCALE=PCT (iterations in percent; testing), BENCH_PROFILE=1 (also
#   the kernel's blocks per loop, for bench/profile.py), TIMEOUT
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
gen=$1 prog=$2 exit0=$3 plugin=$4
B=${B:-build}
export B
out=$B/bench
sets=${BENCH_SETS:-tiny,distro}
jobs=${JOBS:-$(nproc)}
timeout=${TIMEOUT:-900}
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$here}

die() { echo "bench: error: $*" >&2; exit 1; }
# Kernel build time and initramfs file times: fixed, see build_kernel.
build_timestamp="Thu Jan  1 00:00:00 UTC 2026"
cpio_mtime=1767225600
mkdir -p "$out"

# Every configuration: name|kernel (glass|mainline)|kernel parameters|the
# /sys/kernel/security/lsm it must show.  The glass-* stacks alone and
# glass-capability give the sums for the full stack; the last line repeats a
# configuration to check that the counts are deterministic.
configs_tiny=$(cat <<'EOF'
mainline-capability|mainline|lsm=capability|capability
mainline-tomoyo+apparmor|mainline|lsm=tomoyo,apparmor|capability,tomoyo,apparmor
mainline-smack|mainline|lsm=smack|capability,smack
glass-capability|glass|glass.stack=capability|capability
glass-smack|glass|glass.stack=smack|capability,smack
glass-tomoyo|glass|glass.stack=tomoyo|capability,tomoyo
glass-apparmor|glass|glass.stack=apparmor|capability,apparmor
glass-tomoyo+apparmor|glass|glass.stack=tomoyo,apparmor|capability,tomoyo,apparmor
glass-smack+tomoyo+apparmor|glass|glass.stack=smack,tomoyo,apparmor|capability,smack,tomoyo,apparmor
repeat:glass-smack+tomoyo+apparmor|glass|glass.stack=smack,tomoyo,apparmor|capability,smack,tomoyo,apparmor
EOF
)
# The distribution kernel builds every module Debian builds, so lsm= names
# the modules of each boot, on both kernels (Glass takes the place of the
# first module it composes in lsm=; glass.stack= says which it composes).
# lockdown (early), ima and evm (last) are always there.  The debian pair
# is what a Debian user runs: no lsm= (Debian's CONFIG_LSM), and on Glass
# the modules Debian enables, AppArmor and TOMOYO, composed in that order.
l=lockdown,capability e=ima,evm
debian_mainline=lockdown,capability,landlock,yama,loadpin,safesetid,apparmor,tomoyo,bpf,ipe,$e
debian_glass=lockdown,landlock,yama,loadpin,safesetid,capability,apparmor,tomoyo,bpf,ipe,$e
configs_distro=$(cat <<EOF
mainline-capability|mainline|lsm=capability|$l,$e
mainline-tomoyo+apparmor|mainline|lsm=tomoyo,apparmor|$l,tomoyo,apparmor,$e
mainline-smack|mainline|lsm=smack|$l,smack,$e
glass-capability|glass|lsm=smack glass.stack=capability|$l,$e
glass-smack|glass|lsm=smack glass.stack=smack|$l,smack,$e
glass-tomoyo|glass|lsm=smack glass.stack=tomoyo|$l,tomoyo,$e
glass-apparmor|glass|lsm=smack glass.stack=apparmor|$l,apparmor,$e
glass-tomoyo+apparmor|glass|lsm=smack glass.stack=tomoyo,apparmor|$l,tomoyo,apparmor,$e
glass-smack+tomoyo+apparmor|glass|lsm=smack glass.stack=smack,tomoyo,apparmor|$l,smack,tomoyo,apparmor,$e
mainline-debian|mainline||$debian_mainline
glass-debian|glass|glass.stack=apparmor,tomoyo|$debian_glass
repeat:glass-smack+tomoyo+apparmor|glass|lsm=smack glass.stack=smack,tomoyo,apparmor|$l,smack,tomoyo,apparmor,$e
EOF
)

# The mainline baseline is built from the pristine tree (tag `pristine` of
# $B/linux), not from the patched tree with Glass off: then
# nothing of the patches can be in the baseline.  The checkout is redone only
# when the pristine content changes (its tree hash).
mainline_tree() {
	local dir=$out/linux-mainline want
	want=$(git -C "$B/linux" rev-parse 'pristine^{tree}')
	if [ "$(cat "$dir.tree" 2>/dev/null)" != "$want" ]; then
		echo "bench: checking out the pristine tree into $dir"
		rm -rf "$dir" "$dir.tree"
		mkdir -p "$dir"
		# -m: new mtimes, so objects of an older tree get rebuilt.
		git -C "$B/linux" archive pristine | tar -x -m -C "$dir"
		echo "$want" >"$dir.tree"
	fi
}

# build_kernel NAME TREE GLASS FRAGMENT...: $out/obj-NAME/.../bzImage.  The
# config is regenerated only when its inputs change, so a rerun is a no-op.
build_kernel() {
	local name=$1 tree=$2 glass=$3
	shift 3
	local obj=$out/obj-$name inputs
	local files=("$@" scripts/mkconfig.sh "$tree/security/Kconfig")
	[ ! -f "$tree/security/glass/Kconfig" ] || files+=("$tree/security/glass/Kconfig")
	inputs=$(cat "${files[@]}" | sha256sum)
	if [ ! -f "$obj/.config" ] || [ "$(cat "$obj/config.inputs" 2>/dev/null)" != "$inputs" ]; then
		scripts/mkconfig.sh "$tree" "$obj" "$glass" "$@"
		echo "$inputs" >"$obj/config.inputs"
	fi
	echo "bench: building the $name kernel ($obj)"
	# A fixed build timestamp and number: the version string is mixed into
	# the kernel's random pool (hash seeds), so two builds of the same
	# source give the same image and the same counts, in any clone.
	make -s -C "$tree" O="$(realpath "$obj")" ARCH=x86_64 CC="ccache gcc" LOCALVERSION= \
		KBUILD_BUILD_USER=glass KBUILD_BUILD_HOST=glass KBUILD_BUILD_VERSION=1 \
		KBUILD_BUILD_TIMESTAMP="$build_timestamp" -j"$jobs" bzImage
}

# The benchmark's own initramfs: glass-bench as /init, the execve target and
# a data file.  Small, so that boot-to-init is the kernel's work, the same
# archive for every configuration.
{
	echo "dir /bench 0755 0 0"
	echo "dir /proc 0755 0 0"
	echo "dir /sys 0755 0 0"
	echo "dir /tmp 01777 0 0"
	echo "dir /dev 0755 0 0"
	echo "nod /dev/console 0600 0 0 c 5 1"
	echo "file /init $(realpath "$prog") 0755 0 0"
	echo "file /bench/exit0 $(realpath "$exit0") 0755 0 0"
	echo "file /bench/data $here/bench/glass-bench.c 0644 0 0"
} >"$out/initramfs.list"
"$gen" -t "$cpio_mtime" "$out/initramfs.list" | gzip -n -6 >"$out/initramfs.cpio.gz"

# The plugin's marker: glass-bench's bench_mark(), at a fixed address (a
# static binary, not position independent).
mark=$(nm "$prog" | awk '$3 == "bench_mark" { print $1 }')
[ -n "$mark" ] || die "no bench_mark in $prog"

# icalls_per_op RAW_TXT ICALLS: "icalls OP CALLS JUMPS" for each timed loop,
# from the plugin's running totals at the marks before and after it.
icalls_per_op() {
	awk '
	FNR == NR { if ($1 == "mark") { c[$2] = $3; j[$2] = $4; n++ } next }
	$1 == "op" { i = 2 * k++
		if (!((i + 1) in c)) { print "error no plugin mark for " $2; next }
		print "icalls", $2, c[i + 1] - c[i], j[i + 1] - j[i] }
	END { if (2 * k != n) print "error " n " plugin marks for " k " loops" }
	' "$2" "$1"
}

# run_set SET DIR GLASS_OBJ MAINLINE_OBJ CONFIGS QEMU_ARG...: boot every
# configuration of one kernel config, results in DIR/raw.
run_set() {
	local set=$1 dir=$2 obj_glass=$3 obj_mainline=$4 configs=$5
	shift 5
	local name kernel params expect file log rc got want_glass obj rep orig
	mkdir -p "$dir/raw"
	rm -f "$dir"/raw/*
	while IFS='|' read -r name kernel params expect; do
		if [ -n "${BENCH_ONLY:-}" ] && [[ ",$BENCH_ONLY," != *",${name#repeat:},"* ]]; then
			continue
		fi
		file=${name/:/-}
		log=$dir/raw/$file.log
		obj=$obj_glass
		[ "$kernel" = glass ] || obj=$obj_mainline
		echo "bench: $set: booting $name (${params:-no parameter})"
		rc=0
		ACCEL=tcg scripts/qemu.sh -m bench -t "$timeout" -l "$log" \
			-k "$obj/arch/x86/boot/bzImage" -i "$out/initramfs.cpio.gz" \
			-a "quiet lsm.debug nokaslr norandmaps slab_nomerge $params ${BENCH_PARAMS:-}glassbench.expect=$expect${BENCH_SCALE:+ glassbench.scale=$BENCH_SCALE}" \
			-- "$@" -plugin "$plugin,mark=0x$mark,map=$obj/System.map,out=$dir/raw/$file.icalls${BENCH_PROFILE:+,profile=$dir/raw/$file.profile}" \
			>/dev/null 2>&1 || rc=$?
		tr -d '\r' <"$log" | sed -n 's/.*GLASS-BENCH //p' >"$dir/raw/$file.txt"
		[ ! -f "$dir/raw/$file.icalls" ] ||
			icalls_per_op "$dir/raw/$file.txt" "$dir/raw/$file.icalls" >>"$dir/raw/$file.txt"
		# Fail loudly: a boot that is not the configuration asked for, or
		# that did not finish, must not end up in the table.
		if [ $rc != 0 ] || ! grep -qx 'done 0' "$dir/raw/$file.txt"; then
			tr -d '\r' <"$log" | tail -n 30 >&2
			die "$set: $name: guest status $rc (log: $log)"
		fi
		! grep '^error' "$dir/raw/$file.txt" >&2 || die "$set: $name: errors above"
		grep -q '^icalls ' "$dir/raw/$file.txt" || die "$set: $name: no indirect-branch counts"
		grep -q '^blob cred ' "$dir/raw/$file.txt" ||
			die "$set: $name: no blob sizes (the kernel's lsm.debug lines changed?)"
		got=$(sed -n 's/^lsm //p' "$dir/raw/$file.txt")
		[ "$got" = "$expect" ] ||
			die "$set: $name: /sys/kernel/security/lsm is '$got', expected '$expect'"
		want_glass=no
		[ "$kernel" = mainline ] || want_glass=yes
		grep -qx "glass $want_glass" "$dir/raw/$file.txt" ||
			die "$set: $name: expected Glass '$want_glass' in this kernel"
		echo "bench: $set: $name: $(grep -c '^op ' "$dir/raw/$file.txt") operations, stack $got"
	done <<<"$configs"

	# Determinism: the repeated boot must give the very same counts.
	for rep in "$dir"/raw/repeat-*.txt; do
		[ -f "$rep" ] || continue
		orig=$dir/raw/${rep##*/repeat-}
		if ! diff <(grep -E '^(boot|op|icalls|mem|cache|blob) ' "$orig") \
			<(grep -E '^(boot|op|icalls|mem|cache|blob) ' "$rep") >"$dir/determinism.diff"; then
			cat "$dir/determinism.diff" >&2
			die "$set: the repeated boot of ${orig##*/} differs (icount not deterministic?)"
		fi
		echo "bench: $set: determinism: ${orig##*/} booted twice, identical counts"
	done
	python3 bench/report.py "$dir" "$set"
}

# -icount shift=0,sleep=off: 1 ns of guest time per instruction, and no
# waiting on the host clock; a fixed RTC on the guest clock, no KASLR and no
# address randomisation keep host time and chance out of the guest.
# Kernel side: quiet (console output is not what is measured), lsm.debug
# (the blob sizes), slab_nomerge (each slab cache under its own name, so the
# memory figures can say which object grew).
qemu_args=(-icount shift=0,sleep=off -rtc base=2026-01-01T00:00:00,clock=vm)

if [[ ",$sets," == *,tiny,* ]]; then
	mainline_tree
	# One build at a time: the machine is shared.
	build_kernel glass "$B/linux" 1 config/glass.config config/bench.config
	build_kernel mainline "$out/linux-mainline" 0 config/glass.config config/noglass.config \
		config/bench.config
	run_set tiny "$out" "$out/obj-glass" "$out/obj-mainline" "$configs_tiny" "${qemu_args[@]}"
fi
# One vCPU, as for tiny: with two, -icount counts the other CPU's
# background work and, with sleep=off, the time a waiting CPU skips to its
# next timer, into the loops (getppid varied from 373 to 1,007).  The SMP
# kernel keeps its SMP code: noreplace-smp leaves the lock prefixes that a
# one-CPU boot would patch out.  The crypto self-tests Debian's config runs
# (RSA and DH keys in kernel threads, cryptomgr.notests=1 turns them off)
# would land in the first loops.  No slab memory tests: with two vCPUs the
# socket test's delta came out negative; the blob sizes are still read.
if [[ ",$sets," == *,distro,* ]]; then
	QEMU_MEM=1G BENCH_PARAMS="noreplace-smp cryptomgr.notests=1 glassbench.mem=0 " run_set distro "$out/distro" "$B/obj-distro" "$B/obj-distro-noglass" \
		"$configs_distro" "${qemu_args[@]}"
fi
