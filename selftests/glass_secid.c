// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: secids and contexts stand for the whole stack.
 *
 *   - SO_PEERSEC over a unix stream socket gives the first module in
 *     stack order with a label for the peer, byte for byte: Smack's
 *     "Worker", with its NUL counted in the length (AppArmor, which
 *     labels unix peers since 6.17, is passed over); a short buffer gets
 *     ERANGE and the length needed.
 *   - SCM_SECURITY over a unix datagram socket gives the context of the
 *     modules that label datagrams (Smack's label alone), without a NUL;
 *     under a display, that module's label alone, or none
 *     (display=apparmor: AppArmor labels no datagram).
 *   - Audit records name every module's context: an AUDIT_USER message,
 *     and a refusal by two modules, where each module's own record is in
 *     the log too.
 *   - Audit rules go to the module whose field they name; a field no
 *     module knows is refused (audit keeps it inert and logs that).
 *   - /sys/kernel/security/glass/secids counts the table's use, and
 *     AppArmor label churn does not grow it without bound.
 *
 * Audit records are read from /dev/kmsg: no audit daemon runs, so kauditd
 * prints them.  Labels change in forked children only.
 */
#define _GNU_SOURCE
#include <linux/audit.h>
#include <linux/netlink.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <signal.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#ifndef SCM_SECURITY
#define SCM_SECURITY	0x03	/* include/linux/socket.h */
#endif

/*
 * Does audit name each module's task context in a record of its own?
 * From Linux 6.18 the framework does, when two or more modules have task
 * contexts: the record says "subj=?" and an AUDIT_MAC_TASK_CONTEXTS
 * record (type=1425) follows with "subj_<module>=<label>" for each, in
 * the order the modules initialised.  Before, Glass's composite is the
 * record's subj=.
 */
static void ctx_compose(char *out, size_t size, const char *const *pairs);

static bool audit_task_contexts(const char *const *pairs)
{
	const char *const *p;
	unsigned int nr = 0;

	for (p = pairs; p[0]; p += 2)
		nr += !!p[1];
	return nr >= 2 && glass_kernel_at_least(6, 18);
}

/*
 * The needles of the task's labels in a record: "subj=<composite> ", or
 * with audit_task_contexts() "subj=? " in @want and the labels, one
 * "subj_<module>=<label>" each, in @aux, else "" there.
 */
static void audit_subj(char *want, size_t size, char *aux, size_t aux_size,
		       const char *const *pairs)
{
	char subj[512];
	size_t n = 0;

	aux[0] = '\0';
	if (!audit_task_contexts(pairs)) {
		ctx_compose(subj, sizeof(subj), pairs);
		snprintf(want, size, "subj=%s ", subj);
		return;
	}
	snprintf(want, size, "subj=? ");
	for (; pairs[0]; pairs += 2)
		if (pairs[1])
			n += snprintf(aux + n, aux_size - n, "%ssubj_%s=%s",
				      n ? " " : "", pairs[0], pairs[1]);
}

/*
 * "(a=x,b=y)" from name/value pairs, NULL-terminated, skipping NULL
 * values; "x" alone when only one value is left, as Glass gives one
 * module's label.
 */
static void ctx_compose(char *out, size_t size, const char *const *pairs)
{
	const char *const *p, *only = NULL;
	unsigned int nr = 0;
	char v[512];
	size_t n = 0;

	for (p = pairs; p[0]; p += 2)
		if (p[1]) {
			only = p[1];
			nr++;
		}
	if (nr == 1 && only[0] != '(') {
		snprintf(out, size, "%s", only);
		return;
	}

	n += snprintf(out + n, size - n, "(");
	for (; pairs[0]; pairs += 2) {
		if (!pairs[1])
			continue;
		glass_ctx_value(v, sizeof(v), pairs[1]);
		n += snprintf(out + n, size - n, "%s%s=%s",
			      out[n - 1] == '(' ? "" : ",", pairs[0], v);
	}
	snprintf(out + n, size - n, ")");
}

static const char *if_active(const char *lsm, const char *value)
{
	return glass_lsm_active(lsm) ? value : NULL;
}

/* Give this (child) task a Smack label and an AppArmor profile. */
static int become_worker_demo(bool apparmor)
{
	if (glass_lsm_active("smack") &&
	    glass_write("/proc/self/attr/smack/current", "Worker"))
		return -1;
	if (apparmor && glass_lsm_active("apparmor") &&
	    glass_aa_confine("glass_demo"))
		return -1;
	return 0;
}

TEST(secids_file)
{
	char buf[256];
	unsigned long entries, limit, hits, misses;
	int fd, n;

	ASSERT_LT(0, glass_read(SECFS "/glass/secids", buf, sizeof(buf)));
	n = sscanf(buf, "entries %lu\nlimit %lu\nhits %lu\nmisses %lu\n",
		   &entries, &limit, &hits, &misses);
	ASSERT_EQ(4, n) TH_LOG("%s", buf);
	EXPECT_LE(entries, limit);
	EXPECT_LE(entries, misses);
	EXPECT_EQ(1048575, limit);
	EXPECT_NE(NULL, strstr(buf, "\nunrecorded "));
	EXPECT_NE(NULL, strstr(buf, "\nreclaimed "));

	fd = open(SECFS "/glass/secids", O_WRONLY);
	if (fd >= 0) {
		EXPECT_GT(0, write(fd, "x", 1));
		close(fd);
	}
}

/* The server side of a unix stream connection from a labelled child. */
static int stream_client(void *arg)
{
	const struct sockaddr_un *addr = arg;
	int fd;
	char c;

	if (become_worker_demo(true))
		return CHILD_BROKEN;
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	if (fd < 0 || connect(fd, (const struct sockaddr *)addr,
			      sizeof(*addr)))
		return errno;
	/* Stay connected until the server has read our labels. */
	if (read(fd, &c, 1) < 0)
		return errno;
	return 0;
}

/* AppArmor's own answer for the peer of *@arg, under its display. */
static int peersec_of_apparmor(void *arg)
{
	const char *want = "glass_demo (enforce)";	/* no NUL, as AppArmor */
	socklen_t len;
	char got[256];

	len = sizeof(got);
	if (glass_write(SECFS "/glass/display", "apparmor") ||
	    getsockopt(*(int *)arg, SOL_SOCKET, SO_PEERSEC, got, &len))
		return 1;
	return len == strlen(want) && !memcmp(got, want, len) ? 0 : 2;
}

TEST(so_peersec_stream)
{
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	/*
	 * The first module in stack order with a label for the peer: Smack,
	 * though AppArmor labels unix peers too since 6.17.
	 */
	const char *const pairs[] = { "smack", if_active("smack", "Worker"), NULL };
	char want[512], got[512];
	socklen_t len;
	int srv, conn;
	pid_t pid;

	if (!glass_lsm_active("smack"))
		SKIP(return, "no module labels unix stream peers");
	if (glass_lsm_active("apparmor"))
		ASSERT_EQ(0, glass_aa_load());
	ctx_compose(want, sizeof(want), pairs);

	snprintf(addr.sun_path + 1, sizeof(addr.sun_path) - 1,
		 "glass-peersec-%d", getpid());
	srv = socket(AF_UNIX, SOCK_STREAM, 0);
	ASSERT_LE(0, srv);
	ASSERT_EQ(0, bind(srv, (struct sockaddr *)&addr, sizeof(addr)));
	ASSERT_EQ(0, listen(srv, 1));
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		_exit(stream_client(&addr));
	conn = accept(srv, NULL, NULL);
	ASSERT_LE(0, conn);

	/* Too short: ERANGE, and the length needed, NUL included. */
	len = 4;
	EXPECT_EQ(-1, getsockopt(conn, SOL_SOCKET, SO_PEERSEC, got, &len));
	EXPECT_EQ(ERANGE, errno);
	EXPECT_EQ(strlen(want) + 1, len);

	memset(got, 'x', sizeof(got));
	len = sizeof(got);
	EXPECT_EQ(0, getsockopt(conn, SOL_SOCKET, SO_PEERSEC, got, &len))
		TH_LOG("SO_PEERSEC: %s", strerror(errno));
	EXPECT_EQ(strlen(want) + 1, len);
	EXPECT_EQ('\0', got[len - 1]);
	EXPECT_STREQ(want, got);
	/* AppArmor's label was there, and passed over. */
	EXPECT_EQ(0, glass_aa_labels_unix_peers() ?
		  glass_in_child(peersec_of_apparmor, &conn) : 0);

	EXPECT_EQ(1, write(conn, "", 1));
	close(conn);
	close(srv);
	EXPECT_EQ(0, glass_wait(pid));
}

/* Smack labels a datagram with its socket's label, set at creation. */
static int dgram_send(void *arg)
{
	const struct sockaddr_un *addr = arg;
	int fd;

	if (become_worker_demo(true))
		return CHILD_BROKEN;
	fd = socket(AF_UNIX, SOCK_DGRAM, 0);
	if (fd < 0)
		return errno;
	return sendto(fd, "hi", 2, 0, (const struct sockaddr *)addr,
		      sizeof(*addr)) == 2 ? 0 : errno;
}

/* The SCM_SECURITY control message of one datagram, or "" if none. */
static int recv_scm_security(int fd, char *ctx, size_t size, size_t *ctxlen)
{
	char data[8], cbuf[CMSG_SPACE(1024)];
	struct iovec iov = { data, sizeof(data) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *c;

	*ctx = '\0';
	*ctxlen = 0;
	if (recvmsg(fd, &msg, 0) < 0)
		return -errno;
	for (c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
		if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_SECURITY)
			continue;
		*ctxlen = c->cmsg_len - CMSG_LEN(0);
		if (*ctxlen >= size)
			return -E2BIG;
		memcpy(ctx, CMSG_DATA(c), *ctxlen);
		ctx[*ctxlen] = '\0';
	}
	return 0;
}

static int scm_fd;
static const char *scm_display;
static const char *scm_want;

/* Under scm_display, one datagram's SCM_SECURITY is scm_want ("": none). */
static int recv_under_display(void *addr)
{
	char got[256];
	size_t len;

	if (glass_write(SECFS "/glass/display", scm_display))
		return CHILD_BROKEN;
	if (glass_in_child(dgram_send, addr) ||
	    recv_scm_security(scm_fd, got, sizeof(got), &len))
		return CHILD_BROKEN;
	return strcmp(got, scm_want) || len != strlen(scm_want);
}

TEST(scm_security_dgram)
{
	const char *const pairs[] = { "smack", if_active("smack", "Worker"), NULL };
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	char want[256], got[256];
	int fd, one = 1, before;
	size_t len;

	/* AppArmor gives datagrams no label (-ENOPROTOOPT in 6.12). */
	if (!glass_lsm_active("smack"))
		SKIP(return, "no module labels datagrams");
	if (glass_lsm_active("apparmor"))
		ASSERT_EQ(0, glass_aa_load());
	ctx_compose(want, sizeof(want), pairs);
	snprintf(addr.sun_path + 1, sizeof(addr.sun_path) - 1,
		 "glass-scm-%d", getpid());
	fd = socket(AF_UNIX, SOCK_DGRAM, 0);
	ASSERT_LE(0, fd);
	ASSERT_EQ(0, bind(fd, (struct sockaddr *)&addr, sizeof(addr)));
	ASSERT_EQ(0, setsockopt(fd, SOL_SOCKET, SO_PASSSEC, &one,
				sizeof(one)));

	before = glass_secids("entries");
	EXPECT_EQ(0, glass_in_child(dgram_send, &addr));
	ASSERT_EQ(0, recv_scm_security(fd, got, sizeof(got), &len));
	EXPECT_STREQ(want, got);
	EXPECT_EQ(strlen(want), len);

	/* The same sender's label again: the same secid, no new entry. */
	EXPECT_EQ(0, glass_in_child(dgram_send, &addr));
	ASSERT_EQ(0, recv_scm_security(fd, got, sizeof(got), &len));
	EXPECT_STREQ(want, got);
	EXPECT_LE(before, glass_secids("entries"));
	EXPECT_GE(before + 1, glass_secids("entries"));

	/*
	 * The receiver's display chooses, as for SO_PEERSEC: Smack's label
	 * alone under display=smack, none under display=apparmor (AppArmor
	 * labels no datagram), as each module alone gives.
	 */
	scm_fd = fd;
	scm_display = "smack";
	scm_want = "Worker";
	EXPECT_EQ(0, glass_in_child(recv_under_display, &addr));
	if (glass_lsm_active("apparmor")) {
		scm_display = "apparmor";
		scm_want = "";
		EXPECT_EQ(0, glass_in_child(recv_under_display, &addr));
	}
	close(fd);
}

/*
 * Label churn cannot grow the secid table without bound: AppArmor labels
 * made and freed by the hundred (profiles loaded, used, removed), each
 * giving a new vector (IMA asks for the subject's secid on every open).
 * AppArmor hands a freed label's secid to the next label, so a vector
 * comes back rather than piling up, and reclaim drops the vectors of
 * labels that are gone.
 */
#define CHURN_PROFILES	100
#define CHURN_ROUNDS	3

static unsigned long secids_stat(const char *name)
{
	char buf[256], key[32], *p;

	if (glass_read(SECFS "/glass/secids", buf, sizeof(buf)) < 0)
		return 0;
	snprintf(key, sizeof(key), "%s ", name);
	p = strstr(buf, key);
	return p ? strtoul(p + strlen(key), NULL, 10) : 0;
}

static int churn_open(void *arg)
{
	char name[32];

	snprintf(name, sizeof(name), "glass_churn_%ld", (long)arg);
	if (glass_aa_confine(name))
		return CHILD_BROKEN;
	return glass_open_errno("/proc/self/status", O_RDONLY);
}

static int churn_load(int round)
{
	FILE *p = popen("apparmor_parser -r -K --config-file=/dev/null", "w");
	int i;

	if (!p)
		return -1;
	for (i = 0; i < CHURN_PROFILES; i++)
		fprintf(p, "profile glass_churn_%d flags=(enforce) {\n"
			   "  /proc/*/status r,\n  /proc/*/attr/** rw,\n"
			   "  /tmp/round%d r,\n}\n", i, round);
	return pclose(p) ? -1 : 0;
}

/*
 * The new vectors a churn makes: one per profile at least, where IMA asks
 * for each open's secid; none since 6.13, where IMA's rules match an
 * lsm_prop and the churn must not reach the table at all.
 */
static bool churn_made_right(unsigned long made)
{
	if (glass_kernel_at_least(6, 13))
		return made == 0;
	return made >= CHURN_PROFILES;
}

FIXTURE(churn) {
};

FIXTURE_SETUP(churn)
{
}

FIXTURE_TEARDOWN(churn)
{
}

/* 300 policy loads and removals: minutes under KASAN (make check-debug). */
TEST_F_TIMEOUT(churn, secid_table_is_bounded, 600)
{
	unsigned long misses, most = 0, now;
	char name[64];
	int round, i;

	if (!glass_lsm_active("apparmor") || !glass_lsm_active("ima"))
		SKIP(return, "needs AppArmor labels and IMA's secid on open");
	misses = secids_stat("misses");
	for (round = 0; round < CHURN_ROUNDS; round++) {
		ASSERT_EQ(0, churn_load(round));
		for (i = 0; i < CHURN_PROFILES; i++) {
			ASSERT_EQ(0, glass_in_child(churn_open, (void *)(long)i));
			now = secids_stat("entries");
			most = now > most ? now : most;
		}
		for (i = 0; i < CHURN_PROFILES; i++) {
			snprintf(name, sizeof(name), "glass_churn_%d", i);
			ASSERT_EQ(0, glass_write(APPARMORFS "/.remove", name));
		}
	}
	TH_LOG("%lu new vectors, at most %lu entries, %lu reclaimed",
	       secids_stat("misses") - misses, most, secids_stat("reclaimed"));
	EXPECT_TRUE(churn_made_right(secids_stat("misses") - misses));
	/* Reclaim starts at 64 entries; what stays is what is still used. */
	EXPECT_GT(2 * 64 + CHURN_PROFILES / 2, most);
}

/* Audit through netlink: AUDIT_SET, AUDIT_USER and rules. */

static int audit_open(void)
{
	return socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_AUDIT);
}

