// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - security contexts, peer labels and audit rules
 *
 * Every secid that leaves Glass is a Glass secid (secid.c), and a context
 * Glass makes is a composite (context.c).  This file has what 6.12 and
 * 7.3 share; what their interfaces make differ (secid_to_secctx,
 * release_secctx, inode_getsecctx, audit_rule_match) is in
 * secctx_v612.c and secctx_v73.c.
 */

#include <linux/audit.h>
#include <linux/mm.h>
#include <linux/net.h>
#include <linux/slab.h>
#include <linux/sockptr.h>
#include <linux/string.h>
#include <uapi/linux/xattr.h>

#include "common.h"
#include "context.h"
#include "dispatch.h"
#include "display.h"
#include "secctx.h"
#include "secid.h"

/* Room for one module's peer label; a longer one is asked for again. */
#define GLASS_PEERSEC_SIZE	256

/* Each element of a composite must be a label of the module it names. */
static int glass_secctx_elements_to_vec(const struct glass_hook_table *t,
					char *text, size_t len, u32 *vec)
{
	const struct glass_providers *h = &t->secctx_to_secid;
	struct glass_ctx_element elements[GLASS_MAX_MODULES];
	int nr, i, p, rc;

	nr = glass_ctx_parse(text, len, elements, ARRAY_SIZE(elements));
	if (nr <= 0)
		return -EINVAL;
	for (p = 0; p < nr; p++) {
		u32 *out;

		i = glass_provider_named(h, elements[p].name);
		if (i < 0)
			return -EINVAL;
		out = &vec[h->module[i]];
		rc = h->fn[i].secctx_to_secid(elements[p].value, elements[p].len,
					      out);
		if (rc)
			return rc;
		if (!*out)
			return -EINVAL;
	}
	return 0;
}

/* A bare context must be a label of exactly one module. */
static int glass_secctx_bare_to_vec(const struct glass_hook_table *t,
				    const char *text, size_t len, u32 *vec)
{
	const struct glass_providers *h = &t->secctx_to_secid;
	unsigned int i, claims = 0;

	for (i = 0; i < h->nr; i++) {
		u32 secid = 0;

		if (!h->fn[i].secctx_to_secid(text, len, &secid) && secid) {
			vec[h->module[i]] = secid;
			claims++;
		}
	}
	return claims == 1 ? 0 : -EINVAL;
}

/*
 * secctx_to_secid: a composite, or one module's bare context.  Trailing
 * NULs are not part of a context.
 */
int glass_call_secctx_to_secid(const struct glass_hook_table *t,
			       const char *secdata, u32 seclen, u32 *secid)
{
	u32 vec[GLASS_MAX_MODULES] = {};
	char *text;
	int rc;

	*secid = 0;
	while (seclen && !secdata[seclen - 1])
		seclen--;
	if (!seclen || memchr(secdata, '\0', seclen))
		return -EINVAL;
	text = kmemdup_nul(secdata, seclen, GFP_KERNEL);
	if (!text)
		return -ENOMEM;
	if (text[0] == '(')
		rc = glass_secctx_elements_to_vec(t, text, seclen, vec);
	else
		rc = glass_secctx_bare_to_vec(t, text, seclen, vec);
	kfree(text);
	if (rc)
		return rc;
	*secid = glass_secid_of(&glass_secids, vec);
	if (*secid != GLASS_SECID_UNRECORDED)
		return 0;
	*secid = 0;
	return -ENOMEM;
}

/*
 * The module whose context inode_getsecctx hands out: the first that
 * provides it, in stack order.  Its index in @h, or -1.
 */
static int glass_secctx_provider(const struct glass_hook_table *t,
				 const struct glass_providers *h)
{
	const struct glass_providers *get = &t->inode_getsecctx;

	return get->nr ? glass_provider_of_module(h, get->module[0]) : -1;
}

/*
 * inode_notifysecctx, inode_setsecctx: a context from inode_getsecctx
 * (labeled NFS) is one module's, and goes to that module alone: another
 * would take it as a label of its own (Smack makes a label of any string).
 */
