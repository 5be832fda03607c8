// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the stack description
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "common.h"
#include "owner.h"
#include "setup.h"

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

	KUNIT_ASSERT_EQ(test, parse(test, "smack,yama,smack,,capability,tomoyo",
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

/* Three modules: the first and last use secmarks, the first NetLabel. */
struct owner_case {
	struct lsm_blob_sizes a, b, c;
	struct lsm_blob_sizes *sizes[4];
	const char *names[4];
};

static struct owner_case *owner_case(struct kunit *test)
{
	struct owner_case *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, c);
	c->a.lbs_secmark = true;
	c->a.lbs_netlabel = true;
	c->c.lbs_secmark = true;
	c->sizes[0] = &c->a;
	c->sizes[1] = &c->b;
	c->sizes[2] = &c->c;
	c->sizes[3] = NULL;
	/* Not real module names: the boot checks grep for those. */
	c->names[0] = "mod_a";
	c->names[1] = "mod_b";
	c->names[2] = "mod_c";
	c->names[3] = "capability";
	return c;
}

static void test_owner_by_stack_order(struct kunit *test)
{
	struct owner_case *c = owner_case(test);

	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_SECMARK, c->names,
						 c->sizes, 4, NULL), 0);
	KUNIT_EXPECT_TRUE(test, c->a.lbs_secmark);
	KUNIT_EXPECT_FALSE(test, c->c.lbs_secmark);
	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_NETLABEL, c->names,
						 c->sizes, 4, NULL), 0);
	KUNIT_EXPECT_TRUE(test, c->a.lbs_netlabel);
}

static void test_owner_chosen(struct kunit *test)
{
	struct owner_case *c = owner_case(test);

	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_SECMARK, c->names,
						 c->sizes, 4, "mod_c"), 2);
	KUNIT_EXPECT_FALSE(test, c->a.lbs_secmark);
	KUNIT_EXPECT_TRUE(test, c->c.lbs_secmark);
	KUNIT_EXPECT_FALSE(test, c->b.lbs_secmark);
}

/* Naming a module that does not use the label changes nothing. */
static void test_owner_chosen_not_a_user(struct kunit *test)
{
	struct owner_case *c = owner_case(test);

	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_NETLABEL, c->names,
						 c->sizes, 4, "mod_c"), 0);
	KUNIT_EXPECT_TRUE(test, c->a.lbs_netlabel);
	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_SECMARK, c->names,
						 c->sizes, 4, "mod_x"), 0);
	KUNIT_EXPECT_TRUE(test, c->a.lbs_secmark);
	KUNIT_EXPECT_FALSE(test, c->c.lbs_secmark);
}

static void test_owner_none(struct kunit *test)
{
	struct owner_case *c = owner_case(test);

	c->a.lbs_netlabel = false;
	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_NETLABEL, c->names,
						 c->sizes, 4, NULL), -1);
	KUNIT_EXPECT_EQ(test, glass_choose_owner(GLASS_NETLABEL, c->names,
						 c->sizes, 4, "mod_a"), -1);
}

static struct kunit_case glass_setup_cases[] = {
	KUNIT_CASE(test_parse_default),
	KUNIT_CASE(test_parse_order_and_spaces),
	KUNIT_CASE(test_parse_skips_bad_names),
	KUNIT_CASE(test_parse_empty),
	KUNIT_CASE(test_parse_too_many),
	KUNIT_CASE(test_owner_by_stack_order),
	KUNIT_CASE(test_owner_chosen),
	KUNIT_CASE(test_owner_chosen_not_a_user),
	KUNIT_CASE(test_owner_none),
	{}
};

static struct kunit_suite glass_setup_suite = {
	.name = "glass_setup",
	.test_cases = glass_setup_cases,
};

kunit_test_suite(glass_setup_suite);
