// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: the modules it does not compose run beside it, as a distribution
 * builds them (Debian's CONFIG_LSM order), and an exclusive module its
 * stack leaves out (SELinux, in the default stack) does not run at all.
 *
 *   - /sys/kernel/security/lsm lists every non-exclusive module the
 *     kernel builds and no SELinux; SELinux has no selinuxfs.
 *   - The modules outside Glass keep their place in the call order
 *     relative to the composed ones, as in CONFIG_LSM.
 *   - Landlock restricts a task: a file outside its ruleset is EACCES.
 *   - Yama's ptrace_scope 1 refuses attaching to a task that is not a
 *     descendant (EPERM) and allows a descendant.
 *   - SafeSetID lets uid 2000 become 2001, as its policy says, and kills
 *     the task that tries 2002.
 *   - lockdown, LoadPin, IPE and IMA are initialised: their files answer.
 *   - A datagram with SO_PASSSEC on a socketpair, the path where two
 *     modules releasing one context would free it twice, is received.
 */
#define _GNU_SOURCE
#include <linux/landlock.h>
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/socket.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#ifndef SCM_SECURITY
#define SCM_SECURITY	0x03	/* include/linux/socket.h */
#endif

static bool listed(const char *name)
{
	return glass_lsm_active(name);
}

TEST(lsm_list)
{
	static const char *const others[] = {
		"landlock", "lockdown", "yama", "loadpin", "safesetid", "ipe",
		"ima", "evm",
	};
	char buf[512];
	unsigned int i;

	ASSERT_LT(0, glass_read(SECFS "/lsm", buf, sizeof(buf)));
	TH_LOG("lsm: %s", buf);
	for (i = 0; i < ARRAY_SIZE(others); i++) {
		const char *name = others[i];

		EXPECT_TRUE(listed(name)) TH_LOG("%s not listed", name);
	}
	EXPECT_FALSE(listed("selinux"));
	EXPECT_NE(0, access("/sys/fs/selinux", F_OK));
}

/*
 * The framework calls the modules in the order /sys/kernel/security/lsm
 * lists them.  Glass takes the place of the first module it composes, so
 * the modules outside it keep mainline's place relative to the composed
 * ones (the test kernel's CONFIG_LSM is Debian's): Landlock, Yama, LoadPin
 * and SafeSetID before Smack, TOMOYO and AppArmor, BPF and IPE after, and
 * when two modules refuse, the error user space sees is mainline's.
 */
/* Where @name stands in the comma-separated @list, or -1. */
static int lsm_position(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p;
	int pos = 0;

	for (p = list; *p; pos++) {
		if (!strncmp(p, name, n) && (p[n] == ',' || p[n] == '\0' ||
					     p[n] == '\n'))
			return pos;
		p += strcspn(p, ",");
		if (*p)
			p++;
	}
	return -1;
}

TEST(lsm_order_is_mainlines)
{
	static const char *const before[] = {
		"landlock", "yama", "loadpin", "safesetid",
	};
	static const char *const composed[] = { "smack", "tomoyo", "apparmor" };
	static const char *const after[] = { "bpf", "ipe" };
	unsigned int i, j;
	char buf[512];
	int c, o;

	ASSERT_LT(0, glass_read(SECFS "/lsm", buf, sizeof(buf)));
	TH_LOG("lsm: %s", buf);
	for (i = 0; i < ARRAY_SIZE(composed); i++) {
		c = lsm_position(buf, composed[i]);
		if (c < 0)
			continue;
		for (j = 0; j < ARRAY_SIZE(before); j++) {
			o = lsm_position(buf, before[j]);
			if (o >= 0)
				EXPECT_LT(o, c);
		}
		for (j = 0; j < ARRAY_SIZE(after); j++) {
			o = lsm_position(buf, after[j]);
			if (o >= 0)
				EXPECT_GT(o, c);
		}
	}
}

/* Landlock */

#define LL_DIR	"/tmp/glass-landlock"

static int ll_restrict(void *unused)
{
	struct landlock_ruleset_attr ra = {
		.handled_access_fs = LANDLOCK_ACCESS_FS_READ_FILE,
	};
	struct landlock_path_beneath_attr pb = {
		.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE,
	};
	int rs;

	rs = syscall(SYS_landlock_create_ruleset, &ra, sizeof(ra), 0);
	if (rs < 0)
		return CHILD_BROKEN;
	pb.parent_fd = open(LL_DIR "/ok", O_PATH | O_CLOEXEC);
	if (pb.parent_fd < 0 ||
	    syscall(SYS_landlock_add_rule, rs, LANDLOCK_RULE_PATH_BENEATH, &pb, 0) ||
	    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    syscall(SYS_landlock_restrict_self, rs, 0))
		return CHILD_BROKEN;
	if (glass_open_errno(LL_DIR "/ok/file", O_RDONLY))
		return 1;
	return glass_open_errno(LL_DIR "/no/file", O_RDONLY);
}

TEST(landlock_restricts)
{
	int abi = syscall(SYS_landlock_create_ruleset, NULL, 0,
			  LANDLOCK_CREATE_RULESET_VERSION);

	ASSERT_LT(0, abi) TH_LOG("landlock: %s", strerror(errno));
	mkdir(LL_DIR, 0755);
	mkdir(LL_DIR "/ok", 0755);
	mkdir(LL_DIR "/no", 0755);
	ASSERT_EQ(0, glass_open_errno(LL_DIR "/ok/file", O_WRONLY | O_CREAT));
	ASSERT_EQ(0, glass_open_errno(LL_DIR "/no/file", O_WRONLY | O_CREAT));
	EXPECT_EQ(EACCES, glass_in_child(ll_restrict, NULL));
	/* Outside the sandbox, the same file opens. */
	EXPECT_EQ(0, glass_open_errno(LL_DIR "/no/file", O_RDONLY));
}

/* Yama */

#define SCOPE "/proc/sys/kernel/yama/ptrace_scope"

static int attach(pid_t pid)
{
	if (ptrace(PTRACE_SEIZE, pid, NULL, NULL))
		return errno;
	ptrace(PTRACE_DETACH, pid, NULL, NULL);
	return 0;
}

/* Without CAP_SYS_PTRACE: attach to the sibling in @arg, then a child. */
static int yama_attach(void *arg)
{
	pid_t sibling = *(pid_t *)arg, child;
	int rc;

	if (glass_drop_cap(CAP_SYS_PTRACE))
		return CHILD_BROKEN;
	rc = attach(sibling);
	if (rc != EPERM)
		return rc ? rc : 1;
	child = glass_spawn_target(0, 0);
	rc = attach(child);
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	return rc;
}

TEST(yama_ptrace_scope)
{
	char saved[8];
	pid_t target;

	ASSERT_LT(0, glass_read(SCOPE, saved, sizeof(saved)));
	ASSERT_EQ(0, glass_write(SCOPE, "1"));
	target = glass_spawn_target(0, 0);
	ASSERT_LT(0, target);
	EXPECT_EQ(0, glass_in_child(yama_attach, &target));
	kill(target, SIGKILL);
	waitpid(target, NULL, 0);
	glass_write(SCOPE, saved);
}

/* SafeSetID: uid 2000 may become 2001, nothing else. */

#define SSID_POLICY	SECFS "/safesetid/uid_allowlist_policy"

static int ssid_setuid(void *arg)
{
	uid_t to = *(uid_t *)arg;
	struct __user_cap_data_struct d[2] = { };

	if (prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) ||
	    setresuid(2000, 2000, 2000))
		return CHILD_BROKEN;
	d[0].effective = 1u << CAP_SETUID;
	d[0].permitted = d[0].effective;
	if (glass_capset(d))
		return CHILD_BROKEN;
	return glass_result(setresuid(to, to, to));
}