/* An exit rule on one syscall: field == value, with a key. */
static int audit_rule(int fd, int type, int syscall_nr, int field,
		      const char *value, const char *key)
{
	static char buf[sizeof(struct audit_rule_data) + 256];
	struct audit_rule_data *r = (void *)buf;
	size_t vlen = strlen(value), klen = strlen(key);

	memset(buf, 0, sizeof(buf));
	r->flags = AUDIT_FILTER_EXIT;
	r->action = AUDIT_ALWAYS;
	r->mask[syscall_nr / 32] |= 1u << (syscall_nr % 32);
	r->field_count = 3;
	r->fields[0] = AUDIT_ARCH;
	r->values[0] = AUDIT_ARCH_X86_64;
	r->fieldflags[0] = AUDIT_EQUAL;
	r->fields[1] = field;
	r->values[1] = vlen;
	r->fieldflags[1] = AUDIT_EQUAL;
	r->fields[2] = AUDIT_FILTERKEY;
	r->values[2] = klen;
	r->fieldflags[2] = AUDIT_EQUAL;
	memcpy(r->buf, value, vlen);
	memcpy(r->buf + vlen, key, klen);
	r->buflen = vlen + klen;
	return glass_audit_request(fd, type, r, sizeof(*r) + r->buflen);
}

