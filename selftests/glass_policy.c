// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: each composed module enforces its own policy.
 *
 * The policy is the one of policy/ beside this program (selftests/policy/
 * in Glass's repository, which guest/load-policy.sh loads for the demo);
 * every test loads what it needs itself, so it runs on its own.
 *
 *   Smack:    a task labelled Worker may read Public, not Secret (EACCES).
 *   TOMOYO:   the domain <kernel> /glass/tomoyo_target may read
 *             /tmp/tomoyo-public and nothing else (EPERM).
 *   AppArmor: profile glass_demo may read anything but /tmp/aa-secret
 *             (EACCES).
 *
 * Labels, domains and profiles change in forked children only.
 */
#define _GNU_SOURCE
#include <sys/xattr.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define SMACK_DIR	"/tmp/glass-policy-smack"
#define SMACK_SECRET	SMACK_DIR "/secret"
#define SMACK_PUBLIC	SMACK_DIR "/public"

#define TOMOYO_DOMAIN	"<kernel> /glass/tomoyo_target"
#define TOMOYO_SECRET	"/tmp/tomoyo-secret"
#define TOMOYO_PUBLIC	"/tmp/tomoyo-public"
#define TOMOYO_NEW	"/tmp/tomoyo-new"

#define AA_SECRET	"/tmp/aa-secret"
#define AA_PUBLIC	"/tmp/aa-public"

static int make_dir(const char *path)
{
	return mkdir(path, 0755) && errno != EEXIST ? -errno : 0;
}

/* Smack */

/* policy/smack/rules: smackfs takes one rule per write(2), no comments. */
static int smack_load(void)
{
	char rules[4096], *line, *save;
	ssize_t n = glass_policy_read("smack/rules", rules, sizeof(rules));
	int ret = n < 0 ? n : glass_ensure_mount("smackfs", SMACKFS);

	for (line = strtok_r(rules, "\n", &save); line && !ret;
	     line = strtok_r(NULL, "\n", &save))
		if (*line != '#' && line[strspn(line, " \t")])
			ret = glass_write(SMACKFS "/load2", line);
	return ret;
}

static int smack_label_file(const char *path, const char *label)
{
	int ret = glass_make_file(path, label);

	if (!ret && setxattr(path, "security.SMACK64", label, strlen(label), 0))
		ret = -errno;
	return ret;
}

/*
 * Give the child the Smack label Worker, then open the file.  Root keeps
 * CAP_MAC_OVERRIDE across a label change, which overrides every Smack
 * rule, so the child gives up its capabilities first.
 */
static int smack_worker_open(void *path)
{
	char now[300];

	if (glass_write("/proc/self/attr/smack/current", "Worker") ||
	    glass_read("/proc/self/attr/smack/current", now, sizeof(now)) < 0 ||
	    strcmp(now, "Worker") || glass_drop_all_caps())
		return CHILD_BROKEN;
	return glass_open_errno(path, O_RDONLY);
}

FIXTURE(smack) {
	bool mounted;
};

FIXTURE_SETUP(smack)
{
	int ret;

	if (!glass_lsm_active("smack"))
		SKIP(return, "Smack is not an active LSM");
	ASSERT_EQ(0, smack_load()) TH_LOG("loading Smack rules failed");
	/* A tmpfs of our own, so the label xattr is surely kept. */
	ASSERT_EQ(0, make_dir(SMACK_DIR));
	ASSERT_EQ(0, mount("tmpfs", SMACK_DIR, "tmpfs", 0, "mode=0755"))
		TH_LOG("mount tmpfs: %s", strerror(errno));
	self->mounted = true;
	ret = smack_label_file(SMACK_SECRET, "Secret");
	ASSERT_EQ(0, ret) TH_LOG("label Secret: %s (CONFIG_TMPFS_XATTR?)",
				 strerror(-ret));
	ASSERT_EQ(0, smack_label_file(SMACK_PUBLIC, "Public"));
}

FIXTURE_TEARDOWN(smack)
{
	if (self->mounted)
		umount2(SMACK_DIR, MNT_DETACH);
}

TEST_F(smack, files_carry_their_labels)
{
	char label[300];
	ssize_t len;

	len = getxattr(SMACK_SECRET, "security.SMACK64", label, sizeof(label));
	ASSERT_EQ(6, len);
	EXPECT_EQ(0, memcmp(label, "Secret", 6));
}

TEST_F(smack, worker_is_refused_secret)
{
	EXPECT_EQ(EACCES, glass_in_child(smack_worker_open, SMACK_SECRET));
}

TEST_F(smack, worker_may_read_public)
{
	EXPECT_EQ(0, glass_in_child(smack_worker_open, SMACK_PUBLIC));
}

/* The refusal comes from the Worker label, not from dropping privilege. */
static int smack_floor_open(void *path)
{
	if (glass_drop_all_caps())
		return CHILD_BROKEN;
	return glass_open_errno(path, O_RDONLY);
}

TEST_F(smack, floor_reads_floor_file)
{
	EXPECT_EQ(0, glass_in_child(smack_floor_open, SMACK_DIR));
}

/* TOMOYO */

/*
 * Write the policy straight to securityfs (load-policy.sh does the same
 * through tomoyo-loadpolicy).  Allowed to anyone before activation and,
 * after it, to the <kernel> domain, which the policy names a manager.
 */
static int tomoyo_load(void)
{
	/* Profiles and managers first, as tomoyo-loadpolicy's users do. */
	static const char *const files[] = {
		"profile", "manager", "exception_policy", "domain_policy",
	};
	char self[4096], grant[4200], text[4096], conf[64], path[64];
	unsigned int i;
	ssize_t n;
	int ret;

	for (i = 0; i < ARRAY_SIZE(files); i++) {
		snprintf(conf, sizeof(conf), "tomoyo/%s.conf", files[i]);
		snprintf(path, sizeof(path), TOMOYOFS "/%s", files[i]);
		n = glass_policy_read(conf, text, sizeof(text));
		if (n < 0)
			return n;
		ret = glass_write(path, text);
		if (ret)
			return ret;
	}
	/* Whatever domain runs this test may enter the target domain. */
	if (glass_read(TOMOYOFS "/self_domain", self, sizeof(self)) <= 0)
		return -EIO;
	snprintf(grant, sizeof(grant),
		 "%s\ntask manual_domain_transition " TOMOYO_DOMAIN "\n", self);
	return glass_write(TOMOYOFS "/domain_policy", grant);
}

/* Load the policy and make sure TOMOYO enforces it; 0 or -errno. */
static int tomoyo_enforce(void)
{
	return glass_tomoyo_enforce(tomoyo_load, TOMOYO_DOMAIN);
}

static int tomoyo_target_open(void *path)
{
	if (glass_tomoyo_enter(TOMOYO_DOMAIN))
		return CHILD_BROKEN;
	return glass_open_errno(path, O_RDONLY);
}

static int tomoyo_target_create(void *path)
{
	if (glass_tomoyo_enter(TOMOYO_DOMAIN))
		return CHILD_BROKEN;
	return glass_open_errno(path, O_WRONLY | O_CREAT | O_EXCL);
}

FIXTURE(tomoyo) {
};

FIXTURE_SETUP(tomoyo)
{
	int ret;

	if (!glass_lsm_active("tomoyo"))
		SKIP(return, "TOMOYO is not an active LSM");
	ret = tomoyo_enforce();
	ASSERT_EQ(0, ret) TH_LOG("TOMOYO policy not enforced: %s", strerror(-ret));
	ASSERT_EQ(0, glass_make_file(TOMOYO_SECRET, "tomoyo secret\n"));
	ASSERT_EQ(0, glass_make_file(TOMOYO_PUBLIC, "tomoyo public\n"));
	unlink(TOMOYO_NEW);
}

FIXTURE_TEARDOWN(tomoyo)
{
}

TEST_F(tomoyo, target_is_refused_secret)
{
	EXPECT_EQ(EPERM, glass_in_child(tomoyo_target_open, TOMOYO_SECRET));
}

TEST_F(tomoyo, target_is_refused_create)
{
	EXPECT_EQ(EPERM, glass_in_child(tomoyo_target_create, TOMOYO_NEW));
	EXPECT_EQ(-1, access(TOMOYO_NEW, F_OK));
}

TEST_F(tomoyo, target_may_read_public)
{
	EXPECT_EQ(0, glass_in_child(tomoyo_target_open, TOMOYO_PUBLIC));
}

TEST_F(tomoyo, kernel_domain_reads_secret)
{
	EXPECT_EQ(0, glass_open_errno(TOMOYO_SECRET, O_RDONLY));
}

/* AppArmor */

static int aa_demo_open(void *path)
{
	if (glass_aa_confine("glass_demo"))
		return CHILD_BROKEN;
	return glass_open_errno(path, O_RDONLY);
}

/* change_onexec: the exec'd program (exec-probe) starts confined. */
static int aa_onexec_open(void *path)
{
	const char *probe = glass_exec_probe();

	if (glass_write("/proc/self/attr/apparmor/exec", "exec glass_demo"))
		return CHILD_BROKEN;
	execl(probe, probe, "open", (char *)path, (char *)NULL);
	return CHILD_BROKEN;
}

FIXTURE(apparmor) {
};

FIXTURE_SETUP(apparmor)
{
	if (!glass_lsm_active("apparmor"))
		SKIP(return, "AppArmor is not an active LSM");
	ASSERT_EQ(0, glass_aa_load()) TH_LOG("loading AppArmor profiles failed");
	ASSERT_EQ(0, glass_make_file(AA_SECRET, "apparmor secret\n"));
	ASSERT_EQ(0, glass_make_file(AA_PUBLIC, "apparmor public\n"));
}

FIXTURE_TEARDOWN(apparmor)
{
}

TEST_F(apparmor, demo_is_refused_secret)
{
	EXPECT_EQ(EACCES, glass_in_child(aa_demo_open, AA_SECRET));
}

TEST_F(apparmor, demo_may_read_public)
{
	EXPECT_EQ(0, glass_in_child(aa_demo_open, AA_PUBLIC));
}

TEST_F(apparmor, onexec_is_refused_secret)
{
	EXPECT_EQ(EACCES, glass_in_child(aa_onexec_open, AA_SECRET));
	EXPECT_EQ(0, glass_in_child(aa_onexec_open, AA_PUBLIC));
}

TEST_F(apparmor, unconfined_reads_secret)
{
	EXPECT_EQ(0, glass_open_errno(AA_SECRET, O_RDONLY));
}

/*
 * Several modules confine one task.  The attribute files are opened first:
 * once confined, the task may not open them any more.  Then, in order:
 * the Smack label (changing it takes CAP_MAC_ADMIN), the TOMOYO domain,
 * dropping every capability (CAP_MAC_OVERRIDE would override Smack;
 * dropping the bounding set takes CAP_SETPCAP, which glass_demo refuses)
 * and last the AppArmor profile.
 */
struct triple {
	const char *path;
	bool tomoyo;
};

static int triple_open(void *arg)
{
	static const char aa_cmd[] = "changeprofile glass_demo";
	static const char domain[] = TOMOYO_DOMAIN;
	const struct triple *t = arg;
	int smack = open("/proc/self/attr/smack/current", O_WRONLY);
	int aa = open("/proc/self/attr/apparmor/current", O_WRONLY);
	int tomoyo = open(TOMOYOFS "/self_domain", O_WRONLY);

	if (smack < 0 || aa < 0 || tomoyo < 0 ||
	    write(smack, "Worker", 6) != 6)
		return CHILD_BROKEN;
	if (t->tomoyo && write(tomoyo, domain, strlen(domain)) < 0)
		return CHILD_BROKEN;
	if (glass_drop_all_caps() || write(aa, aa_cmd, strlen(aa_cmd)) < 0)
		return CHILD_BROKEN;
	return glass_open_errno(t->path, O_RDONLY);
}

FIXTURE(all) {
	bool mounted;
};

FIXTURE_SETUP(all)
{
	if (!glass_lsm_active("smack") || !glass_lsm_active("tomoyo") ||
	    !glass_lsm_active("apparmor"))
		SKIP(return, "needs Smack, TOMOYO and AppArmor active together");
	ASSERT_EQ(0, smack_load());
	ASSERT_EQ(0, tomoyo_enforce());
	ASSERT_EQ(0, glass_aa_load());
	ASSERT_EQ(0, make_dir(SMACK_DIR));
	ASSERT_EQ(0, mount("tmpfs", SMACK_DIR, "tmpfs", 0, "mode=0755"));
	self->mounted = true;
	ASSERT_EQ(0, smack_label_file(SMACK_SECRET, "Secret"));
	ASSERT_EQ(0, smack_label_file(SMACK_PUBLIC, "Public"));
	ASSERT_EQ(0, glass_make_file(AA_SECRET, "apparmor secret\n"));
	ASSERT_EQ(0, glass_make_file(TOMOYO_SECRET, "tomoyo secret\n"));
	ASSERT_EQ(0, glass_make_file(TOMOYO_PUBLIC, "tomoyo public\n"));
}

FIXTURE_TEARDOWN(all)
{
	if (self->mounted)
		umount2(SMACK_DIR, MNT_DETACH);
}

/* Worker + glass_demo: each module refuses its own object. */
TEST_F(all, smack_and_apparmor_each_refuse)
{
	struct triple smack_secret = { SMACK_SECRET, false };
	struct triple smack_public = { SMACK_PUBLIC, false };
	struct triple aa_secret = { AA_SECRET, false };

	EXPECT_EQ(EACCES, glass_in_child(triple_open, &smack_secret));
	EXPECT_EQ(EACCES, glass_in_child(triple_open, &aa_secret));
	EXPECT_EQ(0, glass_in_child(triple_open, &smack_public));
}

/* Worker + TOMOYO domain + glass_demo: all three allow, then TOMOYO refuses. */
TEST_F(all, three_confine_one_task)
{
	struct triple pub = { TOMOYO_PUBLIC, true };
	struct triple secret = { TOMOYO_SECRET, true };

	EXPECT_EQ(0, glass_in_child(triple_open, &pub));
	EXPECT_EQ(EPERM, glass_in_child(triple_open, &secret));
}

TEST_HARNESS_MAIN
