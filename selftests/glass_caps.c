// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: composing modules never weakens a capability check.
 *
 * Under Glass the capability module runs only for hooks no composed module
 * provides, so every hook where Smack or AppArmor overlap with it (capable,
 * capget, ptrace_access_check, task_setnice, task_setioprio,
 * task_setscheduler, inode_setxattr, ...) must still do the capability
 * check.  Each operation below is tried three ways, in a forked child:
 *
 *   root                 uid 0 with every capability: must succeed (so a
 *                        refusal below is the capability check, and the
 *                        test can fail);
 *   root without CAP_X   uid 0, the one capability (or all) dropped;
 *   unprivileged         uid 65534, which holds no capability.
 *
 * What it owns, beside glass_capdiff: glass_capdiff takes commoncap's
 * hooks one at a time and requires mainline's answer from each, for root
 * with and without the capability.  This program takes the checks as a
 * task meets them once modules are composed: with a positive control, for
 * a task without one capability, without any, and of another uid; where
 * the kernel makes its own errno of the capable hook's answer (trusted.*
 * xattrs, setpriority()); where the framework checks outside commoncap's
 * hooks (security.* xattrs: cap_inode_setxattr()); and under a composed
 * module's own rules for the same hooks (AppArmor's profiles).  A new
 * commoncap hook or answer belongs in glass_capdiff's table; a new
 * identity, policy or composed module's rule, here.
 */
#define _GNU_SOURCE
#include <linux/ioprio.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <sys/xattr.h>

#include "glass_util.h"
#include "kselftest_harness.h"

enum kind {
	ROOT,		/* uid 0, all capabilities */
	ROOT_WITHOUT,	/* uid 0 without one capability */
	ROOT_NO_CAPS,	/* uid 0 without any capability */
	UNPRIVILEGED,	/* uid NOBODY_UID */
};

struct op {
	enum kind kind;
	int cap;		/* for ROOT_WITHOUT */
	const char *profile;	/* AppArmor profile to run in, or NULL */
	int (*fn)(void *arg);
	void *arg;
};

static int op_child(void *p)
{
	const struct op *op = p;
	int ret = 0;

	switch (op->kind) {
	case ROOT:
		break;
	case ROOT_WITHOUT:
		ret = glass_drop_cap(op->cap);
		break;
	case ROOT_NO_CAPS:
		ret = glass_drop_all_caps();
		break;
	case UNPRIVILEGED:
		ret = glass_become(NOBODY_UID);
		break;
	}
	if (ret || (op->profile && glass_aa_confine(op->profile)))
		return CHILD_BROKEN;
	return op->fn(op->arg);
}

/* Run @fn(@arg) as @kind in a child: 0, the errno, or CHILD_BROKEN. */
static int run_as(enum kind kind, int cap, int (*fn)(void *), void *arg)
{
	struct op op = { kind, cap, NULL, fn, arg };

	return glass_in_child(op_child, &op);
}

static int run_confined(const char *profile, enum kind kind, int cap,
			int (*fn)(void *), void *arg)
{
	struct op op = { kind, cap, profile, fn, arg };

	return glass_in_child(op_child, &op);
}

/* sethostname: CAP_SYS_ADMIN (capable hook) */

static int do_sethostname(void *unused)
{
	struct utsname u;

	/* Set the name it has: harmless when it succeeds. */
	if (uname(&u))
		return CHILD_BROKEN;
	return glass_result(sethostname(u.nodename, strlen(u.nodename)));
}

TEST(sethostname_needs_cap_sys_admin)
{
	EXPECT_EQ(0, run_as(ROOT, 0, do_sethostname, NULL));
	EXPECT_EQ(EPERM, run_as(ROOT_WITHOUT, CAP_SYS_ADMIN, do_sethostname, NULL));
	EXPECT_EQ(EPERM, run_as(ROOT_NO_CAPS, 0, do_sethostname, NULL));
	EXPECT_EQ(EPERM, run_as(UNPRIVILEGED, 0, do_sethostname, NULL));
}

/* setpriority on itself: CAP_SYS_NICE to raise priority (capable hook) */

static int do_raise_priority(void *unused)
{
	return glass_result(setpriority(PRIO_PROCESS, 0, -5));
}

TEST(raise_priority_needs_cap_sys_nice)
{
	EXPECT_EQ(0, run_as(ROOT, 0, do_raise_priority, NULL));
	/* can_nice() refused: the kernel answers EACCES here, not EPERM. */
	EXPECT_EQ(EACCES, run_as(ROOT_WITHOUT, CAP_SYS_NICE, do_raise_priority, NULL));
	EXPECT_EQ(EACCES, run_as(UNPRIVILEGED, 0, do_raise_priority, NULL));
}