/*
 * Collect the records logged since glass_kmsg_open(), one per line, into @out.
 * kauditd prints asynchronously: wait until the log has been quiet.
 */
static void kmsg_collect(int fd, char *out, size_t size)
{
	size_t n = 0;
	int quiet = 0;

	out[0] = '\0';
	while (quiet < 5) {
		char rec[2048];
		ssize_t len = read(fd, rec, sizeof(rec) - 1);
		char *text;

		if (len < 0) {
			if (errno == EPIPE)
				continue;
			quiet++;
			usleep(100000);
			continue;
		}
		quiet = 0;
		rec[len] = '\0';
		text = strchr(rec, ';');
		text = text ? text + 1 : rec;
		n += snprintf(out + n, size - n, "%s", text);
		if (n >= size)
			n = size - 1;
	}
}

/* The one line of @log holding every string of @needles, or NULL. */
static const char *log_line(const char *log, const char *const *needles)
{
	const char *line = log;

	while (*line) {
		const char *end = strchrnul(line, '\n');
		bool all = true;
		const char *const *n;

		for (n = needles; *n && all; n++) {
			const char *hit = memmem(line, end - line, *n,
						 strlen(*n));

			all = hit;
		}
		if (all)
			return line;
		line = *end ? end + 1 : end;
	}
	return NULL;
}

