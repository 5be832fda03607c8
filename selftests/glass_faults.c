// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: allocation failures, one site at a time.
 *
 * With CONFIG_FAULT_INJECTION and CONFIG_FAILSLAB (make check-debug),
 * /proc/thread-self/fail-nth makes the Nth fault-injection site the task
 * reaches fail.  Each operation below runs with N = 1, 2, ... until it no
 * longer reaches an Nth site: every allocation on its path fails once,
 * Glass's (secid table entries, composite contexts, attribute copies,
 * audit rule wrappers, the cred copy of an all-or-nothing write, the path
 * a display rule is matched by) and the rest.  Each time the operation
 * must either succeed with the right result or fail (ENOMEM, or no label
 * at all where the interface cannot return an error), must leave the
 * task's labels as they were when it fails, and must never turn a refusal
 * into an allowance.  Kmemleak and the kernel log are checked afterwards
 * by guest/check.sh.
 *
 * Without fault injection in the kernel every test is skipped.
 */
#define _GNU_SOURCE
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define FAIL_NTH	"/proc/thread-self/fail-nth"

#ifndef SCM_SECURITY
#define SCM_SECURITY	0x03	/* include/linux/socket.h */
#endif
#define MAX_SITES	2000

static int *injected;	/* shared: faults injected, over all tests */

/* Arm fail-nth; 0 or -errno. */
static int arm(int n)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%d", n);
	return glass_write(FAIL_NTH, buf);
}

/* Was the armed fault injected?  (fail-nth reads 0 once it was.) */
static bool fired(void)
{
	char buf[16];

	if (glass_read(FAIL_NTH, buf, sizeof(buf)) < 0)
		return false;
	return atoi(buf) == 0;
}

static void disarm(void)
{
	glass_write(FAIL_NTH, "0");
}

/*
 * Child results: 0 the operation succeeded correctly, 1 it failed cleanly,
 * 2 the fault was not reached (done), higher: a violation.
 */
#define OP_OK		0
#define OP_FAILED	1
#define OP_UNREACHED	2

/*
 * Run @op(@arg, n) in a child for n = 1.. until it is unreached.
 * Return: how many of the faults made the operation fail.
 */
static int every_site(struct __test_metadata *_metadata,
		      int (*op)(void *, int), void *arg, const char *what)
{
	int n, failed = 0, ok = 0;

	for (n = 1; n < MAX_SITES; n++) {
		pid_t pid;
		int rc;

		fflush(NULL);
		pid = fork();
		if (pid == 0)
			_exit(op(arg, n));
		rc = glass_wait(pid);
		if (rc == OP_UNREACHED)
			break;
		if (rc == OP_FAILED)
			failed++;
		else if (rc == OP_OK)
			ok++;
		else
			EXPECT_GE(OP_FAILED, rc)
				TH_LOG("%s: fault at site %d: violation %d",
				       what, n, rc);
		__atomic_add_fetch(injected, 1, __ATOMIC_RELAXED);
	}
	printf("# %s: %d sites, %d failed cleanly, %d succeeded anyway\n",
	       what, n - 1, failed, ok);
	EXPECT_LT(n, MAX_SITES);
	/* Some site on the path must matter, or nothing was tested. */
	return failed;
}

static void labels(char *smack, char *aa)
{
	if (glass_read("/proc/self/attr/smack/current", smack, 300) < 0)
		*smack = '\0';
	if (glass_read("/proc/self/attr/apparmor/current", aa, 300) < 0)
		*aa = '\0';
}

/* A composite write of two modules. */
static int op_write(void *arg, int n)
{
	static const char value[] =
		"(smack=Fault,apparmor=\"changeprofile glass_demo\")";
	char s0[300], a0[300], s1[300], a1[300];
	int ret;

	labels(s0, a0);
	if (arm(n))
		return 10;
	ret = glass_write("/proc/self/attr/current", value);
	if (!fired())
		return disarm(), ret ? 11 : OP_UNREACHED;
	labels(s1, a1);
	if (!ret)
		return strcmp(s1, "Fault") ||
		       strcmp(a1, "glass_demo (enforce)\n") ? 12 : OP_OK;
	if (strcmp(s0, s1) || strcmp(a0, a1))
		return 13;	/* a failed write changed something */
	return OP_FAILED;
}

