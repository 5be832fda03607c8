// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the composite context grammar
 */

#include <kunit/test.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "common.h"
#include "context.h"

#define ELEMENT(n, v) { .name = n, .value = v, .len = sizeof(v) - 1 }

/* Format @elements, check the text, parse it back and compare. */
static void round_trip(struct kunit *test, const struct glass_ctx_element *elements,
		       unsigned int nr, const char *want)
{
	struct glass_ctx_element back[GLASS_MAX_MODULES];
	size_t len = glass_ctx_format(NULL, 0, elements, nr);
	char *buf = kunit_kmalloc(test, len + 1, GFP_KERNEL);
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_ASSERT_EQ(test, glass_ctx_format(buf, len + 1, elements, nr), len);
	KUNIT_EXPECT_EQ(test, strlen(buf), len);
	if (want)
		KUNIT_EXPECT_STREQ(test, buf, want);
	KUNIT_ASSERT_EQ(test, glass_ctx_parse(buf, len, back, ARRAY_SIZE(back)),
			nr);
	for (i = 0; i < nr; i++) {
		KUNIT_EXPECT_STREQ(test, back[i].name, elements[i].name);
		KUNIT_ASSERT_EQ(test, back[i].len, elements[i].len);
		KUNIT_EXPECT_MEMEQ(test, back[i].value, elements[i].value,
				   elements[i].len);
		KUNIT_EXPECT_EQ(test, back[i].value[back[i].len], '\0');
	}
}

static void test_plain(struct kunit *test)
{
	const struct glass_ctx_element elements[] = {
		ELEMENT("smack", "_"), ELEMENT("apparmor", "unconfined"),
	};

	round_trip(test, elements, 2, "(smack=_,apparmor=unconfined)");
	round_trip(test, elements, 1, "(smack=_)");
	round_trip(test, elements, 0, "()");
}

#define HOSTILE(v, w) { ELEMENT("m", v), w }

/* Separators, quotes, spaces, bytes outside ASCII and empty values. */
static void test_hostile_values(struct kunit *test)
{
	static const struct {
		struct glass_ctx_element element;
		const char *want;
	} cases[] = {
		HOSTILE("/usr/bin/foo (enforce)", "(m=\"/usr/bin/foo (enforce)\")"),
		HOSTILE("a,b=c)", "(m=\"a,b=c)\")"),
		HOSTILE("say \"hi\" \\o/", "(m=\"say \\\"hi\\\" \\\\o/\")"),
		HOSTILE("", "(m=\"\")"),
		HOSTILE("\x01\x7f\xff\xc3\xa9\n", "(m=\"\\x01\\x7f\\xff\\xc3\\xa9\\x0a\")"),
		HOSTILE("\"\"\\\\,,(()))", "(m=\"\\\"\\\"\\\\\\\\,,(()))\")"),
		HOSTILE("\\x41", "(m=\"\\\\x41\")"),
	};
	static const char *const names[] = { "a", "b", "c", "d", "e", "f", "g" };
	struct glass_ctx_element all[ARRAY_SIZE(cases)];
	unsigned int i;

	BUILD_BUG_ON(ARRAY_SIZE(names) != ARRAY_SIZE(cases));
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		round_trip(test, &cases[i].element, 1, cases[i].want);
		all[i] = cases[i].element;
		all[i].name = names[i];
	}
	round_trip(test, all, ARRAY_SIZE(all), NULL);
}

/* Every single byte but NUL survives, alone and among others. */
static void test_every_byte(struct kunit *test)
{
	struct glass_ctx_element element = { .name = "m" };
	char value[255];
	int c;

	for (c = 1; c < 256; c++) {
		char one = c;

		element.value = &one;
		element.len = 1;
		round_trip(test, &element, 1, NULL);
		value[c - 1] = c;
	}
	element.value = value;
	element.len = sizeof(value);
	round_trip(test, &element, 1, NULL);
}

static void test_very_long(struct kunit *test)
{
	size_t n = 64 * 1024;
	char *a = kunit_kmalloc(test, n, GFP_KERNEL);
	char *b = kunit_kmalloc(test, n, GFP_KERNEL);
	struct glass_ctx_element elements[2] = {
		{ .name = "smack", .value = a, .len = n },
		{ .name = "apparmor", .value = b, .len = n },
	};

	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_ASSERT_NOT_NULL(test, b);
	memset(a, 'a', n);
	memset(b, ',', n);
	round_trip(test, elements, 2, NULL);
}

/* Like snprintf: truncated, NUL-terminated, full length returned. */
static void test_short_buffer(struct kunit *test)
{
	const struct glass_ctx_element element = ELEMENT("smack", "_");
	char buf[6];

	KUNIT_EXPECT_EQ(test, glass_ctx_format(buf, sizeof(buf), &element, 1), 9);
	KUNIT_EXPECT_STREQ(test, buf, "(smac");
	KUNIT_EXPECT_EQ(test, glass_ctx_format(NULL, 0, &element, 1), 9);
}

