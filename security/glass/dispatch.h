/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the hook table, the composed modules and dispatch
 */

#ifndef _SECURITY_GLASS_DISPATCH_H
#define _SECURITY_GLASS_DISPATCH_H

#include <linux/args.h>
#include <linux/glass.h>
#include <linux/init.h>
#include <linux/lsm_hooks.h>

#include "common.h"
#include "hook_rules.h"
#include "lsm_hook_args.h"
#include "secid.h"

/**
 * struct glass_providers - the providers of one hook, in stack order
 * @nr: number of providers
 * @fn: their functions
 * @hl: their hook entries, for the framework's lsm_id routed hooks
 * @module: their modules' positions in the stack, to hand each module its
 *          own entry of a secid vector
 */
struct glass_providers {
	unsigned int nr;
	union security_list_options fn[GLASS_MAX_MODULES];
	struct security_hook_list *hl[GLASS_MAX_MODULES];
	u8 module[GLASS_MAX_MODULES];
};

/* Each hook's providers, as struct lsm_static_calls_table has static calls. */
struct glass_hook_table {
#define LSM_HOOK(RET, DEFAULT, NAME, ...) struct glass_providers NAME;
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK
};

/* Each hook's "not mine" answer, for the hand-written hooks. */
#define GLASS_DEFAULT_int(RET, DEFAULT, NAME, ...) glass_default_##NAME = (DEFAULT),
#define GLASS_DEFAULT_void(RET, DEFAULT, NAME, ...)
enum glass_hook_default {
#define LSM_HOOK(RET, DEFAULT, NAME, ...)				\
	GLASS_DEFAULT_##RET(RET, DEFAULT, NAME, __VA_ARGS__)
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK
};

/*
 * GLASS_RULE(NAME, RET): the rule of hook NAME, returning RET.  A hook
 * hook_rules.h lists has its rule as the second of two arguments, which
 * replaces the default of its return type: as IS_ENABLED() tells a set
 * option from an unset one.
 */
