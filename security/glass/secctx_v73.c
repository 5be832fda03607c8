// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - security contexts and audit rule matches, on Linux 7.3
 *
 * 7.3 hands a context around in a struct lsm_context that names the
 * module that made it (id), and each module's release_secctx frees only
 * its own.  A context Glass makes (a composite, or one module's label
 * copied out of a Glass secid) is Glass's, tagged LSM_ID_UNDEF, the id
 * no module has; one module's context, from inode_getsecctx or
 * lsmprop_to_secctx, goes out as the module made it, and its release
 * goes back to that module.
 *
 * Subject and object labels reach audit and IMA as a struct lsm_prop,
 * one member per module, so audit rules match each module's own member
 * and make no Glass secid.  secctx.c has what 6.12 and 7.3 share.
 */

#include <linux/audit.h>
#include <linux/security.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "common.h"
#include "context.h"
#include "dispatch.h"
#include "display.h"
#include "secctx.h"
#include "secid.h"

/* The id of the contexts Glass makes: no module's. */
#define GLASS_CTX_ID	LSM_ID_UNDEF

/* Give a module's context back to the module that made it. */
static void glass_release_element(const struct glass_hook_table *t,
				  unsigned int module, struct lsm_context *cp)
{
	const struct glass_providers *h = &t->release_secctx;
	int i = glass_provider_of_module(h, module);

	if (i >= 0)
		h->fn[i].release_secctx(cp);
}

/**
 * glass_labels_alive - does every module still know its label in a vector
 * @vec: one secid per module, in stack order
 *
 * A module that forgot a secid refuses to name it (-EINVAL): AppArmor
 * once the label is freed.  Smack keeps every label.  Called by the
 * secid table's reclaim, under RCU.
 *
 * Return: false if some module no longer knows its label.
 */
bool glass_labels_alive(const u32 *vec)
{
	const struct glass_providers *h = &glass_table.secid_to_secctx;
	unsigned int i;

	for (i = 0; i < h->nr; i++) {
		unsigned int s = h->module[i];

		if (vec[s] && h->fn[i].secid_to_secctx(vec[s], NULL) == -EINVAL)
			return false;
	}
	return true;
}

/* The context of an unrecorded secid, or its length if @cp is NULL. */
static int glass_unrecorded_ctx(struct lsm_context *cp)
{
	if (cp) {
		cp->context = kstrdup(GLASS_UNRECORDED_CTX, GFP_ATOMIC);
		if (!cp->context)
			return -ENOMEM;
		cp->len = strlen(GLASS_UNRECORDED_CTX);
		cp->id = GLASS_CTX_ID;
	}
	return strlen(GLASS_UNRECORDED_CTX);
}

/*
 * secid_to_secctx: the composite of every module with a label in the
 * vector, in stack order, or the label itself when only one module has
 * one (glass_ctx_format_label()), in Glass's own copy.  One module
 * failing fails the whole.  A datagram's peer secid (GLASS_SECID_PEER) is
 * told in the caller's display; every other secid in the full stack,
 * whoever asks.  The secids that reach here are the u32 interfaces' ones:
 * secmarks, NetLabel, SCM_SECURITY, binder's.  @cp NULL asks the length.
 *
 * Return: the context's length, or a negative error.
 */
int glass_call_secid_to_secctx(const struct glass_hook_table *t, u32 secid,
			       struct lsm_context *cp)
{
	const struct glass_providers *h = &t->secid_to_secctx;
	struct lsm_context owns[GLASS_MAX_MODULES];
	struct glass_ctx_element elements[GLASS_MAX_MODULES];
	u8 modules[GLASS_MAX_MODULES];
	u32 vec[GLASS_MAX_MODULES];
	unsigned int i, nr = 0;
	char *ctx = NULL;
	int rc = 0;

	/* Say that the labels were not recorded rather than drop a field. */
	if (secid == GLASS_SECID_UNRECORDED)
		return glass_unrecorded_ctx(cp);
	if (glass_secctx_vec(secid, vec))
		return -EINVAL;
	for (i = 0; i < h->nr; i++) {
		unsigned int s = h->module[i];

		if (!vec[s])
			continue;
		memset(&owns[nr], 0, sizeof(owns[nr]));
		rc = h->fn[i].secid_to_secctx(vec[s], &owns[nr]);
		if (rc < 0)
			break;
		rc = 0;
		elements[nr].name = glass_modules[s].name;
		elements[nr].value = owns[nr].context;
		elements[nr].len = owns[nr].len;
		modules[nr++] = s;
	}
	if (!rc && !nr)
		rc = -EINVAL;
	if (!rc) {
		rc = glass_secctx_format(elements, nr, INT_MAX - 1,
					 cp ? &ctx : NULL);
		if (rc >= 0 && cp) {
			cp->context = ctx;
			cp->len = rc;
			cp->id = GLASS_CTX_ID;
		}
	}
	for (i = 0; i < nr; i++)
		glass_release_element(t, modules[i], &owns[i]);
	return rc;
}

/*
 * release_secctx: Glass frees the contexts it made; one module's context
 * goes back to that module, found by its id.
 */
void glass_call_release_secctx(const struct glass_hook_table *t,
			       struct lsm_context *cp)
{
	const struct glass_providers *h = &t->release_secctx;
	unsigned int i;

	if (cp->id == GLASS_CTX_ID) {
		kfree(cp->context);
		return;
	}
	for (i = 0; i < h->nr; i++)
		if (h->hl[i]->lsmid->id == cp->id) {
			h->fn[i].release_secctx(cp);
			return;
		}
}

/*
 * inode_getsecctx: the first module with an answer, as in the framework.
 * The context carries that module's id, so its release reaches it: no
 * copy.
 */
int glass_call_inode_getsecctx(const struct glass_hook_table *t,
			       struct inode *inode, struct lsm_context *cp)
{
	const struct glass_providers *h = &t->inode_getsecctx;
	unsigned int i;

	for (i = 0; i < h->nr; i++) {
		int rc = h->fn[i].inode_getsecctx(inode, cp);

		if (rc != glass_default_inode_getsecctx)
			return rc;
	}
	return glass_default_inode_getsecctx;
}

#ifdef CONFIG_AUDIT
/*
 * audit_rule_match: the rule's module, with the subject's or object's
 * lsm_prop, whose member for that module it reads.
 */
int glass_call_audit_rule_match(const struct glass_hook_table *t,
				struct lsm_prop *prop, u32 field, u32 op,
				void *lsmrule)
{
	const struct glass_providers *h = &t->audit_rule_match;
	struct glass_audit_rule *r = lsmrule;
	int i;

	/* Audit counts an error as a match: log rather than miss. */
	if (!r)
		return -ENOENT;
	i = glass_provider_of_module(h, r->module);
	if (i < 0)
		return -ENOENT;
	return h->fn[i].audit_rule_match(prop, field, op, r->rule);
}
#endif /* CONFIG_AUDIT */
