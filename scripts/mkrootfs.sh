#!/bin/bash
# Build the Debian root file system image of the distribution guest with
# mmdebstrap, from Debian's packages, and cache it: OUT is rebuilt only when
# the suite, guest/distro/packages, guest/distro/rootfs/ or this script
# change (and guest/distro/selinux/ for the SELinux image).  Each suite's
# image is kept beside the other's.
#
# usage: mkrootfs.sh OUT [selinux|containers-selinux|containers-apparmor]  (OUT: build/distro/rootfs.img,
#   a symlink)
#   selinux: also Debian's SELinux reference policy (the packages of
#   guest/distro/selinux/packages), SELinux permissive in
#   /etc/selinux/config, every file labelled at build time (setfiles).
#   containers-selinux: the SELinux image with Debian's LXC and an
#   AppArmor container, guest/distro/containers/aa (make check-containers);
#   containers-apparmor: the default image (AppArmor) with Debian's LXC and
#   an SELinux container, guest/distro/containers/se.
# environment: DEBIAN_SUITE (trixie, Debian 13, the default; bookworm,
#   Debian 12), DEBIAN_MIRROR (http://deb.debian.org/debian).  The suite
#   and the mirror go to mmdebstrap's command line only: the host's own
#   sources and packages are left alone (Debian 12's keyring trusts
#   Debian 13's archive).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
out=$1
variant=${2:-}
dir=$(dirname "$out")
size=${ROOTFS_SIZE:-3G}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
suite=${DEBIAN_SUITE:-trixie}
die() { echo "mkrootfs: error: $*" >&2; exit 1; }

# selinux_image ROOT: Debian's reference policy, permissive at boot (the
# checks switch to enforcing), and the file system labelled now: a
# first-boot relabel would run again at every boot, as the guests' writes
# are discarded.
selinux_image() {
	local root=$1
	sed -i 's/^SELINUX=.*/SELINUX=permissive/; s/^SELINUXTYPE=.*/SELINUXTYPE=default/' \
		"$root/etc/selinux/config"
	grep -qx SELINUX=permissive "$root/etc/selinux/config" ||
		die "selinux: /etc/selinux/config has no SELINUX= line"
	# Labels as the policy's file contexts give them; mke2fs -d copies
	# the security.selinux attributes into the image.  setfiles works
	# through /proc/self/fd; -e keeps it out of /proc itself.
	selinux_label "$root"
}

# selinux_label ROOT: every file of ROOT labelled by the file contexts of
# ROOT's own policy.
selinux_label() {
	local root=$1
	mount -t proc proc "$root/proc"
	chroot "$root" setfiles -F -e /proc /etc/selinux/default/contexts/files/file_contexts / ||
		{ umount "$root/proc"; die "selinux: setfiles failed in $root"; }
	umount "$root/proc"
	python3 -c 'import os, sys; print(os.getxattr(sys.argv[1], "security.selinux"))' \
		"$root/etc/shadow" | grep -q shadow_t ||
		die "selinux: setfiles did not label $root/etc/shadow"
}

# dbus_selinux_only ROOT: dbus-daemon reads each peer's label once
# (SO_PEERSEC) for its SELinux and its AppArmor mediation alike.  Glass
# gives it SELinux's here (glass.display=selinux); where the kernel's
# AppArmor mediates D-Bus (7.3), AppArmor's mediation would take that label
# for an AppArmor one and refuse every connection.  Mainline lsm=selinux
# has no AppArmor, so this changes nothing there.
dbus_selinux_only() {
	local f
	for f in system-local.conf session-local.conf; do
		printf '%s\n' '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"' \
			' "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">' \
			'<busconfig>' '  <apparmor mode="disabled"/>' '</busconfig>' >"$1/etc/dbus-1/$f"
	done
}

