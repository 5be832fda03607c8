// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - the hooks Glass registers with the framework
 *
 * Glass registers one function per hook that some composed module (or
 * commoncap) provides, plus the blob hooks that lay out the slot arrays.
 * Each function runs the providers of the live table through the
 * glass_call_<hook>() of dispatch.h.
 */

#include <linux/blk_types.h>
#include <linux/cred.h>
#include <linux/fs.h>
#include <linux/ipc.h>
#include <linux/key.h>
#include <linux/lsm_hooks.h>
#include <linux/msg.h>
#include <linux/perf_event.h>
#include <linux/printk.h>
#include <net/sock.h>

#include "common.h"
#include "dispatch.h"

struct glass_hook_table glass_table __ro_after_init;

#define GLASS_WRAP(RET, NAME, PARAMS, TARGS)				\
static RET glass_##NAME PARAMS						\
{									\
	const struct glass_hook_table *t = &glass_table;		\
									\
	return glass_call_##NAME TARGS;					\
}

#define GLASS_HOOK_ALL(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
	GLASS_WRAP(RET, NAME, PARAMS, TARGS)
#define GLASS_HOOK_VOID(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
	GLASS_WRAP(void, NAME, PARAMS, TARGS)
#define GLASS_HOOK_FIRST(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
	GLASS_WRAP(RET, NAME, PARAMS, TARGS)
#define GLASS_HOOK_CUSTOM(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
	GLASS_WRAP(RET, NAME, PARAMS, TARGS)
#define GLASS_HOOK_ROUTED(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS)

/* Lay out the object's slot array before any module sees the object. */
#define GLASS_HOOK_BLOB(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS, \
			KIND, BLOB)					\
static RET glass_##NAME PARAMS						\
{									\
	const struct glass_hook_table *t = &glass_table;		\
									\
	glass_blob_fill(&glass_layout[GLASS_BLOB_##KIND], BLOB);	\
	return glass_call_##NAME TARGS;					\
}

#include "glass_hooks.h"

/* Where each hook's vector lies in a table, by the hook's static calls. */
static const struct {
	const struct lsm_static_call *scalls;
	size_t vec;
} glass_hook_index[] = {
#define LSM_HOOK(RET, DEFAULT, NAME, ...)				\
	{ static_calls_table.NAME, offsetof(struct glass_hook_table, NAME) },
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK
};

/**
 * glass_hook_vec_of - the vector of @table for the hook @hl is for
 * @table: a hook table
 * @hl: a module's hook entry, made by LSM_HOOK_INIT()
 *
 * Return: the vector, or NULL if @hl names no known hook.
 */
struct glass_hook_vec *glass_hook_vec_of(struct glass_hook_table *table,
					 const struct security_hook_list *hl)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(glass_hook_index); i++)
		if (glass_hook_index[i].scalls == hl->scalls)
			return (void *)table + glass_hook_index[i].vec;
	return NULL;
}

/**
 * glass_hook_vec_add - append a provider to a hook vector
 * @vec: the hook's vector
 * @hl: the provider's hook entry
 *
 * Return: 0, or -ENOSPC if the vector is full.
 */
int glass_hook_vec_add(struct glass_hook_vec *vec,
		       struct security_hook_list *hl)
{
	if (vec->nr >= GLASS_MAX_SLOTS)
		return -ENOSPC;
	vec->fn[vec->nr] = hl->hook;
	vec->hl[vec->nr] = hl;
	vec->nr++;
	return 0;
}

/**
 * glass_table_fallback - give commoncap the hooks nobody else provides
 * @table: the composed modules' providers
 * @fallback: commoncap's hooks
 *
 * A composed module that provides one of commoncap's hooks makes the
 * capability check itself, so commoncap only runs where nobody else does.
 */
void glass_table_fallback(struct glass_hook_table *table,
			  const struct glass_hook_table *fallback)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(glass_hook_index); i++) {
		struct glass_hook_vec *vec = (void *)table +
					     glass_hook_index[i].vec;

		if (!vec->nr)
			*vec = *(const struct glass_hook_vec *)
				((const void *)fallback + glass_hook_index[i].vec);
	}
}

/* A hook Glass can register, with the blob kind it lays out or -1. */
struct glass_hook_def {
	struct security_hook_list hl;
	int blob_kind;
};

static const struct glass_hook_def glass_hook_defs[] __initconst = {
#define GLASS_HOOK_ALL(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
	{ LSM_HOOK_INIT(NAME, glass_##NAME), -1 },
#define GLASS_HOOK_VOID GLASS_HOOK_ALL
#define GLASS_HOOK_FIRST GLASS_HOOK_ALL
#define GLASS_HOOK_CUSTOM GLASS_HOOK_ALL
#define GLASS_HOOK_ROUTED(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS)
#define GLASS_HOOK_BLOB(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS, \
			KIND, BLOB)					\
	{ LSM_HOOK_INIT(NAME, glass_##NAME), GLASS_BLOB_##KIND },
#include "glass_hooks.h"
};

/* What Glass registers: the framework keeps pointers into it. */
static struct security_hook_list glass_hooks[ARRAY_SIZE(glass_hook_defs)]
	__ro_after_init;

/* A hook is needed if it has a provider, or lays out a blob in use. */
static bool __init glass_hook_needed(unsigned int i)
{
	const struct glass_hook_vec *vec;
	int kind = glass_hook_defs[i].blob_kind;

	vec = glass_hook_vec_of(&glass_table, &glass_hook_defs[i].hl);
	return vec->nr || (kind >= 0 && glass_layout[kind].base >= 0);
}

/**
 * glass_register_hooks - register Glass's hooks with the framework
 *
 * Only hooks with a provider are registered, so a hook nobody composed
 * costs nothing and keeps the framework's default answer.
 *
 * Return: the number of hooks registered.
 */
int __init glass_register_hooks(void)
{
	unsigned int i;
	int n = 0;

	for (i = 0; i < ARRAY_SIZE(glass_hook_defs); i++)
		if (glass_hook_needed(i))
			glass_hooks[n++] = glass_hook_defs[i].hl;
	security_add_hooks(glass_hooks, n, &glass_lsmid);
	return n;
}
