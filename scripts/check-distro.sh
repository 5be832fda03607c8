#!/bin/bash
# Host side of `make check-distro`: boot the Debian system on the Glass
# kernel (full stack) and on the mainline kernel of the same config (Debian's
# default lsm=), with the same image and the same checks
# (guest/distro/check/), then compare what the two boots recorded.
#
# usage: check-distro.sh TREE GLASS_KERNEL MAINLINE_KERNEL ROOTFS HEADERS OUTDIR
#   TREE: the kernel tree (Landlock's selftests), HEADERS: its UAPI headers,
#   OUTDIR: the check payload, disks, logs and results (build/distro/check).
# environment: GLASS_APPEND, MAINLINE_APPEND (more kernel command line),
#   DISTRO_TIMEOUT (seconds per boot, default 2400), GLASS_LOAD_SECONDS,
#   DISTRO_BOOTS="glass mainline mainline-smack" (which boots to run;
#   mainline-smack: the mainline kernel with Smack as its exclusive module
#   instead of AppArmor, for the Smack rows of the compatibility checks and
#   LTP's Smack tests),
#   GLASS_CHECK_KEY (the kernels' built-in trusted key and its private key,
#   from make: the guest signs its IPE policy with it),
#   DISTRO_AA_REGRESSION=1 (also AppArmor's regression suite, ~1 h a boot;
#   give DISTRO_TIMEOUT=5400), DISTRO_AA_TESTS=a,b (only those of its scripts),
#   SELINUX_ROOTFS (the image with SELinux's reference policy, for the boots
#   "selinux": Glass with the four modules, and "mainline-selinux": mainline
#   with SELinux as its exclusive module; make check-distro-selinux),
#   CT_SELINUX_ROOTFS and CT_APPARMOR_ROOTFS (the container hosts' images,
#   for the boots "ct-aa", "ct-aa-mainline": an AppArmor container on an
#   SELinux host, on Glass and on mainline with AppArmor, and "ct-se",
#   "ct-se-mainline": an SELinux container on an AppArmor host, on Glass and
#   on mainline with SELinux; make check-containers).
# Last line: "N passed, N failed"; exit status 1 when something failed.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
tree=$1 glass_kernel=$2 mainline_kernel=$3 rootfs=$4 hdr=$5 dir=$6
timeout=${DISTRO_TIMEOUT:-2400}
boots=${DISTRO_BOOTS:-glass mainline mainline-smack}
# Debian's CONFIG_LSM with Smack, or SELinux, in AppArmor's (exclusive) place.
smack_lsm=landlock,lockdown,yama,loadpin,safesetid,integrity,smack,tomoyo,bpf,ipe
selinux_lsm=landlock,lockdown,yama,loadpin,safesetid,integrity,selinux,tomoyo,bpf,ipe
# The SELinux boots run the checks that apply to their modules.  Glass's
# display is SELinux's: systemd and libselinux read and write SELinux's
# contexts in /proc/PID/attr/current, as on mainline.
selinux_checks=01_boot,01_selinux,02_apparmor_profiles,03_apparmor_service,04_smack_service,05_tomoyo
selinux_checks+=,90_selinux_after,98_kmemleak
# Glass composes the four modules where the image's systemd allows it:
# Debian 13's systemd (257) aborts as PID 1 when SELinux and Smack are both
# in use (src/shared/label-util.c, init_internal()), so on Debian 13's
# image Glass composes SELinux, TOMOYO and AppArmor; Debian 12's systemd
# (252) boots all four (selinux_glass, set once the image is known).
selinux_four="glass.stack=selinux,smack,tomoyo,apparmor glass.netlabel=smack"
selinux_three="glass.stack=selinux,tomoyo,apparmor"
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
payload=$dir/payload
die() { echo "check-distro: error: $*" >&2; exit 1; }

