/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the Glass selftests: small file I/O, the active LSM
 * list, running an operation in a child process and capability dropping.
 *
 * Operations that change a task's labels, domains or capabilities run in a
 * forked child so the test process keeps its own state.  The child reports
 * through its exit status: 0 when the operation succeeded, the errno when it
 * failed, CHILD_BROKEN when the setup before the operation failed.
 */
#ifndef GLASS_UTIL_H
#define GLASS_UTIL_H

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/netlink.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#define SECFS		"/sys/kernel/security"
#define SMACKFS		"/sys/fs/smackfs"
#define TOMOYOFS	SECFS "/tomoyo"
#define APPARMORFS	SECFS "/apparmor"

/* Exit status of a child whose setup failed before the operation. */
#define CHILD_BROKEN	255

/* Unprivileged identities used by the tests. */
#define NOBODY_UID	65534
#define USER_A		1000
#define USER_B		1001

/* The LSM syscalls and their structures: uapi headers, libc may predate them. */
#include <linux/lsm.h>
#ifndef __NR_lsm_get_self_attr
#define __NR_lsm_get_self_attr	459
#define __NR_lsm_set_self_attr	460
#define __NR_lsm_list_modules	461
#endif

/* One value of a composite context (the grammar in README), quoted if needed. */
static inline void glass_ctx_value(char *out, size_t size, const char *v)
{
	size_t n = 0, i;
	bool quote = !*v;

	for (i = 0; v[i]; i++)
		if (v[i] <= ' ' || v[i] >= 0x7f || strchr("(),=\"\\", v[i]))
			quote = true;
	if (!quote) {
		snprintf(out, size, "%s", v);
		return;
	}
	out[n++] = '"';
	for (i = 0; v[i] && n + 6 < size; i++) {
		unsigned char c = v[i];

		if (c == '"' || c == '\\')
			n += sprintf(out + n, "\\%c", c);
		else if (c < ' ' || c >= 0x7f)
			n += sprintf(out + n, "\\x%02x", c);
		else
			out[n++] = c;
	}
	out[n++] = '"';
	out[n] = '\0';
}

/* Read a whole (small) file; returns its length or -errno. */
static inline ssize_t glass_read(const char *path, char *buf, size_t size)
{
	ssize_t len = 0, n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	while ((size_t)len < size - 1) {
		n = read(fd, buf + len, size - 1 - len);
		if (n < 0) {
			n = -errno;
			close(fd);
			return n;
		}
		if (n == 0)
			break;
		len += n;
	}
	buf[len] = '\0';
	close(fd);
	return len;
}

/* Write @s with a single write(2), as security fs interfaces want; 0 or -errno. */
static inline int glass_write(const char *path, const char *s)
{
	size_t len = strlen(s);
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = write(fd, s, len);
	if (n < 0) {
		n = -errno;
		close(fd);
		return n;
	}
	close(fd);
	return (size_t)n == len ? 0 : -EIO;
}

/*
 * Put the path of @name, beside this program, into @path; 0 or -errno.
 * The policies the tests load have one copy, policy/ beside the test
 * programs (selftests/policy/ in Glass's repository, which the demo
 * loads too), and exec-probe is installed beside them.
 */
static inline int glass_beside(char *path, size_t size, const char *name)
{
	char exe[4096], *slash;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n < 0)
		return -errno;
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	if (!slash)
		return -ENOENT;
	*slash = '\0';
	if (snprintf(path, size, "%s/%s", exe, name) >= (int)size)
		return -ENAMETOOLONG;
	return 0;
}

/* The path of the policy file @rel, in policy/; 0 or -errno. */
static inline int glass_policy_path(char *path, size_t size, const char *rel)
{
	char name[256];

	if (snprintf(name, sizeof(name), "policy/%s", rel) >= (int)sizeof(name))
		return -ENAMETOOLONG;
	return glass_beside(path, size, name);
}

/*
 * exec-probe (exec-probe.c): the program the tests execute to see what an
 * exec gave it.  Its path, "" if there is none.
 */
static inline const char *glass_exec_probe(void)
{
	static char path[4200];

	if (!path[0] && glass_beside(path, sizeof(path), "exec-probe"))
		path[0] = '\0';
	return path;
}

