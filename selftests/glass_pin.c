// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: a display the administrator pins, as a container manager does,
 * against one a task chose for itself.
 *
 *   - A display pinned for a task through display_pin ("PID MODULE", by
 *     a task with CAP_MAC_ADMIN), or by a display rule at an exec, is
 *     inherited by every descendant and survives secure exec (set-user-ID,
 *     file capabilities).
 *   - A display a task chose for itself (the display file) is kept by
 *     fork and plain exec, and undone by secure exec: to the boot default,
 *     or to the pin when there is one.  So is root's choice: only
 *     display_pin pins.
 *   - Only CAP_MAC_ADMIN in the initial user namespace pins: not root
 *     without it, not nobody, not root in a user namespace of its own (a
 *     container's root).  A pinned task cannot unpin itself, by a choice
 *     or by an exec; under a pin by pid, display rules do not apply.
 *   - Malformed pins get EINVAL, an unknown pid ESRCH; neither changes
 *     anything.
 *
 * What a task sees is read by exec-probe, executed (or forked) from the
 * task: its display and its /proc/self/attr/current, byte for byte.
 * Needs a composed module with process attributes (Smack, AppArmor or
 * SELinux) that is not the boot default.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <sys/xattr.h>
#include <linux/xattr.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define DISPLAY		SECFS "/glass/display"
#define DISPLAY_PIN	SECFS "/glass/display_pin"
#define DISPLAY_RULES	SECFS "/glass/display_rules"

/* Copies of exec-probe: plain, set-user-ID root, with file capabilities. */
#define PLAIN_COPY	"/tmp/glass-pin-plain"
#define SUID_COPY	"/tmp/glass-pin-suid"
#define FCAP_COPY	"/tmp/glass-pin-fcap"
/* The copy a display rule names. */
#define RULED_COPY	"/tmp/glass-pin-ruled"

/* The displays the tests use, and what attr/current reads under each. */
struct displays {
	char boot[64];		/* the boot default */
	const char *module;	/* the display set: a module, not @boot */
	const char *other;	/* not @module: another module, or composite */
	char current[3][512];	/* attr/current under boot, module, other */
};

/* attr/current as this task reads it under @display; 0 or -1. */
static int current_under(const char *display, char *out, size_t size)
{
	char was[64];

	if (glass_get_display(was, sizeof(was)) || glass_write(DISPLAY, display) ||
	    glass_read("/proc/self/attr/current", out, size) < 0)
		return -1;
	return glass_write(DISPLAY, was) ? -1 : 0;
}

static const char *current_of(const struct displays *d, const char *display)
{
	if (!strcmp(display, d->module))
		return d->current[1];
	if (!strcmp(display, d->other))
		return d->current[2];
	return d->current[0];
}

/*
 * Run exec-probe's @argv (a chain of "fork", "exec PATH" and a last
 * "view"); its output must be @display's name and attr/current under it.
 * 0, or -1 after saying what it got.
 */
static int expect_view(const struct displays *d, const char *step,
		       const char *const *argv, const char *display)
{
	char got[1200], want[600];

	snprintf(want, sizeof(want), "%s\n%s", display, current_of(d, display));
	if (glass_run(argv, got, sizeof(got)) == 0 && !strcmp(got, want))
		return 0;
	fprintf(stderr, "# %s: got \"%s\", want \"%s\"\n", step, got, want);
	return -1;
}

/* This task's own view, read without an exec: as expect_view(). */
static int expect_own_view(const struct displays *d, const char *step,
			   const char *display)
{
	char got[64], current[512];

	if (glass_get_display(got, sizeof(got)) ||
	    glass_read("/proc/self/attr/current", current, sizeof(current)) < 0)
		return -1;
	if (!strcmp(got, display) && !strcmp(current, current_of(d, display)))
		return 0;
	fprintf(stderr, "# %s: display \"%s\", attr/current \"%s\", want \"%s\"\n",
		step, got, current, display);
	return -1;
}

/* What display_pin reads for this task; 0, or -1 after saying it. */
static int expect_pin(const char *step, const char *want)
{
	char got[128];

	if (glass_read(DISPLAY_PIN, got, sizeof(got)) > 0 && !strcmp(got, want))
		return 0;
	fprintf(stderr, "# %s: display_pin \"%s\", want \"%s\"\n", step, got,
		want);
	return -1;
}

/* Write "@pid @display" to display_pin in one write; 0 or -errno. */
static int pin(pid_t pid, const char *display)
{
	char text[96];

	snprintf(text, sizeof(text), "%d %s", pid, display);
	return glass_write(DISPLAY_PIN, text);
}

/* File capabilities that make an exec by nobody a secure one. */
static int set_fcap(const char *path)
{
	struct vfs_cap_data d = {
		.magic_etc = VFS_CAP_REVISION_2 | VFS_CAP_FLAGS_EFFECTIVE,
		.data = { { .permitted = 1u << CAP_NET_RAW } },
	};

	return setxattr(path, XATTR_NAME_CAPS, &d, XATTR_CAPS_SZ_2, 0);
}

/* How the subject's display is set. */
enum setter {
	BY_PID,		/* display_pin, by its parent, as root */
	BY_RULE,	/* a display rule on the first program it executes */
	BY_CHOICE,	/* the display file, by itself, as nobody */
	BY_ROOT_CHOICE,	/* the display file, by itself, as root */
};

FIXTURE(view) {
	struct displays d;
};

FIXTURE_VARIANT(view) {
	enum setter setter;
	bool pinned;		/* survives secure exec */
	const char *pin;	/* display_pin's "MODULE how", "" for none */
};

FIXTURE_VARIANT_ADD(view, pinned_by_pid) {
	.setter = BY_PID, .pinned = true, .pin = "pid",
};

FIXTURE_VARIANT_ADD(view, pinned_by_rule) {
	.setter = BY_RULE, .pinned = true, .pin = "rule",
};

FIXTURE_VARIANT_ADD(view, chosen_unprivileged) {
	.setter = BY_CHOICE, .pinned = false, .pin = "",
};

FIXTURE_VARIANT_ADD(view, chosen_by_root) {
	.setter = BY_ROOT_CHOICE, .pinned = false, .pin = "",
};

/* The displays of this boot, attr/current under each, and the copies. */
static int displays_find(struct displays *d)
{
	static const char *const modules[] = { "smack", "apparmor", "selinux" };
	const char *found[3], *names[3];
	unsigned int i, nr = 0;

	if (glass_read(SECFS "/glass/display_default", d->boot,
		       sizeof(d->boot)) <= 0)
		return -EIO;
	d->boot[strcspn(d->boot, "\n")] = '\0';
	for (i = 0; i < ARRAY_SIZE(modules); i++)
		if (glass_lsm_active(modules[i]) && strcmp(modules[i], d->boot))
			found[nr++] = modules[i];
	if (!nr)
		return -ENOENT;
	d->module = found[0];
	d->other = nr > 1 ? found[1] : "composite";
	names[0] = d->boot;
	names[1] = d->module;
	names[2] = d->other;
	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (current_under(names[i], d->current[i], sizeof(d->current[i])))
			return -EIO;
	if (glass_copy_file(glass_exec_probe(), PLAIN_COPY, 0755) ||
	    glass_copy_file(glass_exec_probe(), SUID_COPY, 04755) ||
	    glass_copy_file(glass_exec_probe(), FCAP_COPY, 0755) ||
	    glass_copy_file(glass_exec_probe(), RULED_COPY, 0755) ||
	    set_fcap(FCAP_COPY))
		return -EIO;
	return 0;
}

static void displays_teardown(void)
{
	glass_write(DISPLAY_RULES, "\n");
	unlink(PLAIN_COPY);
	unlink(SUID_COPY);
	unlink(FCAP_COPY);
	unlink(RULED_COPY);
}

/*
 * Every fixture's setup: false when the test skips, on a boot whose
 * default is the only display.
 */
static bool displays_setup(struct __test_metadata *const _metadata,
			   struct displays *d)
{
	int ret = displays_find(d);

	if (ret == -ENOENT)
		SKIP(return false, "needs a module with process attributes, not the boot default");
	ASSERT_EQ(0, ret);
	return true;
}

FIXTURE_SETUP(view)
{
	if (!displays_setup(_metadata, &self->d))
		return;
	if (variant->setter == BY_RULE) {
		char rule[128];

		snprintf(rule, sizeof(rule), "%s %s\n", self->d.module,
			 RULED_COPY);
		ASSERT_EQ(0, glass_write(DISPLAY_RULES, rule));
	}
}

FIXTURE_TEARDOWN(view)
{
	displays_teardown();
}

struct subject {
	const struct displays *d;
	enum setter setter;
	bool pinned;
	const char *pin;
	int go;			/* read end: the parent has set the display */
};

/*
 * The subject: its display set as the variant says, it becomes nobody
 * and looks at itself, its children, and the programs it executes.
 * Every program is started from "launcher", which a display rule names
 * in the rule variant.  0, or the number of the first step that failed.
 */
static int subject(void *arg)
{
	const struct subject *s = arg;
	const struct displays *d = s->d;
	const char *m = d->module, *after_secure = s->pinned ? m : d->boot;
	const char *launcher = s->setter == BY_RULE ? RULED_COPY : PLAIN_COPY;
	char pin_line[96] = "none\n";
	int failed = 0;
	char c;

	if (s->pin[0])
		snprintf(pin_line, sizeof(pin_line), "%s %s\n", m, s->pin);
	if (s->setter == BY_ROOT_CHOICE && glass_write(DISPLAY, m))
		return CHILD_BROKEN;
	if (glass_become(NOBODY_UID) || prctl(PR_SET_DUMPABLE, 1, 0, 0, 0))
		return CHILD_BROKEN;
	if (s->setter == BY_CHOICE && glass_write(DISPLAY, m))
		return CHILD_BROKEN;
	/* BY_PID: the parent pins this task while it waits here. */
	if (read(s->go, &c, 1) != 1)
		return CHILD_BROKEN;
	if (s->setter != BY_RULE &&
	    (expect_own_view(d, "itself", m) | expect_pin("its pin", pin_line)))
		failed = 1;
	{
		const char *const view[] = { launcher, "view", NULL };
		const char *const forked[] = { launcher, "fork", "view", NULL };
		const char *const pinned[] = { launcher, "pin", NULL };
		const char *const plain[] = { launcher, "exec", PLAIN_COPY,
					      "view", NULL };
		const char *const suid[] = { launcher, "exec", SUID_COPY,
					     "view", NULL };
		const char *const fcap[] = { launcher, "exec", FCAP_COPY,
					     "view", NULL };
		const char *const suid_then_plain[] = {
			launcher, "exec", SUID_COPY, "exec", PLAIN_COPY, "view",
			NULL };
		const char *const child_suid[] = { launcher, "fork", "exec",
						   SUID_COPY, "view", NULL };
		char got[128];

		/* Every step, so that one failure does not hide the next. */
		if (expect_view(d, "exec", view, m))
			failed = failed ?: 2;
		if (expect_view(d, "exec, fork", forked, m))
			failed = failed ?: 3;
		if (glass_run(pinned, got, sizeof(got)) || strcmp(got, pin_line)) {
			fprintf(stderr, "# exec: display_pin \"%s\", want \"%s\"\n",
				got, pin_line);
			failed = failed ?: 4;
		}
		if (expect_view(d, "exec, exec", plain, m))
			failed = failed ?: 5;
		if (expect_view(d, "exec, set-user-ID exec", suid, after_secure))
			failed = failed ?: 6;
		if (expect_view(d, "exec, file capabilities exec", fcap,
				after_secure))
			failed = failed ?: 7;
		if (expect_view(d, "exec, set-user-ID exec, exec",
				suid_then_plain, after_secure))
			failed = failed ?: 8;
		if (expect_view(d, "exec, fork, set-user-ID exec", child_suid,
				after_secure))
			failed = failed ?: 9;
	}
	return failed;
}

/*
 * After its display is set, and after fork, exec, secure exec: the
 * pinned display stays, the chosen one goes back to the boot default.
 */
TEST_F(view, fork_exec_secure_exec)
{
	struct subject s = {
		.d = &self->d, .setter = variant->setter,
		.pinned = variant->pinned, .pin = variant->pin,
	};
	int go[2];
	pid_t pid;

	ASSERT_EQ(0, pipe(go));
	s.go = go[0];
	fflush(NULL);
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		close(go[1]);
		_exit(subject(&s));
	}
	close(go[0]);
	if (variant->setter == BY_PID)
		EXPECT_EQ(0, pin(pid, self->d.module));
	ASSERT_EQ(1, write(go[1], "g", 1));
	close(go[1]);
	EXPECT_EQ(0, glass_wait(pid));
}

