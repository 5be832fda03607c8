// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: process attributes for the whole stack, and the display choice.
 *
 *   - /proc/<pid>/attr/{current,exec} read "(smack=_,apparmor=unconfined)\n":
 *     every module with the attribute, in stack order, one newline.
 *   - /proc/self/attr/<module>/ keep each module's own format.
 *   - Writes take the composite form, change each module named and only
 *     those, and are all or nothing: a malformed value, an unknown module
 *     or one module's refusal changes nothing.
 *   - lsm_get_self_attr gives one context per module with the attribute.
 *   - The display choice (/sys/kernel/security/glass/display): a task's
 *     own setting, inherited across fork and exec, under which
 *     /proc/<pid>/attr/ files and SO_PEERSEC answer in one module's format;
 *     libapparmor's aa_getcon() reads the right label through it.
 *   - Display rules (/sys/kernel/security/glass/display_rules): the display
 *     a program named there gets when it is executed, set by root.
 *
 * Runs with any stack: what a module would show is expected only if it
 * is active.  Labels and displays change in forked children only.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <sys/apparmor.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define DISPLAY		SECFS "/glass/display"
#define DISPLAY_RULES	SECFS "/glass/display_rules"

static bool smack, apparmor;

/* A module's own attribute, trailing newline dropped; "" if none. */
static void module_attr(const char *dir, const char *module, const char *attr,
			char *out, size_t size)
{
	char path[128];
	ssize_t n;

	snprintf(path, sizeof(path), "%s/attr/%s/%s", dir, module, attr);
	n = glass_read(path, out, size);
	if (n < 0)
		n = 0;
	while (n && (out[n - 1] == '\n' || !out[n - 1]))
		n--;
	out[n] = '\0';
}

/*
 * What /proc/<dir>/attr/@attr should read, from the modules' own files:
 * the composite, or the one module's own value, byte for byte, when only
 * one module has a value.  False when no module has one.
 */
static bool expected_composite(const char *dir, const char *attr, char *out,
			       size_t size)
{
	static const char *const names[] = { "smack", "apparmor" };
	char value[512], quoted[1100], path[128];
	const char *only = NULL;
	unsigned int i, nr = 0;
	size_t n = 0;

	n += snprintf(out, size, "(");
	for (i = 0; i < 2; i++) {
		if (!glass_lsm_active(names[i]))
			continue;
		module_attr(dir, names[i], attr, value, sizeof(value));
		if (!*value)
			continue;
		only = names[i];
		nr++;
		glass_ctx_value(quoted, sizeof(quoted), value);
		n += snprintf(out + n, size - n, "%s%s=%s",
			      n > 1 ? "," : "", names[i], quoted);
	}
	snprintf(out + n, size - n, ")\n");
	if (nr == 1) {
		snprintf(path, sizeof(path), "%s/attr/%s/%s", dir, only, attr);
		if (glass_read(path, out, size) <= 0)
			return false;
	}
	return nr;
}

static int set_display(const char *name)
{
	return glass_write(DISPLAY, name);
}

/* errno of writing @value to /proc/self/attr/@attr in one write(2). */
static int write_attr(const char *attr, const char *value)
{
	char path[64];
	int ret;

	snprintf(path, sizeof(path), "/proc/self/attr/%s", attr);
	ret = glass_write(path, value);
	return ret < 0 ? -ret : 0;
}

FIXTURE(attr) {
	char smack[300];
	char aa[300];
};

FIXTURE_SETUP(attr)
{
	smack = glass_lsm_active("smack");
	apparmor = glass_lsm_active("apparmor");
	if (apparmor)
		ASSERT_EQ(0, glass_aa_load());
	module_attr("/proc/self", "smack", "current", self->smack,
		    sizeof(self->smack));
	module_attr("/proc/self", "apparmor", "current", self->aa,
		    sizeof(self->aa));
}

/* Every change happened in a child: this task's labels are as they were. */
FIXTURE_TEARDOWN(attr)
{
	char now[300];

	module_attr("/proc/self", "smack", "current", now, sizeof(now));
	EXPECT_STREQ(self->smack, now);
	module_attr("/proc/self", "apparmor", "current", now, sizeof(now));
	EXPECT_STREQ(self->aa, now);
}

