// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: no unprivileged user can fill the secid table, and a secid the
 * table did not record never lets a task off an IMA rule.
 *
 * Runs where glasstest is composed beside Smack (glass.stack=smack,tomoyo,
 * apparmor,glasstest): any task may set its own glasstest label, which is
 * also its subject secid, so an unprivileged task makes a new label
 * combination, (smack=_,glasstest=<label>), each time it sets a new label
 * and IMA asks for its secid on the next open.  The test loads an IMA
 * policy, which cannot be undone: it runs alone in its boot.
 *
 *   - An unprivileged user (uid 1000) that makes new combinations in a
 *     loop gets real secids up to its share (user_limit in the secids
 *     file), then over_share grows; root's and another user's new
 *     combinations still get real secids (entries grows, unrecorded does
 *     not).
 *   - IMA's rule "measure func=FILE_CHECK uid=1000 subj_user=_" (Smack's
 *     label "_", which every task here has): a file the user opens with a
 *     recorded secid is measured, and so is a file it opens with a secid
 *     the table did not record (fail closed: patch 0022).
 *   - Since 6.13 IMA's rules match an lsm_prop and IMA asks for no secid:
 *     the user's opens under new combinations add no entry, and the file
 *     is measured.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define GT_LABEL	SECFS "/glasstest/label"
#define IMA_POLICY	SECFS "/ima/policy"
#define IMA_LIST	SECFS "/ima/ascii_runtime_measurements"
#define IMA_RULE	"measure func=FILE_CHECK uid=1000 subj_user=_\n"
#define DIR		"/tmp/glass_share"

/* Open @path for reading and close it: IMA's FILE_CHECK; 0 or -errno. */
static int open_close(const char *path)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -errno;
	close(fd);
	return 0;
}

/* Set this task's glasstest label "<prefix><n>"; 0 or -errno. */
static int set_label(const char *prefix, long n)
{
	/* glasstest refuses a label of 16 bytes or more. */
	char label[32];

	snprintf(label, sizeof(label), "%s%ld", prefix, n);
	return glass_write(GT_LABEL, label);
}

/* Does IMA's measurement list name @path? */
static bool measured(const char *path)
{
	char line[4096];
	bool found = false;
	FILE *f = fopen(IMA_LIST, "r");

	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		found = strlen(line) > strlen(path) &&
			!strcmp(line + strlen(line) - strlen(path), path) &&
			line[strlen(line) - strlen(path) - 1] == ' ';
	}
	fclose(f);
	return found;
}

/*
 * In a child, as uid 1000: 2 the share was never reached, 3 an open
 * failed, 5 a label could not be set.  The measurement list is root's:
 * the parent reads it.
 */
static int user_loop(void *arg)
{
	long limit = *(long *)arg, over, i;
	struct timespec t0, t1;

	if (glass_become(USER_A))
		return CHILD_BROKEN;
	if (set_label("U", 0) || open_close(DIR "/recorded"))
		return 3;
	over = glass_secids("over_share");
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 1; i <= limit + 512; i++) {
		if (set_label("U", i))
			return 5;
		if (open_close(DIR "/loop"))
			return 3;
		/* The secids file now and then: it is the slow part. */
		if (!(i % 256) && glass_secids("over_share") != over)
			break;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("# uid 1000 made %ld label combinations in %ld s: ", i,
	       (long)(t1.tv_sec - t0.tv_sec));
	printf("%ld entries, %ld unprivileged, over_share %ld\n",
	       glass_secids("entries"), glass_secids("unprivileged"),
	       glass_secids("over_share"));
	if (glass_secids("over_share") == over)
		return 2;
	/* Over its share: this combination is not recorded. */
	if (set_label("Unrec", 1) || open_close(DIR "/unrecorded"))
		return 3;
	return 0;
}

/*
 * In a child, as uid 1000: opens under 100 new label combinations, as
 * user_loop() starts; 0, or 3 an open failed, 5 a label could not be set.
 */
static int user_opens(void *arg)
{
	long i;

	if (glass_become(USER_A))
		return CHILD_BROKEN;
	for (i = 0; i < 100; i++) {
		if (set_label("U", i))
			return 5;
		if (open_close(DIR "/recorded"))
			return 3;
	}
	return 0;
}

/* In a child, as uid 1001: its first new combination; 0 or -errno. */
static int other_user(void *arg)
{
	if (glass_become(USER_B))
		return CHILD_BROKEN;
	if (set_label("Other", 1))
		return 5;
	return open_close(DIR "/loop") ? 3 : 0;
}

FIXTURE(share) {
};

FIXTURE_SETUP(share)
{
}

FIXTURE_TEARDOWN(share)
{
}

/*
 * Up to 6.12 the loop fills the user's share of the secid table, IMA
 * hashing a file on each open: under the debug kernel on TCG, more than
 * the harness's default 30 s.
 */
TEST_F_TIMEOUT(share, unprivileged_share_and_ima, 300)
{
	long limit, unrecorded, entries;

	if (access(GT_LABEL, W_OK) || !glass_lsm_active("smack"))
		SKIP(return, "glasstest and Smack are not both composed");
	if (access(IMA_POLICY, W_OK))
		SKIP(return, "no IMA policy to load");
	limit = glass_secids("user_limit");
	ASSERT_LT(0, limit);
	ASSERT_EQ(0, mkdir(DIR, 0755) && errno != EEXIST);
	ASSERT_EQ(0, glass_write_file(DIR "/recorded", "glass\n", 0644));
	ASSERT_EQ(0, glass_write_file(DIR "/loop", "glass\n", 0644));
	ASSERT_EQ(0, glass_write_file(DIR "/unrecorded", "glass\n", 0644));
	ASSERT_EQ(0, glass_write(IMA_POLICY, IMA_RULE));

	/*
	 * IMA's rules match an lsm_prop since 6.13: its opens ask for no
	 * secid, so they cannot fill the table, and its rule still matches
	 * Smack's label.  The share itself is KUnit's test_user_share.
	 */
	if (glass_kernel_at_least(6, 13)) {
		entries = glass_secids("entries");
		EXPECT_EQ(0, glass_in_child(user_opens, NULL));
		EXPECT_TRUE(measured(DIR "/recorded"));
		EXPECT_EQ(entries, glass_secids("entries"));
		return;
	}

	EXPECT_EQ(0, glass_in_child(user_loop, &limit));
	EXPECT_TRUE(measured(DIR "/recorded"));
	/* Unrecorded, and still measured: IMA's rule failed closed. */
	EXPECT_TRUE(measured(DIR "/unrecorded"));

	/* Root's and another user's new combinations are recorded. */
	unrecorded = glass_secids("unrecorded");
	entries = glass_secids("entries");
	ASSERT_EQ(0, set_label("Root", 1));
	ASSERT_EQ(0, open_close(DIR "/loop"));
	EXPECT_EQ(0, glass_in_child(other_user, NULL));
	EXPECT_EQ(unrecorded, glass_secids("unrecorded"));
	EXPECT_EQ(entries + 2, glass_secids("entries"));
}

TEST_HARNESS_MAIN
