/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - contexts, peer labels and audit rules
 */

#ifndef _SECURITY_GLASS_SECCTX_H
#define _SECURITY_GLASS_SECCTX_H

#include "common.h"
#include "context.h"
#include "dispatch.h"

/* The context of GLASS_SECID_UNRECORDED. */
#define GLASS_UNRECORDED_CTX	"(glass=unrecorded)"

bool glass_labels_alive(const u32 *vec);
int glass_secctx_vec(u32 secid, u32 *vec);
ssize_t glass_secctx_format(struct glass_ctx_element *elements,
			    unsigned int nr, size_t max, char **ctx);
int glass_call_secctx_to_secid(const struct glass_hook_table *t,
			       const char *secdata, u32 seclen, u32 *secid);
#if GLASS_LINUX_7_3
int glass_call_secid_to_secctx(const struct glass_hook_table *t, u32 secid,
			       struct lsm_context *cp);
void glass_call_release_secctx(const struct glass_hook_table *t,
			       struct lsm_context *cp);
int glass_call_inode_getsecctx(const struct glass_hook_table *t,
			       struct inode *inode, struct lsm_context *cp);
#else
int glass_call_secid_to_secctx(const struct glass_hook_table *t, u32 secid,
			       char **secdata, u32 *seclen);
void glass_call_release_secctx(const struct glass_hook_table *t,
			       char *secdata, u32 seclen);
int glass_call_inode_getsecctx(const struct glass_hook_table *t,
			       struct inode *inode, void **ctx, u32 *ctxlen);
#endif
int glass_call_inode_notifysecctx(const struct glass_hook_table *t,
				  struct inode *inode, void *ctx, u32 ctxlen);
int glass_call_inode_setsecctx(const struct glass_hook_table *t,
			       struct dentry *dentry, void *ctx, u32 ctxlen);
int glass_call_inode_setsecurity(const struct glass_hook_table *t,
				 struct inode *inode, const char *name,
				 const void *value, size_t size, int flags);
#ifdef CONFIG_SECURITY_NETWORK
int glass_call_socket_getpeersec_stream(const struct glass_hook_table *t,
					struct socket *sock, sockptr_t optval,
					sockptr_t optlen, unsigned int len);
int glass_call_socket_getpeersec_dgram(const struct glass_hook_table *t,
				       struct socket *sock,
				       struct sk_buff *skb, u32 *secid);
#endif
#ifdef CONFIG_AUDIT
/**
 * struct glass_audit_rule - an audit rule and the module it belongs to
 * @module: the module's position in the stack
 * @rule: the module's own rule
 */
struct glass_audit_rule {
	unsigned int module;
	void *rule;
};

int glass_call_audit_rule_init(const struct glass_hook_table *t, u32 field,
			       u32 op, char *rulestr, void **lsmrule,
			       gfp_t gfp);
#if GLASS_LINUX_7_3
int glass_call_audit_rule_match(const struct glass_hook_table *t,
				struct lsm_prop *prop, u32 field, u32 op,
				void *lsmrule);
#else
int glass_call_audit_rule_match(const struct glass_hook_table *t, u32 secid,
				u32 field, u32 op, void *lsmrule);
#endif
void glass_call_audit_rule_free(const struct glass_hook_table *t,
				void *lsmrule);
#endif

#endif /* _SECURITY_GLASS_SECCTX_H */