TEST_F(attr, current_is_the_composite)
{
	char want[1200], got[1200];
	ssize_t n;

	if (!expected_composite("/proc/self", "current", want, sizeof(want))) {
		/* No module with process attributes: as without Glass. */
		EXPECT_EQ(-EINVAL, glass_read("/proc/self/attr/current", got,
					      sizeof(got)));
		return;
	}
	n = glass_read("/proc/self/attr/current", got, sizeof(got));
	ASSERT_LT(0, n);
	EXPECT_STREQ(want, got);
	EXPECT_EQ(strlen(want), n);
	if (smack && apparmor)
		EXPECT_STREQ("(smack=_,apparmor=unconfined)\n", got);
}

/* The modules' own files are untouched: Smack no newline, AppArmor one. */
TEST_F(attr, module_files_keep_their_format)
{
	char got[300];

	if (smack) {
		EXPECT_EQ(1, glass_read("/proc/self/attr/smack/current", got,
					sizeof(got)));
		EXPECT_STREQ("_", got);
	}
	if (apparmor) {
		EXPECT_LT(0, glass_read("/proc/self/attr/apparmor/current", got,
					sizeof(got)));
		EXPECT_STREQ("unconfined\n", got);
		EXPECT_EQ(-EINVAL, glass_read("/proc/self/attr/apparmor/exec",
					      got, sizeof(got)));
	}
}

/* No module has an exec or prev value here: EINVAL, as from one module. */
TEST_F(attr, exec_and_prev_without_values)
{
	char got[300];

	EXPECT_EQ(-EINVAL, glass_read("/proc/self/attr/exec", got, sizeof(got)));
	EXPECT_EQ(-EINVAL, glass_read("/proc/self/attr/prev", got, sizeof(got)));
}

static int exec_set(void *arg)
{
	char want[300], got[300];

	if (write_attr("apparmor/exec", "exec glass_demo"))
		return CHILD_BROKEN;
	if (glass_read("/proc/self/attr/exec", got, sizeof(got)) < 0)
		return errno;
	if (glass_read("/proc/self/attr/apparmor/exec", want, sizeof(want)) < 0)
		return CHILD_BROKEN;
	return strcmp("glass_demo (enforce)\n", want) || strcmp(want, got) ?
	       1 : 0;
}

/* Only AppArmor has an exec value: attr/exec gives it as AppArmor does. */
TEST_F(attr, exec_is_apparmors_own)
{
	if (!apparmor)
		SKIP(return, "AppArmor is the module with an exec attribute");
	EXPECT_EQ(0, glass_in_child(exec_set, NULL));
}

/* Another task's attribute, read by this one. */
static int pause_as_worker(void *arg)
{
	int *fd = arg;

	if (write_attr("current", "(smack=Worker)"))
		_exit(CHILD_BROKEN);
	close(fd[0]);
	close(fd[1]);
	pause();
	return 0;
}

TEST_F(attr, another_tasks_current)
{
	char want[1200], got[1200], dir[64], path[80];
	int fd[2];
	pid_t pid;
	char c;

	if (!smack)
		SKIP(return, "needs Smack to label the other task");
	ASSERT_EQ(0, pipe(fd));
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		_exit(pause_as_worker(fd));
	close(fd[1]);
	ASSERT_EQ(0, read(fd[0], &c, 1));
	close(fd[0]);
	snprintf(dir, sizeof(dir), "/proc/%d", pid);
	ASSERT_TRUE(expected_composite(dir, "current", want, sizeof(want)));
	snprintf(path, sizeof(path), "%s/attr/current", dir);
	ASSERT_LT(0, glass_read(path, got, sizeof(got)));
	kill(pid, SIGKILL);
	glass_wait(pid);
	EXPECT_STREQ(want, got);
	EXPECT_NE(NULL, strstr(got, apparmor ? "smack=Worker" : "Worker"));
}

/* Write @value to attr/current; report errno, then what each module has. */
struct write_case {
	const char *value;
	int err;
	char smack[300];
	char aa[300];
};

static int write_and_read_back(void *arg)
{
	struct write_case *w = arg;
	int err = write_attr("current", w->value);
	char smack[300], aa[300];

	module_attr("/proc/self", "smack", "current", smack, sizeof(smack));
	module_attr("/proc/self", "apparmor", "current", aa, sizeof(aa));
	if (strcmp(smack, w->smack) || strcmp(aa, w->aa))
		return CHILD_BROKEN - 1;
	return err;
}

static void expect_write(struct __test_metadata *_metadata, const char *value,
			 int err, const char *smack_after, const char *aa_after)
{
	struct write_case w = { .value = value, .err = err };

	snprintf(w.smack, sizeof(w.smack), "%s", smack ? smack_after : "");
	snprintf(w.aa, sizeof(w.aa), "%s", apparmor ? aa_after : "");
	EXPECT_EQ(err, glass_in_child(write_and_read_back, &w))
		TH_LOG("writing '%s': expected errno %d, smack '%s', apparmor '%s' after",
		       value, err, w.smack, w.aa);
}