/* The same write without CAP_MAC_ADMIN: Smack refuses, always. */
static int op_refused_write(void *arg, int n)
{
	char s0[300], a0[300], s1[300], a1[300];
	int ret;

	if (glass_drop_cap(CAP_MAC_ADMIN))
		return 20;
	labels(s0, a0);
	if (arm(n))
		return 21;
	ret = glass_write("/proc/self/attr/current",
			  "(smack=Fault,apparmor=\"changeprofile glass_demo\")");
	if (!fired())
		return disarm(), ret == -EPERM ? OP_UNREACHED : 22;
	if (!ret)
		return 23;	/* a refusal became an allowance */
	labels(s1, a1);
	return strcmp(s0, s1) || strcmp(a0, a1) ? 24 : OP_FAILED;
}

/* The composite read. */
static int op_read(void *arg, int n)
{
	char want[300], got[300];
	ssize_t len;

	if (glass_read("/proc/self/attr/current", want, sizeof(want)) < 0)
		return 30;
	if (arm(n))
		return 31;
	len = glass_read("/proc/self/attr/current", got, sizeof(got));
	if (!fired())
		return disarm(), len < 0 ? 32 : OP_UNREACHED;
	if (len >= 0)
		return strcmp(want, got) ? 33 : OP_OK;
	return OP_FAILED;
}

/* A datagram from a new label: its secid is made under the fault. */
static int op_scm(void *arg, int n)
{
	char label[32], want[64], data[4], cbuf[CMSG_SPACE(256)];
	struct iovec iov = { data, sizeof(data) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *c;
	int sv[2], one = 1;
	bool hit;

	/* A label no task had: the table has no vector for it yet. */
	snprintf(label, sizeof(label), "FaultScm%d", n);
	if (glass_write("/proc/self/attr/smack/current", label) ||
	    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) ||
	    setsockopt(sv[1], SOL_SOCKET, SO_PASSSEC, &one, sizeof(one)))
		return 40;
	/* Smack labels datagrams alone: its label, as Smack gives it. */
	snprintf(want, sizeof(want), "%s", label);
	if (arm(n))
		return 41;
	if (send(sv[0], "x", 1, 0) != 1) {
		hit = fired();
		disarm();
		return hit ? OP_FAILED : 42;
	}
	if (recvmsg(sv[1], &msg, 0) != 1) {
		hit = fired();
		disarm();
		return hit ? OP_FAILED : 43;
	}
	hit = fired();
	disarm();
	for (c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
		if (c->cmsg_type != SCM_SECURITY)
			continue;
		/* A context is the right one, never another label. */
		if (c->cmsg_len - CMSG_LEN(0) != strlen(want) ||
		    memcmp(CMSG_DATA(c), want, strlen(want)))
			return 44;
		return hit ? OP_OK : OP_UNREACHED;
	}
	/* No context at all: the secid could not be made (fail closed). */
	return hit ? OP_FAILED : 45;
}

