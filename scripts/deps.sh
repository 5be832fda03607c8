#!/bin/bash
# Check the Debian packages the pipeline needs; install the missing ones when
# root, otherwise print the apt-get line and fail.
set -euo pipefail

pkgs=(
	linux-source-6.12
	# kernel build
	gcc make flex bison bc libelf-dev libssl-dev cpio xz-utils kmod rsync ccache git perl
	# guest
	qemu-system-x86 busybox-static apparmor tomoyo-tools libcap2-bin util-linux
	nftables netlabel-tools
	# the SELinux policy the guest loads (selftests/policy/selinux), and
	# SELinux's unmodified programs there (getenforce; runcon is coreutils)
	checkpolicy selinux-utils
	# the unmodified programs of selftests/glass_compat.c
	dbus-daemon dbus-bin
	# checkpatch (spdxcheck.py)
	python3 python3-ply python3-git
	# make distro, check-distro: Debian's kernel config, BTF (pahole), the
	# Debian image, the BPF LSM program, reading the check disk (debugfs),
	# the distribution kernels' trusted key (openssl)
	linux-config-6.12 dwarves mmdebstrap clang libbpf-dev e2fsprogs openssl
	# AppArmor's regression suite (scripts/build-aa-regression.sh)
	libdbus-1-dev pkgconf
	# static selftests
	libc6-dev libcap-dev libapparmor-dev
	# make bench: python3 (above) for the report, gnuplot for the chart
	gnuplot-nox
)

missing=()
for p in "${pkgs[@]}"; do
	st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[ "$st" = installed ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" != 0 ]; then
	echo "deps: missing packages: ${missing[*]}" >&2
	echo "deps: run as root: apt-get update && DEBIAN_FRONTEND=noninteractive $cmd" >&2
	exit 1
fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
$cmd
