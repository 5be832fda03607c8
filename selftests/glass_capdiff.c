// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: every hook commoncap registers in 6.12, with and without the
 * capability, gives the answers mainline gives.
 *
 * Each case runs in a forked child, sets up its identity (capabilities
 * dropped, uid changed, a target task), does one operation that reaches
 * the hook and writes a canonical answer: "ok", an errno name, or what it
 * read back (capability sets by name, an xattr's size and revision).
 *
 * Run as a kselftest-harness program, each hook's cases are checked
 * against the answers mainline 6.12 gives (below, with why).  With
 * --diff, it prints one line per case,
 *
 *	GLASS-DIFF cap <hook> <case> <answer>
 *
 * and scripts/check.sh requires the same lines from the mainline kernel
 * (the tree without Glass, lsm=<module>) and from Glass with each stack.
 *
 * What it owns, beside glass_caps: commoncap's hooks, one at a time, each
 * answer as mainline's, for an unconfined task with and without the
 * capability.  glass_caps owns the checks as a task meets them under
 * composition: other identities, the composed modules' own rules, and the
 * checks made outside commoncap's hooks.
 *
 * The hooks and how 6.12's framework combines their answers:
 *
 *   capable, settime, ptrace_access_check, ptrace_traceme, capget, capset,
 *   bprm_creds_from_file, inode_killpriv, mmap_addr, mmap_file,
 *   task_fix_setuid, task_setscheduler, task_setioprio, task_setnice:
 *	0 or -errno; the first non-zero answer wins (call_int_hook).
 *   inode_need_killpriv: < 0 error, 0 no, > 0 yes; the first non-zero
 *	answer wins.
 *   inode_getsecurity: a size, or -EOPNOTSUPP for "not my attribute";
 *	the first other answer wins.
 *   task_prctl: -ENOSYS for "not my option"; the first other non-zero
 *	answer wins, else 0 if some module took the option.
 *   vm_enough_memory: 0, or -EPERM to take the admin reserve away; any
 *	negative answer takes it away.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/utsname.h>
#include <sys/xattr.h>
#include <linux/ioprio.h>
#include <linux/securebits.h>
#include <time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define DIR		"/tmp/glass-capdiff"
#define FCAP_FILE	DIR "/fcap"	/* a copy of exec-probe with file caps */
#define SUID_FILE	DIR "/suid"	/* a setuid-root copy of exec-probe */
#define DATA_FILE	DIR "/data"

#define ANSWER_MAX	96

/* ---- answers ---- */

static void say(char *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out, ANSWER_MAX, fmt, ap);
	va_end(ap);
}

/* "ok" or the errno's name, for a call returning < 0 on failure. */
static void say_ret(char *out, long ret)
{
	if (ret < 0)
		say(out, "%s", glass_errname(errno));
	else
		say(out, "ok");
}

static const char *const cap_names[] = {
	[CAP_CHOWN] = "chown", [CAP_NET_RAW] = "net_raw",
	[CAP_SETPCAP] = "setpcap", [CAP_SYS_ADMIN] = "sys_admin",
	[CAP_SYS_NICE] = "sys_nice", [CAP_SYS_PTRACE] = "sys_ptrace",
	[CAP_SYS_RAWIO] = "sys_rawio", [CAP_SYS_TIME] = "sys_time",
	[CAP_SETUID] = "setuid", [CAP_SETGID] = "setgid",
};

static unsigned long long all_caps(void)
{
	char buf[16];
	int last = 40;

	if (glass_read("/proc/sys/kernel/cap_last_cap", buf, sizeof(buf)) > 0)
		last = atoi(buf);
	return last >= 63 ? ~0ULL : (1ULL << (last + 1)) - 1;
}

/* A set by name: "all", "none", "all-a-b" or "a+b". */
static void cap_set_name(char *out, size_t size, unsigned long long set)
{
	unsigned long long all = all_caps(), show = set;
	size_t n = 0;
	int cap;

	if (set == all || !set) {
		snprintf(out, size, set ? "all" : "none");
		return;
	}
	if (__builtin_popcountll(all & ~set) < __builtin_popcountll(set)) {
		n = snprintf(out, size, "all");
		show = all & ~set;
	}
	for (cap = 0; cap < 64 && n < size; cap++) {
		if (!(show & (1ULL << cap)))
			continue;
		if (cap < (int)ARRAY_SIZE(cap_names) &&
		    cap_names[cap])
			n += snprintf(out + n, size - n, "%s%s",
				      show == set ? (n ? "+" : "") : "-",
				      cap_names[cap]);
		else
			n += snprintf(out + n, size - n, "%scap%d",
				      show == set ? (n ? "+" : "") : "-", cap);
	}
}

