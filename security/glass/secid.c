// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - the secid mapping table
 *
 * A secid leaving a Glass hook stands for the vector of the composed
 * modules' own secids, one per slot.  The table hands out one Glass secid
 * per distinct vector, so it grows with the label combinations in use,
 * never with calls.  Entries are never removed: a secid may be kept by
 * audit or a socket for as long as the object lives, and a module's own
 * secids are as long-lived (Smack never frees a label).
 *
 * Both directions are lock-free under RCU: vector to secid through an
 * rhashtable, secid to vector through a two-level array indexed by the
 * secid.  Only insertion takes the table's spinlock, with bottom halves
 * off, since secids are made in softirq context too.  The rhashtable
 * cannot insert with interrupts off; no hook makes a secid there, and if
 * one did, the new vector would get no secid (0, refused by consumers).
 */

#include <linux/percpu.h>
#include <linux/printk.h>
#include <linux/rhashtable.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "common.h"

/* The vector is the key: the whole array, unused slots zero. */
static const struct rhashtable_params glass_secid_params = {
	.key_len = sizeof_field(struct glass_secid_entry, vec),
	.key_offset = offsetof(struct glass_secid_entry, vec),
	.head_offset = offsetof(struct glass_secid_entry, node),
};

struct glass_secid_table glass_secids;

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
	t->max = max;
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
	unsigned int c;

	if (!t->ready)
		return;
	t->ready = false;
	rhashtable_free_and_destroy(&t->ht, glass_secid_entry_free, NULL);
	for (c = 0; c < ARRAY_SIZE(t->chunks); c++)
		kfree(rcu_access_pointer(t->chunks[c]));
	free_percpu(t->stats);
}

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

/* Give @e the next secid and publish it; called with t->lock held. */
static int glass_secid_publish(struct glass_secid_table *t,
			       struct glass_secid_entry *e)
{
	struct glass_secid_entry __rcu **chunk;
	u32 secid = t->nr + 1;
	unsigned int c = secid / GLASS_SECID_CHUNK;
	int rc;

	if (secid >= t->max)
		return -ENOSPC;
	chunk = rcu_dereference_protected(t->chunks[c],
					  lockdep_is_held(&t->lock));
	if (!chunk) {
		chunk = kcalloc(GLASS_SECID_CHUNK, sizeof(*chunk), GFP_ATOMIC);
		if (!chunk)
			return -ENOMEM;
		rcu_assign_pointer(t->chunks[c], chunk);
	}
	e->secid = secid;
	/* Reachable by secid before by vector: a reader finds both. */
	rcu_assign_pointer(chunk[secid % GLASS_SECID_CHUNK], e);
	rc = rhashtable_insert_fast(&t->ht, &e->node, glass_secid_params);
	if (rc) {
		RCU_INIT_POINTER(chunk[secid % GLASS_SECID_CHUNK], NULL);
		return rc;
	}
	t->nr = secid;
	return 0;
}

/**
 * glass_secid_of - the Glass secid of a vector of module secids
 * @t: the table
 * @vec: GLASS_MAX_SLOTS secids, one per slot, 0 where a module has none
 *
 * The same vector always gives the same secid.  Safe in any context but
 * with interrupts off, where only known vectors are found.
 *
 * Return: the secid, or 0 if no module has a secid or the table cannot
 * take a new vector (consumers refuse 0, so a failure fails closed).
 */
u32 glass_secid_of(struct glass_secid_table *t, const u32 *vec)
{
	struct glass_secid_entry *e, *found;
	unsigned int s;
	bool any = false;
	u32 secid;
	int rc;

	for (s = 0; s < GLASS_MAX_SLOTS; s++)
		any |= vec[s] != 0;
	if (!any || !t->ready)
		return 0;

	/*
	 * The same labels tend to come again (every datagram a task sends):
	 * the last vector found is checked before the hash.  Entries live as
	 * long as the table, so the pointer never dangles.
	 */
	rcu_read_lock();
	found = rcu_dereference(t->last);
	if (!found || memcmp(found->vec, vec, sizeof(found->vec))) {
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
		return 0;

	e = kzalloc(sizeof(*e), GFP_ATOMIC | __GFP_NOWARN);
	if (!e) {
		pr_err_ratelimited("glass: no memory for a new secid\n");
		return 0;
	}
	memcpy(e->vec, vec, sizeof(e->vec));

	spin_lock_bh(&t->lock);
	/* Another CPU may have added the vector since the lookup. */
	found = rhashtable_lookup_fast(&t->ht, vec, glass_secid_params);
	if (found) {
		secid = found->secid;
		rc = 0;
	} else {
		rc = glass_secid_publish(t, e);
		secid = rc ? 0 : e->secid;
	}
	spin_unlock_bh(&t->lock);

	if (found || rc)
		kfree(e);
	if (rc)
		pr_err_ratelimited("glass: cannot add a secid (%d, %u in use)\n",
				   rc, t->nr);
	return secid;
}

/**
 * glass_secid_vec - the vector a Glass secid stands for
 * @t: the table
 * @secid: a Glass secid
 * @vec: filled with one secid per slot
 *
 * Return: 0, or -ENOENT for a secid the table never handed out (0
 * included); @vec is then all zero.
 */
int glass_secid_vec(struct glass_secid_table *t, u32 secid, u32 *vec)
{
	const struct glass_secid_entry *e;
	int rc = -ENOENT;

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
	}
	stats->entries = READ_ONCE(t->nr);
}