TEST_F(attr, write_sets_each_module_named)
{
	if (!smack || !apparmor)
		SKIP(return, "needs Smack and AppArmor");
	expect_write(_metadata, "(smack=Worker,apparmor=\"changeprofile glass_demo\")", 0,
		     "Worker", "glass_demo (enforce)");
	expect_write(_metadata, "(smack=Worker,apparmor=\"changeprofile glass_demo\")\n",
		     0, "Worker", "glass_demo (enforce)");
	/* A module named alone: the others keep their labels. */
	expect_write(_metadata, "(smack=Worker)", 0, "Worker", "unconfined");
	expect_write(_metadata, "(apparmor=\"changeprofile glass_demo\")", 0, "_",
		     "glass_demo (enforce)");
}

TEST_F(attr, write_single_module_stack)
{
	if (smack && !apparmor)
		expect_write(_metadata, "(smack=Worker)", 0, "Worker", "");
	else if (apparmor && !smack)
		expect_write(_metadata, "(apparmor=\"changeprofile glass_demo\")", 0, "",
			     "glass_demo (enforce)");
	else
		SKIP(return, "for a stack with one of Smack and AppArmor");
}

/* Nothing changes in any module when the second one refuses. */
TEST_F(attr, write_is_all_or_nothing)
{
	if (!smack || !apparmor)
		SKIP(return, "needs Smack and AppArmor");
	expect_write(_metadata, "(smack=Worker,apparmor=\"changeprofile glass_nosuch\")",
		     ENOENT, "_", "unconfined");
	/* The order in the value is not the order of the stack. */
	expect_write(_metadata, "(apparmor=\"changeprofile glass_nosuch\",smack=Worker)",
		     ENOENT, "_", "unconfined");
	expect_write(_metadata, "(smack=Worker,apparmor=\"changeprofile glass_demo\",smack=X)",
		     EINVAL, "_", "unconfined");
}

static int unprivileged_write(void *arg)
{
	struct write_case *w = arg;

	if (glass_drop_all_caps())
		return CHILD_BROKEN;
	return write_and_read_back(w);
}

/* The first module refusing: Smack wants CAP_MAC_ADMIN. */
TEST_F(attr, write_refused_by_first_module)
{
	struct write_case w = {
		.value = "(smack=Worker,apparmor=\"changeprofile glass_demo\")",
		.smack = "_", .aa = "unconfined",
	};

	if (!smack || !apparmor)
		SKIP(return, "needs Smack and AppArmor");
	EXPECT_EQ(EPERM, glass_in_child(unprivileged_write, &w));
}

/*
 * One module's own value, as a program written for that module alone
 * writes it (systemd's SmackProcessLabel=, libapparmor's aa_change_profile),
 * goes to the one module whose grammar claims it; the others keep theirs.
 */
TEST_F(attr, single_module_values_go_to_their_module)
{
	if (smack)
		expect_write(_metadata, "Worker", 0, "Worker", "unconfined");
	if (smack)
		expect_write(_metadata, "Worker\n", 0, "Worker", "unconfined");
	if (apparmor)
		expect_write(_metadata, "changeprofile glass_demo", 0, "_",
			     "glass_demo (enforce)");
	/* Smack labels and AppArmor commands do not overlap. */
	if (!smack)
		expect_write(_metadata, "Worker", EINVAL, "_", "unconfined");
	if (!apparmor)
		expect_write(_metadata, "changeprofile glass_demo", EINVAL, "_",
			     "unconfined");
}

/* "exec <profile>" to attr/exec is AppArmor's, as crun and setpriv write it. */
static int exec_single(void *arg)
{
	char got[300];
	int err = write_attr("exec", "exec glass_demo");

	if (err)
		return err;
	module_attr("/proc/self", "apparmor", "exec", got, sizeof(got));
	return strcmp(got, "glass_demo (enforce)") ? CHILD_BROKEN - 1 : 0;
}

TEST_F(attr, exec_command_goes_to_apparmor)
{
	if (!apparmor)
		SKIP(return, "needs AppArmor");
	EXPECT_EQ(0, glass_in_child(exec_single, NULL));
}

