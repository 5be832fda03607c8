// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - choosing the stack
 *
 * Glass is ordered first by the framework.  The modules it can compose
 * are left alone by the framework: Glass composes those named in
 * glass.stack= (or CONFIG_SECURITY_GLASS_STACK), in that order, then
 * commoncap last (glass_compose(), in dispatch.c).
 */

#include <kunit/visibility.h>
#include <linux/cred.h>
#include <linux/kernel.h>
#include <linux/lsm_hooks.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <uapi/linux/lsm.h>

#include "common.h"
#include "blob.h"
#include "dispatch.h"
#include "display.h"
#include "owner.h"
#include "secctx.h"
#include "secid.h"
#include "setup.h"

/* Modules Glass knows how to compose, commoncap aside. */
static const char *const glass_composable[] = { "selinux", "smack", "tomoyo",
	"apparmor",
#ifdef CONFIG_SECURITY_GLASS_TEST
	"glasstest",
#endif
};

const struct lsm_id glass_lsmid = {
	.name = GLASS_NAME,
	.id = LSM_ID_UNDEF,
};

struct lsm_blob_sizes glass_blob_sizes __ro_after_init;

/* What Glass keeps for itself: each task's display choice. */
static struct lsm_blob_sizes glass_own_sizes __initdata = {
	.lbs_task = sizeof(struct glass_task),
};

static char *glass_stack_arg __initdata;
/* The lsm_info of each composed module, whose init() Glass calls. */
static struct lsm_info *glass_infos[GLASS_MAX_MODULES] __initdata;

/* Early: the stack must be known when security_init() runs. */
static int __init glass_stack_setup(char *str)
{
	glass_stack_arg = str ?: "";
	return 0;
}
early_param("glass.stack", glass_stack_setup);

static bool glass_is_composable(const char *name)
{
	return match_string(glass_composable, ARRAY_SIZE(glass_composable),
			    name) >= 0;
}

/**
 * glass_parse_stack - split a stack description into module names
 * @stack: comma-separated names, modified in place
 * @names: the names accepted, in order
 * @max: room in @names
 *
 * Names Glass cannot compose, repeats and names past @max are reported
 * and skipped: the rest of the stack still composes.
 *
 * Return: the number of names accepted.
 */
VISIBLE_IF_KUNIT int glass_parse_stack(char *stack, const char **names,
				       unsigned int max)
{
	unsigned int n = 0, i;
	char *name;

	while ((name = strsep(&stack, ",")) != NULL) {
		name = strim(name);
		if (!*name)
			continue;
		if (!strcmp(name, "capability")) {
			pr_info("capability is always composed, last\n");
			continue;
		}
		if (!glass_is_composable(name)) {
			pr_err("unknown module \"%s\" in the stack, ignored (Glass composes selinux, smack, tomoyo, apparmor)\n",
			       name);
			continue;
		}
		for (i = 0; i < n; i++)
			if (!strcmp(names[i], name))
				break;
		if (i < n) {
			pr_err("module \"%s\" named twice in the stack, ignored\n",
			       name);
			continue;
		}
		if (n == max) {
			pr_err("too many modules in the stack, \"%s\" ignored\n",
			       name);
			continue;
		}
		names[n++] = name;
	}
	return n;
}

static struct lsm_info * __init glass_find_lsm(const char *name)
{
	struct lsm_info *lsm;

	for (lsm = __start_lsm_info; lsm < __end_lsm_info; lsm++)
		if (!strcmp(glass_lsm_name(lsm), name))
			return lsm;
	return NULL;
}

/**
 * glass_claims - is a module composed by Glass rather than the framework
 * @lsm: the module
 *
 * Return: true for commoncap and every module Glass can compose, stacked
 * or not: the framework must initialise none of them.
 */
bool __init glass_claims(const struct lsm_info *lsm)
{
	return !strcmp(glass_lsm_name(lsm), "capability") ||
	       glass_is_composable(glass_lsm_name(lsm));
}

/**
 * glass_composed_lsm - the modules Glass composes, in the order it
 *	initialises them
 * @i: which one
 *
 * commoncap first, as without Glass, then the stack (glass_compose()).
 * The framework lists them, and runs their initcalls, in this order at
 * Glass's place (7.3's lsm_init.c).
 *
 * Return: the module's lsm_info, or NULL past the last one.
 */
struct lsm_info * __init glass_composed_lsm(unsigned int i)
{
	if (i >= glass_nr_modules)
		return NULL;
	return glass_infos[i ? i - 1 : glass_nr_modules - 1];
}

static void __init glass_add_module(struct lsm_info *lsm)
{
	glass_infos[glass_nr_modules] = lsm;
	glass_modules[glass_nr_modules].name = glass_lsm_name(lsm);
	glass_modules[glass_nr_modules].blobs = lsm->blobs;
	glass_nr_modules++;
}

static bool __init glass_stacked(const struct lsm_info *lsm)
{
	unsigned int s;

	for (s = 0; s < glass_nr_modules; s++)
		if (glass_infos[s] == lsm)
			return true;
	return false;
}

/*
 * A module left out of the stack is never initialised; its own enabled
 * flag must say so, or its securityfs and sysctl code would run against
 * state it never set up.
 */
