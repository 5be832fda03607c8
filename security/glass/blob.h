/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the slot arrays of security blobs
 */

#ifndef _SECURITY_GLASS_BLOB_H
#define _SECURITY_GLASS_BLOB_H

#include <linux/glass.h>
#include <linux/lsm_hooks.h>
#include <linux/types.h>

#include "common.h"

/**
 * struct glass_blob_layout - where the parts of one blob kind live
 * @base: offset of Glass's slot array in the framework's blob
 * @nr_parts: number of parts Glass places
 * @slot: index in the slot array of each part
 * @part: offset of each part from the slot array
 * @index: each module's index in the slot array, GLASS_NO_SLOT for none
 * @own: offset of Glass's own part from the slot array, if it has one
 *
 * Glass keeps every part it allocates in the framework's blob, after the
 * slot array, so an object costs one allocation and one pointer per
 * composed module with a part of that kind more than without Glass.
 */
struct glass_blob_layout {
	int base;
	unsigned int nr_parts;
	u8 slot[GLASS_MAX_MODULES];
	u16 part[GLASS_MAX_MODULES];
	u8 index[GLASS_MAX_MODULES];
	u16 own;
};

/* The index of a module with no part of a blob kind. */
#define GLASS_NO_SLOT		0xff

extern struct glass_blob_layout glass_layout[GLASS_NR_BLOB_KINDS];
extern struct lsm_blob_sizes glass_blob_sizes;

int glass_blob_plan(struct glass_blob_layout *layout,
		    struct lsm_blob_sizes *total,
		    struct lsm_blob_sizes * const *sizes, unsigned int nr_modules,
		    struct lsm_blob_sizes *own);
void glass_blob_assign(struct glass_blob_layout *layout,
		       const struct lsm_blob_sizes *bases,
		       struct lsm_blob_sizes * const *sizes,
		       unsigned int nr_modules);
void glass_blob_fill(const struct glass_blob_layout *layout, void *blob);

#endif /* _SECURITY_GLASS_BLOB_H */