/* mmap below vm.mmap_min_addr: CAP_SYS_RAWIO (mmap_addr hook) */

#define MIN_ADDR_FILE "/proc/sys/vm/mmap_min_addr"

FIXTURE(min_addr) {
	char saved[32];
	unsigned long addr;
};

FIXTURE_SETUP(min_addr)
{
	unsigned long min, page = sysconf(_SC_PAGESIZE);

	ASSERT_LT(0, glass_read(MIN_ADDR_FILE, self->saved, sizeof(self->saved)));
	min = strtoul(self->saved, NULL, 0);
	if (min < 2 * page) {
		/* Leave room for one page below the limit, above page 0. */
		ASSERT_EQ(0, glass_write(MIN_ADDR_FILE, "65536"));
		min = 65536;
	}
	self->addr = (min - page) & ~(page - 1);
}

FIXTURE_TEARDOWN(min_addr)
{
	if (self->saved[0])
		glass_write(MIN_ADDR_FILE, self->saved);
}

static int do_map_low(void *p)
{
	unsigned long addr = *(unsigned long *)p;
	long page = sysconf(_SC_PAGESIZE);
	void *m = mmap((void *)addr, page, PROT_READ,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);

	if (m == MAP_FAILED)
		return errno;
	munmap(m, page);
	return m == (void *)addr ? 0 : CHILD_BROKEN;
}

TEST_F(min_addr, map_below_min_addr_needs_cap_sys_rawio)
{
	TH_LOG("mapping at %#lx", self->addr);
	EXPECT_EQ(0, run_as(ROOT, 0, do_map_low, &self->addr));
	EXPECT_EQ(EPERM, run_as(ROOT_WITHOUT, CAP_SYS_RAWIO, do_map_low, &self->addr));
	EXPECT_EQ(EPERM, run_as(UNPRIVILEGED, 0, do_map_low, &self->addr));
}

/* Acting on another task of the same uid that holds more capabilities */

FIXTURE(target) {
	pid_t pid;
};

FIXTURE_SETUP(target)
{
	self->pid = glass_spawn_target(0, 0);
	ASSERT_LT(0, self->pid);
}

FIXTURE_TEARDOWN(target)
{
	glass_reap(self->pid);
}

/* Lowering priority needs no capability, except over a more capable task. */
static int do_renice_other(void *p)
{
	return glass_result(setpriority(PRIO_PROCESS, *(pid_t *)p, 5));
}

TEST_F(target, renice_more_capable_task)
{
	/* task_setnice: cap_task_setnice() refuses with EPERM. */
	EXPECT_EQ(EPERM, run_as(ROOT_NO_CAPS, 0, do_renice_other, &self->pid));
	EXPECT_EQ(0, run_as(ROOT, 0, do_renice_other, &self->pid));
}

static int do_ioprio_other(void *p)
{
	return glass_result(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS,
				    *(pid_t *)p,
				    IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)));
}

TEST_F(target, ioprio_of_more_capable_task)
{
	/* Reading one's own priority fails only without the syscalls. */
	if (syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0) < 0)
		SKIP(return, "no ioprio syscalls in this kernel (CONFIG_BLOCK=n)");
	/* task_setioprio: cap_task_setioprio() refuses. */
	EXPECT_EQ(EPERM, run_as(ROOT_NO_CAPS, 0, do_ioprio_other, &self->pid));
	EXPECT_EQ(0, run_as(ROOT, 0, do_ioprio_other, &self->pid));
}

static int do_setscheduler_other(void *p)
{
	struct sched_param sp = { .sched_priority = 0 };

	return glass_result(sched_setscheduler(*(pid_t *)p, SCHED_OTHER, &sp));
}

TEST_F(target, scheduler_of_more_capable_task)
{
	/* task_setscheduler: cap_task_setscheduler() refuses. */
	EXPECT_EQ(EPERM, run_as(ROOT_NO_CAPS, 0, do_setscheduler_other, &self->pid));
	EXPECT_EQ(0, run_as(ROOT, 0, do_setscheduler_other, &self->pid));
}

static int do_ptrace_attach(void *p)
{
	pid_t pid = *(pid_t *)p;

	if (ptrace(PTRACE_ATTACH, pid, NULL, NULL))
		return errno;
	/* Attached: let it go again. */
	if (waitpid(pid, NULL, __WALL) != pid ||
	    ptrace(PTRACE_DETACH, pid, NULL, NULL))
		return CHILD_BROKEN;
	return 0;
}

