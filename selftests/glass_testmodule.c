// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: the test module, glasstest (security/glass/test_module.c), which
 * Glass composes only where glass.stack= names it.  glass_matrix counts
 * and refuses with it; these are the tests of glasstest itself:
 *
 *   - its interface: /sys/kernel/security/glasstest/refuse takes rules and
 *     refuses bad ones without a change, and a task's label there is
 *     inherited by its children;
 *   - the one hook it takes from commoncap: while glasstest, which
 *     provides settime, is composed, commoncap's cap_settime does not run,
 *     and without it commoncap still refuses.
 *
 * make check runs it in every boot, and beside glass_matrix in the boots
 * that compose glasstest.
 */
#define _GNU_SOURCE
#include <sys/time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define GTFS		SECFS "/glasstest"

/* glasstest has no LSM id: it is not in /sys/kernel/security/lsm. */
static bool glasstest_composed(void)
{
	return !access(GTFS "/counts", R_OK);
}

/* glasstest's own interface: rules, labels, bad input. */
static int label_of_child(void *want)
{
	char label[32];

	if (glass_read(GTFS "/label", label, sizeof(label)) < 0)
		return CHILD_BROKEN;
	return strcmp(label, want) ? 1 : 0;
}

TEST(glasstest_interface)
{
	static const char *const bad[] = {
		"\n", "clear now", "file_open", "no_such_hook 1 pid 1",
		"file_open -1 pid 1", "file_open 4096 pid 1", "file_open x pid 1",
		"file_open 1 pid 0", "file_open 1 pid x", "file_open 1 uid 1",
		"file_open 1 label", "file_open 1 label a/b",
		"file_open 1 label 0123456789abcdef", "file_open off now",
	};
	char before[1024], after[1024], label[32] = "";
	unsigned int i;

	if (!glasstest_composed())
		SKIP(return, "glasstest is not composed");
	ASSERT_EQ(0, glass_write(GTFS "/refuse", "clear"));
	ASSERT_EQ(0, glass_write(GTFS "/refuse", "settime 1 pid 1"));
	ASSERT_EQ(0, glass_write(GTFS "/refuse", "file_open 0 label mx-1"));
	ASSERT_LT(0, glass_read(GTFS "/refuse", before, sizeof(before)));
	EXPECT_STREQ("file_open 0 label mx-1\nsettime 1 pid 1\n", before);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		EXPECT_EQ(-EINVAL, glass_write(GTFS "/refuse", bad[i]))
			TH_LOG("refuse accepted \"%s\"", bad[i]);
		ASSERT_LT(0, glass_read(GTFS "/refuse", after, sizeof(after)));
		EXPECT_STREQ(before, after) TH_LOG("\"%s\" changed the rules", bad[i]);
	}
	ASSERT_EQ(0, glass_write(GTFS "/refuse", "settime off"));
	ASSERT_LT(0, glass_read(GTFS "/refuse", after, sizeof(after)));
	EXPECT_STREQ("file_open 0 label mx-1\n", after);
	ASSERT_EQ(0, glass_write(GTFS "/refuse", "clear"));
	EXPECT_EQ(0, glass_read(GTFS "/refuse", after, sizeof(after)));

	/* The label: bad ones refused, a good one inherited by children. */
	EXPECT_EQ(-EINVAL, glass_write(GTFS "/label", "a b"));
	EXPECT_EQ(-EINVAL, glass_write(GTFS "/label", "0123456789abcdef"));
	ASSERT_EQ(0, glass_write(GTFS "/label", "mx-parent"));
	EXPECT_EQ(0, glass_in_child(label_of_child, "mx-parent"));
	ASSERT_EQ(9, glass_read(GTFS "/label", label, sizeof(label)));
	EXPECT_STREQ("mx-parent", label);
	ASSERT_EQ(0, glass_write(GTFS "/label", "none"));
}

/*
 * commoncap's fallback: settime is provided by commoncap (cap_settime:
 * CAP_SYS_TIME) and, among the modules Glass composes, by glasstest only.
 * While glasstest is composed commoncap does not run for it, so a task
 * without CAP_SYS_TIME may set the time zone (to what it is: UTC), and
 * glasstest counts the call; without glasstest commoncap refuses it.
 */
static int settz_child(void *unprivileged)
{
	struct timezone tz = { 0, 0 };

	if (unprivileged && glass_become(NOBODY_UID))
		return CHILD_BROKEN;
	return glass_result(syscall(SYS_settimeofday, NULL, &tz));
}

static long gt_calls(const char *hook)
{
	char buf[4096], *p;
	long calls, hits;
	size_t len = strlen(hook);

	if (glass_read(GTFS "/counts", buf, sizeof(buf)) < 0)
		return -1;
	p = strstr(buf, hook);
	if (!p || p[len] != ' ' || sscanf(p + len, "%ld %ld", &calls, &hits) != 2)
		return -1;
	return calls;
}

TEST(commoncap_fallback)
{
	long before = gt_calls("settime");

	/* The capability check, where commoncap runs, passes with it. */
	EXPECT_EQ(0, glass_in_child(settz_child, NULL));
	if (glasstest_composed()) {
		EXPECT_EQ(0, glass_in_child(settz_child, "nobody"))
			TH_LOG("commoncap's settime ran although glasstest provides the hook");
		EXPECT_EQ(before + 2, gt_calls("settime"));
	} else {
		EXPECT_EQ(EPERM, glass_in_child(settz_child, "nobody"))
			TH_LOG("commoncap's settime did not run");
	}
}

TEST_HARNESS_MAIN
