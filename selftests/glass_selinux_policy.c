// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: SELinux with a policy, enforcing.  The policy is the kernel's
 * dummy policy (every permission of base_t on base_t) plus
 * selftests/policy/selinux/glass.te: the files of a tmpfs mounted with
 * context=user_u:object_r:glass_secret_t can be made and written, not
 * read.  Loading a policy cannot be undone, so this runs last in
 * its boot, and only where SELinux is composed (or, with --diff, enabled
 * on mainline).
 *
 *   - The policy loads; the task's SELinux context becomes
 *     user_u:base_r:base_t (lsm_get_self_attr, SELinux's entry).
 *   - The context= mount works (SELinux's own mount option, beside
 *     Smack's when both are composed).
 *   - In enforcing mode, reading a glass_secret_t file is EACCES, with an
 *     AVC record naming the types; a base_t file reads.  stat() of the
 *     secret works: the policy allows getattr.
 *   - Permissive again, the read works.
 *   - SELinux's unmodified programs: getenforce (libselinux, selinuxfs)
 *     says Enforcing and Permissive; runcon (coreutils, libselinux) runs
 *     a command in a context it names, once a display rule gives it
 *     SELinux's view of /proc/self/attr (composite by default, which
 *     libselinux cannot parse or write), and the command sees the
 *     context in SELinux's format.
 *   - A bare SELinux context written to /proc/self/attr/current or
 *     attr/exec (libselinux's setcon() and setexeccon()) under the
 *     composite display reaches SELinux or nothing: it is a valid Smack
 *     label too, so with Smack composed attr/current refuses it (EINVAL)
 *     and no label changes; attr/exec, which only SELinux has, takes it,
 *     and an empty write resets it.  Under the display "selinux" it
 *     reaches SELinux.  Smack's label never changes.
 *   - A composite written to attr/exec is all or nothing for AppArmor's
 *     onexec profile, which lives outside the cred: with SELinux refusing
 *     its part (a type the policy does not have), AppArmor's exec
 *     attribute stays empty in either stack order; with both parts valid,
 *     both are set.
 *   - A context longer than any Smack label, set on a socket through
 *     security.selinux, reaches SELinux alone (the xattr is SELinux's):
 *     the write succeeds and the socket reads the context back, whatever
 *     the stack order of Smack and SELinux.
 *
 *   - Audit rules on the LSM fields go to the module the stack order
 *     gives them: before the policy loads and after, with a task as it is
 *     and one Smack labels Worker, each rule logs only where its module
 *     matches (audit_rules_by_stack_order, first: it loads the policy).
 *
 * --diff prints each answer as "GLASS-DIFF selinux ..." lines, for the
 * differential boots (mainline lsm=selinux against Glass).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/lsm.h>
#include <linux/netlink.h>
#include <sys/klog.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define BASE_CTX	"user_u:base_r:base_t"
#define SECRET_CTX	"user_u:object_r:glass_secret_t"
/* The secret files: a tmpfs mounted with SECRET_CTX as its context. */
#define DIR		"/tmp/glass_selinux"

static bool selinux_on(void)
{
	return glass_lsm_active("selinux") &&
	       !glass_ensure_mount("selinuxfs", SELINUXFS);
}

/* Load the policy, once: 0 or -errno. */
static int load_policy(void)
{
	static int loaded = 1;

	if (loaded > 0)
		loaded = glass_selinux_load();
	return loaded;
}

/* The tmpfs of the secret files at DIR: 0 or -errno. */
static int mount_dir(void)
{
	if (mkdir(DIR, 0755) && errno != EEXIST)
		return -errno;
	if (mount("glass", DIR, "tmpfs", 0, "context=" SECRET_CTX))
		return -errno;
	return 0;
}

static int set_enforce(int on)
{
	return glass_write(SELINUXFS "/enforce", on ? "1" : "0");
}

/* 0 if @path opens for reading, else -errno. */
static int read_errno(const char *path)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -errno;
	close(fd);
	return 0;
}

/* The kernel log's rate limit, lifted by the tests that read audit lines. */
static char ratelimit[32];

/* Does the kernel log have an AVC denial of read on glass_secret_t? */
static bool avc_in_log(void)
{
	static char log[1 << 17];
	int n = klogctl(3, log, sizeof(log) - 1);	/* SYSLOG_ACTION_READ_ALL */
	char *p;

	if (n <= 0)
		return false;
	log[n] = '\0';
	for (p = strstr(log, "avc:  denied  { read }"); p;
	     p = strstr(p + 1, "avc:  denied  { read }")) {
		char *end = strchr(p, '\n');

		if (end)
			*end = '\0';
		if (strstr(p, "tcontext=" SECRET_CTX) &&
		    strstr(p, "scontext=" BASE_CTX) && strstr(p, "tclass=file"))
			return true;
		if (end)
			*end = '\n';
	}
	return false;
}

/* kauditd prints the record a little later: wait for it up to 5 s. */
static bool avc_logged(void)
{
	struct timespec ts = { 0, 100 * 1000 * 1000 };
	int tries;

	for (tries = 0; tries < 50; tries++) {
		if (avc_in_log())
			return true;
		nanosleep(&ts, NULL);
	}
	return false;
}

/*
 * Audit rules on the LSM fields.  Glass asks the composed modules in
 * stack order, and the first that takes the field and its value owns the
 * rule (glass_call_audit_rule_init()).  A module answering -EINVAL (not
 * its field, or, for SELinux, no such name in its policy) or -EOPNOTSUPP
 * (SELinux before its policy loads) passes the rule on; any other answer
 * ends the search (AppArmor: -ENOENT for a role that names no profile).
 * With no taker Glass answers -EINVAL, and audit keeps the rule, inert;
 * or -EOPNOTSUPP if SELinux said so, and audit refuses the rule.  Loading
 * a policy makes audit ask again (audit_update_lsm_rules()).
 */

/* A rule of the test: one LSM field on a syscall of its own. */
struct au_rule {
	int field;
	const char *value;
	const char *key;
	int nr;			/* the syscall it watches */
	bool added;		/* in the kernel's list */
	char owner[16];		/* expected: the module that takes it, or "" */
	int answer;		/* expected from AUDIT_ADD_RULE */
};

/*
 * An exit rule on r->nr for the children of this process: the field ==
 * the value, with the key.
 */
static int au_send(int fd, int type, const struct au_rule *r)
{
	static char buf[sizeof(struct audit_rule_data) + 256];
	struct audit_rule_data *d = (void *)buf;
	size_t vlen = strlen(r->value), klen = strlen(r->key);

	memset(buf, 0, sizeof(buf));
	d->flags = AUDIT_FILTER_EXIT;
	d->action = AUDIT_ALWAYS;
	d->mask[r->nr / 32] |= 1u << (r->nr % 32);
	d->field_count = 4;
	d->fields[0] = AUDIT_ARCH;
	d->values[0] = AUDIT_ARCH_X86_64;
	d->fieldflags[0] = AUDIT_EQUAL;
	d->fields[1] = AUDIT_PPID;
	d->values[1] = getpid();
	d->fieldflags[1] = AUDIT_EQUAL;
	d->fields[2] = r->field;
	d->values[2] = vlen;
	d->fieldflags[2] = AUDIT_EQUAL;
	d->fields[3] = AUDIT_FILTERKEY;
	d->values[3] = klen;
	d->fieldflags[3] = AUDIT_EQUAL;
	memcpy(d->buf, r->value, vlen);
	memcpy(d->buf + vlen, r->key, klen);
	d->buflen = vlen + klen;
	return glass_audit_request(fd, type, d, sizeof(*d) + d->buflen);
}

/* The names of the test policy (scripts/selinux/mdp, policy/selinux/). */
static bool selinux_names(int field, const char *value)
{
	switch (field) {
	case AUDIT_SUBJ_USER:
		return !strcmp(value, "user_u");
	case AUDIT_SUBJ_ROLE:
		return !strcmp(value, "base_r");
	case AUDIT_SUBJ_TYPE:
		return !strcmp(value, "base_t") || !strcmp(value, "glass_mx_t");
	}
	return false;
}

/* A module's answer to the rule, as its audit_rule_init gives it. */
static int au_answer(const char *module, const struct au_rule *r,
		     bool policy)
{
	if (!strcmp(module, "selinux"))
		return !policy ? -EOPNOTSUPP :
		       selinux_names(r->field, r->value) ? 0 : -EINVAL;
	if (!strcmp(module, "smack"))
		return r->field == AUDIT_SUBJ_USER ? 0 : -EINVAL;
	if (!strcmp(module, "apparmor") && r->field == AUDIT_SUBJ_ROLE)
		return glass_aa_loaded(r->value) ? 0 : -ENOENT;
	return -EINVAL;
}

/* Who takes @r on this boot's stack (/sys/kernel/security/lsm's order). */
static void au_expect(struct au_rule *r, bool policy)
{
	char buf[512], *tok, *save;
	int none = -EINVAL;

	r->owner[0] = '\0';
	if (glass_read(SECFS "/lsm", buf, sizeof(buf)) < 0)
		buf[0] = '\0';
	for (tok = strtok_r(buf, ",\n", &save); tok;
	     tok = strtok_r(NULL, ",\n", &save)) {
		int a = au_answer(tok, r, policy);

		if (a == -EINVAL)
			continue;
		if (a == -EOPNOTSUPP) {
			none = a;
			continue;
		}
		if (!a)
			snprintf(r->owner, sizeof(r->owner), "%s", tok);
		r->answer = a;
		return;
	}
	/* Audit keeps a rule no module takes (-EINVAL), inert. */
	r->answer = none == -EINVAL ? 0 : none;
}

/* Does the owner of @r see a task with the Smack label @smack match it? */
static bool au_matches(const struct au_rule *r, const char *smack)
{
	if (!strcmp(r->owner, "selinux"))	/* user_u:base_r:base_t */
		return strcmp(r->value, "glass_mx_t");
	if (!strcmp(r->owner, "smack"))
		return !strcmp(r->value, smack);
	return false;
}

static struct au_rule au_rules[] = {
	{ AUDIT_SUBJ_TYPE, "base_t", "glass-au-type", __NR_getpriority },
	{ AUDIT_SUBJ_TYPE, "glass_mx_t", "glass-au-mx", __NR_getsid },
	{ AUDIT_SUBJ_USER, "user_u", "glass-au-user", __NR_getpgid },
	{ AUDIT_SUBJ_USER, "Worker", "glass-au-worker", __NR_getpgrp },
	{ AUDIT_SUBJ_ROLE, "base_r", "glass-au-role", __NR_sched_getscheduler },
};

#define AU_RULES ARRAY_SIZE(au_rules)

/* The rules' syscalls, as a task Smack labels @arg (NULL: as it is). */
static int au_syscalls_as(void *arg)
{
	if (arg && glass_write("/proc/self/attr/smack/current", arg))
		return CHILD_BROKEN;
	syscall(__NR_getpriority, PRIO_PROCESS, 0);
	syscall(__NR_getsid, 0);
	syscall(__NR_getpgid, 0);
	syscall(__NR_getpgrp);
	syscall(__NR_sched_getscheduler, 0);
	return 0;
}

/* The kernel log from @fd on, until it has been quiet for half a second. */
static void kmsg_collect(int fd, char *out, size_t size)
{
	struct timespec ts = { 0, 100 * 1000 * 1000 };
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
			nanosleep(&ts, NULL);
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

/* Is there a SYSCALL record with @key in @log? */
static bool au_logged(const char *log, const char *key)
{
	char want[64];
	const char *p;

	snprintf(want, sizeof(want), "key=\"%s\"", key);
	for (p = strstr(log, want); p; p = strstr(p + 1, want)) {
		const char *line = p;

		while (line > log && line[-1] != '\n')
			line--;
		if (!strncmp(line, "audit: type=1300", 16))
			return true;
	}
	return false;
}

/* Run the syscalls as @smack and check each rule's record. */
static void au_check(struct __test_metadata *_metadata, int kmsg,
		     const char *smack)
{
	static char log[1 << 16];
	unsigned int i;

	EXPECT_EQ(0, glass_in_child(au_syscalls_as, (void *)smack));
	kmsg_collect(kmsg, log, sizeof(log));
	for (i = 0; i < AU_RULES; i++) {
		const struct au_rule *r = &au_rules[i];
		bool want = r->added && au_matches(r, smack ? smack : "_");

		EXPECT_EQ(want, au_logged(log, r->key))
			TH_LOG("%s=%s (%s), task %s: %s expected",
			       r->field == AUDIT_SUBJ_USER ? "subj_user" :
			       r->field == AUDIT_SUBJ_ROLE ? "subj_role" :
			       "subj_type", r->value,
			       r->owner[0] ? r->owner : "no module",
			       smack ? smack : "as it is",
			       want ? "a record" : "no record");
	}
}

TEST(audit_rules_by_stack_order)
{
	char path[4200], ctx[256];
	bool smack = glass_lsm_active("smack");
	unsigned int i;
	int nl, kmsg, rc;

	if (!selinux_on())
		SKIP(return, "SELinux is not composed");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) || access(path, R_OK))
		SKIP(return, "no policy (scripts/mkselinuxpolicy.sh makes it)");
	if (glass_lsm_active("apparmor"))
		ASSERT_EQ(0, glass_aa_load());
	nl = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_AUDIT);
	ASSERT_LE(0, nl);
	ASSERT_EQ(0, glass_audit_set_enabled(nl, 1));
	glass_printk_unlimit(ratelimit, sizeof(ratelimit));
	kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	ASSERT_LE(0, kmsg);
	lseek(kmsg, 0, SEEK_END);

	/* Before the policy loads (the task is SELinux's "kernel"). */
	if (!glass_selinux_context(ctx, sizeof(ctx)) && !strcmp(ctx, "kernel")) {
		for (i = 0; i < AU_RULES; i++) {
			struct au_rule *r = &au_rules[i];

			au_expect(r, false);
			rc = au_send(nl, AUDIT_ADD_RULE, r);
			TH_LOG("no policy: %s: %d, %s", r->key, rc,
			       r->owner[0] ? r->owner : "no module");
			EXPECT_EQ(r->answer, rc) TH_LOG("%s", r->key);
			r->added = !rc;
		}
		au_check(_metadata, kmsg, NULL);
	}

	/* With the policy: the rules added above are SELinux's now if it comes first. */
	ASSERT_EQ(0, load_policy());
	for (i = 0; i < AU_RULES; i++) {
		struct au_rule *r = &au_rules[i];

		au_expect(r, true);
		if (r->added) {
			TH_LOG("policy: %s: asked again, %s", r->key,
			       r->owner[0] ? r->owner : "no module");
			continue;
		}
		rc = au_send(nl, AUDIT_ADD_RULE, r);
		TH_LOG("policy: %s: %d, %s", r->key, rc,
		       r->owner[0] ? r->owner : "no module");
		EXPECT_EQ(r->answer, rc) TH_LOG("%s", r->key);
		r->added = !rc;
	}
	au_check(_metadata, kmsg, NULL);
	if (smack)
		au_check(_metadata, kmsg, "Worker");

	for (i = 0; i < AU_RULES; i++)
		if (au_rules[i].added)
			EXPECT_EQ(0, au_send(nl, AUDIT_DEL_RULE, &au_rules[i]));
	glass_printk_restore(ratelimit);
	glass_audit_set_enabled(nl, 0);
	close(nl);
	close(kmsg);
}