static int parse(struct kunit *test, const char *text, unsigned int max)
{
	struct glass_ctx_element elements[GLASS_MAX_MODULES];
	char *copy = kunit_kzalloc(test, strlen(text) + 1, GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, copy);
	memcpy(copy, text, strlen(text));
	return glass_ctx_parse(copy, strlen(text), elements,
			       min_t(unsigned int, max, ARRAY_SIZE(elements)));
}

static void test_malformed(struct kunit *test)
{
	static const char *const bad[] = {
		"", "(", ")", "smack=_", "(smack=_", "smack=_)", "(smack)",
		"(smack=)", "(=_)", "(Smack=_)", "(sm ack=_)", "(smack=_,)",
		"(,smack=_)", "(smack=_,,apparmor=x)", "(smack=_,smack=x)",
		"(smack=\"_)", "(smack=\"\\q\")", "(smack=\"\\x0\")",
		"(smack=\"\\x00\")", "(smack=\"\\xg0\")", "(smack=\"\\\")",
		"(smack=a b)", "(smack=a\"b\")", "(smack=\"a\"b)",
		"(smack=_)x", "(smack=_) ", " (smack=_)", "(smack=_)\n",
		"(smack=(x))", "(smack=\"\t\")", "(smack=\xc3\xa9)",
		"((smack=_))",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++)
		KUNIT_EXPECT_EQ_MSG(test, parse(test, bad[i], GLASS_MAX_MODULES),
				    -EINVAL, "accepted: %s", bad[i]);
	KUNIT_EXPECT_EQ(test, parse(test, "(a=1,b=2,c=3)", 2), -EINVAL);
	KUNIT_EXPECT_EQ(test, parse(test, "(a=1,b=2,c=3)", 3), 3);
	KUNIT_EXPECT_EQ(test, parse(test, "()", 0), 0);
	KUNIT_EXPECT_EQ(test, parse(test, "(s=\"\")", 1), 1);
}

/* One module's label is given as the module gave it, unless it looks composite. */
static void test_one_label(struct kunit *test)
{
	static const struct glass_ctx_element smack[] = { ELEMENT("smack", "_") };
	static const struct glass_ctx_element aa[] = {
		ELEMENT("apparmor", "/usr/bin/foo (enforce)"),
	};
	static const struct glass_ctx_element paren[] = { ELEMENT("smack", "(x") };
	static const struct glass_ctx_element two[] = {
		ELEMENT("smack", "_"), ELEMENT("apparmor", "unconfined"),
	};
	char buf[64];

	KUNIT_EXPECT_TRUE(test, glass_ctx_is_one_label(smack, 1));
	KUNIT_EXPECT_EQ(test, glass_ctx_format_label(buf, sizeof(buf), smack, 1), 1);
	KUNIT_EXPECT_STREQ(test, buf, "_");
	/* Spaces and all: the module's own bytes, not a quoted value. */
	KUNIT_EXPECT_EQ(test, glass_ctx_format_label(buf, sizeof(buf), aa, 1),
			strlen("/usr/bin/foo (enforce)"));
	KUNIT_EXPECT_STREQ(test, buf, "/usr/bin/foo (enforce)");
	/* Like snprintf(): the length needed, the text cut. */
	KUNIT_EXPECT_EQ(test, glass_ctx_format_label(buf, 5, aa, 1),
			strlen("/usr/bin/foo (enforce)"));
	KUNIT_EXPECT_STREQ(test, buf, "/usr");
	KUNIT_EXPECT_EQ(test, glass_ctx_format_label(NULL, 0, aa, 1),
			strlen("/usr/bin/foo (enforce)"));

	KUNIT_EXPECT_FALSE(test, glass_ctx_is_one_label(paren, 1));
	glass_ctx_format_label(buf, sizeof(buf), paren, 1);
	KUNIT_EXPECT_STREQ(test, buf, "(smack=\"(x\")");
	KUNIT_EXPECT_FALSE(test, glass_ctx_is_one_label(two, 2));
	glass_ctx_format_label(buf, sizeof(buf), two, 2);
	KUNIT_EXPECT_STREQ(test, buf, "(smack=_,apparmor=unconfined)");
}

static struct kunit_case glass_context_cases[] = {
	KUNIT_CASE(test_plain),
	KUNIT_CASE(test_hostile_values),
	KUNIT_CASE(test_every_byte),
	KUNIT_CASE(test_very_long),
	KUNIT_CASE(test_short_buffer),
	KUNIT_CASE(test_malformed),
	KUNIT_CASE(test_one_label),
	{}
};

static struct kunit_suite glass_context_suite = {
	.name = "glass_context",
	.test_cases = glass_context_cases,
};

kunit_test_suite(glass_context_suite);