TEST_F(attr, malformed_writes_change_nothing)
{
	static const char *const bad[] = {
		"Wor ker", "-Worker", "a/b", "exec glass_demo",
		"changeprofile ", "(smack=Worker", "(smack=Worker) ",
		"()", "(nosuch=x)", "(tomoyo=x)", "(capability=x)",
		"(smack=Worker,smack=Worker)", "(Smack=Worker)",
		"(smack=\"Wor\\x00ker\")", "(smack=Worker,)", "((smack=Worker))",
		"\n",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++)
		expect_write(_metadata, bad[i], EINVAL, "_", "unconfined");
}

/* lsm_get_self_attr: one context per module with the attribute. */
static long self_attr(unsigned int attr, __u64 *buf, __u32 size)
{
	return syscall(__NR_lsm_get_self_attr, attr, buf, &size, 0);
}

static int self_attr_ids(unsigned int attr, __u64 *ids, int max)
{
	__u64 buf[512];
	const char *p = (const char *)buf;
	long n = self_attr(attr, buf, sizeof(buf));
	int i;

	if (n < 0)
		return -errno;
	for (i = 0; i < n && i < max; i++) {
		const struct lsm_ctx *c = (const void *)p;

		ids[i] = c->id;
		p += c->len;
	}
	return n;
}

static int exec_ids(void *arg)
{
	__u64 ids[8];
	int n;

	if (write_attr("apparmor/exec", "exec glass_demo"))
		return CHILD_BROKEN;
	n = self_attr_ids(LSM_ATTR_EXEC, ids, 8);
	return n == 1 && ids[0] == LSM_ID_APPARMOR ? 0 : 1;
}

TEST_F(attr, lsm_get_self_attr_entries)
{
	__u64 ids[8];
	int n, i = 0;

	n = self_attr_ids(LSM_ATTR_CURRENT, ids, 8);
	if (!smack && !apparmor) {
		EXPECT_GE(0, n);
		return;
	}
	ASSERT_EQ(smack + apparmor, n);
	if (smack)
		EXPECT_EQ(LSM_ID_SMACK, ids[i++]);
	if (apparmor)
		EXPECT_EQ(LSM_ID_APPARMOR, ids[i++]);

	/* Nobody has an exec or prev value yet. */
	EXPECT_GE(0, self_attr_ids(LSM_ATTR_EXEC, ids, 8));
	EXPECT_GE(0, self_attr_ids(LSM_ATTR_PREV, ids, 8));
	if (apparmor)
		EXPECT_EQ(0, glass_in_child(exec_ids, NULL));
}

/* The display choice */

TEST_F(attr, display_files)
{
	char got[64];
	int fd;

	ASSERT_EQ(0, glass_get_display(got, sizeof(got)));
	EXPECT_STREQ("composite", got);
	ASSERT_LT(0, glass_read(SECFS "/glass/display_default", got,
				sizeof(got)));
	EXPECT_STREQ("composite\n", got);
	fd = open(SECFS "/glass/display_default", O_WRONLY);
	if (fd >= 0) {
		EXPECT_GT(0, write(fd, "smack", 5));
		close(fd);
	}
}

struct display_case {
	const char *display;
	const char *want;	/* /proc/self/attr/current afterwards */
};

/* Set the display, then read attr/current here, in a child and after exec. */
static int display_then_read(void *arg)
{
	const struct display_case *d = arg;
	char got[1200], disp[64];
	int p[2];
	ssize_t n;
	pid_t pid;

	if (set_display(d->display))
		return CHILD_BROKEN;
	if (glass_read("/proc/self/attr/current", got, sizeof(got)) < 0 ||
	    strcmp(got, d->want))
		return 1;
	/* Inherited across fork... */
	pid = fork();
	if (pid == 0)
		_exit(glass_get_display(disp, sizeof(disp)) ||
		      strcmp(disp, d->display));
	if (glass_wait(pid))
		return 2;
	/* ...and across exec. */
	if (pipe(p))
		return CHILD_BROKEN;
	pid = fork();
	if (pid == 0) {
		dup2(p[1], 1);
		execl("/bin/cat", "cat", "/proc/self/attr/current", NULL);
		_exit(127);
	}
	close(p[1]);
	n = read(p[0], got, sizeof(got) - 1);
	close(p[0]);
	if (glass_wait(pid) || n < 0)
		return 3;
	got[n] = '\0';
	return strcmp(got, d->want) ? 4 : 0;
}

