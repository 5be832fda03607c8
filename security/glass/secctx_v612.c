// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - security contexts and audit rule matches, on Linux 6.12
 *
 * Every secid that leaves Glass is a Glass secid (secid.c) and every
 * context Glass hands out is a composite (context.c) that Glass
 * allocated, whatever the modules do: Smack's contexts are static
 * strings, AppArmor's are kmalloc'ed.  Each module's element is released
 * the way that module expects as soon as it is copied, so
 * release_secctx only ever frees Glass's own memory.  secctx.c has what
 * 6.12 and 7.3 share.
 */

#include <linux/audit.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "common.h"
#include "context.h"
#include "dispatch.h"
#include "display.h"
#include "secctx.h"
#include "secid.h"

/* Give a module's context back to the module that made it. */
static void glass_release_element(const struct glass_hook_table *t,
				  unsigned int module, char *data, u32 len)
{
	const struct glass_providers *h = &t->release_secctx;
	int i = glass_provider_of_module(h, module);

	if (i >= 0)
		h->fn[i].release_secctx(data, len);
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
	u32 len;

	for (i = 0; i < h->nr; i++) {
		unsigned int s = h->module[i];

		if (vec[s] &&
		    h->fn[i].secid_to_secctx(vec[s], NULL, &len) == -EINVAL)
			return false;
	}
	return true;
}

/*
 * secid_to_secctx: the composite of every module with a label in the
 * vector, in stack order, or the label itself when only one module has
 * one (glass_ctx_format_label()).  One module failing fails the whole.
 * A datagram's peer secid (GLASS_SECID_PEER) is told in the caller's
 * display; every other secid in the full stack, whoever asks.
 */
int glass_call_secid_to_secctx(const struct glass_hook_table *t, u32 secid,
			       char **secdata, u32 *seclen)
{
	const struct glass_providers *h = &t->secid_to_secctx;
	struct glass_ctx_element elements[GLASS_MAX_MODULES];
	u8 modules[GLASS_MAX_MODULES];
	u32 vec[GLASS_MAX_MODULES];
	unsigned int i, nr = 0;
	ssize_t len;
	int rc = 0;

	/* Say that the labels were not recorded rather than drop a field. */
	if (secid == GLASS_SECID_UNRECORDED) {
		if (secdata) {
			*secdata = kstrdup(GLASS_UNRECORDED_CTX, GFP_ATOMIC);
			if (!*secdata)
				return -ENOMEM;
		}
		*seclen = strlen(GLASS_UNRECORDED_CTX);
		return 0;
	}
	if (glass_secctx_vec(secid, vec))
		return -EINVAL;
	for (i = 0; i < h->nr; i++) {
		unsigned int s = h->module[i];
		char *data;
		u32 dlen;

		if (!vec[s])
			continue;
		rc = h->fn[i].secid_to_secctx(vec[s], &data, &dlen);
		if (rc)
			break;
		elements[nr].name = glass_modules[s].name;
		elements[nr].value = data;
		elements[nr].len = dlen;
		modules[nr++] = s;
	}
	if (!rc && !nr)
		rc = -EINVAL;
	if (!rc) {
		len = glass_secctx_format(elements, nr, U32_MAX - 1, secdata);
		if (len < 0)
			rc = len;
		else
			*seclen = len;
	}
	for (i = 0; i < nr; i++)
		glass_release_element(t, modules[i], (char *)elements[i].value,
				      elements[i].len);
	return rc;
}

/* release_secctx: every context Glass hands out is its own copy. */
void glass_call_release_secctx(const struct glass_hook_table *t,
			       char *secdata, u32 seclen)
{
	kfree(secdata);
}

/*
 * inode_getsecctx: the first module with an answer, as in the framework,
 * copied so that release_secctx can free it.
 */
int glass_call_inode_getsecctx(const struct glass_hook_table *t,
			       struct inode *inode, void **ctx, u32 *ctxlen)
{
	const struct glass_providers *h = &t->inode_getsecctx;
	unsigned int i;

	for (i = 0; i < h->nr; i++) {
		void *data;
		char *copy;
		u32 len;
		int rc;

		rc = h->fn[i].inode_getsecctx(inode, &data, &len);
		if (rc == glass_default_inode_getsecctx)
			continue;
		if (rc)
			return rc;
		copy = kmemdup_nul(data, len, GFP_KERNEL);
		glass_release_element(t, h->module[i], data, len);
		if (!copy)
			return -ENOMEM;
		*ctx = copy;
		*ctxlen = len;
		return 0;
	}
	return glass_default_inode_getsecctx;
}

#ifdef CONFIG_AUDIT
/* audit_rule_match: the rule's module, with its own secid. */
int glass_call_audit_rule_match(const struct glass_hook_table *t, u32 secid,
				u32 field, u32 op, void *lsmrule)
{
	const struct glass_providers *h = &t->audit_rule_match;
	struct glass_audit_rule *r = lsmrule;
	u32 vec[GLASS_MAX_MODULES];
	int i;

	/*
	 * Audit counts an error as a match: log rather than miss.  Secid 0
	 * (no label) goes to the module as it is, as without Glass.
	 */
	if (!r || (glass_secid_vec(&glass_secids, secid, vec) && secid))
		return -ENOENT;
	i = glass_provider_of_module(h, r->module);
	if (i < 0)
		return -ENOENT;
	return h->fn[i].audit_rule_match(vec[r->module], field, op, r->rule);
}

#endif /* CONFIG_AUDIT */