TEST(policy_refuses_the_secret)
{
	const char *secret = DIR "/secret", *plain = "/tmp/glass_plain";
	char ctx[256], path[4200];
	struct stat st;

	if (!selinux_on())
		SKIP(return, "SELinux is not composed");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) || access(path, R_OK))
		SKIP(return, "no policy (scripts/mkselinuxpolicy.sh makes it)");
	ASSERT_EQ(0, load_policy());
	ASSERT_EQ(0, glass_selinux_context(ctx, sizeof(ctx)));
	EXPECT_STREQ(BASE_CTX, ctx);
	/* The whole stack's view, for the record. */
	if (glass_read("/proc/self/attr/current", path, sizeof(path)) > 0)
		TH_LOG("attr/current: %s", path);
	ASSERT_EQ(0, mount_dir());

	ASSERT_EQ(0, glass_make_file(plain, "glass\n"));
	ASSERT_EQ(0, glass_make_file(secret, "glass\n"));
	glass_printk_unlimit(ratelimit, sizeof(ratelimit));
	ASSERT_EQ(0, set_enforce(1));
	EXPECT_EQ(-EACCES, read_errno(secret));
	EXPECT_EQ(0, read_errno(plain));
	EXPECT_EQ(0, stat(secret, &st));
	EXPECT_TRUE(avc_logged());
	glass_printk_restore(ratelimit);
	ASSERT_EQ(0, set_enforce(0));
	/* Permissive: logged, not refused. */
	EXPECT_EQ(0, read_errno(secret));
	unlink(secret);
	unlink(plain);
	umount(DIR);
}

