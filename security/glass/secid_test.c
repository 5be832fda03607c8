// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of the secid mapping table
 */

#include <kunit/static_stub.h>
#include <kunit/test.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/security.h>
#include <linux/slab.h>

#include "common.h"
#include "dispatch.h"
#include "display.h"
#include "secid.h"

/* A private table; each test destroys its own. */
static struct glass_secid_table *secid_table(struct kunit *test, u32 max)
{
	struct glass_secid_table *t = kunit_kzalloc(test, sizeof(*t),
						    GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, t);
	KUNIT_ASSERT_EQ(test, glass_secid_table_init(t, max), 0);
	return t;
}

static void expect_vec(struct kunit *test, struct glass_secid_table *t,
		       u32 secid, const u32 *want)
{
	u32 got[GLASS_MAX_MODULES];

	KUNIT_ASSERT_EQ(test, glass_secid_vec(t, secid, got), 0);
	KUNIT_EXPECT_MEMEQ(test, got, want, sizeof(got));
}

/* Every vector comes back from its secid exactly, in every entry. */
static void test_round_trip(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, GLASS_SECID_LIMIT);
	u32 vecs[][GLASS_MAX_MODULES] = {
		{ 10 },
		{ 0, 2 },
		{ 10, 0, 2 },
		{ 0, 0, 0, 0, 0, 0, 0, U32_MAX },
		{ 1, 2, 3, 4, 5, 6, 7, 8 },
		{ U32_MAX, U32_MAX, U32_MAX, U32_MAX, U32_MAX, U32_MAX,
		  U32_MAX, U32_MAX },
	};
	u32 secids[ARRAY_SIZE(vecs)];
	unsigned int i, j;

	for (i = 0; i < ARRAY_SIZE(vecs); i++) {
		secids[i] = glass_secid_of(t, vecs[i]);
		KUNIT_EXPECT_NE(test, secids[i], 0);
		for (j = 0; j < i; j++)
			KUNIT_EXPECT_NE(test, secids[i], secids[j]);
	}
	for (i = 0; i < ARRAY_SIZE(vecs); i++)
		expect_vec(test, t, secids[i], vecs[i]);
	glass_secid_table_destroy(t);
}

/* The table grows with distinct vectors, not with calls. */
static void test_dedupe(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, GLASS_SECID_LIMIT);
	u32 a[GLASS_MAX_MODULES] = { 10, 0, 7 };
	u32 b[GLASS_MAX_MODULES] = { 10, 0, 8 };
	struct glass_secid_stats st;
	u32 sa, sb;
	int i;

	sa = glass_secid_of(t, a);
	sb = glass_secid_of(t, b);
	for (i = 0; i < 100; i++) {
		KUNIT_EXPECT_EQ(test, glass_secid_of(t, a), sa);
		KUNIT_EXPECT_EQ(test, glass_secid_of(t, b), sb);
	}
	KUNIT_EXPECT_NE(test, sa, sb);
	glass_secid_stats(t, &st);
	KUNIT_EXPECT_EQ(test, st.entries, 2);
	KUNIT_EXPECT_EQ(test, st.misses, 2);
	KUNIT_EXPECT_EQ(test, st.hits, 200);
	glass_secid_table_destroy(t);
}

