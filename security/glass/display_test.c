// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the display rules' syntax, and of what a task's
 * display becomes across fork, exec and secure exec, chosen or pinned
 */

#include <kunit/test.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "blob.h"

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

/* The displays of the view tests: a boot default and two modules. */
#define BOOT		GLASS_DISPLAY_COMPOSITE
#define SMACK		0
#define APPARMOR	1
#define UNSET		GLASS_DISPLAY_UNSET

static union glass_view boot_view(void)
{
	return (union glass_view){ .display = BOOT, .pinned = BOOT,
				   .pin = GLASS_PIN_NONE };
}

static union glass_view exec(union glass_view v, int rule, bool secure)
{
	return glass_view_exec(v, rule, secure, BOOT);
}

/* A display a task chose itself: kept by exec, undone by secure exec. */
static void test_chosen_display(struct kunit *test)
{
	union glass_view v = glass_view_choose(boot_view(), SMACK);

	KUNIT_EXPECT_EQ(test, v.display, SMACK);
	KUNIT_EXPECT_EQ(test, v.pin, GLASS_PIN_NONE);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, false).display, SMACK);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, true).display, BOOT);
	/* And the reset is itself kept by the next plain exec. */
	KUNIT_EXPECT_EQ(test, exec(exec(v, UNSET, true), UNSET, false).display,
			BOOT);
}

/* A display pinned by pid survives every exec, secure or not. */
static void test_pinned_display(struct kunit *test)
{
	union glass_view v = glass_view_pin(boot_view(), APPARMOR);

	KUNIT_EXPECT_EQ(test, v.display, APPARMOR);
	KUNIT_EXPECT_EQ(test, v.pinned, APPARMOR);
	KUNIT_EXPECT_EQ(test, v.pin, GLASS_PIN_PID);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, false).word, v.word);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, true).word, v.word);
}

/*
 * A pinned task may choose another display for itself; its next secure
 * exec gives it the pinned one back, never the boot default.
 */
static void test_choice_under_a_pin(struct kunit *test)
{
	union glass_view v = glass_view_pin(boot_view(), APPARMOR);

	v = glass_view_choose(v, SMACK);
	KUNIT_EXPECT_EQ(test, v.display, SMACK);
	KUNIT_EXPECT_EQ(test, v.pin, GLASS_PIN_PID);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, false).display, SMACK);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, true).display, APPARMOR);
	v = glass_view_choose(v, BOOT);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, true).display, APPARMOR);
}

/* A display rule sets and pins the display, secure exec or not. */
static void test_rule_pins(struct kunit *test)
{
	union glass_view v = glass_view_choose(boot_view(), SMACK);
	union glass_view ruled = exec(v, APPARMOR, false);

	KUNIT_EXPECT_EQ(test, ruled.display, APPARMOR);
	KUNIT_EXPECT_EQ(test, ruled.pinned, APPARMOR);
	KUNIT_EXPECT_EQ(test, ruled.pin, GLASS_PIN_RULE);
	KUNIT_EXPECT_EQ(test, exec(v, APPARMOR, true).word, ruled.word);
	/* The ruled program's descendants keep it across secure exec... */
	KUNIT_EXPECT_EQ(test, exec(ruled, UNSET, true).display, APPARMOR);
	/* ...and what they choose goes back to it. */
	v = glass_view_choose(ruled, SMACK);
	KUNIT_EXPECT_EQ(test, exec(v, UNSET, true).display, APPARMOR);
	/* Another rule replaces it. */
	KUNIT_EXPECT_EQ(test, exec(ruled, BOOT, true).display, BOOT);
	KUNIT_EXPECT_EQ(test, exec(ruled, BOOT, true).pin, GLASS_PIN_RULE);
}