/* @c as "inh=... prm=... eff=..." and, with @amb, " amb=...". */
static void say_capsets(char *out, const struct glass_capsets *c, bool amb)
{
	char inh[40], prm[40], eff[40], ambient[40];

	cap_set_name(inh, sizeof(inh), c->inh);
	cap_set_name(prm, sizeof(prm), c->prm);
	cap_set_name(eff, sizeof(eff), c->eff);
	cap_set_name(ambient, sizeof(ambient), c->amb);
	if (amb)
		say(out, "inh=%s prm=%s eff=%s amb=%s", inh, prm, eff, ambient);
	else
		say(out, "inh=%s prm=%s eff=%s", inh, prm, eff);
}

/* The sets of task @pid (0: this one), from /proc. */
static void say_caps(char *out, pid_t pid)
{
	struct glass_capsets c;

	if (glass_proc_capsets(pid, &c))
		return say(out, "BROKEN");
	say_capsets(out, &c, true);
}

#define BIT(c)	(1ULL << (c))

/* ---- the cases ---- */

/* capable: sethostname() needs CAP_SYS_ADMIN. */
static void sethostname_as(char *out, unsigned long long drop)
{
	struct utsname u;

	if (uname(&u) || (drop && glass_drop_caps(drop)))
		return say(out, "BROKEN");
	say_ret(out, sethostname(u.nodename, strlen(u.nodename)));
}

static void capable_root(char *out) { sethostname_as(out, 0); }
static void capable_without(char *out) { sethostname_as(out, BIT(CAP_SYS_ADMIN)); }

/* settime: settimeofday() (time zone only) and clock_settime(). */
static void settz_as(char *out, unsigned long long drop)
{
	struct timezone tz;
	struct timeval tv;

	if (gettimeofday(&tv, &tz) || (drop && glass_drop_caps(drop)))
		return say(out, "BROKEN");
	say_ret(out, settimeofday(NULL, &tz));
}

static void clockset_as(char *out, unsigned long long drop)
{
	struct timespec ts;

	if ((drop && glass_drop_caps(drop)) || clock_gettime(CLOCK_REALTIME, &ts))
		return say(out, "BROKEN");
	say_ret(out, clock_settime(CLOCK_REALTIME, &ts));
}

static void settz_root(char *out) { settz_as(out, 0); }
static void settz_without(char *out) { settz_as(out, BIT(CAP_SYS_TIME)); }
static void clockset_root(char *out) { clockset_as(out, 0); }
static void clockset_without(char *out) { clockset_as(out, BIT(CAP_SYS_TIME)); }

/*
 * ptrace_access_check: attach to a child of our own (so that Yama's
 * scope 1 allows it) holding the capabilities in @target_drop's
 * complement; commoncap refuses when it holds more than the tracer and
 * the tracer lacks CAP_SYS_PTRACE.
 */
static void attach_as(char *out, unsigned long long drop,
		      unsigned long long target_drop)
{
	pid_t pid = glass_spawn_target(0, target_drop);

	if (pid < 0 || (drop && glass_drop_caps(drop))) {
		glass_reap(pid);
		return say(out, "BROKEN");
	}
	if (ptrace(PTRACE_ATTACH, pid, NULL, NULL)) {
		say_ret(out, -1);
	} else if (waitpid(pid, NULL, __WALL) != pid ||
		   ptrace(PTRACE_DETACH, pid, NULL, NULL)) {
		say(out, "BROKEN");
	} else {
		say(out, "ok");
	}
	glass_reap(pid);
}

static void attach_root(char *out) { attach_as(out, 0, 0); }
static void attach_without(char *out)
{
	attach_as(out, BIT(CAP_SYS_PTRACE) | BIT(CAP_SYS_ADMIN), 0);
}

static void attach_without_less_capable(char *out)
{
	attach_as(out, BIT(CAP_SYS_PTRACE) | BIT(CAP_SYS_ADMIN),
		  BIT(CAP_SYS_PTRACE) | BIT(CAP_SYS_ADMIN));
}

/*
 * ptrace_traceme: a child asks to be traced by us after we dropped
 * @drop; commoncap refuses when the child holds more than the parent and
 * the parent lacks CAP_SYS_PTRACE.
 */
static void traceme_under(char *out, unsigned long long drop)
{
	int go[2];
	pid_t pid;
	char c;

	if (pipe(go))
		return say(out, "BROKEN");
	pid = fork();
	if (pid == 0) {
		close(go[1]);
		if (read(go[0], &c, 1) != 1)
			_exit(CHILD_BROKEN);
		say_ret(out, ptrace(PTRACE_TRACEME, 0, NULL, NULL));
		_exit(0);
	}
	close(go[0]);
	if (pid < 0 || (drop && glass_drop_caps(drop)) || write(go[1], "x", 1) != 1) {
		say(out, "BROKEN");
		glass_reap(pid);
		return;
	}
	close(go[1]);
	if (glass_wait(pid))
		say(out, "BROKEN");
}

static void traceme_root(char *out) { traceme_under(out, 0); }
static void traceme_without(char *out)
{
	traceme_under(out, BIT(CAP_SYS_PTRACE) | BIT(CAP_SYS_ADMIN));
}

