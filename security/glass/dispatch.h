/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - per-hook dispatch, generated from lsm_hook_defs.h
 *
 * glass_hooks.h is made at build time by mkhooks.awk: it lists every hook
 * with its argument names and its combination rule (hook-rules).  Each
 * rule below turns into a glass_call_<hook>() that runs the providers of
 * one table; dispatch.c wraps them around the live table, the KUnit tests
 * run them on tables of their own.
 */
#ifndef _SECURITY_GLASS_DISPATCH_H
#define _SECURITY_GLASS_DISPATCH_H

#include "common.h"

/* Every provider runs, in stack order; the first non-default result wins. */
#define GLASS_HOOK_ALL(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
static inline RET glass_call_##NAME TPARAMS				\
{									\
	const struct glass_hook_vec *h = &t->NAME;			\
	RET rc = DEFAULT;						\
	unsigned int i;							\
									\
	for (i = 0; i < h->nr; i++) {					\
		RET r = h->fn[i].NAME ARGS;				\
									\
		if (rc == (DEFAULT))					\
			rc = r;						\
	}								\
	return rc;							\
}

#define GLASS_HOOK_VOID(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
static inline void glass_call_##NAME TPARAMS				\
{									\
	const struct glass_hook_vec *h = &t->NAME;			\
	unsigned int i;							\
									\
	for (i = 0; i < h->nr; i++)					\
		h->fn[i].NAME ARGS;					\
}

/* The first module that answers is the only one asked. */
#define GLASS_HOOK_FIRST(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
static inline RET glass_call_##NAME TPARAMS				\
{									\
	const struct glass_hook_vec *h = &t->NAME;			\
	RET rc = DEFAULT;						\
	unsigned int i;							\
									\
	for (i = 0; i < h->nr && rc == (DEFAULT); i++)			\
		rc = h->fn[i].NAME ARGS;				\
	return rc;							\
}

#define GLASS_HOOK_BLOB(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS, \
			KIND, BLOB)					\
	GLASS_HOOK_ALL(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS)

/* combine.c defines these. */
#define GLASS_HOOK_CUSTOM(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS)

/* Not dispatched: the framework calls the module it is asked for. */
#define GLASS_HOOK_ROUTED(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS)

#include "glass_hooks.h"

/* The "not mine" answer of each hook with a combination of its own. */
enum glass_hook_default {
#define GLASS_HOOK_ALL(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS)
#define GLASS_HOOK_VOID GLASS_HOOK_ALL
#define GLASS_HOOK_FIRST GLASS_HOOK_ALL
#define GLASS_HOOK_ROUTED GLASS_HOOK_ALL
#define GLASS_HOOK_BLOB(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS, \
			KIND, BLOB)
#define GLASS_HOOK_CUSTOM(RET, DEFAULT, NAME, PARAMS, ARGS, TPARAMS, TARGS) \
	GLASS_DEFAULT_##NAME = (DEFAULT),
#include "glass_hooks.h"
};

#endif /* _SECURITY_GLASS_DISPATCH_H */