/* Read the policy file @rel; its length or -errno. */
static inline ssize_t glass_policy_read(const char *rel, char *buf, size_t size)
{
	char path[4200];
	int ret = glass_policy_path(path, sizeof(path), rel);

	return ret ? ret : glass_read(path, buf, size);
}

/* Is @name in /sys/kernel/security/lsm? */
static inline bool glass_lsm_active(const char *name)
{
	char buf[512], *tok, *save;

	if (glass_read(SECFS "/lsm", buf, sizeof(buf)) < 0)
		return false;
	for (tok = strtok_r(buf, ",\n", &save); tok;
	     tok = strtok_r(NULL, ",\n", &save))
		if (!strcmp(tok, name))
			return true;
	return false;
}

/* One value of /sys/kernel/security/glass/secids; -1 if it has no such line. */
static inline long glass_secids(const char *name)
{
	char buf[1024], *p;
	size_t n = strlen(name);

	if (glass_read(SECFS "/glass/secids", buf, sizeof(buf)) <= 0)
		return -1;
	for (p = buf; p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, name, n) && p[n] == ' ')
			return atol(p + n + 1);
	return -1;
}

/* Mount @type on @dir unless something is mounted there already. */
static inline int glass_ensure_mount(const char *type, const char *dir)
{
	if (mount(type, dir, type, 0, NULL) == 0 || errno == EBUSY)
		return 0;
	return -errno;
}

/* Exit status of a child, CHILD_BROKEN if it did not exit normally. */
static inline int glass_wait(pid_t pid)
{
	int status;

	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return CHILD_BROKEN;
	return WIFEXITED(status) ? WEXITSTATUS(status) : CHILD_BROKEN;
}

/* The display of this task, without the newline; 0 or -1. */
static inline int glass_get_display(char *out, size_t size)
{
	ssize_t n = glass_read(SECFS "/glass/display", out, size);

	if (n <= 0)
		return -1;
	out[n - 1] = '\0';
	return 0;
}

/* Run @fn(@arg) in a child process and return what it returned (0..255). */
static inline int glass_in_child(int (*fn)(void *), void *arg)
{
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid == 0)
		_exit(fn(arg) & 0xff);
	return glass_wait(pid);
}

/*
 * Run @argv (argv[0] is the path), its output and errors into @out,
 * NUL-terminated; its exit status, or -1 if it did not exit.
 */
static inline int glass_run(const char *const *argv, char *out, size_t size)
{
	ssize_t n, len = 0;
	int p[2], status;
	pid_t pid;

	fflush(NULL);
	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		dup2(p[1], 1);
		dup2(p[1], 2);
		close(p[0]);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(p[1]);
	while ((n = read(p[0], out + len, size - 1 - len)) > 0)
		len += n;
	close(p[0]);
	out[len] = '\0';
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

/* /dev/kmsg, positioned at its end: what the kernel says from now on. */
static inline int glass_kmsg_open(void)
{
	int fd = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);

	if (fd >= 0)
		lseek(fd, 0, SEEK_END);
	return fd;
}

/*
 * Without auditd, audit prints its records to the kernel log through
 * printk_ratelimit() (10 per 5 s).  A zero interval lifts the limit at
 * once, on every kernel; a larger burst would only apply from the next
 * interval on 7.3.  The old interval goes to @saved (at least 16 bytes,
 * empty if unread) for glass_printk_restore().
 */
static inline void glass_printk_unlimit(char *saved, size_t size)
{
	saved[0] = '\0';
	if (glass_read("/proc/sys/kernel/printk_ratelimit", saved, size) > 0)
		glass_write("/proc/sys/kernel/printk_ratelimit", "0");
}

static inline void glass_printk_restore(const char *saved)
{
	if (saved[0])
		glass_write("/proc/sys/kernel/printk_ratelimit", saved);
}

/* Create or truncate @path (mode 0644) to hold @text; 0 or -errno. */
static inline int glass_make_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	size_t len = strlen(text);
	ssize_t n = 0;

	if (fd < 0)
		return -errno;
	if (len)
		n = write(fd, text, len);
	if (n < 0)
		n = -errno;
	close(fd);
	return n < 0 ? n : (size_t)n == len ? 0 : -EIO;
}