/* capget: the sets of this task, and of another, as capget(2) says. */
static void say_capget(char *out, pid_t pid)
{
	struct glass_capsets c;

	if (glass_capget_sets(pid, &c))
		return say_ret(out, -1);
	say_capsets(out, &c, false);
}

static void capget_root(char *out) { say_capget(out, 0); }
static void capget_without(char *out)
{
	if (glass_drop_caps(BIT(CAP_SYS_ADMIN)))
		return say(out, "BROKEN");
	say_capget(out, 0);
}

static void capget_other(char *out)
{
	pid_t pid = glass_spawn_target(0, BIT(CAP_NET_RAW)), reader;

	if (pid < 0)
		return say(out, "BROKEN");
	/* A reader of another uid; this task stays root to reap the target. */
	reader = fork();
	if (reader == 0) {
		if (glass_become(NOBODY_UID))
			_exit(CHILD_BROKEN);
		say_capget(out, pid);
		_exit(0);
	}
	if (glass_wait(reader))
		say(out, "BROKEN");
	glass_reap(pid);
}

/* capset: what commoncap allows a task to change in its own sets. */
static void capset_change(char *out, unsigned long long drop, int cap,
			  int which)
{
	struct __user_cap_data_struct d[2];

	if ((drop && glass_drop_caps(drop)) || glass_capget(0, d))
		return say(out, "BROKEN");
	switch (which) {
	case 'p':
		d[cap / 32].permitted |= 1u << (cap % 32);
		break;
	case 'e':
		d[cap / 32].effective |= 1u << (cap % 32);
		break;
	case 'i':
		d[cap / 32].inheritable |= 1u << (cap % 32);
		break;
	case 'd':
		d[cap / 32].effective &= ~(1u << (cap % 32));
		break;
	}
	say_ret(out, glass_capset(d));
}

static void capset_raise_permitted(char *out)
{
	capset_change(out, BIT(CAP_SYS_ADMIN), CAP_SYS_ADMIN, 'p');
}

static void capset_raise_effective(char *out)
{
	capset_change(out, BIT(CAP_SYS_ADMIN), CAP_SYS_ADMIN, 'e');
}

static void capset_lower_effective(char *out)
{
	capset_change(out, 0, CAP_SYS_ADMIN, 'd');
}

static void capset_inheritable_with_setpcap(char *out)
{
	capset_change(out, BIT(CAP_NET_RAW), CAP_NET_RAW, 'i');
}

static void capset_inheritable_without_setpcap(char *out)
{
	capset_change(out, BIT(CAP_NET_RAW) | BIT(CAP_SETPCAP), CAP_NET_RAW,
		      'i');
}

/*
 * bprm_creds_from_file: the sets a program starts with, read by the
 * program itself (exec-probe, or a copy of it).
 */
static void exec_caps(char *out, const char *path, uid_t uid, bool nnp)
{
	struct glass_capsets c;
	char status[1024];
	ssize_t n, len = 0;
	int fds[2];
	pid_t pid;

	if (pipe(fds))
		return say(out, "BROKEN");
	pid = fork();
	if (pid == 0) {
		close(fds[0]);
		if (dup2(fds[1], 1) != 1 || (uid && glass_become(uid)) ||
		    (nnp && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)))
			_exit(CHILD_BROKEN);
		execl(path, path, "caps", NULL);
		_exit(CHILD_BROKEN);
	}
	close(fds[1]);
	while (len < (ssize_t)sizeof(status) - 1 &&
	       (n = read(fds[0], status + len, sizeof(status) - 1 - len)) > 0)
		len += n;
	close(fds[0]);
	status[len] = '\0';
	if (glass_wait(pid) || !len || glass_capsets_of(status, &c))
		return say(out, "BROKEN");
	say_capsets(out, &c, true);
}

static void exec_root(char *out) { exec_caps(out, glass_exec_probe(), 0, false); }
static void exec_nobody(char *out)
{
	exec_caps(out, glass_exec_probe(), NOBODY_UID, false);
}

static void exec_fcap_nobody(char *out)
{
	exec_caps(out, FCAP_FILE, NOBODY_UID, false);
}

static void exec_suid_nobody(char *out)
{
	exec_caps(out, SUID_FILE, NOBODY_UID, false);
}

static void exec_suid_nobody_nnp(char *out)
{
	exec_caps(out, SUID_FILE, NOBODY_UID, true);
}

/* File capabilities: v2 (no root id) or v3 (root id 0). */
static int set_fcap(const char *path, bool v3)
{
	struct vfs_ns_cap_data d = {
		.magic_etc = (v3 ? VFS_CAP_REVISION_3 : VFS_CAP_REVISION_2) |
			     VFS_CAP_FLAGS_EFFECTIVE,
		.data = { { .permitted = 1u << CAP_NET_RAW } },
		.rootid = 0,
	};

	return setxattr(path, "security.capability", &d,
			v3 ? XATTR_CAPS_SZ_3 : XATTR_CAPS_SZ_2, 0);
}