# containers_image ROOT CT...: the LXC host's own files
# (guest/distro/containers/host/), and each container CT of
# guest/distro/containers/CT in ROOT/var/lib/lxc/CT: its LXC config and
# hooks, and a root file system of the packages CT/packages with CT/rootfs/
# over it, labelled by its own SELinux policy if it has one, and owned by
# the ids its config maps (lxc.idmap: an unprivileged container).
containers_image() {
	local root=$1 d ct pkgs base r
	shift
	cp -a "$here/guest/distro/containers/host/." "$root/"
	for ct in "$@"; do
		d=$here/guest/distro/containers/$ct
		r=$root/var/lib/lxc/$ct/rootfs
		pkgs=$(grep -hv '^#' "$d/packages" | xargs | tr ' ' ,)
		mkdir -p "$root/var/lib/lxc/$ct"
		echo "mkrootfs: container $ct: mmdebstrap $suite: $pkgs"
		mmdebstrap --quiet --variant=minbase --include="$pkgs" --components=main \
			"$suite" "$r" "$mirror" \
			"deb $mirror $suite-updates main" \
			"deb http://deb.debian.org/debian-security $suite-security main"
		cp -a "$d/rootfs/." "$r/"
		# The probe its own profile confines: a copy of cat.
		cp -a "$r/usr/bin/cat" "$r/usr/local/bin/glass-ct-cat"
		rm -rf "$r"/var/cache/apt/*.bin "$r"/var/lib/apt/lists/*
		find "$d" -maxdepth 1 -type f ! -name packages -exec cp -a {} "$root/var/lib/lxc/$ct/" \;
		[ ! -f "$r/etc/selinux/default/contexts/files/file_contexts" ] || selinux_label "$r"
		base=$(awk '$1 == "lxc.idmap" && $3 == "u" && $4 == 0 { print $5 }' "$d/config")
		[ -z "$base" ] || shift_ids "$r" "$base"
	done
}

# shift_ids DIR BASE: every file of DIR owned by uid + BASE, gid + BASE, as
# the container's root sees them through lxc.idmap; chown clears set-user-ID
# and set-group-ID bits, so the mode is set again.
shift_ids() {
	python3 - "$1" "$2" <<'PY' || die "shift_ids $1 failed"
import os, stat, sys
top, base = sys.argv[1], int(sys.argv[2])
for d, dirs, files in os.walk(top):
    for p in [d] + [os.path.join(d, n) for n in dirs + files]:
        st = os.lstat(p)
        if st.st_uid >= base:
            continue
        os.lchown(p, st.st_uid + base, st.st_gid + base)
        if not stat.S_ISLNK(st.st_mode):
            os.chmod(p, stat.S_IMODE(st.st_mode))
PY
}

case $suite in
bookworm | trixie) ;;
*) die "DEBIAN_SUITE=$suite: bookworm or trixie" ;;
esac
mkdir -p "$dir"
case $variant in
"") inputs=(guest/distro/packages guest/distro/rootfs) ;;
selinux) inputs=(guest/distro/packages guest/distro/rootfs guest/distro/selinux) ;;
containers-selinux) inputs=(guest/distro/packages guest/distro/rootfs guest/distro/selinux
	guest/distro/containers/packages guest/distro/containers/host guest/distro/containers/aa
	guest/distro/containers/apparmorfs.cil guest/distro/containers/display-pin.cil
	guest/distro/containers/ct-private.cil) ;;
containers-apparmor) inputs=(guest/distro/packages guest/distro/rootfs
	guest/distro/containers/packages guest/distro/containers/host guest/distro/containers/se) ;;
*) die "unknown variant $variant" ;;
esac
key=$(cd "$here" && { cat scripts/mkrootfs.sh; \
	find "${inputs[@]}" -type f | LC_ALL=C sort | xargs sha256sum; \
	echo "$size $mirror $suite $variant"; } | sha256sum | cut -c1-16)
name=rootfs${variant:+-$variant}-$suite
img=$dir/$name-$key.img
if [ -f "$img" ]; then
	ln -sfn "$(basename "$img")" "$out"
	exit 0
fi
[ "$(id -u)" = 0 ] || die "building the image needs root (mmdebstrap into a directory, chroot)"

lists=("$here/guest/distro/packages")
case $variant in
selinux) lists+=("$here/guest/distro/selinux/packages") ;;
containers-selinux) lists+=("$here/guest/distro/selinux/packages" "$here/guest/distro/containers/packages") ;;
containers-apparmor) lists+=("$here/guest/distro/containers/packages") ;;
esac
pkgs=$(grep -hv '^#' "${lists[@]}" | xargs | tr ' ' ,)
root=$dir/rootfs${variant:+-$variant}.tmp
rm -rf "$root" "$img.tmp"
# A package that the suite no longer has is named PACKAGE/bookworm in the
# lists (guest/distro/packages says which and why): Debian 12's archive is
# then a source too, pinned below the suite's so that it gives only those.
hook=() older=()
if [ "$suite" != bookworm ]; then
	# shellcheck disable=SC2016 # mmdebstrap expands $1, the chroot
	hook=(--setup-hook='mkdir -p "$1/etc/apt/preferences.d" &&
		printf "Package: *\nPin: release n=bookworm\nPin-Priority: 100\n" \
			>"$1/etc/apt/preferences.d/bookworm"')
	older=("deb $mirror bookworm main")
fi
echo "mkrootfs: mmdebstrap $suite: $pkgs"
mmdebstrap --quiet --variant=minbase --include="$pkgs" \
	--components=main "${hook[@]}" "$suite" "$root" "$mirror" \
	"deb $mirror $suite-updates main" \
	"deb http://deb.debian.org/debian-security $suite-security main" \
	"${older[@]}"

cp -a "$here/guest/distro/rootfs/." "$root/"
# Root logs in on the serial console without a password (make distro).
chroot "$root" passwd -d root >/dev/null
chroot "$root" systemctl enable systemd-networkd.service glass-check.service
# dbus-daemon's display rule (the unit says why); the SELinux image gives
# every task SELinux's display instead (glass.display=selinux).
case $variant in
"" | containers-apparmor) chroot "$root" systemctl enable glass-display-rules.service ;;
esac
# TOMOYO: the policy tomoyo-init loads at boot, with every domain in
# learning mode (profile 1) from the first one on, so that the domains of
# the real services are recorded.
chroot "$root" /usr/lib/tomoyo/init_policy >/dev/null
sed -i 's/^use_profile 0$/use_profile 1/' "$root/etc/tomoyo/policy/current/domain_policy.conf"
grep -qx 'use_profile 1' "$root/etc/tomoyo/policy/current/domain_policy.conf" ||
	die "tomoyo: could not set learning mode in domain_policy.conf"
case $variant in
containers-selinux) containers_image "$root" aa ;;
containers-apparmor) containers_image "$root" se ;;
esac
if [ "$variant" = selinux ] || [ "$variant" = containers-selinux ]; then
	dbus_selinux_only "$root"
	# The journal is one of the logs the checks read SELinux's denials
	# from (before auditd starts, the kernel's log rate-limits).  Debian
	# 12's systemd collects audit records in the journal; Debian 13's does
	# not enable the socket for it.
	chroot "$root" systemctl enable systemd-journald-audit.socket
	if [ "$variant" = containers-selinux ]; then
		cp "$here"/guest/distro/containers/*.cil "$root/tmp/"
		chroot "$root" sh -c 'semodule -i /tmp/*.cil' || die "semodule -i of the containers' modules failed"
		rm "$root"/tmp/*.cil
	fi
	selinux_image "$root"
fi
# No package caches in the image.
rm -rf "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/*

mke2fs -q -t ext4 -L glassroot -d "$root" "$img.tmp" "$size"
rm -rf "$root"
mv "$img.tmp" "$img"
# Older images of this suite (other package lists) are not needed, nor
# those named before the suite was part of the name (rootfs[-selinux]-KEY).
find "$dir" -maxdepth 1 \( -name "$name-*.img" -o \
	-regex ".*/rootfs${variant:+-$variant}-[0-9a-f]*\.img" \) ! -name "$(basename "$img")" -delete
ln -sfn "$(basename "$img")" "$out"
echo "mkrootfs: $img ($(du -h "$img" | cut -f1) used)"