/*
 * Who may pin: a task with CAP_MAC_ADMIN in the initial user namespace.
 * Each would-be pinner tries to pin its parent, the target, which then
 * reads its own view and pin: unchanged.
 */
FIXTURE(pinner) {
	struct displays d;
};

FIXTURE_VARIANT(pinner) {
	int (*become)(void);	/* made the pinner, in its own process */
	int err;		/* what its write gets */
};

static int become_root_without_mac_admin(void)
{
	return glass_drop_cap(CAP_MAC_ADMIN);
}

static int become_nobody(void)
{
	return glass_become(NOBODY_UID);
}

/* A container's root: every capability, in a user namespace of its own. */
static int become_userns_root(void)
{
	if (unshare(CLONE_NEWUSER))
		return errno == EINVAL ? -EOPNOTSUPP : -errno;
	return 0;
}

static int become_pinned_nobody(void)
{
	return pin(getpid(), "composite") ?: glass_become(NOBODY_UID);
}

FIXTURE_VARIANT_ADD(pinner, root_without_cap_mac_admin) {
	.become = become_root_without_mac_admin, .err = EPERM,
};

FIXTURE_VARIANT_ADD(pinner, nobody) {
	/* display_pin is root's, 0644: refused at open. */
	.become = become_nobody, .err = EACCES,
};