/* "revN size" of the file capabilities, or the errno. */
static void say_fcap(char *out, const char *path)
{
	struct vfs_ns_cap_data d;
	ssize_t n = getxattr(path, "security.capability", &d, sizeof(d));

	if (n < 0)
		return say_ret(out, -1);
	say(out, "rev%u size=%zd prm=%#x", (d.magic_etc & VFS_CAP_REVISION_MASK) >> 24,
	    n, d.data[0].permitted);
}

static int make_data_file(void)
{
	int fd = open(DATA_FILE, O_WRONLY | O_CREAT | O_TRUNC, 0666);

	if (fd < 0)
		return -1;
	close(fd);
	return chmod(DATA_FILE, 0666) || set_fcap(DATA_FILE, false);
}

/* inode_need_killpriv + inode_killpriv: a write or chown drops file caps. */
static void killpriv_write(char *out, uid_t uid)
{
	int fd;

	if (make_data_file() || (uid && glass_become(uid)))
		return say(out, "BROKEN");
	fd = open(DATA_FILE, O_WRONLY);
	if (fd < 0 || write(fd, "x", 1) != 1)
		return say(out, "BROKEN");
	close(fd);
	say_fcap(out, DATA_FILE);
}

static void killpriv_write_root(char *out) { killpriv_write(out, 0); }
static void killpriv_write_nobody(char *out) { killpriv_write(out, NOBODY_UID); }

static void killpriv_chown(char *out)
{
	if (make_data_file() || chown(DATA_FILE, 0, 0))
		return say(out, "BROKEN");
	say_fcap(out, DATA_FILE);
}

/* inode_getsecurity: v3 caps with root id 0 read back as v2. */
static void getsecurity_v3(char *out)
{
	if (make_data_file() || set_fcap(DATA_FILE, true))
		return say(out, "BROKEN");
	say_fcap(out, DATA_FILE);
}

static void getsecurity_v2(char *out)
{
	if (make_data_file())
		return say(out, "BROKEN");
	say_fcap(out, DATA_FILE);
}

/* mmap_addr: below vm.mmap_min_addr needs CAP_SYS_RAWIO. */
static void map_low(char *out, unsigned long long drop)
{
	long page = sysconf(_SC_PAGESIZE);
	unsigned long addr;
	char buf[32];
	void *m;

	if (glass_read("/proc/sys/vm/mmap_min_addr", buf, sizeof(buf)) <= 0 ||
	    (drop && glass_drop_caps(drop)))
		return say(out, "BROKEN");
	addr = (strtoul(buf, NULL, 0) - page) & ~(page - 1);
	m = mmap((void *)addr, page, PROT_READ,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
	if (m == MAP_FAILED)
		return say_ret(out, -1);
	munmap(m, page);
	say(out, m == (void *)addr ? "ok" : "BROKEN");
}

static void map_low_root(char *out) { map_low(out, 0); }
static void map_low_without(char *out) { map_low(out, BIT(CAP_SYS_RAWIO)); }

/* mmap_file: commoncap allows every file mapping. */
static void map_exec_file(char *out)
{
	int fd = open("/proc/self/exe", O_RDONLY);
	void *m;

	if (fd < 0 || glass_become(NOBODY_UID))
		return say(out, "BROKEN");
	m = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
	close(fd);
	if (m == MAP_FAILED)
		return say_ret(out, -1);
	munmap(m, 4096);
	say(out, "ok");
}

/* task_fix_setuid: what leaving and regaining uid 0 does to the sets. */
static void setuid_drop(char *out)
{
	if (setresuid(NOBODY_UID, NOBODY_UID, NOBODY_UID))
		return say_ret(out, -1);
	say_caps(out, 0);
}

static void setuid_keepcaps(char *out)
{
	if (prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) ||
	    setresuid(NOBODY_UID, NOBODY_UID, NOBODY_UID))
		return say(out, "BROKEN");
	say_caps(out, 0);
}

static void seteuid_away(char *out)
{
	if (setresuid(0, NOBODY_UID, 0))
		return say(out, "BROKEN");
	say_caps(out, 0);
}

static void seteuid_back(char *out)
{
	if (setresuid(0, NOBODY_UID, 0) || setresuid(0, 0, 0))
		return say(out, "BROKEN");
	say_caps(out, 0);
}

/* task_prctl: the capability options. */
static void prctl_as(char *out, unsigned long long drop, int option,
		     unsigned long a2, unsigned long a3)
{
	long ret;

	if (drop && glass_drop_caps(drop))
		return say(out, "BROKEN");
	ret = prctl(option, a2, a3, 0, 0);
	if (ret > 0)
		say(out, "%ld", ret);
	else
		say_ret(out, ret);
}

static void bset_drop_root(char *out)
{
	prctl_as(out, 0, PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0);
}

