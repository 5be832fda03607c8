// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - security blobs as slot arrays
 *
 * Glass asks the framework for one region in each kind of blob and lays
 * it out as an array of pointers, one slot per composed module that has a
 * part of that kind, followed by the parts Glass allocates for them.  A
 * composed module's lsm_blob_sizes field is rewritten into the offset of
 * its slot, which glass_blob() dereferences, so a module's slot may sit
 * at a different index in each kind.
 */

#include <linux/align.h>
#include <linux/errno.h>
#include <linux/limits.h>
#include <linux/stddef.h>

#include "common.h"
#include "blob.h"

struct glass_blob_layout glass_layout[GLASS_NR_BLOB_KINDS] __ro_after_init;

static const size_t glass_lbs_offset[GLASS_NR_BLOB_KINDS] = {
	[GLASS_BLOB_CRED] = offsetof(struct lsm_blob_sizes, lbs_cred),
	[GLASS_BLOB_FILE] = offsetof(struct lsm_blob_sizes, lbs_file),
	[GLASS_BLOB_BACKING_FILE] = offsetof(struct lsm_blob_sizes,
					     lbs_backing_file),
	[GLASS_BLOB_IB] = offsetof(struct lsm_blob_sizes, lbs_ib),
	[GLASS_BLOB_INODE] = offsetof(struct lsm_blob_sizes, lbs_inode),
	[GLASS_BLOB_SOCK] = offsetof(struct lsm_blob_sizes, lbs_sock),
	[GLASS_BLOB_SUPERBLOCK] = offsetof(struct lsm_blob_sizes,
					   lbs_superblock),
	[GLASS_BLOB_IPC] = offsetof(struct lsm_blob_sizes, lbs_ipc),
	[GLASS_BLOB_KEY] = offsetof(struct lsm_blob_sizes, lbs_key),
	[GLASS_BLOB_MSG_MSG] = offsetof(struct lsm_blob_sizes, lbs_msg_msg),
	[GLASS_BLOB_PERF_EVENT] = offsetof(struct lsm_blob_sizes,
					   lbs_perf_event),
	[GLASS_BLOB_TASK] = offsetof(struct lsm_blob_sizes, lbs_task),
	[GLASS_BLOB_TUN_DEV] = offsetof(struct lsm_blob_sizes, lbs_tun_dev),
	[GLASS_BLOB_BDEV] = offsetof(struct lsm_blob_sizes, lbs_bdev),
	/* 6.12's lsm_blob_sizes has none of these: GLASS_KINDS leaves them. */
#if GLASS_LINUX_7_3
	[GLASS_BLOB_BPF_MAP] = offsetof(struct lsm_blob_sizes, lbs_bpf_map),
	[GLASS_BLOB_BPF_PROG] = offsetof(struct lsm_blob_sizes, lbs_bpf_prog),
	[GLASS_BLOB_BPF_TOKEN] = offsetof(struct lsm_blob_sizes, lbs_bpf_token),
#endif
};

/* The kinds this kernel's struct lsm_blob_sizes has. */
#if GLASS_LINUX_7_3
#define GLASS_KINDS	GLASS_NR_BLOB_KINDS
#else
#define GLASS_KINDS	GLASS_BLOB_BPF_MAP
#endif

static int *glass_lbs(struct lsm_blob_sizes *sizes, enum glass_blob_kind kind)
{
	return (void *)sizes + glass_lbs_offset[kind];
}

/**
 * glass_blob_plan - lay out Glass's region of every blob kind
 * @layout: the layouts to fill in, one per kind
 * @total: Glass's own needs, for the framework
 * @sizes: each composed module's blob sizes as it declared them, or NULL
 * @nr_modules: number of composed modules
 * @own: the bytes Glass keeps for itself in each kind, or NULL
 *
 * A kind no module uses gets no region (base -1) so that objects of that
 * kind cost nothing.
 *
 * Return: 0, or -EINVAL for a negative size other than GLASS_BLOB_SELF,
 * or -E2BIG when a region outgrows the layout's offsets.
 */
