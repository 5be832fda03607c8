// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: a bounded stress with the full stack.
 *
 * Workers run at once, for GLASS_STRESS_SECONDS (default 10), each in a
 * loop of: fork + exec + wait, open/read/close, unix socket pairs, a
 * label change through the composite /proc/self/attr/current (read back:
 * a label is never lost), and a datagram whose SCM_SECURITY context makes
 * the sender's label vector into a Glass secid.  The labels come from a
 * small set, so the secid table must stay bounded: it may grow by at most
 * one entry per distinct label vector, however many operations run.
 *
 * Under make check-debug (two vCPUs, lockdep, KASAN, kmemleak) the kernel
 * log is checked afterwards by guest/check.sh.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define WORKERS		6
#define LABELS		12

struct shared {
	unsigned long ops[WORKERS];
	unsigned long lost[WORKERS];
	unsigned long errors[WORKERS];
};

static bool smack;

/* Label @n: a Smack label of the set, with the composite write. */
static int set_label(int n)
{
	char value[64], now[64];

	if (!smack)
		return 0;
	snprintf(value, sizeof(value), "(smack=Stress%d)", n);
	if (glass_write("/proc/self/attr/current", value))
		return -1;
	snprintf(value, sizeof(value), "Stress%d", n);
	if (glass_read("/proc/self/attr/smack/current", now, sizeof(now)) < 0)
		return -1;
	return strcmp(now, value) ? 1 : 0;
}

/* A datagram with SCM_SECURITY: the sender's labels become a secid. */
static int dgram_round(void)
{
	char data[4], cbuf[CMSG_SPACE(256)];
	struct iovec iov = { data, sizeof(data) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	int sv[2], one = 1, rc = 0;

	/* The sending socket takes the sender's label when it is made. */
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		return -1;
	if (setsockopt(sv[1], SOL_SOCKET, SO_PASSSEC, &one, sizeof(one)) ||
	    send(sv[0], "x", 1, 0) != 1 || recvmsg(sv[1], &msg, 0) != 1)
		rc = -1;
	close(sv[0]);
	close(sv[1]);
	return rc;
}

static void worker(struct shared *sh, int w, time_t end)
{
	unsigned int n = w;
	char buf[64];

	while (time(NULL) < end) {
		pid_t pid;
		int fd, r;

		n = n * 1103515245 + 12345;
		r = set_label((n >> 8) % LABELS);
		if (r > 0)
			sh->lost[w]++;
		if (r < 0 || dgram_round())
			sh->errors[w]++;

		fd = open("/proc/self/attr/current", O_RDONLY);
		if (fd < 0 || read(fd, buf, sizeof(buf)) < 0)
			sh->errors[w]++;
		if (fd >= 0)
			close(fd);

		pid = fork();
		if (pid == 0) {
			execl("/bin/true", "true", NULL);
			_exit(127);
		}
		if (glass_wait(pid))
			sh->errors[w]++;
		sh->ops[w]++;
	}
}

FIXTURE(stress) {
};

FIXTURE_SETUP(stress)
{
}

FIXTURE_TEARDOWN(stress)
{
}

/* GLASS_STRESS_SECONDS plus the time to wind down, on a slow kernel. */
TEST_F_TIMEOUT(stress, bounded, 900)
{
	struct shared *sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE,
				 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	const char *env = getenv("GLASS_STRESS_SECONDS");
	int seconds = env ? atoi(env) : 10;
	unsigned long ops = 0, lost = 0, errors = 0;
	long before, after;
	pid_t pids[WORKERS];
	time_t end;
	int w;

	ASSERT_NE(MAP_FAILED, sh);
	memset(sh, 0, sizeof(*sh));
	smack = glass_lsm_active("smack");
	before = glass_secids("entries");
	end = time(NULL) + seconds;
	fflush(NULL);
	for (w = 0; w < WORKERS; w++) {
		pids[w] = fork();
		ASSERT_LE(0, pids[w]);
		if (pids[w] == 0) {
			worker(sh, w, end);
			_exit(0);
		}
	}
	for (w = 0; w < WORKERS; w++) {
		EXPECT_EQ(0, glass_wait(pids[w]));
		ops += sh->ops[w];
		lost += sh->lost[w];
		errors += sh->errors[w];
	}
	after = glass_secids("entries");
	printf("# %d workers, %d s: %lu rounds, %lu lost labels, %lu errors,",
	       WORKERS, seconds, ops, lost, errors);
	printf(" secid table %ld -> %ld entries\n", before, after);
	EXPECT_LT(0, ops);
	EXPECT_EQ(0, lost);
	EXPECT_EQ(0, errors);
	/*
	 * Two vectors per Smack label, AppArmor unconfined throughout: the
	 * task's (Smack and AppArmor; IMA asks for it on every open) and the
	 * datagram's (Smack alone labels datagrams).
	 */
	if (before >= 0)
		EXPECT_GE(before + 2 * LABELS, after);
}

TEST_HARNESS_MAIN