/* Create @path holding @text, with @mode; 0 or -1. */
static inline int glass_write_file(const char *path, const char *text,
				   mode_t mode)
{
	size_t len = strlen(text);
	int fd, ret = 0;

	unlink(path);
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	if (fd < 0)
		return -1;
	if (write(fd, text, len) != (ssize_t)len || fchmod(fd, mode))
		ret = -1;
	if (close(fd))
		ret = -1;
	return ret;
}

/* Copy @from to @to, then give it @mode; 0 or -errno. */
static inline int glass_copy_file(const char *from, const char *to,
				  mode_t mode)
{
	char buf[65536];
	int in = open(from, O_RDONLY | O_CLOEXEC), out = -1, ret = 0;
	ssize_t n;

	if (in < 0)
		return -errno;
	out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
	if (out < 0)
		ret = -errno;
	while (!ret && (n = read(in, buf, sizeof(buf))) != 0)
		if (n < 0 || write(out, buf, n) != n)
			ret = -EIO;
	close(in);
	if (out >= 0 && close(out) && !ret)
		ret = -errno;
	if (!ret && chmod(to, mode))
		ret = -errno;
	return ret;
}

/* errno of a failed call as a child's result, 0 on success. */
static inline int glass_result(long ret)
{
	return ret < 0 ? errno : 0;
}

/* An errno's name, for canonical output: "0", "EACCES", "CHILD_BROKEN", ... */
static inline const char *glass_errname(int err)
{
	static char buf[24];
	const char *name;

	if (!err)
		return "0";
	if (err == CHILD_BROKEN)
		return "CHILD_BROKEN";
	name = strerrorname_np(err);
	if (name)
		return name;
	snprintf(buf, sizeof(buf), "errno%d", err);
	return buf;
}

/* errno of open(@path, @flags), 0 if it opened. */
static inline int glass_open_errno(const char *path, int flags)
{
	int fd = open(path, flags | O_CLOEXEC, 0644);

	if (fd < 0)
		return errno;
	close(fd);
	return 0;
}

static inline int glass_capget(pid_t pid, struct __user_cap_data_struct d[2])
{
	struct __user_cap_header_struct h = {
		.version = _LINUX_CAPABILITY_VERSION_3, .pid = pid,
	};

	return syscall(SYS_capget, &h, d);
}

static inline int glass_capset(struct __user_cap_data_struct d[2])
{
	struct __user_cap_header_struct h = {
		.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0,
	};

	return syscall(SYS_capset, &h, d);
}

/* A task's capability sets (amb: not from capget(2)). */
struct glass_capsets {
	unsigned long long inh, prm, eff, amb;
};

/* The sets in @status, the text of /proc/<pid>/status; 0 or -EINVAL. */
static inline int glass_capsets_of(const char *status, struct glass_capsets *c)
{
	static const char *const key[4] = { "CapInh:", "CapPrm:", "CapEff:",
					    "CapAmb:" };
	unsigned long long *v[4] = { &c->inh, &c->prm, &c->eff, &c->amb };
	const char *p;
	int i;

	for (i = 0; i < 4; i++) {
		p = strstr(status, key[i]);
		if (!p || sscanf(p + strlen(key[i]), "%llx", v[i]) != 1)
			return -EINVAL;
	}
	return 0;
}

/* The sets of task @pid (0: this one), as /proc says; 0 or -errno. */
static inline int glass_proc_capsets(pid_t pid, struct glass_capsets *c)
{
	char path[64], buf[4096];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/status", pid ? pid : getpid());
	n = glass_read(path, buf, sizeof(buf));
	if (n <= 0)
		return n ? n : -EIO;
	return glass_capsets_of(buf, c);
}

/* The sets of task @pid (0: this one), as capget(2) says; 0 or -errno. */
static inline int glass_capget_sets(pid_t pid, struct glass_capsets *c)
{
	struct __user_cap_data_struct d[2];

	if (glass_capget(pid, d))
		return -errno;
	c->inh = d[0].inheritable | (unsigned long long)d[1].inheritable << 32;
	c->prm = d[0].permitted | (unsigned long long)d[1].permitted << 32;
	c->eff = d[0].effective | (unsigned long long)d[1].effective << 32;
	c->amb = 0;
	return 0;
}