int glass_call_inode_notifysecctx(const struct glass_hook_table *t,
				  struct inode *inode, void *ctx, u32 ctxlen)
{
	const struct glass_providers *h = &t->inode_notifysecctx;
	int i = glass_secctx_provider(t, h);

	return i < 0 ? glass_default_inode_notifysecctx :
	       h->fn[i].inode_notifysecctx(inode, ctx, ctxlen);
}

int glass_call_inode_setsecctx(const struct glass_hook_table *t,
			       struct dentry *dentry, void *ctx, u32 ctxlen)
{
	const struct glass_providers *h = &t->inode_setsecctx;
	int i = glass_secctx_provider(t, h);

	return i < 0 ? glass_default_inode_setsecctx :
	       h->fn[i].inode_setsecctx(dentry, ctx, ctxlen);
}

/*
 * The security.* xattrs that hold a module's labels, by the name after
 * "security.": Smack's six begin with SMACK64.
 */
static const struct {
	const char *name;
	bool prefix;
	const char *module;
} glass_label_xattrs[] = {
	{ XATTR_SMACK_SUFFIX, true, "smack" },
	{ XATTR_SELINUX_SUFFIX, false, "selinux" },
};

/*
 * inode_setsecurity: the module whose xattr @name is, alone.  A module
 * may check or import the value before it looks at the name (Smack
 * refuses a value longer than its labels, and makes a label of a shorter
 * one), so one module's value must not reach another.  A name no composed
 * module keeps its labels in is no module's (-EOPNOTSUPP).
 */
int glass_call_inode_setsecurity(const struct glass_hook_table *t,
				 struct inode *inode, const char *name,
				 const void *value, size_t size, int flags)
{
	const struct glass_providers *h = &t->inode_setsecurity;
	unsigned int x;
	int i = -1;

	for (x = 0; x < ARRAY_SIZE(glass_label_xattrs); x++) {
		const char *n = glass_label_xattrs[x].name;

		if (glass_label_xattrs[x].prefix ?
		    !strncmp(name, n, strlen(n)) : !strcmp(name, n)) {
			i = glass_provider_named(h, glass_label_xattrs[x].module);
			break;
		}
	}
	return i < 0 ? glass_default_inode_setsecurity :
	       h->fn[i].inode_setsecurity(inode, name, value, size, flags);
}

/**
 * glass_secctx_vec - the modules' secids behind a secid to be told
 * @secid: a Glass secid, perhaps a datagram's peer secid
 * @vec: where each module's secid goes, by stack position
 *
 * A peer secid (GLASS_SECID_PEER) keeps only the label of the caller's
 * display; every other secid keeps the full stack, whoever asks.
 *
 * Return: 0, or -EINVAL for a secid the table does not know.
 */
int glass_secctx_vec(u32 secid, u32 *vec)
{
	if (!(secid & GLASS_SECID_PEER))
		return glass_secid_vec(&glass_secids, secid, vec) ? -EINVAL : 0;
	if (glass_secid_vec(&glass_secids, secid & ~GLASS_SECID_PEER, vec) ||
	    glass_display_peer_vec(vec))
		return -EINVAL;
	return 0;
}

/**
 * glass_secctx_format - a secid's context, in Glass's own copy
 * @elements: the modules' labels, in stack order
 * @nr: number of elements
 * @max: the longest context the caller's interface carries
 * @ctx: where the copy goes, or NULL to learn the length only
 *
 * One label is passed on as its module made it; a composite holds no
 * NUL, though SELinux counts its context's.  The copy is GFP_ATOMIC:
 * audit, netfilter and the socket layer ask from atomic context.
 *
 * Return: the context's length without its NUL, or -E2BIG or -ENOMEM.
 */
