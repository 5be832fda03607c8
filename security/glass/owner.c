// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - one owner for each single-u32 network label
 *
 * skb->secmark and NetLabel carry one label, not one per module.  Each
 * module says in its lsm_blob_sizes which of them it uses (lbs_secmark,
 * lbs_netlabel).  Before any module initialises, Glass gives each to one
 * module: the one named by glass.secmark= or glass.netlabel=, else the
 * first in stack order that uses it.  Every other user has its flag
 * cleared, is named in a boot message, and does without.
 *
 * The values are Glass secids, as everywhere outside the modules: the
 * netfilter SECMARK targets and NetLabel's static labels make them with
 * security_secctx_to_secid(), and conntrack, nfnetlink_queue and
 * netlabelctl read them back with security_secid_to_secctx().  The owner
 * translates where it reads or writes its own secid there.
 */

#include <kunit/visibility.h>
#include <linux/init.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

#include "common.h"
#include "dispatch.h"
#include "owner.h"
#include "secid.h"

const struct glass_label_kind glass_label_kinds[GLASS_NR_LABEL_KINDS] = {
	[GLASS_SECMARK] = { "secmark",
			    offsetof(struct lsm_blob_sizes, lbs_secmark) },
	[GLASS_NETLABEL] = { "netlabel",
			     offsetof(struct lsm_blob_sizes, lbs_netlabel) },
};

/* The module (position in the stack) owning each kind, -1 for none. */
static int glass_owners[GLASS_NR_LABEL_KINDS] __ro_after_init;

static char *glass_owner_arg[GLASS_NR_LABEL_KINDS] __initdata;

static int __init glass_secmark_setup(char *str)
{
	glass_owner_arg[GLASS_SECMARK] = str;
	return 0;
}
early_param("glass.secmark", glass_secmark_setup);

static int __init glass_netlabel_setup(char *str)
{
	glass_owner_arg[GLASS_NETLABEL] = str;
	return 0;
}
early_param("glass.netlabel", glass_netlabel_setup);

static bool *glass_uses(struct lsm_blob_sizes *sizes, unsigned int kind)
{
	return (void *)sizes + glass_label_kinds[kind].flag;
}

/**
 * glass_choose_owner - give one kind of network label to one module
 * @kind: GLASS_SECMARK or GLASS_NETLABEL
 * @names: the composed modules, in stack order
 * @sizes: their blob sizes, with the flags they set (NULL: none)
 * @nr: number of modules
 * @chosen: the module the boot parameter names, or NULL
 *
 * Clears the flag of every module but the owner.  A @chosen module that
 * is not composed or does not use the label is reported and ignored.
 *
 * Return: the owner's position in the stack, or -1 if no module uses the
 * label.
 */
VISIBLE_IF_KUNIT int
glass_choose_owner(unsigned int kind, const char * const *names,
		   struct lsm_blob_sizes * const *sizes, unsigned int nr,
		   const char *chosen)
{
	const char *what = glass_label_kinds[kind].name;
	int owner = -1;
	unsigned int s;

	for (s = 0; s < nr; s++)
		if (sizes[s] && *glass_uses(sizes[s], kind) && chosen &&
		    !strcmp(names[s], chosen))
			owner = s;
	if (chosen && owner < 0)
		pr_err("glass.%s=%s: %s is not composed or does not use the %s label, ignored\n",
		       what, chosen, chosen, what);
	for (s = 0; s < nr && owner < 0; s++)
		if (sizes[s] && *glass_uses(sizes[s], kind))
			owner = s;
	if (owner < 0)
		return -1;

	for (s = 0; s < nr; s++) {
		if (s == owner || !sizes[s] || !*glass_uses(sizes[s], kind))
			continue;
		*glass_uses(sizes[s], kind) = false;
		pr_warn("%s: the %s label belongs to %s, %s does without it (glass.%s= chooses)\n",
			names[s], what, names[owner], names[s], what);
	}
	pr_info("the %s label belongs to %s\n", what, names[owner]);
	return owner;
}

/**
 * glass_choose_owners - give each kind of network label to one module
 *
 * Called once the stack is known and before the modules initialise.
 */
void __init glass_choose_owners(void)
{
	struct lsm_blob_sizes *sizes[GLASS_MAX_MODULES];
	const char *names[GLASS_MAX_MODULES];
	unsigned int s, kind;

	for (s = 0; s < glass_nr_modules; s++) {
		names[s] = glass_modules[s].name;
		sizes[s] = glass_modules[s].blobs;
	}
	for (kind = 0; kind < GLASS_NR_LABEL_KINDS; kind++)
		glass_owners[kind] = glass_choose_owner(kind, names, sizes,
							glass_nr_modules,
							glass_owner_arg[kind]);
}

/* A module secid no label has: a rule never matches it. */
#define GLASS_NO_MODULE_SECID	U32_MAX

/* The owner's secid in the Glass secid @secid of a network label. */
static u32 glass_owner_to_module(unsigned int kind, u32 secid)
{
	u32 vec[GLASS_MAX_MODULES];
	int owner = glass_owners[kind];

	if (!secid)
		return 0;
	/* Unknown, unrecorded, or naming no label of the owner: no label. */
	if (owner < 0 || glass_secid_vec(&glass_secids, secid, vec) ||
	    !vec[owner])
		return GLASS_NO_MODULE_SECID;
	return vec[owner];
}

/**
 * glass_secmark_to_module - the owner's secid in a packet's secmark
 * @secid: skb->secmark, a Glass secid
 *
 * Return: the owning module's secid, 0 for no secmark, or a secid no
 * label of the module has when the secmark names none of its labels.
 */
u32 glass_secmark_to_module(u32 secid)
{
	return glass_owner_to_module(GLASS_SECMARK, secid);
}

/* The Glass secid of the @kind owner's label @secid alone. */
static u32 glass_owner_from_module(unsigned int kind, u32 secid)
{
	int owner = glass_owners[kind];

	if (!secid || owner < 0)
		return 0;
	return glass_secid_of_label(&glass_secids, owner, secid);
}

/**
 * glass_secmark_from_module - the secmark for a label of the owner
 * @secid: the owning module's secid
 *
 * Return: the Glass secid of the owner's label alone (unrecorded if the
 * secid table cannot take it, which the owner reads back as no label).
 */
u32 glass_secmark_from_module(u32 secid)
{
	return glass_owner_from_module(GLASS_SECMARK, secid);
}

/**
 * glass_netlabel_to_module - the owner's secid in a NetLabel secid
 * @secid: a static label's or a CIPSO local tag's secid, a Glass secid
 *
 * Return: as glass_secmark_to_module(), for NetLabel's owner.
 */
u32 glass_netlabel_to_module(u32 secid)
{
	return glass_owner_to_module(GLASS_NETLABEL, secid);
}

/**
 * glass_netlabel_from_module - the NetLabel secid for a label of the owner
 * @secid: the owning module's secid
 *
 * The owner puts it where NetLabel carries a secid of its own (the CIPSO
 * local tag), which the owner reads back with glass_netlabel_to_module().
 *
 * Return: as glass_secmark_from_module(), for NetLabel's owner.
 */
u32 glass_netlabel_from_module(u32 secid)
{
	return glass_owner_from_module(GLASS_NETLABEL, secid);
}