FIXTURE_VARIANT_ADD(pinner, user_namespace_root) {
	.become = become_userns_root, .err = EPERM,
};

FIXTURE_VARIANT_ADD(pinner, pinned_nobody) {
	.become = become_pinned_nobody, .err = EACCES,
};

FIXTURE_SETUP(pinner)
{
	displays_setup(_metadata, &self->d);
}

FIXTURE_TEARDOWN(pinner)
{
	displays_teardown();
}

struct attempt {
	const struct displays *d;
	int (*become)(void);
	int err;
};

/*
 * The pinner, a child of the target: the errno of its pin of the target,
 * if pinning itself gets the same; else broken.
 */
static int pin_parent(void *arg)
{
	const struct attempt *a = arg;
	pid_t target = getppid();
	int ret = a->become();

	if (ret == -EOPNOTSUPP)
		return KSFT_SKIP;
	if (ret)
		return CHILD_BROKEN;
	ret = -pin(target, a->d->module);
	return ret == -pin(getpid(), a->d->module) ? ret : CHILD_BROKEN;
}

/* The target: chose nothing, pinned by no one; the pinner fails. */
static int pin_target(void *arg)
{
	const struct attempt *a = arg;
	const char *const secure[] = { SUID_COPY, "view", NULL };
	int ret = glass_in_child(pin_parent, arg);

	if (ret == KSFT_SKIP)
		return ret;
	if (ret != a->err) {
		fprintf(stderr, "# the pin got %s, want %s\n",
			glass_errname(ret), glass_errname(a->err));
		return 1;
	}
	if (expect_own_view(a->d, "target", a->d->boot) ||
	    expect_pin("target's pin", "none\n"))
		return 2;
	if (glass_become(NOBODY_UID) ||
	    expect_view(a->d, "target, set-user-ID exec", secure, a->d->boot))
		return 3;
	return 0;
}

