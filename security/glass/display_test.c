// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the display rules' syntax
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "common.h"
#include "display.h"

/* Two composed modules with process attributes, at positions 0 and 1. */
static int display_of(const char *name)
{
	if (!strcmp(name, "composite"))
		return GLASS_DISPLAY_COMPOSITE;
	if (!strcmp(name, "smack"))
		return 0;
	if (!strcmp(name, "apparmor"))
		return 1;
	return -EINVAL;
}

struct parsed {
	char text[512];
	struct glass_display_rule rules[4];
};

static int parse(struct kunit *test, struct parsed *p, const char *text)
{
	strscpy(p->text, text, sizeof(p->text));
	return glass_display_rules_parse(p->text, p->rules,
					 ARRAY_SIZE(p->rules), display_of);
}

static void test_rules_in_order(struct kunit *test)
{
	static const char text[] =
		"apparmor /usr/bin/dbus-daemon\ncomposite /bin/sh\nsmack /a b\n";
	struct parsed p;

	KUNIT_ASSERT_EQ(test, parse(test, &p, text), 3);
	KUNIT_EXPECT_EQ(test, p.rules[0].display, 1);
	KUNIT_EXPECT_STREQ(test, p.rules[0].path, "/usr/bin/dbus-daemon");
	KUNIT_EXPECT_EQ(test, p.rules[1].display, GLASS_DISPLAY_COMPOSITE);
	KUNIT_EXPECT_STREQ(test, p.rules[1].path, "/bin/sh");
	/* The path is the rest of the line, spaces included. */
	KUNIT_EXPECT_EQ(test, p.rules[2].display, 0);
	KUNIT_EXPECT_STREQ(test, p.rules[2].path, "/a b");
}

static void test_empty_table(struct kunit *test)
{
	struct parsed p;

	KUNIT_EXPECT_EQ(test, parse(test, &p, ""), 0);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "\n\n"), 0);
	/* Blank lines between rules are skipped, a last newline is optional. */
	KUNIT_EXPECT_EQ(test, parse(test, &p, "\nsmack /x\n\napparmor /y"), 2);
}

static void test_malformed_lines(struct kunit *test)
{
	struct parsed p;

	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack"), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack "), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack bin/sh"), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack  /bin/sh"), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, " smack /bin/sh"), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "/bin/sh smack"), -EINVAL);
	/* Not a composed module with process attributes. */
	KUNIT_EXPECT_EQ(test, parse(test, &p, "tomoyo /bin/sh"), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "Smack /bin/sh"), -EINVAL);
	/* One bad line refuses the whole table. */
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack /x\nbad\n"), -EINVAL);
}

static void test_path_named_twice(struct kunit *test)
{
	struct parsed p;

	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack /x\napparmor /x\n"),
			-EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack /x\nsmack /x\n"), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack /x\nsmack /x/\n"), 2);
}

static void test_too_many_rules(struct kunit *test)
{
	struct parsed p;

	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack /a\nsmack /b\nsmack /c\nsmack /d\n"), 4);
	KUNIT_EXPECT_EQ(test, parse(test, &p, "smack /a\nsmack /b\nsmack /c\nsmack /d\nsmack /e\n"),
			-E2BIG);
}

static struct kunit_case glass_display_rule_cases[] = {
	KUNIT_CASE(test_rules_in_order),
	KUNIT_CASE(test_empty_table),
	KUNIT_CASE(test_malformed_lines),
	KUNIT_CASE(test_path_named_twice),
	KUNIT_CASE(test_too_many_rules),
	{}
};

static struct kunit_suite glass_display_rule_suite = {
	.name = "glass_display_rule",
	.test_cases = glass_display_rule_cases,
};

kunit_test_suite(glass_display_rule_suite);
