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
 *
 * --diff prints each answer as "GLASS-DIFF selinux ..." lines, for the
 * differential boots (mainline lsm=selinux against Glass).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/lsm.h>
#include <sys/klog.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
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

/* A file with one line in it: 0 or -errno. */
static int make_file(const char *path)
{
	int fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0644);

	if (fd < 0 || write(fd, "glass\n", 6) != 6)
		return -errno;
	close(fd);
	return 0;
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

/*
 * Without auditd, audit prints its records through printk_ratelimit() (10
 * per 5 s): the refusals of earlier tests in the boot may have used the
 * burst.  0 turns the limit off; the old value is given back.
 */
static char ratelimit[32];

static void ratelimit_off(void)
{
	if (glass_read("/proc/sys/kernel/printk_ratelimit", ratelimit,
		       sizeof(ratelimit)) > 0)
		glass_write("/proc/sys/kernel/printk_ratelimit", "0");
}

static void ratelimit_on(void)
{
	if (ratelimit[0])
		glass_write("/proc/sys/kernel/printk_ratelimit", ratelimit);
}

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

static const char *errname(int e)
{
	return !e ? "ok" : e == -EACCES ? "EACCES" : e == -EPERM ? "EPERM" :
	       e == -ENOENT ? "ENOENT" : e == -EINVAL ? "EINVAL" : "other";
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

	ASSERT_EQ(0, make_file(plain));
	ASSERT_EQ(0, make_file(secret));
	ratelimit_off();
	ASSERT_EQ(0, set_enforce(1));
	EXPECT_EQ(-EACCES, read_errno(secret));
	EXPECT_EQ(0, read_errno(plain));
	EXPECT_EQ(0, stat(secret, &st));
	EXPECT_TRUE(avc_logged());
	ratelimit_on();
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
	printf("GLASS-DIFF selinux load %s\n", errname(rc));
	if (rc)
		return 0;
	rc = glass_selinux_context(ctx, sizeof(ctx));
	printf("GLASS-DIFF selinux context %s\n", rc ? errname(rc) : ctx);
	printf("GLASS-DIFF selinux mount %s\n", errname(mount_dir()));
	printf("GLASS-DIFF selinux make-plain %s\n",
	       errname(make_file(plain)));
	printf("GLASS-DIFF selinux make-secret %s\n",
	       errname(make_file(secret)));
	ratelimit_off();
	printf("GLASS-DIFF selinux enforce %s\n", errname(set_enforce(1)));
	printf("GLASS-DIFF selinux read-secret %s\n", errname(read_errno(secret)));
	printf("GLASS-DIFF selinux read-plain %s\n", errname(read_errno(plain)));
	printf("GLASS-DIFF selinux avc %s\n", avc_logged() ? "logged" : "none");
	ratelimit_on();
	printf("GLASS-DIFF selinux permissive %s\n", errname(set_enforce(0)));
	printf("GLASS-DIFF selinux read-secret-permissive %s\n",
	       errname(read_errno(secret)));
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--diff"))
		return diff();
	return test_harness_run(argc, argv);
}
