/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - one owner for each single-u32 network label
 */

#ifndef _SECURITY_GLASS_OWNER_H
#define _SECURITY_GLASS_OWNER_H

#include <linux/init.h>
#include <linux/lsm_hooks.h>

enum glass_label_kind_id {
	GLASS_SECMARK,
	GLASS_NETLABEL,
	GLASS_NR_LABEL_KINDS
};

/**
 * struct glass_label_kind - a network label only one module may use
 * @name: its name, as in glass.<name>=
 * @flag: offset of the module's flag in struct lsm_blob_sizes
 */
struct glass_label_kind {
	const char *name;
	size_t flag;
};

extern const struct glass_label_kind glass_label_kinds[GLASS_NR_LABEL_KINDS];

#if IS_ENABLED(CONFIG_KUNIT)
int glass_choose_owner(unsigned int kind, const char * const *names,
		       struct lsm_blob_sizes * const *sizes, unsigned int nr,
		       const char *chosen);
#endif
void __init glass_choose_owners(void);

#endif /* _SECURITY_GLASS_OWNER_H */
