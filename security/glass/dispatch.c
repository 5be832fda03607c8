// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - the composed modules' hooks
 *
 * The hooks of each composed module land in Glass's table of providers.
 * Glass then registers one function per hook that some composed module
 * (or commoncap) provides, or that Glass needs whatever the stack.  Each
 * function runs the providers of the live table through the
 * glass_call_<hook>() generated for it.
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
#include <linux/string.h>
#include <net/sock.h>

#include "common.h"
#include "blob.h"
#include "combine.h"
#include "dispatch.h"
#include "display.h"
#include "mnt_opts.h"
#include "secctx.h"

struct glass_module glass_modules[GLASS_MAX_MODULES] __ro_after_init;
unsigned int glass_nr_modules __ro_after_init;
struct glass_hook_table glass_table __ro_after_init;
/* commoncap's hooks, used where no composed module provides the hook. */
static struct glass_hook_table glass_cap_table __initdata;
/* The module whose init() is running, while Glass composes. */
static struct glass_module *glass_registering __initdata;

/*
 * A hook Glass can register, with Glass's own step alone if it has one
 * (called before the providers), whether Glass needs the hook whatever
 * the stack (it frees or sets up what Glass keeps), whether a single
 * provider gives the same answer as Glass's code around it (alone), and
 * whether the framework's call_int_hook() or call_void_hook() gives the
 * same answer as Glass, step and providers, for any number of providers
 * (each).
 */
struct glass_hook_def {
	struct security_hook_list hl;
	union security_list_options step;
	bool always;
	bool alone;
	bool each;
};

/* Where a hook's providers lie in a table, by the hook's static calls. */
struct glass_hook_index {
	const struct lsm_static_call *scalls;
	size_t providers;
};

/*
 * glass_<hook>(), what Glass registers for a hook: glass_call_<hook>() on
 * the live table, after Glass's own step if the hook's rule is "step".
 * glass_step_<hook>() is the step alone, for the framework to call before
 * the providers.  None for a routed hook.
 */