/* SO_PEERSEC over a stream connection. */
static int op_peersec(void *arg, int n)
{
	char got[256];
	socklen_t len = sizeof(got);
	int sv[2], rc;

	if (glass_write("/proc/self/attr/smack/current", "FaultPeer") ||
	    socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return 50;
	if (arm(n))
		return 51;
	rc = getsockopt(sv[0], SOL_SOCKET, SO_PEERSEC, got, &len);
	if (!fired())
		return disarm(), rc ? 52 : OP_UNREACHED;
	if (!rc)
		return strcmp(got, "FaultPeer") ? 53 : OP_OK;
	return errno == ENOMEM ? OP_FAILED : 54;
}

#define RULES		SECFS "/glass/display_rules"
#define RULED_COPY	"/tmp/glass-faults-ruled"

/*
 * An exec of a program a display rule names: the exec fails, or the
 * program runs with the rule's display, never with the one it inherited.
 */
static int op_ruled_exec(void *arg, int n)
{
	const char *const argv[] = { RULED_COPY, "display-fault", NULL };
	char out[128] = "", display[64];
	int p[2], status, err;
	ssize_t len;
	pid_t pid;

	if (pipe(p))
		return 60;
	pid = fork();
	if (pid < 0)
		return 60;
	if (pid == 0) {
		dup2(p[1], 1);
		close(p[0]);
		if (arm(n))
			_exit(100);
		execv(argv[0], (char *const *)argv);
		err = errno;
		/* A failed exec is clean only if the fault made it fail. */
		_exit(fired() ? 101 : 102 + (err == ENOMEM));
	}
	close(p[1]);
	len = read(p[0], out, sizeof(out) - 1);
	close(p[0]);
	if (waitpid(pid, &status, 0) != pid)
		return 61;
	/* Killed past the exec's point of no return: failed, cleanly. */
	if (!WIFEXITED(status))
		return OP_FAILED;
	switch (WEXITSTATUS(status)) {
	case 0:
		break;
	case 101:
		return OP_FAILED;
	case 100:
	case 102:
	case 103:
		return 62 + WEXITSTATUS(status) % 100;
	default:
		/* The program failed to start (its loader's ENOMEM). */
		return OP_FAILED;
	}
	out[len > 0 ? len : 0] = '\0';
	if (sscanf(out, "%63s", display) != 1)
		return 68;
	if (strstr(out, " armed"))
		return strcmp(display, arg) ? 66 : OP_UNREACHED;
	/* The fault came after the exec; the rule must have matched. */
	if (!strcmp(display, "-"))
		return OP_FAILED;
	return strcmp(display, arg) ? 67 : OP_OK;
}

FIXTURE(faults) {
};

/* By default failslab leaves allocations that may sleep alone. */
#define IGNORE_GFP_WAIT	"/sys/kernel/debug/failslab/ignore-gfp-wait"
#define FAILSLAB_VERBOSE	"/sys/kernel/debug/failslab/verbose"

FIXTURE_SETUP(faults)
{
	if (access(FAIL_NTH, W_OK))
		SKIP(return, "no fault injection in this kernel (make check-debug)");
	ASSERT_EQ(0, glass_write(IGNORE_GFP_WAIT, "N"))
		TH_LOG("%s: mount debugfs (CONFIG_FAULT_INJECTION_DEBUG_FS)",
		       IGNORE_GFP_WAIT);
	/* No stack trace per fault: the kernel log check would take it. */
	ASSERT_EQ(0, glass_write(FAILSLAB_VERBOSE, "0"));
	if (!glass_lsm_active("smack") || !glass_lsm_active("apparmor"))
		SKIP(return, "needs Smack and AppArmor");
	ASSERT_EQ(0, glass_aa_load());
	if (!injected) {
		injected = mmap(NULL, sizeof(*injected), PROT_READ | PROT_WRITE,
				MAP_SHARED | MAP_ANONYMOUS, -1, 0);
		ASSERT_NE(MAP_FAILED, injected);
	}
}

FIXTURE_TEARDOWN(faults)
{
	if (injected && injected != MAP_FAILED)
		printf("# faults injected so far: %d\n", *injected);
}

TEST_F_TIMEOUT(faults, composite_write, 600)
{
	EXPECT_LT(0, every_site(_metadata, op_write, NULL, "composite write"));
}

TEST_F_TIMEOUT(faults, refused_write_stays_refused, 600)
{
	EXPECT_LT(0, every_site(_metadata, op_refused_write, NULL,
				"refused write"));
}

TEST_F_TIMEOUT(faults, composite_read, 600)
{
	EXPECT_LT(0, every_site(_metadata, op_read, NULL, "composite read"));
}

TEST_F_TIMEOUT(faults, scm_security_new_secid, 600)
{
	EXPECT_LT(0, every_site(_metadata, op_scm, NULL, "SCM_SECURITY"));
}

TEST_F_TIMEOUT(faults, so_peersec, 600)
{
	EXPECT_LT(0, every_site(_metadata, op_peersec, NULL, "SO_PEERSEC"));
}

/*
 * TOMOYO panics on an allocation failure until it has loaded a policy
 * (tomoyo_warn_oom(), as on mainline), and every exec reaches its
 * allocations: give it a profile that checks nothing and activate it.
 * Once it is active, only its managers may write its policy, for the rest
 * of the boot: <kernel>, the domain every test stays in (keep_domain), as
 * glass_matrix and glass_policy name it, so that they can still load
 * theirs.
 */
static void tomoyo_quiet(struct __test_metadata *_metadata)
{
	if (!glass_lsm_active("tomoyo") ||
	    glass_write(TOMOYOFS "/profile",
			"PROFILE_VERSION=20150505\n0-CONFIG={ mode=disabled }\n"))
		return;
	ASSERT_EQ(0, glass_write(TOMOYOFS "/manager", "<kernel>\n"));
	ASSERT_EQ(0, glass_write(TOMOYOFS "/exception_policy",
				 "keep_domain any from <kernel>\n"));
	ASSERT_EQ(0, glass_tomoyo_activate());
}

TEST_F_TIMEOUT(faults, display_rule_at_exec, 600)
{
	tomoyo_quiet(_metadata);
	ASSERT_EQ(0, glass_copy_file(glass_exec_probe(), RULED_COPY, 0755));
	ASSERT_EQ(0, glass_write(RULES, "smack " RULED_COPY "\n"));
	EXPECT_LT(0, every_site(_metadata, op_ruled_exec, "smack",
				"exec of a ruled program"));
	EXPECT_EQ(0, glass_write(RULES, "\n"));
	unlink(RULED_COPY);
}

TEST_HARNESS_MAIN
