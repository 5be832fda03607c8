#!/bin/bash
# Check the Debian packages the pipeline needs; install the missing ones when
# root, otherwise print the apt-get line and fail.
#
# KVER (env, from make): 7.3 also fetches linux-source-7.3 and
# linux-config-7.3 from Debian 13's backports into KVER_DIR (env, from
# make: build-7.3/debian) and unpacks them there (see fetch_73 below);
# 6.12 installs linux-source-6.12 and linux-config-6.12.
set -euo pipefail

kver=${KVER:?run it through make [KVER=6.12] deps}

# Linux 7.3 is packaged only in Debian 13's backports.  Installing it on this
# Debian 12 machine would mean adding trixie to the machine's apt sources,
# and an upgrade could then pull trixie packages in.  Instead apt-get reads a
# sources list, lists and cache of our own (the -o options below), downloads
# the two packages without resolving dependencies, and dpkg-deb -x unpacks
# them into KVER_DIR/root: the machine's apt state and dpkg database are not
# touched, and no root is needed.  The mirror is the machine's own.  The
# version is pinned and the .deb files' sha256 checked, so that every clone
# builds the same tree; backports keeps only the newest version, so a newer
# upload makes the pinned download fail loudly rather than change the tree.
V73=7.3.4-1~bpo13+1
SHA73_SOURCE=703e369ddd4cce971452f5a593ee55df3a5c10c83caf0fa0df039633ed181ee3
SHA73_CONFIG=1161d8946bd74094857fc1950da809a14e1b3aafe4f3defbec83150520e3e82c

DEB73=("linux-source-7.3_${V73}_all.deb $SHA73_SOURCE"
	"linux-config-7.3_${V73}_amd64.deb $SHA73_CONFIG")

# Every pinned .deb is in KVER_DIR with its sha256.
have_73() {
	local e
	for e in "${DEB73[@]}"; do
		[ -f "$KVER_DIR/${e% *}" ] || return 1
		[ "$(sha256sum <"$KVER_DIR/${e% *}" | cut -d' ' -f1)" = "${e#* }" ] || return 1
	done
}

fetch_73() {
	local d=${KVER_DIR:?KVER_DIR unset} mirror e
	[ -f "$d/root/.done-$V73" ] && return 0
	if ! have_73; then
		mirror=$(apt-get indextargets --format '$(REPO_URI)' 2>/dev/null |
			grep -m1 '/debian/$' || true)
		mirror=${mirror:-http://deb.debian.org/debian/}
		mkdir -p "$d"/apt/lists/partial "$d"/apt/cache/archives/partial
		echo "deb ${mirror%/} trixie-backports main" >"$d/apt/sources.list"
		local o=(-o Dir::Etc::sourcelist="$(realpath "$d/apt/sources.list")"
			-o Dir::Etc::sourceparts=/dev/null
			-o Dir::State::Lists="$(realpath "$d/apt/lists")"
			-o Dir::Cache="$(realpath "$d/apt/cache")"
			-o Debug::NoLocking=1 -o APT::Sandbox::User="$(id -un)")
		echo "deps: fetching linux-source-7.3 and linux-config-7.3 $V73 into $d"
		apt-get "${o[@]}" -q update
		(cd "$d" && apt-get "${o[@]}" -q download \
			"linux-source-7.3=$V73" "linux-config-7.3=$V73")
		have_73 || { echo "deps: $d: the .deb files are not the pinned ones (sha256)" >&2; exit 1; }
	fi
	rm -rf "$d/root"
	mkdir -p "$d/root"
	for e in "${DEB73[@]}"; do
		dpkg-deb -x "$d/${e% *}" "$d/root"
	done
	touch "$d/root/.done-$V73"
}

pkgs=(
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
	dwarves mmdebstrap clang libbpf-dev e2fsprogs openssl
	# AppArmor's regression suite (scripts/build-aa-regression.sh)
	libdbus-1-dev pkgconf
	# static selftests
	libc6-dev libcap-dev libapparmor-dev
	# make bench: python3 (above) for the report, gnuplot for the chart
	gnuplot-nox
)

case $kver in
6.12) pkgs+=(linux-source-6.12 linux-config-6.12) ;;
7.3) ;;
*) echo "deps: KVER=$kver: only 6.12 and 7.3 are known" >&2; exit 1 ;;
esac

missing=()
for p in "${pkgs[@]}"; do
	st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[ "$st" = installed ] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
	[ "$kver" != 7.3 ] || fetch_73
	exit 0
fi

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
[ "$kver" != 7.3 ] || fetch_73
