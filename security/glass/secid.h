/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the secid mapping table
 */

#ifndef _SECURITY_GLASS_SECID_H
#define _SECURITY_GLASS_SECID_H

#include <linux/bits.h>
#include <linux/build_bug.h>
#include <linux/hashtable.h>
#include <linux/rhashtable-types.h>
#include <linux/spinlock_types.h>
#include <linux/types.h>
#include <linux/uidgid_types.h>
#include <linux/workqueue_types.h>

#include "common.h"

/* Secids per chunk of the secid-to-vector array (one page of pointers). */
#define GLASS_SECID_CHUNK	(PAGE_SIZE / sizeof(void *))
#define GLASS_SECID_CHUNKS	2048
/* The most secids a table can hand out (1M with 4 KiB pages). */
#define GLASS_SECID_LIMIT	(GLASS_SECID_CHUNK * GLASS_SECID_CHUNKS)

/*
 * The secid of a vector the table could not take (full, or out of
 * memory).  Never 0, which means "no module has a label": consumers
 * refuse it, audit rules count it as a match, and its context says that
 * the labels were not recorded.
 */
#define GLASS_SECID_UNRECORDED	U32_MAX

/*
 * A packed secid: the secid of one module, tagged with the module's
 * position, standing for the vector that holds only that label.  Such a
 * vector needs no table entry, so making its secid looks nothing up (IMA
 * asks for the subject's on every open, unix_get_peersec_dgram() on every
 * send), and glass_secid_vec() translates it back without the table.
 * Table secids stay below GLASS_SECID_LIMIT, far from bit 31;
 * GLASS_SECID_UNRECORDED is never one.
 */
#define GLASS_SECID_PACKED	BIT(31)
#define GLASS_SECID_PACKED_SHIFT	28

/*
 * A datagram's peer secid (SCM_SECURITY, IP_PASSSEC): a packed or table
 * secid with this bit set, so that the receiver is told the context in
 * its own display (glass_call_secid_to_secctx()).  Audit never sees one:
 * it names task, object and packet secids, which stay display-free.
 */
#define GLASS_SECID_PEER	BIT(27)
#define GLASS_SECID_PACKED_MASK	(GLASS_SECID_PEER - 1)
static_assert(GLASS_SECID_LIMIT <= GLASS_SECID_PEER);

/* The packed secid of @secid of the module at @position, or 0 if none fits. */
static inline u32 glass_secid_pack(unsigned int position, u32 secid)
{
	if (!secid || secid >= GLASS_SECID_PACKED_MASK ||
	    position >= GLASS_MAX_MODULES)
		return 0;
	return GLASS_SECID_PACKED | position << GLASS_SECID_PACKED_SHIFT | secid;
}

/*
 * What an unprivileged user may make of a table of @max secids: its own
 * share, and all such users together half of the table.  The rest is
 * root's and the kernel's, whatever users do.
 */
#define GLASS_SECID_USER_SHARE	64
#define GLASS_SECID_USERS_SHARE	2

/* Reclaim is tried when the table doubled since the last one, from this. */
#define GLASS_SECID_RECLAIM_MIN	64

/**
 * struct glass_secid_entry - one Glass secid and the vector it stands for
 * @node: in the vector-to-secid hash
 * @secid: the Glass secid
 * @maker: the unprivileged user it counts against, or GLOBAL_ROOT_UID
 * @vec: each module's secid, in stack order, 0 where the module has none
 * @rcu: frees an entry a reader may still hold
 */
struct glass_secid_entry {
	struct rhash_head node;
	u32 secid;
	kuid_t maker;
	u32 vec[GLASS_MAX_MODULES];
	struct rcu_head rcu;
};

/**
 * struct glass_secid_stats - use of a secid table
 * @hits: vectors found in the table
 * @misses: vectors not found, added unless the table could not take them
 * @unrecorded: vectors the table could not take
 * @reclaimed: entries removed because a module's label went away
 * @over_share: vectors not taken because their unprivileged maker had
 *	made its share (counted in @unrecorded too)
 * @entries: secids in use (in a sum only)
 * @unprivileged: of those, made by unprivileged users (in a sum only)
 */
struct glass_secid_stats {
	unsigned long hits;
	unsigned long misses;
	unsigned long unrecorded;
	unsigned long reclaimed;
	unsigned long over_share;
	unsigned long entries;
	unsigned long unprivileged;
};

/**
 * struct glass_secid_table - the secid mapping table
 * @ht: vector to entry
 * @last: the entry found last, checked first
 * @chunks: secid to entry, GLASS_SECID_CHUNK secids per chunk
 * @lock: serialises insertion and removal
 * @nr: secids in use
 * @top: the highest secid handed out so far
 * @next: where the search for a free secid starts (secids are handed
 *	out in a cycle, so a removed one comes back as late as possible)
 * @max: secids are below this
 * @reclaim_at: @nr that makes the next reclaim
 * @unprivileged: secids made by unprivileged users
 * @user_max: the most one unprivileged user may make
 * @users_max: the most all unprivileged users together may make
 * @users: the unprivileged users with secids, struct glass_secid_user
 * @alive: whether every module label of a vector still exists (NULL:
 *	never reclaim)
 * @reclaim_work: runs glass_secid_reclaim()
 * @ready: set up
 * @stats: per-CPU counts
 */
struct glass_secid_table {
	struct rhashtable ht;
	struct glass_secid_entry __rcu *last;
	struct glass_secid_entry __rcu **chunks[GLASS_SECID_CHUNKS];
	/* Serialises insertion and removal; lookups need only RCU. */
	spinlock_t lock;
	u32 nr;
	u32 top;
	u32 next;
	u32 max;
	u32 reclaim_at;
	u32 unprivileged;
	u32 user_max;
	u32 users_max;
	DECLARE_HASHTABLE(users, 6);
	bool (*alive)(const u32 *vec);
	struct work_struct reclaim_work;
	bool ready;
	struct glass_secid_stats __percpu *stats;
};

extern struct glass_secid_table glass_secids;

int glass_secid_table_init(struct glass_secid_table *t, u32 max);
u32 glass_secid_of(struct glass_secid_table *t, const u32 *vec);
u32 __glass_secid_of_label(struct glass_secid_table *t, unsigned int position,
			   u32 secid);

/**
 * glass_secid_of_label - the Glass secid of one module's label
 * @t: the table
 * @position: the module's position in the stack
 * @secid: the module's secid, 0 for none
 *
 * The secid glass_secid_of() gives the vector holding only @secid, with
 * no vector to build: a hook with one provider asks this.
 *
 * Return: as glass_secid_of().
 */
static inline u32 glass_secid_of_label(struct glass_secid_table *t,
				       unsigned int position, u32 secid)
{
	u32 packed = glass_secid_pack(position, secid);

	if (packed || !secid)
		return packed;
	return __glass_secid_of_label(t, position, secid);
}

int glass_secid_vec(struct glass_secid_table *t, u32 secid, u32 *vec);
void glass_secid_stats(struct glass_secid_table *t,
		       struct glass_secid_stats *stats);

#if IS_ENABLED(CONFIG_KUNIT)
kuid_t glass_secid_maker(void);
void glass_secid_table_destroy(struct glass_secid_table *t);
int glass_secid_insert(struct glass_secid_table *t,
		       struct glass_secid_entry *e);
unsigned int glass_secid_reclaim(struct glass_secid_table *t);
#endif

#endif /* _SECURITY_GLASS_SECID_H */