TEST_F(target, ptrace_more_capable_task)
{
	/* Same uid, so only ptrace_access_check -> commoncap refuses. */
	EXPECT_EQ(EPERM, run_as(ROOT_NO_CAPS, 0, do_ptrace_attach, &self->pid));
	EXPECT_EQ(0, run_as(ROOT, 0, do_ptrace_attach, &self->pid));
}

TEST(ptrace_other_users_task)
{
	pid_t pid = glass_spawn_target(USER_A, 0);

	ASSERT_LT(0, pid);
	/* Another uid and no CAP_SYS_PTRACE. */
	EXPECT_EQ(EPERM, run_as(UNPRIVILEGED, 0, do_ptrace_attach, &pid));
	EXPECT_EQ(EPERM, run_as(ROOT_WITHOUT, CAP_SYS_PTRACE, do_ptrace_attach, &pid));
	EXPECT_EQ(0, run_as(ROOT, 0, do_ptrace_attach, &pid));
	glass_reap(pid);
}

/* capget(2) must report the task's real sets */

/* 0 when capget() and /proc agree on task *@p (0: the caller), else 1. */
static int do_compare_capsets(void *p)
{
	pid_t pid = p ? *(pid_t *)p : 0;
	struct glass_capsets sys = {}, proc = {};

	if (glass_capget_sets(pid, &sys) ||
	    glass_proc_capsets(pid ? pid : getpid(), &proc))
		return CHILD_BROKEN;
	if (sys.inh != proc.inh || sys.prm != proc.prm || sys.eff != proc.eff) {
		fprintf(stderr, "# capget %llx/%llx/%llx proc %llx/%llx/%llx\n",
			sys.inh, sys.prm, sys.eff, proc.inh, proc.prm, proc.eff);
		return 1;
	}
	return 0;
}

TEST(capget_reports_real_sets)
{
	struct glass_capsets c;

	/* Root's sets are not empty: a zeroed answer cannot pass. */
	ASSERT_EQ(0, glass_proc_capsets(getpid(), &c));
	ASSERT_NE(0, c.eff);
	EXPECT_EQ(0, run_as(ROOT, 0, do_compare_capsets, NULL));
	EXPECT_EQ(0, run_as(ROOT_WITHOUT, CAP_SYS_ADMIN, do_compare_capsets, NULL));
	EXPECT_EQ(0, run_as(ROOT_NO_CAPS, 0, do_compare_capsets, NULL));
	EXPECT_EQ(0, run_as(UNPRIVILEGED, 0, do_compare_capsets, NULL));
}

TEST_F(target, capget_of_another_task)
{
	EXPECT_EQ(0, run_as(ROOT, 0, do_compare_capsets, &self->pid));
	EXPECT_EQ(0, run_as(UNPRIVILEGED, 0, do_compare_capsets, &self->pid));
}

/* Extended attributes on a tmpfs of our own */

#define XATTR_DIR	"/tmp/glass-caps-xattr"
#define XATTR_FILE	XATTR_DIR "/file"
#define TRUSTED_NAME	"trusted.glass"
#define TRUSTED_VALUE	"root only"

FIXTURE(xattr) {
	bool mounted;
};