TEST_F(attr, display_module_format)
{
	struct display_case smack_case = { "smack", "_" };
	struct display_case aa_case = { "apparmor", "unconfined\n" };
	char got[64];

	if (smack)
		EXPECT_EQ(0, glass_in_child(display_then_read, &smack_case));
	if (apparmor)
		EXPECT_EQ(0, glass_in_child(display_then_read, &aa_case));
	/* The parent's display did not change. */
	ASSERT_EQ(0, glass_get_display(got, sizeof(got)));
	EXPECT_STREQ("composite", got);
}

static int display_bad(void *arg)
{
	static const char *const bad[] = {
		"tomoyo", "capability", "glass", "nosuch", "Smack",
		"smack apparmor", "composite,smack",
		"0123456789012345678901234567890123456789",
	};
	char got[64];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		if (glass_write(DISPLAY, bad[i]) != -EINVAL)
			return 10 + i;
		if (glass_get_display(got, sizeof(got)) || strcmp(got, "composite"))
			return 40 + i;
	}
	return 0;
}

TEST_F(attr, display_refuses_bad_names)
{
	EXPECT_EQ(0, glass_in_child(display_bad, NULL));
}

/* An unprivileged task chooses its own display: it only changes its view. */
static int display_unprivileged(void *arg)
{
	const char *module = arg;
	char got[64];

	if (glass_become(NOBODY_UID) || set_display(module))
		return CHILD_BROKEN;
	return glass_get_display(got, sizeof(got)) || strcmp(got, module);
}

TEST_F(attr, display_needs_no_privilege)
{
	if (!smack && !apparmor)
		SKIP(return, "no module with process attributes");
	EXPECT_EQ(0, glass_in_child(display_unprivileged,
				    smack ? "smack" : "apparmor"));
}

/* Under display=smack, a bare label written to attr/current is Smack's. */
static int display_write(void *arg)
{
	char got[64];

	if (set_display("smack") || write_attr("current", "Worker"))
		return CHILD_BROKEN;
	module_attr("/proc/self", "smack", "current", got, sizeof(got));
	return strcmp(got, "Worker");
}

TEST_F(attr, display_write_module_format)
{
	if (!smack)
		SKIP(return, "needs Smack");
	EXPECT_EQ(0, glass_in_child(display_write, NULL));
}

/* SO_PEERSEC in Smack's own format under display=smack. */
static int peersec_client(void *arg)
{
	const struct sockaddr_un *addr = arg;
	int fd;
	char c;

	if (write_attr("smack/current", "Worker"))
		return CHILD_BROKEN;
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	if (fd < 0 || connect(fd, (const struct sockaddr *)addr,
			      sizeof(*addr)))
		return errno;
	return read(fd, &c, 1) < 0 ? errno : 0;
}

static int peersec_display(void *arg)
{
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	char got[256];
	socklen_t len = sizeof(got);
	int srv, conn, rc = 0;
	pid_t pid;

	snprintf(addr.sun_path + 1, sizeof(addr.sun_path) - 1,
		 "glass-attr-%d", getpid());
	srv = socket(AF_UNIX, SOCK_STREAM, 0);
	if (srv < 0 || bind(srv, (struct sockaddr *)&addr, sizeof(addr)) ||
	    listen(srv, 1))
		return CHILD_BROKEN;
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		_exit(peersec_client(&addr));
	conn = accept(srv, NULL, NULL);
	if (conn < 0)
		return CHILD_BROKEN;
	if (set_display((const char *)arg) ||
	    getsockopt(conn, SOL_SOCKET, SO_PEERSEC, got, &len))
		rc = 1;
	else if (!strcmp(arg, "smack"))
		rc = len != 7 || strcmp(got, "Worker") ? 2 : 0;
	else
		/*
		 * AppArmor 6.12 labels no unix peer: Smack's label alone,
		 * as Smack gives it, its NUL counted.
		 */
		rc = len != 7 || strcmp(got, "Worker") ? 3 : 0;
	if (write(conn, "", 1) != 1)
		rc = CHILD_BROKEN;
	close(conn);
	return glass_wait(pid) ? CHILD_BROKEN : rc;
}

TEST_F(attr, display_so_peersec)
{
	if (!smack)
		SKIP(return, "needs Smack, which labels unix stream peers");
	EXPECT_EQ(0, glass_in_child(peersec_display, "smack"));
	EXPECT_EQ(0, glass_in_child(peersec_display, "composite"));
}

/*
 * libapparmor's aa_getcon() reads /proc/self/attr/apparmor/current, and
 * /proc/self/attr/current when that is missing (older kernels).  Hide the
 * apparmor directory in a mount namespace of our own to reach the
 * fallback: with Smack composed too it parses the composite as an
 * AppArmor label and gets it wrong, and gets it right under
 * display=apparmor; with AppArmor the only module with process
 * attributes, attr/current is AppArmor's own and the fallback works.
 */
