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
 */

#define pr_fmt(fmt) "glass: " fmt

#include <linux/init.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

#include "common.h"

const struct glass_label_kind glass_label_kinds[GLASS_NR_LABEL_KINDS] = {
	[GLASS_SECMARK] = { "secmark",
			    offsetof(struct lsm_blob_sizes, lbs_secmark) },
	[GLASS_NETLABEL] = { "netlabel",
			     offsetof(struct lsm_blob_sizes, lbs_netlabel) },
};

int glass_owners[GLASS_NR_LABEL_KINDS] __ro_after_init;

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
 * @names: the composed modules, in slot order
 * @sizes: their blob sizes, with the flags they set (NULL: none)
 * @nr: number of modules
 * @chosen: the module the boot parameter names, or NULL
 *
 * Clears the flag of every module but the owner.  A @chosen module that
 * is not composed or does not use the label is reported and ignored.
 *
 * Return: the owner's slot, or -1 if no module uses the label.
 */
int glass_choose_owner(unsigned int kind, const char * const *names,
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
	struct lsm_blob_sizes *sizes[GLASS_MAX_SLOTS];
	const char *names[GLASS_MAX_SLOTS];
	unsigned int s, kind;

	for (s = 0; s < glass_nr_slots; s++) {
		names[s] = glass_modules[s].name;
		sizes[s] = glass_modules[s].blobs;
	}
	for (kind = 0; kind < GLASS_NR_LABEL_KINDS; kind++)
		glass_owners[kind] = glass_choose_owner(kind, names, sizes,
							glass_nr_slots,
							glass_owner_arg[kind]);
}