FIXTURE(audit) {
	int nl;
	int kmsg;
	char ratelimit[32];
	char log[65536];
};

FIXTURE_SETUP(audit)
{
	self->nl = audit_open();
	ASSERT_LE(0, self->nl) TH_LOG("audit netlink: %s", strerror(errno));
	ASSERT_EQ(0, glass_audit_set_enabled(self->nl, 1));
	glass_printk_unlimit(self->ratelimit, sizeof(self->ratelimit));
	if (glass_lsm_active("apparmor"))
		ASSERT_EQ(0, glass_aa_load());
	self->kmsg = glass_kmsg_open();
	ASSERT_LE(0, self->kmsg);
}

FIXTURE_TEARDOWN(audit)
{
	glass_printk_restore(self->ratelimit);
	glass_audit_set_enabled(self->nl, 0);
	close(self->nl);
	close(self->kmsg);
}

static int send_user_msg(void *arg)
{
	int fd = audit_open();
	const char *text = arg;

	if (fd < 0 || become_worker_demo(false))
		return CHILD_BROKEN;
	return -glass_audit_request(fd, AUDIT_USER, text, strlen(text) + 1);
}

/* The task context in an audit record is the composite. */
TEST_F(audit, user_message_names_every_module)
{
	const char *const pairs[] = {
		"smack", if_active("smack", "Worker"),
		"apparmor", if_active("apparmor", "unconfined"),
		NULL,
	};
	char want[600], text[64], aux[600];
	const char *needles[3] = { want, text, NULL };
	const char *aux_needles[3] = { "type=1425", aux, NULL };

	if (!glass_lsm_active("smack") && !glass_lsm_active("apparmor"))
		SKIP(return, "no module gives tasks a secid");
	audit_subj(want, sizeof(want), aux, sizeof(aux), pairs);
	snprintf(text, sizeof(text), "msg='glass-user-%d'", getpid());
	EXPECT_EQ(0, glass_in_child(send_user_msg, text + 5));
	kmsg_collect(self->kmsg, self->log, sizeof(self->log));
	EXPECT_NE(NULL, log_line(self->log, needles))
		TH_LOG("no record with %s and %s in:\n%s", want, text,
		       self->log);
	if (aux[0])
		EXPECT_NE(NULL, log_line(self->log, aux_needles))
			TH_LOG("no MAC_TASK_CONTEXTS record with %s in:\n%s",
			       aux, self->log);
}