TEST_F(pinner, is_refused_and_changes_nothing)
{
	struct attempt a = { &self->d, variant->become, variant->err };
	int ret = glass_in_child(pin_target, &a);

	if (ret == KSFT_SKIP)
		SKIP(return, "no user namespaces in this kernel (CONFIG_USER_NS)");
	EXPECT_EQ(0, ret);
}

/* What the pinned tasks and the administrator do. */
FIXTURE(pin) {
	struct displays d;
};

FIXTURE_SETUP(pin)
{
	displays_setup(_metadata, &self->d);
}

FIXTURE_TEARDOWN(pin)
{
	displays_teardown();
}

/*
 * A pinned task cannot unpin itself: a choice of its own lasts until its
 * next secure exec, which gives the pin back; a display rule on what it
 * executes does not apply.  The administrator can pin it again.
 */
static int pinned_cannot_unpin(void *arg)
{
	const struct displays *d = arg;
	const char *m = d->module;
	const char *const ruled[] = { RULED_COPY, "view", NULL };
	const char *const secure[] = { SUID_COPY, "view", NULL };
	const char *const ruled_secure[] = { RULED_COPY, "exec", SUID_COPY,
					     "view", NULL };
	char rule[128], pin_line[96];

	snprintf(rule, sizeof(rule), "%s %s\n", d->other, RULED_COPY);
	snprintf(pin_line, sizeof(pin_line), "%s pid\n", m);
	if (glass_write(DISPLAY_RULES, rule) || pin(getpid(), m) ||
	    glass_become(NOBODY_UID))
		return CHILD_BROKEN;
	/* Its own choice: allowed, the pin stays. */
	if (glass_write(DISPLAY, d->boot) ||
	    expect_own_view(d, "chose the boot default", d->boot) ||
	    expect_pin("pin after a choice", pin_line))
		return 1;
	if (expect_view(d, "set-user-ID exec after a choice", secure, m))
		return 2;
	/* A rule names what it executes: the pin wins. */
	if (expect_view(d, "ruled exec", ruled, d->boot) ||
	    expect_view(d, "ruled exec, set-user-ID exec", ruled_secure, m))
		return 3;
	/* It may not pin itself to something else. */
	if (pin(getpid(), d->other) != -EACCES)
		return 4;
	return expect_pin("pin after all", pin_line) ? 5 : 0;
}