static int getcon_is(const char *label, const char *mode)
{
	char *con = NULL, *m = NULL;
	int ret = aa_getcon(&con, &m) < 0;

	if (!ret)
		ret = strcmp(con, label) || (mode ? !m || strcmp(m, mode) : !!m);
	free(con);
	return ret;
}

static int hide_apparmor_dir(void)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/attr/apparmor", getpid());
	if (unshare(CLONE_NEWNS) ||
	    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) ||
	    mount("tmpfs", path, "tmpfs", MS_RDONLY, NULL))
		return -1;
	return access("/proc/self/attr/apparmor/current", F_OK) ? 0 : -1;
}

static int getcon_confined(void *arg)
{
	if (glass_aa_confine("glass_demo"))
		return CHILD_BROKEN;
	return getcon_is("glass_demo", "enforce");
}

static int getcon_fallback(void *arg)
{
	bool confined = arg;
	const char *label = confined ? "glass_demo" : "unconfined";
	const char *mode = confined ? "enforce" : NULL;

	if (hide_apparmor_dir())
		return CHILD_BROKEN;
	/* Confined after hiding: mounting is not in glass_demo's profile. */
	if (confined &&
	    write_attr("current", "(apparmor=\"changeprofile glass_demo\")"))
		return CHILD_BROKEN;
	/* The composite is no AppArmor label... */
	if (smack && !getcon_is(label, mode))
		return 1;
	if (!smack && getcon_is(label, mode))
		return 3;
	/* ...but under display=apparmor the fallback reads AppArmor's. */
	if (set_display("apparmor") || getcon_is(label, mode))
		return 2;
	return 0;
}

TEST_F(attr, aa_getcon)
{
	if (!apparmor)
		SKIP(return, "needs AppArmor");
	EXPECT_EQ(0, getcon_is("unconfined", NULL));
	EXPECT_EQ(0, glass_in_child(getcon_confined, NULL));
	EXPECT_EQ(0, glass_in_child(getcon_fallback, NULL));
	EXPECT_EQ(0, glass_in_child(getcon_fallback, "confined"));
}

/*
 * A set-user-ID program sees the boot default display, not the one its
 * invoker chose; a plain exec keeps the choice.  The program is a copy of
 * exec-probe, which prints its display.
 */
#define SUID_COPY	"/tmp/glass-attr-suid"
#define PLAIN_COPY	"/tmp/glass-attr-plain"

/* The display a program run from @path reports for itself. */
static int display_after_exec(const char *path, char *out, size_t size)
{
	const char *const argv[] = { path, "display", NULL };

	if (glass_run(argv, out, size) || !*out)
		return -1;
	out[strcspn(out, "\n")] = '\0';
	return 0;
}

static int setuid_exec_display(void *arg)
{
	const char *chosen = smack ? "smack" : "apparmor";
	const char *boot = arg;
	char got[64];

	if (glass_become(NOBODY_UID) || set_display(chosen))
		return CHILD_BROKEN;
	if (display_after_exec(PLAIN_COPY, got, sizeof(got)) ||
	    strcmp(got, chosen))
		return 1;
	if (display_after_exec(SUID_COPY, got, sizeof(got)) ||
	    strcmp(got, boot))
		return 2;
	return 0;
}

TEST_F(attr, display_reset_by_setuid_exec)
{
	char boot[64];

	if (!smack && !apparmor)
		SKIP(return, "needs a module with process attributes");
	ASSERT_EQ(0, glass_get_display(boot, sizeof(boot)));
	ASSERT_EQ(0, glass_copy_file(glass_exec_probe(), PLAIN_COPY, 0755));
	ASSERT_EQ(0, glass_copy_file(glass_exec_probe(), SUID_COPY, 04755));
	EXPECT_EQ(0, glass_in_child(setuid_exec_display, boot));
	unlink(PLAIN_COPY);
	unlink(SUID_COPY);
}

/*
 * Display rules: a program named by a rule runs with the rule's display,
 * whatever its invoker chose, set-user-ID or not; a script is named by its
 * own path, not its interpreter's; a program no rule names keeps the
 * inherited display.  The copies of exec-probe print their display.
 */
#define RULED_COPY	"/tmp/glass-attr-ruled"
#define RULED_LINK	"/tmp/glass-attr-ruled-link"
#define RULED_SCRIPT	"/tmp/glass-attr-ruled-script"