/* A target labelled Secret, waiting to be signalled. */
static pid_t secret_target(void)
{
	pid_t pid;
	int p[2];
	char c;

	if (pipe(p))
		return -1;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		close(p[0]);
		if (glass_write("/proc/self/attr/smack/current", "Secret"))
			_exit(CHILD_BROKEN);
		close(p[1]);
		pause();
		_exit(0);
	}
	close(p[1]);
	/* EOF once the label is set (or the child died). */
	if (read(p[0], &c, 1) != 0)
		pid = -1;
	close(p[0]);
	return pid;
}

static int kill_as_worker_demo(void *arg)
{
	pid_t target = *(pid_t *)arg;

	if (become_worker_demo(false) || glass_drop_all_caps() ||
	    glass_aa_confine("glass_demo"))
		return CHILD_BROKEN;
	return glass_result(kill(target, SIGTERM));
}

/*
 * Smack and AppArmor both refuse one signal, in one hook (task_kill):
 * both records are logged, and the SYSCALL record names both labels.
 * (A file open would not do: the VFS stops at Smack's inode_permission
 * refusal before AppArmor's file_open hook is reached.)
 */
TEST_F(audit, two_refusals_both_logged)
{
	const char *const pairs[] = {
		"smack", "Worker", "apparmor", "glass_demo", NULL,
	};
	const char *const smack[] = { "lsm=SMACK", "fn=smack_task_kill",
				"action=denied", "subject=\"Worker\"",
				"object=\"Secret\"", NULL };
	const char *const aa[] = { "apparmor=\"DENIED\"", "operation=\"signal\"",
			     "profile=\"glass_demo\"", NULL };
	char want[520], aux[600];
	const char *const syscall_rec[] = { "type=1300", "success=no", want, NULL };
	const char *const aux_rec[] = { "type=1425", aux, NULL };
	pid_t target;

	if (!glass_lsm_active("smack") || !glass_lsm_active("apparmor"))
		SKIP(return, "needs Smack and AppArmor");
	ASSERT_EQ(0, glass_write(SMACKFS "/load2", "Worker Secret -"));
	audit_subj(want, sizeof(want), aux, sizeof(aux), pairs);
	target = secret_target();
	ASSERT_LT(0, target);

	EXPECT_EQ(EACCES, glass_in_child(kill_as_worker_demo, &target));
	kill(target, SIGKILL);
	glass_wait(target);
	kmsg_collect(self->kmsg, self->log, sizeof(self->log));
	EXPECT_NE(NULL, log_line(self->log, smack))
		TH_LOG("no Smack record in:\n%s", self->log);
	EXPECT_NE(NULL, log_line(self->log, aa))
		TH_LOG("no AppArmor record in:\n%s", self->log);
	EXPECT_NE(NULL, log_line(self->log, syscall_rec))
		TH_LOG("no SYSCALL record with %s in:\n%s", want, self->log);
	if (aux[0])
		EXPECT_NE(NULL, log_line(self->log, aux_rec))
			TH_LOG("no MAC_TASK_CONTEXTS record with %s in:\n%s",
			       aux, self->log);
}