TEST_F(pin, pinned_task_cannot_unpin_itself)
{
	EXPECT_EQ(0, glass_in_child(pinned_cannot_unpin, &self->d));
}

/* The administrator pins again, to another display, or to the boot's. */
static int repin(void *arg)
{
	const struct displays *d = arg;
	const char *const secure[] = { SUID_COPY, "view", NULL };
	char pin_line[96];
	int ready[2], go[2];
	pid_t pid;
	char c;

	if (pipe(ready) || pipe(go))
		return CHILD_BROKEN;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		/* Pinned by pid 1's stand-in, this test, twice. */
		if (glass_become(NOBODY_UID) || write(ready[1], "r", 1) != 1 ||
		    read(go[0], &c, 1) != 1)
			_exit(CHILD_BROKEN);
		snprintf(pin_line, sizeof(pin_line), "%s pid\n", d->other);
		_exit(expect_own_view(d, "re-pinned", d->other) ||
		      expect_pin("re-pinned", pin_line) ||
		      expect_view(d, "re-pinned, set-user-ID exec", secure,
				  d->other));
	}
	if (read(ready[0], &c, 1) != 1 || pin(pid, d->module) ||
	    pin(pid, d->other) || write(go[1], "g", 1) != 1) {
		glass_reap(pid);
		return CHILD_BROKEN;
	}
	return glass_wait(pid);
}

TEST_F(pin, administrator_pins_again)
{
	EXPECT_EQ(0, glass_in_child(repin, &self->d));
}

/*
 * Malformed pins get EINVAL, a pid no task has ESRCH, an oversized or
 * offset write EINVAL; the target (this test's child) stays unpinned.
 */