/* No label is secid 0; 0 and secids never handed out are unknown. */
static void test_unknown(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, GLASS_SECID_LIMIT);
	u32 none[GLASS_MAX_MODULES] = {};
	/* Two labels: the table's (one label is a packed secid, test_packed). */
	u32 v[GLASS_MAX_MODULES] = { 5, 6 };
	u32 got[GLASS_MAX_MODULES];
	u32 secid;

	KUNIT_EXPECT_EQ(test, glass_secid_of(t, none), 0);
	secid = glass_secid_of(t, v);
	KUNIT_ASSERT_NE(test, secid, 0);

	memset(got, 0xff, sizeof(got));
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, 0, got), -ENOENT);
	KUNIT_EXPECT_MEMEQ(test, got, none, sizeof(got));
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, secid + 1, got), -ENOENT);
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, GLASS_SECID_CHUNK * 3, got),
			-ENOENT);
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, U32_MAX, got), -ENOENT);
	KUNIT_EXPECT_MEMEQ(test, got, none, sizeof(got));
	glass_secid_table_destroy(t);

	/*
	 * A table that was never set up knows nothing and records nothing:
	 * a label is unrecorded, never "no label".
	 */
	t = kunit_kzalloc(test, sizeof(*t), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, t);
	KUNIT_EXPECT_EQ(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	KUNIT_EXPECT_EQ(test, glass_secid_of(t, none), 0);
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, 1, got), -ENOENT);
}

/*
 * One module's label is a packed secid: no entry, the same secid from
 * glass_secid_of(), glass_secid_of_label() and glass_secid_pack(),
 * translated back without the table, never a table secid or
 * GLASS_SECID_UNRECORDED; a label it cannot carry goes to the table.
 */
static void test_packed(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, GLASS_SECID_LIMIT);
	u32 v[GLASS_MAX_MODULES] = { 0, 0, 42 };
	u32 two[GLASS_MAX_MODULES] = { 1, 0, 42 };
	u32 big[GLASS_MAX_MODULES] = { 0, GLASS_SECID_PACKED_MASK };
	u32 last[GLASS_MAX_MODULES] = {};
	u32 got[GLASS_MAX_MODULES];
	u32 packed, table;

	packed = glass_secid_pack(2, 42);
	KUNIT_EXPECT_NE(test, packed, 0);
	KUNIT_EXPECT_NE(test, packed, GLASS_SECID_UNRECORDED);
	KUNIT_EXPECT_EQ(test, glass_secid_of(t, v), packed);
	expect_vec(test, t, packed, v);
	KUNIT_EXPECT_EQ(test, t->nr, 0);

	table = glass_secid_of(t, two);
	KUNIT_EXPECT_LT(test, table, GLASS_SECID_LIMIT);
	expect_vec(test, t, table, two);
	table = glass_secid_of(t, big);
	KUNIT_EXPECT_LT(test, table, GLASS_SECID_LIMIT);
	expect_vec(test, t, table, big);
	KUNIT_EXPECT_EQ(test, t->nr, 2);

	/* One label without a vector: the same secids. */
	KUNIT_EXPECT_EQ(test, glass_secid_of_label(t, 2, 42), packed);
	KUNIT_EXPECT_EQ(test, glass_secid_of_label(t, 1, GLASS_SECID_PACKED_MASK),
			table);
	KUNIT_EXPECT_EQ(test, glass_secid_of_label(t, 3, 0), 0);
	KUNIT_EXPECT_EQ(test, t->nr, 2);

	last[GLASS_MAX_MODULES - 1] = GLASS_SECID_PACKED_MASK - 1;
	expect_vec(test, t, glass_secid_pack(GLASS_MAX_MODULES - 1,
					     GLASS_SECID_PACKED_MASK - 1), last);
	/* No secid the table or a packed label makes carries the peer mark. */
	KUNIT_EXPECT_EQ(test, glass_secid_pack(GLASS_MAX_MODULES - 1,
					       GLASS_SECID_PACKED_MASK - 1) &
			      GLASS_SECID_PEER, 0);
	KUNIT_EXPECT_EQ(test, table & GLASS_SECID_PEER, 0);
	KUNIT_EXPECT_NE(test, glass_secid_pack(2, 42), glass_secid_pack(3, 42));
	KUNIT_EXPECT_NE(test, glass_secid_pack(2, 42), glass_secid_pack(2, 43));

	KUNIT_EXPECT_EQ(test, glass_secid_pack(2, 0), 0);
	KUNIT_EXPECT_EQ(test, glass_secid_pack(2, GLASS_SECID_PACKED_MASK), 0);
	KUNIT_EXPECT_EQ(test, glass_secid_pack(GLASS_MAX_MODULES, 42), 0);
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, GLASS_SECID_UNRECORDED, got),
			-ENOENT);
	glass_secid_table_destroy(t);
}

