// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the blob slot arrays
 */

#include <kunit/test.h>
#include <linux/cred.h>
#include <linux/slab.h>

#include "common.h"
#include "blob.h"
#include "dispatch.h"

#define P sizeof(void *)

struct blob_case {
	struct lsm_blob_sizes a, b;
	struct lsm_blob_sizes *sizes[3];
	struct glass_blob_layout layout[GLASS_NR_BLOB_KINDS];
	struct lsm_blob_sizes total;
};

/*
 * Module 0's part allocated by Glass, module 1's self-managed, none for
 * module 2 (commoncap).
 */
static struct blob_case *blob_case(struct kunit *test)
{
	struct blob_case *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, c);
	c->a.lbs_cred = 20;
	c->a.lbs_inode = 40;
	c->a.lbs_xattr_count = 2;
	c->b.lbs_cred = GLASS_BLOB_SELF;
	c->b.lbs_task = 16;
	c->b.lbs_xattr_count = 1;
	c->sizes[0] = &c->a;
	c->sizes[1] = &c->b;
	c->sizes[2] = NULL;
	return c;
}

static void test_plan(struct kunit *test)
{
	struct blob_case *c = blob_case(test);

	KUNIT_ASSERT_EQ(test, glass_blob_plan(c->layout, &c->total, c->sizes, 3, NULL),
			0);
	/*
	 * A slot per module with a part of the kind (cred: both, inode: a,
	 * task: b, none for module 2), then a's part rounded up to a pointer.
	 */
	KUNIT_EXPECT_EQ(test, c->total.lbs_cred, 2 * P + ALIGN(20, P));
	KUNIT_EXPECT_EQ(test, c->total.lbs_inode, P + 40);
	KUNIT_EXPECT_EQ(test, c->total.lbs_task, P + 16);
	KUNIT_EXPECT_EQ(test, c->total.lbs_file, 0);
	KUNIT_EXPECT_EQ(test, c->total.lbs_xattr_count, 3);
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_CRED].nr_parts, 1);
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_CRED].slot[0], 0);
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_CRED].part[0], 2 * P);
	/* b is the only task user: its slot is the first. */
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_TASK].slot[0], 0);
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_TASK].index[1], 0);
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_TASK].index[0],
			GLASS_NO_SLOT);
	KUNIT_EXPECT_EQ(test, c->layout[GLASS_BLOB_FILE].base, -1);
}

static void test_assign_and_fill(struct kunit *test)
{
	struct blob_case *c = blob_case(test);
	struct lsm_blob_sizes bases = { .lbs_cred = 16, .lbs_inode = 8 };
	void *blob;

	KUNIT_ASSERT_EQ(test, glass_blob_plan(c->layout, &c->total, c->sizes, 3, NULL),
			0);
	glass_blob_assign(c->layout, &bases, c->sizes, 3);
	KUNIT_EXPECT_EQ(test, c->a.lbs_cred, 16);
	KUNIT_EXPECT_EQ(test, c->b.lbs_cred, 16 + P);
	KUNIT_EXPECT_EQ(test, c->a.lbs_inode, 8);
	KUNIT_EXPECT_EQ(test, c->a.lbs_file, 0);

	blob = kunit_kzalloc(test, 16 + c->total.lbs_cred, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, blob);
	glass_blob_fill(&c->layout[GLASS_BLOB_CRED], blob);
	KUNIT_EXPECT_PTR_EQ(test, glass_blob(blob, c->a.lbs_cred),
			    blob + 16 + 2 * P);
	/* A self-managed slot is the module's to fill. */
	KUNIT_EXPECT_NULL(test, glass_blob(blob, c->b.lbs_cred));
	*glass_blob_slot(blob, c->b.lbs_cred) = blob;
	KUNIT_EXPECT_PTR_EQ(test, glass_blob(blob, c->b.lbs_cred), blob);
	/* The part ends inside the blob. */
	memset(glass_blob(blob, c->a.lbs_cred), 0xa5, 20);
	KUNIT_EXPECT_LE(test, 16 + 2 * P + 20, 16 + c->total.lbs_cred);
}

static void test_fill_unused_kind(struct kunit *test)
{
	struct blob_case *c = blob_case(test);
	char blob[32] = { };
	char zero[32] = { };

	KUNIT_ASSERT_EQ(test, glass_blob_plan(c->layout, &c->total, c->sizes, 3, NULL),
			0);
	glass_blob_fill(&c->layout[GLASS_BLOB_FILE], blob);
	glass_blob_fill(&c->layout[GLASS_BLOB_CRED], NULL);
	KUNIT_EXPECT_MEMEQ(test, blob, zero, sizeof(blob));
}

static void test_plan_rejects_bad_sizes(struct kunit *test)
{
	struct blob_case *c = blob_case(test);

	c->a.lbs_sock = -5;
	KUNIT_EXPECT_EQ(test, glass_blob_plan(c->layout, &c->total, c->sizes, 3, NULL),
			-EINVAL);
	c->a.lbs_sock = 0;
	c->a.lbs_key = 70000;
	KUNIT_EXPECT_EQ(test, glass_blob_plan(c->layout, &c->total, c->sizes, 3, NULL),
			-E2BIG);
}

/* The booted kernel: each module's cred part lies inside the cred blob. */
static void test_live_cred_slots(struct kunit *test)
{
	const struct glass_blob_layout *l = &glass_layout[GLASS_BLOB_CRED];
	void *blob = current_cred()->security;
	unsigned int s;

	if (l->base < 0)
		kunit_skip(test, "no composed module keeps cred data");
	KUNIT_ASSERT_NOT_NULL(test, blob);
	for (s = 0; s < glass_nr_modules; s++) {
		struct lsm_blob_sizes *sizes = glass_modules[s].blobs;
		void *part;

		/* Read as an int: GLASS_BLOB_SELF is UINT_MAX in 7.3's fields. */
		if (!sizes || (int)sizes->lbs_cred <= 0)
			continue;
		part = glass_blob(blob, sizes->lbs_cred);
		KUNIT_EXPECT_NOT_NULL(test, part);
		KUNIT_EXPECT_GE(test, (unsigned long)part,
				(unsigned long)blob + l->base);
		KUNIT_EXPECT_LT(test, (unsigned long)part,
				(unsigned long)blob + ksize(blob));
	}
}

static struct kunit_case glass_blob_cases[] = {
	KUNIT_CASE(test_plan),
	KUNIT_CASE(test_assign_and_fill),
	KUNIT_CASE(test_fill_unused_kind),
	KUNIT_CASE(test_plan_rejects_bad_sizes),
	KUNIT_CASE(test_live_cred_slots),
	{}
};

static struct kunit_suite glass_blob_suite = {
	.name = "glass_blob",
	.test_cases = glass_blob_cases,
};

kunit_test_suite(glass_blob_suite);