static int bad_pins(void *arg)
{
	static const char *const malformed[] = {
		"", "\n", "%d", "%d ", "%d  %s", " %d %s", "%d %s ", "%d %s\n\n",
		"%d\t%s", "+%d %s", "0x%x %s", "%d tomoyo", "%d capability",
		"%d nosuch", "%d Composite", "%d %s\n%d %s", "-%d %s",
	};
	const struct displays *d = arg;
	pid_t me = getpid();
	char text[128];
	unsigned int i;
	int fd, ret = 0;

	for (i = 0; i < ARRAY_SIZE(malformed); i++) {
		snprintf(text, sizeof(text), malformed[i], me, d->module, me,
			 d->module);
		if (glass_write(DISPLAY_PIN, text) != -EINVAL) {
			fprintf(stderr, "# \"%s\" was not refused with EINVAL\n",
				text);
			ret = 1;
		}
	}
	/* Pid 0: no task. */
	snprintf(text, sizeof(text), "0 %s", d->module);
	if (glass_write(DISPLAY_PIN, text) != -EINVAL)
		ret = 1;
	/* An embedded NUL: the write's length counts it. */
	fd = open(DISPLAY_PIN, O_WRONLY);
	snprintf(text, sizeof(text), "%d %s", me, d->module);
	if (fd < 0 || write(fd, text, strlen(text) + 1) >= 0 || errno != EINVAL)
		ret = 2;
	close(fd);
	/* Past the longest pin. */
	memset(text, '1', sizeof(text) - 1);
	text[sizeof(text) - 1] = '\0';
	if (glass_write(DISPLAY_PIN, text) != -EINVAL)
		ret = 3;
	/* A write at an offset. */
	fd = open(DISPLAY_PIN, O_WRONLY);
	snprintf(text, sizeof(text), "%d %s", me, d->module);
	if (fd < 0 || pwrite(fd, text, strlen(text), 1) >= 0 || errno != EINVAL)
		ret = 4;
	close(fd);
	/* No such task: pid_max is at most 4194304. */
	snprintf(text, sizeof(text), "%d %s", 4194305, d->module);
	if (glass_write(DISPLAY_PIN, text) != -ESRCH)
		ret = 5;
	if (expect_own_view(d, "after the refused pins", d->boot) ||
	    expect_pin("after the refused pins", "none\n"))
		ret = 6;
	return ret;
}

TEST_F(pin, bad_pins_change_nothing)
{
	EXPECT_EQ(0, glass_in_child(bad_pins, &self->d));
}

/*
 * glass-exec (tools/glass-exec.c) pins a task by pid, the container of
 * an OCI state on its standard input (what a runtime's createRuntime
 * hook gets), or itself before it executes a command; errors exit 125.
 */
#define GLASS_EXEC	"/usr/bin/glass-exec"
#define OCI_STATE	"/tmp/glass-pin-oci-state"

/* Run @argv with @in as its standard input; its exit status or -1. */
static int run_with_stdin(const char *const *argv, const char *in)
{
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		int fd = open(in, O_RDONLY);
		int null = open("/dev/null", O_WRONLY);

		if (fd < 0 || dup2(fd, 0) < 0 || dup2(null, 2) < 0)
			_exit(CHILD_BROKEN);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	return glass_wait(pid);
}

/*
 * A nobody waiting to be pinned by @how ("pid" or "oci"); then it checks
 * that it reads @d->module, its pin, and keeps it across a secure exec.
 */
static int pinned_by_glass_exec(const struct displays *d, const char *how)
{
	const char *const secure[] = { SUID_COPY, "view", NULL };
	char arg[64], pin_arg[64], pin_line[96], out[256], c;
	int ready[2], go[2], ret;
	pid_t pid;

	if (pipe(ready) || pipe(go))
		return CHILD_BROKEN;
	snprintf(pin_line, sizeof(pin_line), "%s pid\n", d->module);
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		if (glass_become(NOBODY_UID) || write(ready[1], "r", 1) != 1 ||
		    read(go[0], &c, 1) != 1)
			_exit(CHILD_BROKEN);
		_exit(expect_own_view(d, how, d->module) ||
		      expect_pin(how, pin_line) ||
		      expect_view(d, how, secure, d->module));
	}
	snprintf(pin_arg, sizeof(pin_arg), "--pin=%s", d->module);
	if (read(ready[0], &c, 1) != 1) {
		ret = CHILD_BROKEN;
	} else if (!strcmp(how, "pid")) {
		const char *const argv[] = { GLASS_EXEC, pin_arg, arg, NULL };

		snprintf(arg, sizeof(arg), "--pid=%d", pid);
		ret = glass_run(argv, out, sizeof(out));
	} else {
		const char *const argv[] = { GLASS_EXEC, pin_arg, "--oci-state",
					     NULL };
		char state[256];

		/* An annotation of that name is not the container's pid. */
		snprintf(state, sizeof(state),
			 "{\"ociVersion\": \"1.0.2\", \"id\": \"c1\", \"status\": \"created\",\n"
			 " \"annotations\": {\"pid\": \"1\"}, \"pid\": %d,\n"
			 " \"bundle\": \"/run/c1\"}\n", pid);
		ret = glass_make_file(OCI_STATE, state) ?:
		      run_with_stdin(argv, OCI_STATE);
	}
	if (ret || write(go[1], "g", 1) != 1) {
		glass_reap(pid);
		return ret ?: CHILD_BROKEN;
	}
	return glass_wait(pid);
}