static void bset_drop_without(char *out)
{
	prctl_as(out, BIT(CAP_SETPCAP), PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0);
}

static void bset_read(char *out)
{
	prctl_as(out, 0, PR_CAPBSET_READ, CAP_SYS_ADMIN, 0);
}

static void ambient_raise_not_inheritable(char *out)
{
	prctl_as(out, 0, PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_NET_RAW);
}

static void ambient_raise_inheritable(char *out)
{
	struct __user_cap_data_struct d[2];

	if (glass_capget(0, d))
		return say(out, "BROKEN");
	d[0].inheritable |= 1u << CAP_NET_RAW;
	if (glass_capset(d))
		return say(out, "BROKEN");
	prctl_as(out, 0, PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_NET_RAW);
}

static void securebits_root(char *out)
{
	prctl_as(out, 0, PR_SET_SECUREBITS, SECBIT_KEEP_CAPS, 0);
}

static void securebits_without(char *out)
{
	prctl_as(out, BIT(CAP_SETPCAP), PR_SET_SECUREBITS, SECBIT_KEEP_CAPS, 0);
}

static void keepcaps_bad(char *out)
{
	prctl_as(out, 0, PR_SET_KEEPCAPS, 2, 0);
}

static void not_a_cap_option(char *out)
{
	prctl_as(out, 0, PR_GET_DUMPABLE, 0, 0);
}

/*
 * task_setnice, task_setioprio, task_setscheduler: acting on a task of
 * the same uid that holds more capabilities needs CAP_SYS_NICE.
 */
static void act_on_target(char *out, unsigned long long drop, int what)
{
	struct sched_param sp = { .sched_priority = 0 };
	pid_t pid = glass_spawn_target(0, 0);
	long ret = -1;

	if (pid < 0 || (drop && glass_drop_caps(drop))) {
		glass_reap(pid);
		return say(out, "BROKEN");
	}
	switch (what) {
	case 'n':
		ret = setpriority(PRIO_PROCESS, pid, 5);
		break;
	case 'i':
		ret = syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, pid,
			      IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4));
		break;
	case 's':
		ret = sched_setscheduler(pid, SCHED_OTHER, &sp);
		break;
	}
	say_ret(out, ret);
	glass_reap(pid);
}

#define NICE_DROP (BIT(CAP_SYS_NICE) | BIT(CAP_SYS_ADMIN))
static void setnice_root(char *out) { act_on_target(out, 0, 'n'); }
static void setnice_without(char *out) { act_on_target(out, NICE_DROP, 'n'); }
static void setioprio_root(char *out) { act_on_target(out, 0, 'i'); }
static void setioprio_without(char *out) { act_on_target(out, NICE_DROP, 'i'); }
static void setsched_root(char *out) { act_on_target(out, 0, 's'); }
static void setsched_without(char *out) { act_on_target(out, NICE_DROP, 's'); }

/*
 * vm_enough_memory: under vm.overcommit_memory=2, a mapping that fits
 * only inside vm.admin_reserve_kbytes.  The sysctls are set by the
 * caller (vm_reserve_begin()).
 */
#define ADMIN_RESERVE_KB	32768

static long meminfo_kb(const char *key)
{
	char buf[4096], *p;

	if (glass_read("/proc/meminfo", buf, sizeof(buf)) <= 0)
		return -1;
	p = strstr(buf, key);
	return p ? strtol(p + strlen(key), NULL, 10) : -1;
}

static void map_in_reserve(char *out, unsigned long long drop)
{
	long limit = meminfo_kb("CommitLimit:");
	long used = meminfo_kb("Committed_AS:");
	size_t size;
	void *m;

	if (limit < 0 || used < 0 || (drop && glass_drop_caps(drop)))
		return say(out, "BROKEN");
	/* Half the reserve beyond what is left without it. */
	if (limit - used < ADMIN_RESERVE_KB)
		return say(out, "BROKEN");
	size = (size_t)(limit - used - ADMIN_RESERVE_KB / 2) * 1024;
	m = mmap(NULL, size, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED)
		return say_ret(out, -1);
	munmap(m, size);
	say(out, "ok");
}

static void reserve_root(char *out) { map_in_reserve(out, 0); }
static void reserve_without(char *out)
{
	map_in_reserve(out, BIT(CAP_SYS_ADMIN));
}

/* A mapping far beyond the commit limit: nobody gets it. */
static void beyond_limit(char *out)
{
	long limit = meminfo_kb("CommitLimit:");
	size_t size = (size_t)(limit + 2 * ADMIN_RESERVE_KB) * 1024;
	void *m;

	if (limit < 0)
		return say(out, "BROKEN");
	m = mmap(NULL, size, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED)
		return say_ret(out, -1);
	munmap(m, size);
	say(out, "ok");
}

/* ---- the table ---- */

