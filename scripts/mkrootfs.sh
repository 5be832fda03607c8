#!/bin/bash
# Build the Debian 12 root file system image of the distribution guest with
# mmdebstrap, from Debian's packages, and cache it: OUT is rebuilt only when
# guest/distro/packages, guest/distro/rootfs/ or this script change.
#
# usage: mkrootfs.sh OUT        (OUT: build/distro/rootfs.img, a symlink)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
out=$1
dir=$(dirname "$out")
size=${ROOTFS_SIZE:-3G}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
die() { echo "mkrootfs: error: $*" >&2; exit 1; }

mkdir -p "$dir"
key=$(cd "$here" && { cat scripts/mkrootfs.sh guest/distro/packages; \
	find guest/distro/rootfs -type f | LC_ALL=C sort | xargs sha256sum; \
	echo "$size $mirror"; } | sha256sum | cut -c1-16)
img=$dir/rootfs-$key.img
if [ -f "$img" ]; then
	ln -sfn "$(basename "$img")" "$out"
	exit 0
fi
[ "$(id -u)" = 0 ] || die "building the image needs root (mmdebstrap into a directory, chroot)"

pkgs=$(grep -v '^#' "$here/guest/distro/packages" | xargs | tr ' ' ,)
root=$dir/rootfs.tmp
rm -rf "$root" "$img.tmp"
echo "mkrootfs: mmdebstrap bookworm: $pkgs"
mmdebstrap --quiet --variant=minbase --include="$pkgs" \
	--components=main bookworm "$root" "$mirror" \
	"deb $mirror bookworm-updates main" \
	"deb http://deb.debian.org/debian-security bookworm-security main"

cp -a "$here/guest/distro/rootfs/." "$root/"
# Root logs in on the serial console without a password (make distro).
chroot "$root" passwd -d root >/dev/null
chroot "$root" systemctl enable systemd-networkd.service glass-check.service
# TOMOYO: the policy tomoyo-init loads at boot, with every domain in
# learning mode (profile 1) from the first one on, so that the domains of
# the real services are recorded.
chroot "$root" /usr/lib/tomoyo/init_policy >/dev/null
sed -i 's/^use_profile 0$/use_profile 1/' "$root/etc/tomoyo/policy/current/domain_policy.conf"
grep -qx 'use_profile 1' "$root/etc/tomoyo/policy/current/domain_policy.conf" ||
	die "tomoyo: could not set learning mode in domain_policy.conf"
# No package caches in the image.
rm -rf "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/*

mke2fs -q -t ext4 -L glassroot -d "$root" "$img.tmp" "$size"
rm -rf "$root"
mv "$img.tmp" "$img"
# Older images of other package lists are not needed.
find "$dir" -maxdepth 1 -name 'rootfs-*.img' ! -name "$(basename "$img")" -delete
ln -sfn "$(basename "$img")" "$out"
echo "mkrootfs: $img ($(du -h "$img" | cut -f1) used)"
