// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the stack description
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "common.h"

static int parse(struct kunit *test, const char *stack, const char **names,
		 unsigned int max)
{
	size_t size = strlen(stack) + 1;
	char *buf = kunit_kzalloc(test, size, GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, buf);
	memcpy(buf, stack, size);
	return glass_parse_stack(buf, names, max);
}

static void test_parse_default(struct kunit *test)
{
	const char *names[4];

	KUNIT_ASSERT_EQ(test, parse(test, "smack,tomoyo,apparmor", names, 4), 3);
	KUNIT_EXPECT_STREQ(test, names[0], "smack");
	KUNIT_EXPECT_STREQ(test, names[1], "tomoyo");
	KUNIT_EXPECT_STREQ(test, names[2], "apparmor");
}

static void test_parse_order_and_spaces(struct kunit *test)
{
	const char *names[4];

	KUNIT_ASSERT_EQ(test, parse(test, " apparmor , smack", names, 4), 2);
	KUNIT_EXPECT_STREQ(test, names[0], "apparmor");
	KUNIT_EXPECT_STREQ(test, names[1], "smack");
}

static void test_parse_skips_bad_names(struct kunit *test)
{
	const char *names[4];

	KUNIT_ASSERT_EQ(test, parse(test, "smack,selinux,smack,,capability,tomoyo",
				    names, 4), 2);
	KUNIT_EXPECT_STREQ(test, names[0], "smack");
	KUNIT_EXPECT_STREQ(test, names[1], "tomoyo");
}

static void test_parse_empty(struct kunit *test)
{
	const char *names[4];

	KUNIT_EXPECT_EQ(test, parse(test, "", names, 4), 0);
	KUNIT_EXPECT_EQ(test, parse(test, ",,", names, 4), 0);
}

static void test_parse_too_many(struct kunit *test)
{
	const char *names[1];

	KUNIT_ASSERT_EQ(test, parse(test, "tomoyo,smack", names, 1), 1);
	KUNIT_EXPECT_STREQ(test, names[0], "tomoyo");
}

static struct kunit_case glass_setup_cases[] = {
	KUNIT_CASE(test_parse_default),
	KUNIT_CASE(test_parse_order_and_spaces),
	KUNIT_CASE(test_parse_skips_bad_names),
	KUNIT_CASE(test_parse_empty),
	KUNIT_CASE(test_parse_too_many),
	{}
};

static struct kunit_suite glass_setup_suite = {
	.name = "glass_setup",
	.test_cases = glass_setup_cases,
};

kunit_test_suite(glass_setup_suite);