/* A full table hands out no more secids, and keeps those it has. */
static void test_full(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, 4);
	u32 v[GLASS_MAX_MODULES] = { 0, 1 };
	u32 secid;

	for (v[0] = 1; v[0] <= 3; v[0]++)
		KUNIT_EXPECT_EQ(test, glass_secid_of(t, v), v[0]);
	/* Full: unrecorded, never 0 ("no label"), and never a known secid. */
	KUNIT_EXPECT_EQ(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, GLASS_SECID_UNRECORDED, v),
			-ENOENT);
	/* glass_secid_vec() emptied v. */
	v[0] = 2;
	v[1] = 1;
	secid = glass_secid_of(t, v);
	KUNIT_EXPECT_EQ(test, secid, 2);
	expect_vec(test, t, secid, v);
	KUNIT_EXPECT_EQ(test, glass_secid_table_init(t, 0), -EINVAL);
	KUNIT_EXPECT_EQ(test, glass_secid_table_init(t, GLASS_SECID_LIMIT + 1),
			-EINVAL);
	glass_secid_table_destroy(t);
}

#define RACE_THREADS	4
#define RACE_VECTORS	1500

struct race {
	struct glass_secid_table *t;
	struct completion done[RACE_THREADS];
	u32 secid[RACE_THREADS][RACE_VECTORS];
	int bad[RACE_THREADS];
	atomic_t started;
};

/* Thread @n: every vector, from its own starting point, then checks. */
static int race_thread(void *arg)
{
	struct race *r = arg;
	int n = atomic_inc_return(&r->started) - 1;
	int k;

	for (k = 0; k < RACE_VECTORS; k++) {
		int i = (k + n * RACE_VECTORS / RACE_THREADS) % RACE_VECTORS;
		u32 v[GLASS_MAX_MODULES] = { i + 1, i % 7 + 1, 0, i % 3 };
		u32 got[GLASS_MAX_MODULES];
		u32 secid = glass_secid_of(r->t, v);

		r->secid[n][i] = secid;
		if (!secid || glass_secid_vec(r->t, secid, got) ||
		    memcmp(got, v, sizeof(v)))
			r->bad[n]++;
		cond_resched();
	}
	complete(&r->done[n]);
	return 0;
}

/* Threads adding and reading the same vectors at once agree on them. */
static void test_concurrent(struct kunit *test)
{
	struct race *r = kunit_kzalloc(test, sizeof(*r), GFP_KERNEL);
	struct glass_secid_stats st;
	int n, i;

	KUNIT_ASSERT_NOT_NULL(test, r);
	r->t = secid_table(test, GLASS_SECID_LIMIT);
	for (n = 0; n < RACE_THREADS; n++)
		init_completion(&r->done[n]);
	for (n = 0; n < RACE_THREADS; n++)
		KUNIT_ASSERT_FALSE(test, IS_ERR(kthread_run(race_thread, r,
							    "glass-race%d",
							    n)));
	for (n = 0; n < RACE_THREADS; n++)
		wait_for_completion(&r->done[n]);

	for (n = 0; n < RACE_THREADS; n++) {
		KUNIT_EXPECT_EQ(test, r->bad[n], 0);
		for (i = 0; i < RACE_VECTORS; i++)
			KUNIT_EXPECT_EQ(test, r->secid[n][i], r->secid[0][i]);
	}
	glass_secid_stats(r->t, &st);
	KUNIT_EXPECT_EQ(test, st.entries, RACE_VECTORS);
	KUNIT_EXPECT_EQ(test, st.hits + st.misses,
			RACE_THREADS * RACE_VECTORS);
	glass_secid_table_destroy(r->t);
}