#define GLASS_RULE(NAME, RET)						\
	__GLASS_RULE(GLASS_RULE_##NAME, GLASS_DEFAULT_RULE_##RET)
#define __GLASS_RULE(listed, dflt)	__take_second_arg(listed, dflt)
#define GLASS_DEFAULT_RULE_int		all
#define GLASS_DEFAULT_RULE_void		void

/*
 * glass_call_<hook>(t, args...) runs the providers of @t by the hook's
 * rule; the custom and own ones are written by hand, the routed ones go
 * without.  For file_open, with the default rule "all":
 *
 *	static inline int glass_call_file_open(const struct glass_hook_table *t,
 *					       struct file *file)
 *	{
 *		const struct glass_providers *h = &t->file_open;
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
 * Every provider runs, the first denial is the answer.  Its rule is the
 * framework's own, so the framework calls its providers itself
 * (glass_register_hooks()); where the static calls are too few for them,
 * security_file_open() calls glass_file_open() (dispatch.c) through one
 * static call instead, which calls glass_call_file_open(&glass_table, file).
 */
#define GLASS_CALL_all(RET, DEFAULT, NAME, ...)				\
static inline RET glass_call_##NAME					\
	lsm_hook_params(NAME, (const struct glass_hook_table *t), __VA_ARGS__) \
{									\
	const struct glass_providers *h = &t->NAME;			\
	RET rc = DEFAULT;						\
	unsigned int i;							\
									\
	for (i = 0; i < h->nr; i++) {					\
		RET r = h->fn[i].NAME(LSM_ARGS_##NAME);			\
									\
		if (rc == (DEFAULT))					\
			rc = r;						\
	}								\
	return rc;							\
}

#define GLASS_CALL_void(RET, DEFAULT, NAME, ...)			\
static inline void glass_call_##NAME					\
	lsm_hook_params(NAME, (const struct glass_hook_table *t), __VA_ARGS__) \
{									\
	const struct glass_providers *h = &t->NAME;			\
	unsigned int i;							\
									\
	for (i = 0; i < h->nr; i++)					\
		h->fn[i].NAME(LSM_ARGS_##NAME);				\
}

#define GLASS_CALL_step(RET, DEFAULT, NAME, ...)			\
	CONCATENATE(GLASS_CALL_, GLASS_DEFAULT_RULE_##RET)		\
		(RET, DEFAULT, NAME, __VA_ARGS__)

/* The first module that answers is the only one asked. */
#define GLASS_CALL_first(RET, DEFAULT, NAME, ...)			\
static inline RET glass_call_##NAME					\
	lsm_hook_params(NAME, (const struct glass_hook_table *t), __VA_ARGS__) \
{									\
	const struct glass_providers *h = &t->NAME;			\
	RET rc = DEFAULT;						\
	unsigned int i;							\
									\
	for (i = 0; i < h->nr && rc == (DEFAULT); i++)			\
		rc = h->fn[i].NAME(LSM_ARGS_##NAME);			\
	return rc;							\
}

/*
 * Provider @i of @h, called with the hook's arguments but @value for the
 * one named secid: in the block of the call, secid names @value.
 */
#define glass_call_secid(h, i, NAME, value)				\
({									\
	typeof(secid) secid = (value);					\
									\
	(h)->fn[i].NAME(LSM_ARGS_##NAME);				\
})

/*
 * Each module fills its entry; the vector leaves as one secid.  One
 * provider: its label's secid, with no vector to build.
 */
#define GLASS_CALL_secid_out(RET, DEFAULT, NAME, ...)			\
static inline void glass_call_##NAME					\
	lsm_hook_params(NAME, (const struct glass_hook_table *t), __VA_ARGS__) \
{									\
	const struct glass_providers *h = &t->NAME;			\
	unsigned int i;							\
									\
	if (h->nr == 1) {						\
		u32 label = 0;						\
									\
		i = 0;							\
		glass_call_secid(h, i, NAME, &label);			\
		*secid = glass_secid_of_label(&glass_secids,		\
					      h->module[0], label);	\
	} else {							\
		u32 vec[GLASS_MAX_MODULES] = {};			\
									\
		for (i = 0; i < h->nr; i++)				\
			glass_call_secid(h, i, NAME, &vec[h->module[i]]); \
		*secid = glass_secid_of(&glass_secids, vec);		\
	}								\
}

/* Each module gets its own secid; an unknown one is refused. */
#define GLASS_CALL_secid_in(RET, DEFAULT, NAME, ...)			\
static inline RET glass_call_##NAME					\
	lsm_hook_params(NAME, (const struct glass_hook_table *t), __VA_ARGS__) \
{									\
	const struct glass_providers *h = &t->NAME;			\
	u32 vec[GLASS_MAX_MODULES];					\
	RET rc = DEFAULT;						\
	unsigned int i;							\
									\
	if (glass_secid_vec(&glass_secids, secid, vec))			\
		return -EINVAL;						\
	for (i = 0; i < h->nr; i++) {					\
		RET r = glass_call_secid(h, i, NAME, vec[h->module[i]]); \
									\
		if (rc == (DEFAULT))					\
			rc = r;						\
	}								\
	return rc;							\
}

#define GLASS_CALL_custom(RET, DEFAULT, NAME, ...)
#define GLASS_CALL_custom_alone(RET, DEFAULT, NAME, ...)
#define GLASS_CALL_own(RET, DEFAULT, NAME, ...)
#define GLASS_CALL_routed(RET, DEFAULT, NAME, ...)

#define LSM_HOOK(RET, DEFAULT, NAME, ...)				\
	CONCATENATE(GLASS_CALL_, GLASS_RULE(NAME, RET))			\
		(RET, DEFAULT, NAME, __VA_ARGS__)
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK

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

struct glass_providers *glass_providers_of(struct glass_hook_table *table,
					   const struct lsm_static_call *scalls);
int glass_providers_add(struct glass_providers *p,
			struct security_hook_list *hl, unsigned int module);
int glass_provider_of_module(const struct glass_providers *h,
			     unsigned int module);
int glass_provider_named(const struct glass_providers *h, const char *name);
void glass_table_fallback(struct glass_hook_table *table,
			  const struct glass_hook_table *fallback);
void __init glass_compose(struct lsm_info *const *lsms);
int __init glass_register_hooks(void);
extern unsigned int glass_direct_calls;
extern unsigned int glass_static_call_room;
extern unsigned int glass_claimed_built;

#endif /* _SECURITY_GLASS_DISPATCH_H */