/* How a child running ssid_setuid(@to) ended: "exit N" or "signal N". */
static void ssid_child(uid_t to, char *how, size_t size)
{
	int status = 0;
	pid_t pid = fork();

	if (pid == 0)
		_exit(ssid_setuid(&to));
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		snprintf(how, size, "broken");
	else if (WIFSIGNALED(status))
		snprintf(how, size, "signal %d", WTERMSIG(status));
	else
		snprintf(how, size, "exit %d", WEXITSTATUS(status));
}

TEST(safesetid_policy)
{
	char how[32];

	ASSERT_EQ(0, glass_write(SSID_POLICY, "2000:2001\n"));
	ssid_child(2001, how, sizeof(how));
	EXPECT_STREQ("exit 0", how);
	/* A transition the policy lacks kills the task (SafeSetID's rule). */
	ssid_child(2002, how, sizeof(how));
	EXPECT_STREQ("signal 9", how);
}

/* lockdown, LoadPin, IPE, IMA: initialised beside Glass */

TEST(lockdown_loadpin_ipe_ima_answer)
{
	char buf[4096];

	ASSERT_LT(0, glass_read(SECFS "/lockdown", buf, sizeof(buf)));
	EXPECT_NE(NULL, strstr(buf, "[none]")) TH_LOG("lockdown: %s", buf);
	EXPECT_EQ(0, access("/proc/sys/kernel/loadpin/enforce", R_OK));
	EXPECT_EQ(0, access(SECFS "/ipe/success_audit", R_OK));
	ASSERT_LT(0, glass_read(SECFS "/ima/ascii_runtime_measurements", buf,
				sizeof(buf)));
	EXPECT_NE(NULL, strstr(buf, "boot_aggregate"));
}

/* SO_PASSSEC on a socketpair: the context is made and released once. */
TEST(passsec_socketpair)
{
	char data[4], cbuf[CMSG_SPACE(512)];
	struct iovec iov = { data, sizeof(data) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	int sv[2], one = 1, i;

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
	ASSERT_EQ(0, setsockopt(sv[1], SOL_SOCKET, SO_PASSSEC, &one,
				sizeof(one)));
	for (i = 0; i < 64; i++) {
		ASSERT_EQ(2, send(sv[0], "hi", 2, 0));
		msg.msg_controllen = sizeof(cbuf);
		ASSERT_EQ(2, recvmsg(sv[1], &msg, 0));
	}
	close(sv[0]);
	close(sv[1]);
}

TEST_HARNESS_MAIN