# What the guest runs, built here: the check scripts, a ptrace probe, the
# BPF LSM program, Glass's tools, libsmack, LTP's Smack tests, Landlock's
# and SafeSetID's upstream selftests, AppArmor's regression suite.
build_payload() {
	rm -rf "$payload"
	mkdir -p "$payload/bin" "$payload/bpf" "$payload/landlock" "$payload/out"
	cp "$here"/guest/distro/check/* "$payload/"
	[ -r "${GLASS_CHECK_KEY:-}" ] || die "GLASS_CHECK_KEY: the kernels' trusted key is not readable (make builds it)"
	mkdir -p "$payload/ipe"
	cp "$GLASS_CHECK_KEY" "$payload/ipe/glass-check.pem"
	for t in "$here"/guest/distro/tools/*.c "$here"/tools/*.c; do
		gcc -O2 -Wall -o "$payload/bin/$(basename "$t" .c)" "$t"
	done
	local lt=$here/guest/distro/ltp-smack
	mkdir -p "$payload/ltp-smack-tests"
	cp "$lt"/src/*.sh "$lt/runtest" "$payload/ltp-smack-tests/"
	for t in smack_notroot smack_set_socket_labels; do
		gcc -O2 -Wall -I"$lt" -o "$payload/ltp-smack-tests/$t" "$lt/src/$t.c"
	done
	local ls=$here/guest/distro/libsmack
	gcc -O2 -Wall -I"$ls/src" -o "$payload/bin/libsmack-probe" "$ls/libsmack-probe.c" \
		"$ls/src/libsmack.c" "$ls/src/init.c" "$ls/src/common.c"
	clang -O2 -g -Wall -target bpf -D__TARGET_ARCH_x86 -I/usr/include/x86_64-linux-gnu \
		-c "$here/guest/distro/bpf/glass_bpf_deny.bpf.c" -o "$payload/bpf/glass_bpf_deny.bpf.o"
	mkdir -p "$dir/landlock-build"
	make -s -C "$tree/tools/testing/selftests/landlock" OUTPUT="$dir/landlock-build" \
		KHDR_INCLUDES="-isystem $hdr/include" >/dev/null
	# The tests and the helpers they run (true; 7.3: sandbox-and-launch,
	# wait-pipe, ...); not fs_bench, a benchmark.
	find "$dir/landlock-build" -maxdepth 1 -type f -perm -u+x ! -name fs_bench \
		-exec cp {} "$payload/landlock/" \;
	# SafeSetID's selftest (check_17), as its Makefile builds it.
	gcc -O2 -Wall -o "$payload/bin/safesetid-test" \
		"$tree/tools/testing/selftests/safesetid/safesetid-test.c" -lcap
	# AppArmor's regression suite only when a boot runs it (check_11
	# skips it otherwise): its build takes minutes.
	if [ "$aa_suite" = 1 ] && [ -x "$here/scripts/build-aa-regression.sh" ]; then
		"$here/scripts/build-aa-regression.sh" "$payload/aa-suite" >"$dir/aa-regression-build.log" 2>&1 ||
			{ tail -20 "$dir/aa-regression-build.log" >&2; die "AppArmor regression suite: build failed"; }
	fi
}

# boot NAME KERNEL APPEND: one boot with a fresh check disk; the guest's
# results end up in $dir/NAME/.
boot() {
	local name=$1 kernel=$2 append=$3 img=$dir/check-$1.img rc=0 t0 aa= root=$rootfs
	case $name in
	*selinux) root=${SELINUX_ROOTFS:?the selinux boots need SELINUX_ROOTFS} ;;
	ct-aa*) root=${CT_SELINUX_ROOTFS:?the AppArmor container boots need CT_SELINUX_ROOTFS} ;;
	ct-se*) root=${CT_APPARMOR_ROOTFS:?the SELinux container boots need CT_APPARMOR_ROOTFS} ;;
	esac
	[ "${DISTRO_AA_REGRESSION:-0}" = 0 ] || aa=glassvm.aa_regression=1
	[ -z "${DISTRO_AA_TESTS:-}" ] || aa=glassvm.aa_regression=$DISTRO_AA_TESTS
	rm -rf "${dir:?}/$name" "$img"
	# A fixed UUID: systemd names a device unit after it, on both kernels.
	# verity: the IPE check enables fs-verity on a file of this disk.
	mke2fs -q -t ext4 -O verity -L glasscheck -U 6c617373-6368-6563-6b00-000000000001 \
		-d "$payload" "$img" 512M
	echo "check-distro: booting $name: $kernel $append"
	t0=$(date +%s)
	# systemd waits 90 s for a device unit by default.  Debian 13's
	# apparmor.service compiles its 131 profiles at every boot (the
	# image's writes are discarded, so no cache is kept), and under TCG
	# on a busy host dev-ttyS0.device came after 90 s, on one kernel and
	# not the other: the serial getty then fails.  Ten minutes for every
	# device, on every boot, makes that row independent of the host's
	# speed; a device that never comes still fails.
	QEMU_SMP=${QEMU_SMP:-2} QEMU_MEM=${QEMU_MEM:-2G} "$here/scripts/qemu.sh" -m check \
		-k "$kernel" -d "$root" -t "$timeout" -l "$dir/$name.log" \
		-a "glassvm.load_seconds=${GLASS_LOAD_SECONDS:-180} systemd.default_device_timeout_sec=600 $aa $append" \
		-- -drive "file=$img,format=raw,if=virtio" >/dev/null 2>&1 || rc=$?
	echo "check-distro: $name: QEMU status $rc after $(($(date +%s) - t0)) s"
	debugfs -R "rdump /out $dir" "$img" >/dev/null 2>&1 || true
	[ -d "$dir/out" ] && mv "$dir/out" "$dir/$name"
	mkdir -p "$dir/$name"
	echo "$(($(date +%s) - t0))" >"$dir/$name/wall-seconds"
}

# image_codename IMAGE: the Debian suite of IMAGE (its os-release).
image_codename() {
	debugfs -R 'cat /usr/lib/os-release' "$1" 2>/dev/null | sed -n 's/^VERSION_CODENAME=//p'
}

# AppArmor's regression suite is 3.0.8's, Debian 12's AppArmor (its
# parser's and libapparmor's behaviour): it runs on Debian 12's image only.
aa_suite=0
if [ "${DISTRO_AA_REGRESSION:-0}" != 0 ] || [ -n "${DISTRO_AA_TESTS:-}" ]; then
	aa_suite=1
	codename=$(image_codename "$rootfs")
	[ "$codename" = bookworm ] ||
		die "AppArmor's regression suite (3.0.8) runs on Debian 12's image: DEBIAN_SUITE=bookworm (this image: ${codename:-unknown})"
fi
case " $boots " in
*" selinux "*)
	codename=$(image_codename "${SELINUX_ROOTFS:?the selinux boots need SELINUX_ROOTFS}")
	case $codename in
	bookworm) selinux_glass="$selinux_four glass.display=selinux" ;;
	trixie) selinux_glass="$selinux_three glass.display=selinux" ;;
	*) die "the SELinux image is Debian ${codename:-unknown}: bookworm or trixie" ;;
	esac
	echo "check-distro: the SELinux image is Debian's $codename: $selinux_glass" ;;
esac
build_payload
for b in $boots; do
	case $b in
	glass) boot glass "$glass_kernel" "${GLASS_APPEND:-}" ;;
	mainline) boot mainline "$mainline_kernel" "${MAINLINE_APPEND:-}" ;;
	mainline-smack)
		boot mainline-smack "$mainline_kernel" \
			"lsm=$smack_lsm glassvm.checks=01_boot,06_landlock,13_compat,14_ltp_smack ${MAINLINE_APPEND:-}" ;;
	selinux)
		boot selinux "$glass_kernel" "$selinux_glass glassvm.checks=$selinux_checks ${GLASS_APPEND:-}" ;;
	mainline-selinux)
		boot mainline-selinux "$mainline_kernel" \
			"lsm=$selinux_lsm glassvm.checks=$selinux_checks ${MAINLINE_APPEND:-}" ;;
	ct-aa)
		boot ct-aa "$glass_kernel" \
			"$selinux_three glass.display=selinux glassvm.checks=01_boot,20_ct_apparmor ${GLASS_APPEND:-}" ;;
	ct-aa-mainline)
		boot ct-aa-mainline "$mainline_kernel" \
			"glassvm.checks=01_boot,20_ct_apparmor ${MAINLINE_APPEND:-}" ;;
	ct-se)
		boot ct-se "$glass_kernel" \
			"$selinux_three glass.display=apparmor glassvm.checks=01_boot,21_ct_selinux ${GLASS_APPEND:-}" ;;
	ct-se-mainline)
		boot ct-se-mainline "$mainline_kernel" \
			"lsm=$selinux_lsm glassvm.checks=01_boot,21_ct_selinux ${MAINLINE_APPEND:-}" ;;
	*) die "unknown boot $b" ;;
	esac
done

exec "$here/scripts/compare-distro.sh" "$dir" $boots