/* getenforce's one line of output, or "" if it failed. */
static void enforce_mode(char *out, size_t size)
{
	static const char *const argv[] = { "/usr/sbin/getenforce", NULL };

	if (glass_run(argv, out, size))
		out[0] = '\0';
	out[strcspn(out, "\n")] = '\0';
}

TEST(selinux_programs_unmodified)
{
	static const char *const runcon[] = {
		"/usr/bin/runcon", BASE_CTX, "/bin/cat", "/proc/self/attr/current",
		NULL
	};
	char path[4200], out[512];
	int rc;

	if (!selinux_on())
		SKIP(return, "SELinux is not composed");
	if (access(runcon[0], X_OK))
		SKIP(return, "no runcon");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) || access(path, R_OK))
		SKIP(return, "no policy (scripts/mkselinuxpolicy.sh makes it)");
	ASSERT_EQ(0, load_policy());
	/* libselinux counts SELinux as enabled only with a config file. */
	if (access("/etc/selinux/config", F_OK)) {
		ASSERT_EQ(0, mkdir("/etc/selinux", 0755) && errno != EEXIST);
		ASSERT_EQ(0, glass_write_file("/etc/selinux/config",
					      "SELINUX=permissive\nSELINUXTYPE=glass\n",
					      0644));
	}

	ASSERT_EQ(0, set_enforce(1));
	enforce_mode(out, sizeof(out));
	EXPECT_STREQ("Enforcing", out);
	ASSERT_EQ(0, set_enforce(0));
	enforce_mode(out, sizeof(out));
	EXPECT_STREQ("Permissive", out);

	/* runcon writes SELinux's context to attr/exec: its display. */
	if (glass_lsm_active("smack") || glass_lsm_active("apparmor"))
		ASSERT_EQ(0, glass_write(SECFS "/glass/display_rules",
					 "selinux /usr/bin/runcon\n"));
	rc = glass_run(runcon, out, sizeof(out));
	TH_LOG("runcon: %d: %s", rc, out);
	EXPECT_EQ(0, rc);
	/* SELinux's own format: the context and its NUL, no composite. */
	EXPECT_STREQ(BASE_CTX, out);
	if (glass_lsm_active("smack") || glass_lsm_active("apparmor"))
		EXPECT_EQ(0, glass_write(SECFS "/glass/display_rules", "\n"));
}

#define OK_CTX		"user_u:base_r:glass_mx_ok_t"

/* SELinux's entry of lsm_get_self_attr(@attr), "" if none; 0 or -errno. */
static int selinux_attr(__u64 attr, char *out, size_t size)
{
	char buf[4096];
	__u32 len = sizeof(buf);
	struct lsm_ctx *ctx = (struct lsm_ctx *)buf;
	int n, i;

	out[0] = '\0';
	n = syscall(__NR_lsm_get_self_attr, attr, buf, &len, 0);
	if (n < 0)
		return errno == ENOENT ? 0 : -errno;
	for (i = 0; i < n; i++) {
		if (ctx->id == LSM_ID_SELINUX)
			snprintf(out, size, "%.*s", (int)ctx->ctx_len,
				 (char *)ctx->ctx);
		ctx = (struct lsm_ctx *)((char *)ctx + ctx->len);
	}
	return 0;
}

/*
 * In a child: 1 the Smack label changed, 2 attr/current took a context
 * two modules could claim, 3 SELinux's exec context not set, 4 SELinux's
 * context, 5 the display, 6 attr/current refused a context only SELinux
 * claims, 7 SELinux's exec context not reset.
 */
static int bare_context_child(void *arg)
{
	bool smack = glass_lsm_active("smack");
	char before[256], now[256], ctx[256];
	int rc;

	(void)arg;
	if (smack && glass_read("/proc/self/attr/smack/current", before,
				sizeof(before)) < 0)
		return CHILD_BROKEN;
	rc = glass_write("/proc/self/attr/current", OK_CTX);
	if (smack && rc != -EINVAL)
		return 2;
	if (!smack && rc)
		return 6;
	if (smack) {
		if (glass_selinux_context(ctx, sizeof(ctx)) ||
		    strcmp(ctx, BASE_CTX))
			return 4;
		/*
		 * attr/exec: only SELinux has a value, so the file reads its
		 * own context, with its NUL; once reset, no module has one.
		 */
		rc = glass_write("/proc/self/attr/exec", OK_CTX);
		if (rc || glass_read("/proc/self/attr/exec", ctx, sizeof(ctx)) < 0 ||
		    strcmp(ctx, OK_CTX)) {
			printf("# attr/exec: %s, reads %s\n", strerror(-rc), ctx);
			return 3;
		}
		rc = glass_write("/proc/self/attr/exec", "");
		if (rc || glass_read("/proc/self/attr/exec", ctx, sizeof(ctx)) != -EINVAL) {
			printf("# empty attr/exec: %s, reads %s\n", strerror(-rc), ctx);
			return 7;
		}
		/* The display names the module. */
		if (glass_write(SECFS "/glass/display", "selinux"))
			return 5;
		if (glass_write("/proc/self/attr/current", OK_CTX))
			return 6;
	}
	if (glass_selinux_context(ctx, sizeof(ctx)) || strcmp(ctx, OK_CTX))
		return 4;
	if (smack && (glass_read("/proc/self/attr/smack/current", now,
				 sizeof(now)) < 0 || strcmp(before, now)))
		return 1;
	return 0;
}

TEST(bare_context_goes_to_selinux_only)
{
	char path[4200];

	if (!selinux_on())
		SKIP(return, "SELinux is not composed");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) || access(path, R_OK))
		SKIP(return, "no policy (scripts/mkselinuxpolicy.sh makes it)");
	ASSERT_EQ(0, load_policy());
	EXPECT_EQ(0, glass_in_child(bare_context_child, NULL));
}

/*
 * In a child: 1 the refused write was not EINVAL, 2 AppArmor kept the
 * refused write's profile, 3 the valid write failed, 4 it did not reach
 * both modules.
 */
static int all_or_nothing_child(void *arg)
{
	char buf[256];
	int rc;

	(void)arg;
	rc = glass_write("/proc/self/attr/exec",
			 "(selinux=user_u:base_r:glass_no_such_t,apparmor=\"exec glass_demo\")");
	if (rc != -EINVAL)
		return 1;
	if (glass_read("/proc/self/attr/apparmor/exec", buf, sizeof(buf)) >= 0)
		return 2;
	if (glass_write("/proc/self/attr/exec",
			"(selinux=" OK_CTX ",apparmor=\"exec glass_demo\")"))
		return 3;
	if (glass_read("/proc/self/attr/apparmor/exec", buf, sizeof(buf)) < 0 ||
	    strcmp(buf, "glass_demo (enforce)\n") ||
	    selinux_attr(LSM_ATTR_EXEC, buf, sizeof(buf)) || strcmp(buf, OK_CTX))
		return 4;
	return 0;
}

TEST(composite_write_is_all_or_nothing)
{
	char path[4200];

	if (!selinux_on() || !glass_lsm_active("apparmor"))
		SKIP(return, "SELinux and AppArmor are not composed");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) || access(path, R_OK))
		SKIP(return, "no policy (scripts/mkselinuxpolicy.sh makes it)");
	ASSERT_EQ(0, load_policy());
	ASSERT_EQ(0, glass_aa_load());
	EXPECT_EQ(0, glass_in_child(all_or_nothing_child, NULL));
}

/* user_u:object_r:glass_long_o...o_t (glass.te): 261 bytes. */
static void long_context(char *out, size_t size)
{
	int n = snprintf(out, size, "user_u:object_r:glass_long_");

	while (n < 16 + 11 + 232 && (size_t)n < size - 3)
		out[n++] = 'o';
	snprintf(out + n, size - n, "_t");
}

TEST(long_context_on_a_socket)
{
	char path[4200], ctx[300], back[300];
	ssize_t n;
	int fd;

	if (!selinux_on())
		SKIP(return, "SELinux is not composed");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) || access(path, R_OK))
		SKIP(return, "no policy (scripts/mkselinuxpolicy.sh makes it)");
	ASSERT_EQ(0, load_policy());
	long_context(ctx, sizeof(ctx));
	ASSERT_EQ(261, strlen(ctx));
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	ASSERT_LE(0, fd);
	EXPECT_EQ(0, fsetxattr(fd, "security.selinux", ctx, strlen(ctx) + 1, 0))
		TH_LOG("fsetxattr: %s", strerror(errno));
	n = fgetxattr(fd, "security.selinux", back, sizeof(back) - 1);
	ASSERT_LT(0, n);
	back[n] = '\0';
	EXPECT_STREQ(ctx, back);
	close(fd);
}

/* --diff: SELinux's answers, for the differential boots. */
static int diff(void)
{
	const char *secret = DIR "/secret", *plain = "/tmp/glass_plain";
	char ctx[256];
	int rc;

	if (!selinux_on())
		return 0;
	printf("GLASS-DIFF selinux active\n");
	rc = load_policy();
	printf("GLASS-DIFF selinux load %s\n", glass_errname(-rc));
	if (rc)
		return 0;
	rc = glass_selinux_context(ctx, sizeof(ctx));
	printf("GLASS-DIFF selinux context %s\n", rc ? glass_errname(-rc) : ctx);
	printf("GLASS-DIFF selinux mount %s\n", glass_errname(-mount_dir()));
	printf("GLASS-DIFF selinux make-plain %s\n",
	       glass_errname(-glass_make_file(plain, "glass\n")));
	printf("GLASS-DIFF selinux make-secret %s\n",
	       glass_errname(-glass_make_file(secret, "glass\n")));
	glass_printk_unlimit(ratelimit, sizeof(ratelimit));
	printf("GLASS-DIFF selinux enforce %s\n", glass_errname(-set_enforce(1)));
	printf("GLASS-DIFF selinux read-secret %s\n", glass_errname(-read_errno(secret)));
	printf("GLASS-DIFF selinux read-plain %s\n", glass_errname(-read_errno(plain)));
	printf("GLASS-DIFF selinux avc %s\n", avc_logged() ? "logged" : "none");
	glass_printk_restore(ratelimit);
	printf("GLASS-DIFF selinux permissive %s\n", glass_errname(-set_enforce(0)));
	printf("GLASS-DIFF selinux read-secret-permissive %s\n",
	       glass_errname(-read_errno(secret)));
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--diff"))
		return diff();
	return test_harness_run(argc, argv);
}