#define GLASS_WRAP_int(RET, DEFAULT, NAME, ...)				\
static int glass_##NAME(__VA_ARGS__)					\
{									\
	return glass_call_##NAME					\
		lsm_hook_params(NAME, (&glass_table), LSM_ARGS_##NAME);	\
}

#define GLASS_WRAP_void(RET, DEFAULT, NAME, ...)			\
static void glass_##NAME(__VA_ARGS__)					\
{									\
	glass_call_##NAME						\
		lsm_hook_params(NAME, (&glass_table), LSM_ARGS_##NAME);	\
}

#define GLASS_WRAP_step_int(RET, DEFAULT, NAME, ...)			\
static int glass_##NAME(__VA_ARGS__)					\
{									\
	int step = GLASS_STEP_##NAME;					\
	int rc = glass_call_##NAME					\
		lsm_hook_params(NAME, (&glass_table), LSM_ARGS_##NAME);	\
									\
	return step != (DEFAULT) ? step : rc;				\
}									\
									\
static int glass_step_##NAME(__VA_ARGS__)				\
{									\
	return GLASS_STEP_##NAME;					\
}

#define GLASS_WRAP_step_void(RET, DEFAULT, NAME, ...)			\
static void glass_##NAME(__VA_ARGS__)					\
{									\
	GLASS_STEP_##NAME;						\
	glass_call_##NAME						\
		lsm_hook_params(NAME, (&glass_table), LSM_ARGS_##NAME);	\
}									\
									\
static void glass_step_##NAME(__VA_ARGS__)				\
{									\
	GLASS_STEP_##NAME;						\
}

#define GLASS_WRAP_all		GLASS_WRAP_int
#define GLASS_WRAP_step(RET, DEFAULT, NAME, ...)			\
	GLASS_WRAP_step_##RET(RET, DEFAULT, NAME, __VA_ARGS__)
#define GLASS_WRAP_first	GLASS_WRAP_int
#define GLASS_WRAP_secid_out	GLASS_WRAP_void
#define GLASS_WRAP_secid_in	GLASS_WRAP_int
#define GLASS_WRAP_custom(RET, DEFAULT, NAME, ...)			\
	GLASS_WRAP_##RET(RET, DEFAULT, NAME, __VA_ARGS__)
#define GLASS_WRAP_custom_alone	GLASS_WRAP_custom
#define GLASS_WRAP_own		GLASS_WRAP_custom
#define GLASS_WRAP_routed(RET, DEFAULT, NAME, ...)

#define LSM_HOOK(RET, DEFAULT, NAME, ...)				\
	CONCATENATE(GLASS_WRAP_, GLASS_RULE(NAME, RET))			\
		(RET, DEFAULT, NAME, __VA_ARGS__)
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK

/*
 * A hook's entry in glass_hook_defs[], by its rule: Glass's step, always,
 * alone, each (struct glass_hook_def).
 */
#define GLASS_DEF(NAME, step, always, alone, each)			\
	{ LSM_HOOK_INIT(NAME, glass_##NAME), step, always, alone, each },
#define GLASS_DEF_all(RET, DEFAULT, NAME, ...)				\
	GLASS_DEF(NAME, {}, false, true, true)
#define GLASS_DEF_void		GLASS_DEF_all
#define GLASS_DEF_step(RET, DEFAULT, NAME, ...)				\
	GLASS_DEF(NAME, { .NAME = glass_step_##NAME }, true, false, true)
#define GLASS_DEF_first(RET, DEFAULT, NAME, ...)			\
	GLASS_DEF(NAME, {}, false, false, false)
#define GLASS_DEF_secid_out	GLASS_DEF_first
#define GLASS_DEF_secid_in	GLASS_DEF_first
#define GLASS_DEF_custom	GLASS_DEF_first
#define GLASS_DEF_custom_alone(RET, DEFAULT, NAME, ...)			\
	GLASS_DEF(NAME, {}, false, true, false)
#define GLASS_DEF_own(RET, DEFAULT, NAME, ...)				\
	GLASS_DEF(NAME, {}, true, false, false)
#define GLASS_DEF_routed(RET, DEFAULT, NAME, ...)

static const struct glass_hook_def glass_hook_defs[] __initconst = {
#define LSM_HOOK(RET, DEFAULT, NAME, ...)				\
	CONCATENATE(GLASS_DEF_, GLASS_RULE(NAME, RET))			\
		(RET, DEFAULT, NAME, __VA_ARGS__)
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK
};

static const struct glass_hook_index glass_hook_index[] = {
#define LSM_HOOK(RET, DEFAULT, NAME, ...)				\
	{ static_calls_table.NAME, offsetof(struct glass_hook_table, NAME) },
#include <linux/lsm_hook_defs.h>
#undef LSM_HOOK
};

/**
 * glass_providers_of - the providers of a hook in @table
 * @table: a hook table
 * @scalls: the hook's static calls (hl->scalls of an LSM_HOOK_INIT() entry)
 *
 * Return: the providers, or NULL if @scalls names no known hook.
 */
struct glass_providers *glass_providers_of(struct glass_hook_table *table,
					   const struct lsm_static_call *scalls)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(glass_hook_index); i++)
		if (glass_hook_index[i].scalls == scalls)
			return (void *)table + glass_hook_index[i].providers;
	return NULL;
}

/**
 * glass_provider - a provider of a hook the framework routes by lsm_id
 * @scalls: the hook's static calls, naming the hook
 * @i: which provider, in stack order
 *
 * Return: the provider's hook entry, or NULL past the last one.
 */
struct security_hook_list *glass_provider(const struct lsm_static_call *scalls,
					  unsigned int i)
{
	const struct glass_providers *p;

	/* The routed hooks directly: /proc/<pid>/attr reads come here. */
	if (scalls == static_calls_table.getprocattr)
		p = &glass_table.getprocattr;
	else if (scalls == static_calls_table.setprocattr)
		p = &glass_table.setprocattr;
	else if (scalls == static_calls_table.getselfattr)
		p = &glass_table.getselfattr;
	else if (scalls == static_calls_table.setselfattr)
		p = &glass_table.setselfattr;
	else
		p = glass_providers_of(&glass_table, scalls);
	return p && i < p->nr ? p->hl[i] : NULL;
}

/**
 * glass_provider_of_module - which provider of a hook is a module
 * @h: the hook's providers
 * @module: the module's position in the stack
 *
 * Return: the provider's index in @h, or -1 if the module has no hook.
 */
int glass_provider_of_module(const struct glass_providers *h, unsigned int module)
{
	unsigned int i;

	for (i = 0; i < h->nr; i++)
		if (h->module[i] == module)
			return i;
	return -1;
}

/**
 * glass_provider_named - which provider of a hook a module name is
 * @h: the hook's providers
 * @name: the module's name
 *
 * Return: the provider's index in @h, or -1 if no such module provides it.
 */
int glass_provider_named(const struct glass_providers *h, const char *name)
{
	unsigned int i;

	for (i = 0; i < h->nr; i++)
		if (!strcmp(glass_modules[h->module[i]].name, name))
			return i;
	return -1;
}

/**
 * glass_providers_add - append a provider to a hook's providers
 * @p: the hook's providers
 * @hl: the provider's hook entry
 * @module: the provider's position in the stack
 *
 * Return: 0, or -ENOSPC if @p is full.
 */
int glass_providers_add(struct glass_providers *p,
			struct security_hook_list *hl, unsigned int module)
{
	if (p->nr >= GLASS_MAX_MODULES)
		return -ENOSPC;
	p->fn[p->nr] = hl->hook;
	p->hl[p->nr] = hl;
	p->module[p->nr] = module;
	p->nr++;
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
		struct glass_providers *p = (void *)table +
					     glass_hook_index[i].providers;

		if (!p->nr)
			*p = *(const struct glass_providers *)
				((const void *)fallback + glass_hook_index[i].providers);
	}
}

/**
 * glass_add_hooks - take the hooks of the module Glass is composing
 * @hooks: the module's hooks
 * @count: how many
 * @lsmid: the module's identity
 *
 * Return: true if Glass took the hooks, false if they are for the
 * framework.
 */
bool __init glass_add_hooks(struct security_hook_list *hooks, int count,
			    const struct lsm_id *lsmid)
{
	struct glass_module *m = glass_registering;
	struct glass_hook_table *table;
	int i;

	if (!m || lsmid == &glass_lsmid)
		return false;

	m->lsmid = lsmid;
	table = m == &glass_modules[glass_nr_modules - 1] ?
		&glass_cap_table : &glass_table;
	for (i = 0; i < count; i++) {
		struct glass_providers *p;

		hooks[i].lsmid = lsmid;
		/* Glass's step of capget is commoncap's, for every stack. */
		if (table == &glass_cap_table &&
		    hooks[i].scalls == static_calls_table.capget)
			continue;
		p = glass_providers_of(table, hooks[i].scalls);
		/* A hook that cannot be composed would go unenforced. */
		if (!p || glass_providers_add(p, &hooks[i], m - glass_modules))
			panic(GLASS_NAME ": cannot compose hook %d of %s\n", i,
			      lsmid->name);
		m->nr_hooks++;
	}
	return true;
}

static void __init glass_compose_one(unsigned int module,
				     const struct lsm_info *lsm)
{
	int rc;

	glass_registering = &glass_modules[module];
	rc = lsm->init();
	glass_registering = NULL;
	if (rc)
		pr_err("%s failed to initialize: %d\n",
		       glass_modules[module].name, rc);
}

/**
 * glass_compose - initialise the composed modules, taking their hooks
 * @lsms: each module's lsm_info, in stack order, commoncap last
 *
 * Their security_add_hooks() calls land in glass_table (commoncap's in a
 * table of its own), through glass_add_hooks().  commoncap's hooks then
 * fill the hooks no other module provides.
 */
void __init glass_compose(struct lsm_info *const *lsms)
{
	unsigned int s;

	/* commoncap first, as without Glass, though it is last in the stack. */
	glass_compose_one(glass_nr_modules - 1, lsms[glass_nr_modules - 1]);
	for (s = 0; s + 1 < glass_nr_modules; s++)
		glass_compose_one(s, lsms[s]);
	glass_table_fallback(&glass_table, &glass_cap_table);
}

/* What Glass registers: the framework keeps pointers into it. */
static struct security_hook_list glass_hooks[ARRAY_SIZE(glass_hook_defs)]
	__ro_after_init;

/* A hook is needed if it has a provider or Glass has a step of its own. */
static bool __init glass_hook_needed(unsigned int i)
{
	const struct glass_providers *p;

	p = glass_providers_of(&glass_table, glass_hook_defs[i].hl.scalls);
	return p->nr || glass_hook_defs[i].always;
}

/* Providers Glass placed in the framework's static calls. */
unsigned int glass_direct_calls __ro_after_init;

/**
 * glass_composes_call - is a static call a module Glass composes
 * @scall: one of a hook's static calls, in use
 *
 * call_int_hook() asks when a module refused: the modules Glass composes
 * that follow are still called.  Glass's own hooks count as composed;
 * the composed modules' hooks of such a hook are not in the static calls.
 *
 * Return: true if @scall is Glass's or a composed module's.
 */
bool glass_composes_call(const struct lsm_static_call *scall)
{
	const struct lsm_id *lsmid = scall->hl->lsmid;
	unsigned int s;

	if (lsmid == &glass_lsmid)
		return true;
	for (s = 0; s < glass_nr_modules; s++)
		if (glass_modules[s].lsmid == lsmid)
			return true;
	return false;
}

/*
 * How many static calls of a hook Glass may take (glass_static_call_room,
 * for the tests): MAX_LSM_COUNT counts one per module built, Glass
 * excepted, and the modules Glass does not compose need theirs.  6.12's
 * does not count the test module, so there a stack naming it can have
 * more providers than this.
 */
unsigned int glass_static_call_room __ro_after_init;
/* The modules built that Glass claims, commoncap among them (the tests). */
unsigned int glass_claimed_built __ro_after_init;

static unsigned int __init glass_static_call_budget(void)
{
	unsigned int others = __end_early_lsm_info - __start_early_lsm_info;
	const struct lsm_info *lsm;

	for (lsm = __start_lsm_info; lsm < __end_lsm_info; lsm++) {
		if (!strcmp(glass_lsm_name(lsm), GLASS_NAME))
			continue;
		if (glass_claims(lsm))
			glass_claimed_built++;
		else
			others++;
	}
	return others < MAX_LSM_COUNT ? MAX_LSM_COUNT - others : 0;
}

/* Static calls of a hook no module has taken yet. */
static unsigned int __init glass_free_static_calls(const struct lsm_static_call *scalls)
{
	unsigned int i, free = 0;

	for (i = 0; i < MAX_LSM_COUNT; i++)
		free += !scalls[i].hl;
	return free;
}

/*
 * Can the framework call a hook's providers itself?  Glass's code around
 * them must give nothing the framework does not, and there must be a
 * static call for each.
 */
static bool __init glass_calls_directly(const struct glass_hook_def *def,
					const struct glass_providers *p,
					unsigned int budget)
{
	unsigned int calls = p->nr;

	if (def->step.lsm_func_addr) {
		if (!def->each)
			return false;
		calls++;
	} else if (def->always || !p->nr ||
		   !(def->each || (def->alone && p->nr == 1))) {
		return false;
	}
	return calls <= budget &&
	       calls <= glass_free_static_calls(def->hl.scalls);
}

/**
 * glass_register_hooks - register Glass's hooks with the framework
 *
 * Only hooks with a provider are registered, so a hook nobody composed
 * costs nothing and keeps the framework's default answer.  Where Glass's
 * code would add nothing to the framework's loop (glass_calls_directly()),
 * the providers themselves go into the hook's static calls, in stack
 * order: the framework then calls each module as it does without Glass.
 *
 * Return: the number of Glass's own hooks registered.
 */
int __init glass_register_hooks(void)
{
	unsigned int budget = glass_static_call_budget();

	glass_static_call_room = budget;
	unsigned int i, k, steps = 0;
	int n = 0;

	for (i = 0; i < ARRAY_SIZE(glass_hook_defs); i++) {
		const struct glass_hook_def *def = &glass_hook_defs[i];
		const struct glass_providers *p;

		if (!glass_hook_needed(i))
			continue;
		p = glass_providers_of(&glass_table, def->hl.scalls);
		if (glass_calls_directly(def, p, budget)) {
			/*
			 * A hook is either Glass's or called directly, so the
			 * steps fit at the end of glass_hooks[].
			 */
			if (def->step.lsm_func_addr) {
				struct security_hook_list *hl;

				hl = &glass_hooks[ARRAY_SIZE(glass_hooks) - ++steps];
				hl->scalls = def->hl.scalls;
				hl->hook = def->step;
				hl->lsmid = &glass_lsmid;
				security_add_composed_hook(hl);
			}
			for (k = 0; k < p->nr; k++)
				security_add_composed_hook(p->hl[k]);
			glass_direct_calls += p->nr;
			continue;
		}
		glass_hooks[n++] = def->hl;
	}
	security_add_hooks(glass_hooks, n, &glass_lsmid);
	return n;
}