struct capcase {
	const char *name;
	void (*run)(char *out);
	const char *expect;	/* mainline 6.12's answer */
};

/* A hook's cases, in the order they run; the last is empty. */
#define MAX_CASES	9

struct caphook {
	const char *name;
	bool overcommit;	/* its cases run under vm.overcommit_memory=2 */
	struct capcase cases[MAX_CASES + 1];
};

enum hook_id {
	HOOK_CAPABLE, HOOK_SETTIME, HOOK_PTRACE_ACCESS_CHECK,
	HOOK_PTRACE_TRACEME, HOOK_CAPGET, HOOK_CAPSET,
	HOOK_BPRM_CREDS_FROM_FILE, HOOK_INODE_NEED_KILLPRIV,
	HOOK_INODE_KILLPRIV, HOOK_INODE_GETSECURITY, HOOK_MMAP_ADDR,
	HOOK_MMAP_FILE, HOOK_TASK_FIX_SETUID, HOOK_TASK_PRCTL,
	HOOK_TASK_SETNICE, HOOK_TASK_SETIOPRIO, HOOK_TASK_SETSCHEDULER,
	HOOK_VM_ENOUGH_MEMORY, NR_HOOKS,
};

static const struct caphook hooks[NR_HOOKS] = {
	[HOOK_CAPABLE] = { .name = "capable", .cases = {
		{ "sethostname-root", capable_root, "ok" },
		{ "sethostname-without-sys_admin", capable_without, "EPERM" },
	} },
	[HOOK_SETTIME] = { .name = "settime", .cases = {
		{ "settimeofday-tz-root", settz_root, "ok" },
		{ "settimeofday-tz-without-sys_time", settz_without, "EPERM" },
		{ "clock_settime-root", clockset_root, "ok" },
		{ "clock_settime-without-sys_time", clockset_without, "EPERM" },
	} },
	[HOOK_PTRACE_ACCESS_CHECK] = { .name = "ptrace_access_check", .cases = {
		{ "attach-root", attach_root, "ok" },
		/*
		 * The child holds more than its tracer, who lacks
		 * CAP_SYS_PTRACE.
		 */
		{ "attach-more-capable-without-sys_ptrace",
		  attach_without, "EPERM" },
		{ "attach-as-capable-without-sys_ptrace",
		  attach_without_less_capable, "ok" },
	} },
	[HOOK_PTRACE_TRACEME] = { .name = "ptrace_traceme", .cases = {
		{ "traceme-root-parent", traceme_root, "ok" },
		{ "traceme-parent-without-sys_ptrace", traceme_without,
		  "EPERM" },
	} },
	[HOOK_CAPGET] = { .name = "capget", .cases = {
		{ "self-root", capget_root, "inh=none prm=all eff=all" },
		{ "self-without-sys_admin", capget_without,
		  "inh=none prm=all-sys_admin eff=all-sys_admin" },
		{ "other-task-as-nobody", capget_other,
		  "inh=none prm=all-net_raw eff=all-net_raw" },
	} },
	[HOOK_CAPSET] = { .name = "capset", .cases = {
		{ "raise-permitted", capset_raise_permitted, "EPERM" },
		{ "raise-effective-beyond-permitted",
		  capset_raise_effective, "EPERM" },
		{ "lower-effective", capset_lower_effective, "ok" },
		{ "inheritable-with-setpcap",
		  capset_inheritable_with_setpcap, "ok" },
		{ "inheritable-without-setpcap",
		  capset_inheritable_without_setpcap, "EPERM" },
	} },
	[HOOK_BPRM_CREDS_FROM_FILE] = { .name = "bprm_creds_from_file", .cases = {
		{ "exec-root", exec_root, "inh=none prm=all eff=all amb=none" },
		{ "exec-nobody", exec_nobody,
		  "inh=none prm=none eff=none amb=none" },
		{ "exec-file-caps-nobody", exec_fcap_nobody,
		  "inh=none prm=net_raw eff=net_raw amb=none" },
		{ "exec-setuid-root-nobody", exec_suid_nobody,
		  "inh=none prm=all eff=all amb=none" },
		{ "exec-setuid-root-nobody-no_new_privs",
		  exec_suid_nobody_nnp, "inh=none prm=none eff=none amb=none" },
	} },
	[HOOK_INODE_NEED_KILLPRIV] = { .name = "inode_need_killpriv", .cases = {
		{ "write-root", killpriv_write_root, "ENODATA" },
		{ "write-nobody", killpriv_write_nobody, "ENODATA" },
	} },
	[HOOK_INODE_KILLPRIV] = { .name = "inode_killpriv", .cases = {
		{ "chown-root", killpriv_chown, "ENODATA" },
	} },
	[HOOK_INODE_GETSECURITY] = { .name = "inode_getsecurity", .cases = {
		{ "v2-caps", getsecurity_v2, "rev2 size=20 prm=0x2000" },
		{ "v3-caps-root-id-0", getsecurity_v3,
		  "rev2 size=20 prm=0x2000" },
	} },
	[HOOK_MMAP_ADDR] = { .name = "mmap_addr", .cases = {
		{ "below-min-root", map_low_root, "ok" },
		{ "below-min-without-sys_rawio", map_low_without, "EPERM" },
	} },
	[HOOK_MMAP_FILE] = { .name = "mmap_file", .cases = {
		{ "exec-mapping-nobody", map_exec_file, "ok" },
	} },
	[HOOK_TASK_FIX_SETUID] = { .name = "task_fix_setuid", .cases = {
		{ "setuid-nobody", setuid_drop,
		  "inh=none prm=none eff=none amb=none" },
		{ "setuid-nobody-keepcaps", setuid_keepcaps,
		  "inh=none prm=all eff=none amb=none" },
		{ "seteuid-nobody", seteuid_away,
		  "inh=none prm=all eff=none amb=none" },
		{ "seteuid-back-to-root", seteuid_back,
		  "inh=none prm=all eff=all amb=none" },
	} },
	[HOOK_TASK_PRCTL] = { .name = "task_prctl", .cases = {
		{ "capbset_drop-root", bset_drop_root, "ok" },
		{ "capbset_drop-without-setpcap", bset_drop_without, "EPERM" },
		{ "capbset_read", bset_read, "1" },
		{ "ambient-raise-not-inheritable",
		  ambient_raise_not_inheritable, "EPERM" },
		{ "ambient-raise-inheritable",
		  ambient_raise_inheritable, "ok" },
		{ "securebits-root", securebits_root, "ok" },
		{ "securebits-without-setpcap", securebits_without, "EPERM" },
		{ "keepcaps-bad-value", keepcaps_bad, "EINVAL" },
		{ "not-a-capability-option", not_a_cap_option, "1" },
	} },
	[HOOK_TASK_SETNICE] = { .name = "task_setnice", .cases = {
		{ "more-capable-task-root", setnice_root, "ok" },
		{ "more-capable-task-without-sys_nice", setnice_without,
		  "EPERM" },
	} },
	[HOOK_TASK_SETIOPRIO] = { .name = "task_setioprio", .cases = {
		{ "more-capable-task-root", setioprio_root, "ok" },
		{ "more-capable-task-without-sys_nice",
		  setioprio_without, "EPERM" },
	} },
	[HOOK_TASK_SETSCHEDULER] = { .name = "task_setscheduler", .cases = {
		{ "more-capable-task-root", setsched_root, "ok" },
		{ "more-capable-task-without-sys_nice",
		  setsched_without, "EPERM" },
	} },
	[HOOK_VM_ENOUGH_MEMORY] = { .name = "vm_enough_memory", .overcommit = true, .cases = {
		{ "admin-reserve-root", reserve_root, "ok" },
		{ "admin-reserve-without-sys_admin", reserve_without,
		  "ENOMEM" },
		{ "beyond-commit-limit-root", beyond_limit, "ENOMEM" },
	} },
};

