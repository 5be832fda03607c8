// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: hostile input to every interface a task can write.
 *
 * A deterministic generator (xorshift, fixed seed) makes values of every
 * kind: random bytes, oversized, truncated composites, bytes outside
 * UTF-8, runs of separators and quotes, embedded NULs, and mutations of
 * valid values.  Each is written to /proc/self/attr/{current,exec},
 * /proc/self/attr/{smack,apparmor}/..., lsm_set_self_attr() (also with
 * bad sizes, flags and ids) and /sys/kernel/security/glass/display.
 *
 * A write that fails must give one of the errnos a user can act on and
 * leave every module's state as it was (read back and compared).  A
 * write that succeeds may change state only where it was asked to: the
 * child doing the writes then reports it and a fresh child goes on.
 *
 * The writes run without CAP_MAC_ADMIN, so Smack refuses label changes
 * after Glass has parsed the value, and with it, in a second pass.
 *
 * GLASS_FUZZ_CASES sets the number of cases per pass (default 4000).
 */
#define _GNU_SOURCE
#include <sys/mman.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define MAXVAL	8192

static unsigned long long rng_state;

static unsigned int rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state >> 11;
}

static unsigned int below(unsigned int n)
{
	return n ? rnd() % n : 0;
}

static const char *const seeds[] = {
	"(smack=_,apparmor=unconfined)", "(smack=Worker)", "(smack=\"_\")",
	"(apparmor=\"changeprofile glass_demo\")", "(apparmor=\"exec x\")",
	"(smack=a,apparmor=b,tomoyo=c)", "()", "(smack=\"\\x41\\x42\")",
	"changeprofile glass_demo", "changehat ^x", "exec glass_demo",
	"Worker", "_", "*", "^", "@", "smack", "apparmor", "composite",
};

/* One hostile value into @buf; returns its length. */
static size_t make_value(char *buf)
{
	size_t len = 0, i, n;
	const char *s;

	switch (below(8)) {
	case 0:	/* random bytes */
		len = below(64);
		for (i = 0; i < len; i++)
			buf[i] = rnd();
		break;
	case 1:	/* oversized */
		len = 1000 + below(MAXVAL - 1000);
		memset(buf, "a(,=\")\\"[below(7)], len);
		break;
	case 2:	/* a seed, truncated */
		s = seeds[below(ARRAY_SIZE(seeds))];
		len = below(strlen(s) + 1);
		memcpy(buf, s, len);
		break;
	case 3:	/* bytes outside UTF-8 and controls in a composite */
		len = sprintf(buf, "(smack=\"");
		for (i = below(20); i; i--)
			buf[len++] = 0x80 + below(128);
		buf[len++] = below(32);
		len += sprintf(buf + len, "\")");
		break;
	case 4:	/* separators and quotes */
		len = below(200);
		for (i = 0; i < len; i++)
			buf[i] = "(),=\"\\ x"[below(8)];
		break;
	case 5:	/* an embedded NUL */
		s = seeds[below(ARRAY_SIZE(seeds))];
		len = strlen(s);
		memcpy(buf, s, len);
		if (len)
			buf[below(len)] = '\0';
		break;
	default:	/* a seed, mutated a few times */
		s = seeds[below(ARRAY_SIZE(seeds))];
		len = strlen(s);
		memcpy(buf, s, len);
		for (n = 1 + below(4); n; n--) {
			i = below(len + 1);
			if (i == len || below(2))
				buf[i] = "(),=\"\\\n\0x_"[below(10)];
			if (i == len)
				len++;
		}
		break;
	}
	return len;
}

/* What a task's modules hold: the state a failed write must not change. */
struct state {
	char smack[300];
	char aa[300];
	char aa_exec[300];
	char display[64];
};

static void read_state(struct state *st)
{
	/* Compared with memcmp(): no stale bytes after the strings. */
	memset(st, 0, sizeof(*st));
	if (glass_read("/proc/self/attr/smack/current", st->smack,
		       sizeof(st->smack)) < 0)
		st->smack[0] = '\0';
	if (glass_read("/proc/self/attr/apparmor/current", st->aa,
		       sizeof(st->aa)) < 0)
		st->aa[0] = '\0';
	if (glass_read("/proc/self/attr/apparmor/exec", st->aa_exec,
		       sizeof(st->aa_exec)) < 0)
		st->aa_exec[0] = '\0';
	if (glass_read(SECFS "/glass/display", st->display,
		       sizeof(st->display)) < 0)
		st->display[0] = '\0';
}

static const char *const targets[] = {
	"/proc/self/attr/current", "/proc/self/attr/exec",
	"/proc/self/attr/prev", "/proc/self/attr/smack/current",
	"/proc/self/attr/apparmor/current", "/proc/self/attr/apparmor/exec",
	SECFS "/glass/display", "lsm_set_self_attr",
};

/* The errnos a write may fail with: bad value, refused, no such thing. */
/* lsm_set_self_attr() ids: the stack's, one it lacks, and nonsense. */
static const __u64 fuzz_lsm_ids[] = {
	LSM_ID_SMACK, LSM_ID_APPARMOR, LSM_ID_TOMOYO, LSM_ID_CAPABILITY,
	0, 999, ~0ULL,
};