ssize_t glass_secctx_format(struct glass_ctx_element *elements,
			    unsigned int nr, size_t max, char **ctx)
{
	unsigned int i;
	size_t len;

	if (!glass_ctx_is_one_label(elements, nr))
		for (i = 0; i < nr; i++)
			while (elements[i].len &&
			       !elements[i].value[elements[i].len - 1])
				elements[i].len--;
	len = glass_ctx_format_label(NULL, 0, elements, nr);
	if (len > max)
		return -E2BIG;
	if (ctx) {
		*ctx = kmalloc(len + 1, GFP_ATOMIC);
		if (!*ctx)
			return -ENOMEM;
		glass_ctx_format_label(*ctx, len + 1, elements, nr);
	}
	return len;
}

#ifdef CONFIG_SECURITY_NETWORK
/* One module's peer label, into a kernel buffer Glass owns. */
static int glass_peersec_label(const struct glass_providers *h, unsigned int i,
			       struct socket *sock, char **label, u32 *len)
{
	unsigned int size = GLASS_PEERSEC_SIZE;
	int rc, tries;

	for (tries = 0; tries < 2; tries++) {
		char *buf = kmalloc(size, GFP_KERNEL);
		u32 n = 0;

		if (!buf)
			return -ENOMEM;
		rc = h->fn[i].socket_getpeersec_stream(sock,
						       KERNEL_SOCKPTR(buf),
						       KERNEL_SOCKPTR(&n),
						       size);
		if (!rc && n <= size) {
			/* Smack counts its NUL, AppArmor does not. */
			while (n && !buf[n - 1])
				n--;
			*label = buf;
			*len = n;
			return 0;
		}
		kfree(buf);
		if (rc != -ERANGE || n <= size || n > KMALLOC_MAX_SIZE)
			return rc ?: -EINVAL;
		size = n;
	}
	return -ERANGE;
}

/*
 * socket_getpeersec_stream (SO_PEERSEC): one module's own answer, byte
 * for byte.  Under a display choice, that module's; else the first
 * module in stack order with a label for the peer, as the framework's
 * first answer wins.  Every reader of SO_PEERSEC (dbus-daemon, libsmack,
 * libapparmor, libselinux) parses one module's label, and AppArmor labels
 * unix stream peers beside Smack since 6.17: a composite would break
 * them all.  A module with no label for the peer (-ENOPROTOOPT, or
 * Smack's empty label) is passed over; no label at all is -ENOPROTOOPT.
 */
int glass_call_socket_getpeersec_stream(const struct glass_hook_table *t,
					struct socket *sock, sockptr_t optval,
					sockptr_t optlen, unsigned int len)
{
	const struct glass_providers *h = &t->socket_getpeersec_stream;
	int display = glass_display();
	unsigned int i;

	if (display != GLASS_DISPLAY_COMPOSITE) {
		int p = glass_provider_of_module(h, display);

		return p < 0 ? -ENOPROTOOPT :
		       h->fn[p].socket_getpeersec_stream(sock, optval, optlen,
							 len);
	}

	for (i = 0; i < h->nr; i++) {
		char *label;
		u32 n;
		int rc = glass_peersec_label(h, i, sock, &label, &n);

		if (rc == -ENOPROTOOPT)
			continue;
		if (rc)
			return rc;
		kfree(label);
		/* Asked again, for its own bytes and length. */
		if (n)
			return h->fn[i].socket_getpeersec_stream(sock, optval,
								 optlen, len);
	}
	return -ENOPROTOOPT;
}

/*
 * socket_getpeersec_dgram (SCM_SECURITY): the Glass secid of the labels
 * the modules give the datagram, marked as a peer secid so that the
 * receiver gets them in its display.  A module with none (-ENOPROTOOPT)
 * is left out; any other error fails the whole.  Every AF_UNIX send
 * asks, and few receivers want the label: one module's label becomes a
 * packed secid, translated only when a receiver asks (SO_PASSSEC).
 */