/* ---- setup shared by the cases ---- */

/* Sysctls changed for a hook's cases, put back after them. */
static const char *const sysctls[][2] = {
	{ "/proc/sys/vm/mmap_min_addr", "65536" },
	{ "/proc/sys/vm/overcommit_memory", NULL },
	{ "/proc/sys/vm/overcommit_ratio", "50" },
	{ "/proc/sys/vm/user_reserve_kbytes", "0" },
	{ "/proc/sys/vm/admin_reserve_kbytes", "32768" },
};

#define NR_SYSCTLS	ARRAY_SIZE(sysctls)
static char saved[NR_SYSCTLS][32];

static int setup(void)
{
	unsigned int i;

	if ((mkdir(DIR, 0755) && errno != EEXIST) ||
	    glass_copy_file(glass_exec_probe(), FCAP_FILE, 0755) ||
	    set_fcap(FCAP_FILE, false) ||
	    glass_copy_file(glass_exec_probe(), SUID_FILE, 04755))
		return -1;
	for (i = 0; i < NR_SYSCTLS; i++) {
		if (glass_read(sysctls[i][0], saved[i], sizeof(saved[i])) <= 0)
			return -1;
		if (sysctls[i][1] && glass_write(sysctls[i][0], sysctls[i][1]))
			return -1;
	}
	return 0;
}

static void cleanup(void)
{
	unsigned int i;

	for (i = 0; i < NR_SYSCTLS; i++)
		if (saved[i][0])
			glass_write(sysctls[i][0], saved[i]);
	unlink(FCAP_FILE);
	unlink(SUID_FILE);
	unlink(DATA_FILE);
	rmdir(DIR);
}

/*
 * Run one case of @hook in a child; its answer comes back in shared
 * memory.  Only the vm_enough_memory cases run under overcommit 2, so
 * that nothing else depends on how much memory is left.
 */