static bool clear_errno(int e)
{
	return e == EINVAL || e == EPERM || e == EACCES || e == ENOENT ||
	       e == E2BIG || e == ERANGE || e == EOPNOTSUPP || e == EFAULT ||
	       e == ENAMETOOLONG || e == ENOMEM || e == EBUSY;
}

static int write_target(unsigned int t, const char *val, size_t len)
{
	static __u64 ctxbuf[(MAXVAL + 64) / 8];
	struct lsm_ctx *ctx = (void *)ctxbuf;
	int fd;
	ssize_t n;

	if (t < ARRAY_SIZE(targets) - 1) {
		fd = open(targets[t], O_WRONLY | O_CLOEXEC);
		if (fd < 0)
			return errno == ENOENT ? -1 : errno;
		n = write(fd, val, len);
		close(fd);
		return n < 0 ? errno : 0;
	}
	/* lsm_set_self_attr, with bad ids, sizes and flags now and then */
	memset(ctxbuf, 0, sizeof(struct lsm_ctx) + len + 8);
	ctx->id = fuzz_lsm_ids[below(ARRAY_SIZE(fuzz_lsm_ids))];
	ctx->ctx_len = below(4) ? len : rnd();
	ctx->len = below(4) ? sizeof(*ctx) + len : rnd();
	memcpy(ctx->ctx, val, len);
	n = syscall(__NR_lsm_set_self_attr,
		    below(4) ? LSM_ATTR_CURRENT : below(200), ctx,
		    below(4) ? sizeof(*ctx) + len : rnd() % (MAXVAL + 64),
		    below(8) ? 0 : rnd());
	return n < 0 ? errno : 0;
}

struct tally {
	int tried;
	int refused;
	int accepted;
	int bad_errno;
	int changed;
};

/*
 * Run cases from @first until @count or until one is accepted (state may
 * then legitimately differ): returns the next case number.  In a child.
 */
static int run_cases(int first, int count, bool privileged,
		     struct tally *tally)
{
	static char val[MAXVAL];
	struct state before, after;
	int i;

	if (!privileged && glass_drop_cap(CAP_MAC_ADMIN))
		return -1;
	for (i = first; i < count; i++) {
		unsigned int t = below(ARRAY_SIZE(targets));
		size_t len = make_value(val);
		int e;

		read_state(&before);
		e = write_target(t, val, len);
		if (e < 0)
			continue;	/* this kernel has no such file */
		tally->tried++;
		if (!e) {
			tally->accepted++;
			return i + 1;
		}
		tally->refused++;
		if (!clear_errno(e)) {
			tally->bad_errno++;
			printf("# case %d: %s: unexpected errno %d (%s)\n", i,
			       targets[t], e, strerror(e));
		}
		read_state(&after);
		if (memcmp(&before, &after, sizeof(before))) {
			tally->changed++;
			printf("# case %d: %s refused (%s) but state changed\n",
			       i, targets[t], strerror(e));
		}
	}
	return count;
}

static void fuzz_pass(struct __test_metadata *_metadata, bool privileged,
		      unsigned long long seed)
{
	struct tally *total = mmap(NULL, sizeof(*total), PROT_READ | PROT_WRITE,
				   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	const char *env = getenv("GLASS_FUZZ_CASES");
	int count = env ? atoi(env) : 4000;
	int next = 0, children = 0;
	int *nextp = mmap(NULL, sizeof(int), PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_ANONYMOUS, -1, 0);

	ASSERT_NE(MAP_FAILED, total);
	ASSERT_NE(MAP_FAILED, nextp);
	memset(total, 0, sizeof(*total));
	rng_state = seed;
	if (glass_lsm_active("apparmor"))
		ASSERT_EQ(0, glass_aa_load());
	while (next < count) {
		pid_t pid;

		fflush(NULL);
		pid = fork();
		ASSERT_LE(0, pid);
		if (pid == 0) {
			/* Each child goes on with the parent's generator. */
			rng_state = seed + next * 0x9e3779b97f4a7c15ULL;
			*nextp = run_cases(next, count, privileged, total);
			_exit(*nextp < 0);
		}
		ASSERT_EQ(0, glass_wait(pid));
		ASSERT_LT(next, *nextp);
		next = *nextp;
		children++;
	}
	printf("# %s: %d cases tried, %d refused, %d accepted (%d children),",
	       privileged ? "with CAP_MAC_ADMIN" : "without CAP_MAC_ADMIN",
	       total->tried, total->refused, total->accepted, children);
	printf(" %d unexpected errnos, %d state changes on refusal\n",
	       total->bad_errno, total->changed);
	EXPECT_LT(count / 2, total->tried);
	EXPECT_EQ(0, total->bad_errno);
	EXPECT_EQ(0, total->changed);
}

FIXTURE(fuzz) {
};

FIXTURE_SETUP(fuzz)
{
}

FIXTURE_TEARDOWN(fuzz)
{
}

/* Slow kernels (make check-debug) need more than the default 30 s. */
TEST_F_TIMEOUT(fuzz, unprivileged, 1200)
{
	fuzz_pass(_metadata, false, 0x676c617373ULL);
}

TEST_F_TIMEOUT(fuzz, privileged, 1200)
{
	fuzz_pass(_metadata, true, 0x73736167ULL);
}

TEST_HARNESS_MAIN
