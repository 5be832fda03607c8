# Glass build and run pipeline.  `make help` lists the targets.
#
# KVER=7.3 (default) or KVER=6.12 (the long-term line) selects the kernel.
# Everything is built under one directory per version, $(B): build-7.3/ for
# 7.3, build/ for 6.12.
# In it: the kernel tree ($(B)/linux, pristine source + the version's patches
# + the Glass overlay), the kernel objects ($(B)/obj, O=), the selftests and
# the initramfs.  6.12 keeps build/, where it always was, so that existing
# clones, CI caches and every page naming build/... stay right; 7.3 gets a
# sibling root rather than build/7.3/, so that no rule of one version
# (make clean, distclean, a glob over build/) can reach the other's outputs.
#
# What differs per version: the source ($(KERNEL_TARBALL)), Debian's config,
# the patches (patches/ for 6.12, patches/7.3/ for 7.3), one config fragment
# (config/$(KVER).config) and, in security/glass/, the files named *_v<ver>.c
# that its Makefile selects by VERSION/PATCHLEVEL.  Glass's other files, the
# selftests, the guest and the scripts are shared.

SHELL := /bin/bash
.DEFAULT_GOAL := all

KVER ?= 7.3
ifeq ($(KVER),6.12)
B := build
KERNEL_TARBALL := /usr/src/linux-source-6.12.tar.xz
DEBIAN_CONFIG_XZ := /usr/src/linux-config-6.12/config.amd64_none_cloud-amd64.xz
PATCHES ?= patches
else ifeq ($(KVER),7.3)
B := build-7.3
# scripts/deps.sh downloads and unpacks Debian 13's backports packages here
# (7.3 is not installable on Debian 12).
KVER_DIR := $(B)/debian
KERNEL_TARBALL := $(KVER_DIR)/root/usr/src/linux-source-7.3.tar.xz
DEBIAN_CONFIG_XZ := $(KVER_DIR)/root/usr/src/linux-config-7.3/config.amd64_none_cloud-amd64.xz
PATCHES ?= patches/7.3
else
$(error KVER=$(KVER): only 6.12 and 7.3 are known)
endif
export KVER KVER_DIR KERNEL_TARBALL
LINUX := $(B)/linux
JOBS ?= $(shell nproc)

# DISTRO=1: the distribution kernel, Debian's own config (linux-config-$(KVER),
# cloud-amd64) + config/distro.config, in its own object dirs; see make distro.
DISTRO ?= 0
ifeq ($(DISTRO),1)
OBJ := $(B)/obj-distro
BASE_CONFIG := $(B)/debian-cloud.config
FRAGMENTS := config/distro.config
else
OBJ := $(B)/obj
BASE_CONFIG :=
FRAGMENTS := config/glass.config config/$(KVER).config
endif
# GLASS=0: the same tree and config without Glass, in its own object dir.
GLASS ?= 1
ifeq ($(GLASS),0)
OBJ := $(OBJ)-noglass
FRAGMENTS += config/noglass.config
endif
# DEBUG=1: the kernel with sanitizers, lockdep and fault injection
# (config/debug.config; SMP for the test kernel), in its own object dir;
# see make check-debug and make check-distro-debug.
DEBUG ?= 0
ifeq ($(DEBUG),1)
OBJ := $(OBJ)-debug
FRAGMENTS += config/debug.config $(if $(filter 1,$(DISTRO)),,config/debug-smp.config)
endif
# EXTRA_CONFIG=FILE: one more fragment, merged last.
FRAGMENTS += $(EXTRA_CONFIG)

BZIMAGE := $(OBJ)/arch/x86/boot/bzImage
INITRAMFS := $(B)/initramfs.cpio.gz
INITRAMFS_BASE := $(B)/initramfs-base.cpio.gz
TREE_STAMP := $(B)/tree.stamp
# PATCHES=DIR: apply the patches of DIR, some of the version's patches, in
# the order of series/order (testing).
HDR := $(B)/headers
GEN_INIT_CPIO := $(B)/tools/gen_init_cpio
QEMU_EXIT := $(B)/qemu-exit