/* Remove the capabilities in @mask from this task's sets; 0 or -errno. */
static inline int glass_drop_caps(unsigned long long mask)
{
	struct __user_cap_data_struct d[2];
	int i;

	if (glass_capget(0, d))
		return -errno;
	for (i = 0; i < 2; i++) {
		d[i].effective &= ~(__u32)(mask >> (32 * i));
		d[i].permitted &= ~(__u32)(mask >> (32 * i));
		d[i].inheritable &= ~(__u32)(mask >> (32 * i));
	}
	return glass_capset(d) ? -errno : 0;
}

/* Remove @cap from this task's sets; 0 or -errno. */
static inline int glass_drop_cap(int cap)
{
	return glass_drop_caps(1ULL << cap);
}

/*
 * Stay uid 0 but give up every capability: bounding set, ambient set,
 * then effective, permitted and inheritable.  0 or -errno.  Reads no file,
 * so it works in a task whose policy refuses opening files.
 */
static inline int glass_drop_all_caps(void)
{
	struct __user_cap_data_struct d[2] = { };
	int cap;

	/* EINVAL past the last capability the kernel knows. */
	for (cap = 0; cap < 64; cap++) {
		if (!prctl(PR_CAPBSET_DROP, cap, 0, 0, 0))
			continue;
		if (errno == EINVAL && cap > 0)
			break;
		return -errno;
	}
	if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0))
		return -errno;
	return glass_capset(d) ? -errno : 0;
}

/* Become @uid (and gid): leaving uid 0 clears every capability. 0 or -errno. */
static inline int glass_become(uid_t uid)
{
	if (setgroups(0, NULL) || setresgid(uid, uid, uid) ||
	    setresuid(uid, uid, uid))
		return -errno;
	return 0;
}

/*
 * A task that waits to be acted on: uid @uid (0: it stays root) and
 * dumpable, without the capabilities in @drop.  Its pid, or -1.
 */
static inline pid_t glass_spawn_target(uid_t uid, unsigned long long drop)
{
	int ready[2];
	pid_t pid;
	char c;

	if (pipe(ready))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(ready[0]);
		/* Changing uid made it undumpable; only the uid should count. */
		if ((uid && (glass_become(uid) ||
			     prctl(PR_SET_DUMPABLE, 1, 0, 0, 0))) ||
		    (drop && glass_drop_caps(drop)) ||
		    write(ready[1], "x", 1) != 1)
			_exit(CHILD_BROKEN);
		for (;;)
			pause();
	}
	close(ready[1]);
	if (pid < 0 || read(ready[0], &c, 1) != 1) {
		if (pid > 0) {
			kill(pid, SIGKILL);
			waitpid(pid, NULL, 0);
		}
		pid = -1;
	}
	close(ready[0]);
	return pid;
}

