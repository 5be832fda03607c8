#!/bin/bash
# Build the guest initramfs (gzip'd newc cpio, made with the kernel's
# gen_init_cpio so that no root rights are needed and every file is root's).
#
# usage:
#   mkinitramfs.sh base OUT GEN_INIT_CPIO REPO QEMU_EXIT [FILE...]
#       busybox, /init, REPO/guest -> /guest, FILEs -> /selftests (those
#       in a directory named bin, Glass's tools, -> /usr/bin; those in one
#       named upstream-SUITE, the kernel's own selftests, ->
#       /selftests/upstream-SUITE),
#       qemu-exit -> /bin/qemu-exit, the host tools and their libraries
#   mkinitramfs.sh overlay OUT GEN_INIT_CPIO [cmd FILE] [extra DIR]
#       a small archive appended to the base one: FILE -> /glassvm/cmd,
#       DIR's files -> /extra (the kernel unpacks concatenated archives)
set -euo pipefail

die() { echo "mkinitramfs: error: $*" >&2; exit 1; }

# Host programs for the guest; their shared libraries come along (ldd).
host_tools=(
	/usr/sbin/apparmor_parser
	/usr/sbin/capsh
	/usr/bin/setpriv
	/usr/bin/aa-exec
	/usr/bin/dbus-daemon
	/usr/bin/dbus-send
	/sbin/tomoyo-init
	/usr/sbin/nft
	/usr/sbin/netlabelctl
	/usr/bin/runcon
	/usr/sbin/getenforce
)
for f in /usr/sbin/tomoyo-* /usr/lib/tomoyo/*; do
	case $f in
	*/tomoyo-editpolicy | */tomoyo-editpolicy-agent) ;; # ncurses UI, not needed
	*) host_tools+=("$f") ;;
	esac
done

# gen_init_cpio list for a staging directory (names must not contain blanks).
cpio_list() {
	local root=$1 prefix=${2:-}
	if find "$root" -mindepth 1 -name '*[[:space:]]*' | grep -q .; then
		die "file names with blanks under $root are not supported"
	fi
	[ -z "$prefix" ] || echo "dir $prefix 0755 0 0"
	find "$root" -mindepth 1 -printf '%y %P %m %l\n' | LC_ALL=C sort -k2,2 |
		while read -r type path mode target; do
			case $type in
			d) echo "dir $prefix/$path $mode 0 0" ;;
			l) echo "slink $prefix/$path $target 0777 0 0" ;;
			f) echo "file $prefix/$path $(realpath "$root/$path") $mode 0 0" ;;
			*) die "unsupported file type $type: $root/$path" ;;
			esac
		done
}

# Copy a host file to the same path under the staging root.
copy_host() {
	local src=$1 root=$2
	[ -e "$src" ] || die "$src missing (make deps)"
	mkdir -p "$root$(dirname "$src")"
	cp -L "$src" "$root$src"
}

mode=$1 out=$2 gen=$3
shift 3
tmp=$(mktemp -d "${out}.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
mkdir -p "$root"
list=$tmp/list

case $mode in
base)
	repo=$1 qemu_exit=$2
	shift 2
	mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,lib,lib64,etc,root,tmp,proc,sys,dev,run,mnt,var/log,selftests}
	cp /bin/busybox "$root/bin/busybox"
	busybox --list-full | while read -r applet; do
		[ "$applet" != bin/busybox ] || continue
		mkdir -p "$root/$(dirname "$applet")"
		ln -sf /bin/busybox "$root/$applet"
	done
	for f in "${host_tools[@]}"; do
		rm -f "$root$f" # a busybox applet of the same name
		copy_host "$f" "$root"
	done
	# Shared libraries and the dynamic loader, at the paths ldd names.
	for f in "${host_tools[@]}"; do
		ldd "$f" 2>/dev/null | awk '/=> \// { print $3 } /^[ \t]*\// { print $1 }'
	done | sort -u | while read -r lib; do
		copy_host "$lib" "$root"
	done
	# Stock AppArmor includes, for profiles that use them.
	for d in /etc/apparmor.d/abstractions /etc/apparmor.d/tunables; do
		if [ -d "$d" ]; then
			mkdir -p "$root$(dirname "$d")"
			cp -a "$d" "$root$d"
		fi
	done
	# TOMOYO runs its loader (/sbin/tomoyo-init) when this path is executed:
	# CONFIG_SECURITY_TOMOYO_ACTIVATION_TRIGGER in config/glass.config.
	printf '#!/bin/sh\n# Executing this activates TOMOYO (see config/glass.config).\nexit 0\n' \
		>"$root/sbin/tomoyo-activate"
	chmod 755 "$root/sbin/tomoyo-activate"
	cat >"$root/etc/passwd" <<-'EOP'
	root:x:0:0:root:/root:/bin/sh
	user:x:1000:1000:user:/tmp:/bin/sh
	nobody:x:65534:65534:nobody:/nonexistent:/bin/false
	EOP
	cat >"$root/etc/group" <<-'EOG'
	root:x:0:
	user:x:1000:
	nogroup:x:65534:
	EOG
	echo glass >"$root/etc/hostname"
	cp "$qemu_exit" "$root/bin/qemu-exit"
	[ -f "$repo/guest/init" ] || die "$repo/guest/init missing"
	cp "$repo/guest/init" "$root/init"
	chmod 755 "$root/init"
	cp -r "$repo/guest" "$root/guest"
	chmod -R a+rX "$root/guest"
	# The policies of the demo and the selftests, where the selftests
	# look for them: policy/ beside the test programs.
	cp -r "$repo/selftests/policy" "$root/selftests/policy"
	chmod -R a+rX "$root/selftests/policy"
	# Glass's tools (a bin/ directory) go to /usr/bin, selftests to
	# /selftests, the kernel's own (an upstream-SUITE/ directory) to
	# /selftests/upstream-SUITE.
	for t in "$@"; do
		d=$(basename "$(dirname "$t")")
		if [ "$d" = bin ]; then
			cp "$t" "$root/usr/bin/"
		elif [ "${d#upstream-}" != "$d" ]; then
			mkdir -p "$root/selftests/$d"
			cp "$t" "$root/selftests/$d/"
		else
			cp "$t" "$root/selftests/"
		fi
	done
	{
		cpio_list "$root"
		echo "nod /dev/console 0600 0 0 c 5 1"
		echo "nod /dev/null 0666 0 0 c 1 3"
	} >"$list"
	;;
overlay)
	{
		while [ $# -gt 0 ]; do
			case $1 in
			cmd)
				echo "dir /glassvm 0755 0 0"
				echo "file /glassvm/cmd $(realpath "$2") 0644 0 0"
				;;
			extra)
				[ -d "$2" ] || die "EXTRA=$2 is not a directory"
				cpio_list "$(realpath "$2")" /extra
				;;
			*) die "overlay: unknown item $1" ;;
			esac
			shift 2
		done
	} >"$list"
	;;
*)
	die "unknown mode $mode"
	;;
esac

"$gen" "$list" | gzip -n -6 >"$tmp/out.cpio.gz"
mv "$tmp/out.cpio.gz" "$out"
