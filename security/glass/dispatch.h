/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the hook table, the composed modules and dispatch
 */

#ifndef _SECURITY_GLASS_DISPATCH_H
#define _SECURITY_GLASS_DISPATCH_H

#include <linux/glass.h>
#include <linux/init.h>
#include <linux/lsm_hooks.h>

#include "common.h"
#include "secid.h"

/**
 * struct glass_hook_vec - the providers of one hook, in stack order
 * @nr: number of providers
 * @fn: their functions
 * @hl: their hook entries, for the framework's lsm_id routed hooks
 * @module: their modules' positions in the stack, to hand each module its
 *          own entry of a secid vector
 */
struct glass_hook_vec {
	unsigned int nr;
	union security_list_options fn[GLASS_MAX_MODULES];
	struct security_hook_list *hl[GLASS_MAX_MODULES];
	u8 module[GLASS_MAX_MODULES];
};

/*
 * struct glass_hook_table, one vector per hook, and glass_call_<hook>(),
 * made from lsm_hook_defs.h and hook-rules by mkhooks.awk.  One hook as
 * generated, file_open with the default rule "all".  Its rule is the
 * framework's own, so the framework calls its providers itself
 * (glass_register_hooks()); where the static calls are too few for them,
 * security_file_open() calls glass_file_open() (glass_wrappers.h, in
 * dispatch.c) through one static call instead, which calls
 *
 *	static inline int glass_call_file_open(const struct glass_hook_table *t,
 *					       struct file *file)
 *	{
 *		const struct glass_hook_vec *h = &t->file_open;
 *		int rc = 0;
 *		unsigned int i;
 *
 *		for (i = 0; i < h->nr; i++) {
 *			int r = h->fn[i].file_open(file);
 *
 *			if (rc == (0))
 *				rc = r;
 *		}
 *		return rc;
 *	}
 *
 * with t = &glass_table: every provider runs, the first denial is the
 * answer.
 */
#include "glass_hooks.h"

extern struct glass_hook_table glass_table;

/**
 * struct glass_module - one composed module
 * @name: its name
 * @blobs: its blob sizes, rewritten into slot offsets by Glass
 * @lsmid: its identity, learnt when it registers its hooks
 * @nr_hooks: number of hooks it registered
 *
 * Nothing here points into the module's lsm_info, which is init data.
 */
struct glass_module {
	const char *name;
	struct lsm_blob_sizes *blobs;
	const struct lsm_id *lsmid;
	unsigned int nr_hooks;
};

extern struct glass_module glass_modules[GLASS_MAX_MODULES];
extern unsigned int glass_nr_modules;

struct glass_hook_vec *glass_hook_vec_of(struct glass_hook_table *table,
					 const struct lsm_static_call *scalls);
int glass_hook_vec_add(struct glass_hook_vec *vec,
		       struct security_hook_list *hl, unsigned int module);
int glass_provider_of_module(const struct glass_hook_vec *h,
			     unsigned int module);
int glass_provider_named(const struct glass_hook_vec *h, const char *name);
void glass_table_fallback(struct glass_hook_table *table,
			  const struct glass_hook_table *fallback);
void __init glass_compose(struct lsm_info *const *lsms);
int __init glass_register_hooks(void);
extern unsigned int glass_direct_calls;
extern unsigned int glass_static_call_room;

#endif /* _SECURITY_GLASS_DISPATCH_H */