/* Kill and reap a task made by the test; nothing for pid <= 0. */
static inline void glass_reap(pid_t pid)
{
	if (pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
}

/* Is the running kernel @major.@minor or later? */
static inline bool glass_kernel_at_least(unsigned int major, unsigned int minor)
{
	unsigned int ma = 0, mi = 0;
	struct utsname u;

	if (uname(&u) || sscanf(u.release, "%u.%u", &ma, &mi) != 2)
		return false;
	return ma > major || (ma == major && mi >= minor);
}

/*
 * AppArmor labels the peers of unix stream sockets (SO_PEERSEC) since its
 * af_unix mediation (6.17); before, it answers -ENOPROTOOPT.
 */
static inline bool glass_aa_labels_unix_peers(void)
{
	return glass_lsm_active("apparmor") && glass_kernel_at_least(6, 17);
}

/* Is profile @name loaded in enforce mode? */
static inline bool glass_aa_loaded(const char *name)
{
	char buf[8192], line[128];

	if (glass_read(APPARMORFS "/profiles", buf, sizeof(buf)) < 0)
		return false;
	snprintf(line, sizeof(line), "%s (enforce)\n", name);
	return strstr(buf, line);
}

/* Load the profiles unless they are loaded; 0 or -errno. */
static inline int glass_aa_load(void)
{
	char profiles[8192];
	ssize_t n;
	FILE *p;

	if (glass_aa_loaded("glass_demo") && glass_aa_loaded("glass_caps"))
		return 0;
	n = glass_policy_read("apparmor/glass", profiles, sizeof(profiles));
	if (n < 0)
		return n;
	p = popen("apparmor_parser -r -K --config-file=/dev/null", "w");
	if (!p)
		return -errno;
	fputs(profiles, p);
	if (pclose(p))
		return -EIO;
	return glass_aa_loaded("glass_demo") ? 0 : -ENOENT;
}

/* change_profile: from now on this task is confined by @profile. */
static inline int glass_aa_confine(const char *profile)
{
	char cmd[64], now[128];

	snprintf(cmd, sizeof(cmd), "changeprofile %s", profile);
	if (glass_write("/proc/self/attr/apparmor/current", cmd))
		return -EPERM;
	snprintf(cmd, sizeof(cmd), "%s (enforce)\n", profile);
	if (glass_read("/proc/self/attr/apparmor/current", now, sizeof(now)) < 0)
		return -EIO;
	return strcmp(now, cmd) ? -EINVAL : 0;
}

/*
 * Enter the TOMOYO domain @domain through an open fd (the domain may open
 * nothing else), and read it back; 0 or -errno.
 */
static inline int glass_tomoyo_enter(const char *domain)
{
	char now[256] = "";
	int fd = open(TOMOYOFS "/self_domain", O_RDWR | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	if (write(fd, domain, strlen(domain)) < 0 ||
	    pread(fd, now, sizeof(now) - 1, 0) < 0) {
		close(fd);
		return -errno;
	}
	close(fd);
	return strcmp(now, domain) ? -EINVAL : 0;
}

/*
 * In a child: enter @domain, which grants nothing, and open a file.  Once
 * TOMOYO enforces, that fails with EPERM.
 */
static inline int glass_tomoyo_probe(void *domain)
{
	if (glass_tomoyo_enter(domain))
		return CHILD_BROKEN;
	return glass_open_errno("/proc/self/stat", O_RDONLY);
}

/*
 * TOMOYO enforces nothing until the kernel has run its policy loader,
 * which it does once, when the activation trigger is executed.  The
 * trigger is TOMOYO_trigger= of the kernel command line, or the one the
 * guest kernel is built with (/sbin/tomoyo-activate, an empty script).
 */
static inline int glass_tomoyo_activate(void)
{
	char cmdline[4096], *trigger = "/sbin/tomoyo-activate", *p;
	pid_t pid;

	if (glass_read("/proc/cmdline", cmdline, sizeof(cmdline)) > 0) {
		p = strstr(cmdline, "TOMOYO_trigger=");
		if (p) {
			trigger = p + strlen("TOMOYO_trigger=");
			trigger[strcspn(trigger, "\t\n ")] = '\0';
		}
	}
	if (access(trigger, X_OK))
		return -ENOENT;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		dup2(null, 0);
		dup2(null, 1);
		dup2(null, 2);
		execl(trigger, trigger, (char *)NULL);
		_exit(127);
	}
	glass_wait(pid);
	return 0;
}

/*
 * Load a policy with @load() and make sure TOMOYO enforces it: @domain,
 * which the policy makes enforcing and grants nothing, may not open a
 * file.  The loader run by activation may add to the policy: it is
 * loaded again after.  0 or -errno.
 */
static inline int glass_tomoyo_enforce(int (*load)(void), const char *domain)
{
	int ret = load();

	if (ret)
		return ret;
	if (glass_in_child(glass_tomoyo_probe, (void *)domain) == EPERM)
		return 0;
	ret = glass_tomoyo_activate();
	if (!ret)
		ret = load();
	if (ret)
		return ret;
	return glass_in_child(glass_tomoyo_probe, (void *)domain) == EPERM ?
	       0 : -ENOTRECOVERABLE;
}

#define SELINUXFS	"/sys/fs/selinux"
/* The compiled policy, beside the test programs (scripts/mkselinuxpolicy.sh). */
#define GLASS_SELINUX_POLICY	"../glass_selinux.policy"

/* Load the SELinux policy (selinuxfs takes it in one write); 0 or -errno. */
static inline int glass_selinux_load(void)
{
	char path[4200], *all = NULL;
	int in = -1, out = -1, ret;
	struct stat st;

	ret = glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY);
	if (ret)
		return ret;
	in = open(path, O_RDONLY);
	out = open(SELINUXFS "/load", O_WRONLY);
	if (in < 0 || out < 0 || fstat(in, &st))
		ret = -errno;
	else
		all = malloc(st.st_size);
	if (!ret && !all)
		ret = -ENOMEM;
	if (!ret && read(in, all, st.st_size) != st.st_size)
		ret = -EIO;
	if (!ret && write(out, all, st.st_size) != st.st_size)
		ret = -errno;
	free(all);
	if (in >= 0)
		close(in);
	if (out >= 0)
		close(out);
	return ret;
}