int glass_blob_plan(struct glass_blob_layout *layout,
		    struct lsm_blob_sizes *total,
		    struct lsm_blob_sizes * const *sizes, unsigned int nr_modules,
		    struct lsm_blob_sizes *own)
{
	enum glass_blob_kind kind;
	unsigned int m;

	memset(total, 0, sizeof(*total));
	for (kind = 0; kind < GLASS_KINDS; kind++) {
		struct glass_blob_layout *l = &layout[kind];
		unsigned int users = 0;
		size_t off;
		bool used;

		memset(l, 0, sizeof(*l));
		l->base = -1;
		/* A slot only for each module with a part of this kind. */
		for (m = 0; m < nr_modules; m++) {
			int need = sizes[m] ? *glass_lbs(sizes[m], kind) : 0;

			if (need < 0 && need != GLASS_BLOB_SELF)
				return -EINVAL;
			l->index[m] = need ? users++ : GLASS_NO_SLOT;
		}
		used = users > 0;
		off = users * sizeof(void *);
		for (m = 0; m < nr_modules; m++) {
			int need = sizes[m] ? *glass_lbs(sizes[m], kind) : 0;

			if (!need || need == GLASS_BLOB_SELF)
				continue;
			l->slot[l->nr_parts] = l->index[m];
			l->part[l->nr_parts] = off;
			l->nr_parts++;
			off += ALIGN(need, sizeof(void *));
			if (off > U16_MAX)
				return -E2BIG;
		}
		if (own && *glass_lbs(own, kind) > 0) {
			l->own = off;
			off += ALIGN(*glass_lbs(own, kind), sizeof(void *));
			if (off > U16_MAX)
				return -E2BIG;
			used = true;
		}
		if (used) {
			l->base = 0;
			*glass_lbs(total, kind) = off;
		}
	}
	for (m = 0; m < nr_modules; m++)
		if (sizes[m])
			total->lbs_xattr_count += sizes[m]->lbs_xattr_count;
	return 0;
}

/**
 * glass_blob_assign - point each module's blob sizes at its slots
 * @layout: the layouts made by glass_blob_plan()
 * @bases: Glass's offsets in the framework's blobs
 * @sizes: each composed module's blob sizes, rewritten into slot offsets
 * @nr_modules: number of composed modules
 */
void glass_blob_assign(struct glass_blob_layout *layout,
		       const struct lsm_blob_sizes *bases,
		       struct lsm_blob_sizes * const *sizes,
		       unsigned int nr_modules)
{
	enum glass_blob_kind kind;
	unsigned int m;

	for (kind = 0; kind < GLASS_KINDS; kind++) {
		struct glass_blob_layout *l = &layout[kind];

		if (l->base < 0)
			continue;
		l->base = *glass_lbs((struct lsm_blob_sizes *)bases, kind);
		for (m = 0; m < nr_modules; m++) {
			int *lbs = sizes[m] ? glass_lbs(sizes[m], kind) : NULL;

			if (lbs && *lbs)
				*lbs = l->base + l->index[m] * sizeof(void *);
		}
	}
}

/* A kind without a slot array (base < 0) has no part: nothing is written. */
static __always_inline void glass_blob_point(const struct glass_blob_layout *layout,
					     void *blob)
{
	void **slots = blob + layout->base;
	unsigned int i;

	for (i = 0; i < layout->nr_parts; i++)
		slots[layout->slot[i]] = (void *)slots + layout->part[i];
}

/**
 * glass_blob_fill - point the slots of a new blob at their parts
 * @layout: the layout of the blob's kind
 * @blob: the blob, zeroed by the framework
 *
 * Self-managed slots stay NULL until their module fills them.
 */
void glass_blob_fill(const struct glass_blob_layout *layout, void *blob)
{
	if (blob)
		glass_blob_point(layout, blob);
}

/**
 * __glass_blob_init - point the slots of a new blob at their parts
 * @kind: the object's kind
 * @blob: the object's blob, zeroed by the framework, not NULL
 *
 * Called by the framework (glass_blob_init()) before the object's
 * allocation hook, so that every module finds the slots filled.  On every
 * allocation of a blob: the loop is all it does.
 */
void __glass_blob_init(enum glass_blob_kind kind, void *blob)
{
	glass_blob_point(&glass_layout[kind], blob);
}