static int glass_exec_refuses(void *arg)
{
	const struct displays *d = arg;
	char pin_arg[64], pid_arg[64], out[512];
	const char *const bad_module[] = { GLASS_EXEC, "--pin=tomoyo",
					   pid_arg, NULL };
	const char *const bad_pid[] = { GLASS_EXEC, pin_arg, "--pid=1x", NULL };
	const char *const no_pid[] = { GLASS_EXEC, pin_arg, "--pid=0", NULL };
	const char *const no_task[] = { GLASS_EXEC, pin_arg, "--pid=4194305",
					NULL };
	const char *const oci[] = { GLASS_EXEC, pin_arg, "--oci-state", NULL };
	const char *const as_nobody[] = { GLASS_EXEC, pin_arg, pid_arg, NULL };

	snprintf(pin_arg, sizeof(pin_arg), "--pin=%s", d->module);
	snprintf(pid_arg, sizeof(pid_arg), "--pid=%d", getpid());
	if (glass_run(bad_module, out, sizeof(out)) != 125 ||
	    glass_run(bad_pid, out, sizeof(out)) != 125 ||
	    glass_run(no_pid, out, sizeof(out)) != 125 ||
	    glass_run(no_task, out, sizeof(out)) != 125)
		return 1;
	/* An OCI state whose pid is only an annotation's: none. */
	if (glass_make_file(OCI_STATE, "{\"annotations\": {\"pid\": 1}}\n") ||
	    run_with_stdin(oci, OCI_STATE) != 125)
		return 2;
	if (glass_become(NOBODY_UID) ||
	    glass_run(as_nobody, out, sizeof(out)) != 125 ||
	    !strstr(out, "Permission denied"))
		return 3;
	return expect_pin("after glass-exec's refusals", "none\n") ? 4 : 0;
}

TEST_F(pin, glass_exec)
{
	char pin_arg[64], out[512], want[600];
	const char *const self_pin[] = { GLASS_EXEC, pin_arg, "--",
					 glass_exec_probe(), "pin", NULL };
	const char *const self_view[] = { GLASS_EXEC, pin_arg, SUID_COPY,
					  "view", NULL };

	ASSERT_EQ(0, access(GLASS_EXEC, X_OK));
	EXPECT_EQ(0, pinned_by_glass_exec(&self->d, "pid"));
	EXPECT_EQ(0, pinned_by_glass_exec(&self->d, "oci"));
	unlink(OCI_STATE);
	/* Itself, then the command. */
	snprintf(pin_arg, sizeof(pin_arg), "--pin=%s", self->d.module);
	snprintf(want, sizeof(want), "%s pid\n", self->d.module);
	EXPECT_EQ(0, glass_run(self_pin, out, sizeof(out)));
	EXPECT_STREQ(want, out);
	snprintf(want, sizeof(want), "%s\n%s", self->d.module,
		 current_of(&self->d, self->d.module));
	EXPECT_EQ(0, glass_run(self_view, out, sizeof(out)));
	EXPECT_STREQ(want, out);
	EXPECT_EQ(0, glass_in_child(glass_exec_refuses, &self->d));
	unlink(OCI_STATE);
}

TEST_HARNESS_MAIN