/* SELinux's entry of lsm_get_self_attr(LSM_ATTR_CURRENT); 0 or -errno. */
static inline int glass_selinux_context(char *out, size_t size)
{
	char buf[4096];
	__u32 len = sizeof(buf);
	struct lsm_ctx *ctx = (struct lsm_ctx *)buf;
	int n, i;

	n = syscall(__NR_lsm_get_self_attr, LSM_ATTR_CURRENT, buf, &len, 0);
	if (n < 0)
		return -errno;
	for (i = 0; i < n; i++) {
		if (ctx->id == LSM_ID_SELINUX) {
			snprintf(out, size, "%.*s", (int)ctx->ctx_len,
				 (char *)ctx->ctx);
			return 0;
		}
		ctx = (struct lsm_ctx *)((char *)ctx + ctx->len);
	}
	return -ENOENT;
}

/* Set one of this task's SELinux attributes (lsm_set_self_attr); 0 or -errno. */
static inline int glass_selinux_set(__u64 attr, const char *context)
{
	char buf[sizeof(struct lsm_ctx) + 128];
	struct lsm_ctx *ctx = (struct lsm_ctx *)buf;
	size_t n = strlen(context) + 1;

	if (n > sizeof(buf) - sizeof(*ctx))
		return -ENAMETOOLONG;
	ctx->id = LSM_ID_SELINUX;
	ctx->flags = 0;
	ctx->ctx_len = n;
	ctx->len = sizeof(*ctx) + n;
	memcpy(ctx->ctx, context, n);
	return syscall(__NR_lsm_set_self_attr, attr, ctx, (__u32)ctx->len, 0) ?
	       -errno : 0;
}

/* Set this task's SELinux context; 0 or -errno. */
static inline int glass_selinux_setcon(const char *context)
{
	return glass_selinux_set(LSM_ATTR_CURRENT, context);
}

/* Send one audit netlink request and wait for its ack; 0 or -errno. */
static inline int glass_audit_request(int fd, int type, const void *data,
				      size_t len)
{
	struct {
		struct nlmsghdr nh;
		char data[8192];
	} req = {}, ack;
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };

	if (len > sizeof(req.data))
		return -E2BIG;
	req.nh.nlmsg_len = NLMSG_LENGTH(len);
	req.nh.nlmsg_type = type;
	req.nh.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	req.nh.nlmsg_seq = type;
	memcpy(req.data, data, len);
	if (sendto(fd, &req, req.nh.nlmsg_len, 0, (struct sockaddr *)&kernel,
		   sizeof(kernel)) < 0)
		return -errno;
	for (;;) {
		if (recv(fd, &ack, sizeof(ack), 0) < 0)
			return -errno;
		if (ack.nh.nlmsg_type == NLMSG_ERROR)
			return ((struct nlmsgerr *)NLMSG_DATA(&ack.nh))->error;
	}
}

static inline int glass_audit_set_enabled(int fd, int enabled)
{
	struct audit_status s = {
		.mask = AUDIT_STATUS_ENABLED, .enabled = enabled,
	};

	return glass_audit_request(fd, AUDIT_SET, &s, sizeof(s));
}

#endif /* GLASS_UTIL_H */