static void run_case(const struct caphook *hook, const struct capcase *c,
		     char *answer)
{
	char *shared = mmap(NULL, ANSWER_MAX, PROT_READ | PROT_WRITE,
			    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	bool overcommit = hook->overcommit;
	pid_t pid;

	snprintf(answer, ANSWER_MAX, "BROKEN");
	if (shared == MAP_FAILED)
		return;
	snprintf(shared, ANSWER_MAX, "CRASHED");
	if (overcommit && glass_write("/proc/sys/vm/overcommit_memory", "2"))
		goto out;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		c->run(shared);
		_exit(0);
	}
	if (glass_wait(pid))
		snprintf(shared, ANSWER_MAX, "CRASHED");
	snprintf(answer, ANSWER_MAX, "%s", shared);
out:
	if (overcommit)
		glass_write("/proc/sys/vm/overcommit_memory", saved[1]);
	munmap(shared, ANSWER_MAX);
}

/* One test per hook: every case of that hook answers as on mainline. */
FIXTURE(hook) {};

FIXTURE_VARIANT(hook) {
	const struct caphook *hook;
};

FIXTURE_VARIANT_ADD(hook, capable) {
	.hook = &hooks[HOOK_CAPABLE],
};

FIXTURE_VARIANT_ADD(hook, settime) {
	.hook = &hooks[HOOK_SETTIME],
};

FIXTURE_VARIANT_ADD(hook, ptrace_access_check) {
	.hook = &hooks[HOOK_PTRACE_ACCESS_CHECK],
};

FIXTURE_VARIANT_ADD(hook, ptrace_traceme) {
	.hook = &hooks[HOOK_PTRACE_TRACEME],
};

FIXTURE_VARIANT_ADD(hook, capget) {
	.hook = &hooks[HOOK_CAPGET],
};

FIXTURE_VARIANT_ADD(hook, capset) {
	.hook = &hooks[HOOK_CAPSET],
};

FIXTURE_VARIANT_ADD(hook, bprm_creds_from_file) {
	.hook = &hooks[HOOK_BPRM_CREDS_FROM_FILE],
};

FIXTURE_VARIANT_ADD(hook, inode_need_killpriv) {
	.hook = &hooks[HOOK_INODE_NEED_KILLPRIV],
};

FIXTURE_VARIANT_ADD(hook, inode_killpriv) {
	.hook = &hooks[HOOK_INODE_KILLPRIV],
};

FIXTURE_VARIANT_ADD(hook, inode_getsecurity) {
	.hook = &hooks[HOOK_INODE_GETSECURITY],
};

FIXTURE_VARIANT_ADD(hook, mmap_addr) {
	.hook = &hooks[HOOK_MMAP_ADDR],
};

FIXTURE_VARIANT_ADD(hook, mmap_file) {
	.hook = &hooks[HOOK_MMAP_FILE],
};

FIXTURE_VARIANT_ADD(hook, task_fix_setuid) {
	.hook = &hooks[HOOK_TASK_FIX_SETUID],
};

FIXTURE_VARIANT_ADD(hook, task_prctl) {
	.hook = &hooks[HOOK_TASK_PRCTL],
};

FIXTURE_VARIANT_ADD(hook, task_setnice) {
	.hook = &hooks[HOOK_TASK_SETNICE],
};

FIXTURE_VARIANT_ADD(hook, task_setioprio) {
	.hook = &hooks[HOOK_TASK_SETIOPRIO],
};

FIXTURE_VARIANT_ADD(hook, task_setscheduler) {
	.hook = &hooks[HOOK_TASK_SETSCHEDULER],
};

FIXTURE_VARIANT_ADD(hook, vm_enough_memory) {
	.hook = &hooks[HOOK_VM_ENOUGH_MEMORY],
};

FIXTURE_SETUP(hook)
{
	int ret = setup();

	if (ret)
		cleanup();
	ASSERT_EQ(0, ret);
}

FIXTURE_TEARDOWN(hook)
{
	cleanup();
}

TEST_F(hook, answers_as_mainline)
{
	const struct capcase *c;
	char answer[ANSWER_MAX];

	ASSERT_NE(NULL, variant->hook->cases[0].name);
	for (c = variant->hook->cases; c->name; c++) {
		run_case(variant->hook, c, answer);
		EXPECT_STREQ(c->expect, answer)
			TH_LOG("%s %s", variant->hook->name, c->name);
	}
}

static int print_diff(void)
{
	const struct caphook *hook;
	const struct capcase *c;
	char answer[ANSWER_MAX];

	if (setup()) {
		perror("glass_capdiff: setup");
		cleanup();
		return 1;
	}
	for (hook = hooks; hook < hooks + NR_HOOKS; hook++)
		for (c = hook->cases; c->name; c++) {
			run_case(hook, c, answer);
			printf("GLASS-DIFF cap %s %s %s\n", hook->name,
			       c->name, answer);
		}
	cleanup();
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--diff"))
		return print_diff();
	return test_harness_run(argc, argv);
}