static int set_rules(const char *rules)
{
	return glass_write(DISPLAY_RULES, rules);
}

FIXTURE(display_rules) {
	const char *module;	/* a module with process attributes */
	const char *other;	/* a display that is not @module */
	char boot[64];
};

FIXTURE_SETUP(display_rules)
{
	char script[128];

	smack = glass_lsm_active("smack");
	apparmor = glass_lsm_active("apparmor");
	if (!smack && !apparmor)
		SKIP(return, "needs a module with process attributes");
	self->module = smack ? "smack" : "apparmor";
	self->other = smack && apparmor ? "apparmor" : "composite";
	ASSERT_EQ(0, glass_get_display(self->boot, sizeof(self->boot)));
	ASSERT_EQ(0, glass_copy_file(glass_exec_probe(), PLAIN_COPY, 0755));
	ASSERT_EQ(0, glass_copy_file(glass_exec_probe(), RULED_COPY, 0755));
	ASSERT_EQ(0, glass_copy_file(glass_exec_probe(), SUID_COPY, 04755));
	unlink(RULED_LINK);
	ASSERT_EQ(0, symlink(RULED_COPY, RULED_LINK));
	snprintf(script, sizeof(script), "#!%s display\n", PLAIN_COPY);
	ASSERT_EQ(0, glass_write_file(RULED_SCRIPT, script, 0755));
}

FIXTURE_TEARDOWN(display_rules)
{
	EXPECT_EQ(0, set_rules("\n"));
	unlink(PLAIN_COPY);
	unlink(RULED_COPY);
	unlink(SUID_COPY);
	unlink(RULED_LINK);
	unlink(RULED_SCRIPT);
}

struct ruled_exec {
	const char *path;	/* what to execute */
	const char *chosen;	/* the invoker's display */
	const char *want;	/* the display the program must report */
	bool as_nobody;		/* a set-user-ID exec is secure only then */
};

static int ruled_exec(void *arg)
{
	const struct ruled_exec *r = arg;
	char got[64];

	if ((r->as_nobody && glass_become(NOBODY_UID)) ||
	    set_display(r->chosen))
		return CHILD_BROKEN;
	if (display_after_exec(r->path, got, sizeof(got)))
		return 1;
	return strcmp(got, r->want) ? 2 : 0;
}

TEST_F(display_rules, rule_sets_the_display_at_exec)
{
	char rules[512], got[512];
	struct ruled_exec r = { RULED_COPY, "composite", self->module, false };

	snprintf(rules, sizeof(rules), "%s %s\n%s %s\n%s %s\n",
		 self->module, RULED_LINK, self->module, SUID_COPY,
		 self->module, RULED_SCRIPT);
	ASSERT_EQ(0, set_rules(rules));
	/* Read back with the symlink resolved, in the order written. */
	snprintf(rules, sizeof(rules), "%s %s\n%s %s\n%s %s\n",
		 self->module, RULED_COPY, self->module, SUID_COPY,
		 self->module, RULED_SCRIPT);
	ASSERT_LT(0, glass_read(DISPLAY_RULES, got, sizeof(got)));
	EXPECT_STREQ(rules, got);

	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
	/* Through the symlink: the file executed is the same. */
	r.path = RULED_LINK;
	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
	/* The rule wins over the invoker's choice. */
	r.chosen = self->other;
	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
	/* And over the reset of a set-user-ID exec. */
	r.path = SUID_COPY;
	r.as_nobody = true;
	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
	r.as_nobody = false;
	/* A script is named by its own path, not by its interpreter's. */
	r.path = RULED_SCRIPT;
	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
	/* A program no rule names keeps what it inherited. */
	r.path = PLAIN_COPY;
	r.want = self->other;
	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
}

TEST_F(display_rules, rule_to_composite)
{
	char rules[256];
	struct ruled_exec r = { RULED_COPY, self->module, "composite", false };

	snprintf(rules, sizeof(rules), "composite %s\n", RULED_COPY);
	ASSERT_EQ(0, set_rules(rules));
	EXPECT_EQ(0, glass_in_child(ruled_exec, &r));
}

/* Root without CAP_MAC_ADMIN, and nobody. */
static int rules_without_cap(void *arg)
{
	if (glass_drop_cap(CAP_MAC_ADMIN))
		return CHILD_BROKEN;
	return -set_rules(arg);
}

static int rules_as_nobody(void *arg)
{
	if (glass_become(NOBODY_UID))
		return CHILD_BROKEN;
	return -set_rules(arg);
}