/* The live table: a secid from a hook stands for the cred's labels. */
/* What a reader found by secid while the entry was published. */
static struct glass_secid_entry *published;

static int insert_fails(struct glass_secid_table *t,
			struct glass_secid_entry *e)
{
	struct glass_secid_entry __rcu **chunk;

	chunk = rcu_dereference(t->chunks[e->secid / GLASS_SECID_CHUNK]);
	published = rcu_dereference(chunk[e->secid % GLASS_SECID_CHUNK]);
	return -ENOMEM;
}

/*
 * An entry published by secid and then refused by the hash stays
 * readable for as long as a reader may hold it: the allocator must not
 * hand its memory to the next kmalloc() of that size before a grace
 * period, as it would after a plain kfree().
 */
static void test_failed_insert(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, GLASS_SECID_LIMIT);
	u32 vec[GLASS_MAX_MODULES] = { 7, 0, 9 }, got[GLASS_MAX_MODULES];
	struct glass_secid_entry *next;
	bool intact = false;
	u32 secid;

	published = NULL;
	kunit_activate_static_stub(test, glass_secid_insert, insert_fails);
	rcu_read_lock();
	secid = glass_secid_of(t, vec);
	next = kmalloc_obj(*next, GFP_ATOMIC);
	if (next)
		memset(next, 0xa5, sizeof(*next));
	if (published)
		intact = !memcmp(published->vec, vec, sizeof(vec));
	kfree(next);
	rcu_read_unlock();
	kunit_deactivate_static_stub(test, glass_secid_insert);

	KUNIT_EXPECT_EQ(test, secid, GLASS_SECID_UNRECORDED);
	KUNIT_ASSERT_NOT_NULL(test, published);
	KUNIT_EXPECT_TRUE_MSG(test, intact,
			      "entry freed while a reader could hold it");
	/* Unpublished, and the next try succeeds. */
	KUNIT_EXPECT_EQ(test, glass_secid_vec(t, 1, got), -ENOENT);
	secid = glass_secid_of(t, vec);
	KUNIT_EXPECT_NE(test, secid, 0);
	KUNIT_EXPECT_NE(test, secid, GLASS_SECID_UNRECORDED);
	expect_vec(test, t, secid, vec);
	glass_secid_table_destroy(t);
	rcu_barrier();
}

/* A fake module that forgot every odd secid of module 0. */
static bool even_alive(const u32 *vec)
{
	return !(vec[0] & 1);
}

static u32 stat_of(struct glass_secid_table *t, int which)
{
	struct glass_secid_stats st;

	glass_secid_stats(t, &st);
	return which ? st.reclaimed : st.entries;
}

/*
 * Reclaim drops exactly the vectors whose labels are gone, keeps the
 * others' secids, and hands removed secids out again only after the
 * cycle wraps; churn cannot fill the table.
 */