# ccache: paths under the repo are hashed relative to it, so that another
# clone (CI) hits the same cache (default ~/.cache/ccache).
export CCACHE_BASEDIR := $(CURDIR)
# The distribution kernel builds with debug info (BTF): without this, ccache
# would hash the object directory into every entry, and the kernels with and
# without Glass would share nothing.
export CCACHE_NOHASHDIR := 1
# A fixed build time and number: the version string seeds the kernel's
# random pool (hash tables), so that make bench can count instructions on
# these kernels too and get the same counts from every build.
KMAKE = $(MAKE) -C $(LINUX) O=$(abspath $(OBJ)) ARCH=x86_64 CC="ccache gcc" \
	LOCALVERSION= KBUILD_BUILD_USER=glass KBUILD_BUILD_HOST=glass \
	KBUILD_BUILD_VERSION=1 KBUILD_BUILD_TIMESTAMP="Thu Jan  1 00:00:00 UTC 2026"

# SELFTEST_DIR=DIR: build the selftests from another directory (testing).
SELFTEST_DIR ?= selftests
SELFTEST_SRCS := $(sort $(wildcard $(SELFTEST_DIR)/*.c))
SELFTESTS := $(patsubst $(SELFTEST_DIR)/%.c,$(B)/selftests/%,$(SELFTEST_SRCS))
SELFTEST_CFLAGS ?= -static -O2 -Wall -I $(SELFTEST_DIR) \
	-I $(LINUX)/tools/testing/selftests -isystem $(HDR)/include
SELFTEST_LDLIBS ?= -lapparmor -lcap
# The kernel's own selftests of the LSM system calls
# (tools/testing/selftests/lsm), from the tree of the kernel under test, as
# its lib.mk builds them (each test with common.c; _GNU_SOURCE, the
# selftests' headers, the tree's UAPI headers) but static; the guest has
# them in /selftests/upstream-lsm/.  The same three programs in 6.12 and 7.3.
UPSTREAM_LSM := $(LINUX)/tools/testing/selftests/lsm
UPSTREAM_SELFTESTS := $(addprefix $(B)/selftests/upstream-lsm/,lsm_get_self_attr_test \
	lsm_list_modules_test lsm_set_self_attr_test)
UPSTREAM_CFLAGS := -static -O2 -Wall -D_GNU_SOURCE= -I $(LINUX)/tools/testing/selftests \
	-isystem $(HDR)/include
GUEST_FILES := $(sort $(shell find guest selftests/policy -type f 2>/dev/null))
# Glass's own userspace tools (tools/), and libsmack's probe for
# selftests/glass_compat.c, in the guest's /usr/bin.
GLASS_TOOLS := $(patsubst tools/%.c,$(B)/bin/%,$(sort $(wildcard tools/*.c))) \
	$(B)/bin/libsmack-probe
LIBSMACK := guest/distro/libsmack

# Run targets: TIMEOUT=seconds (0: none), APPEND=kernel args,
# QEMU_ARGS=qemu args, ACCEL=auto|tcg|kvm (see scripts/qemu.sh).
TIMEOUT ?=
QEMU_OPTS = -k $(BZIMAGE) -i $(INITRAMFS) $(if $(TIMEOUT),-t $(TIMEOUT)) \
	$(if $(APPEND),-a "$(APPEND)") -- $(QEMU_ARGS)

.PHONY: all help deps check-series tree config kernel headers selftests initramfs \
	run shell exec check check-debug bench rootfs rootfs-selinux rootfs-containers distro check-distro \
	check-distro-selinux check-containers \
	check-distro-debug check-distro-selinux-debug series clean distclean FORCE

all: kernel initramfs

help:
	@echo 'make deps        check/install the Debian packages'
	@echo 'make tree        prepare $(LINUX) (pristine + $(PATCHES)/ + overlay)'
	@echo 'make config      $(OBJ)/.config from tinyconfig + config/glass.config'
	@echo 'make kernel      $(BZIMAGE)'
	@echo 'make initramfs   $(INITRAMFS) (EXTRA=DIR adds DIR under /extra)'
	@echo 'make run         boot, run /guest/demo.sh'
	@echo 'make shell       boot to an interactive shell (Ctrl-a x quits QEMU)'
	@echo "make exec CMD='...' [EXTRA=DIR]   load policies, run CMD, exit with its status"
	@echo 'make check       selftests + KUnit + checkpatch; last line "N passed, N failed"'
	@echo 'make check-debug the same on a KASAN/kmemleak/lockdep/failslab kernel, 2 vCPUs'
	@echo 'make bench       Glass vs mainline $(KVER): instructions per operation, blob memory'
	@echo 'make rootfs      the Debian image of the distribution guest (mmdebstrap, cached;'
	@echo '                 DEBIAN_SUITE=trixie, Debian 13, or bookworm, Debian 12)'
	@echo 'make distro      boot that Debian on the distribution kernel with Glass, root shell'
	@echo 'make check-distro  checks on that Debian, Glass against mainline; "N passed, N failed"'
	@echo 'make check-distro-debug  the same on a KASAN/lockdep/kmemleak distribution kernel, Glass only'
	@echo 'make check-distro-selinux  SELinux with Debian'"'"'s policy: four modules on Glass against mainline lsm=selinux'
	@echo 'make check-distro-selinux-debug  its Glass boot on the KASAN/lockdep/kmemleak distribution kernel'
	@echo 'make check-containers  LXC containers with their own module (AppArmor on SELinux, SELinux on AppArmor), Glass against mainline'
	@echo 'make series      the published patch series in $(B)/series (series/order)'
	@echo 'make check-series  the series: the tested tree, checkpatch, builds per patch, boot'
	@echo 'options: KVER=7.3|6.12 (the kernel, default 7.3; KVER=$(KVER) builds in $(B)/),'
	@echo '         GLASS=0 (no Glass, $(B)/obj-noglass), DISTRO=1 (the distribution kernel,'
	@echo '         $(B)/obj-distro), EXTRA_CONFIG=FILE, JOBS=N,'
	@echo '         TIMEOUT=s, APPEND=..., QEMU_ARGS=..., ACCEL=auto|tcg|kvm, KERNEL_SRC=DIR,'
	@echo '         DEBIAN_SUITE=trixie|bookworm (the Debian of make rootfs, distro, check-distro),'
	@echo '         SELINUX_DEBIAN_SUITE=bookworm|trixie (of rootfs-selinux, check-distro-selinux)'

deps:
	@scripts/deps.sh

# Always run: the script returns at once when the stamp for this source and
# patch series exists, and syncs the overlay (rsync -c) either way.
# $(TREE_STAMP) changes only when the tree was (re)created.
$(TREE_STAMP): FORCE | deps
	@scripts/prepare-tree.sh $(LINUX) $(PATCHES) $(B) $(CURDIR)

tree: $(TREE_STAMP)

# Rewrite $@ only when its content changes: a prerequisite that records
# variables and file lists.
define update-if-changed
	@mkdir -p $(dir $@)
	@printf '%s\n' $(1) > $@.tmp
	@if cmp -s $@.tmp $@; then rm $@.tmp; else mv $@.tmp $@; fi
endef

$(OBJ)/config.inputs: FORCE
	$(call update-if-changed,GLASS=$(GLASS) BASE=$(BASE_CONFIG) $(abspath $(FRAGMENTS)))

# Debian's config as the package ships it, its modules (=m) turned off:
# with CONFIG_MODULES off Kconfig would build every one of them in.
$(B)/debian-cloud.config: | deps
	@mkdir -p $(dir $@)
	xz -dc $(DEBIAN_CONFIG_XZ) | \
		sed -E 's/^(CONFIG_[A-Za-z0-9_]+)=m$$/# \1 is not set/' > $@.tmp
	mv $@.tmp $@

$(OBJ)/.config: $(TREE_STAMP) $(OBJ)/config.inputs $(FRAGMENTS) $(BASE_CONFIG) \
		$(wildcard Kconfig.glass) scripts/mkconfig.sh
	BASE_CONFIG=$(BASE_CONFIG) scripts/mkconfig.sh $(LINUX) $(OBJ) $(GLASS) $(FRAGMENTS)

config: $(OBJ)/.config

# kbuild decides what to rebuild; the overlay keeps unchanged mtimes.
kernel: $(OBJ)/.config $(if $(filter 1,$(DISTRO)),$(OBJ)/certs/glass-check.pem)
	+$(KMAKE) -j$(JOBS) bzImage
	@ls -l $(BZIMAGE)

# The distribution kernels' built-in trusted key (CONFIG_SYSTEM_TRUSTED_KEYS
# in config/distro.config): made once per build directory, as the kernel
# makes its module signing key, and shared by every distribution kernel so
# that check-distro's signed IPE policy loads on each.  Key and certificate
# in one file.
GLASS_CHECK_KEY := $(B)/certs/glass-check.pem
$(GLASS_CHECK_KEY):
	@mkdir -p $(dir $@)
	openssl req -new -x509 -newkey rsa:2048 -nodes -days 36500 -sha256 \
		-subj "/CN=Glass check-distro key (build-local)" \
		-addext basicConstraints=critical,CA:FALSE -addext keyUsage=digitalSignature \
		-keyout $@.tmp -out $@.tmp.crt 2>/dev/null
	cat $@.tmp.crt >>$@.tmp && rm $@.tmp.crt && mv $@.tmp $@

$(OBJ)/certs/glass-check.pem: $(GLASS_CHECK_KEY)
	@mkdir -p $(dir $@)
	cp $< $@

# UAPI headers of the prepared tree, for the selftests.
$(HDR)/.stamp: $(TREE_STAMP)
	rm -rf $(HDR) $(B)/obj-headers
	+$(MAKE) -s -C $(LINUX) O=$(abspath $(B)/obj-headers) ARCH=x86_64 \
		INSTALL_HDR_PATH=$(abspath $(HDR)) headers_install
	touch $@

headers: $(HDR)/.stamp

$(B)/selftests/%: $(SELFTEST_DIR)/%.c $(wildcard $(SELFTEST_DIR)/*.h) $(HDR)/.stamp
	@mkdir -p $(dir $@)
	gcc $(SELFTEST_CFLAGS) -o $@ $< $(SELFTEST_LDLIBS)

# The sources exist once the tree is prepared, as the headers do.
$(B)/selftests/upstream-lsm/%: $(wildcard $(UPSTREAM_LSM)/*.[ch]) $(HDR)/.stamp
	@mkdir -p $(dir $@)
	gcc $(UPSTREAM_CFLAGS) -o $@ $(UPSTREAM_LSM)/$*.c $(UPSTREAM_LSM)/common.c

selftests: $(SELFTESTS) $(UPSTREAM_SELFTESTS)

$(B)/bin/%: tools/%.c | deps
	@mkdir -p $(dir $@)
	gcc -static -O2 -Wall -Wextra -o $@ $<

$(B)/bin/libsmack-probe: $(LIBSMACK)/libsmack-probe.c $(wildcard $(LIBSMACK)/src/*.[ch]) | deps
	@mkdir -p $(dir $@)
	gcc -static -O2 -Wall -I $(LIBSMACK)/src -o $@ $< \
		$(LIBSMACK)/src/libsmack.c $(LIBSMACK)/src/init.c $(LIBSMACK)/src/common.c

$(QEMU_EXIT): guest/qemu-exit.c | deps
	@mkdir -p $(dir $@)
	gcc -static -O2 -Wall -o $@ $<

$(GEN_INIT_CPIO): $(TREE_STAMP)
	@mkdir -p $(dir $@)
	gcc -O2 -o $@ $(LINUX)/usr/gen_init_cpio.c

$(B)/initramfs.inputs: FORCE
	$(call update-if-changed,$(GUEST_FILES) $(SELFTESTS) $(UPSTREAM_SELFTESTS) $(GLASS_TOOLS))

# The SELinux policy glass_selinux_policy loads: the kernel's dummy policy
# and selftests/policy/selinux/glass.te, beside the selftests.
SELINUX_POLICY := $(B)/selinux/glass_selinux.policy
$(SELINUX_POLICY): $(TREE_STAMP) selftests/policy/selinux/glass.te \
		scripts/mkselinuxpolicy.sh | deps
	scripts/mkselinuxpolicy.sh $(LINUX) selftests/policy/selinux/glass.te $@

$(INITRAMFS_BASE): $(B)/initramfs.inputs $(GUEST_FILES) $(SELFTESTS) $(UPSTREAM_SELFTESTS) \
		$(GLASS_TOOLS) $(SELINUX_POLICY) $(QEMU_EXIT) $(GEN_INIT_CPIO) scripts/mkinitramfs.sh
	scripts/mkinitramfs.sh base $@ $(GEN_INIT_CPIO) $(CURDIR) $(QEMU_EXIT) \
		$(GLASS_TOOLS) $(SELFTESTS) $(UPSTREAM_SELFTESTS) $(SELINUX_POLICY)

# The base archive plus a small one with what changes per run: the exec
# command (/glassvm/cmd) and EXTRA=DIR (/extra).
initramfs: $(INITRAMFS_BASE)
	@set -e; ov=$(B)/initramfs-overlay.cpio.gz; rm -f $$ov; \
	if [ -n "$(EXTRA)$(EXEC_CMD_FILE)" ]; then \
		scripts/mkinitramfs.sh overlay $$ov $(GEN_INIT_CPIO) \
			$(if $(EXEC_CMD_FILE),cmd $(EXEC_CMD_FILE)) $(if $(EXTRA),extra $(EXTRA)); \
		cat $(INITRAMFS_BASE) $$ov > $(INITRAMFS).tmp; \
	else \
		cp $(INITRAMFS_BASE) $(INITRAMFS).tmp; \
	fi; \
	mv $(INITRAMFS).tmp $(INITRAMFS)
	@ls -l $(INITRAMFS)

run: kernel initramfs
	scripts/qemu.sh -m run $(QEMU_OPTS)

shell: kernel initramfs
	scripts/qemu.sh -m shell $(QEMU_OPTS)

# The command goes through a file in the initramfs, not the command line;
# $(value) keeps a '$' in CMD for the guest shell.
exec: kernel
	$(if $(value CMD),,$(error exec needs CMD='...'))
	$(file >$(B)/exec-cmd,$(value CMD))
	+$(MAKE) initramfs EXEC_CMD_FILE=$(B)/exec-cmd
	scripts/qemu.sh -m exec $(QEMU_OPTS)

# CHECKPATCH=0 leaves out the host-side checkpatch test; DIFF=0 the
# differential boots and with them the mainline (GLASS=0) kernel.
CHECKPATCH ?= 1
DIFF ?= 1
NOGLASS_KERNEL := $(B)/obj-noglass/arch/x86/boot/bzImage
CHECK_LOG ?= $(B)/check.log
check: kernel initramfs
ifneq ($(DIFF),0)
	+$(MAKE) GLASS=0 kernel
endif
	CHECKPATCH=$(CHECKPATCH) DIFF=$(DIFF) NOGLASS_KERNEL=$(NOGLASS_KERNEL) PATCHES=$(abspath $(PATCHES)) \
		scripts/check.sh $(LINUX) $(CHECK_LOG) $(QEMU_OPTS)

# make check on the debug kernel: two vCPUs, more memory and time, and in
# the guest a longer stress and a kmemleak scan (glassvm.debug=1).  The
# differential boots compare with mainline and are left to make check.
check-debug:
	+$(MAKE) DEBUG=1 check CHECK_LOG=$(B)/check-debug.log CHECKPATCH=0 DIFF=0 \
		QEMU_SMP=2 QEMU_MEM=1G TIMEOUT=$(or $(TIMEOUT),1800) \
		APPEND="glassvm.debug=1 $(APPEND)"

# Glass and mainline of the same version side by side under QEMU -icount (scripts/bench.sh;
# not part of make check), on the tiny and the distribution kernel configs.
BENCH := $(B)/bench
$(BENCH)/glass-bench: bench/glass-bench.c | deps
	@mkdir -p $(dir $@)
	gcc -static -O2 -Wall -o $@ $<

$(BENCH)/exit0: bench/exit0.c | deps
	@mkdir -p $(dir $@)
	gcc -static -nostdlib -O2 -Wall -fno-stack-protector -o $@ $<

# The QEMU plugin that counts indirect branches (bench/icalls.c).
$(BENCH)/icalls.so: bench/icalls.c | deps
	@mkdir -p $(dir $@)
	gcc -shared -fPIC -O2 -Wall -Wextra -o $@ $<

# BENCH_SETS=tiny,distro: the kernel configs (default both); the distribution
# kernels with and without Glass are make distro's.
BENCH_SETS ?= tiny,distro
bench: $(TREE_STAMP) $(GEN_INIT_CPIO) $(BENCH)/glass-bench $(BENCH)/exit0 $(BENCH)/icalls.so
	$(if $(findstring distro,$(BENCH_SETS)),$(MAKE) DISTRO=1 kernel && $(MAKE) DISTRO=1 GLASS=0 kernel)
	B=$(B) BENCH_SETS=$(BENCH_SETS) JOBS=$(JOBS) scripts/bench.sh $(GEN_INIT_CPIO) \
		$(BENCH)/glass-bench $(BENCH)/exit0 $(BENCH)/icalls.so

# The Debian system (DISTRO=1 kernels, a Debian image): make distro boots
# it with a root shell on the serial console, make check-distro runs
# scripts/check-distro.sh on Glass and on mainline and compares them.
# DEBIAN_SUITE: the image's Debian, trixie (13) or bookworm (12); each
# suite's image is cached beside the other's (scripts/mkrootfs.sh).
DEBIAN_SUITE ?= trixie
export DEBIAN_SUITE
DISTRO_DIR := $(B)/distro
ROOTFS := $(DISTRO_DIR)/rootfs.img
DISTRO_KERNEL := $(B)/obj-distro/arch/x86/boot/bzImage
DISTRO_NOGLASS_KERNEL := $(B)/obj-distro-noglass/arch/x86/boot/bzImage

rootfs: | deps
	scripts/mkrootfs.sh $(ROOTFS)

distro: rootfs
	+$(MAKE) DISTRO=1 kernel
	QEMU_SMP=$(or $(QEMU_SMP),2) QEMU_MEM=$(or $(QEMU_MEM),2G) scripts/qemu.sh -m shell \
		-k $(DISTRO_KERNEL) -d $(ROOTFS) $(if $(APPEND),-a "$(APPEND)") -- $(QEMU_ARGS)

# SELinux with Debian's reference policy: the SELinux image booted on Glass
# and on mainline with lsm=selinux, the SELinux checks in each, then the two
# compared.
SELINUX_ROOTFS := $(DISTRO_DIR)/rootfs-selinux.img
# Debian 13's systemd (257) asserts, as PID 1, that SELinux and Smack are
# not both in use, so on Debian 13's image (the default) Glass composes
# SELinux, TOMOYO and AppArmor; Debian 12's (SELINUX_DEBIAN_SUITE=bookworm)
# boots the four modules (guest/distro/README.md).
SELINUX_DEBIAN_SUITE ?= trixie

rootfs-selinux: | deps
	DEBIAN_SUITE=$(SELINUX_DEBIAN_SUITE) scripts/mkrootfs.sh $(SELINUX_ROOTFS) selinux

# Containers that bring their own module (guest/distro/README.md,
# "Containers"): an AppArmor container on the SELinux image, an SELinux
# container on the default (AppArmor) image, each with Debian's LXC, booted
# on Glass and on mainline with the container's own module.
CT_SELINUX_ROOTFS := $(DISTRO_DIR)/rootfs-containers-selinux.img
CT_APPARMOR_ROOTFS := $(DISTRO_DIR)/rootfs-containers-apparmor.img
# CT_BOOTS: the AppArmor container's two boots; the SELinux container's
# (ct-se ct-se-mainline) do not pass yet (guest/distro/README.md).
CT_BOOTS ?= ct-aa ct-aa-mainline
rootfs-containers: | deps
	scripts/mkrootfs.sh $(CT_SELINUX_ROOTFS) containers-selinux
	scripts/mkrootfs.sh $(CT_APPARMOR_ROOTFS) containers-apparmor

# $(call check-distro,NAME,IMAGE,DEBUG,BOOTS): make NAME runs
# scripts/check-distro.sh's boots BOOTS (DISTRO_BOOTS; none: Glass and
# mainline) on the Debian image IMAGE (rootfs, or rootfs-selinux and its
# SELinux checks).  The kernels are the distribution kernels with and
# without Glass, or with DEBUG=1 a debug build (KASAN, lockdep, kmemleak)
# of the distribution kernel with Glass, more time and no mainline to
# compare with.  The results go to $(DISTRO_DIR)/check, with NAME's suffix.
DISTRO_DEBUG_KERNEL := $(B)/obj-distro-debug/arch/x86/boot/bzImage
define check-distro
$(1): $(2) $$(HDR)/.stamp
	+$$(MAKE) DISTRO=1 $(if $(3),DEBUG=1 )kernel
	$(if $(3),,+$$(MAKE) DISTRO=1 GLASS=0 kernel)
	$(strip $(if $(4),DISTRO_BOOTS=$(4)) $(if $(3),DISTRO_TIMEOUT=$$(or $$(DISTRO_TIMEOUT),5400)) \
		$(if $(filter rootfs-selinux,$(2)),SELINUX_ROOTFS=$$(abspath $$(SELINUX_ROOTFS))) \
		$(if $(filter rootfs-containers,$(2)),CT_SELINUX_ROOTFS=$$(abspath $$(CT_SELINUX_ROOTFS)) \
			CT_APPARMOR_ROOTFS=$$(abspath $$(CT_APPARMOR_ROOTFS)))) \
		GLASS_CHECK_KEY=$$(abspath $$(GLASS_CHECK_KEY)) scripts/check-distro.sh $$(LINUX) \
		$(if $(3),$$(DISTRO_DEBUG_KERNEL),$$(DISTRO_KERNEL)) $$(DISTRO_NOGLASS_KERNEL) \
		$$(ROOTFS) $$(abspath $$(HDR)) $$(DISTRO_DIR)/$(1:check-distro%=check%) 2>&1 | \
		tee $$(DISTRO_DIR)/$(1:check-distro%=check%).log; exit $$$${PIPESTATUS[0]}
endef
# Glass against mainline; SELinux with Debian's policy, Glass against
# mainline lsm=selinux; the same two on the debug kernel, Glass only.
$(eval $(call check-distro,check-distro,rootfs,,))
$(eval $(call check-distro,check-distro-selinux,rootfs-selinux,,"selinux mainline-selinux"))
$(eval $(call check-distro,check-distro-debug,rootfs,1,glass))
$(eval $(call check-distro,check-distro-selinux-debug,rootfs-selinux,1,selinux))
$(eval $(call check-distro,check-containers,rootfs-containers,,"$(CT_BOOTS)"))

# The published series: $(B)/series/, from series/order (see there).
series: tree
	PATCHES=$(PATCHES) scripts/mkseries.sh $(LINUX) $(B)/series

# The series gives the tested tree, is checkpatch-clean, and builds after
# every patch with Glass off and on (slow: two builds per patch), and its
# last kernel boots.
check-series: initramfs
	B=$(B) PATCHES=$(PATCHES) scripts/check-series.sh

clean:
	rm -rf $(B)/obj $(B)/obj-noglass $(B)/obj-debug $(B)/obj-distro $(B)/obj-distro-noglass $(B)/obj-distro-debug $(B)/bench $(B)/obj-headers $(B)/headers $(B)/selftests \
		$(B)/initramfs* $(B)/tools $(B)/qemu-exit $(B)/exec-cmd $(B)/check.log

distclean:
	rm -rf $(B)

FORCE:
