// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - the secid mapping table
 *
 * A secid leaving a Glass hook stands for the vector of the composed
 * modules' own secids, one per module.  The table hands out one Glass secid
 * per distinct vector, so it grows with the label combinations in use,
 * never with calls.
 *
 * An entry lives as long as every module label in its vector: when the
 * table has doubled since the last look, a work item drops the vectors
 * that name a label its module no longer knows (an AppArmor profile
 * replaced or a learning hat gone; Smack never frees a label).  Such a
 * vector cannot be made again, and a secid kept from it stops resolving,
 * as the module's own secid has.  Freed secids come back only after the
 * cycle of secids wraps.
 *
 * A vector the table cannot take (full, or no memory) gets
 * GLASS_SECID_UNRECORDED, never 0: consumers refuse it, and a record or
 * rule never mistakes it for "no label"; audit and IMA (patched to fail
 * closed) count it as a match of any rule but an exemption.
 *
 * Users can make new label combinations (an SELinux user relabelling its
 * files to ever new MCS categories), so that no user can fill the table
 * for others, an unprivileged user may make at most 1/64 of its secids,
 * and all unprivileged users together half: a new vector of root's or
 * the kernel's still gets a secid when users have made all they may.  The
 * user is the one that asks for the secid first (audit or IMA looking at
 * a file, a task sending a datagram); the ids of a user namespace count
 * as its first owner's.  Entries are charged to that task's memory cgroup.
 *
 * Both directions are lock-free under RCU: vector to secid through an
 * rhashtable, secid to vector through a two-level array indexed by the
 * secid.  Insertion and removal take the table's spinlock, with bottom
 * halves off, since secids are made in softirq context too.  The
 * rhashtable cannot insert with interrupts off; no hook makes a secid
 * there, and if one did, the vector would be unrecorded.
 */

#include <kunit/static_stub.h>
#include <kunit/visibility.h>
#include <linux/percpu.h>
#include <linux/printk.h>
#include <linux/rhashtable.h>
#include <linux/cred.h>
#include <linux/hashtable.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/user_namespace.h>
#include <linux/workqueue.h>

#include "common.h"
#include "secid.h"

/* The vector is the key: the whole array, unused entries zero. */
static const struct rhashtable_params glass_secid_params = {
	.key_len = sizeof_field(struct glass_secid_entry, vec),
	.key_offset = offsetof(struct glass_secid_entry, vec),
	.head_offset = offsetof(struct glass_secid_entry, node),
};

struct glass_secid_table glass_secids;

/**
 * struct glass_secid_user - an unprivileged user's count of secids
 * @node: in the table's users hash
 * @uid: the user
 * @nr: the secids it made that are still in use
 */
struct glass_secid_user {
	struct hlist_node node;
	kuid_t uid;
	u32 nr;
};

static void glass_secid_reclaim_work(struct work_struct *work);

/**
 * glass_secid_table_init - set up an empty table
 * @t: the table
 * @max: the most secids it may hand out, at most GLASS_SECID_LIMIT
 *
 * Return: 0 or a negative errno.
 */
int glass_secid_table_init(struct glass_secid_table *t, u32 max)
{
	int rc;

	if (!max || max > GLASS_SECID_LIMIT)
		return -EINVAL;
	memset(t, 0, sizeof(*t));
	spin_lock_init(&t->lock);
	INIT_WORK(&t->reclaim_work, glass_secid_reclaim_work);
	t->max = max;
	t->next = 1;
	t->reclaim_at = GLASS_SECID_RECLAIM_MIN;
	t->user_max = max(max / GLASS_SECID_USER_SHARE, 1U);
	t->users_max = max(max / GLASS_SECID_USERS_SHARE, 1U);
	hash_init(t->users);
	t->stats = alloc_percpu(struct glass_secid_stats);
	if (!t->stats)
		return -ENOMEM;
	rc = rhashtable_init(&t->ht, &glass_secid_params);
	if (rc) {
		free_percpu(t->stats);
		t->stats = NULL;
		return rc;
	}
	t->ready = true;
	return 0;
}

#if IS_ENABLED(CONFIG_KUNIT)
static void glass_secid_entry_free(void *ptr, void *arg)
{
	kfree(ptr);
}

/**
 * glass_secid_table_destroy - free a table no one can reach any more
 * @t: the table
 */
void glass_secid_table_destroy(struct glass_secid_table *t)
{
	struct glass_secid_user *u;
	struct hlist_node *tmp;
	unsigned int c;

	if (!t->ready)
		return;
	t->ready = false;
	cancel_work_sync(&t->reclaim_work);
	rcu_barrier();
	rhashtable_free_and_destroy(&t->ht, glass_secid_entry_free, NULL);
	for (c = 0; c < ARRAY_SIZE(t->chunks); c++)
		kfree(rcu_access_pointer(t->chunks[c]));
	hash_for_each_safe(t->users, c, tmp, u, node)
		kfree(u);
	free_percpu(t->stats);
}
#endif /* Only tests make private tables: glass_secids lives for ever. */

static struct glass_secid_entry *glass_secid_find(struct glass_secid_table *t,
						  u32 secid)
{
	struct glass_secid_entry __rcu **chunk;

	if (!secid || secid >= t->max)
		return NULL;
	chunk = rcu_dereference(t->chunks[secid / GLASS_SECID_CHUNK]);
	if (!chunk)
		return NULL;
	return rcu_dereference(chunk[secid % GLASS_SECID_CHUNK]);
}

static struct glass_secid_entry *
glass_secid_find_locked(struct glass_secid_table *t, u32 secid)
{
	struct glass_secid_entry __rcu **chunk;

	chunk = rcu_dereference_protected(t->chunks[secid / GLASS_SECID_CHUNK],
					  lockdep_is_held(&t->lock));
	if (!chunk)
		return NULL;
	return rcu_dereference_protected(chunk[secid % GLASS_SECID_CHUNK],
					 lockdep_is_held(&t->lock));
}

/* The next free secid in the cycle 1..max-1; t->lock held, room left. */
static u32 glass_secid_next_free(struct glass_secid_table *t)
{
	u32 secid = t->next, n;

	for (n = 1; n < t->max; n++, secid++) {
		if (secid >= t->max)
			secid = 1;
		if (secid > t->top || !glass_secid_find_locked(t, secid))
			break;
	}
	t->next = secid + 1;
	return secid;
}

/**
 * glass_secid_insert - add an entry to the vector-to-secid hash
 * @t: the table, its lock held
 * @e: the entry
 *
 * Return: 0 or a negative errno (KUnit makes it fail).
 */
VISIBLE_IF_KUNIT int
glass_secid_insert(struct glass_secid_table *t, struct glass_secid_entry *e)
{
	KUNIT_STATIC_STUB_REDIRECT(glass_secid_insert, t, e);
	return rhashtable_insert_fast(&t->ht, &e->node, glass_secid_params);
}

/**
 * glass_secid_maker - the user a new vector counts against
 *
 * Return: GLOBAL_ROOT_UID for root and the kernel (kernel threads,
 * softirqs), which may make secids until the table is full; else the
 * task's effective user, or, in a user namespace made by a user other
 * than root, that user: the ids it was delegated are its own.
 */
VISIBLE_IF_KUNIT kuid_t glass_secid_maker(void)
{
	const struct user_namespace *ns;
	kuid_t uid;

	KUNIT_STATIC_STUB_REDIRECT(glass_secid_maker);
	if (!in_task() || (current->flags & PF_KTHREAD))
		return GLOBAL_ROOT_UID;
	uid = current_euid();
	for (ns = current_user_ns(); ns->parent; ns = ns->parent)
		if (ns->parent == &init_user_ns &&
		    !uid_eq(ns->owner, GLOBAL_ROOT_UID))
			uid = ns->owner;
	return uid;
}

static struct glass_secid_user *glass_secid_user(struct glass_secid_table *t,
						 kuid_t uid)
{
	struct glass_secid_user *u;

	hash_for_each_possible(t->users, u, node, __kuid_val(uid))
		if (uid_eq(u->uid, uid))
			return u;
	return NULL;
}

/*
 * Count a new secid against its unprivileged maker; t->lock held.
 * -EDQUOT when the maker, or unprivileged users together, made their
 * share.
 */
static int glass_secid_charge(struct glass_secid_table *t, kuid_t maker)
{
	struct glass_secid_user *u;

	if (uid_eq(maker, GLOBAL_ROOT_UID))
		return 0;
	if (t->unprivileged >= t->users_max)
		return -EDQUOT;
	u = glass_secid_user(t, maker);
	if (!u) {
		u = kzalloc_obj(*u, GFP_ATOMIC | __GFP_NOWARN);
		if (!u)
			return -ENOMEM;
		u->uid = maker;
		hash_add(t->users, &u->node, __kuid_val(maker));
	}
	if (u->nr >= t->user_max)
		return -EDQUOT;
	u->nr++;
	t->unprivileged++;
	return 0;
}

/* The secid of @e is gone: its maker may make another; t->lock held. */
static void glass_secid_uncharge(struct glass_secid_table *t,
				 const struct glass_secid_entry *e)
{
	struct glass_secid_user *u;

	if (uid_eq(e->maker, GLOBAL_ROOT_UID))
		return;
	u = glass_secid_user(t, e->maker);
	if (WARN_ON_ONCE(!u || !u->nr || !t->unprivileged))
		return;
	t->unprivileged--;
	if (!--u->nr) {
		hash_del(&u->node);
		kfree(u);
	}
}

/*
 * Give @e the next secid and publish it; called with t->lock held.  On
 * failure @e may have been visible to readers: free it after a grace
 * period.
 */
static int glass_secid_publish(struct glass_secid_table *t,
			       struct glass_secid_entry *e)
{
	struct glass_secid_entry __rcu **chunk;
	unsigned int c;
	u32 secid;
	int rc;

	if (t->nr + 1 >= t->max)
		return -ENOSPC;
	rc = glass_secid_charge(t, e->maker);
	if (rc)
		return rc;
	secid = glass_secid_next_free(t);
	c = secid / GLASS_SECID_CHUNK;
	chunk = rcu_dereference_protected(t->chunks[c],
					  lockdep_is_held(&t->lock));
	if (!chunk) {
		chunk = kcalloc(GLASS_SECID_CHUNK, sizeof(*chunk), GFP_ATOMIC);
		if (!chunk) {
			glass_secid_uncharge(t, e);
			return -ENOMEM;
		}
		rcu_assign_pointer(t->chunks[c], chunk);
	}
	e->secid = secid;
	/* Reachable by secid before by vector: a reader finds both. */
	rcu_assign_pointer(chunk[secid % GLASS_SECID_CHUNK], e);
	rc = glass_secid_insert(t, e);
	if (rc) {
		RCU_INIT_POINTER(chunk[secid % GLASS_SECID_CHUNK], NULL);
		glass_secid_uncharge(t, e);
		return rc;
	}
	t->nr++;
	WRITE_ONCE(t->top, max(t->top, secid));
	return 0;
}

/* Word by word: the kernel's memcmp() goes byte by byte. */
static bool glass_vec_equal(const u32 *a, const u32 *b)
{
	unsigned int s;

	for (s = 0; s < GLASS_MAX_MODULES; s++)
		if (a[s] != b[s])
			return false;
	return true;
}

/**
 * glass_secid_of - the Glass secid of a vector of module secids
 * @t: the table
 * @vec: GLASS_MAX_MODULES secids, one per module, 0 where a module has none
 *
 * The same vector always gives the same secid.  A vector with one
 * module's label gets a packed secid (glass_secid_pack()), with no entry;
 * the others are looked up, and added if new.  Safe in any context but
 * with interrupts off, where only known vectors are found.
 *
 * Return: the secid; 0 if no module has a secid; GLASS_SECID_UNRECORDED
 * if the table cannot take a new vector, which consumers refuse.
 */
u32 glass_secid_of(struct glass_secid_table *t, const u32 *vec)
{
	struct glass_secid_entry *e, *found;
	kuid_t maker;
	unsigned int s, labels = 0, last = 0;
	u32 secid;
	int rc;

	for (s = 0; s < GLASS_MAX_MODULES; s++) {
		if (vec[s]) {
			labels++;
			last = s;
		}
	}
	if (!labels)
		return 0;
	/* One module's label needs no entry (IMA asks on every open). */
	if (labels == 1) {
		secid = glass_secid_pack(last, vec[last]);
		if (secid)
			return secid;
	}
	if (!t->ready)
		return GLASS_SECID_UNRECORDED;

	/*
	 * The same labels tend to come again (every datagram a task sends):
	 * the last vector found is checked before the hash.  Reclaim removes
	 * entries, but the pointer never dangles: it is used under
	 * rcu_read_lock(), and glass_secid_remove() takes an entry out of the
	 * hash, waits a grace period (no lookup can store it here again),
	 * clears t->last, and frees the entry only a grace period later.
	 */
	rcu_read_lock();
	found = rcu_dereference(t->last);
	if (!found || !glass_vec_equal(found->vec, vec)) {
		found = rhashtable_lookup(&t->ht, vec, glass_secid_params);
		if (found && rcu_access_pointer(t->last) != found)
			rcu_assign_pointer(t->last, found);
	}
	secid = found ? found->secid : 0;
	rcu_read_unlock();
	if (secid) {
		this_cpu_inc(t->stats->hits);
		return secid;
	}
	this_cpu_inc(t->stats->misses);
	if (WARN_ON_ONCE(irqs_disabled()))
		goto unrecorded;

	e = kzalloc_obj(*e, GFP_ATOMIC | __GFP_NOWARN | __GFP_ACCOUNT);
	if (!e) {
		pr_err_ratelimited("no memory for a new secid\n");
		goto unrecorded;
	}
	memcpy(e->vec, vec, sizeof(e->vec));
	maker = glass_secid_maker();
	e->maker = maker;

	spin_lock_bh(&t->lock);
	/* Another CPU may have added the vector since the lookup. */
	found = rhashtable_lookup_fast(&t->ht, vec, glass_secid_params);
	if (found) {
		secid = found->secid;
		rc = 0;
	} else {
		rc = glass_secid_publish(t, e);
		secid = e->secid;
		if (!rc && t->alive && t->nr >= t->reclaim_at)
			schedule_work(&t->reclaim_work);
	}
	spin_unlock_bh(&t->lock);

	if (found)
		kfree(e);
	if (!rc)
		return secid;
	/* A reader may have found it by secid while it was published. */
	kfree_rcu(e, rcu);
	if (rc == -EDQUOT) {
		this_cpu_inc(t->stats->over_share);
		/* Other tables are KUnit's, with made-up users. */
		if (t == &glass_secids)
			pr_warn_ratelimited("user %u made its share of secids: a new label combination is unrecorded\n",
					    from_kuid(&init_user_ns, maker));
	} else {
		pr_err_ratelimited("cannot add a secid (%d, %u in use)\n",
				   rc, t->nr);
	}
unrecorded:
	this_cpu_inc(t->stats->unrecorded);
	return GLASS_SECID_UNRECORDED;
}

/* glass_secid_of_label() for a label no packed secid can carry. */
u32 __glass_secid_of_label(struct glass_secid_table *t, unsigned int position,
			   u32 secid)
{
	u32 vec[GLASS_MAX_MODULES] = {};

	if (position >= GLASS_MAX_MODULES)
		return GLASS_SECID_UNRECORDED;
	vec[position] = secid;
	return glass_secid_of(t, vec);
}

/* Up to this many entries are removed per grace period. */
#define GLASS_RECLAIM_BATCH	64

/*
 * Remove those of @nr entries whose labels are still gone, and return how
 * many.  A reader may still hold one through t->last, set by a lookup
 * that found it before it left the hash: clear t->last once those
 * lookups are over, and free after the readers that may have read it
 * since.
 */
static unsigned int glass_secid_remove(struct glass_secid_table *t,
				       struct glass_secid_entry **dead,
				       unsigned int nr)
{
	unsigned int i, gone = 0;

	spin_lock_bh(&t->lock);
	for (i = 0; i < nr; i++) {
		struct glass_secid_entry *e = dead[i];
		unsigned int c = e->secid / GLASS_SECID_CHUNK;
		struct glass_secid_entry __rcu **chunk;

		/* A module may have given the secid to a new label since. */
		if (t->alive(e->vec))
			continue;
		chunk = rcu_dereference_protected(t->chunks[c],
						  lockdep_is_held(&t->lock));
		rhashtable_remove_fast(&t->ht, &e->node, glass_secid_params);
		RCU_INIT_POINTER(chunk[e->secid % GLASS_SECID_CHUNK], NULL);
		glass_secid_uncharge(t, e);
		dead[gone++] = e;
		t->nr--;
	}
	spin_unlock_bh(&t->lock);
	if (!gone)
		return 0;
	synchronize_rcu();
	spin_lock_bh(&t->lock);
	RCU_INIT_POINTER(t->last, NULL);
	spin_unlock_bh(&t->lock);
	for (i = 0; i < gone; i++)
		kfree_rcu(dead[i], rcu);
	this_cpu_add(t->stats->reclaimed, gone);
	return gone;
}

/**
 * glass_secid_reclaim - drop the vectors whose labels are gone
 * @t: the table
 *
 * Asks t->alive() about every entry.  Sleeps.
 *
 * Return: the number of entries removed.
 */
VISIBLE_IF_KUNIT unsigned int glass_secid_reclaim(struct glass_secid_table *t)
{
	struct glass_secid_entry *dead[GLASS_RECLAIM_BATCH];
	unsigned int nr = 0, total = 0;
	u32 secid, top;

	if (!t->ready || !t->alive)
		return 0;
	top = READ_ONCE(t->top);
	for (secid = 1; secid <= top; secid++) {
		struct glass_secid_entry *e;

		rcu_read_lock();
		e = glass_secid_find(t, secid);
		if (e && !t->alive(e->vec))
			dead[nr++] = e;
		rcu_read_unlock();
		/* Only this work removes entries: @dead stays valid. */
		if (nr == GLASS_RECLAIM_BATCH) {
			total += glass_secid_remove(t, dead, nr);
			nr = 0;
		}
		if (!(secid % GLASS_SECID_CHUNK))
			cond_resched();
	}
	if (nr)
		total += glass_secid_remove(t, dead, nr);
	spin_lock_bh(&t->lock);
	t->reclaim_at = max_t(u32, 2 * t->nr, GLASS_SECID_RECLAIM_MIN);
	spin_unlock_bh(&t->lock);
	return total;
}

static void glass_secid_reclaim_work(struct work_struct *work)
{
	glass_secid_reclaim(container_of(work, struct glass_secid_table,
					 reclaim_work));
}

/**
 * glass_secid_vec - the vector a Glass secid stands for
 * @t: the table
 * @secid: a Glass secid
 * @vec: filled with one secid per module
 *
 * A packed secid (glass_secid_pack()) is translated without the table.
 *
 * Return: 0, or -ENOENT for a secid the table never handed out (0
 * included); @vec is then all zero.
 */
int glass_secid_vec(struct glass_secid_table *t, u32 secid, u32 *vec)
{
	const struct glass_secid_entry *e;
	int rc = -ENOENT;

	if (secid != GLASS_SECID_UNRECORDED && (secid & GLASS_SECID_PACKED)) {
		memset(vec, 0, sizeof(e->vec));
		vec[(secid & ~GLASS_SECID_PACKED) >> GLASS_SECID_PACKED_SHIFT] =
			secid & GLASS_SECID_PACKED_MASK;
		return 0;
	}
	rcu_read_lock();
	e = t->ready ? glass_secid_find(t, secid) : NULL;
	if (e) {
		memcpy(vec, e->vec, sizeof(e->vec));
		rc = 0;
	} else {
		memset(vec, 0, sizeof(e->vec));
	}
	rcu_read_unlock();
	return rc;
}

/**
 * glass_secid_stats - what a table holds and how it was used
 * @t: the table
 * @stats: the sum over all CPUs, with the number of secids in use
 */
void glass_secid_stats(struct glass_secid_table *t,
		       struct glass_secid_stats *stats)
{
	int cpu;

	memset(stats, 0, sizeof(*stats));
	if (!t->ready)
		return;
	for_each_possible_cpu(cpu) {
		const struct glass_secid_stats *c = per_cpu_ptr(t->stats, cpu);

		stats->hits += c->hits;
		stats->misses += c->misses;
		stats->unrecorded += c->unrecorded;
		stats->reclaimed += c->reclaimed;
		stats->over_share += c->over_share;
	}
	stats->entries = READ_ONCE(t->nr);
	stats->unprivileged = READ_ONCE(t->unprivileged);
}