static void test_reclaim(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, 16);
	u32 v[GLASS_MAX_MODULES] = { 0, 1 }, got[GLASS_MAX_MODULES];
	u32 secid[11], again;
	unsigned int i;

	t->alive = even_alive;
	for (i = 1; i <= 10; i++) {
		v[0] = i;
		secid[i] = glass_secid_of(t, v);
		KUNIT_EXPECT_EQ(test, secid[i], i);
	}
	KUNIT_EXPECT_EQ(test, glass_secid_reclaim(t), 5);
	KUNIT_EXPECT_EQ(test, stat_of(t, 0), 5);
	KUNIT_EXPECT_EQ(test, stat_of(t, 1), 5);
	for (i = 1; i <= 10; i++) {
		v[0] = i;
		if (i & 1)
			KUNIT_EXPECT_EQ(test, glass_secid_vec(t, secid[i], got),
					-ENOENT);
		else
			expect_vec(test, t, secid[i], v);
	}
	/* A new vector takes a fresh secid, not a removed one. */
	v[0] = 100;
	KUNIT_EXPECT_EQ(test, glass_secid_of(t, v), 11);
	/* Churn: a thousand vectors that die come and go in 15 secids. */
	for (i = 0; i < 1000; i++) {
		v[0] = 2 * i + 1001;
		again = glass_secid_of(t, v);
		if (again == GLASS_SECID_UNRECORDED) {
			KUNIT_EXPECT_GT(test, glass_secid_reclaim(t), 0);
			again = glass_secid_of(t, v);
		}
		KUNIT_ASSERT_NE(test, again, GLASS_SECID_UNRECORDED);
		KUNIT_EXPECT_LT(test, again, 16);
		expect_vec(test, t, again, v);
	}
	/* The survivors still resolve. */
	for (i = 2; i <= 10; i += 2) {
		v[0] = i;
		expect_vec(test, t, secid[i], v);
	}
	glass_secid_table_destroy(t);
}

static kuid_t test_maker_uid;

static kuid_t test_maker(void)
{
	return test_maker_uid;
}

/*
 * An unprivileged user makes at most its share of a table's secids, and
 * all such users together half; root's vectors are still recorded, and a
 * user's secids come back to it when their entries go.
 */