/* Bad tables and writers are refused and change nothing. */
TEST_F(display_rules, refused_tables_change_nothing)
{
	static const char * const malformed[] = {
		"smack", "smack relative/path", "smack  /bin/sh", "nosuch /bin/sh",
		"tomoyo /bin/sh", "capability /bin/sh", "glass /bin/sh",
	};
	char good[256], got[256], bad[300];
	unsigned int i;

	snprintf(good, sizeof(good), "%s %s\n", self->module, RULED_COPY);
	ASSERT_EQ(0, set_rules(good));
	for (i = 0; i < ARRAY_SIZE(malformed); i++) {
		snprintf(bad, sizeof(bad), "%s %s\n%s\n", self->module,
			 PLAIN_COPY, malformed[i]);
		EXPECT_EQ(-EINVAL, set_rules(bad)) TH_LOG("%s", malformed[i]);
	}
	snprintf(bad, sizeof(bad), "%s %s\n%s %s\n", self->module, PLAIN_COPY,
		 self->other, PLAIN_COPY);
	EXPECT_EQ(-EINVAL, set_rules(bad));
	snprintf(bad, sizeof(bad), "%s /tmp/glass-no-such-file\n", self->module);
	EXPECT_EQ(-ENOENT, set_rules(bad));
	/* Not a regular file. */
	snprintf(bad, sizeof(bad), "%s /tmp\n", self->module);
	EXPECT_EQ(-EINVAL, set_rules(bad));
	EXPECT_EQ(EPERM, glass_in_child(rules_without_cap, "\n"));
	EXPECT_EQ(EACCES, glass_in_child(rules_as_nobody, "\n"));
	ASSERT_LT(0, glass_read(DISPLAY_RULES, got, sizeof(got)));
	EXPECT_STREQ(good, got);
	/* An empty table is a valid one. */
	EXPECT_EQ(0, set_rules("\n"));
	EXPECT_EQ(0, glass_read(DISPLAY_RULES, got, sizeof(got)));
}

/*
 * glass-exec (tools/glass-exec.c): the command runs with the display
 * asked for, whatever its invoker had; errors exit as env(1) does.
 */
#define GLASS_EXEC	"/usr/bin/glass-exec"

TEST(glass_exec)
{
	const char *probe = glass_exec_probe();
	char module[64], out[512];

	smack = glass_lsm_active("smack");
	apparmor = glass_lsm_active("apparmor");
	if (!smack && !apparmor)
		SKIP(return, "needs a module with process attributes");
	ASSERT_EQ(0, access(GLASS_EXEC, X_OK));
	ASSERT_EQ(0, access(probe, X_OK));
	snprintf(module, sizeof(module), "--display=%s",
		 smack ? "smack" : "apparmor");
	{
		const char *const to_module[] = { GLASS_EXEC, module, "--",
					    probe, "display", NULL };
		const char *const to_composite[] = { GLASS_EXEC, "--display=composite",
					       probe, "display", NULL };
		const char *const bad_module[] = { GLASS_EXEC, "--display=tomoyo",
					     probe, "display", NULL };
		const char *const no_command[] = { GLASS_EXEC, module,
					     "/nonexistent/cmd", NULL };
		const char *const not_executable[] = { GLASS_EXEC, module,
						 "/proc/self/status", NULL };
		const char *const no_args[] = { GLASS_EXEC, module, NULL };
		const char *const show[] = { GLASS_EXEC, "--display", NULL };

		EXPECT_EQ(0, glass_run(to_module, out, sizeof(out)));
		EXPECT_STREQ(module + strlen("--display="), strtok(out, "\n"));
		EXPECT_EQ(0, glass_run(to_composite, out, sizeof(out)));
		EXPECT_STREQ("composite\n", out);
		EXPECT_EQ(125, glass_run(bad_module, out, sizeof(out)));
		EXPECT_NE(NULL, strstr(out, "tomoyo: not"));
		EXPECT_EQ(127, glass_run(no_command, out, sizeof(out)));
		EXPECT_EQ(126, glass_run(not_executable, out, sizeof(out)));
		EXPECT_EQ(125, glass_run(no_args, out, sizeof(out)));
		ASSERT_EQ(0, glass_get_display(module, sizeof(module)));
		strcat(module, "\n");
		EXPECT_EQ(0, glass_run(show, out, sizeof(out)));
		EXPECT_STREQ(module, out);
	}
}

TEST_HARNESS_MAIN
