// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the routing of single-module attr writes
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "common.h"
#include "attr_route.h"

static const char * const both[] = { "smack", "apparmor" };

static int route(const char *attr, const char *text,
		 const char * const *names, unsigned int nr)
{
	return glass_attr_route(attr, text, strlen(text), names, nr);
}

static void test_smack_label(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", both, 2), 0);
	KUNIT_EXPECT_EQ(test, route("current", "_", both, 2), 0);
	KUNIT_EXPECT_EQ(test, route("current", "*", both, 2), 0);
	/* A lone AppArmor keyword is a Smack label. */
	KUNIT_EXPECT_EQ(test, route("current", "changeprofile", both, 2), 0);
	/* Smack has no attr/exec. */
	KUNIT_EXPECT_EQ(test, route("exec", "GlassSvc", both, 2), -EINVAL);
}

static void test_smack_label_grammar(struct kunit *test)
{
	char label[257];

	KUNIT_EXPECT_EQ(test, route("current", "-dash", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "a/b", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "a\"b", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "a\\b", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "a'b", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "a\tb", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "a\x7f", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "", both, 2), -EINVAL);
	memset(label, 'L', 255);
	label[255] = '\0';
	KUNIT_EXPECT_EQ(test, route("current", label, both, 2), 0);
	label[255] = 'L';
	label[256] = '\0';
	KUNIT_EXPECT_EQ(test, route("current", label, both, 2), -EINVAL);
}

static void test_apparmor_commands(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, route("current", "changeprofile unconfined", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "permprofile p", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "changehat 0000000000000001^hat", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "permhat 1^h", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "stack a//&b", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("exec", "exec /usr/bin/foo", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("exec", "stack p", both, 2), 1);
	KUNIT_EXPECT_EQ(test, route("exec", "  exec   p", both, 2), 1);
}

static void test_apparmor_grammar(struct kunit *test)
{
	/* Each command belongs to one file. */
	KUNIT_EXPECT_EQ(test, route("current", "exec p", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("exec", "changeprofile p", both, 2), -EINVAL);
	/* A command needs its argument. */
	KUNIT_EXPECT_EQ(test, route("exec", "exec ", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("exec", "exec", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "changeprofile   ", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "changeprofilex p", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("prev", "changeprofile p", both, 2), -EINVAL);
}

static void test_composite_syntax_is_not_routed(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, route("current", "(smack=x)", both, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "(x", both, 2), -EINVAL);
}

static void test_only_composed_modules(struct kunit *test)
{
	static const char * const aa[] = { "apparmor" };
	static const char * const smack[] = { "smack" };
	static const char * const other[] = { "glasstest", "smack" };

	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", aa, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("exec", "exec p", smack, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("exec", "exec p", aa, 1), 0);
	/* A module without a grammar here claims nothing. */
	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", other, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", NULL, 0), -EINVAL);
}

static void test_two_claims_are_refused(struct kunit *test)
{
	static const char * const twice[] = { "smack", "smack" };

	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", twice, 2), -EINVAL);
}

static const char * const all[] = { "selinux", "smack", "apparmor" };

static void test_selinux_contexts(struct kunit *test)
{
	static const char * const se[] = { "selinux" };

	KUNIT_EXPECT_EQ(test, route("current", "user_u:user_r:user_t", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("current", "user_u:user_r:user_t:s0", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("exec", "system_u:system_r:dmesg_t:s0-s15:c0.c1023", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("fscreate", "u:object_r:t:s0:c1,c2", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("keycreate", "u:r:t", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("sockcreate", "u:r:t", se, 1), 0);
	/* Nothing: the default context again, except for the task's own. */
	KUNIT_EXPECT_EQ(test, route("fscreate", "", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("exec", "", se, 1), 0);
	KUNIT_EXPECT_EQ(test, route("current", "", se, 1), -EINVAL);
}

static void test_selinux_context_grammar(struct kunit *test)
{
	static const char * const se[] = { "selinux" };

	KUNIT_EXPECT_EQ(test, route("current", "user_u:user_r", se, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "user_u::user_t", se, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "u:r:t:", se, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "u:r:t s0", se, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "u:r:t:s0 x", se, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "u/x:r:t", se, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", se, 1), -EINVAL);
	/* SELinux has no such attribute to write. */
	KUNIT_EXPECT_EQ(test, route("prev", "u:r:t", se, 1), -EINVAL);
}

/* Each pair of grammars: a value both could take goes to neither. */
static void test_selinux_and_smack(struct kunit *test)
{
	static const char * const two[] = { "smack", "selinux" };

	/* A context is a Smack label too. */
	KUNIT_EXPECT_EQ(test, route("current", "user_u:user_r:user_t:s0", two, 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, route("current", "user_u:user_r:user_t:s0", all, 3), -EINVAL);
	/* Smack has no attr/exec, SELinux no label without colons. */
	KUNIT_EXPECT_EQ(test, route("exec", "user_u:user_r:user_t:s0", two, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", two, 2), 0);
	KUNIT_EXPECT_EQ(test, route("fscreate", "", two, 2), 1);
}

static void test_selinux_and_apparmor(struct kunit *test)
{
	static const char * const two[] = { "apparmor", "selinux" };

	KUNIT_EXPECT_EQ(test, route("current", "user_u:user_r:user_t:s0", two, 2), 1);
	KUNIT_EXPECT_EQ(test, route("exec", "user_u:user_r:user_t", two, 2), 1);
	KUNIT_EXPECT_EQ(test, route("current", "changeprofile u:r:t", two, 2), 0);
	KUNIT_EXPECT_EQ(test, route("exec", "exec p", two, 2), 0);
	KUNIT_EXPECT_EQ(test, route("exec", "", two, 2), 1);
	KUNIT_EXPECT_EQ(test, route("exec", "exec p", all, 3), 2);
	KUNIT_EXPECT_EQ(test, route("exec", "u:r:t", all, 3), 0);
	KUNIT_EXPECT_EQ(test, route("current", "GlassSvc", all, 3), 1);
}

static struct kunit_case glass_attr_route_cases[] = {
	KUNIT_CASE(test_smack_label),
	KUNIT_CASE(test_smack_label_grammar),
	KUNIT_CASE(test_apparmor_commands),
	KUNIT_CASE(test_apparmor_grammar),
	KUNIT_CASE(test_composite_syntax_is_not_routed),
	KUNIT_CASE(test_only_composed_modules),
	KUNIT_CASE(test_two_claims_are_refused),
	KUNIT_CASE(test_selinux_contexts),
	KUNIT_CASE(test_selinux_context_grammar),
	KUNIT_CASE(test_selinux_and_smack),
	KUNIT_CASE(test_selinux_and_apparmor),
	{}
};

static struct kunit_suite glass_attr_route_suite = {
	.name = "glass_attr_route",
	.test_cases = glass_attr_route_cases,
};

kunit_test_suite(glass_attr_route_suite);