int glass_call_socket_getpeersec_dgram(const struct glass_hook_table *t,
				       struct socket *sock,
				       struct sk_buff *skb, u32 *secid)
{
	const struct glass_providers *h = &t->socket_getpeersec_dgram;
	unsigned int i, first = GLASS_MAX_MODULES;
	/* Written before it is read: no zeroing on every send. */
	u32 vec[GLASS_MAX_MODULES] __uninitialized;
	u32 label, first_label = 0, s;
	bool more = false;

	/* One provider (Smack alone, or AppArmor, which labels none). */
	if (h->nr == 1) {
		int rc = h->fn[0].socket_getpeersec_dgram(sock, skb, &first_label);

		if (rc)
			return rc;
		s = glass_secid_of_label(&glass_secids, h->module[0], first_label);
		goto out;
	}
	/* The vector is made only when a second module gives a label. */
	for (i = 0; i < h->nr; i++) {
		int rc;

		label = 0;
		rc = h->fn[i].socket_getpeersec_dgram(sock, skb, &label);
		if (rc == glass_default_socket_getpeersec_dgram)
			continue;
		if (rc)
			return rc;
		if (first == GLASS_MAX_MODULES) {
			first = h->module[i];
			first_label = label;
			continue;
		}
		if (!more) {
			memset(vec, 0, sizeof(vec));
			vec[first] = first_label;
			more = true;
		}
		vec[h->module[i]] = label;
	}
	if (first == GLASS_MAX_MODULES)
		return glass_default_socket_getpeersec_dgram;
	s = more ? glass_secid_of(&glass_secids, vec) :
		   glass_secid_of_label(&glass_secids, first, first_label);
out:
	/*
	 * The caller (unix_get_peersec_dgram()) ignores the return and
	 * passes on whatever *secid holds: an unrecorded vector must leave
	 * it alone, or the receiver is handed the placeholder as a label.
	 */
	if (s == GLASS_SECID_UNRECORDED)
		return -ENOMEM;
	*secid = s ? s | GLASS_SECID_PEER : 0;
	return 0;
}

#endif /* CONFIG_SECURITY_NETWORK */

#ifdef CONFIG_AUDIT
/*
 * audit_rule_init: the rule belongs to the first module that accepts its
 * field (Smack: subj_user/obj_user, AppArmor: subj_role, SELinux: every
 * subj_* and obj_* field), so the stack order decides a field two modules
 * take (the admin guide's "Audit rules").  -EINVAL means "not my field";
 * a module that knows the field but rejects the value
 * answers for the rule.  -EOPNOTSUPP (SELinux before its policy loads)
 * is not an answer either: it is returned only if no module takes the
 * rule.  No taker: -EINVAL.
 */
int glass_call_audit_rule_init(const struct glass_hook_table *t, u32 field,
			       u32 op, char *rulestr, void **lsmrule,
			       gfp_t gfp)
{
	const struct glass_providers *h = &t->audit_rule_init;
	struct glass_audit_rule *r;
	int none = -EINVAL;
	unsigned int i;

	*lsmrule = NULL;
	r = kzalloc_obj(*r, gfp);
	if (!r)
		return -ENOMEM;
	for (i = 0; i < h->nr; i++) {
		int rc = h->fn[i].audit_rule_init(field, op, rulestr, &r->rule,
						  gfp);

		if (rc == -EINVAL)
			continue;
		if (rc == -EOPNOTSUPP) {
			none = rc;
			continue;
		}
		if (rc) {
			kfree(r);
			return rc;
		}
		r->module = h->module[i];
		*lsmrule = r;
		return 0;
	}
	kfree(r);
	return none;
}

/* audit_rule_free: the module frees its rule, if it has anything to free. */
void glass_call_audit_rule_free(const struct glass_hook_table *t,
				void *lsmrule)
{
	const struct glass_providers *h = &t->audit_rule_free;
	struct glass_audit_rule *r = lsmrule;
	int i;

	if (!r)
		return;
	i = glass_provider_of_module(h, r->module);
	if (i >= 0)
		h->fn[i].audit_rule_free(r->rule);
	kfree(r);
}
#endif /* CONFIG_AUDIT */
