#!/bin/bash
# Boot the Glass guest in QEMU and return the guest's exit status.
#
# usage: qemu.sh [options] [-- QEMU_ARG...]
#   -k KERNEL    bzImage (default build-7.3/obj/arch/x86/boot/bzImage, the
#                default version's; make passes its own)
#   -i INITRD    initramfs (default build-7.3/initramfs.cpio.gz)
#   -d IMAGE     boot the distribution guest instead: root on IMAGE (raw
#                ext4, virtio-blk, writes discarded), virtio-net, no initramfs;
#                a guest that powers off ends with status 0
#   -m MODE      run|check|exec|shell (kernel parameter glassvm.mode=)
#   -a ARGS      more kernel command line (may be given more than once)
#   -t SECONDS   hard timeout, 0 = none (default 300; shell mode: none)
#   -l LOG       also write the console output to LOG (not in shell mode)
# environment:
#   ACCEL=auto|tcg|kvm   auto (default): KVM only if a probe boot works
#   QEMU_MEM=512M, QEMU_SMP=1, QEMU=qemu-system-x86_64,
#   KVM_PROBE_CACHE=build/kvm-probe
#
# Exit status: the guest's status (0..126, given to /bin/qemu-exit);
# 124: timeout, guest killed; 125: guest stopped without a status (kernel
# panic, reboot, init died); 123: QEMU itself failed.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
kernel=$here/build-7.3/obj/arch/x86/boot/bzImage
initrd=$here/build-7.3/initramfs.cpio.gz
mode=run append="" timeout="" log="" disk=""
while getopts k:i:m:a:t:l:d: opt; do
	case $opt in
	k) kernel=$OPTARG ;;
	i) initrd=$OPTARG ;;
	d) disk=$OPTARG ;;
	m) mode=$OPTARG ;;
	a) append="$append $OPTARG" ;;
	t) timeout=$OPTARG ;;
	l) log=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ "${1:-}" != -- ] || shift

qemu=${QEMU:-qemu-system-x86_64}
mem=${QEMU_MEM:-512M}
probe_cache=${KVM_PROBE_CACHE:-$here/build/kvm-probe}
[ -f "$kernel" ] || { echo "qemu.sh: no kernel $kernel (make kernel)" >&2; exit 123; }
if [ -n "$disk" ]; then
	[ -f "$disk" ] || { echo "qemu.sh: no root image $disk (make rootfs)" >&2; exit 123; }
else
	[ -f "$initrd" ] || { echo "qemu.sh: no initramfs $initrd (make initramfs)" >&2; exit 123; }
fi
if [ -z "$timeout" ]; then
	if [ "$mode" = shell ]; then timeout=0; else timeout=300; fi
fi

# panic=-1 + -no-reboot: a panic ends QEMU at once (status 0, i.e. "no status").
base_args=(-nographic -no-reboot -m "$mem" -smp "${QEMU_SMP:-1}"
	-device isa-debug-exit,iobase=0xf4,iosize=0x04 -kernel "$kernel")
cmdline="console=ttyS0 panic=-1"
if [ -n "$disk" ]; then
	boot_args=(-drive "file=$disk,format=raw,if=virtio,snapshot=on"
		-nic user,model=virtio-net-pci)
	cmdline="$cmdline root=/dev/vda rw"
else
	boot_args=(-nic none -initrd "$initrd")
fi

# KVM is used only where booting this kernel with it was seen to work: on
# some hosts /dev/kvm exists but the guest hangs.  The probe boots with
# glassvm.mode=probe (init exits at once with 42) under a short timeout; the
# answer is cached per host kernel and QEMU version.
kvm_works() {
	[ -r /dev/kvm ] && [ -w /dev/kvm ] || return 1
	local key ans rc=0
	key="$(uname -r) $("$qemu" --version | head -n1)"
	if [ -f "$probe_cache" ] && [ "$(head -n1 "$probe_cache")" = "$key" ]; then
		ans=$(sed -n 2p "$probe_cache")
	elif [ ! -f "$initrd" ]; then
		# The probe boots the test initramfs; without it, TCG.
		return 1
	else
		echo "qemu.sh: probing KVM (once; cached in $probe_cache)" >&2
		timeout -k 3 15 "$qemu" "${base_args[@]}" -nic none -initrd "$initrd" -accel kvm -cpu host \
			-append "$cmdline glassvm.mode=probe" </dev/null >"$probe_cache.log" 2>&1 || rc=$?
		# 42 + 1 written to isa-debug-exit: (43 << 1) | 1
		if [ $rc = 87 ]; then ans=yes; else ans=no; fi
		echo "qemu.sh: KVM probe: QEMU status $rc, KVM usable: $ans" >&2
		mkdir -p "$(dirname "$probe_cache")"
		printf '%s\n%s\n' "$key" "$ans" >"$probe_cache"
	fi
	[ "$ans" = yes ]
}

case ${ACCEL:-auto} in
tcg) accel=(-accel tcg) ;;
kvm) accel=(-accel kvm -cpu host) ;;
auto) if kvm_works; then accel=(-accel kvm -cpu host); else accel=(-accel tcg); fi ;;
*) echo "qemu.sh: ACCEL must be auto, tcg or kvm" >&2; exit 2 ;;
esac

args=("${base_args[@]}" "${boot_args[@]}" "${accel[@]}" -append "$cmdline glassvm.mode=$mode $append" "$@")
echo "qemu.sh: mode $mode, ${accel[*]}, timeout ${timeout}s" >&2

rc=0
if [ "$mode" = shell ]; then
	# Interactive: QEMU owns the terminal (Ctrl-a x quits), no timeout.
	"$qemu" "${args[@]}" || rc=$?
else
	# --foreground: QEMU stays in our process group, so Ctrl-C reaches it.
	tmo=(timeout --foreground -k 5 "$timeout")
	[ "$timeout" != 0 ] || tmo=()
	set +o pipefail
	"${tmo[@]}" "$qemu" "${args[@]}" </dev/null 2>&1 | tee ${log:+"$log"}
	rc=${PIPESTATUS[0]}
	set -o pipefail
fi

case $rc in
124 | 137)
	echo "qemu.sh: TIMEOUT: guest still running after ${timeout}s, killed" >&2
	exit 124
	;;
0)
	if [ -n "$disk" ]; then
		echo "qemu.sh: guest powered off" >&2
		exit 0
	fi
	echo "qemu.sh: guest stopped without an exit status (kernel panic or reboot?)" >&2
	exit 125
	;;
esac
if [ $((rc % 2)) = 1 ] && [ "$rc" -ge 3 ]; then
	status=$(((rc - 3) / 2))
	echo "qemu.sh: guest exit status $status" >&2
	exit "$status"
fi
echo "qemu.sh: QEMU failed (status $rc)" >&2
exit 123