static void test_user_share(struct kunit *test)
{
	struct glass_secid_table *t = secid_table(test, 256);
	u32 v[GLASS_MAX_MODULES] = { 0, 1 }, secid;
	struct glass_secid_stats st;
	unsigned int i, made = 0;

	KUNIT_EXPECT_EQ(test, t->user_max, 4);
	KUNIT_EXPECT_EQ(test, t->users_max, 128);
	kunit_activate_static_stub(test, glass_secid_maker, test_maker);
	test_maker_uid = KUIDT_INIT(1000);
	for (v[0] = 1; v[0] <= 4; v[0]++)
		KUNIT_EXPECT_NE(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	KUNIT_EXPECT_EQ(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	/* Its known vectors still resolve. */
	v[0] = 1;
	KUNIT_EXPECT_NE(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	/* Another user, root. */
	test_maker_uid = KUIDT_INIT(1001);
	v[0] = 100;
	KUNIT_EXPECT_NE(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	test_maker_uid = GLOBAL_ROOT_UID;
	v[0] = 101;
	KUNIT_EXPECT_NE(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	/* Many users fill their half, not root's. */
	for (i = 0; i < 64; i++) {
		test_maker_uid = KUIDT_INIT(2000 + i);
		for (v[0] = 1000 + 4 * i; v[0] < 1004 + 4 * i; v[0]++)
			made += glass_secid_of(t, v) != GLASS_SECID_UNRECORDED;
	}
	KUNIT_EXPECT_EQ(test, made, 128 - 5);
	glass_secid_stats(t, &st);
	KUNIT_EXPECT_EQ(test, st.unprivileged, 128);
	KUNIT_EXPECT_EQ(test, st.over_share, 1 + 256 - (128 - 5));
	test_maker_uid = GLOBAL_ROOT_UID;
	for (v[0] = 5000; v[0] < 5100; v[0]++) {
		secid = glass_secid_of(t, v);
		KUNIT_EXPECT_NE(test, secid, GLASS_SECID_UNRECORDED);
	}
	/* Entries that go give their users their share back. */
	t->alive = even_alive;
	KUNIT_EXPECT_GT(test, glass_secid_reclaim(t), 0);
	test_maker_uid = KUIDT_INIT(1000);
	v[0] = 7;
	KUNIT_EXPECT_NE(test, glass_secid_of(t, v), GLASS_SECID_UNRECORDED);
	glass_secid_stats(t, &st);
	KUNIT_EXPECT_LT(test, st.unprivileged, 128);
	glass_secid_table_destroy(t);
}

/*
 * The live tests on either kernel.  A task's secid: 6.12's subject secid;
 * 7.3's subject labels are struct lsm_prop, and its cred's secid is the
 * one left.  A secid's context: 7.3 passes a struct lsm_context and
 * returns the length, 6.12 a pointer and a length.  Glass's contexts are
 * its own (LSM_ID_UNDEF on 7.3): a pointer and a length say what to
 * release.
 */
#if GLASS_LINUX_7_3
static void task_secid(u32 *secid)
{
	security_cred_getsecid(current_cred(), secid);
}

static int to_ctx(u32 secid, char **ctx, u32 *len)
{
	struct lsm_context cp = {};
	int rc = security_secid_to_secctx(secid, ctx ? &cp : NULL);

	if (rc < 0)
		return rc;
	if (ctx)
		*ctx = cp.context;
	*len = rc;
	return 0;
}

static void release_ctx(char *ctx, u32 len)
{
	struct lsm_context cp = {
		.context = ctx, .len = len, .id = LSM_ID_UNDEF,
	};

	security_release_secctx(&cp);
}

/* A module's own context, compared with Glass's answer and given back. */
static void expect_own_context(struct kunit *test, unsigned int i, u32 label,
			       const char *ctx, u32 len)
{
	const struct glass_providers *h = &glass_table.secid_to_secctx;
	const struct glass_providers *r = &glass_table.release_secctx;
	int p = glass_provider_of_module(r, h->module[i]);
	struct lsm_context own = {};

	KUNIT_ASSERT_GE(test, h->fn[i].secid_to_secctx(label, &own), 0);
	KUNIT_EXPECT_EQ(test, len, own.len);
	KUNIT_EXPECT_EQ(test, memcmp(ctx, own.context, min(len, own.len)), 0);
	if (p >= 0)
		r->fn[p].release_secctx(&own);
}
#else
static void task_secid(u32 *secid)
{
	security_current_getsecid_subj(secid);
}

static int to_ctx(u32 secid, char **ctx, u32 *len)
{
	return security_secid_to_secctx(secid, ctx, len);
}

static void release_ctx(char *ctx, u32 len)
{
	security_release_secctx(ctx, len);
}

/* A module's own context, compared with Glass's answer and given back. */
static void expect_own_context(struct kunit *test, unsigned int i, u32 label,
			       const char *ctx, u32 len)
{
	const struct glass_providers *h = &glass_table.secid_to_secctx;
	const struct glass_providers *r = &glass_table.release_secctx;
	int p = glass_provider_of_module(r, h->module[i]);
	char *own;
	u32 own_len;

	KUNIT_ASSERT_EQ(test, h->fn[i].secid_to_secctx(label, &own, &own_len),
			0);
	KUNIT_EXPECT_EQ(test, len, own_len);
	KUNIT_EXPECT_EQ(test, memcmp(ctx, own, min(len, own_len)), 0);
	if (p >= 0)
		r->fn[p].release_secctx(own, own_len);
}
#endif

static void test_live_cred(struct kunit *test)
{
	u32 secid = 0, vec[GLASS_MAX_MODULES];
	unsigned int s, labelled = 0;

	security_cred_getsecid(current_cred(), &secid);
	if (!glass_table.cred_getsecid.nr) {
		KUNIT_EXPECT_EQ(test, secid, 0);
		return;
	}
	KUNIT_ASSERT_NE(test, secid, 0);
	KUNIT_ASSERT_EQ(test, glass_secid_vec(&glass_secids, secid, vec), 0);
	for (s = 0; s < glass_nr_modules; s++)
		labelled += vec[s] != 0;
	KUNIT_EXPECT_EQ(test, labelled, glass_table.cred_getsecid.nr);
	for (; s < GLASS_MAX_MODULES; s++)
		KUNIT_EXPECT_EQ(test, vec[s], 0);
}

static int to_secid(const char *text, u32 *secid)
{
	return security_secctx_to_secid(text, strlen(text), secid);
}

/*
 * The live stack: a task's secid gives the composite context, or the one
 * module's label when only one module has a label for it, which parses
 * back into the same secid; a bare context is taken only if exactly one
 * module claims it.
 */
static void test_live_context(struct kunit *test)
{
	const struct glass_providers *h = &glass_table.secid_to_secctx;
	u32 secid = 0, back = 0, vec[GLASS_MAX_MODULES];
	unsigned int i, labels = 0;
	char *ctx, *copy;
	u32 len;

	task_secid(&secid);
	if (!h->nr)
		kunit_skip(test, "no composed module has contexts");
	/* 7.3: only SELinux and Smack give a cred a secid (AppArmor not). */
	if (!secid)
		kunit_skip(test, "no composed module gives the task a secid");
	KUNIT_ASSERT_EQ(test, glass_secid_vec(&glass_secids, secid, vec), 0);
	for (i = 0; i < h->nr; i++)
		labels += !!vec[h->module[i]];
	KUNIT_ASSERT_EQ(test, to_ctx(secid, &ctx, &len), 0);
	/* One module's own answer: SELinux's counts its NUL. */
	if (labels == 1 && len == strlen(ctx) + 1)
		len--;
	KUNIT_EXPECT_EQ(test, strlen(ctx), len);
	if (labels > 1)
		KUNIT_EXPECT_EQ(test, ctx[0], '(');
	else
		KUNIT_EXPECT_NE(test, ctx[0], '(');
	KUNIT_EXPECT_EQ(test, to_ctx(secid, NULL, &len), 0);
	if (labels == 1 && len == strlen(ctx) + 1)
		len--;
	KUNIT_EXPECT_EQ(test, strlen(ctx), len);
	KUNIT_EXPECT_EQ(test, security_secctx_to_secid(ctx, len, &back), 0);
	KUNIT_EXPECT_EQ(test, back, secid);
	/* A trailing NUL is not part of the context. */
	KUNIT_EXPECT_EQ(test, security_secctx_to_secid(ctx, len + 1, &back), 0);
	KUNIT_EXPECT_EQ(test, back, secid);

	/* A composite changed or truncated is refused and gives secid 0. */
	if (labels > 1) {
		copy = kunit_kzalloc(test, len + 16, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, copy);
		memcpy(copy, ctx, len);
		copy[len - 1] = ',';
		KUNIT_EXPECT_EQ(test,
				security_secctx_to_secid(copy, len, &back),
				-EINVAL);
		KUNIT_EXPECT_EQ(test, back, 0);
		KUNIT_EXPECT_EQ(test,
				security_secctx_to_secid(ctx, len - 1, &back),
				-EINVAL);
	}
	release_ctx(ctx, len);

	KUNIT_EXPECT_EQ(test, to_secid("(nosuch=x)", &back), -EINVAL);
	KUNIT_EXPECT_EQ(test, to_secid("(capability=x)", &back), -EINVAL);
	KUNIT_EXPECT_EQ(test, to_secid("()", &back), -EINVAL);
	KUNIT_EXPECT_EQ(test, to_secid("", &back), -EINVAL);
	KUNIT_EXPECT_EQ(test, security_secctx_to_secid("_\0x", 3, &back),
			-EINVAL);

	/* Smack's floor, "_", is Smack's alone. */
	if (!glass_table.secctx_to_secid.nr ||
	    strcmp(glass_modules[glass_table.secctx_to_secid.module[0]].name,
		   "smack"))
		return;
	KUNIT_ASSERT_EQ(test, to_secid("_", &back), 0);
	KUNIT_ASSERT_EQ(test, glass_secid_vec(&glass_secids, back, vec), 0);
	KUNIT_EXPECT_NE(test, vec[glass_table.secctx_to_secid.module[0]], 0);
	KUNIT_EXPECT_EQ(test, to_secid("(smack=_)", &secid), 0);
	KUNIT_EXPECT_EQ(test, secid, back);
	KUNIT_EXPECT_EQ(test, to_secid("(smack=\"_\")", &secid), 0);
	KUNIT_EXPECT_EQ(test, secid, back);
	KUNIT_EXPECT_EQ(test, to_secid("(smack=_,smack=_)", &secid), -EINVAL);
}

/*
 * A datagram's peer secid is told in the asking task's display, as
 * SO_PEERSEC is: the composite under the composite display, the display
 * module's own context byte for byte under a module display, nothing
 * (-EINVAL) when that module has no label.  Any other secid is the
 * composite whatever the display: audit's records never follow one.
 */
static void test_live_peer_display(struct kunit *test)
{
	const struct glass_providers *h = &glass_table.secid_to_secctx;
	u32 secid = 0, vec[GLASS_MAX_MODULES], len, plain_len;
	int saved = glass_display();
	char *ctx, *plain;
	unsigned int i;

	if (!h->nr)
		kunit_skip(test, "no composed module has contexts");
	task_secid(&secid);
	/* 7.3: only SELinux and Smack give a cred a secid (AppArmor not). */
	if (!secid)
		kunit_skip(test, "no composed module gives the task a secid");
	KUNIT_ASSERT_EQ(test, secid & GLASS_SECID_PEER, 0);
	KUNIT_ASSERT_EQ(test, glass_secid_vec(&glass_secids, secid, vec), 0);
	glass_set_display(GLASS_DISPLAY_COMPOSITE);
	KUNIT_ASSERT_EQ(test, to_ctx(secid, &plain, &plain_len), 0);
	KUNIT_ASSERT_EQ(test, to_ctx(secid | GLASS_SECID_PEER, &ctx, &len), 0);
	KUNIT_EXPECT_EQ(test, len, plain_len);
	KUNIT_EXPECT_EQ(test, memcmp(ctx, plain, min(len, plain_len)), 0);
	release_ctx(ctx, len);

	for (i = 0; i < h->nr; i++) {
		unsigned int s = h->module[i];
		int rc;

		if (glass_display_parse(glass_modules[s].name) != s)
			continue;
		glass_set_display(s);
		rc = to_ctx(secid | GLASS_SECID_PEER, &ctx, &len);
		if (!vec[s]) {
			KUNIT_EXPECT_EQ(test, rc, -EINVAL);
		} else {
			KUNIT_ASSERT_EQ(test, rc, 0);
			expect_own_context(test, i, vec[s], ctx, len);
			release_ctx(ctx, len);
		}
		KUNIT_ASSERT_EQ(test, to_ctx(secid, &ctx, &len), 0);
		KUNIT_EXPECT_EQ(test, len, plain_len);
		KUNIT_EXPECT_EQ(test, memcmp(ctx, plain, min(len, plain_len)),
				0);
		release_ctx(ctx, len);
	}
	glass_set_display(saved);
	release_ctx(plain, plain_len);
}

static struct kunit_case glass_secid_cases[] = {
	KUNIT_CASE(test_round_trip),
	KUNIT_CASE(test_dedupe),
	KUNIT_CASE(test_unknown),
	KUNIT_CASE(test_packed),
	KUNIT_CASE(test_full),
	KUNIT_CASE_SLOW(test_concurrent),
	KUNIT_CASE(test_failed_insert),
	KUNIT_CASE(test_reclaim),
	KUNIT_CASE(test_user_share),
	KUNIT_CASE(test_live_cred),
	KUNIT_CASE(test_live_context),
	KUNIT_CASE(test_live_peer_display),
	{}
};

static struct kunit_suite glass_secid_suite = {
	.name = "glass_secid",
	.test_cases = glass_secid_cases,
};

kunit_test_suite(glass_secid_suite);