/* getpriority() and getsid(): the syscalls the rules below watch. */
static int two_syscalls_as(void *arg)
{
	bool worker = arg;

	if (worker && become_worker_demo(true))
		return CHILD_BROKEN;
	errno = 0;
	getpriority(PRIO_PROCESS, 0);
	getsid(0);
	return errno;
}

/*
 * Rules reach the module whose field they name, with its own secid.
 * Audit stops at the first exit rule that matches, so each module's rule
 * watches a syscall of its own.
 */
TEST_F(audit, rules_go_to_their_module)
{
	const char *const smack_key[] = { "type=1300", "key=\"glass-smack\"", NULL };
	const char *const aa_key[] = { "type=1300", "key=\"glass-aa\"", NULL };
	const char *const none_key[] = { "type=1300", "key=\"glass-none\"", NULL };
	const char *const refused[] = { "audit rule for LSM 'glass-x' is invalid",
				  NULL };
	bool smack = glass_lsm_active("smack");
	bool aa = glass_lsm_active("apparmor");
	int smack_nr = __NR_getpriority, aa_nr = __NR_getsid;

	if (!smack && !aa)
		SKIP(return, "no module takes audit rules");
	/*
	 * subj_type is SELinux's: every composed module refuses it, so Glass
	 * answers -EINVAL.  Audit keeps such a rule, inert, in case a policy
	 * reload makes it valid, and says so in the log.
	 */
	EXPECT_EQ(0, audit_rule(self->nl, AUDIT_ADD_RULE, smack_nr,
				AUDIT_SUBJ_TYPE, "glass-x", "glass-none"));
	if (smack)
		ASSERT_EQ(0, audit_rule(self->nl, AUDIT_ADD_RULE, smack_nr,
					AUDIT_SUBJ_USER, "Worker",
					"glass-smack"));
	if (aa)
		ASSERT_EQ(0, audit_rule(self->nl, AUDIT_ADD_RULE, aa_nr,
					AUDIT_SUBJ_ROLE, "glass_demo",
					"glass-aa"));

	/* Neither Worker nor glass_demo: no record. */
	EXPECT_EQ(0, glass_in_child(two_syscalls_as, NULL));
	kmsg_collect(self->kmsg, self->log, sizeof(self->log));
	EXPECT_NE(NULL, log_line(self->log, refused)) TH_LOG("%s", self->log);
	EXPECT_EQ(NULL, log_line(self->log, smack_key)) TH_LOG("%s", self->log);
	EXPECT_EQ(NULL, log_line(self->log, aa_key)) TH_LOG("%s", self->log);
	EXPECT_EQ(NULL, log_line(self->log, none_key)) TH_LOG("%s", self->log);

	/* Worker confined by glass_demo: each module's rule matches. */
	EXPECT_EQ(0, glass_in_child(two_syscalls_as, "worker"));
	kmsg_collect(self->kmsg, self->log, sizeof(self->log));
	if (smack)
		EXPECT_NE(NULL, log_line(self->log, smack_key))
			TH_LOG("%s", self->log);
	if (aa)
		EXPECT_NE(NULL, log_line(self->log, aa_key))
			TH_LOG("%s", self->log);
	EXPECT_EQ(NULL, log_line(self->log, none_key)) TH_LOG("%s", self->log);

	EXPECT_EQ(0, audit_rule(self->nl, AUDIT_DEL_RULE, smack_nr,
				AUDIT_SUBJ_TYPE, "glass-x", "glass-none"));
	if (smack)
		EXPECT_EQ(0, audit_rule(self->nl, AUDIT_DEL_RULE, smack_nr,
					AUDIT_SUBJ_USER, "Worker",
					"glass-smack"));
	if (aa)
		EXPECT_EQ(0, audit_rule(self->nl, AUDIT_DEL_RULE, aa_nr,
					AUDIT_SUBJ_ROLE, "glass_demo",
					"glass-aa"));
}

TEST_HARNESS_MAIN
