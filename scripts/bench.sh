#!/bin/bash
# Host side of `make bench`: build the mainline and the Glass benchmark
# kernels, boot every configuration under QEMU TCG with -icount (guest clock =
# instruction count), check each boot has the stack asked for, check that a
# repeated boot gives the same numbers, and report (bench/report.py).
#
# usage: bench.sh GEN_INIT_CPIO GLASS_BENCH EXIT0
#   environment: JOBS (kernel build), BENCH_ONLY=config,... (boot only these;
#   testing), BENCH_SCALE=PCT (iterations in percent; testing), TIMEOUT
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
gen=$1 prog=$2 exit0=$3
out=build/bench
jobs=${JOBS:-$(nproc)}
timeout=${TIMEOUT:-900}
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$here}

die() { echo "bench: error: $*" >&2; exit 1; }
# Kernel build time and initramfs file times: fixed, see build_kernel.
build_timestamp="Thu Jan  1 00:00:00 UTC 2026"
cpio_mtime=1767225600
mkdir -p "$out"

# Every configuration: name, kernel (glass|mainline), kernel parameters,
# the /sys/kernel/security/lsm it must show.  The glass-* stacks alone and
# glass-capability give the sums for the full stack; the last line repeats a
# configuration to check that the counts are deterministic.
configs=$(cat <<'EOF'
mainline-capability mainline lsm=capability capability
mainline-tomoyo+apparmor mainline lsm=tomoyo,apparmor capability,tomoyo,apparmor
mainline-smack mainline lsm=smack capability,smack
glass-capability glass glass.stack=capability capability
glass-smack glass glass.stack=smack capability,smack
glass-tomoyo glass glass.stack=tomoyo capability,tomoyo
glass-apparmor glass glass.stack=apparmor capability,apparmor
glass-tomoyo+apparmor glass glass.stack=tomoyo,apparmor capability,tomoyo,apparmor
glass-smack+tomoyo+apparmor glass glass.stack=smack,tomoyo,apparmor capability,smack,tomoyo,apparmor
repeat:glass-smack+tomoyo+apparmor glass glass.stack=smack,tomoyo,apparmor capability,smack,tomoyo,apparmor
EOF
)

# The mainline baseline is built from the pristine 6.12 tree (tag
# `pristine` of build/linux), not from the patched tree with Glass off: then
# nothing of the patches can be in the baseline.  The checkout is redone only
# when the pristine content changes (its tree hash).
mainline_tree() {
	local dir=$out/linux-mainline want
	want=$(git -C build/linux rev-parse 'pristine^{tree}')
	if [ "$(cat "$dir.tree" 2>/dev/null)" != "$want" ]; then
		echo "bench: checking out the pristine tree into $dir"
		rm -rf "$dir" "$dir.tree"
		mkdir -p "$dir"
		# -m: new mtimes, so objects of an older tree get rebuilt.
		git -C build/linux archive pristine | tar -x -m -C "$dir"
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

mainline_tree
# One build at a time: the machine is shared.
build_kernel glass build/linux 1 config/glass.config config/bench.config
build_kernel mainline "$out/linux-mainline" 0 config/glass.config config/noglass.config config/bench.config

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

# -icount shift=0,sleep=off: 1 ns of guest time per instruction, and no
# waiting on the host clock; a fixed RTC on the guest clock, no KASLR and no
# address randomisation keep host time and chance out of the guest.
# Kernel side: quiet (console output is not what is measured), lsm.debug
# (the blob sizes), slab_nomerge (each slab cache under its own name, so the
# memory figures can say which object grew).
qemu_args=(-icount shift=0,sleep=off -rtc base=2026-01-01T00:00:00,clock=vm)
mkdir -p "$out/raw"
rm -f "$out"/raw/*
while read -r name kernel params expect; do
	if [ -n "${BENCH_ONLY:-}" ] && [[ ",$BENCH_ONLY," != *",${name#repeat:},"* ]]; then
		continue
	fi
	file=${name/:/-}
	log=$out/raw/$file.log
	echo "bench: booting $name ($params)"
	rc=0
	ACCEL=tcg scripts/qemu.sh -m bench -t "$timeout" -l "$log" \
		-k "$out/obj-$kernel/arch/x86/boot/bzImage" -i "$out/initramfs.cpio.gz" \
		-a "quiet lsm.debug nokaslr norandmaps slab_nomerge $params glassbench.expect=$expect${BENCH_SCALE:+ glassbench.scale=$BENCH_SCALE}" \
		-- "${qemu_args[@]}" >/dev/null 2>&1 || rc=$?
	tr -d '\r' <"$log" | sed -n 's/.*GLASS-BENCH //p' >"$out/raw/$file.txt"
	# Fail loudly: a boot that is not the configuration asked for, or that
	# did not finish, must not end up in the table.
	if [ $rc != 0 ] || ! grep -qx 'done 0' "$out/raw/$file.txt"; then
		tr -d '\r' <"$log" | tail -n 30 >&2
		die "$name: guest status $rc (log: $log)"
	fi
	got=$(sed -n 's/^lsm //p' "$out/raw/$file.txt")
	[ "$got" = "$expect" ] || die "$name: /sys/kernel/security/lsm is '$got', expected '$expect'"
	want_glass=no
	[ "$kernel" = mainline ] || want_glass=yes
	grep -qx "glass $want_glass" "$out/raw/$file.txt" ||
		die "$name: expected Glass '$want_glass' in this kernel"
	echo "bench: $name: $(grep -c '^op ' "$out/raw/$file.txt") operations, stack $got"
done <<<"$configs"

# Determinism: the repeated boot must give the very same counts.
for rep in "$out"/raw/repeat-*.txt; do
	[ -f "$rep" ] || continue
	orig=$out/raw/${rep##*/repeat-}
	if ! diff <(grep -E '^(boot|op|mem|cache|blob) ' "$orig") \
		<(grep -E '^(boot|op|mem|cache|blob) ' "$rep") >"$out/determinism.diff"; then
		cat "$out/determinism.diff" >&2
		die "the repeated boot of ${orig##*/} differs (icount not deterministic?)"
	fi
	echo "bench: determinism: ${orig##*/} booted twice, identical counts"
done

python3 bench/report.py "$out"