FIXTURE_SETUP(xattr)
{
	int fd;

	ASSERT_EQ(0, mkdir(XATTR_DIR, 0755) && errno != EEXIST ? -errno : 0);
	ASSERT_EQ(0, mount("tmpfs", XATTR_DIR, "tmpfs", 0, "mode=0755"));
	self->mounted = true;
	fd = open(XATTR_FILE, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	ASSERT_LE(0, fd);
	close(fd);
	/* Owned by the unprivileged user: only capabilities stand in its way. */
	ASSERT_EQ(0, chown(XATTR_FILE, NOBODY_UID, NOBODY_UID));
	ASSERT_EQ(0, setxattr(XATTR_FILE, TRUSTED_NAME, TRUSTED_VALUE,
			      strlen(TRUSTED_VALUE), 0))
		TH_LOG("setxattr: %s (CONFIG_TMPFS_XATTR?)", strerror(errno));
}

FIXTURE_TEARDOWN(xattr)
{
	if (self->mounted)
		umount2(XATTR_DIR, MNT_DETACH);
}

static int do_get_trusted(void *unused)
{
	char buf[64];
	ssize_t len = getxattr(XATTR_FILE, TRUSTED_NAME, buf, sizeof(buf));

	if (len < 0)
		return errno;
	return len == strlen(TRUSTED_VALUE) &&
	       !memcmp(buf, TRUSTED_VALUE, len) ? 0 : CHILD_BROKEN;
}

static int do_set_xattr(void *name)
{
	return glass_result(setxattr(XATTR_FILE, name, "x", 1, 0));
}

TEST_F(xattr, trusted_read_needs_cap_sys_admin)
{
	EXPECT_EQ(0, run_as(ROOT, 0, do_get_trusted, NULL));
	/* Without CAP_SYS_ADMIN trusted.* xattrs do not exist. */
	EXPECT_EQ(ENODATA, run_as(ROOT_WITHOUT, CAP_SYS_ADMIN, do_get_trusted, NULL));
	EXPECT_EQ(ENODATA, run_as(UNPRIVILEGED, 0, do_get_trusted, NULL));
}

TEST_F(xattr, trusted_write_needs_cap_sys_admin)
{
	EXPECT_EQ(EPERM, run_as(ROOT_WITHOUT, CAP_SYS_ADMIN, do_set_xattr, "trusted.other"));
	EXPECT_EQ(EPERM, run_as(UNPRIVILEGED, 0, do_set_xattr, "trusted.other"));
	EXPECT_EQ(0, run_as(ROOT, 0, do_set_xattr, "trusted.other"));
}

TEST_F(xattr, security_write_needs_cap_sys_admin)
{
	/* inode_setxattr: cap_inode_setxattr() guards security.* names. */
	EXPECT_EQ(EPERM, run_as(ROOT_WITHOUT, CAP_SYS_ADMIN, do_set_xattr, "security.glass"));
	EXPECT_EQ(EPERM, run_as(UNPRIVILEGED, 0, do_set_xattr, "security.glass"));
	EXPECT_EQ(0, run_as(ROOT, 0, do_set_xattr, "security.glass"));
}

/* Capability checks inside an AppArmor profile */

FIXTURE(confined) {
};

FIXTURE_SETUP(confined)
{
	if (!glass_lsm_active("apparmor"))
		SKIP(return, "AppArmor is not an active LSM");
	ASSERT_EQ(0, glass_aa_load()) TH_LOG("loading AppArmor profiles failed");
}

FIXTURE_TEARDOWN(confined)
{
}

TEST_F(confined, sethostname_follows_capability)
{
	/* glass_caps allows sys_admin: the capability decides. */
	EXPECT_EQ(0, run_confined("glass_caps", ROOT, 0, do_sethostname, NULL));
	EXPECT_EQ(EPERM, run_confined("glass_caps", ROOT_WITHOUT, CAP_SYS_ADMIN,
				      do_sethostname, NULL));
	/* glass_demo allows no capability: AppArmor refuses root. */
	EXPECT_EQ(EPERM, run_confined("glass_demo", ROOT, 0, do_sethostname, NULL));
}

TEST_F(confined, raise_priority_follows_capability)
{
	EXPECT_EQ(0, run_confined("glass_caps", ROOT, 0, do_raise_priority, NULL));
	EXPECT_EQ(EACCES, run_confined("glass_caps", ROOT_WITHOUT, CAP_SYS_NICE,
				       do_raise_priority, NULL));
}

/* Capabilities glass_caps allows. */
#define GLASS_CAPS_ALLOW ((1ULL << CAP_SETUID) | (1ULL << CAP_SETGID) | \
			  (1ULL << CAP_SETPCAP) | (1ULL << CAP_SYS_ADMIN) | \
			  (1ULL << CAP_SYS_NICE) | (1ULL << CAP_SYS_PTRACE) | \
			  (1ULL << CAP_SYS_RAWIO))

/* AppArmor masks what capget() reports by what the profile allows. */
static int do_compare_masked(void *unused)
{
	struct glass_capsets sys = {}, proc = {};

	if (glass_capget_sets(0, &sys) || glass_proc_capsets(getpid(), &proc))
		return CHILD_BROKEN;
	if (sys.inh != proc.inh || sys.prm != (proc.prm & GLASS_CAPS_ALLOW) ||
	    sys.eff != (proc.eff & GLASS_CAPS_ALLOW)) {
		fprintf(stderr, "# capget %llx/%llx/%llx proc %llx/%llx/%llx\n",
			sys.inh, sys.prm, sys.eff, proc.inh, proc.prm, proc.eff);
		return 1;
	}
	return 0;
}

TEST_F(confined, capget_is_masked_by_profile)
{
	EXPECT_EQ(0, run_confined("glass_caps", ROOT, 0, do_compare_masked, NULL));
	EXPECT_EQ(0, run_confined("glass_caps", ROOT_WITHOUT, CAP_SYS_ADMIN,
				  do_compare_masked, NULL));
}

TEST_HARNESS_MAIN