/* Under a pin by pid the rules do not apply, nor undo it. */
static void test_rule_under_a_pid_pin(struct kunit *test)
{
	union glass_view v = glass_view_pin(boot_view(), APPARMOR);

	KUNIT_EXPECT_EQ(test, exec(v, SMACK, false).word, v.word);
	KUNIT_EXPECT_EQ(test, exec(v, BOOT, true).word, v.word);
	/* A pin by pid replaces a rule's, and another pin a pin. */
	v = glass_view_pin(exec(boot_view(), SMACK, false), APPARMOR);
	KUNIT_EXPECT_EQ(test, v.pin, GLASS_PIN_PID);
	KUNIT_EXPECT_EQ(test, v.pinned, APPARMOR);
	v = glass_view_pin(v, BOOT);
	KUNIT_EXPECT_EQ(test, v.display, BOOT);
	KUNIT_EXPECT_EQ(test, exec(glass_view_choose(v, SMACK), UNSET,
				   true).display, BOOT);
}

/*
 * task_alloc on the live kernel: a new task gets its parent's view
 * whole, pin included.  The parent is this test's thread, given a pinned
 * view for the call; the child is a zeroed task with a blob of its own.
 */
static void test_fork_inherits_the_pin(struct kunit *test)
{
	const struct glass_blob_layout *l = &glass_layout[GLASS_BLOB_TASK];
	struct glass_task *self = current->security + l->base + l->own;
	struct glass_task *child_blob;
	union glass_view saved = self->view, pinned;
	struct task_struct *child;
	int module = glass_display_parse("smack");

	if (module < 0)
		module = glass_display_parse("apparmor");
	if (module < 0)
		kunit_skip(test, "needs Smack or AppArmor composed");
	child = kunit_kzalloc(test, sizeof(*child), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, child);
	child->security = kunit_kzalloc(test, l->base + l->own +
					sizeof(*child_blob), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, child->security);
	child_blob = child->security + l->base + l->own;
	child_blob->exec_display = module;

	pinned = glass_view_choose(glass_view_pin(saved, module),
				   GLASS_DISPLAY_COMPOSITE);
	self->view = pinned;
	glass_task_init(child);
	self->view = saved;
	KUNIT_EXPECT_EQ(test, child_blob->view.word, pinned.word);
	KUNIT_EXPECT_EQ(test, child_blob->exec_display, GLASS_DISPLAY_UNSET);
}

/* "PID MODULE" and nothing else. */
static void test_pin_syntax(struct kunit *test)
{
	static const char *const bad[] = {
		"", "\n", "1", "1\n", "smack", "smack 1", "1 ", "1  smack",
		" 1 smack", "1 smack ", "1 smack\n\n", "0 smack", "-1 smack",
		"+1 smack", "1x smack", "0x10 smack", "99999999999 smack",
		"1 tomoyo", "1 Smack", "1\tsmack",
	};
	char text[32];
	unsigned int i;
	pid_t nr;

	strscpy(text, "42 smack\n", sizeof(text));
	KUNIT_EXPECT_EQ(test, glass_display_pin_parse(text, &nr, display_of),
			0);
	KUNIT_EXPECT_EQ(test, nr, 42);
	strscpy(text, "1 composite", sizeof(text));
	KUNIT_EXPECT_EQ(test, glass_display_pin_parse(text, &nr, display_of),
			GLASS_DISPLAY_COMPOSITE);
	KUNIT_EXPECT_EQ(test, nr, 1);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		strscpy(text, bad[i], sizeof(text));
		KUNIT_EXPECT_EQ_MSG(test, glass_display_pin_parse(text, &nr,
								  display_of),
				    -EINVAL, "\"%s\"", bad[i]);
	}
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

static struct kunit_case glass_display_pin_cases[] = {
	KUNIT_CASE(test_chosen_display),
	KUNIT_CASE(test_pinned_display),
	KUNIT_CASE(test_choice_under_a_pin),
	KUNIT_CASE(test_rule_pins),
	KUNIT_CASE(test_rule_under_a_pid_pin),
	KUNIT_CASE(test_fork_inherits_the_pin),
	KUNIT_CASE(test_pin_syntax),
	{}
};

static struct kunit_suite glass_display_pin_suite = {
	.name = "glass_display_pin",
	.test_cases = glass_display_pin_cases,
};

kunit_test_suites(&glass_display_rule_suite, &glass_display_pin_suite);