static void __init glass_disable_unstacked(void)
{
	struct lsm_info *lsm;

	for (lsm = __start_lsm_info; lsm < __end_lsm_info; lsm++)
		if (glass_is_composable(glass_lsm_name(lsm)) &&
		    !glass_stacked(lsm) && lsm->enabled)
			*lsm->enabled = 0;
}

static void __init glass_blob_sizes_of(struct lsm_blob_sizes **sizes)
{
	unsigned int s;

	for (s = 0; s < glass_nr_modules; s++)
		sizes[s] = glass_modules[s].blobs;
}

/**
 * glass_prepare - choose the stack and lay out the blobs
 *
 * Called by the framework before it sizes the blobs, so that Glass's own
 * blob sizes cover the modules it composes.
 */
void __init glass_prepare(void)
{
	struct lsm_blob_sizes *sizes[GLASS_MAX_MODULES];
	const char *names[GLASS_MAX_MODULES - 1];
	struct lsm_info *lsm;
	unsigned int i, n;
	static char stack[256] __initdata;
	int rc;

	if (strscpy(stack, glass_stack_arg ?: CONFIG_SECURITY_GLASS_STACK,
		    sizeof(stack)) < 0)
		pr_err("stack longer than %zu characters, truncated\n",
		       sizeof(stack) - 1);
	n = glass_parse_stack(stack, names, ARRAY_SIZE(names));
	for (i = 0; i < n; i++) {
		lsm = glass_find_lsm(names[i]);
		if (!lsm) {
			pr_err("%s is not built into this kernel, not composed\n",
			       names[i]);
			continue;
		}
		if (lsm->enabled && !*lsm->enabled) {
			pr_err("%s is disabled by its boot parameter, not composed\n",
			       names[i]);
			continue;
		}
		glass_add_module(lsm);
	}

	glass_disable_unstacked();

	lsm = glass_find_lsm("capability");
	if (!lsm)
		panic(GLASS_NAME ": commoncap is missing\n");
	glass_add_module(lsm);

	glass_choose_owners();

	glass_blob_sizes_of(sizes);
	rc = glass_blob_plan(glass_layout, &glass_blob_sizes, sizes,
			     glass_nr_modules, &glass_own_sizes);
	/* Composing without blobs would run modules on memory they lack. */
	if (rc)
		panic(GLASS_NAME ": cannot lay out the security blobs: %d\n", rc);
}

/*
 * Glass holds the framework's exclusive place (LSM_FLAG_EXCLUSIVE), so an
 * exclusive module it does not compose is never enabled: it would keep
 * secids and contexts of its own beside Glass's, overwrite the secids
 * Glass hands out, and release the contexts Glass made.  Say so.
 */
static void __init glass_report_exclusive(void)
{
	struct lsm_info *lsm;

	for (lsm = __start_lsm_info; lsm < __end_lsm_info; lsm++)
		if ((lsm->flags & LSM_FLAG_EXCLUSIVE) && !glass_claims(lsm) &&
		    strcmp(glass_lsm_name(lsm), GLASS_NAME))
			pr_warn("%s is not enabled: it is an exclusive module, Glass holds the exclusive place and does not compose %s\n",
				glass_lsm_name(lsm), glass_lsm_name(lsm));
}

static int __init glass_init(void)
{
	struct lsm_blob_sizes *sizes[GLASS_MAX_MODULES];
	unsigned int s;
	int n, rc;

	/* Without a table every vector is unrecorded: consumers refuse it. */
	rc = glass_secid_table_init(&glass_secids, GLASS_SECID_LIMIT);
	if (rc)
		pr_err("no secid table (%d): secids and contexts are refused\n",
		       rc);
	else
		glass_secids.alive = glass_labels_alive;

	glass_blob_sizes_of(sizes);
	glass_blob_assign(glass_layout, &glass_blob_sizes, sizes,
			  glass_nr_modules);
	/* init_task and its cred were allocated before Glass existed. */
	glass_blob_fill(&glass_layout[GLASS_BLOB_CRED],
			((struct cred *)current->cred)->security);
	glass_blob_fill(&glass_layout[GLASS_BLOB_TASK], current->security);

	glass_compose(glass_infos);
	glass_report_exclusive();
	glass_display_init();
	n = glass_register_hooks();

	for (s = 0; s < glass_nr_modules; s++)
		pr_info("module %u: %s, %u hooks\n", s,
			glass_modules[s].name, glass_modules[s].nr_hooks);
	pr_info("composed %u modules: %d hooks of Glass's registered, %u providers called directly\n",
		glass_nr_modules, n, glass_direct_calls);
	return 0;
}

/*
 * Ordered where the first module it composes, or the first exclusive
 * module, stands in lsm= (security.c: glass_order()).
 */
DEFINE_LSM(glass) = {
#if GLASS_LINUX_7_3
	.id = &glass_lsmid,
#else
	.name = GLASS_NAME,
#endif
	/* The exclusive modules run only if Glass composes them. */
	.flags = LSM_FLAG_EXCLUSIVE,
	.init = glass_init,
	.blobs = &glass_blob_sizes,
};
